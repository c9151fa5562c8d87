import Raster

/// Area (box) filter downscaling: each output pixel is the average of the source area it
/// covers, partial source pixels weighted by the fraction covered. Averaging happens on
/// premultiplied values, so transparent pixels do not darken their neighbours.
///
/// Separable: each source row is filtered horizontally once (the one row shared by two
/// output rows is kept), then output rows accumulate their source rows with vertical
/// weights. Source rows are asked for one at a time, in order, each once; memory is two
/// rows of floats beyond the output, so a 12000×9000 photo never exists as a full-size
/// premultiplied (or even RGBA) copy.
enum BoxDownscale {
    /// Per output index along one axis: the first source index it covers, how many,
    /// and where its weights start in `weights`. Weights of one output sum to 1.
    struct Weights {
        var first: [Int] = [], count: [Int] = [], start: [Int] = []
        var weights: [Float] = []

        /// Weights mapping `source` pixels onto `destination` (1 <= destination <= source).
        init(source: Int, destination: Int) {
            let scale = Double(source) / Double(destination)
            for i in 0..<destination {
                let lo = Double(i) * scale, hi = Double(i + 1) * scale
                let first = Int(lo.rounded(.down))
                let last = min(source - 1, Int(hi.rounded(.up)) - 1)
                self.first.append(first)
                self.count.append(last - first + 1)
                self.start.append(weights.count)
                for s in first...last {
                    let covered = min(hi, Double(s + 1)) - max(lo, Double(s))
                    weights.append(Float(max(0, covered) / scale))
                }
            }
        }
    }

    /// The size that fits `width × height` inside `limit × limit`, keeping the aspect
    /// ratio: the longer side becomes `limit`, the other is rounded and at least 1.
    static func fittedSize(width: Int, height: Int, limit: Int) -> (width: Int, height: Int) {
        let longest = max(width, height)
        guard longest > limit else { return (width, height) }
        let scale = Double(limit) / Double(longest)
        func side(_ n: Int) -> Int {
            n == longest ? limit : min(limit, max(1, Int((Double(n) * scale).rounded())))
        }
        return (side(width), side(height))
    }

    /// Premultiplies and box-filters straight RGBA8 rows down to `width × height`
    /// (each no larger than the source's, both >= 1).
    static func downscaled(_ rows: StraightRows, toWidth width: Int, height: Int) -> Bitmap {
        downscaled(sourceWidth: rows.width, sourceHeight: rows.height,
                   toWidth: width, height: height) { rows.base + $0 * rows.pitch }
    }

    /// Premultiplies and box-filters a `sourceWidth × sourceHeight` image of straight RGBA8
    /// down to `width × height`; `row(y)` returns source row y (asked in increasing order,
    /// each once; the pointer need only stay valid until the next call).
    static func downscaled(sourceWidth: Int, sourceHeight: Int, toWidth width: Int, height: Int,
                           row: (Int) -> UnsafePointer<UInt8>) -> Bitmap {
        precondition(width >= 1 && height >= 1 && width <= sourceWidth && height <= sourceHeight)
        let across = Weights(source: sourceWidth, destination: width)
        let down = Weights(source: sourceHeight, destination: height)
        var out = Bitmap(width: width, height: height)
        // One horizontally filtered source row and the output row being summed, four
        // channels each: r·a, g·a, b·a, a·255 (all 255 times the premultiplied value).
        var filtered = [Float](repeating: 0, count: width * 4)
        var sum = [Float](repeating: 0, count: width * 4)
        var filteredRow = -1
        out.pixels.withUnsafeMutableBufferPointer { out in
            filtered.withUnsafeMutableBufferPointer { filtered in
                sum.withUnsafeMutableBufferPointer { sum in
                    for y in 0..<height {
                        sum.update(repeating: 0)
                        let first = down.first[y], start = down.start[y]
                        for k in 0..<down.count[y] {
                            let sy = first + k
                            if sy != filteredRow {
                                filterRow(row(sy), across, into: filtered)
                                filteredRow = sy
                            }
                            let w = down.weights[start + k]
                            for i in 0..<(width * 4) { sum[i] += w * filtered[i] }
                        }
                        store(sum, into: out.baseAddress! + y * width, count: width)
                    }
                }
            }
        }
        return out
    }

    /// Horizontal pass over one source row of straight RGBA8 bytes.
    private static func filterRow(_ row: UnsafePointer<UInt8>, _ across: Weights,
                                  into filtered: UnsafeMutableBufferPointer<Float>) {
        across.first.withUnsafeBufferPointer { firsts in
        across.count.withUnsafeBufferPointer { counts in
        across.start.withUnsafeBufferPointer { starts in
        across.weights.withUnsafeBufferPointer { weights in
            for x in 0..<firsts.count {
                var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                let source = row + 4 * firsts[x], weight = weights.baseAddress! + starts[x]
                for k in 0..<counts[x] {
                    let p = source + 4 * k
                    let wa = weight[k] * Float(p[3])
                    r += wa * Float(p[0]); g += wa * Float(p[1]); b += wa * Float(p[2])
                    a += wa * 255
                }
                filtered[4 * x] = r; filtered[4 * x + 1] = g
                filtered[4 * x + 2] = b; filtered[4 * x + 3] = a
            }
        }
        }
        }
        }
    }

    /// Rounds one summed row to premultiplied pixels (colour never above alpha).
    private static func store(_ sum: UnsafeMutableBufferPointer<Float>,
                              into out: UnsafeMutablePointer<UInt32>, count: Int) {
        func channel(_ v: Float) -> UInt32 { UInt32(min(255, max(0, v / 255 + 0.5))) }
        for x in 0..<count {
            let a = channel(sum[4 * x + 3])
            let r = min(a, channel(sum[4 * x])), g = min(a, channel(sum[4 * x + 1]))
            let b = min(a, channel(sum[4 * x + 2]))
            out[x] = a << 24 | b << 16 | g << 8 | r
        }
    }
}
