import CFFmpeg
import Dispatch
import Foundation
import Raster

/// A GIF's frames mapped to its palette in horizontal bands, all bands of a frame at once,
/// each on a thread of its own.
///
/// Each pixel becomes the palette's nearest entry (`PaletteColours`), its error spread
/// as FFmpeg's paletteuse does with `dither=sierra2_4a` (half to the right, a quarter
/// below and below-left), and, as its `diff_mode=rectangle`, only the rectangle of a band
/// that changed since the frame before is mapped again: the rest keeps the indices it
/// had, so a still part of the film stays still in the GIF (and costs the encoder
/// nothing). A paletteuse of FFmpeg's for each band did this before, at about 50 ns a
/// pixel, most of it scanning its colour cache's lists: the board's 750×1334 GIF took
/// 11.0 s of CPU, 7.0 s with this. The band count is fixed by the frame's height, never by the cores, so the
/// GIF is the same on every machine; error diffusion starts afresh at each band's first
/// row, which does not show.
final class PaletteBands: @unchecked Sendable {
    /// Bands for a frame `height` rows high: 2, each at least 64 rows.
    static func count(height: Int) -> Int { max(1, min(2, height / 64)) }

    private let width: Int, height: Int
    private let palette: PaletteColours
    private let bands: [Band]
    /// One thread of its own for each band but the first (which runs on the caller's):
    /// the same threads for the whole film, so their memory stays where it was.
    private let workers: [BandWorker]
    /// The last frame mapped, one palette index a pixel: each band writes its own rows.
    private let indices: UnsafeMutablePointer<UInt8>
    /// The frame handed to the encoder (PAL8, the palette in plane 1).
    private var whole: UnsafeMutablePointer<AVFrame>?

    /// Bands of a `width` × `height` film mapped to `palette`; with `alpha` a pixel under
    /// half alpha is the palette's transparent entry (`VideoWriter.alphaThreshold`), else
    /// every pixel is opaque (its premultiplied colour over black).
    init(width: Int, height: Int, palette: PaletteColours, alpha: Bool = false) throws(MediaError) {
        self.width = width
        self.height = height
        self.palette = palette
        // Allocated by `calloc`, which says when there is no room (Swift's own allocation
        // ends the program); so is each band's memory.
        guard let indices = calloc(width * height, 1) else {
            throw .outOfMemory(what: "the GIF's frame of palette indices", bytes: width * height)
        }
        self.indices = indices.assumingMemoryBound(to: UInt8.self)
        let count = Self.count(height: height)
        var bands: [Band] = []
        var workers: [BandWorker] = []
        do throws(MediaError) {
            for index in 0..<count {
                let rows = (height * index / count)..<(height * (index + 1) / count)
                bands.append(try Band(rows: rows, width: width, palette: palette, alpha: alpha, indices: self.indices))
            }
            for band in bands.dropFirst() { workers.append(try BandWorker(band)) }
        } catch {
            for worker in workers { worker.stop() }
            free(indices)
            throw error
        }
        self.bands = bands
        self.workers = workers
        guard let whole = av_frame_alloc() else {
            for worker in workers { worker.stop() }
            free(indices)
            throw .library(name: "FFmpeg", detail: "out of memory")
        }
        self.whole = whole
        whole.pointee.width = Int32(width)
        whole.pointee.height = Int32(height)
        whole.pointee.format = AV_PIX_FMT_PAL8.rawValue
        guard av_frame_get_buffer(whole, 0) >= 0 else {
            for worker in workers { worker.stop() }
            av_frame_free(&self.whole)
            free(indices)
            throw .library(name: "FFmpeg", detail: "allocating a frame")
        }
    }

    deinit {
        for worker in workers { worker.stop() }
        av_frame_free(&whole)
        free(indices)
    }

    /// Maps `bitmap` (the film's size), shown at `pts`, and hands the frame to `send`
    /// (valid during the call only).
    func map(_ bitmap: Bitmap, pts: Int64,
             send: (UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Void) throws(MediaError) {
        for worker in workers { worker.start(bitmap) }
        bands[0].map(bitmap)
        for worker in workers { worker.wait() }
        guard let whole, av_frame_make_writable(whole) >= 0 else {
            throw .library(name: "FFmpeg", detail: "reusing a frame")
        }
        let stride = Int(whole.pointee.linesize.0)
        for y in 0..<height { memcpy(whole.pointee.data.0! + y * stride, indices + y * width, width) }
        palette.entries.withUnsafeBytes { _ = memcpy(whole.pointee.data.1!, $0.baseAddress!, 256 * 4) }
        whole.pointee.pts = pts
        try send(whole)
    }

    /// A thread that maps one band of each frame it is given.
    private final class BandWorker: @unchecked Sendable {
        private let band: Band
        private let go = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        /// The frame to map, set before `go` is signalled, let go of once mapped: a frame
        /// held here shares its pixels with the renderer's bitmap, and the next frame's
        /// drawing would copy them (an allocation that trapped under `ulimit -v`).
        private var job: Bitmap?
        /// Set before `go` is signalled to end the thread.
        private var stopping = false

        /// Starts the band's thread; throws when the system cannot make one (under an
        /// address space limit, its stack may not fit): Foundation's `Thread` failed
        /// silently there, and the first frame then waited for it forever.
        init(_ band: Band) throws(MediaError) {
            self.band = band
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            var thread = pthread_t()
            // The thread holds the worker until `stop` ends its loop.
            let context = Unmanaged.passRetained(self).toOpaque()
            let code = pthread_create(&thread, &attributes, { raw in
                let worker = Unmanaged<BandWorker>.fromOpaque(raw!).takeRetainedValue()
                worker.run()
                return nil
            }, context)
            guard code == 0 else {
                Unmanaged<BandWorker>.fromOpaque(context).release()
                var stack = 0
                pthread_attr_getstacksize(&attributes, &stack)
                throw .outOfMemory(what: "a thread for the GIF's palette mapping (its stack)", bytes: stack)
            }
        }

        /// The thread's loop: maps each frame it is given until `stop`.
        private func run() {
            while true {
                go.wait()
                guard !stopping, let work = job else { break }
                job = nil
                // The frame is let go of before `done`: the caller draws the next one then.
                withExtendedLifetime(work) { band.map(work) }
                done.signal()
            }
        }

        /// Maps `bitmap`'s band on the thread; `wait()` returns when it is done.
        func start(_ bitmap: Bitmap) {
            job = bitmap
            go.signal()
        }

        func wait() { done.wait() }

        /// Ends the thread (it lets go of the band).
        func stop() {
            stopping = true
            go.signal()
        }
    }

    /// One band: its rows, what they held in the frame before, and its own lookup of
    /// nearest colours and error rows.
    private final class Band {
        let rows: Range<Int>
        private let width: Int
        /// True when the frames' transparency is kept.
        private let alpha: Bool
        private let lookup: PaletteColours.Lookup
        /// Where the band writes its indices: the whole frame's, row 0 first.
        private let indices: UnsafeMutablePointer<UInt8>
        /// The band's pixels in the frame mapped last (`mappedAny` once there is one).
        private let previous: UnsafeMutablePointer<UInt32>
        private var mappedAny = false
        /// The error spread to the row being mapped and to the next, one channel after
        /// another, each `width + 2` long (pixel x at x + 1, so its neighbours never
        /// fall outside).
        private let errors: UnsafeMutablePointer<Int32>

        init(rows: Range<Int>, width: Int, palette: PaletteColours, alpha: Bool,
             indices: UnsafeMutablePointer<UInt8>) throws(MediaError) {
            self.rows = rows
            self.width = width
            self.alpha = alpha
            self.indices = indices
            lookup = try PaletteColours.Lookup(palette)
            let (kept, spread) = (4 * rows.count * width, 4 * 6 * (width + 2))
            guard let previous = malloc(kept) else { throw .outOfMemory(what: "the GIF's last frame", bytes: kept) }
            guard let errors = calloc(6 * (width + 2), 4) else {
                free(previous)
                throw .outOfMemory(what: "the GIF's error diffusion", bytes: spread)
            }
            self.previous = previous.assumingMemoryBound(to: UInt32.self)
            self.errors = errors.assumingMemoryBound(to: Int32.self)
        }

        deinit {
            free(previous)
            free(errors)
        }

        /// Maps the part of this band's rows of `bitmap` that changed since the last frame.
        func map(_ bitmap: Bitmap) {
            let width = self.width
            bitmap.pixels.withUnsafeBufferPointer { pixels in
                let source = pixels.baseAddress!
                var (top, bottom, left, right) = (rows.lowerBound, rows.upperBound, 0, width)
                if mappedAny {
                    do {
                        // Row y of the frame before.
                        func old(_ y: Int) -> UnsafePointer<UInt32> { UnsafePointer(previous + (y - rows.lowerBound) * width) }
                        func same(_ y: Int) -> Bool { memcmp(old(y), source + y * width, 4 * width) == 0 }
                        while top < bottom, same(top) { top += 1 }
                        while bottom > top, same(bottom - 1) { bottom -= 1 }
                        (left, right) = (width, 0)
                        for y in top..<bottom {
                            let (was, now) = (old(y), source + y * width)
                            var x = 0
                            while x < left, was[x] == now[x] { x += 1 }
                            left = min(left, x)
                            x = width
                            while x > right, was[x - 1] == now[x - 1] { x -= 1 }
                            right = max(right, x)
                        }
                    }
                }
                guard top < bottom, left < right else { return }
                mappedAny = true
                (previous + (top - rows.lowerBound) * width).update(from: source + top * width, count: (bottom - top) * width)
                diffuse(source, rows: top..<bottom, columns: left..<right)
            }
        }

        /// Maps `rows` × `columns` of `source` (premultiplied pixels, the film's width) to
        /// the palette, the error of each pixel spread to the next and the row below.
        private func diffuse(_ source: UnsafePointer<UInt32>, rows: Range<Int>, columns: Range<Int>) {
            let width = self.width, span = columns.count + 2
            let palette = lookup.palette
            let transparent = alpha ? palette.transparent : nil
            do {
                errors.update(repeating: 0, count: 6 * span)
                var here = errors, below = errors + 3 * span
                palette.entries.withUnsafeBufferPointer { entries in
                    var lastColour: Int32 = -1, lastIndex: UInt8 = 0
                    for y in rows {
                        let line = source + y * width + columns.lowerBound
                        let out = indices + y * width + columns.lowerBound
                        let (hr, hg, hb) = (here, here + span, here + 2 * span)
                        let (br, bg, bb) = (below, below + span, below + 2 * span)
                        for x in 0..<columns.count {
                            // Bits are A<<24 | B<<16 | G<<8 | R, premultiplied.
                            let bits = line[x]
                            var (r, g, b) = (Int32(bits & 0xFF), Int32(bits >> 8 & 0xFF), Int32(bits >> 16 & 0xFF))
                            if let transparent {
                                let a = bits >> 24
                                if a < 128 {
                                    // The transparent entry: its error goes nowhere.
                                    out[x] = transparent
                                    continue
                                }
                                if a != 255 {
                                    let straight = Pixel(bits: bits).unpremultiplied
                                    (r, g, b) = (Int32(straight.r), Int32(straight.g), Int32(straight.b))
                                }
                            }
                            r = min(max(r + hr[x + 1], 0), 255)
                            g = min(max(g + hg[x + 1], 0), 255)
                            b = min(max(b + hb[x + 1], 0), 255)
                            // A flat area's pixels often come to the colour of the one before.
                            let colour = r << 16 | g << 8 | b
                            if colour != lastColour { (lastColour, lastIndex) = (colour, lookup.nearest(r: r, g: g, b: b)) }
                            let index = lastIndex
                            out[x] = index
                            let entry = entries[Int(index)]
                            let er = r - Int32(entry >> 16 & 0xFF)
                            let eg = g - Int32(entry >> 8 & 0xFF)
                            let eb = b - Int32(entry & 0xFF)
                            // Sierra Lite: a half to the right, a quarter below and below-left.
                            hr[x + 2] += er / 2; hg[x + 2] += eg / 2; hb[x + 2] += eb / 2
                            br[x] += er / 4; bg[x] += eg / 4; bb[x] += eb / 4
                            br[x + 1] += er / 4; bg[x + 1] += eg / 4; bb[x + 1] += eb / 4
                        }
                        swap(&here, &below)
                        below.update(repeating: 0, count: 3 * span)
                    }
                }
            }
        }
    }
}
