import Raster
import Testing

/// WCAG 2's relative luminance and contrast ratio against the values the guidelines and
/// their usual examples give.
@Suite struct ColorContrastTests {
    @Test func theEndsAreBlackAndWhite() {
        #expect(Color.white.relativeLuminance == 1 && Color.black.relativeLuminance == 0)
        #expect(abs(Color.contrastRatio(.black, .white) - 21) < 1e-12)
        #expect(Color.contrastRatio(Color(hex: 0x5E64D9), Color(hex: 0x5E64D9)) == 1)
    }

    @Test func theRatioIsSymmetric() {
        let a = Color(hex: 0xFB742A), b = Color(hex: 0x161821)
        #expect(Color.contrastRatio(a, b) == Color.contrastRatio(b, a))
    }

    /// The channel weights: pure red, green and blue have luminance 0.2126, 0.7152, 0.0722.
    @Test func theChannelsWeighAsInWCAG() {
        #expect(abs(Color(hex: 0xFF0000).relativeLuminance - 0.2126) < 1e-12)
        #expect(abs(Color(hex: 0x00FF00).relativeLuminance - 0.7152) < 1e-12)
        #expect(abs(Color(hex: 0x0000FF).relativeLuminance - 0.0722) < 1e-12)
    }

    /// The well-known edge of AA text on white: #767676 passes (4.54:1), #777777 does not
    /// (4.48:1); and mid grey #808080 on white is 3.95:1.
    @Test func greysOnWhiteMatchThePublishedRatios() {
        func onWhite(_ hex: UInt32) -> Double { Color.contrastRatio(Color(hex: hex), .white) }
        #expect(abs(onWhite(0x767676) - 4.54) < 0.005)
        #expect(abs(onWhite(0x777777) - 4.48) < 0.005)
        #expect(abs(onWhite(0x808080) - 3.95) < 0.005)
    }

    /// The two pieces of the sRGB curve meet at 0.04045 (to 1e-6 of its luminance), and
    /// luminance grows with every channel.
    @Test func theCurveIsContinuousAndIncreasing() {
        let below = Color(r: 0.04045, g: 0.04045, b: 0.04045).relativeLuminance
        let above = Color(r: 0.0404501, g: 0.0404501, b: 0.0404501).relativeLuminance
        #expect(abs(above - below) < 1e-6)
        var last = -1.0
        for level in 0...255 {
            let l = Color(r8: level, g8: level, b8: level).relativeLuminance
            #expect(l > last, "level \(level)")
            last = l
        }
    }

    @Test func oddChannelsAreClampedAndNaNIsZero() {
        #expect(Color(r: 2, g: 2, b: 2).relativeLuminance == 1)
        #expect(Color(r: -1, g: .nan, b: -.infinity).relativeLuminance == 0)
    }

    @Test func compositingMixesByOpacity() {
        let card = Color(hex: 0x204060), ink = Color.white
        #expect(card.composited(ink, alpha: 0) == card && card.composited(ink, alpha: 1) == ink)
        let half = card.composited(ink, alpha: 0.5)
        #expect(abs(half.r - (card.r + 1) / 2) < 1e-12 && abs(half.b - (card.b + 1) / 2) < 1e-12)
        #expect(card.composited(ink, alpha: 3) == ink && card.composited(ink, alpha: .nan) == card)
    }
}
