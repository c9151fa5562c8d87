/// Which loops fill a span: the SIMD loops, 8 pixels at a time (what the renderer
/// draws with), or their scalar references, one pixel at a time. The two give the same
/// bits; the references exist so tests can show that on random cases.
enum SpanLoops: Sendable {
    case simd, reference

    /// The loops a renderer draws with: SIMD in optimized builds. Unoptimized (debug)
    /// builds draw with the scalar references: there Swift's SIMD operations are generic
    /// calls per lane, some 20 times slower than the scalar loops (a 960×600 frame of pop
    /// took 95 ms instead of 6), which made debug runs and the window tests crawl. Tests
    /// that compare the two name them explicitly.
    static var standard: SpanLoops {
        #if DEBUG
        .reference
        #else
        .simd
        #endif
    }
}
