import CFFmpeg

/// A GIF's palette (palettegen's 256 entries) and the exact nearest entry of any colour.
///
/// The nearest entry is the opaque one at the least squared RGB distance, the first of
/// equals (the entry for transparency never stands for a colour), found among the few
/// entries that can be nearest in the colour's cell of the colour cube (`Lookup`).
struct PaletteColours: Sendable {
    /// The 256 entries as FFmpeg's palettes hold them: A<<24 | R<<16 | G<<8 | B.
    let entries: [UInt32]
    /// The entry a pixel under half alpha becomes, when the palette has one.
    let transparent: UInt8?
    /// The opaque entries' channels and indices, in index order, for the search.
    private let reds: [Int32], greens: [Int32], blues: [Int32], indices: [UInt8]

    /// The palette in palettegen's frame (16 × 16, 4 bytes a pixel as above).
    init(frame: UnsafeMutablePointer<AVFrame>) {
        let stride = Int(frame.pointee.linesize.0)
        var entries: [UInt32] = []
        for y in 0..<Int(frame.pointee.height) {
            let row = UnsafeRawPointer(frame.pointee.data.0! + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(frame.pointee.width) { entries.append(row[x]) }
        }
        self.init(entries: entries)
    }

    /// A palette of up to 256 `entries` (A<<24 | R<<16 | G<<8 | B); an entry under half
    /// alpha is the transparent one.
    init(entries: [UInt32]) {
        self.entries = Array((entries + [UInt32](repeating: 0xFF00_0000, count: 256)).prefix(256))
        var transparent: UInt8?
        var (reds, greens, blues, indices) = ([Int32](), [Int32](), [Int32](), [UInt8]())
        for (index, entry) in self.entries.enumerated() {
            guard entry >> 24 >= 128 else {
                if transparent == nil { transparent = UInt8(index) }
                continue
            }
            reds.append(Int32(entry >> 16 & 0xFF))
            greens.append(Int32(entry >> 8 & 0xFF))
            blues.append(Int32(entry & 0xFF))
            indices.append(UInt8(index))
        }
        if indices.isEmpty {
            // No opaque entry at all: every colour takes the first.
            (reds, greens, blues, indices) = ([0], [0], [0], [0])
        }
        self.transparent = transparent
        (self.reds, self.greens, self.blues, self.indices) = (reds, greens, blues, indices)
    }

    /// The opaque entries that can be nearest to some colour of the box `low…high` (in
    /// each channel): those whose least distance to the box is at most the least of the
    /// entries' greatest distances to it, so every entry that may win or tie anywhere in
    /// it; in index order, packed as index<<24 | R<<16 | G<<8 | B.
    func candidates(low: (Int32, Int32, Int32), high: (Int32, Int32, Int32)) -> [UInt32] {
        func nearestSquare(_ v: Int32, _ lo: Int32, _ hi: Int32) -> Int32 {
            let d = v < lo ? lo - v : v > hi ? v - hi : 0
            return d * d
        }
        func farthestSquare(_ v: Int32, _ lo: Int32, _ hi: Int32) -> Int32 {
            let d = max(abs(v - lo), abs(v - hi))
            return d * d
        }
        var bound = Int32.max
        for i in indices.indices {
            let far = farthestSquare(reds[i], low.0, high.0) + farthestSquare(greens[i], low.1, high.1)
                + farthestSquare(blues[i], low.2, high.2)
            bound = min(bound, far)
        }
        var found: [UInt32] = []
        for i in indices.indices {
            let near = nearestSquare(reds[i], low.0, high.0) + nearestSquare(greens[i], low.1, high.1)
                + nearestSquare(blues[i], low.2, high.2)
            guard near <= bound else { continue }
            found.append(UInt32(indices[i]) << 24 | UInt32(reds[i]) << 16 | UInt32(greens[i]) << 8 | UInt32(blues[i]))
        }
        return found
    }

    /// Nearest entries, looked up by the colour's cell: the colour cube in 64 × 64 × 64
    /// cells of 4 levels a side, each with the few entries that can be nearest to one of
    /// its colours (`candidates`), found the first time a colour falls in it. The nearest
    /// is then the first of those at the least distance: exactly the palette's nearest.
    /// (Cells of 8 levels held about eight times the candidates, and the search through
    /// them took most of the mapping's time.) One for each thread: it grows as it is read.
    final class Lookup {
        let palette: PaletteColours
        /// A cell's candidates: 0 before they are found, else start<<16 | count + 1 in
        /// `found`.
        private let cells: UnsafeMutablePointer<UInt64>
        private var found: UnsafeMutablePointer<UInt32>
        private var used = 0, capacity = 4096

        init(_ palette: PaletteColours) {
            self.palette = palette
            cells = .allocate(capacity: 1 << 18)
            cells.initialize(repeating: 0, count: 1 << 18)
            found = .allocate(capacity: capacity)
        }

        deinit {
            cells.deallocate()
            found.deallocate()
        }

        /// The nearest opaque entry to (r, g, b), each 0…255.
        @inline(__always)
        func nearest(r: Int32, g: Int32, b: Int32) -> UInt8 {
            let cell = Int(r >> 2) << 12 | Int(g >> 2) << 6 | Int(b >> 2)
            var known = cells[cell]
            if known == 0 { known = fill(cell) }
            let start = Int(known >> 16), count = Int(known & 0xFFFF) - 1
            var best = Int32.max, index: UInt32 = 0
            for k in start..<start &+ count {
                let c = found[k]
                let dr = Int32(c >> 16 & 0xFF) &- r, dg = Int32(c >> 8 & 0xFF) &- g, db = Int32(c & 0xFF) &- b
                let distance = dr &* dr &+ dg &* dg &+ db &* db
                if distance < best { (best, index) = (distance, c >> 24) }
            }
            return UInt8(truncatingIfNeeded: index)
        }

        /// Finds `cell`'s candidates and keeps them.
        private func fill(_ cell: Int) -> UInt64 {
            let low = (Int32(cell >> 12) << 2, Int32(cell >> 6 & 63) << 2, Int32(cell & 63) << 2)
            let list = palette.candidates(low: low, high: (low.0 + 3, low.1 + 3, low.2 + 3))
            if used + list.count > capacity {
                let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: max(2 * capacity, used + list.count))
                larger.update(from: found, count: used)
                found.deallocate()
                found = larger
                capacity = max(2 * capacity, used + list.count)
            }
            list.withUnsafeBufferPointer { (found + used).update(from: $0.baseAddress!, count: list.count) }
            let known = UInt64(used) << 16 | UInt64(list.count + 1)
            used += list.count
            cells[cell] = known
            return known
        }
    }
}
