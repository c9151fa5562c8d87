import Foundation
@testable import foldpreview
import Media
import Raster
import Scenes
import Testing

/// `render --crop`, the even sides of MP4 and WebM, and the size each mode is drawn at
/// without `--size`: the outputs read back and compared with the uncropped render and
/// with scenes posed here the same way.
@Suite(.serialized)
struct CropAndSizeTests {
    /// Renders `arguments` to `name` in `dir`; the run's stdout.
    @discardableResult
    static func render(_ arguments: [String], to name: String, in dir: URL) throws -> (URL, String) {
        let out = dir.appendingPathComponent(name)
        let result = try CLITests.run(["render"] + arguments + ["--out", out.path])
        #expect(result.status == 0, "\(arguments): \(result.stderr)")
        return (out, result.stdout)
    }

    static func image(_ url: URL) throws -> Bitmap { try ImageFile.load(path: url.path).bitmap }

    /// The frames of a folder of PNGs, in name order.
    static func folder(_ url: URL) throws -> [Bitmap] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            .map { try ImageFile.load(path: url.appendingPathComponent($0).path).bitmap }
    }

    /// The whole pixels of the union of `frames`, inside a `size` view: what `--crop
    /// content` must keep, worked out here from the scenes' own frames.
    static func union(of frames: [Rect], in size: SIMD2<Double>) -> PixelRegion {
        let x0 = frames.map { max(0, $0.x.rounded(.down)) }.min()!, y0 = frames.map { max(0, $0.y.rounded(.down)) }.min()!
        let x1 = frames.map { min(size.x, $0.maxX.rounded(.up)) }.max()!
        let y1 = frames.map { min(size.y, $0.maxY.rounded(.up)) }.max()!
        return PixelRegion(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }

    /// `full`'s pixels in `region`, which must be `cropped` exactly.
    static func expectCrop(_ cropped: Bitmap, of full: Bitmap, at region: PixelRegion, _ what: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(cropped.width == region.width && cropped.height == region.height,
                "\(what): \(cropped.width)x\(cropped.height), not \(region)", sourceLocation: sourceLocation)
        guard cropped.width == region.width, cropped.height == region.height else { return }
        let expected = full.cropped(x: region.x, y: region.y, width: region.width, height: region.height)
        #expect(cropped.pixels == expected.pixels, "\(what): the pixels differ from the uncropped frame's at \(region)",
                sourceLocation: sourceLocation)
    }

    // MARK: --crop content

    /// A still keeps its frame's content frame (the fold's page; the cards' column widened
    /// for the selection's cards), pixel for pixel.
    @Test(arguments: [("fold", ["--progress", "0.3"]), ("cards", ["--selected", "7", "--progress", "0.5"])])
    func aStillKeepsItsContentFrame(mode: String, pose: [String]) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--mode", mode, "--size", "480x300"] + pose
        let (fullFile, _) = try Self.render(base, to: "full.png", in: dir)
        let (croppedFile, line) = try Self.render(base + ["--crop", "content"], to: "cropped.png", in: dir)
        let scene = SceneCatalog.make(mode: try SceneOptions.parseMode(mode), viewSize: [480, 300], resources: SceneResources())
        let request = PoseRequest(progress: Double(pose[pose.count - 1]), isSequence: false, defaultProgress: 0.5,
                                  options: mode == "cards" ? ["selected": PoseValue("7")] : [:])
        try scene.pose(for: request).apply(nil)
        let region = Self.union(of: [scene.contentFrame], in: [480, 300])
        #expect(region.width < 480, "\(mode): the content frame is the whole view, the test shows nothing")
        #expect(line.contains("cropped to \(region)"), "\(line)")
        Self.expectCrop(try Self.image(croppedFile), of: try Self.image(fullFile), at: region, mode)
    }

    /// A scrub keeps the union over its frames, the same region in every frame.
    @Test func aScrubKeepsTheUnionOfItsFrames() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--mode", "cubic", "--size", "320x200", "--frames", "5"]
        let (fullFolder, _) = try Self.render(base, to: "full", in: dir)
        let (croppedFolder, _) = try Self.render(base + ["--crop", "content"], to: "cropped", in: dir)
        let scene = SceneCatalog.make(mode: .cubic, viewSize: [320, 200], resources: SceneResources())
        let frames = (0..<5).map { i -> Rect in
            scene.progress = Double(i) / 4
            return scene.contentFrame
        }
        let region = Self.union(of: frames, in: [320, 200])
        let full = try Self.folder(fullFolder), cropped = try Self.folder(croppedFolder)
        try #require(full.count == 5 && cropped.count == 5)
        for k in 0..<5 { Self.expectCrop(cropped[k], of: full[k], at: region, "frame \(k)") }
    }

    /// A recording keeps the union over its whole play (the cards: a selection and its
    /// return), in every frame of a lossless APNG.
    @Test func aVideoKeepsTheUnionOverItsPlay() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--mode", "cards", "--size", "480x300", "--fps", "20"]
        let (fullFile, _) = try Self.render(base, to: "full.apng", in: dir)
        let (croppedFile, line) = try Self.render(base + ["--crop", "content"], to: "cropped.apng", in: dir)
        let scene = SceneCatalog.make(mode: .cards, viewSize: [480, 300], resources: SceneResources())
        let posing = try scene.pose(for: PoseRequest(progress: nil, isSequence: false, defaultProgress: 0))
        let recording = Recording(scene: scene, framesPerSecond: 20) { posing.apply(nil) }
        let region = Self.union(of: (0..<recording.forwardCount).map { recording.scene(at: $0).contentFrame },
                                in: [480, 300])
        #expect(line.contains("cropped to \(region)"), "\(line)")
        let full = try DecodedVideo(path: fullFile.path).frames, cropped = try DecodedVideo(path: croppedFile.path).frames
        try #require(full.count == recording.count && cropped.count == full.count, "\(full.count), \(cropped.count)")
        for k in 0..<full.count { Self.expectCrop(cropped[k], of: full[k], at: region, "frame \(k)") }
    }

    // MARK: --crop WxH+X+Y

    /// A region keeps those pixels, in a still and in every frame of a folder.
    @Test func aRegionKeepsItsPixels() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let region = PixelRegion(x: 37, y: 11, width: 101, height: 77)
        let still = ["--mode", "page", "--size", "240x160", "--progress", "0.4"]
        let (full, _) = try Self.render(still, to: "full.png", in: dir)
        let (cropped, line) = try Self.render(still + ["--crop", "101x77+37+11"], to: "cropped.png", in: dir)
        #expect(line.contains("cropped to 101x77+37+11"))
        Self.expectCrop(try Self.image(cropped), of: try Self.image(full), at: region, "still")
        // The whole frame is a region too: the last pixel included.
        let (whole, _) = try Self.render(still + ["--crop", "240x160+0+0"], to: "whole.png", in: dir)
        #expect(try Self.image(whole).pixels == Self.image(full).pixels)
        let sequence = ["--mode", "flip", "--size", "160x240", "--frames", "3"]
        let (fullFolder, _) = try Self.render(sequence, to: "full", in: dir)
        let (croppedFolder, _) = try Self.render(sequence + ["--crop", "101x77+37+11"], to: "cropped", in: dir)
        for (k, (c, f)) in zip(try Self.folder(croppedFolder), try Self.folder(fullFolder)).enumerated() {
            Self.expectCrop(c, of: f, at: region, "frame \(k)")
        }
    }

    /// Bad crops are one line each, before anything is written.
    @Test func badCropsAreRefused() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cli = CLITests()
        let still = dir.appendingPathComponent("x.png"), video = dir.appendingPathComponent("x.mp4")
        let base = ["render", "--mode", "fold", "--size", "320x200"]
        try cli.expectRefused(base + ["--crop", "100x100+221+0", "--out", still.path],
                              mentioning: ["--crop 100x100+221+0", "outside the 320x200 frame"], out: still)
        try cli.expectRefused(base + ["--crop", "100x201+0+0", "--out", video.path],
                              mentioning: ["outside the 320x200 frame"], out: video)
        try cli.expectRefused(base + ["--crop", "0x10+0+0", "--out", still.path], mentioning: ["width and a height"],
                              out: still)
        for bad in ["content2", "100x100", "100x100+-1+0", "10x10+1+2+3", "axb+1+1", "10x10+1+", "1e3x10+0+0"] {
            try cli.expectRefused(base + ["--crop", bad, "--out", still.path], mentioning: ["--crop", bad, "WxH+X+Y"],
                                  out: still)
        }
        try cli.expectRefused(["render", "--workload", "mpfold", "--crop", "content", "--out", still.path],
                              mentioning: ["--crop", "workloads"], out: still)
    }

    /// A WebP is at most 16383 pixels a side (libwebp's limit): a wider one is refused
    /// before the encoder starts, with the limit, not as FFmpeg's "Invalid argument" on the
    /// first frame; the same frame cropped within the limit is written.
    @Test func aWebPOverItsLimitIsRefusedWithIt() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let webp = dir.appendingPathComponent("x.webp")
        let result = try CLITests.run(["render", "--mode", "fold", "--size", "16384x1", "--out", webp.path])
        #expect(result.status == 1 && result.stderrLines.count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("a .webp is at most 16383 pixels a side, got 16384x1"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        #expect(VideoFormat.allCases.allSatisfy { $0.maximumSide >= 16384 || $0 == .webp })
    }

    // MARK: Even sides

    /// An odd size in an MP4 gains a column and a row repeating the last: 321x241 is
    /// 322x242, the drawn frame whole inside it, and the line says so.
    @Test func anOddMP4IsPaddedToEvenSides() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--mode", "fold", "--size", "321x241"]
        let (file, line) = try Self.render(base, to: "odd.mp4", in: dir)
        #expect(line.contains("321x241 padded to 322x242: mp4 takes even sides, the last column and row repeated"),
                "\(line)")
        #expect(line.split(separator: "\n").count == 1)
        let video = try DecodedVideo(path: file.path)
        #expect(video.width == 322 && video.height == 242, "\(video.width)x\(video.height)")
        let (lossless, _) = try Self.render(base + ["--fps", "60"], to: "frames", in: dir)
        let drawn = try Self.folder(lossless)
        try #require(drawn.count == video.frames.count && drawn.first?.width == 321)
        for (k, (decoded, original)) in zip(video.frames, drawn).enumerated() {
            let inside = decoded.cropped(x: 0, y: 0, width: 321, height: 241)
            let quality = ExportTests.psnr(inside, original)
            #expect(quality >= 30, "frame \(k): \(quality) dB")   // small text: H.264 at its default quality
            // The added column and row against the drawn frame's last ones.
            let column = Bitmap(width: 1, height: 241, pixels: (0..<241).map { original[320, $0].bits })
            let row = Bitmap(width: 321, height: 1, pixels: (0..<321).map { original[$0, 240].bits })
            #expect(ExportTests.psnr(decoded.cropped(x: 321, y: 0, width: 1, height: 241), column) >= 30, "frame \(k)")
            #expect(ExportTests.psnr(decoded.cropped(x: 0, y: 241, width: 321, height: 1), row) >= 30, "frame \(k)")
        }
        // A crop of odd sides is padded the same way; a GIF takes odd sides as they are.
        let (webm, webmLine) = try Self.render(["--mode", "pop", "--size", "320x200", "--crop", "101x60+3+4"],
                                               to: "odd.webm", in: dir)
        #expect(webmLine.contains("101x60 padded to 102x60: webm takes even sides, the last column repeated"), "\(webmLine)")
        let decoded = try DecodedVideo(path: webm.path)
        #expect(decoded.width == 102 && decoded.height == 60)
        let (gif, gifLine) = try Self.render(["--mode", "fold", "--size", "81x51", "--fps", "25"], to: "odd.gif", in: dir)
        #expect(!gifLine.contains("padded"))
        let animated = try DecodedVideo(path: gif.path)
        #expect(animated.width == 81 && animated.height == 51)
    }

    /// The padding itself: the last column and row repeated, exactly; a crop first.
    @Test func framesArePaddedByRepeatingTheEdge() {
        var bitmap = Bitmap(width: 3, height: 3)
        for y in 0..<3 { for x in 0..<3 { bitmap[x, y] = .opaque(UInt32(x * 80), UInt32(y * 80), 7) } }
        let shape = FrameShape(frame: (3, 3), crop: PixelRegion(x: 0, y: 1, width: 3, height: 1), evenSides: true)
        #expect(shape.output == (4, 2) && shape.pads)
        let out = shape.apply(bitmap)
        #expect(out.width == 4 && out.height == 2)
        for y in 0..<2 { for x in 0..<4 { #expect(out[x, y] == bitmap[min(x, 2), 1], "(\(x), \(y))") } }
        let untouched = FrameShape(frame: (4, 2), crop: nil, evenSides: true)
        #expect(untouched.isIdentity && untouched.apply(out) == out && untouched.note(format: .mp4).isEmpty)
    }

    // MARK: Sizes without --size

    /// The phone modes at their 375x667 points at --scale (default 2), the others 1280x800,
    /// or their picture's shape within it; --size wins.
    @Test func eachModeHasItsOwnSize() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        func size(_ arguments: [String], _ name: String = "x.png") throws -> (Int, Int) {
            let (file, _) = try Self.render(arguments, to: name, in: dir)
            let picture = name.hasSuffix(".png") ? try Self.image(file) : try DecodedVideo(path: file.path).frames[0]
            return (picture.width, picture.height)
        }
        // The rule for every mode, as render asks it.
        func natural(_ mode: Mode, _ content: SceneContent = SceneContent(), scale: Int? = nil) throws -> (Int, Int) {
            let size = try OutputSize.natural(for: mode, content: content, scale: scale)
            return (size.width, size.height)
        }
        for mode in [Mode.flip, .cell, .cards] { #expect(try natural(mode) == (750, 1334), "\(mode)") }
        #expect(try natural(.flip, scale: 1) == (375, 667))
        #expect(try natural(.cell, scale: 3) == (1125, 2001))
        for mode in [Mode.fold, .cubic, .page, .pop] { #expect(try natural(mode) == (1280, 800), "\(mode)") }
        let tallPicture = Bitmap(width: 600, height: 1000, fill: .opaque(200, 60, 40))
        #expect(try natural(.pop, SceneContent(first: tallPicture)) == (480, 800))
        #expect(try natural(.page, SceneContent(second: Bitmap(width: 1000, height: 300))) == (1280, 384))
        // And what render writes: a phone mode, a picture's shape in a video, --size first.
        let tall = dir.appendingPathComponent("tall.png")
        try ImageFile.savePNG(tallPicture, to: tall.path)
        #expect(try size(["--mode", "cards"]) == (750, 1334))
        #expect(try size(["--mode", "fold", "--image", tall.path, "--fps", "5"], "tall.mp4") == (480, 800))
        #expect(try size(["--mode", "cards", "--size", "320x200"]) == (320, 200))
        #expect(try size(["--mode", "fold", "--image", tall.path, "--size", "200x100"]) == (200, 100))
        #expect(OutputSize.fitted(width: 1170, height: 2532) == (370, 800))
        #expect(OutputSize.fitted(width: 16000, height: 10) == (1280, 2))
    }

    /// --scale: 1…4, only for the phone modes, never beside --size; one line each.
    @Test func badScalesAreRefused() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cli = CLITests(), out = dir.appendingPathComponent("x.png")
        try cli.expectRefused(["render", "--mode", "flip", "--scale", "5", "--out", out.path], mentioning: ["--scale", "1…4"],
                              out: out)
        try cli.expectRefused(["render", "--mode", "flip", "--scale", "0", "--out", out.path], mentioning: ["--scale"], out: out)
        try cli.expectRefused(["render", "--mode", "flip", "--scale", "2", "--size", "100x100", "--out", out.path],
                              mentioning: ["--size", "--scale", "not both"], out: out)
        try cli.expectRefused(["render", "--mode", "fold", "--scale", "2", "--out", out.path],
                              mentioning: ["--scale", "flip, cell, cards", "--mode fold"], out: out)
    }
}
