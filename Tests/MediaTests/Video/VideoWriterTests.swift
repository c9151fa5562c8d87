import Foundation
@testable import Media
import Raster
import Testing

extension MediaSuite {
    @Suite struct VideoWriterTests {
        /// Frame `k` of a small test film: a red left half, a transparent right half, and a
        /// grey bar that moves one column a frame.
        static func frame(_ k: Int, width: Int = 64, height: Int = 160) -> Bitmap {
            var bitmap = Bitmap(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width / 2 { bitmap[x, y] = Pixel(r: 255, g: 0, b: 0, a: 255) }
                bitmap[k % width, y] = Pixel(r: 128, g: 128, b: 128, a: 255)
            }
            return bitmap
        }

        /// A GIF's palette pass lets each frame go before the next comes: the filters hold
        /// none of the film (they once kept every frame until the palette was taken, 2.9 GB
        /// for a 4K GIF of 2.2 s), and the GIF still has every frame, in its colours, each
        /// band of it (`PaletteBands`) in its place.
        @Test func aGIFsPalettePassKeepsNoFrames() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            let path = dir.file("film.gif")
            let writer = try VideoWriter(path: path, format: .gif, width: 64, height: 160, framesPerSecond: 50)
            #expect(PaletteBands.count(height: 160) == 2)
            let count = 60
            for k in 0..<count { try writer.analyze(Self.frame(k)) }
            #expect(writer.analysedFramesStillHeld == 0, "\(writer.analysedFramesStillHeld) of \(count) frames held")
            for k in 0..<count { try writer.append(Self.frame(k)) }
            try writer.finish()

            let video = try DecodedVideo(path: path)
            try #require(video.frames.count == count)
            // Red stays red (not blue: the frames go to the filters as BGRA), the transparent
            // half is black, the bar is where frame k put it.
            for k in [0, count / 2, count - 1] {
                for y in [5, 150] {
                    let picture = video.frames[k]
                    let red = picture[2, y], clear = picture[40, y], bar = picture[k % 64, y]
                    #expect(red.r > 240 && red.g < 16 && red.b < 16 && red.a == 255, "frame \(k), row \(y): \(red)")
                    #expect(clear.r < 16 && clear.g < 16 && clear.b < 16 && clear.a == 255, "frame \(k), row \(y): \(clear)")
                    #expect(abs(Int(bar.r) - 128) < 16 && abs(Int(bar.b) - 128) < 16, "frame \(k), row \(y): \(bar)")
                }
            }
        }
    }
}
