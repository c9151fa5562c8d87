import Foundation
import Testing

/// `bench --compare` as a script uses it: two saved runs compared without timing anything
/// (so the ratios cannot depend on the machine's speed), and one live run checked for its shape.
@Suite(.serialized)
struct BenchCompareCLITests {
    static let base = """
        {"name": "fold", "size": "1280x800", "threads": 1, "frames": 600, "median_ms": 1.0000, "p95_ms": 2.0000, "ns_per_px": null}
        {"name": "mpfold", "size": "1280x800", "threads": 1, "frames": 600, "median_ms": 0.5000, "p95_ms": 0.6000, "ns_per_px": 1.530}

        """
    static let new = """
        {"name": "fold", "size": "1280x800", "threads": 1, "frames": 600, "median_ms": 1.2500, "p95_ms": 2.1000, "ns_per_px": null}
        {"name": "mpfold", "size": "1280x800", "threads": 1, "frames": 600, "median_ms": 0.5000, "p95_ms": 0.6000, "ns_per_px": 1.530}
        {"name": "fold", "size": "2560x1600", "threads": 1, "frames": 600, "median_ms": 3.0000, "p95_ms": 3.5000, "ns_per_px": null}

        """

    /// A temporary folder holding `files` (name: contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let dir = try CLITests.temporaryDirectory()
        for (name, text) in files { try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return dir
    }

    @Test func twoSavedRunsAreComparedFigureByFigure() throws {
        let dir = try Self.folder(["base.json": Self.base, "new.json": Self.new])
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = dir.appendingPathComponent("base.json").path, new = dir.appendingPathComponent("new.json").path
        let result = try CLITests.run(["bench", "--compare", base, "--against", new])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        let lines = result.lines
        #expect(lines.count == 7, "\(result.stdout)")
        let slower = lines.first { $0.contains("fold      1280x800") && $0.contains("median") } ?? ""
        #expect(slower.contains("ratio 1.250") && slower.hasSuffix("SLOWER"), "\(slower)")
        #expect(lines.filter { $0.contains("SLOWER") }.count == 1, "\(result.stdout)")
        #expect(lines.filter { $0.contains("2560x1600") && $0.hasSuffix("not in \(base)") }.count == 2, "\(result.stdout)")
        #expect(lines.last == "1 of 4 figures more than 10 % slower; 2 more not in \(base)", "\(result.stdout)")
        // The exit status says so only when asked: 3, with the reason on one line.
        let failing = try CLITests.run(["bench", "--compare", base, "--against", new, "--fail-on-regression"])
        #expect(failing.status == 3 && failing.stderrLines.count == 1, "\(failing.stderr)")
        #expect(failing.stderr.contains("1 of 4 figures more than 10 % slower"), "\(failing.stderr)")
        #expect(failing.stdout == result.stdout)
        let same = try CLITests.run(["bench", "--compare", base, "--against", base, "--fail-on-regression"])
        #expect(same.status == 0 && same.lines.last == "0 of 4 figures more than 10 % slower", "\(same.stdout)")
    }

    @Test func aFileThatIsNoSavedRunIsOneLineAndExitOne() throws {
        let text = "fold      1280x800   threads 1  frames 600  median 0.654 ms  p95 0.866 ms  1529 fps\n"
        let dir = try Self.folder(["base.json": Self.base, "text.txt": text, "broken.json": "{\"name\": \"fold\"\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = dir.appendingPathComponent("base.json").path
        let cli = CLITests()
        for (name, words) in [("text.txt", ["text.txt", "line 1", "bench --json"]),
                              ("broken.json", ["broken.json", "line 1", "not JSON"]),
                              ("missing.json", ["missing.json", "no such file"])] {
            let path = dir.appendingPathComponent(name).path
            try cli.expectRefused(["bench", "--compare", path, "--against", base], mentioning: words)
            try cli.expectRefused(["bench", "--compare", base, "--against", path], mentioning: words)
            let result = try CLITests.run(["bench", "--compare", path, "--against", base])
            #expect(result.status == 1 && result.stdout.isEmpty, "\(result.status) \(result.stdout)")
        }
        // Options that cannot go together, refused before anything is measured.
        try cli.expectRefused(["bench", "--compare", base, "--json"], mentioning: ["--json", "--compare"])
        try cli.expectRefused(["bench", "--against", base], mentioning: ["--compare"])
        try cli.expectRefused(["bench", "--compare", base, "--against", base, "--mode", "fold"],
                              mentioning: ["--against", "--mode"])
    }

    /// A live comparison: the saved run's rows come back with ratios and a summary (the
    /// figures themselves are the machine's, so only the shape is checked).
    @Test func aRunIsComparedWithTheSavedOne() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let saved = try CLITests.run(["bench", "--mode", "fold", "--size", "32x20", "--frames", "2", "--json"])
        #expect(saved.status == 0, "\(saved.stderr)")
        let base = dir.appendingPathComponent("base.json")
        try saved.stdout.write(to: base, atomically: true, encoding: .utf8)
        let result = try CLITests.run(["bench", "--mode", "fold", "--size", "32x20,40x24", "--frames", "2",
                                       "--compare", base.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 5, "\(result.stdout)")
        #expect(result.lines.prefix(2).allSatisfy { $0.contains("32x20") && $0.contains("ratio ") }, "\(result.stdout)")
        let summary = result.lines.last ?? ""
        #expect(summary.contains(" of 2 figures more than 10 % slower") && summary.hasSuffix("; 2 more not in \(base.path)"),
                "\(result.stdout)")
    }
}
