import Foundation
import Media
@testable import foldpreview
import Testing

/// Messages name what the person gave (issue 22, item 6; issue 23): the number as typed
/// ("nan", "200", "200.0", "2.50", never "0" or a number printed back), a memory limit
/// that is no number of megabytes, a board with no next flight, and the file a recording
/// could not be started in.
extension ErrorLineTests {
    @Test(arguments: ["nan", "0", "-64", "abc", "inf", "", "1e400"])
    func aMemoryLimitThatIsNoPositiveNumberIsRefused(limit: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let result = try BinaryProcess.run(["render", "--mode", "fold", "--size", "16x16", "--out", out.path],
                                           environment: ["FOLDPREVIEW_MEMORY_LIMIT": limit])
        #expect(result.status == 1 && result.stderrLines.count == 1, "\(limit): \(result.stderr)")
        #expect(result.stderr.contains("FOLDPREVIEW_MEMORY_LIMIT must be a positive number of megabytes, got '\(limit)'"),
                "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func numbersAreRepeatedAsGiven() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.mp4")
        let still = dir.appendingPathComponent("x.png")
        let cases: [([String], String)] = [
            (["render", "--mode", "fold", "--duration", "nan", "--out", out.path], "--duration"),
            (["render", "--mode", "fold", "--duration", "-inf", "--out", out.path], "--duration"),
            (["render", "--mode", "fold", "--time-scale", "nan", "--out", out.path], "--time-scale"),
            (["render", "--mode", "fold", "--progress", "2", "--out", still.path], "--progress"),
            (["render", "--mode", "fold", "--progress", "2.50", "--out", still.path], "--progress"),
            (["render", "--mode", "fold", "--duration", "1.2e3", "--out", out.path], "--duration"),
            (["render", "--mode", "fold", "--time-scale", "0.50", "--out", out.path], "--time-scale"),
            (["render", "--mode", "pop", "--angle", "200", "--out", still.path], "--angle"),
            (["render", "--mode", "pop", "--angle", "200.0", "--out", still.path], "--angle"),
            (["render", "--mode", "pop", "--angle", "2e2", "--out", still.path], "--angle"),
            (["render", "--mode", "cards", "--selected", "7.0", "--out", still.path], "--selected"),
            (["render", "--mode", "flip", "--flight", "09", "--out", still.path], "--flight"),
            (["render", "--mode", "pop", "--angle", "nan", "--out", still.path], "--angle"),
            (["render", "--mode", "pop", "--time", "1e9", "--out", still.path], "--time"),
            (["render", "--mode", "cards", "--offset", "-1", "--out", still.path], "--offset"),
        ]
        for (arguments, option) in cases {
            let given = arguments[arguments.firstIndex(of: option)! + 1]
            let result = try CLITests.run(arguments)
            #expect(result.status == 1 && result.stderrLines.count == 1, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(option) && result.stderr.hasSuffix("got \(given)\n"),
                    "\(given): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path) && !FileManager.default.fileExists(atPath: still.path))
    }

    /// A flights file of one flight has no next flight to swipe to: `--progress` and
    /// `--frames` say so, with or without `--flight 1`, instead of "choose --flight 1…0"
    /// or a silent still of the flight at rest. At rest it is drawn.
    @Test func aOneFlightBoardHasNoNextFlight() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let all = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/flights.json"))) as? [String: Any]
        let first = try #require((all?["flights"] as? [Any])?.first)
        let one = dir.appendingPathComponent("one.json")
        try JSONSerialization.data(withJSONObject: ["flights": [first]]).write(to: one)
        let out = dir.appendingPathComponent("x.png")
        let base = ["render", "--mode", "flip", "--flights", one.path, "--size", "90x160"]
        let cli = CLITests()
        for extra in [["--progress", "0.5"], ["--flight", "1", "--progress", "0.5"]] {
            try cli.expectRefused(base + extra + ["--out", out.path], mentioning: ["one flight", "no next flight"],
                                  out: out)
        }
        let frames = dir.appendingPathComponent("frames")
        try cli.expectRefused(base + ["--frames", "3", "--out", frames.path + "/"], mentioning: ["no next flight"])
        let rest = try CLITests.run(base + ["--out", out.path])
        #expect(rest.status == 0 && !rest.stderr.contains("1…0"), "\(rest.stderr)")
    }

    /// A recording that cannot start names the file it was to be, also when FFmpeg's
    /// reason names none (the folder gone from under the window).
    @Test func aRecordingThatCannotStartNamesItsPath() {
        let path = "/tmp/gone/foldpreview-20260101-000000.mp4"
        let library = WindowRecorder.startProblem(
            .library(name: "FFmpeg", detail: "creating the file: No such file or directory"), path: path)
        #expect(library == "cannot write '\(path)': creating the file: No such file or directory")
        let denied = WindowRecorder.startProblem(.unwritable(path: path, reason: "Permission denied"), path: path)
        #expect(denied.contains(path) && denied.contains("Permission denied"))
    }
}
