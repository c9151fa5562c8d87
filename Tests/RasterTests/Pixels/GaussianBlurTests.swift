@testable import Raster
import Testing
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A slow reference beside every fast path (docs/conventions.md), for the blur: the separable
/// Float passes against a plain 2-D convolution in Double, plus the properties Core Image's
/// clear-outside Gaussian must have (uniform interior, quarter-alpha corners, half-alpha edges,
/// conserved mass).
@Suite struct GaussianBlurTests {
    /// A seeded random premultiplied image: alpha anywhere in 0...255 (with some fully
    /// clear and fully opaque pixels), colours at most alpha.
    static func randomImage(width: Int, height: Int, seed: UInt64) -> Bitmap {
        var rng = SplitMix64(seed: seed)
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a: UInt32 = rng.chance(0.15) ? 0 : rng.chance(0.2) ? 255 : UInt32(rng.uniform(0, 256))
                func colour() -> UInt32 { UInt32(rng.uniform(0, Double(a) + 1)) }
                bitmap[x, y] = Pixel(r: colour(), g: colour(), b: colour(), a: a)
            }
        }
        return bitmap
    }

    /// The normalised 1-D weights for taps -⌈3σ⌉...⌈3σ⌉, in Double.
    static func weights(sigma: Double) -> [Double] {
        let reach = Int((3 * sigma).rounded(.up))
        let raw = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = raw.reduce(0, +)
        return raw.map { $0 / total }
    }

    /// The slow reference: every output pixel is the sum of w(dx)·w(dy)·pixel over the
    /// whole square kernel, with pixels outside the image clear; rounded to nearest.
    static func referenceBlur(_ image: Bitmap, sigma: Double) -> [SIMD4<Double>] {
        let w = weights(sigma: sigma), reach = (w.count - 1) / 2
        var result = [SIMD4<Double>]()
        for y in 0..<image.height {
            for x in 0..<image.width {
                var sum = SIMD4<Double>.zero
                for dy in -reach...reach {
                    for dx in -reach...reach {
                        let sx = x + dx, sy = y + dy
                        guard sx >= 0, sx < image.width, sy >= 0, sy < image.height else { continue }
                        let c = channels(image[sx, sy].bits)
                        sum += w[dx + reach] * w[dy + reach]
                            * SIMD4(Double(c.x), Double(c.y), Double(c.z), Double(c.w))
                    }
                }
                result.append(sum)
            }
        }
        return result
    }

    @Test("separable passes match a direct 2-D convolution within 1 level",
          arguments: [(37, 23, 1.5), (37, 23, 4.0), (41, 70, 4.0)])
    func matchesDirectConvolution(width: Int, height: Int, sigma: Double) {
        let image = Self.randomImage(width: width, height: height, seed: UInt64(width * 1000 + height))
        let blurred = image.gaussianBlurred(radius: sigma)
        let reference = Self.referenceBlur(image, sigma: sigma)
        var worst = 0.0, invalid = 0
        for i in 0..<image.pixels.count {
            let c = channels(blurred.pixels[i])
            let got = SIMD4(Double(c.x), Double(c.y), Double(c.z), Double(c.w))
            let d = got - reference[i]
            worst = max(worst, max(max(abs(d.x), abs(d.y)), max(abs(d.z), abs(d.w))))
            if !isPremultiplied(blurred.pixels[i]) { invalid += 1 }
        }
        report("blur \(width)×\(height) σ=\(sigma): max |blur − reference| \(worst) levels")
        #expect(worst <= 1, "max difference \(worst) levels")
        #expect(invalid == 0, "\(invalid) pixels with a colour above alpha")
    }

    @Test("a uniform opaque image stays uniform inside, with quarter-alpha corners and half-alpha edges")
    func uniformOpaqueImage() {
        let sigma = 25.0, reach = 75, size = 170
        let fill = Pixel.opaque(200, 120, 40)
        let blurred = Bitmap(width: size, height: size, fill: fill).gaussianBlurred(radius: sigma)
        // Farther than 3σ from every edge the whole kernel lands on the image.
        for y in reach..<(size - reach) {
            for x in reach..<(size - reach) where blurred[x, y] != fill {
                Issue.record("interior pixel (\(x), \(y)) is \(channels(blurred[x, y].bits)), not \(channels(fill.bits))")
                return
            }
        }
        // A corner sees one quadrant of the kernel (plus its centre row and column), an
        // edge middle one half: exactly 255·(½ + w₀/2)² and 255·(½ + w₀/2).
        let w0 = Self.weights(sigma: sigma)[reach]
        let half = 0.5 + w0 / 2
        let corners = [blurred[0, 0], blurred[size - 1, 0], blurred[0, size - 1], blurred[size - 1, size - 1]]
        let edges = [blurred[size / 2, 0], blurred[0, size / 2], blurred[size / 2, size - 1], blurred[size - 1, size / 2]]
        for pixel in corners {
            #expect(abs(Double(pixel.a) - 255 * half * half) <= 1)
            #expect(abs(Double(pixel.a) - 255.0 / 4) <= 2.5, "corner alpha \(pixel.a)")
        }
        for pixel in edges {
            #expect(abs(Double(pixel.a) - 255 * half) <= 1)
            #expect(abs(Double(pixel.a) - 255.0 / 2) <= 2.5, "edge alpha \(pixel.a)")
        }
        // Clear mixed in keeps the colour, scaled by alpha.
        let corner = corners[0]
        #expect(abs(Double(corner.r) - 200 * Double(corner.a) / 255) <= 1)
        #expect(blurred.pixels.allSatisfy(isPremultiplied))
    }

    @Test("an opaque dot far from the edges keeps its mass (Σ alpha) within 0.5%", arguments: [1.0, 2.5, 4.0])
    func massIsConserved(sigma: Double) {
        // The kernel sums to 1, so only the final rounding loses mass: tail pixels below
        // half a level round to clear. An 8×8 dot keeps that loss small up to σ = 4
        // (measured 0.02%, 0.10%, 0.27%; a 4×4 dot at σ = 6 loses 1.6%).
        var image = Bitmap(width: 64, height: 64)
        for y in 28..<36 { for x in 28..<36 { image[x, y] = .opaque(255, 255, 255) } }
        let before = image.pixels.reduce(0) { $0 + Int($1 >> 24) }
        let after = image.gaussianBlurred(radius: sigma).pixels.reduce(0) { $0 + Int($1 >> 24) }
        let error = abs(Double(after - before)) / Double(before)
        report("blur mass σ=\(sigma): \(before) → \(after) (\(error * 100)%)")
        #expect(error <= 0.005, "mass \(before) → \(after)")
    }

    @Test("radius 0, negative or not finite, and an empty bitmap, come back unchanged")
    func degenerateInputs() {
        let image = Self.randomImage(width: 9, height: 7, seed: 5)
        for radius in [0.0, -3, .nan, .infinity, -.infinity] {
            #expect(image.gaussianBlurred(radius: radius) == image, "radius \(radius)")
        }
        for (w, h) in [(0, 0), (0, 5), (5, 0)] {
            let empty = Bitmap(width: w, height: h)
            #expect(empty.gaussianBlurred(radius: 4) == empty)
        }
    }

    @Test("tiny and huge radii stay finite and premultiplied")
    func extremeRadii() {
        let image = Self.randomImage(width: 19, height: 11, seed: 9)
        // σ far below a pixel: the kernel is a spike, so the image is unchanged.
        for radius in [1e-3, 1e-200, .leastNonzeroMagnitude] {
            #expect(image.gaussianBlurred(radius: radius) == image, "radius \(radius)")
        }
        // σ far above the image: the kernel is flat across it, so the result is a near-clear
        // uniform wash, the same at every pixel.
        let washed = image.gaussianBlurred(radius: 1e9)
        #expect(washed.pixels.allSatisfy(isPremultiplied))
        #expect(Set(washed.pixels).count == 1)
    }
}
