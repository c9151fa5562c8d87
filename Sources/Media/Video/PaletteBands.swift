import CFFmpeg
import Dispatch
import Foundation
import Raster

/// A GIF's frames mapped to its palette in horizontal bands, each by a paletteuse of its
/// own, all bands of a frame at once.
///
/// paletteuse runs on one core, and most of its time goes to its colour cache: every
/// colour it has met (each dithered one too) sits in one of 32,768 lists that it scans
/// pixel by pixel, lists that grow with the film. A band's cache holds only its band's
/// colours, so each scan is shorter, and the bands run on as many cores as are free.
/// The band count is fixed by the frame's height, never by the cores, so the GIF is the
/// same on every machine. Error diffusion starts afresh at each band's first row, which
/// does not show; each band's `diff_mode=rectangle` redraws only what changed in it.
final class PaletteBands: @unchecked Sendable {
    /// Bands for a frame `height` rows high: 2, each at least 64 rows. (More cut the
    /// time a little more, but each band's cache holds its own copy of the colours the
    /// bands share: 4 took a 4K GIF from 410 to 750 MB.)
    static func count(height: Int) -> Int { max(1, min(2, height / 64)) }

    private let width: Int
    private let bands: [Band]
    /// One thread of its own for each band but the first (which runs on the caller's):
    /// the same threads for the whole film, so their memory stays where it was.
    private let workers: [BandWorker]
    /// The frame the bands' rows are put back together in (PAL8, the palette in plane 1).
    private var whole: UnsafeMutablePointer<AVFrame>?

    /// Bands of a `width` × `height` BGRA film at `framesPerSecond`, mapped to `palette`
    /// (palettegen's frame, kept by the caller); with `alpha` a pixel under half alpha is
    /// the palette's transparent entry (`VideoWriter.alphaThreshold`), else opaque.
    init(width: Int, height: Int, framesPerSecond: Int, palette: UnsafeMutablePointer<AVFrame>,
         alpha: Bool = false) throws(MediaError) {
        self.width = width
        let count = Self.count(height: height)
        var bands: [Band] = []
        for index in 0..<count {
            let rows = (height * index / count)..<(height * (index + 1) / count)
            bands.append(try Band(rows: rows, width: width, framesPerSecond: framesPerSecond, palette: palette,
                                  alpha: alpha))
        }
        self.bands = bands
        var workers: [BandWorker] = []
        do throws(MediaError) {
            for band in bands.dropFirst() { workers.append(try BandWorker(band)) }
        } catch {
            for worker in workers { worker.stop() }
            throw error
        }
        self.workers = workers
        guard let whole = av_frame_alloc() else { throw .library(name: "FFmpeg", detail: "out of memory") }
        self.whole = whole
        whole.pointee.width = Int32(width)
        whole.pointee.height = Int32(height)
        whole.pointee.format = AV_PIX_FMT_PAL8.rawValue
        guard av_frame_get_buffer(whole, 0) >= 0 else { throw .library(name: "FFmpeg", detail: "allocating a frame") }
    }

    deinit {
        for worker in workers { worker.stop() }
        av_frame_free(&whole)
    }

    /// Maps `bitmap` (the film's size), shown at `pts`; frames mapped whole are handed to
    /// `send` in order (each valid during the call only).
    func map(_ bitmap: Bitmap, pts: Int64,
             send: (UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Void) throws(MediaError) {
        for worker in workers { worker.start(bitmap, pts: pts) }
        bands[0].map(bitmap, pts: pts)
        for worker in workers { worker.wait() }
        try deliver(send)
    }

    /// Ends the film: the frames still inside the filters come out to `send`.
    func end(send: (UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Void) throws(MediaError) {
        for band in bands { band.end() }
        try deliver(send)
    }

    /// Puts together every frame all bands have mapped, and hands each to `send`.
    private func deliver(_ send: (UnsafeMutablePointer<AVFrame>) throws(MediaError) -> Void) throws(MediaError) {
        if let failure = bands.lazy.compactMap(\.failure).first { throw failure }
        guard let whole else { return }
        while bands.allSatisfy({ !$0.mapped.isEmpty }) {
            guard av_frame_make_writable(whole) >= 0 else { throw .library(name: "FFmpeg", detail: "reusing a frame") }
            let stride = Int(whole.pointee.linesize.0)
            for band in bands {
                var part: UnsafeMutablePointer<AVFrame>? = band.mapped.removeFirst()
                defer { av_frame_free(&part) }
                let from = part!.pointee
                for y in 0..<band.rows.count {
                    memcpy(whole.pointee.data.0! + (band.rows.lowerBound + y) * stride,
                           from.data.0! + y * Int(from.linesize.0), width)
                }
                // Every band's palette is the film's.
                memcpy(whole.pointee.data.1!, from.data.1!, 256 * 4)
                whole.pointee.pts = from.pts
            }
            try send(whole)
        }
    }

    /// A thread that maps one band of each frame it is given.
    private final class BandWorker: @unchecked Sendable {
        private let band: Band
        private let go = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        /// The frame to map, set before `go` is signalled, let go of once mapped: a frame
        /// held here shares its pixels with the renderer's bitmap, and the next frame's
        /// drawing would copy them (an allocation that trapped under `ulimit -v`).
        private var job: (bitmap: Bitmap, pts: Int64)?
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
                withExtendedLifetime(work) { band.map(work.bitmap, pts: work.pts) }
                done.signal()
            }
        }

        /// Maps `bitmap`'s band on the thread; `wait()` returns when it is done.
        func start(_ bitmap: Bitmap, pts: Int64) {
            job = (bitmap, pts)
            go.signal()
        }

        func wait() { done.wait() }

        /// Ends the thread (it lets go of the band).
        func stop() {
            stopping = true
            go.signal()
        }
    }

    /// One band: its rows, its own BGRA input frame and paletteuse, and what it mapped.
    private final class Band {
        let rows: Range<Int>
        private let width: Int
        /// True when the frames' transparency is kept (straight BGRA into paletteuse).
        private let alpha: Bool
        private let graph: FilterGraph
        private var input: UnsafeMutablePointer<AVFrame>?
        /// Mapped frames (PAL8, the band's size) not yet put back together, oldest first.
        var mapped: [UnsafeMutablePointer<AVFrame>] = []
        /// The first error this band met.
        var failure: MediaError?

        init(rows: Range<Int>, width: Int, framesPerSecond: Int,
             palette: UnsafeMutablePointer<AVFrame>, alpha: Bool) throws(MediaError) {
            self.rows = rows
            self.width = width
            self.alpha = alpha
            graph = try FilterGraph(
                "[in0][in1]paletteuse=dither=sierra2_4a:diff_mode=rectangle:" + VideoWriter.alphaThreshold,
                inputs: [(Int32(width), Int32(rows.count), AV_PIX_FMT_BGRA),
                         (palette.pointee.width, palette.pointee.height, AVPixelFormat(rawValue: palette.pointee.format))],
                framesPerSecond: Int32(framesPerSecond))
            try graph.push(palette, input: 1)
            try graph.end(input: 1)
            guard let input = av_frame_alloc() else { throw .library(name: "FFmpeg", detail: "out of memory") }
            self.input = input
            input.pointee.width = Int32(width)
            input.pointee.height = Int32(rows.count)
            input.pointee.format = AV_PIX_FMT_BGRA.rawValue
            guard av_frame_get_buffer(input, 0) >= 0 else { throw .library(name: "FFmpeg", detail: "allocating a frame") }
        }

        deinit {
            for frame in mapped {
                var freed: UnsafeMutablePointer<AVFrame>? = frame
                av_frame_free(&freed)
            }
            av_frame_free(&input)
            graph.free()
        }

        /// Maps this band's rows of `bitmap`; what comes out waits in `mapped`.
        func map(_ bitmap: Bitmap, pts: Int64) {
            guard failure == nil, let input else { return }
            do throws(MediaError) {
                guard av_frame_make_writable(input) >= 0 else {
                    throw .library(name: "FFmpeg", detail: "reusing a frame")
                }
                VideoWriter.bgra(bitmap, rows: rows, alpha: alpha, into: input)
                input.pointee.pts = pts
                try graph.push(input, input: 0)
                try collect()
            } catch {
                failure = error
            }
        }

        /// Ends the band's input and collects its last frames.
        func end() {
            guard failure == nil else { return }
            do throws(MediaError) {
                try graph.end(input: 0)
                try collect()
            } catch {
                failure = error
            }
        }

        private func collect() throws(MediaError) {
            while let frame = try graph.pull() { mapped.append(frame) }
        }
    }
}
