/// Colour arithmetic for procedural art in straight RGB, [0, 1] a channel.
extension SIMD3 where Scalar == Double {
    /// A colour from 0xRRGGBB.
    public static func hex(_ value: UInt32) -> SIMD3<Double> {
        SIMD3(Double((value >> 16) & 0xFF), Double((value >> 8) & 0xFF), Double(value & 0xFF)) / 255
    }

    /// Linear mix toward `other` by t in [0, 1].
    public func mix(_ other: SIMD3<Double>, _ t: Double) -> SIMD3<Double> { self + (other - self) * t }
}

/// Hermite smoothstep of x between edges a and b, in [0, 1].
public func smoothstep(_ a: Double, _ b: Double, _ x: Double) -> Double {
    let t = Swift.min(Swift.max((x - a) / (b - a), 0), 1)
    return t * t * (3 - 2 * t)
}
