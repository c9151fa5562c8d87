import Raster
@testable import Scenes
import Testing

/// The pop mode's default picture (a sailing boat on morning water): exact square size,
/// opaque, deterministic, no banding in the sky, real content on both sides of the fold
/// line with the sails crossing it, and the same picture at any size.
@Suite("Pop art")
struct PopArtTests {
    /// The picture at the sizes the checks below share (a debug build takes a while per
    /// large draw).
    static let small = PopArt.picture(side: 240)
    static let medium = PopArt.picture(side: 480)
    static let large = PopArt.picture(side: 800)

    /// Rec. 709 luma of the sRGB-encoded channels, 0…255.
    static func luma(_ p: Pixel) -> Double {
        0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)
    }

    @Test func exactSizeAndOpaque() {
        for side in [1, 2, 3, 17, 240, 333] {
            let art = PopArt.picture(side: side)
            #expect(art.width == side && art.height == side, "side \(side)")
            #expect(art.pixels.count == side * side)
            #expect(art.isOpaque, "side \(side) has transparent pixels")
        }
        #expect(Self.large.isOpaque)
    }

    @Test func sidesBelowOneReadAsOne() {
        for side in [0, -3] {
            let art = PopArt.picture(side: side)
            #expect(art.width == 1 && art.height == 1 && art.isOpaque, "side \(side)")
        }
    }

    @Test func deterministic() {
        #expect(PopArt.picture(side: 240) == Self.small)
        #expect(PopArt.picture(side: 331) == PopArt.picture(side: 331))
    }

    /// Down two sky columns clear of clouds, sun disc, gulls and land (u 0.04 for v
    /// 0.02–0.40 through the sun's glow, u 0.97 for v 0.02–0.25), the per-row colour
    /// never steps by more than 2 levels in any channel. Each row is the median over 15
    /// columns around the line: the median drops the dither grain, while a band (a
    /// contour across the whole row) would survive it.
    @Test func skyHasNoBanding() {
        for art in [Self.small, Self.large] {
            let side = art.width
            for (u, rows) in [(0.04, 0.02...0.40), (0.97, 0.02...0.25)] {
                let x = Int(u * Double(side))
                var previous: SIMD3<Int>?
                var worst = 0
                for y in Int(rows.lowerBound * Double(side))...Int(rows.upperBound * Double(side)) {
                    let window = (x - 7...x + 7).map { art[Swift.min(Swift.max($0, 0), side - 1), y] }
                    func median(_ channel: (Pixel) -> UInt32) -> Int { Int(window.map(channel).sorted()[7]) }
                    let row = SIMD3(median { $0.r }, median { $0.g }, median { $0.b })
                    if let previous {
                        let step = row &- previous
                        worst = Swift.max(worst, abs(step.x), abs(step.y), abs(step.z))
                    }
                    previous = row
                }
                #expect(worst <= 2, "side \(side) at u \(u): a row steps by \(worst) levels")
            }
        }
    }

    /// Both halves of the fold carry a real picture: the luma's standard deviation is
    /// well above a flat gradient's in each (measured ≈ 29 on top, ≈ 39 below), and the
    /// halves differ clearly (bright sky over deeper water: means ≈ 192 and ≈ 144, and a
    /// pixel against its partner half a side lower differs by ≈ 63 on average).
    @Test func bothHalvesHaveContent() {
        for art in [Self.small, Self.large] {
            let side = art.width, half = side / 2
            func stats(_ rows: Range<Int>) -> (mean: Double, deviation: Double) {
                var sum = 0.0, squares = 0.0
                for y in rows {
                    for x in 0..<side {
                        let l = Self.luma(art[x, y])
                        sum += l
                        squares += l * l
                    }
                }
                let count = Double(rows.count * side), mean = sum / count
                return (mean, (squares / count - mean * mean).squareRoot())
            }
            let top = stats(0..<half), bottom = stats(half..<(2 * half))
            #expect(top.deviation > 18, "side \(side): top half deviation \(top.deviation)")
            #expect(bottom.deviation > 18, "side \(side): bottom half deviation \(bottom.deviation)")
            #expect(top.mean - bottom.mean > 25, "side \(side): means \(top.mean) over \(bottom.mean)")
            var apart = 0.0
            for y in 0..<half {
                for x in 0..<side { apart += abs(Self.luma(art[x, y]) - Self.luma(art[x, y + half])) }
            }
            apart /= Double(half * side)
            #expect(apart > 30, "side \(side): halves differ by \(apart) on average")
        }
    }

    /// The fold line runs through both sails: just above and just below it (v 0.48 and
    /// 0.52) the mainsail is near white at u 0.42 and the jib coral at u 0.52.
    @Test func sailsCrossTheFoldLine() {
        for art in [Self.small, Self.large] {
            let side = Double(art.width)
            for v in [0.48, 0.52] {
                let y = Int(v * side)
                let main = art[Int(0.42 * side), y], jib = art[Int(0.52 * side), y]
                #expect(main.r > 200 && main.g > 200 && main.b > 200, "side \(side) v \(v): mainsail \(main)")
                #expect(Int(jib.r) > Int(jib.g) + 60 && Int(jib.r) > Int(jib.b) + 60,
                        "side \(side) v \(v): jib \(jib)")
            }
        }
    }

    /// Drawn at 480 and box-averaged 2×2 down to 240, the picture matches the one drawn
    /// at 240 within a mean of 4 levels per colour channel (measured ≈ 1.1; the largest
    /// differences sit on the finest ripples, which fade out sooner at the small size).
    @Test func looksTheSameAtAnySize() {
        let (big, small) = (Self.medium, Self.small)
        var total = 0.0
        for y in 0..<small.height {
            for x in 0..<small.width {
                let quad = [big[2 * x, 2 * y], big[2 * x + 1, 2 * y], big[2 * x, 2 * y + 1], big[2 * x + 1, 2 * y + 1]]
                let p = small[x, y]
                for channel in [\Pixel.r, \Pixel.g, \Pixel.b] {
                    let average = quad.map { Double($0[keyPath: channel]) }.reduce(0, +) / 4
                    total += abs(average - Double(p[keyPath: channel]))
                }
            }
        }
        let mean = total / Double(small.width * small.height * 3)
        #expect(mean < 4, "mean difference \(mean) levels")
    }
}
