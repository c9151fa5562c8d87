import Foundation
import Testing

/// How much a person may hand the settings in files (issue 22, item 5): a preset, script
/// or flights file over 8 MB, or one that is a FIFO or a device, is refused in one line
/// before it is read, and so is a preset's list of more than 64 numbers.
extension SettingsCLITests {
    /// A file over 8 MB is refused by its size (sparse files here: no bytes need writing);
    /// a FIFO or a device is named as what it is, and a FIFO is not waited on.
    @Test func oversizedAndSpecialInputFilesAreRefusedUnread() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let big = dir.appendingPathComponent("big.json")
        #expect(FileManager.default.createFile(atPath: big.path, contents: Data("{}".utf8)))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 9 * 1_048_576)
        try handle.close()
        let cli = CLITests()
        try cli.expectRefused(["render", "--mode", "fold", "--preset", big.path, "--out", out.path],
                              mentioning: ["preset", "big.json", "9 MB", "8 MB"], out: out)
        try cli.expectRefused(["render", "--mode", "flip", "--flights", big.path, "--out", out.path],
                              mentioning: ["flights file", "big.json", "9 MB", "8 MB"], out: out)
        let script = try BinaryProcess.run(["--script", big.path, "--no-remember"],
                                           environment: ["SDL_VIDEODRIVER": "dummy"], timeout: 30)
        #expect(script.status == 1 && script.stderrLines.count == 1, "\(script.stderr)")
        #expect(script.stderr.contains("--script") && script.stderr.contains("8 MB"), "\(script.stderr)")

        let fifo = dir.appendingPathComponent("fifo.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let waited = try BinaryProcess.run(["render", "--mode", "fold", "--preset", fifo.path, "--out", out.path],
                                           timeout: 20)
        #expect(waited.status == 1 && waited.stderr.contains("it is a FIFO, not a file"), "\(waited.stderr)")
        try cli.expectRefused(["render", "--mode", "fold", "--preset", "/dev/null", "--out", out.path],
                              mentioning: ["/dev/null", "it is a device, not a file"], out: out)
        try cli.expectRefused(["render", "--mode", "fold", "--preset", dir.path, "--out", out.path],
                              mentioning: ["it is a directory"], out: out)
    }

    /// A script of a million events (24 MB) is refused by its size at once, instead of
    /// being parsed into gigabytes of objects.
    @Test func aMillionEventScriptIsRefusedBySize() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("million.json")
        let event = Data(#"{"t": 0, "type": "leave"},"#.utf8)
        var text = Data("[".utf8)
        text.reserveCapacity(event.count * 1_000_000 + 32)
        for _ in 0..<1_000_000 { text.append(event) }
        text.append(Data(#"{"t": 0, "type": "quit"}]"#.utf8))
        try text.write(to: url)
        let result = try BinaryProcess.run(["--script", url.path, "--no-remember"],
                                           environment: ["SDL_VIDEODRIVER": "dummy"], timeout: 30)
        #expect(result.status == 1 && result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("million.json") && result.stderr.contains("more than the 8 MB allowed"),
                "\(result.stderr)")
    }

    /// A preset's list over 64 numbers is refused before its numbers are converted.
    @Test func aPresetListOver64NumbersIsRefused() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let preset = dir.appendingPathComponent("long.json")
        let list = Array(repeating: "0.2", count: 100_000).joined(separator: ",")
        try Data(#"{"cell.durations": [\#(list)]}"#.utf8).write(to: preset)
        try CLITests().expectRefused(["params", "--preset", preset.path],
                                     mentioning: ["long.json", "cell.durations", "100000 numbers", "at most 64"])
    }
}
