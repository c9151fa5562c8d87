import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A cumulus cloud whose base is centred at (u, v) design points and `width` points
/// across: a union of round puffs (big in the middle, smaller toward the ends, a few
/// higher ones for the cauliflower top) cut flat at the base. Each puff is lit from the
/// upper right like a ball, so the creases between puffs read as shading.
struct Cumulus {
    let u: Double, v: Double, width: Double
    /// Puff centres and radii in design points, relative to the base centre.
    let puffs: [(x: Double, y: Double, r: Double)]

    init(u: Double, v: Double, width: Double, seed: UInt32) {
        self.u = u
        self.v = v
        self.width = width
        let base = 7, high = 5
        let low: [(x: Double, y: Double, r: Double)] = (0..<base).map { k in
            let t = (Double(k) + 0.5) / Double(base) * 2 - 1 + 0.1 * (Dither.noise(k, 0, seed) - 0.5)
            let r = width * (0.07 + 0.09 * (1 - t * t)) * (0.8 + 0.4 * Dither.noise(k, 1, seed))
            return (t * width * 0.38, -0.3 * r, r)
        }
        let top: [(x: Double, y: Double, r: Double)] = (0..<high).map { k in
            let t = (Double(k) + 0.5) / Double(high) * 2 - 1 + 0.25 * (Dither.noise(k, 4, seed) - 0.5)
            let r = width * (0.08 + 0.08 * (1 - t * t)) * (0.7 + 0.6 * Dither.noise(k, 5, seed))
            return (t * width * 0.26, -width * 0.11 * (1 - 0.7 * t * t) - 0.25 * r, r)
        }
        puffs = low + top
    }

    /// `c` with the cloud blended over it at design point (pu, pv).
    func over(_ c: SIMD3<Double>, u pu: Double, v pv: Double) -> SIMD3<Double> {
        let x = pu - u, y = pv - v
        guard abs(x) < 0.7 * width, y < 0.02 * width, y > -0.5 * width else { return c }
        // Edge softness in design points (about a pixel and a half on a phone board).
        let soft = 0.9
        var cover = 0.0, light = 0.0, weight = 0.0
        for puff in puffs {
            let dx = x - puff.x, dy = y - puff.y
            let squared = dx * dx + dy * dy
            guard squared < (puff.r + soft) * (puff.r + soft) else { continue }
            let inside = smoothstep(puff.r + soft, puff.r - soft, squared.squareRoot())
            cover = Swift.max(cover, inside)
            // Lambert-like: the puff's normal (dx, dy)/r against light from the upper right;
            // a soft maximum over the puffs keeps the creases gentle.
            let facing = Swift.max(-1, Swift.min(1, (0.55 * dx - 0.83 * dy) / puff.r))
            light += inside * exp(3 * facing)
            weight += inside
        }
        // The flat base, softened over two points.
        cover *= smoothstep(1.2, -1.2, y)
        guard cover > 0.001 else { return c }
        let facing = log(light / Swift.max(weight, 1e-9)) / 3
        var cloud = SIMD3<Double>.hex(0xD0DCEB).mix(.one, smoothstep(-0.6, 0.7, facing))
        // The lower third is in the cloud's own shadow: an even blue-grey toward the base.
        cloud = cloud.mix(.hex(0xC4D3E5), 0.8 * smoothstep(-0.14 * width, 0.01 * width, y))
        return c.mix(cloud, 0.96 * cover)
    }
}

/// Round trees or bushes on a jittered grid `spacing` design points apart (radii from
/// each tree's hash), grouped into copses by a slow wave so the hills are not fenced.
struct Grove {
    let spacing: Double
    let radius: ClosedRange<Double>
    let seed: UInt32
    /// The trees' base colour.
    let color: SIMD3<Double>

    /// Height of the grove above the ground at u, design points.
    func height(at u: Double) -> Double {
        let first = Int(((u - radius.upperBound) / spacing).rounded(.down)) - 1
        let last = Int(((u + radius.upperBound) / spacing).rounded(.up)) + 1
        var top = 0.0
        for k in first...last {
            let cx = (Double(k) + 0.2 + 0.6 * Dither.noise(k, 0, seed)) * spacing
            let copse = 0.5 + 0.5 * sin(cx / 23 + Double(seed)) * sin(cx / 9.7 + 2 * Double(seed))
            guard Dither.noise(k, 1, seed) < copse else { continue }
            let r = radius.lowerBound + (radius.upperBound - radius.lowerBound) * Dither.noise(k, 2, seed)
            let d = abs(u - cx) / r
            guard d < 1 else { continue }
            // A slightly squashed round crown on a short stem.
            top = Swift.max(top, r * (0.3 + 0.85 * (1 - d * d).squareRoot()))
        }
        return top
    }
}

/// A belt of pines on a jittered grid `spacing` design points apart, heights (points)
/// from each tree's hash; `density(u)` in [0, 1] thins the belt (1 everywhere by default).
struct Pines {
    let spacing: Double
    let heights: ClosedRange<Double>
    let seed: UInt32
    var density: (Double) -> Double = { _ in 1 }

    var tallest: Double { heights.upperBound }

    /// One tier of the height-field outline, as fractions of the tree's height (top,
    /// bottom) and half-width (widths at those heights).
    typealias Tier = (top: Double, bottom: Double, topWidth: Double, bottomWidth: Double)

    /// The tiers of a tree with `count` tiers: tops 0.86/count of the height apart, each
    /// 1.6 pitches tall, widths from the envelope (1 − h)^0.95 (15 % of it at the top).
    static func tiers(_ count: Int) -> [Tier] {
        let pitch = 0.86 / Double(count)
        return (0..<count).map { k in
            let top = 1 - Double(k) * pitch, bottom = Swift.max(top - 1.6 * pitch, 0.04)
            return (top, bottom, 0.15 * pow(1 - top, 0.95), pow(1 - bottom, 0.95))
        }
    }
    static let fourTiers = tiers(4), sixTiers = tiers(6), eightTiers = tiers(8)

    /// Tree k of the belt: trunk position, height and half-width in design points, or
    /// nil where `density` leaves a gap.
    func tree(_ k: Int) -> (cx: Double, tall: Double, half: Double)? {
        let cx = (Double(k) + 0.15 + 0.7 * Dither.noise(k, 0, seed)) * spacing
        guard Dither.noise(k, 3, seed) < density(cx) else { return nil }
        let tall = heights.lowerBound + (heights.upperBound - heights.lowerBound) * Dither.noise(k, 1, seed)
        return (cx, tall, tall * (0.2 + 0.08 * Dither.noise(k, 2, seed)))
    }

    /// The trees whose crowns reach into u 0…375, left to right.
    var visibleTrees: [(cx: Double, tall: Double, half: Double)] {
        let margin = tallest * 0.3
        let first = Int((-margin / spacing).rounded(.down)) - 1
        let last = Int(((BoardBackgroundArt.designWidth + margin) / spacing).rounded(.up)) + 1
        return (first...last).compactMap(tree)
    }

    /// Height of the belt above its ground line at u: the highest tree there.
    ///
    /// A tree is a stack of overlapping tiers inside a triangular envelope of half-width
    /// `half`·(1 − h/tall)^0.95. Each tier runs from a narrow top (15 % of the envelope)
    /// out to the envelope at its bottom, shallower than the envelope, so every tier's
    /// tip stands out over the next one; `pow(…, 1.3)` flares the branch tips outward.
    func height(at u: Double) -> Double {
        let widest = tallest * 0.3
        let first = Int(((u - widest) / spacing).rounded(.down)) - 1
        let last = Int(((u + widest) / spacing).rounded(.up)) + 1
        var top = 0.0
        for k in first...last {
            guard let (cx, tall, half) = tree(k) else { continue }
            let d = abs(u - cx)
            guard d < half else { continue }
            // Bigger trees show more tiers.
            let profile = tall > 40 ? Self.eightTiers : (tall > 14 ? Self.sixTiers : Self.fourTiers)
            for tier in profile {
                let bottomWidth = half * tier.bottomWidth
                guard d < bottomWidth else { continue }
                let topWidth = half * tier.topWidth
                let s = d <= topWidth ? 1 : (bottomWidth - d) / (bottomWidth - topWidth)
                top = Swift.max(top, tall * (tier.bottom + (tier.top - tier.bottom) * pow(s, 1.3)))
            }
            // A short trunk below the lowest tier.
            if d < 0.025 * tall + 0.25 { top = Swift.max(top, 0.06 * tall) }
        }
        return top
    }
}

/// The covered fraction of pixel row [y, y + 1] under a crest running straight from
/// height a to b (pixels, y down) across half a pixel: the mean over the piece of
/// clamp(y + 1 − crest, 0, 1), integrated in closed form.
func rowCoverage(_ y: Int, _ a: Double, _ b: Double) -> Double {
    let g0 = Double(y) + 1 - a, g1 = Double(y) + 1 - b
    // F is the antiderivative of clamp(z, 0, 1).
    func F(_ z: Double) -> Double { z <= 0 ? 0 : (z <= 1 ? 0.5 * z * z : z - 0.5) }
    if abs(g0 - g1) < 1e-9 { return Swift.min(Swift.max(g0, 0), 1) }
    return (F(g0) - F(g1)) / (g0 - g1)
}
