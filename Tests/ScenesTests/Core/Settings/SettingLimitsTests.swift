import Motion
import Raster
@testable import Scenes
import Testing

/// What a setting takes exactly and how much of it (issue 22, items 5 and 6): colours are
/// `#RRGGBB` and nothing like it, a curve's control points outside the range the panel's
/// editor keeps to are refused with that range instead of clamped, and lists, names and the
/// messages that repeat them are bounded.
@Suite struct SettingLimitsTests {
    let registry = SettingsRegistry.standard

    /// The message `assignment` is refused with, or nil when it is accepted.
    func refusal(_ assignment: String) -> String? {
        var values = SettingValues()
        do {
            try registry.apply(assignments: [assignment], to: &values)
            return nil
        } catch {
            return error.description
        }
    }

    @Test(arguments: ["+12345", "-12345", "#+12345", "#-1234", "12345F", "102030", "#12345", "#1234567",
                      "# 12345", "#12 345", "#GG0000", "#１２３４５６"])
    func aColourIsExactlyAHashAndSixHexDigits(text: String) {
        #expect(Color(settingText: text) == nil, "\(text) was read as a colour")
        let message = refusal("cell.backColor=" + text)
        #expect(message?.contains("#RRGGBB") == true, "\(message ?? "accepted")")
    }

    @Test func colourDigitsOfEitherCaseAreRead() throws {
        #expect(Color(settingText: "#a0B1c2") == Color(hex: 0xA0B1C2))
        #expect(Color(settingText: " #102030\t") == Color(hex: 0x102030))
        #expect(Color(settingText: "#000000") == Color(hex: 0))
    }

    /// A y past the range is refused naming the range and the value as typed, not clamped
    /// to it; a y at its ends is taken as it is.
    @Test func curvePointsOutsideTheRangeAreRefusedWithIt() throws {
        let tooHigh = try #require(refusal("fold.foldCurve=0, 5e3, 1, 1"))
        #expect(tooHigh.contains("fold.foldCurve") && tooHigh.contains("−1000…1000") && tooHigh.contains("y1 = 5e3"),
                "\(tooHigh)")
        let tooLow = try #require(refusal("fold.foldCurve=[0.2,0,0.4,-1000.5]"))
        #expect(tooLow.contains("y2 = -1000.5"), "\(tooLow)")
        let x = try #require(refusal("page.firstHalfCurve=1.5,0,1,1"))
        #expect(x.contains("x in 0…1") && x.contains("x1 = 1.5"), "\(x)")
        #expect(!tooHigh.contains("\n") && !x.contains("\n"))
        var values = SettingValues()
        try registry.apply(assignments: ["fold.foldCurve=0,1000,1,-1000"], to: &values)
        #expect(values[FoldSettings.foldCurve] == .bezier(TimingFunction(controlPoints: 0, 1000, 1, -1000)))
        #expect(TimingFunction.settingYRange.upperBound == TimingFunction.yLimit)
    }

    /// A list over 64 numbers is refused as such, however long, without reading its numbers.
    @Test func aListHasAtMost64Numbers() throws {
        let numbers = { (count: Int) in Array(repeating: "0.2", count: count).joined(separator: ",") }
        let over = try #require(refusal("cell.durations=" + numbers(65)))
        #expect(over.contains("at most 64 numbers, got 65"), "\(over)")
        let huge = try #require(refusal("cell.durations=" + numbers(1_000_000)))
        #expect(huge.contains("at most 64 numbers, got 1000000"), "\(huge)")
        // Within the limit the setting's own count still speaks.
        #expect(refusal("cell.durations=" + numbers(64))?.contains("1…7 numbers, got 64") == true)
        #expect([Double](settingText: numbers(64))?.count == 64 && [Double](settingText: numbers(65)) == nil)
    }

    /// A name over 200 characters is refused as too long, not compared with every name for
    /// a suggestion, and no message repeats more than the start of what was given.
    @Test func namesAndEchoedTextAreBounded() throws {
        let long = String(repeating: "fold.duration", count: 16)   // 208 characters
        let message = try #require(refusal(long + "=1"))
        #expect(message.contains("at most 200 characters") && message.contains("208 characters"), "\(message)")
        #expect(registry.nearestNames(to: long).isEmpty)
        // A name of 200 characters is still looked up (and not found).
        #expect(try #require(refusal(String(repeating: "a", count: 200) + "=1")).contains("unknown setting"))
        let megabyte = String(repeating: "x", count: 1 << 20)
        for assignment in ["fold.duration=" + megabyte, megabyte, String(repeating: "y", count: 100_000) + "=1"] {
            let text = try #require(refusal(assignment))
            #expect(text.count < 300, "a message of \(text.count) characters")
        }
    }
}
