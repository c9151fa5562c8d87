import Raster
@testable import Scenes
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The flip board's procedural wallpapers: exact size, opaque, deterministic, clearly
/// different from each other, light where black text sits, dark where white text sits,
/// and free of banding in the smooth sky.
@Suite("Board background art")
struct BoardBackgroundArtTests {
    /// Board sizes in pixels: the design size, two window scales, and degenerate ones.
    static let sizes: [(Int, Int)] = [(375, 667), (450, 800), (607, 1080), (1, 1), (2, 3), (40, 71)]
    /// The sizes the legibility and banding checks run at (phone and a tall window).
    static let checkedSizes: [(Int, Int)] = [(375, 667), (607, 1080)]
    /// Each background drawn once at each checked size, shared by the checks below
    /// (a debug build takes about a second per large draw).
    static let checked: [Flight.Background: [Bitmap]] = Dictionary(uniqueKeysWithValues:
        Flight.Background.allCases.map { background in
            (background, checkedSizes.map { BoardBackgroundArt.draw(background, width: $0.0, height: $0.1) })
        })

    @Test(arguments: Flight.Background.allCases)
    func exactSizeAndOpaque(background: Flight.Background) {
        for (width, height) in Self.sizes {
            let art = BoardBackgroundArt.draw(background, width: width, height: height)
            #expect(art.width == width && art.height == height, "\(background) at \(width)×\(height)")
            #expect(art.pixels.count == width * height)
            #expect(art.isOpaque, "\(background) at \(width)×\(height) has transparent pixels")
        }
    }

    @Test func sizesBelowOneReadAsOne() {
        let art = BoardBackgroundArt.draw(.dusk, width: 0, height: -3)
        #expect(art.width == 1 && art.height == 1 && art.isOpaque)
    }

    @Test(arguments: Flight.Background.allCases)
    func deterministic(background: Flight.Background) {
        let a = BoardBackgroundArt.draw(background, width: 450, height: 800)
        let b = BoardBackgroundArt.draw(background, width: 450, height: 800)
        #expect(a == b)
    }

    /// Every pair differs by a mean of more than 20 levels per channel (R, G, B, A
    /// averaged, so at least 27 levels over the colour channels alone).
    @Test func backgroundsDifferClearly() {
        let all = Flight.Background.allCases.map { BoardBackgroundArt.draw($0, width: 375, height: 667) }
        for i in all.indices {
            for j in all.indices where j > i {
                let mean = difference(all[i], all[j]).mean
                #expect(mean > 20, "\(Flight.Background.allCases[i]) vs \(Flight.Background.allCases[j]): mean \(mean)")
            }
        }
    }

    /// Where the board draws black 21 and 26 pt text (design v 77–140 and 300–360, u 30–345),
    /// the mean luminance gives a WCAG contrast of at least 7:1 against black (AAA), and
    /// no single pixel falls below 4.5:1.
    @Test(arguments: Flight.Background.allCases)
    func lightZonesSuitBlackText(background: Flight.Background) {
        for art in Self.checked[background]! {
            let (width, height) = (art.width, art.height)
            for rows in [77.0...140.0, 300.0...360.0] {
                let zone = luminances(art, u: 30...345, v: rows)
                let mean = zone.reduce(0, +) / Double(zone.count)
                let contrast = (mean + 0.05) / 0.05
                let darkest = (zone.min()! + 0.05) / 0.05
                #expect(contrast >= 7, "\(background) \(width)×\(height) v \(rows): mean contrast \(contrast)")
                #expect(darkest >= 4.5, "\(background) \(width)×\(height) v \(rows): darkest pixel \(darkest)")
            }
        }
    }

    /// Where the board draws white status, dots and date (design v 570–660, u 90–285), the
    /// mean luminance gives at least 4.5:1 against white (AA), and 95 % of the pixels at
    /// least 3:1 (a few snow flakes and surf highlights may be lighter).
    @Test(arguments: Flight.Background.allCases)
    func darkZoneSuitsWhiteText(background: Flight.Background) {
        for art in Self.checked[background]! {
            let (width, height) = (art.width, art.height)
            let zone = luminances(art, u: 90...285, v: 570...660)
            let mean = zone.reduce(0, +) / Double(zone.count)
            let contrast = 1.05 / (mean + 0.05)
            let readable = zone.filter { 1.05 / ($0 + 0.05) >= 3 }.count
            #expect(contrast >= 4.5, "\(background) \(width)×\(height): mean contrast \(contrast)")
            #expect(Double(readable) >= 0.95 * Double(zone.count),
                    "\(background) \(width)×\(height): \(zone.count - readable) of \(zone.count) pixels below 3:1")
        }
    }

    /// Design rows of smooth sky per background (clouds, cloud streaks and the horizon
    /// excluded; snow flakes are ignored by the median below).
    static func smoothSky(_ background: Flight.Background) -> ClosedRange<Double> {
        switch background {
        case .dusk: 44...220
        case .snow: 44...370
        case .clear: 44...160
        }
    }

    /// Along vertical lines through the smooth sky, the per-row colour never steps by more
    /// than 2 levels in any channel. Each row is the median over 15 columns around the
    /// line: the median drops isolated flakes and the dither grain, while a band (a
    /// contour across the whole row) would survive it.
    @Test(arguments: Flight.Background.allCases)
    func skyHasNoBanding(background: Flight.Background) {
        for art in Self.checked[background]! {
            let (width, height) = (art.width, art.height)
            let rows = Self.smoothSky(background)
            let y0 = Int(rows.lowerBound / 667 * Double(height)), y1 = Int(rows.upperBound / 667 * Double(height))
            for u in [20.0, 110, 200, 290, 355] {
                let x = Int(u / 375 * Double(width))
                var previous: SIMD3<Int>?
                var worst = 0
                for y in y0...y1 {
                    let window = (x - 7...x + 7).map { art[Swift.min(Swift.max($0, 0), width - 1), y] }
                    func median(_ channel: (Pixel) -> UInt32) -> Int { Int(window.map(channel).sorted()[7]) }
                    let row = SIMD3(median { $0.r }, median { $0.g }, median { $0.b })
                    if let previous {
                        let step = row &- previous
                        worst = Swift.max(worst, abs(step.x), abs(step.y), abs(step.z))
                    }
                    previous = row
                }
                #expect(worst <= 2, "\(background) \(width)×\(height) at u \(u): a row steps by \(worst) levels")
            }
        }
    }

    /// WCAG relative luminance (sRGB channels linearised) of every pixel in the design
    /// rectangle u × v of `art`.
    func luminances(_ art: Bitmap, u: ClosedRange<Double>, v: ClosedRange<Double>) -> [Double] {
        let sx = Double(art.width) / 375, sy = Double(art.height) / 667
        let xs = Int(u.lowerBound * sx)..<Int(u.upperBound * sx)
        let ys = Int(v.lowerBound * sy)..<Int(v.upperBound * sy)
        func linear(_ channel: UInt32) -> Double {
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return ys.flatMap { y in
            xs.map { x in
                let p = art[x, y]
                return 0.2126 * linear(p.r) + 0.7152 * linear(p.g) + 0.0722 * linear(p.b)
            }
        }
    }
}
