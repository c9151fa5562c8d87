import Foundation
import Media
import Raster
import Synchronization
import Testing

/// Section 3's proof: each mode's web page, opened in headless Chromium at `#t=k/60`,
/// against `render --fps 60` frame k of the same arguments, at the same size: PSNR at
/// least the case's bound (28 dB for the folds, page and pop) at several k across the play
/// (the first, ¼, ½, ¾ and the last frame). All the cases' moments in ONE browser launch
/// (`Browser.shots`). The table (mode × frame, dB) is printed for the notes.
///
/// Measured (fold, cubic 480×300; page, pop 320×200), dB:
///
///     fold                        k=0: 55.8  k=5: 41.5  k=9: 34.5  k=14: 48.3  k=18: 55.8
///     fold unfold horizontal 2    k=0: 55.8  k=5: 34.2  k=9: 35.0  k=14: 32.4  k=18: 55.8
///     cubic                       k=0: 55.8  k=5: 33.8  k=9: 33.3  k=14: 41.4  k=18: 55.8
///     page                        k=0: 55.8  k=5: 50.3  k=9: 55.8  k=14: 45.5  k=18: 55.8
///     page backward vertical      k=0: 55.8  k=5: 52.4  k=9: 55.8  k=14: 41.3  k=18: 55.8
///     pop                         k=0: inf   k=19: 52.9 k=38: 57.1 k=57: 52.9 k=76: inf
///     cell (188×334)              k=0: 61.0  k=10: 36.1 k=20: 59.1 k=30: 59.5 k=40: 62.5
///     cell spring (188×334)       k=0: 60.8  k=10: 30.1 k=46: 41.1 k=73: 52.5 k=93: 52.5
///                                 k=139: 39.0  k=185: 62.2
///     flip (188×334)              k=0: 38.2  k=33: 41.1 k=66: 32.2 k=99: 39.2 k=132: 37.8
///     cards (188×334)             k=0: 40.2  k=9: 32.1  k=18: 47.6 k=27: 32.9 k=36: 40.8
///
/// At their natural size (750×1334, whole pixels a point) the phone modes agree to 41–62
/// dB (cell), 39–76 (flip), 38–49 (cards: the stacked cards are scaled a little below 1,
/// where our mipmaps and Skia's filter differ); at half the points the board's 1 pt rules are half a pixel tall, which ours
/// covers by area and Chromium paints snapped to a whole row (Core Animation, which does
/// not antialias layer edges by default, would snap them too), and the cards' translations
/// are snapped as above.
/// Where they differ, the browser is the one that departs from Core Animation: Chromium
/// snaps a layer whose transform on screen is a pure translation to whole pixels (the
/// fold's flat sleeves A and D slide by upper·(1 − cos α), a fraction of a pixel; ours, like
/// Core Animation, draws them there, filtered), and it antialiases each panel's edges on its
/// own, so the background shows through as a hairline where B meets C (Core Animation
/// leaves layer edges aliased by default, `allowsEdgeAntialiasing`). Small type on the
/// foreshortened panels is filtered differently too (our mipmaps, Skia's bilinear): at
/// 320×200 that alone takes the cubic's middle frame to 27.8 dB, hence 480×300 there.
@Suite(.serialized, Browser.available)
struct BrowserTests {
    /// One page to compare: a mode, the arguments both commands get, the bound.
    struct Case: CustomStringConvertible {
        var name: String
        var arguments: [String]
        var width: Int, height: Int
        var minimumPSNR: Double
        /// The frames compared; nil: the first, ¼, ½, ¾ and the last of the play.
        var frames: [Int]?
        var description: String { name }

        /// 480×300: at 320×200 the card's small type, sampled by two different filters
        /// (our mipmaps, Skia's bilinear) on the foreshortened panels, alone costs a few dB.
        init(_ name: String, _ arguments: [String], size: (Int, Int) = (480, 300), minimumPSNR: Double = 28,
             frames: [Int]? = nil) {
            self.name = name
            self.frames = frames
            self.arguments = arguments + ["--size", "\(size.0)x\(size.1)"]
            (width, height) = size
            self.minimumPSNR = minimumPSNR
        }
    }

    /// Every mode with a page (web2 adds cell, flip and cards here), with variants that
    /// take other paths through the page builders.
    static let cases: [Case] = [
        Case("fold", ["--mode", "fold"]),
        Case("fold unfold horizontal 2", ["--mode", "fold", "--set", "fold.unfold=true",
                                          "--set", "fold.orientation=horizontal", "--set", "fold.creases=2"]),
        Case("cubic", ["--mode", "cubic"]),
        Case("page", ["--mode", "page"], size: (320, 200)),
        Case("page backward vertical", ["--mode", "page", "--set", "page.direction=backward",
                                        "--set", "page.orientation=vertical"], size: (320, 200)),
        Case("pop", ["--mode", "pop"], size: (320, 200)),
        // The phone modes at half the phone's points (scale ≈ 0.5): the cell's opening, the
        // board's swipe, the stack's selection and return (its ½ frame is the return's
        // first, where the background changes back at once).
        Case("cell", ["--mode", "cell"], size: (188, 334)),
        // Each item folding away on an underdamped spring (0.917 s a half-step): the
        // foreground's and panel 1's back's overshoot past edge-on at their peaks (k = 10, 73).
        Case("cell spring", ["--mode", "cell", "--set", "cell.foldAwayCurve=spring:0.3,0.4"], size: (188, 334),
             frames: [0, 10, 46, 73, 93, 139, 185]),
        Case("flip", ["--mode", "flip"], size: (188, 334), minimumPSNR: 24),
        Case("cards", ["--mode", "cards"], size: (188, 334), minimumPSNR: 24),
    ]

    /// The frames compared of a play of `count` frames: the first, ¼, ½, ¾ and the last.
    static func frames(count: Int) -> [Int] {
        Array(Set([0, 1, 2, 3, 4].map { ($0 * (count - 1) + 2) / 4 })).sorted()
    }

    /// `render --fps 60` of the case into a folder and `render --out page.html`; the frames
    /// compared, read back, and the browser's row for them.
    static func prepare(_ c: Case, index i: Int, in dir: URL) throws -> (row: Browser.Row, frames: [(k: Int, frame: Bitmap)]) {
        let folder = dir.appendingPathComponent("frames\(i)"), page = dir.appendingPathComponent("page\(i).html")
        let run = try CLITests.run(["render"] + c.arguments + ["--fps", "60", "--out", folder.path])
        guard run.status == 0 else { throw BrowserError("\(c): \(run.stderr)") }
        let html = try CLITests.run(["render"] + c.arguments + ["--out", page.path])
        guard html.status == 0 else { throw BrowserError("\(c): \(html.stderr)") }
        let count = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.count
        let ks = (c.frames ?? Self.frames(count: count)).filter { $0 < count }
        let bitmaps = try ks.map { k in
            (k, try ImageFile.load(path: folder.appendingPathComponent(String(format: "frame-%04d.png", k)).path).bitmap)
        }
        return (Browser.Row(page: page, width: c.width, height: c.height, times: ks.map { Double($0) / 60 }), bitmaps)
    }

    @Test func pagesMatchTheRenderInChromium() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Each case's frames and page, two runs of ours, the cases side by side on the
        // machine's cores; then one browser launch for every moment of every case.
        let prepared = Mutex([Int: Swift.Result<(row: Browser.Row, frames: [(k: Int, frame: Bitmap)]), any Error>]())
        DispatchQueue.concurrentPerform(iterations: Self.cases.count) { i in
            let outcome = Swift.Result { try Self.prepare(Self.cases[i], index: i, in: dir) }
            prepared.withLock { $0[i] = outcome }
        }
        let results = try prepared.withLock { all in try Self.cases.indices.map { try all[$0]!.get() } }
        let rows = results.map(\.row), rendered = results.map(\.frames)
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
