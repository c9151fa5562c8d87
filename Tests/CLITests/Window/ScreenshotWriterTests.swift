import Dispatch
import Foundation
@testable import foldpreview
import Raster
import Testing

/// F12 hands the frame to a queue and the window draws on: saving never waits for the
/// PNG encoder (the first one loads FFmpeg; a large frame takes up to a second).
@Suite struct ScreenshotWriterTests {
    /// The time the tests name their screenshots for: 2026-03-04 05:06:07 local time.
    static let date: Date = {
        var parts = DateComponents(year: 2026, month: 3, day: 4, hour: 5, minute: 6, second: 7)
        parts.timeZone = TimeZone.current
        return Calendar(identifier: .gregorian).date(from: parts)!
    }()

    static func frame(_ color: UInt32) -> Bitmap {
        Bitmap(width: 64, height: 40, pixels: Array(repeating: color, count: 64 * 40))
    }

    @Test func savingReturnsBeforeTheFileIsWrittenAndReportsItAfter() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let queue = DispatchQueue(label: "test.screenshots")
        let writer = ScreenshotWriter(queue: queue)
        // With its queue held, a writer that encoded on the caller's thread would write
        // the files here (or never return).
        queue.suspend()
        writer.save(Self.frame(0xFF00_00FF), in: dir.path, date: Self.date, checksum: true)
        writer.save(Self.frame(0xFF00_FF00), in: dir.path, date: Self.date, checksum: false)
        #expect(writer.isBusy)
        #expect(writer.take().isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        queue.resume()
        writer.finish()
        let delivered = writer.take()
        let paths = try delivered.map { try $0.result.get() }
        // Named for the time given, in the order asked for, the second apart from the first
        // (the same second).
        #expect(paths.map { ($0 as NSString).lastPathComponent }
                == ["foldpreview-20260304-050607.png", "foldpreview-20260304-050607-2.png"], "\(paths)")
        #expect(paths.allSatisfy { FileManager.default.fileExists(atPath: $0) })
        #expect(delivered.map { $0.checksum != nil } == [true, false])
        #expect(delivered.first?.checksum == Self.frame(0xFF00_00FF).checksum)
        #expect(!writer.isBusy)
    }

    @Test func aFailedWriteIsReportedNotThrown() throws {
        let writer = ScreenshotWriter()
        writer.save(Self.frame(0xFFFF_FFFF), in: "/nonexistent/folder", date: Self.date, checksum: false)
        writer.finish()
        let delivered = writer.take()
        #expect(delivered.count == 1)
        if case .success(let path)? = delivered.first?.result { Issue.record("wrote \(path)") }
    }

    /// A screenshot asked for in the window's last turn (F12 and quit handled together,
    /// as a script on a busy machine delivers them) is still taken before the window ends.
    @Test func aScreenshotAskedForWithQuitIsStillTaken() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = try WindowTests.script([
            #"{"t": 0.1, "type": "key", "key": "f12"}"#, #"{"t": 0.1, "type": "quit"}"#,
        ], in: dir)
        let result = try WindowTests.run(["--size", "320x200", "--script", script], in: dir,
                                         environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(result.status == 0, "\(result.stderr)")
        let saved = WindowTests.screenshots(result)
        #expect(saved.count == 1, "\(result.stdout)")
        #expect(saved.allSatisfy { FileManager.default.fileExists(atPath: $0) })
    }
}
