@testable import Raster
import Testing
import TestSupport

/// `drawUnder` (destination-over, the window's checkerboard under a transparent frame)
/// against the obvious reference: the underlay composited source-over with the frame on
/// top, in real numbers; and the checkerboard's squares.
@Suite struct BitmapUnderlayTests {
    /// A random premultiplied pixel: opaque, transparent or partly covered.
    static func pixel(_ random: inout SplitMix64) -> UInt32 {
        let alpha = random.chance(0.3) ? 255 : random.chance(0.3) ? 0 : Int(random.uniform(1, 255))
        func channel() -> UInt32 { UInt32(Int(random.uniform(0, Double(alpha) + 0.999))) }
        return channel() | channel() << 8 | channel() << 16 | UInt32(alpha) << 24
    }

    @Test func drawUnderIsTheUnderlayWithTheFrameOverIt() {
        var random = SplitMix64(seed: 24)
        let (width, height) = (37, 11)
        var frame = Bitmap(width: width, height: height), under = Bitmap(width: width, height: height)
        for i in 0..<width * height {
            frame.pixels[i] = Self.pixel(&random)
            under.pixels[i] = Self.pixel(&random)
        }
        var drawn = frame
        drawn.drawUnder(under)
        var worst = 0
        for i in 0..<width * height {
            let d = channels(frame.pixels[i]), u = channels(under.pixels[i])
            // Porter–Duff over, the frame on top: D + U·(1 − Dα).
            let k = 1 - Double(d[3]) / 255
            let reference = (0..<4).map { Int((Double(d[$0]) + Double(u[$0]) * k).rounded()) }
            let got = channels(drawn.pixels[i])
            worst = max(worst, (0..<4).map { abs(got[$0] - reference[$0]) }.max()!)
            #expect(isPremultiplied(drawn.pixels[i]))
            if d[3] == 255 { #expect(drawn.pixels[i] == frame.pixels[i]) }
            if d[3] == 0, frame.pixels[i] == 0 { #expect(drawn.pixels[i] == under.pixels[i]) }
        }
        #expect(worst <= 1, "off by \(worst) levels")
    }

    @Test func theCheckerboardAlternatesSquaresFromALightCorner() {
        let board = Bitmap.checkerboard(width: 20, height: 13, square: 4, light: .opaque(255, 255, 255),
                                        dark: .opaque(204, 204, 204))
        for y in 0..<13 {
            for x in 0..<20 {
                let light = (x / 4 + y / 4) % 2 == 0
                #expect(board[x, y] == (light ? .opaque(255, 255, 255) : .opaque(204, 204, 204)), "(\(x), \(y))")
            }
        }
    }
}
