@testable import Scenes
import Testing

/// Pose options arrive read as numbers, with the text typed kept for messages (issue 23,
/// item 3): a mode checks numbers, and its message repeats what the person wrote.
@Suite struct PoseRequestTests {
    @Test func aValueIsReadOnceAsANumberAndAWholeNumber() {
        let cases: [(String, Double?, Int?)] = [
            ("200", 200, 200), (" -120\t", -120, -120), ("7.0", 7, nil), ("2e2", 200, nil), ("nan", nil, nil),
            ("inf", nil, nil), ("1e400", nil, nil), ("abc", nil, nil), ("", nil, nil),
        ]
        for (typed, number, integer) in cases {
            let value = PoseValue(typed)
            #expect(value.typed == typed && value.number == number && value.integer == integer, "'\(typed)'")
        }
    }

    @Test func aNumberInRangeIsGivenAndOneOutsideIsRefusedAsTyped() throws {
        let request = PoseRequest(options: ["angle": PoseValue("-90"), "offset": PoseValue("2e4"),
                                            "flight": PoseValue("2.0")])
        #expect(try request.number("angle", in: -180...180, unit: "degrees") == -90)
        #expect(try request.number("time", in: 0...1, unit: "seconds") == nil)
        #expect(throws: SettingError("--offset must be 0…5320 points, got 2e4")) {
            try request.number("offset", in: 0...5320, unit: "points")
        }
        // A whole number is asked for: "2.0" is not one, and the message says "2.0".
        #expect(throws: SettingError("--flight must be 1…3, got 2.0")) { try request.integer("flight", in: 1...3) }
    }
}
