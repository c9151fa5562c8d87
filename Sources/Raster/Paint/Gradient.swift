/// A linear gradient in Core Animation's terms (`CAGradientLayer`): colour stops at
/// locations in [0, 1] along the line from `start` to `end`, both in the layer's unit
/// coordinate space ((0, 0) top-left, (1, 1) bottom-right). Beyond the ends the end
/// colours extend. Colours are interpolated premultiplied, as Core Animation does.
public struct LinearGradient: Sendable, Hashable {
    /// Colour stops as (location in [0, 1], colour), sorted by location.
    public var stops: [Stop]
    /// Start and end points in unit layer coordinates; default top-centre to bottom-centre.
    public var start: SIMD2<Double>, end: SIMD2<Double>

    public struct Stop: Sendable, Hashable {
        public var location: Double
        public var color: Color
        public init(_ location: Double, _ color: Color) { self.location = location; self.color = color }
    }

    /// Evenly spaced stops (like `CAGradientLayer` with `locations = nil`).
    public init(colors: [Color], start: SIMD2<Double> = [0.5, 0], end: SIMD2<Double> = [0.5, 1]) {
        precondition(!colors.isEmpty, "a gradient needs at least one colour")
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(n == 1 ? 0 : Double(i) / Double(n - 1), c) }
        self.start = start
        self.end = end
    }

    public init(stops: [Stop], start: SIMD2<Double> = [0.5, 0], end: SIMD2<Double> = [0.5, 1]) {
        precondition(!stops.isEmpty, "a gradient needs at least one stop")
        self.stops = stops.sorted { $0.location < $1.location }
        self.start = start
        self.end = end
    }

    /// One flat colour everywhere.
    public static func constant(_ color: Color) -> LinearGradient { LinearGradient(colors: [color]) }

    /// The premultiplied colour at parameter t (0 at `start`, 1 at `end`), as r, g, b, a in [0, 1].
    public func premultipliedColor(at t: Double) -> SIMD4<Double> {
        func pm(_ c: Color) -> SIMD4<Double> {
            let a = Swift.min(Swift.max(c.a, 0), 1)
            return SIMD4(c.r * a, c.g * a, c.b * a, a)
        }
        guard let first = stops.first, let last = stops.last else { return .zero }
        if !(t > first.location) { return pm(first.color) }
        if t >= last.location { return pm(last.color) }
        for i in 1..<stops.count where t <= stops[i].location {
            let a = stops[i - 1], b = stops[i]
            let span = b.location - a.location
            let f = span > 0 ? (t - a.location) / span : 1
            return pm(a.color) + (pm(b.color) - pm(a.color)) * f
        }
        return pm(last.color)
    }
}
