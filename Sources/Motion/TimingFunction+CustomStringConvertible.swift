extension TimingFunction: CustomStringConvertible {
    /// The control points as CA writes them, e.g. `TimingFunction(0.42, 0, 1, 1)`; leaves out
    /// the derived polynomial coefficients so test failures stay readable.
    public var description: String {
        func short(_ v: Double) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
        }
        return "TimingFunction(\(short(x1)), \(short(y1)), \(short(x2)), \(short(y2)))"
    }
}
