@testable import foldpreview
import Foundation
import Testing

/// `--script` files: times in seconds or in frames (1/60 s each), and one line for a bad
/// entry.
@Suite struct InputScriptTests {
    func load(_ json: String) throws -> InputScript {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString).json")
        try Data(json.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try InputScript.load(path: url.path)
    }

    @Test func framesAreSixtiethsOfASecondAndSortWithSeconds() throws {
        let script = try load(#"[{"frame": 30, "type": "quit"}, {"t": 0.25, "type": "key", "key": "space"}]"#)
        #expect(script.steps.map(\.time) == [0.25, 0.5])
        #expect(script.steps.last?.event == .quit)
    }

    /// A drop lands where its x and y say (window points), else at 0, 0: the first slot.
    @Test func aDropHasAPlace() throws {
        let script = try load(#"[{"t": 0, "type": "drop", "path": "a.png", "x": 300, "y": 20}, {"t": 1, "type": "drop", "path": "b.png"}]"#)
        #expect(script.steps.map(\.event) == [.dropFile("a.png", x: 300, y: 20), .dropFile("b.png", x: 0, y: 0)])
        #expect(throws: CLIError.self) { _ = try load(#"[{"t": 0, "type": "drop", "path": "a.png", "x": "left"}]"#) }
    }

    @Test(arguments: [
        (#"[{"frame": 1.5, "type": "quit"}]"#, "\"frame\" must be a whole number"),
        (#"[{"frame": -2, "type": "quit"}]"#, "\"frame\" must be a whole number"),
        (#"[{"t": 0.1, "frame": 6, "type": "quit"}]"#, "not both"),
        (#"[{"type": "quit"}]"#, "\"t\" must be a finite number"),
    ])
    func badTimesAreOneLine(json: String, words: String) throws {
        #expect {
            _ = try load(json)
        } throws: { error in
            (error as? CLIError)?.description.contains(words) == true
        }
    }

    /// Steps come out once each, in order, when due; a wait for art holds the rest back.
    @Test func dueStepsComeOnceAndAnArtStepHoldsTheRest() throws {
        var script = try load(#"[{"frame": 0, "type": "art"}, {"frame": 0, "type": "quit"}, {"t": 1, "type": "quit"}]"#)
        #expect(script.due(at: 0).map(\.event) == [.waitForArt])
        #expect(script.due(at: 0).map(\.event) == [.quit])
        #expect(script.due(at: 0.5).isEmpty)
        #expect(script.due(at: 1).map(\.event) == [.quit])
        #expect(script.nextTime == nil)
    }
}
