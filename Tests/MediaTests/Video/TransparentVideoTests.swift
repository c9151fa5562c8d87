import Foundation
@testable import Media
import Raster
import TestSupport
import Testing

extension MediaSuite {
    /// Writers made with `alpha`: every format that carries transparency keeps the frames'
    /// alpha (WebM's through the `libvpx-vp9` decoder, MOV's ProRes 4444, APNG's exactly,
    /// GIF's as one transparent palette entry, WebP's as ALPH chunks), with colours
    /// un-premultiplied, not darkened at the edges.
    @Suite struct TransparentVideoTests {
        static let width = 64, height = 48, count = 6

        /// Frame `k`: an orange card whose right edge is a column at half alpha and moves
        /// one column a frame, a quarter-alpha blue band at the bottom, transparent elsewhere.
        static func frame(_ k: Int) -> Bitmap {
            var bitmap = Bitmap(width: width, height: height)
            let edge = 24 + 2 * k
            for y in 4..<36 {
                for x in 8..<edge { bitmap[x, y] = Pixel.premultiplying(r: 240, g: 140, b: 40, a: 255) }
                bitmap[edge, y] = Pixel.premultiplying(r: 240, g: 140, b: 40, a: 128)
            }
            for y in 40..<44 {
                for x in 8..<56 { bitmap[x, y] = Pixel.premultiplying(r: 40, g: 80, b: 240, a: 64) }
            }
            return bitmap
        }

        /// Writes the film to `name` with alpha and returns its path (in `dir`).
        static func write(_ format: VideoFormat, _ name: String, in dir: ScratchDirectory,
                          streaming: Bool = false) throws -> String {
            let path = dir.file(name)
            let writer = try VideoWriter(path: path, format: format, width: width, height: height,
                                         framesPerSecond: 20, streaming: streaming, alpha: true)
            #expect(writer.alpha)
            if writer.needsAnalysis { for k in 0..<count { try writer.analyze(frame(k)) } }
            for k in 0..<count { try writer.append(frame(k)) }
            try writer.finish()
            return path
        }

        /// The largest difference between the alphas of `decoded` and `original` frames.
        static func alphaError(_ decoded: [Bitmap], _ original: [Bitmap]) -> Int {
            AlphaErrors.measure(decoded, original).worst
        }

        /// The straight colour at (x, y), channel by channel.
        static func straight(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
            let s = bitmap[x, y].unpremultiplied
            return [Int(s.r), Int(s.g), Int(s.b), Int(s.a)]
        }

        static var film: [Bitmap] { (0..<count).map(frame) }

        /// `writeStraight` un-premultiplies: a half-covered edge keeps the card's colour, in
        /// RGBA or BGRA order; empty pixels are 0 and opaque ones copied.
        @Test func framesAreUnpremultipliedBeforeConversion() {
            let bitmap = Self.frame(0)
            var rgba = [UInt32](repeating: 1, count: Self.width), bgra = rgba
            rgba.withUnsafeMutableBytes { bitmap.writeStraight(rows: 10..<11, order: .rgba, into: $0.baseAddress!, stride: 0) }
            bgra.withUnsafeMutableBytes { bitmap.writeStraight(rows: 10..<11, order: .bgra, into: $0.baseAddress!, stride: 0) }
            // 240·128/255 is stored as 120, which un-premultiplies to 239 (8-bit rounding).
            #expect(rgba[24] == 128 << 24 | 40 << 16 | 139 << 8 | 239, "\(String(rgba[24], radix: 16))")
            #expect(bgra[24] == 128 << 24 | 239 << 16 | 139 << 8 | 40, "\(String(bgra[24], radix: 16))")
            #expect(rgba[10] == 0xFF28_8CF0 && rgba[60] == 0)
        }

        /// An opaque-only format refuses alpha, and the default writer is opaque.
        @Test func anMP4CannotBeTransparent() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            #expect(throws: MediaError.self) {
                _ = try VideoWriter(path: dir.file("x.mp4"), format: .mp4, width: 64, height: 48, framesPerSecond: 20,
                                    alpha: true)
            }
            #expect(try dir.contents().isEmpty)
            #expect(!VideoFormat.mp4.carriesAlpha && VideoFormat.allCases.filter(\.carriesAlpha).count == 5)
        }

        /// WebM: VP9 `yuva420p`, read back by `libvpx-vp9` (FFmpeg's own VP9 decoder drops
        /// the alpha), has the frames' alpha within 8 levels away from its edges (VP9 is
        /// lossy: it rings next to a step, by some 20 levels) and 2 on average.
        @Test func aWebMKeepsItsAlpha() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let video = try DecodedVideo(path: try Self.write(.webm, "a.webm", in: dir), decoder: "libvpx-vp9",
                                         keepingAlpha: true)
            #expect(video.codec == "libvpx-vp9" && video.pixelFormat == "yuva420p", "\(video.codec) \(video.pixelFormat)")
            try #require(video.frames.count == Self.count)
            let error = AlphaErrors.measure(video.frames, Self.film)
            #expect(error.inside <= 8 && error.mean <= 2, "alpha off by \(error)")
            // The card's colour, not darkened by its alpha.
            let card = Self.straight(video.frames[0], 16, 20)
            #expect(abs(card[0] - 240) <= 12 && abs(card[1] - 140) <= 12 && abs(card[2] - 40) <= 12, "\(card)")
        }

        /// MOV: ProRes 4444 decodes as `yuva444p*` with the frames' alpha.
        @Test func aMOVIsProRes4444WithAlpha() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let video = try DecodedVideo(path: try Self.write(.mov, "a.mov", in: dir), keepingAlpha: true)
            #expect(video.codec == "prores" && video.pixelFormat.hasPrefix("yuva444p"), "\(video.codec) \(video.pixelFormat)")
            try #require(video.frames.count == Self.count)
            let error = Self.alphaError(video.frames, Self.film)
            #expect(error <= 2, "alpha off by \(error)")
            let edge = Self.straight(video.frames[2], 28, 20)
            #expect(abs(edge[0] - 240) <= 6 && abs(edge[1] - 140) <= 6 && abs(edge[2] - 40) <= 6 && abs(edge[3] - 128) <= 2,
                    "the half-covered edge: \(edge)")
        }

        /// An opaque MOV is ProRes 4444 without an alpha plane.
        @Test func anOpaqueMOVHasNoAlphaPlane() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("o.mov")
            let writer = try VideoWriter(path: path, format: .mov, width: 64, height: 48, framesPerSecond: 20)
            for k in 0..<3 { try writer.append(Self.frame(k)) }
            try writer.finish()
            let video = try DecodedVideo(path: path)
            #expect(video.pixelFormat.hasPrefix("yuv444p") && video.frames.count == 3, "\(video.pixelFormat)")
        }

        /// APNG: RGBA, lossless: the alpha exactly, the colours un-premultiplied.
        @Test func anAPNGIsRGBA() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let video = try DecodedVideo(path: try Self.write(.apng, "a.apng", in: dir), keepingAlpha: true)
            #expect(video.pixelFormat == "rgba")
            try #require(video.frames.count == Self.count)
            #expect(Self.alphaError(video.frames, Self.film) == 0)
            // As stored, 8-bit premultiplied (240 at half alpha is 120, which is 239 straight).
            #expect(Self.straight(video.frames[1], 26, 20) == Self.straight(Self.frame(1), 26, 20))
            #expect(Self.straight(video.frames[1], 20, 41) == Self.straight(Self.frame(1), 20, 41))
            #expect(video.frames.map(\.pixels) == Self.film.map(\.pixels))
        }

        /// GIF: the graphic control extensions name a transparent index, and the decoded
        /// frames are transparent where the frames' alpha was 0 and opaque where it was 255:
        /// with one palette (`render`) and with a palette per frame (the window's recording).
        @Test(arguments: [false, true])
        func aGIFHasATransparentIndex(streaming: Bool) throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = try Self.write(.gif, "a.gif", in: dir, streaming: streaming)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            // Graphic control extensions: 21 F9 04, then packed flags (bit 0: transparency).
            var extensions = 0, transparent = 0
            for i in 0..<(bytes.count - 4) where bytes[i] == 0x21 && bytes[i + 1] == 0xF9 && bytes[i + 2] == 4 {
                extensions += 1
                if bytes[i + 3] & 1 != 0 { transparent += 1 }
            }
            #expect(extensions >= Self.count && transparent >= 1, "\(extensions) extensions, \(transparent) transparent")
            let video = try DecodedVideo(path: path, keepingAlpha: true)
            try #require(video.frames.count == Self.count)
            for (k, (decoded, original)) in zip(video.frames, Self.film).enumerated() {
                var wrong = 0
                decoded.pixels.withUnsafeBufferPointer { p in
                    original.pixels.withUnsafeBufferPointer { q in
                        for i in 0..<p.count {
                            let a = q[i] >> 24
                            if a == 0 && p[i] >> 24 != 0 || a == 255 && p[i] >> 24 != 255 { wrong += 1 }
                        }
                    }
                }
                #expect(wrong == 0, "frame \(k): \(wrong) pixels of the wrong transparency")
                // Half alpha is at the threshold's opaque side; a quarter is transparent.
                #expect(decoded[20, 41].a == 0 && decoded[16, 20].a == 255)
            }
        }

        /// WebP: animated, with an ALPH chunk in every frame (FFmpeg 5.1 cannot decode an
        /// animated WebP, so its RIFF chunks are read here).
        @Test func aWebPHasAlphaChunks() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: try Self.write(.webp, "a.webp", in: dir))))
            #expect(Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<16]) == Array("WEBPVP8X".utf8))
            #expect(bytes[20] & 0x10 != 0, "VP8X says no alpha")
            var chunks: [String: Int] = [:]
            func walk(_ from: Int, _ end: Int) {
                var at = from
                while at + 8 <= end {
                    let name = String(decoding: bytes[at..<at + 4], as: UTF8.self)
                    let size = Int(bytes[at + 4]) | Int(bytes[at + 5]) << 8 | Int(bytes[at + 6]) << 16 | Int(bytes[at + 7]) << 24
                    chunks[name, default: 0] += 1
                    // An ANMF frame holds 16 bytes of its own, then the frame's chunks.
                    if name == "ANMF" { walk(at + 8 + 16, min(end, at + 8 + size)) }
                    at += 8 + size + size % 2
                }
            }
            walk(12, bytes.count)
            #expect(chunks["ANMF", default: 0] >= 2 && chunks["ALPH"] == chunks["ANMF"], "\(chunks)")
        }
    }
}
