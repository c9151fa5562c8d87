import Foundation
import Testing

/// Images that crash or hang decoders (the fuzzed GIFs that segfault SDL_image 2.6.3's GIF
/// loader, the PNG cut inside its tRNS chunk that loops libpng, a 68-byte PNG declaring
/// 65535 × 65535) are refused in one line, quickly, from the command line and when dropped
/// on the window, and nothing is written.
@Suite(.serialized)
struct HostileImageTests {
    /// Tests/CLITests/Fixtures/Hostile/NAME.
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Hostile/\(name)").path
    }

    static let files = ["hang1.png", "ifz-228-crash.gif", "ifz-392-crash.gif", "ifz-76-crash.gif",
                        "ifz-84-crash.gif", "bomb.png"]

    @Test(arguments: files)
    func aHostileImageIsRefusedInOneLine(name: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        let start = Date()
        try CLITests().expectRefused(["render", "--mode", "pop", "--size", "64x64", "--image", Self.fixture(name),
                                      "--out", out.path],
                                     mentioning: [name, name == "bomb.png" ? "65535×65535" : "refused"], out: out)
        #expect(Date().timeIntervalSince(start) < 8, "\(name) took too long")
    }

    /// Dropped on the window, each is refused with a line and the window keeps going (it
    /// quits cleanly at the end of the script).
    @Test func hostileDropsLeaveTheWindowRunning() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var steps = [#"{"t": 0.0, "type": "key", "key": "5"}"#]
        for (i, name) in Self.files.enumerated() {
            steps.append(#"{"t": \#(0.1 + Double(i) * 0.05), "type": "drop", "path": "\#(Self.fixture(name))"}"#)
        }
        steps.append(#"{"t": 3.5, "type": "key", "key": "esc"}"#)
        let script = try WindowTests.script(steps, in: dir)
        let result = try BinaryProcess.run(["--size", "160x160", "--script", script], in: dir,
                                           environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        for name in Self.files { #expect(result.stderr.contains(name), "no line about \(name): \(result.stderr)") }
    }
}
