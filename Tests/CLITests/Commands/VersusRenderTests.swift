import Foundation
import Media
import Raster
import Scenes
import Testing
@testable import foldpreview

/// `render --versus`: each half of the comparison is, byte for byte, the frame a single
/// `render` of its settings writes at the half's size (stills side by side and stacked, an
/// animation whose halves last differently), labels touch only their corners, and what
/// does not apply is refused in one line. Sizes are tiny and frames few (10 fps).
@Suite(.serialized)
struct VersusRenderTests {
    /// `render --mode fold` with `arguments`, to `name` in `dir`; the run must succeed.
    static func render(_ arguments: [String], to name: String, in dir: URL) throws -> URL {
        let out = dir.appendingPathComponent(name)
        let result = try CLITests.run(["render", "--mode", "fold"] + arguments + ["--out", out.path])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return out
    }

    /// A still's halves: `--versus original --set` side by side is the original's render
    /// at 60x80 beside the tuned one's; `--versus PRESET` stacked (the preset holding the
    /// same setting) is the tuned one over the original.
    @Test func aStillsHalvesAreTheSingleRendersByteForByte() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let preset = dir.appendingPathComponent("creased.foldpreview.json")
        try Data(#"{"fold.creases": 3}"#.utf8).write(to: preset)
        func still(_ arguments: [String], _ name: String) throws -> Bitmap {
            try ImageFile.load(path: Self.render(["--progress", "0.5"] + arguments, to: name, in: dir).path).bitmap
        }
        let original = try still(["--size", "60x80"], "original.png")
        let creased = try still(["--size", "60x80", "--set", "fold.creases=3"], "creased.png")
        #expect(original != creased, "the setting must show in the still, or the test proves nothing")

        let side = try still(["--size", "120x80", "--versus", "original", "--set", "fold.creases=3"], "side.png")
        #expect(side.width == 120 && side.height == 80)
        #expect(side.cropped(x: 0, y: 0, width: 60, height: 80) == original)
        #expect(side.cropped(x: 60, y: 0, width: 60, height: 80) == creased)

        let stacked = try still(["--size", "60x160", "--versus", preset.path, "--versus-layout", "stacked"], "stacked.png")
        #expect(stacked.width == 60 && stacked.height == 160)
        #expect(stacked.cropped(x: 0, y: 0, width: 60, height: 80) == creased)
        #expect(stacked.cropped(x: 0, y: 80, width: 60, height: 80) == original)
    }

    /// An animation lasts as long as the longer half (fold.duration 0.8 s against the
    /// original 0.3 s at 10 fps), the shorter holding its last frame; an odd width gives A
    /// the floor (41 = 20 + 21). The APNG is lossless: every half equals the single
    /// render's PNG frame.
    @Test func anAnimationLastsAsTheLongerAndTheShorterHoldsItsLastFrame() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let slow = ["--set", "fold.duration=0.8"]
        let a = try ExportTests.folderFrames(["--mode", "fold", "--fps", "10", "--size", "20x20"], in: dir)
        let b = try ExportTests.folderFrames(["--mode", "fold", "--fps", "10", "--size", "21x20"] + slow, in: dir)
        #expect(a.count == 4 && b.count == 9, "\(a.count) and \(b.count) frames")
        let file = try Self.render(["--fps", "10", "--size", "41x20", "--versus", "original"] + slow, to: "ab.apng", in: dir)
        let video = try DecodedVideo(path: file.path)
        #expect(video.width == 41 && video.height == 20)
        #expect(video.frames.count == b.count)
        for (i, frame) in video.frames.enumerated() {
            #expect(frame.cropped(x: 0, y: 0, width: 20, height: 20) == a[min(i, a.count - 1)], "A, frame \(i)")
            #expect(frame.cropped(x: 20, y: 0, width: 21, height: 20) == b[min(i, b.count - 1)], "B, frame \(i)")
        }
    }

    /// `--crop content` keeps one region of both halves: the union of what either half draws
    /// over the whole export (two phone-shaped pictures, the cube's
    /// swing wider for A than for B), cut from the uncropped comparison unchanged, the two
    /// regions side by side; at rest each half is its side's picture, at the same place.
    @Test func aCropKeepsOneRegionOfBothHalvesAligned() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Two opaque 31x66 screens, each pixel its own colour by place (rows and columns
        // told apart, so a shifted or resampled copy cannot match).
        let (first, second) = (dir.appendingPathComponent("first.png"), dir.appendingPathComponent("second.png"))
        for (url, tint) in [(first, UInt32(40)), (second, UInt32(200))] {
            var screen = Bitmap(width: 31, height: 66)
            for y in 0..<66 { for x in 0..<31 { screen[x, y] = .opaque(UInt32(x * 8), UInt32(y * 3), tint) } }
            try ImageFile.savePNG(screen, to: url.path)
        }
        let common = ["--mode", "cubic", "--image", first.path, "--to", second.path, "--versus", "original",
                      "--set", "fold.eyeDistance=2", "--fps", "10", "--background", "transparent"]
        let (wholeFile, _) = try CropAndSizeTests.render(common, to: "whole.apng", in: dir)
        let (cutFile, line) = try CropAndSizeTests.render(common + ["--crop", "content"], to: "cut.apng", in: dir)
        let whole = try DecodedVideo(path: wholeFile.path, keepingAlpha: true).frames
        let cut = try DecodedVideo(path: cutFile.path, keepingAlpha: true).frames
        #expect(whole.count == cut.count && cut.count >= 2)
        let half = (width: whole[0].width / 2, height: whole[0].height)
        func halves(_ frame: Bitmap, _ size: (width: Int, height: Int)) -> [Bitmap] {
            [frame.cropped(x: 0, y: 0, width: size.width, height: size.height),
             frame.cropped(x: size.width, y: 0, width: size.width, height: size.height)]
        }
        // The region said holds every pixel either half draws in any frame, a pixel of
        // rounding at most beyond them (content frames are rounded out to whole pixels).
        let said = try #require(line.split(separator: "each half cropped to ").last?.prefix { $0 != ")" })
        guard case .region(let union) = try CropRequest.parse(String(said)) else { Issue.record("\(line)"); return }
        let drawn = try #require(whole.flatMap { halves($0, half) }.compactMap(Self.drawnBox)
            .reduce(nil as PixelRegion?) { $0?.union($1) ?? $1 })
        #expect(union.union(drawn) == union && union.width - drawn.width <= 2 && union.height - drawn.height <= 2,
                "\(union) against the drawn \(drawn)")
        #expect(drawn.height > 66, "the cube's swing is kept: \(drawn)")
        #expect(cut[0].width == 2 * union.width && cut[0].height == union.height)
        for (i, (kept, full)) in zip(cut, whole).enumerated() where kept.width == 2 * union.width {
            for (k, f) in zip(halves(kept, (union.width, union.height)), halves(full, half)) {
                #expect(k == f.cropped(x: union.x, y: union.y, width: union.width, height: union.height), "frame \(i)")
            }
        }
        for (frame, picture) in [(cut.first!, first), (cut.last!, second)] {
            let expected = try CropAndSizeTests.image(picture)
            let boxes = halves(frame, (union.width, union.height)).map(Self.drawnBox)
            #expect(boxes[0] == boxes[1] && boxes[0]?.width == 31 && boxes[0]?.height == 66, "\(boxes)")
            for (side, box) in zip(halves(frame, (union.width, union.height)), boxes) {
                guard let box else { continue }
                let page = side.cropped(x: box.x, y: box.y, width: box.width, height: box.height)
                #expect(NativeSizeTests.largestDifference(page, expected) <= 1)
            }
        }
    }

    /// The box of `bitmap`'s pixels that are not transparent; nil when all are.
    static func drawnBox(_ bitmap: Bitmap) -> PixelRegion? {
        var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in 0..<bitmap.height {
            for x in 0..<bitmap.width where bitmap.pixels[y * bitmap.width + x] >> 24 != 0 {
                box = box.map { (min($0.x0, x), min($0.y0, y), max($0.x1, x), max($0.y1, y)) } ?? (x, y, x, y)
            }
        }
        return box.map { PixelRegion(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0 + 1, height: $0.y1 - $0.y0 + 1) }
    }

    /// `--label` changes only the pixels of the two labels, each in its half's top-left
    /// corner (in process: the composition, drawn with and without labels).
    @Test func labelsChangeOnlyTheirCorners() throws {
        var tuned = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["fold.creases=3"], to: &tuned)
        func frame(labelled: Bool) throws -> Bitmap {
            try VersusRender(a: SceneOptions(mode: .fold), named: "original", b: SceneOptions(mode: .fold, settings: tuned),
                             named: "tuned", size: (240, 160), layout: .side, request: PoseRequest(), timing: .still,
                             threads: 1, labelled: labelled).frame(0, background: .scene)
        }
        let plain = try frame(labelled: false), labelled = try frame(labelled: true)
        // The changed pixels' columns and rows: inside the top-left 100x40 of each half.
        var changed = (left: 0, right: 0, elsewhere: 0)
        plain.pixels.withUnsafeBufferPointer { p in
            labelled.pixels.withUnsafeBufferPointer { q in
                for i in 0..<p.count where p[i] != q[i] {
                    let (x, y) = (i % 240, i / 240)
                    if y < 40, x < 100 { changed.left += 1 } else if y < 40, x >= 120, x < 220 { changed.right += 1 }
                    else { changed.elsewhere += 1 }
                }
            }
        }
        #expect(changed.left > 100 && changed.right > 100 && changed.elsewhere == 0, "\(changed)")
    }

    /// A label grows with the output, with no ceiling: its panel at 2000×1250 is 3.125 times as
    /// tall as at 480×300 (the shorter side / 40, at least 10 px), give or take a pixel's
    /// rounding (a 20 px ceiling made it 2 and left a big export's labels small).
    @Test func labelsScaleWithTheOutput() throws {
        func labelHeight(_ size: (width: Int, height: Int)) throws -> Int {
            func frame(labelled: Bool) throws -> Bitmap {
                try VersusRender(a: SceneOptions(mode: .fold), named: "original", b: SceneOptions(mode: .fold), named: "same",
                                 size: size, layout: .side, request: PoseRequest(), timing: .still, threads: 1,
                                 labelled: labelled).frame(0, background: .scene)
            }
            let plain = try frame(labelled: false), labelled = try frame(labelled: true)
            var rows: Set<Int> = []
            plain.pixels.withUnsafeBufferPointer { p in
                labelled.pixels.withUnsafeBufferPointer { q in
                    for i in 0..<p.count where p[i] != q[i] && i % size.width < size.width / 2 { rows.insert(i / size.width) }
                }
            }
            return (rows.max() ?? 0) - (rows.min() ?? 0) + 1
        }
        let small = try labelHeight((480, 300)), large = try labelHeight((2000, 1250))
        #expect(abs(Double(large) / Double(small) - 3.125) < 0.25, "\(small) px at 480×300, \(large) px at 2000×1250")
    }

    /// Each refusal is one line naming what is wrong, and nothing is written: the binary's
    /// for the deepest (a half under a pixel, found once the size is known), the others
    /// in process (each is thrown before anything is drawn), which keeps the suite
    /// cheap.
    @Test func whatDoesNotApplyIsRefusedInOneLine() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png")
        try CLITests().expectRefused(["render", "--mode", "fold", "--size", "1x20", "--versus", "original", "--out", out.path],
                                     mentioning: ["1x20", "at least 1 pixel"], out: out)
        let broken = dir.appendingPathComponent("broken.json")
        try Data("{nope".utf8).write(to: broken)
        let base = ["--mode", "fold", "--size", "40x20", "--out", out.path]
        let versus = base + ["--versus", "original"]
        let page = dir.appendingPathComponent("x.html").path
        let refusals: [(arguments: [String], words: [String])] = [
            (base + ["--versus", dir.appendingPathComponent("gone.json").path], ["--versus", "gone.json", "no such file"]),
            (base + ["--versus", broken.path], ["--versus", "broken.json", "not valid JSON"]),
            (base + ["--versus-layout", "stacked"], ["--versus-layout", "give --versus"]),
            (base + ["--label"], ["--label", "give --versus"]),
            (versus + ["--versus-layout", "diagonal"], ["side or stacked", "diagonal"]),
            (versus + ["--crop", "20x20+1+0"], ["--crop 20x20+1+0", "a half of --versus, 20x20"]),
            (versus + ["--dump", dir.appendingPathComponent("d.json").path], ["--dump", "--versus"]),
            (["--mode", "fold", "--versus", "original", "--out", page], ["web page", "--versus"]),
            (["--workload", "mpfold", "--versus", "original", "--out", out.path], ["--versus", "workloads"]),
        ]
        for (arguments, words) in refusals {
            var message = "not refused"
            do { var render = try Render.parse(arguments); try render.run() } catch { message = String(describing: error) }
            #expect(!message.contains("\n") && words.allSatisfy { message.contains($0) }, "\(arguments): \(message)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["broken.json"])
    }

    /// The halves' names and sizes: a preset's name without its extension, B named by
    /// what changed it, A the floor of an odd side.
    @Test func namesAndHalves() throws {
        #expect(VersusArguments.name(ofPreset: "/p/springy.foldpreview.json") == "springy")
        #expect(VersusArguments.name(ofPreset: "soft.JSON") == "soft")
        #expect(try VersusArguments.name(of: TuningArguments.parse([])) == "original")
        #expect(try VersusArguments.name(of: TuningArguments.parse(["--set", "fold.creases=2"])) == "tuned")
        #expect(try VersusArguments.name(of: TuningArguments.parse(["--preset", "a/mine.json", "--items", "4"])) == "mine, tuned")
        let side = try VersusRender.halves(of: (121, 80), layout: .side)
        #expect(side.a == (60, 80) && side.b == (61, 80))
        let stacked = try VersusRender.halves(of: (60, 161), layout: .stacked)
        #expect(stacked.a == (60, 80) && stacked.b == (60, 81))
    }
}
