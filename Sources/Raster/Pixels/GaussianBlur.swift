import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Bitmap {
    /// This bitmap blurred like Core Image's `CIGaussianBlur` with `inputRadius = radius`,
    /// then cropped to the bitmap's own extent (what Popping's `UIImage+Blur` does).
    ///
    /// `radius` is in pixels and is used as the Gaussian's standard deviation σ. Apple
    /// documents `inputRadius` only as "the radius of the blur, in pixels", and σ is the
    /// usual reading of it. The kernel is sampled at whole pixels, truncated at ±⌈3σ⌉ taps
    /// and normalised over all its taps. As in Core Image, everything outside the bitmap
    /// is clear (premultiplied 0, 0, 0, 0), so pixels near the edges become partly
    /// transparent: an opaque corner keeps about 1/4 of its alpha, an edge middle 1/2.
    ///
    /// The blur is separable (a horizontal pass, then a vertical one) on premultiplied
    /// channels in `Float`, rounded to 8 bits once at the end, so `r, g, b <= a` holds.
    /// A radius that is zero, negative or not finite returns the bitmap unchanged.
    public func gaussianBlurred(radius: Double) -> Bitmap {
        guard radius.isFinite, radius > 0, width > 0, height > 0 else { return self }
        let kernel = GaussianKernel(sigma: radius, longestSide: Swift.max(width, height))
        // Two bands of rows when there are enough rows to pay for the thread hop; each
        // band has its own scratch row (padded, see `horizontal`), and the passes are
        // separated by the join.
        let bands = height >= 64 ? 2 : 1
        let plane = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: width * height)
        let scratch = UnsafeMutablePointer<SIMD4<Float>>.allocate(capacity: (width + 2 * kernel.reach) * bands)
        defer {
            plane.deallocate()
            scratch.deallocate()
        }
        var result = Bitmap(width: width, height: height)
        kernel.weights.withUnsafeBufferPointer { weights in
            pixels.withUnsafeBufferPointer { source in
                result.pixels.withUnsafeMutableBufferPointer { target in
                    let blur = SeparableBlur(source: source.baseAddress!, target: target.baseAddress!,
                                             plane: plane, scratch: scratch,
                                             centre: weights.baseAddress! + kernel.reach,
                                             reach: kernel.reach, width: width, height: height)
                    let height = self.height
                    if bands == 1 {
                        blur.horizontal(rows: 0..<height, band: 0)
                        blur.vertical(rows: 0..<height, band: 0)
                    } else {
                        DispatchQueue.concurrentPerform(iterations: bands) { band in
                            blur.horizontal(rows: (height * band / bands)..<(height * (band + 1) / bands), band: band)
                        }
                        DispatchQueue.concurrentPerform(iterations: bands) { band in
                            blur.vertical(rows: (height * band / bands)..<(height * (band + 1) / bands), band: band)
                        }
                    }
                }
            }
        }
        return result
    }
}

/// The sampled, truncated, normalised 1-D Gaussian: weights for taps -reach...reach.
struct GaussianKernel {
    /// Taps kept on each side: ⌈3σ⌉, but no more than can reach across the bitmap.
    let reach: Int
    /// `2 * reach + 1` weights, centre at index `reach`, scaled so the full ±⌈3σ⌉ kernel
    /// sums to 1 (taps past the bitmap only ever meet clear pixels, so they are not stored).
    let weights: [Float]

    init(sigma: Double, longestSide: Int) {
        let full = (3 * sigma).rounded(.up)
        reach = full < Double(longestSide) ? Int(full) : Swift.max(0, longestSide - 1)
        let scale = -1 / (2 * sigma * sigma)
        // The centre is 1 outright: for σ so small that σ² underflows, 0 · -∞ would be NaN.
        func weight(_ k: Int) -> Double { k == 0 ? 1 : exp(Double(k * k) * scale) }
        // Normaliser Σ over |k| ≤ ⌈3σ⌉. Past a million taps, use the integral instead:
        // σ√(2π)·erf(3/√2), which the sum matches to about 1/σ relative there.
        var total: Double
        if full <= 1_000_000 {
            total = 1
            for k in 1...Swift.max(1, Int(full)) { total += 2 * weight(k) }
        } else {
            total = sigma * (2 * Double.pi).squareRoot() * erf(3 / 2.0.squareRoot())
        }
        weights = (-reach...reach).map { Float(weight($0) / total) }
    }
}

/// One blur over raw buffers, shared by the bands: each band touches only its own rows of
/// `plane` and `target` and its own scratch row, so bands never write the same memory.
private struct SeparableBlur: @unchecked Sendable {
    let source: UnsafePointer<UInt32>
    let target: UnsafeMutablePointer<UInt32>
    /// The horizontal pass's output, `width * height` premultiplied channels in 0...255.
    let plane: UnsafeMutablePointer<SIMD4<Float>>
    /// One row of `width + 2 * reach` per band.
    let scratch: UnsafeMutablePointer<SIMD4<Float>>
    /// Points at the centre weight, so `centre[k]` is the weight of tap k.
    let centre: UnsafePointer<Float>
    let reach: Int, width: Int, height: Int

    /// plane[y][x] = Σ_k w[k]·source[y][x + k], with the source row copied between `reach`
    /// clear pixels on each side: that is Core Image's clear outside, and it leaves the tap
    /// loop without bounds.
    func horizontal(rows: Range<Int>, band: Int) {
        let padded = scratch + band * (width + 2 * reach)
        padded.update(repeating: .zero, count: reach)
        (padded + reach + width).update(repeating: .zero, count: reach)
        let row = padded + reach
        for y in rows {
            let pixels = source + y * width
            // Scalar conversions: the generic SIMD ones are not specialised and cost more
            // than all the taps at small radii.
            for x in 0..<width {
                let p = pixels[x]
                row[x] = SIMD4(Float(p & 0xFF), Float(p >> 8 & 0xFF), Float(p >> 16 & 0xFF), Float(p >> 24))
            }
            accumulate(into: plane + y * width, taps: -reach...reach, first: row, step: 1)
        }
    }

    /// target[y][x] = round(Σ_k w[k]·plane[y + k][x]) over the rows inside the bitmap
    /// (outside is clear, so the rest add nothing); then clamped and kept premultiplied.
    func vertical(rows: Range<Int>, band: Int) {
        let sum = scratch + band * (width + 2 * reach)
        for y in rows {
            let low = Swift.max(-reach, -y), high = Swift.min(reach, height - 1 - y)
            accumulate(into: sum, taps: low...high, first: plane + y * width, step: width)
            let out = target + y * width
            for x in 0..<width {
                let v = sum[x]
                let a = Self.level(v.w)
                // Rounding each channel alone can lift a colour a level above alpha.
                out[x] = a << 24 | Swift.min(Self.level(v.z), a) << 16
                    | Swift.min(Self.level(v.y), a) << 8 | Swift.min(Self.level(v.x), a)
            }
        }
    }

    /// sum[x] = Σ_{k in taps} w[k]·line_k[x] for x in 0..<width, where line_k starts at
    /// `first + k * step`. Whole lines at a time, so every multiply-add is independent
    /// (one dependent chain per pixel measured twice as slow), and four taps per sweep, so
    /// the running sums are loaded and stored a quarter as often.
    @inline(__always)
    private func accumulate(into sum: UnsafeMutablePointer<SIMD4<Float>>, taps: ClosedRange<Int>,
                            first: UnsafePointer<SIMD4<Float>>, step: Int) {
        sum.update(repeating: .zero, count: width)
        var k = taps.lowerBound
        while k + 3 <= taps.upperBound {
            let w0 = centre[k], w1 = centre[k + 1], w2 = centre[k + 2], w3 = centre[k + 3]
            let l0 = first + k * step, l1 = l0 + step, l2 = l1 + step, l3 = l2 + step
            for x in 0..<width {
                sum[x] += (w0 * l0[x] + w1 * l1[x]) + (w2 * l2[x] + w3 * l3[x])
            }
            k += 4
        }
        while k <= taps.upperBound {
            let w = centre[k], line = first + k * step
            for x in 0..<width { sum[x] += w * line[x] }
            k += 1
        }
    }

    /// A channel value rounded to the nearest 8-bit level (halves up), clamped to 0...255.
    @inline(__always)
    static func level(_ value: Float) -> UInt32 {
        UInt32(Swift.min(Swift.max(value + 0.5, 0), 255))
    }
}
