import Foundation
import Media
import Raster
import Testing

/// Section 3's proof: each mode's web page, opened in headless Chromium at `#t=k/60`,
/// against `render --fps 60` frame k of the same arguments, at the same size: PSNR at
/// least the case's bound (28 dB for the folds, page and pop) at several k across the play
/// (the first, ¼, ½, ¾ and the last frame). All the cases' moments in ONE browser launch
/// (`Browser.shots`). The table (mode × frame, dB) is printed for the notes.
///
/// Measured (320×200, debug build):
///
///     (filled in from the test's output)
@Suite(.serialized, Browser.available)
struct BrowserTests {
    /// One page to compare: a mode, the arguments both commands get, the bound.
    struct Case: CustomStringConvertible {
        var name: String
        var arguments: [String]
        var width: Int, height: Int
        var minimumPSNR: Double
        var description: String { name }

        init(_ name: String, _ arguments: [String], size: (Int, Int) = (320, 200), minimumPSNR: Double = 28) {
            self.name = name
            self.arguments = arguments + ["--size", "\(size.0)x\(size.1)"]
            (width, height) = size
            self.minimumPSNR = minimumPSNR
        }
    }

    /// Every mode with a page (web2 adds cell, flip and cards here), with variants that
    /// take other paths through the page builders.
    static let cases: [Case] = [
        Case("fold", ["--mode", "fold"]),
        Case("fold unfold horizontal", ["--mode", "fold", "--set", "fold.unfold=true",
                                        "--set", "fold.orientation=horizontal"]),
        // The phone modes at half the phone's points (scale ≈ 0.5): the cell's opening, the
        // board's swipe, the stack's selection and return (its ½ frame is the return's
        // first, where the background changes back at once).
        Case("cell", ["--mode", "cell"], size: (188, 334)),
        Case("flip", ["--mode", "flip"], size: (188, 334), minimumPSNR: 24),
        Case("cards", ["--mode", "cards"], size: (188, 334), minimumPSNR: 24),
    ]

    /// The frames compared of a play of `count` frames: the first, ¼, ½, ¾ and the last.
    static func frames(count: Int) -> [Int] {
        Array(Set([0, 1, 2, 3, 4].map { ($0 * (count - 1) + 2) / 4 })).sorted()
    }

    @Test func pagesMatchTheRenderInChromium() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        var rows: [Browser.Row] = []
        var rendered: [[(k: Int, frame: Bitmap)]] = []
        for (i, c) in Self.cases.enumerated() {
            let folder = dir.appendingPathComponent("frames\(i)"), page = dir.appendingPathComponent("page\(i).html")
            let frames = try CLITests.run(["render"] + c.arguments + ["--fps", "60", "--out", folder.path])
            try #require(frames.status == 0, "\(c): \(frames.stderr)")
            let html = try CLITests.run(["render"] + c.arguments + ["--out", page.path])
            try #require(html.status == 0, "\(c): \(html.stderr)")
            let count = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.count
            let ks = Self.frames(count: count)
            rendered.append(try ks.map { k in
                (k, try ImageFile.load(path: folder.appendingPathComponent(String(format: "frame-%04d.png", k)).path).bitmap)
            })
            rows.append(Browser.Row(page: page, width: c.width, height: c.height, times: ks.map { Double($0) / 60 }))
        }
        let shots = try Browser.shots(rows, in: dir)
        var table = "PSNR, browser (#t=k/60) against render --fps 60 frame k, dB:\n"
        for (c, (ours, theirs)) in zip(Self.cases, zip(rendered, shots)) {
            var line = c.name.padding(toLength: 26, withPad: " ", startingAt: 0)
            for ((k, frame), shot) in zip(ours, theirs) {
                let psnr = ExportTests.psnr(frame, shot)
                line += "  k=\(k): " + (psnr.isInfinite ? "inf" : String(format: "%.1f", psnr))
                #expect(psnr >= c.minimumPSNR, "\(c) frame \(k): \(psnr) dB")
            }
            table += line + "\n"
            // The page moves as the render does: two moments whose frames differ differ
            // in the browser too (the #t= script holds each moment, not one frame).
            for (a, b) in zip(ours.indices, ours.indices.dropFirst()) where ExportTests.psnr(ours[a].frame, ours[b].frame) < 40 {
                #expect(ExportTests.psnr(theirs[a], theirs[b]) < 40, "\(c): frames \(ours[a].k) and \(ours[b].k) look alike in the browser")
            }
        }
        print(table)
        if ProcessInfo.processInfo.environment["FOLDPREVIEW_KEEP_SHOTS"] != nil {
            // For looking at them: FOLDPREVIEW_KEEP_SHOTS=1 keeps the harness's screenshot.
            try? FileManager.default.copyItem(at: dir.appendingPathComponent("harness.png"),
                                              to: URL(fileURLWithPath: "/tmp/foldpreview-browser-harness.png"))
        }
    }
}
