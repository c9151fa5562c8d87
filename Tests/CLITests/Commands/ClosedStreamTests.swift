import Foundation
import Testing

/// Standard streams a parent closed (`>&-`): the program puts /dev/null on them before
/// anything opens a file, so no file it writes takes descriptor 1. A render's report
/// ("wrote o.png") then goes nowhere and the run succeeds with its file whole; it exited 1
/// after writing it. A command whose product is stdout (the code) says it has nowhere to go.
struct ClosedStreamTests {
    @Test func aRenderWithStdoutClosedWritesItsFileAndSucceeds() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try DecoderProcessTests.runThroughShell("exec \"$0\" \"$@\" >&-",
                                                          ["render", "--mode", "fold", "--size", "160x100", "--out", "o.png"],
                                                          in: dir)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.status): \(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["o.png"])
        let bytes = try Data(contentsOf: dir.appendingPathComponent("o.png"))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "not a PNG")
    }

    @Test func codeWithStdoutClosedSaysSoInOneLine() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try DecoderProcessTests.runThroughShell("exec \"$0\" \"$@\" >&-", ["code", "--mode", "fold"], in: dir)
        #expect(run.status == 1 && run.stderr.split(separator: "\n").count == 1
                && run.stderr.contains("standard output") && run.stderr.contains("closed"), "\(run.status): \(run.stderr)")
    }
}
