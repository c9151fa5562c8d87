/// Which loops fill a span: the SIMD loops, 8 pixels at a time (what the renderer
/// draws with), or their scalar references, one pixel at a time. The two give the same
/// bits; the references exist so tests can show that on random cases.
enum SpanLoops: Sendable {
    case simd, reference
}
