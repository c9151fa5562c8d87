import Foundation
import Media
import Raster
import Testing

/// A curve setting given as SwiftUI's spring, through the binary as a person gives it: the
/// fold's frames follow the spring's closed form in time and the recording lasts until it
/// settles; bad springs are refused in one line.
@Suite(.serialized)
struct SpringCurveCLITests {
    /// With `fold.foldCurve=spring:0.4,1` (critically damped, ω = 2π/0.4), frame k of
    /// `render --fps 60` is `render --progress P` with P = 1 − e^(−ωt)(1 + ωt), t = k/60,
    /// within 1 level a channel; the recording has a frame for each 1/60 s until the spring
    /// settles (|1 − x| < 0.001 and speed < 0.01/s from ωt ≈ 9.62, t ≈ 0.6127 s: frames
    /// 0…36, and the landed fold after them).
    @Test func aCriticallyDampedFoldFollowsItsClosedFormFrameByFrame() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--mode", "fold", "--size", "160x100", "--set", "fold.foldCurve=spring:0.4,1"]
        let frames = try ExportTests.folderFrames(base + ["--fps", "60"], in: dir)
        #expect(frames.count == 38, "a 0.6127 s spring at 60 fps")
        let w = 2 * Double.pi / 0.4
        for k in [3, 8, 14, 22, 36] {
            let t = Double(k) / 60
            let p = 1 - exp(-w * t) * (1 + w * t)
            let out = try ExportTests.export(base + ["--progress", String(p)], to: "p\(k).png", in: dir)
            let posed = try ImageFile.load(path: out.path).bitmap
            #expect(WindowTests.maxChannelDifference(frames[k], posed) <= 1, "frame \(k), P = \(p)")
        }
    }

    /// Zero, words, negatives, NaN and absurd numbers: one line naming the form and ranges.
    @Test(arguments: ["spring:0,1", "spring:x", "spring:-0.4,1", "spring:nan,1", "spring:0.4,1e9", "spring:0.4"])
    func aBadSpringIsRefusedInOneLine(text: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("never.png")
        let result = try CLITests.run(["render", "--mode", "fold", "--set", "fold.foldCurve=" + text, "--out", out.path])
        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1 && result.stderr.hasPrefix("foldpreview: fold.foldCurve takes spring:"),
                "\(result.stderr)")
        #expect(result.stderr.contains("0.01…10 s") && result.stderr.contains("0.05…10"))
    }
}
