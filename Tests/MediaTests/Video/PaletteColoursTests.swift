import Foundation
@testable import Media
import Raster
import Testing
import TestSupport

extension MediaSuite {
    /// A GIF's frames are mapped to its palette by our own search (`PaletteColours`), cell by
    /// cell of the colour cube, not by trying every entry: it must find what trying every
    /// entry finds, and the mapping must leave what did not change as it was.
    @Suite struct PaletteColoursTests {

        /// The first opaque entry at the least squared RGB distance, by trying them all.
        static func bruteForce(_ palette: PaletteColours, _ r: Int32, _ g: Int32, _ b: Int32) -> UInt8 {
            var best = Int32.max, found: UInt8 = 0
            for (index, entry) in palette.entries.enumerated() where entry >> 24 >= 128 {
                let dr = Int32(entry >> 16 & 0xFF) - r, dg = Int32(entry >> 8 & 0xFF) - g, db = Int32(entry & 0xFF) - b
                let distance = dr * dr + dg * dg + db * db
                if distance < best { (best, found) = (distance, UInt8(index)) }
            }
            return found
        }

        /// Palettes spread over the cube, crowded in a corner (greys and near-greys, as a
        /// screen of text gives), and with repeated entries (ties go to the first), each
        /// with palettegen's transparent entry last; colours at random and on a grid across
        /// the cube, cell edges included: the cells' search gives the very entry trying
        /// every entry gives.
        @Test func theCellsFindTheExactNearestEntry() throws {
            var random = SplitMix64(seed: 36)
            func spread() -> UInt32 { 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &random) }
            func grey() -> UInt32 {
                let v = UInt32.random(in: 180...255, using: &random), d = UInt32.random(in: 0...6, using: &random)
                return 0xFF00_0000 | v << 16 | (v - d) << 8 | (v - d / 2)
            }
            let palettes: [[UInt32]] = [
                (0..<255).map { _ in spread() },
                (0..<255).map { _ in grey() },
                (0..<255).map { i in i % 3 == 0 ? 0xFF80_8080 : i < 128 ? grey() : spread() },
            ].map { $0 + [0x0000_FF00] }
            for entries in palettes {
                let palette = PaletteColours(entries: entries)
                #expect(palette.transparent == 255)
                let lookup = try PaletteColours.Lookup(palette)
                var misses = 0
                func check(_ r: Int32, _ g: Int32, _ b: Int32) {
                    if lookup.nearest(r: r, g: g, b: b) != Self.bruteForce(palette, r, g, b) { misses += 1 }
                }
                for _ in 0..<2_500 {
                    check(Int32.random(in: 0...255, using: &random), Int32.random(in: 0...255, using: &random),
                          Int32.random(in: 0...255, using: &random))
                }
                for r in stride(from: 0, through: 255, by: 51) {
                    for g in stride(from: 3, through: 255, by: 28) {
                        for b in [0, 3, 4, 7, 8, 127, 128, 251, 252, 255] { check(Int32(r), Int32(g), Int32(b)) }
                    }
                }
                #expect(misses == 0, "\(misses) colours mapped to another entry than the nearest")
            }
        }

        /// A film of a vertical gradient (so every pixel is dithered) in which only a bar
        /// moves: rows the bar never reaches are the same indices in every frame (only the
        /// rectangle that changed is mapped again, as paletteuse's diff_mode=rectangle
        /// did), and the GIF stays within 2 levels of its frames on average.
        @Test func whatDidNotChangeStaysAsItWas() throws {
            let (width, height, count) = (96, 160, 6)
            func frame(_ k: Int) -> Bitmap {
                var bitmap = Bitmap(width: width, height: height)
                for y in 0..<height {
                    for x in 0..<width {
                        bitmap[x, y] = Pixel(r: UInt32(40 + y), g: UInt32(90 + x), b: UInt32(200 - y / 2), a: 255)
                    }
                }
                for y in 100..<140 { for x in (10 * k)..<(10 * k + 8) { bitmap[x, y] = Pixel(r: 250, g: 30, b: 30, a: 255) } }
                return bitmap
            }
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("film.gif")
            let frames = (0..<count).map(frame)
            let writer = try VideoWriter(path: path, format: .gif, width: width, height: height, framesPerSecond: 50)
            for k in 0..<count { try writer.analyze(frames[k]) }
            for k in 0..<count { try writer.append(frames[k]) }
            try writer.finish()

            let video = try DecodedVideo(path: path)
            try #require(video.frames.count == count)
            var changed = 0, error = 0, samples = 0
            for k in 1..<count {
                for y in 0..<height {
                    for x in 0..<width {
                        let (was, now) = (video.frames[k - 1][x, y], video.frames[k][x, y])
                        if !(100..<140).contains(y), was != now { changed += 1 }
                        let want = frames[k][x, y]
                        error += abs(Int(now.r) - Int(want.r)) + abs(Int(now.g) - Int(want.g)) + abs(Int(now.b) - Int(want.b))
                        samples += 3
                    }
                }
            }
            #expect(changed == 0, "\(changed) pixels outside the bar's rows changed")
            #expect(Double(error) / Double(samples) < 2, "mean error \(Double(error) / Double(samples))")
        }
    }
}
