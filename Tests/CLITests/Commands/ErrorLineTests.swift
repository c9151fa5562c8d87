import Foundation
import Testing

/// Errors read as one true line: negative numbers reach the range checks, an unknown help
/// topic is an error, and options that do not apply are refused.
@Suite(.serialized)
struct ErrorLineTests {
    @Test func negativeNumbersAfterASpaceReachTheRangeCheck() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let cli = CLITests()
        let base = ["render", "--mode", "fold", "--size", "32x20", "--out", out.path]
        try cli.expectRefused(base + ["--progress", "-0.1"], mentioning: ["--progress", "[0, 1]", "-0.1"], out: out)
        try cli.expectRefused(base + ["--frames", "-1"], mentioning: ["--frames", "1…100000"], out: out)
        try cli.expectRefused(base + ["--threads", "-1"], mentioning: ["--threads", "1…64"], out: out)
        try cli.expectRefused(["render", "--workload", "mpfold", "--frame", "-1", "--out", out.path],
                              mentioning: ["--frame", "0…599"], out: out)
        try cli.expectRefused(["render", "--mode", "flip", "--size", "90x160", "--flight", "-1", "--out", out.path],
                              mentioning: ["--flight", "1…3"], out: out)
        try cli.expectRefused(["render", "--mode", "cell", "--items", "-2", "--out", out.path],
                              mentioning: ["--items", "2…8"], out: out)
        // −0 is 0, a valid progress.
        let zero = try CLITests.run(base + ["--progress", "-0"])
        #expect(zero.status == 0, "\(zero.stderr)")
    }

    @Test func unknownHelpTopicsAndOptionsThatDoNotApplyAreRefused() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let cli = CLITests()
        try cli.expectRefused(["help", "render2"], mentioning: ["render2", "preview, render, bench, params"])
        let help = try CLITests.run(["help", "render"])
        #expect(help.status == 0 && help.stdout.contains("Render a frame"))
        try cli.expectRefused(["render", "--workload", "mpfold", "--size", "100x100", "--out", out.path],
                              mentioning: ["--size", "1280x800"], out: out)
    }

    /// A size whose render does not fit in the memory available is refused before anything
    /// is drawn, naming the size and the memory (FOLDPREVIEW_MEMORY_LIMIT stands in for a
    /// small machine).
    @Test func aSizeThatDoesNotFitInMemoryIsRefused() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let result = try BinaryProcess.run(["render", "--mode", "pop", "--size", "16384x16384", "--out", out.path],
                                           environment: ["FOLDPREVIEW_MEMORY_LIMIT": "2000"])
        #expect(result.status != 0 && result.stderrLines.count == 1)
        #expect(result.stderr.contains("16384x16384") && result.stderr.contains("GB of memory"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    /// Control characters a person typed are escaped, so the error stays one line; any
    /// legal file name can be written (the temporary name is short).
    @Test func controlCharactersAreEscapedAndLongNamesWork() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cli = CLITests()
        try cli.expectRefused(["render", "--mode", "fo\nld", "--out", dir.appendingPathComponent("x.png").path],
                              mentioning: ["fo\\nld"])
        let long = dir.appendingPathComponent(String(repeating: "a", count: 251) + ".png")
        let result = try CLITests.run(["render", "--mode", "fold", "--size", "16x16", "--out", long.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: long.path))
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(names.count == 1, "temporary files left: \(names)")
    }
}
