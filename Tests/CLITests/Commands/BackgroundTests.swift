import Foundation
import Media
import Raster
import TestSupport
import Testing

/// `render --background`: a colour instead of the mode's backdrop, or nothing. A
/// transparent PNG is alpha 0 outside the content and straight (un-premultiplied) at its
/// edges; a transparent video keeps the frames' alpha; formats without alpha refuse.
@Suite(.serialized)
struct BackgroundTests {
    /// Renders with `arguments` to `name` in `dir` and loads it (premultiplied).
    static func still(_ arguments: [String], _ name: String, in dir: URL) throws -> Bitmap {
        let out = try ExportTests.export(arguments, to: name, in: dir)
        return try ImageFile.load(path: out.path).bitmap
    }

    /// The fold and pop, transparent: alpha 0 outside the content (the corners, most of the
    /// frame), partial alpha at the page's edges, and each pixel composited over white is
    /// the frame drawn with `--background '#FFFFFF'` (source-over is associative): a
    /// darkened (still premultiplied) edge would be off by up to its colour's worth.
    @Test(arguments: [["--mode", "fold", "--progress", "0.4"], ["--mode", "pop", "--progress", "0.3"]])
    func aTransparentPNGIsStraightAndClearOutsideTheContent(mode: [String]) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = mode + ["--size", "160x100"]
        let clear = try Self.still(base + ["--background", "transparent"], "clear.png", in: dir)
        let white = try Self.still(base + ["--background", "#FFFFFF"], "white.png", in: dir)
        #expect(clear[0, 0] == .transparent && clear[159, 99] == .transparent)
        #expect(white[0, 0] == Pixel.opaque(255, 255, 255))
        var empty = 0, partial = 0, worst = 0
        clear.pixels.withUnsafeBufferPointer { c in
            white.pixels.withUnsafeBufferPointer { w in
                for i in 0..<c.count {
                    let p = Pixel(bits: c[i]), q = Pixel(bits: w[i])
                    if p.a == 0 { empty += 1 } else if p.a < 255 { partial += 1 }
                    // The file's straight colour over white: s·a + 255·(1 − a).
                    let s = p.unpremultiplied, a = Int(s.a)
                    for (channel, expected) in [(Int(s.r), Int(q.r)), (Int(s.g), Int(q.g)), (Int(s.b), Int(q.b))] {
                        let over = (channel * a + 255 * (255 - a) + 127) / 255
                        worst = max(worst, abs(over - expected))
                    }
                }
            }
        }
        #expect(empty > clear.pixels.count / 5, "\(empty) transparent pixels")
        #expect(partial > 20, "\(partial) edge pixels with partial alpha")
        #expect(worst <= 3, "composited over white, off by \(worst)")
    }

    /// `--background '#102030'`: that colour wherever the content is not.
    @Test func aColourReplacesTheBackdrop() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for mode in ["fold", "flip", "cards"] {
            let frame = try Self.still(["--mode", mode, "--size", "160x100", "--background", "#102030"], "\(mode).png", in: dir)
            for (x, y) in [(0, 0), (159, 0), (0, 99), (159, 99)] {
                #expect(frame[x, y] == Pixel.opaque(0x10, 0x20, 0x30), "\(mode) at \(x),\(y): \(frame[x, y])")
            }
        }
    }

    /// A transparent export of pop to WebM (read by `libvpx-vp9`) and to MOV has the alpha
    /// of the same frames written as PNGs, within 8 levels away from the alpha's edges
    /// (VP9 is lossy and rings next to a step: the largest error is printed) and 2 on average.
    @Test func transparentVideosKeepTheFramesAlpha() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let base = ["--mode", "pop", "--size", "64x48", "--duration", "0.1", "--fps", "30", "--background", "transparent"]
        let frames = try ExportTests.folderFrames(base, in: dir)
        try #require(frames.count == 4)
        #expect(frames[0][0, 0] == .transparent)
        for (name, decoder, pixels) in [("pop.webm", "libvpx-vp9", "yuva420p"), ("pop.mov", "prores", "yuva444p")] {
            let video = try DecodedVideo(path: try ExportTests.export(base, to: name, in: dir).path, decoder: decoder,
                                         keepingAlpha: true)
            #expect(video.pixelFormat.hasPrefix(pixels), "\(name): \(video.pixelFormat)")
            try #require(video.frames.count == frames.count, "\(name): \(video.frames.count) frames")
            let error = AlphaErrors.measure(video.frames, frames)
            #expect(error.inside <= 8 && error.mean <= 2, "\(name): alpha off by \(error)")
            print("\(name): alpha off by \(error.worst) at most, \(error.inside) away from edges, mean \(error.mean)")
        }
    }

    /// Formats without alpha refuse `transparent` in one line naming those that carry it;
    /// a workload takes no background; a bad colour is one line.
    @Test func formatsWithoutAlphaRefuseTransparency() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let cli = CLITests()
        for name in ["x.mp4", "x.jpg"] {
            let out = dir.appendingPathComponent(name)
            try cli.expectRefused(["render", "--mode", "fold", "--background", "transparent", "--out", out.path],
                                  mentioning: ["cannot be transparent", ".png", ".apng", ".webp", ".webm", ".mov", ".gif"],
                                  out: out)
        }
        let png = dir.appendingPathComponent("x.png")
        try cli.expectRefused(["render", "--workload", "mpfold", "--background", "transparent", "--out", png.path],
                              mentioning: ["--background"], out: png)
        try cli.expectRefused(["render", "--mode", "fold", "--background", "#12345", "--out", png.path],
                              mentioning: ["--background", "#RRGGBB"], out: png)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
    }
}
