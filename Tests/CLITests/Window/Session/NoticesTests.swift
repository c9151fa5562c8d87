@testable import foldpreview
import Testing

/// The window's message: a refusal of a value the panel was given goes as soon as the panel
/// accepts a value (`0` typed on the way to `0.6` no longer says it is refused once `0.6`
/// is in); any other message keeps its seconds.
@Suite struct NoticesTests {
    @Test func aRefusalGoesOnceAValueIsAccepted() {
        var notices = Notices()
        notices.say("fold.duration must be 0.01…10 s, got '0'", at: 1, refusal: true)
        #expect(notices.message?.text.hasPrefix("fold.duration") == true)
        let went = notices.accepted(), again = notices.accepted()
        #expect(went && notices.message == nil && !again)
    }

    @Test func anotherMessageStaysItsTime() {
        var notices = Notices()
        notices.say("saved preset 'springy'", at: 1)
        let went = notices.accepted()
        #expect(!went && notices.message?.text == "saved preset 'springy'")
        let early = notices.expire(at: 1 + Notices.messageDuration - 0.01), due = notices.expire(at: 1 + Notices.messageDuration)
        #expect(!early && due)
    }
}
