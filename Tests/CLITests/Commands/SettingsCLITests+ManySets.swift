import ArgumentParser
import Foundation
@testable import foldpreview
import Testing

/// `--set` given many times (issue 22, item 5): 10,000 of them parse at once, in order.
extension SettingsCLITests {
    /// Gathering the `--set`s keeps their order and what they hold, and leaves the rest of
    /// the line as it was.
    @Test func gatheredAssignmentsAreTheOnesGivenInOrder() throws {
        let line = ["render", "--mode", "fold", "--set", "fold.duration=0.5", "--out", "x.png", "--set=cell.items=3",
                    "--set", "--weird", "--set", "", "--progress", "0.5"]
        let gathered = TuningArguments.gatheringAssignments(line)
        #expect(gathered == ["render", "--mode", "fold", "--set", "fold.duration=0.5\0cell.items=3\0--weird\0",
                             "--out", "x.png", "--progress", "0.5"])
        let parsed = try TuningArguments.parse(TuningArguments.gatheringAssignments(
            ["--set", "fold.duration=0.5", "--set=cell.items=3", "--set", "--weird", "--set", ""]))
        #expect(parsed.givenAssignments == ["fold.duration=0.5", "cell.items=3", "--weird", ""])
        // Nothing after "--", and a last --set without a value, is touched.
        #expect(TuningArguments.gatheringAssignments(["a", "--", "--set", "x=1"]) == ["a", "--", "--set", "x=1"])
        #expect(TuningArguments.gatheringAssignments(["a", "--set"]) == ["a", "--set"])
        #expect(TuningArguments.gatheringAssignments(["a", "b"]) == ["a", "b"])
        // However many are given, ArgumentParser sees one --set.
        let many = TuningArguments.gatheringAssignments(Array(repeating: ["--set", "fold.duration=0.5"], count: 10_000)
            .flatMap { $0 })
        #expect(many.count == 2 && many[0] == "--set")
        #expect(try TuningArguments.parse(many).givenAssignments.count == 10_000)
    }

    /// 10,000 `--set` parse at once (0.1 s in a release build, about 0.5 s in a debug one;
    /// ArgumentParser alone took 13 s in a release build and about 5 minutes in a debug
    /// one, its work per repeat growing with the repeats). The bound, 30 s, is ten times
    /// under the quadratic parse and sixty times over ours; the last `--set` wins.
    @Test func tenThousandSetsParseAndTheLastWins() throws {
        let many = Array(repeating: ["--set", "fold.duration=0.5"], count: 10_000).flatMap { $0 }
        let clock = ContinuousClock()
        let start = clock.now
        let result = try BinaryProcess.run(["params", "--mode", "fold"] + many + ["--set=fold.duration=0.7"])
        let elapsed = clock.now - start
        #expect(elapsed < .seconds(30), "10,000 --set took \(elapsed)")
        #expect(result.status == 0, "\(result.stderr)")
        let line = result.lines.first { $0.contains("fold.duration ") } ?? ""
        #expect(line.contains("0.7 s"), "\(line)")
    }
}
