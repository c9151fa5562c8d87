import Raster

/// How far a lossy video's decoded alphas are from the frames written, for the tests of
/// transparent exports (the writer's and `render`'s).
public enum AlphaErrors {
    /// The largest difference in alpha between `decoded` and `original` frame by frame,
    /// the largest away from the alpha's edges (pixels whose 5×5 neighbourhood in
    /// `original` has one alpha: a lossy codec rings next to a step), and the mean.
    public static func measure(_ decoded: [Bitmap], _ original: [Bitmap]) -> (worst: Int, inside: Int, mean: Double) {
        var worst = 0, inside = 0, total = 0, count = 0
        for (a, b) in zip(decoded, original) {
            let (w, h) = (b.width, b.height)
            a.pixels.withUnsafeBufferPointer { p in
                b.pixels.withUnsafeBufferPointer { q in
                    for y in 0..<h {
                        for x in 0..<w {
                            let i = y * w + x, alpha = q[i] >> 24
                            let error = abs(Int(p[i] >> 24) - Int(alpha))
                            worst = max(worst, error)
                            total += error
                            count += 1
                            var flat = true
                            for v in max(0, y - 2)...min(h - 1, y + 2) {
                                for u in max(0, x - 2)...min(w - 1, x + 2) where q[v * w + u] >> 24 != alpha { flat = false }
                            }
                            if flat { inside = max(inside, error) }
                        }
                    }
                }
            }
        }
        return (worst, inside, count > 0 ? Double(total) / Double(count) : 0)
    }
}
