@testable import foldpreview
import Testing

/// What a drag on the timeline's slider asks the session: a fraction of the animation, or
/// nothing when the slider hands back a time that is not a number (a strip squeezed into a
/// tiny window), never frame NaN.
struct TimelineStripTests {
    @Test func aDragScrubsToItsFraction() {
        #expect(TimelineStrip.scrub(to: 0.25, of: 1) == .scrub(0.25))
        #expect(TimelineStrip.scrub(to: 0.3, of: 0.6) == .scrub(0.5))
        #expect(TimelineStrip.scrub(to: 2, of: 1) == .scrub(1))
        #expect(TimelineStrip.scrub(to: -1, of: 1) == .scrub(0))
    }

    @Test func aTimeThatIsNoNumberScrubsNowhere() {
        #expect(TimelineStrip.scrub(to: .nan, of: 1) == nil)
        #expect(TimelineStrip.scrub(to: .infinity, of: 1) == nil)
        #expect(TimelineStrip.scrub(to: 0, of: 0) == nil)
        #expect(TimelineStrip.scrub(to: 1, of: .nan) == nil)
    }
}
