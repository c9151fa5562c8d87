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

    /// 10,000 `--set` reach the binary's settings and the last wins. That they parse in
    /// linear time is `gatheredAssignmentsAreTheOnesGivenInOrder`'s check that
    /// ArgumentParser sees one `--set` however many are given (its own parse of repeats
    /// took 13 s in a release build and about 5 minutes in a debug one); the 60 s here is
    /// only a watchdog.
    @Test func tenThousandSetsParseAndTheLastWins() throws {
        let many = Array(repeating: ["--set", "fold.duration=0.5"], count: 10_000).flatMap { $0 }
        let result = try BinaryProcess.run(["params", "--mode", "fold"] + many + ["--set=fold.duration=0.7"], timeout: 60)
        #expect(!result.timedOut, "10,000 --set did not parse within the watchdog's minute")
        #expect(result.status == 0, "\(result.stderr)")
        let line = result.lines.first { $0.contains("fold.duration ") } ?? ""
        #expect(line.contains("0.7 s"), "\(line)")
    }
}
