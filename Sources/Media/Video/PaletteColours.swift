import CFFmpeg
import Foundation

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
    /// The opaque entries in index order, each index<<24 | R<<16 | G<<8 | B.
    let opaque: [UInt32]

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
        var opaque: [UInt32] = []
        for (index, entry) in self.entries.enumerated() {
            if entry >> 24 >= 128 {
                opaque.append(UInt32(index) << 24 | entry & 0xFF_FFFF)
            } else if transparent == nil {
                transparent = UInt8(index)
            }
        }
        self.transparent = transparent
        // No opaque entry at all: every colour takes the first.
        self.opaque = opaque.isEmpty ? [0] : opaque
    }

    /// Those of `among` (packed as `opaque`, in index order) that can be nearest to some
    /// colour of the box `low…high` (in each channel): those whose least distance to the
    /// box is at most the least of their greatest distances to it, so every entry that may
    /// win or tie anywhere in it, in the same order. A box inside another has among the
    /// larger box's candidates all of its own.
    static func candidates(among: UnsafeBufferPointer<UInt32>, low: (Int32, Int32, Int32),
                           high: (Int32, Int32, Int32)) -> [UInt32] {
        @inline(__always) func channels(_ c: UInt32) -> (Int32, Int32, Int32) {
            (Int32(c >> 16 & 0xFF), Int32(c >> 8 & 0xFF), Int32(c & 0xFF))
        }
        @inline(__always) func near(_ v: Int32, _ lo: Int32, _ hi: Int32) -> Int32 {
            let d = v < lo ? lo - v : v > hi ? v - hi : 0
            return d * d
        }
        @inline(__always) func far(_ v: Int32, _ lo: Int32, _ hi: Int32) -> Int32 {
            let d = max(v - lo, hi - v)
            return d * d
        }
        var bound = Int32.max
        for c in among {
            let (r, g, b) = channels(c)
            bound = min(bound, far(r, low.0, high.0) + far(g, low.1, high.1) + far(b, low.2, high.2))
        }
        return among.filter { c in
            let (r, g, b) = channels(c)
            return near(r, low.0, high.0) + near(g, low.1, high.1) + near(b, low.2, high.2) <= bound
        }
    }

    /// Nearest entries, looked up by the colour's cell: the colour cube in 64 × 64 × 64
    /// cells of 4 levels a side, each with the few entries that can be nearest to one of
    /// its colours (`candidates`), found the first time a colour falls in it among those
    /// of the 8-level cell around it (themselves found among all the entries). The nearest
    /// is then the first of those at the least distance: exactly the palette's nearest.
    /// (The 8-level cells alone held about eight times the candidates, and searching
    /// them took most of the mapping's time.) One for each thread: it grows as it is read.
    final class Lookup {
        let palette: PaletteColours
        private let coarse: Cells, fine: Cells

        /// Throws when the cells' tables (2.3 MB) do not fit.
        init(_ palette: PaletteColours) throws(MediaError) {
            self.palette = palette
            coarse = try Cells(side: 8)
            fine = try Cells(side: 4)
        }

        /// The nearest opaque entry to (r, g, b), each 0…255.
        @inline(__always)
        func nearest(r: Int32, g: Int32, b: Int32) -> UInt8 {
            let cell = fine.cell(r, g, b)
            let list = fine.list(cell)
            if list != 0 { return Self.nearest(r, g, b, among: fine.entries(list)) }
            return slowly(r, g, b, cell: cell)
        }

        /// The first of `among` at the least distance from (r, g, b).
        @inline(__always)
        private static func nearest(_ r: Int32, _ g: Int32, _ b: Int32, among: UnsafeBufferPointer<UInt32>) -> UInt8 {
            var best = Int32.max, index: UInt32 = 0
            for c in among {
                let dr = Int32(c >> 16 & 0xFF) &- r, dg = Int32(c >> 8 & 0xFF) &- g, db = Int32(c & 0xFF) &- b
                let distance = dr &* dr &+ dg &* dg &+ db &* db
                if distance < best { (best, index) = (distance, c >> 24) }
            }
            return UInt8(truncatingIfNeeded: index)
        }

        /// The first colour in its fine cell: the cell's candidates are found (and its
        /// coarse cell's, the first time). When there is no room to keep them, the nearest
        /// is found among the coarse cell's, or all the entries, all the same.
        private func slowly(_ r: Int32, _ g: Int32, _ b: Int32, cell: Int) -> UInt8 {
            palette.opaque.withUnsafeBufferPointer { all in
                let parent = coarse.cell(r, g, b)
                guard coarse.list(parent) != 0 || coarse.fill(parent, among: all) else {
                    return Self.nearest(r, g, b, among: all)
                }
                let around = coarse.entries(coarse.list(parent))
                guard fine.fill(cell, among: around) else { return Self.nearest(r, g, b, among: around) }
                return Self.nearest(r, g, b, among: fine.entries(fine.list(cell)))
            }
        }
    }

    /// The colour cube in cells `side` levels a side, and each cell's candidates once found.
    private final class Cells {
        private let shift: Int32, bits: Int
        /// A cell's list: 0 before it is found, else start<<16 | count + 1 in `found`.
        private let lists: UnsafeMutablePointer<UInt64>
        private var found: UnsafeMutablePointer<UInt32>
        private var used = 0, capacity = 4096

        /// Throws when its tables do not fit (they are allocated by `calloc`, which says
        /// so, where Swift's allocation ends the program).
        init(side: Int32) throws(MediaError) {
            shift = Int32(side.trailingZeroBitCount)
            bits = 8 - Int(shift)
            let count = 1 << (3 * bits)
            guard let lists = calloc(count, 8) else {
                throw .outOfMemory(what: "the GIF's palette lookup", bytes: 8 * count)
            }
            guard let found = malloc(4 * capacity) else {
                free(lists)
                throw .outOfMemory(what: "the GIF's palette lookup", bytes: 4 * capacity)
            }
            self.lists = lists.assumingMemoryBound(to: UInt64.self)
            self.found = found.assumingMemoryBound(to: UInt32.self)
        }

        deinit {
            free(lists)
            free(found)
        }

        @inline(__always) func cell(_ r: Int32, _ g: Int32, _ b: Int32) -> Int {
            Int(r >> shift) << (2 * bits) | Int(g >> shift) << bits | Int(b >> shift)
        }

        @inline(__always) func list(_ cell: Int) -> UInt64 { lists[cell] }

        /// The entries of a list `list(cell)` returned (valid until the next `fill`).
        @inline(__always) func entries(_ list: UInt64) -> UnsafeBufferPointer<UInt32> {
            UnsafeBufferPointer(start: found + Int(list >> 16), count: Int(list & 0xFFFF) - 1)
        }

        /// Finds `cell`'s candidates among `among` and keeps them; false when there is no
        /// room to keep them.
        func fill(_ cell: Int, among: UnsafeBufferPointer<UInt32>) -> Bool {
            let mask = (1 << bits) - 1
            let low = (Int32(cell >> (2 * bits)) << shift, Int32(cell >> bits & mask) << shift, Int32(cell & mask) << shift)
            let top = (Int32(1) << shift) - 1
            let list = PaletteColours.candidates(among: among, low: low, high: (low.0 + top, low.1 + top, low.2 + top))
            if used + list.count > capacity {
                let larger = max(2 * capacity, used + list.count)
                guard let moved = realloc(found, 4 * larger) else { return false }
                (found, capacity) = (moved.assumingMemoryBound(to: UInt32.self), larger)
            }
            list.withUnsafeBufferPointer { (found + used).update(from: $0.baseAddress!, count: list.count) }
            lists[cell] = UInt64(used) << 16 | UInt64(list.count + 1)
            used += list.count
            return true
        }
    }
}
