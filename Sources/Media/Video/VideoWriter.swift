import CFFmpeg
import FFmpegLoader
import Raster

/// Writes frames to a video or animated image with FFmpeg's libraries: one encoder, one
/// stream, one file, written all or nothing (a temporary name beside the target, renamed
/// over it by `finish()`; `cancel()` or a failure leaves nothing).
///
/// Frames are premultiplied bitmaps of the writer's size. An opaque writer (the default)
/// takes them as opaque (a transparent pixel is black); one made with `alpha` keeps their
/// transparency: each frame is un-premultiplied, then converted to the format's pixels
/// with alpha (WebM `yuva420p`, WebP `yuva420p`, APNG `rgba`, MOV `yuva444p10le`), or,
/// for a GIF, mapped to a palette with one transparent entry (a pixel under half alpha
/// becomes that entry, the others opaque). An MP4 has no alpha. A GIF with one palette for the whole animation wants it first: feed every frame
/// to `analyze(_:)` once, then `append(_:)` them again (`needsAnalysis`). A GIF made as it
/// comes (`streaming`, the window's recording) takes a palette per frame instead; the other
/// formats go straight to `append`.
/// The encoder's own log never reaches the terminal; its errors become one `MediaError`.
public final class VideoWriter {
    public let format: VideoFormat
    public let width: Int, height: Int
    /// Frames per second: frame k is shown at k / fps seconds.
    public let framesPerSecond: Int
    /// True until `analyze(_:)` has seen every frame and `append(_:)` may start (a GIF with
    /// one palette only).
    public var needsAnalysis: Bool { format == .gif && !streaming && palette == nil }
    /// A GIF with a palette per frame, written as the frames come.
    public let streaming: Bool
    /// True when the frames' transparency is kept (see the type's notes).
    public let alpha: Bool

    private let path: String
    private let output: OutputFile
    private let temporary: String
    private var container: UnsafeMutablePointer<AVFormatContext>?
    private var encoder: UnsafeMutablePointer<AVCodecContext>?
    private var stream: UnsafeMutablePointer<AVStream>?
    private var frame: UnsafeMutablePointer<AVFrame>?
    private var packet: UnsafeMutablePointer<AVPacket>?
    private var scaler: OpaquePointer?
    /// GIF: the palette pass, then the palette and the bands that map frames to it; a
    /// streaming GIF's graph that makes a palette per frame and maps the frame to it.
    private var paletteGraph: FilterGraph?
    private var palette: UnsafeMutablePointer<AVFrame>?
    private var mappingGraph: FilterGraph?
    private var bands: PaletteBands?
    /// With `alpha` (not GIF): a frame un-premultiplied, before swscale converts it.
    private var straight: [UInt32] = []
    private var count = 0
    /// GIF's palette pass: frames that came while the one before was still held by the
    /// filters, so a new buffer had to be made for them. Frames that stream through leave
    /// this at zero; it grew with the film when they all waited in the graph (tests).
    private(set) var analysedFramesStillHeld = 0
    private var lastIndex: Int64 = -1
    private var finished = false

    /// Opens `path` (a new or regular file in an existing folder) for `format` at
    /// `width` × `height` pixels (even sides for mp4 and webm) and `framesPerSecond`;
    /// with `alpha` the frames' transparency is kept (not for mp4). Default: opaque.
    public init(path: String, format: VideoFormat, width: Int, height: Int, framesPerSecond: Int,
                streaming: Bool = false, alpha: Bool = false) throws(MediaError) {
        self.format = format
        self.streaming = streaming
        self.alpha = alpha
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        guard width > 0, height > 0, !format.needsEvenSides || (width % 2 == 0 && height % 2 == 0) else {
            throw .library(name: "FFmpeg", detail: "\(format.rawValue) needs even sides, got \(width)x\(height)")
        }
        guard max(width, height) <= format.maximumSide else {
            throw .library(name: "FFmpeg", detail: "a \(format.rawValue) is at most \(format.maximumSide) pixels a side, got \(width)x\(height)")
        }
        guard !alpha || format.carriesAlpha else {
            throw .library(name: "FFmpeg", detail: "an \(format.rawValue) cannot be transparent")
        }
        try FFmpegLog.start()
        let output = try OutputFile(path)
        self.path = output.path
        self.output = output
        temporary = try output.claimTemporary(extension: format.rawValue)
        do throws(MediaError) {
            try open()
        } catch {
            close()
            FileSystem.removeQuietly(temporary)
            throw error
        }
    }

    deinit {
        if !finished { cancel() }
    }

    // MARK: Frames

    /// GIF's first pass: `bitmap` counts toward the animation's palette.
    public func analyze(_ bitmap: Bitmap) throws(MediaError) {
        guard format == .gif, palette == nil else { return }
        if paletteGraph == nil {
            paletteGraph = try filterGraph("palettegen=stats_mode=full:" + Self.reserveTransparent, inputs: 1)
        } else if av_frame_is_writable(frame) == 0 {
            analysedFramesStillHeld += 1
        }
        try fill(bitmap)
        try paletteGraph!.push(frame!, input: 0)
    }

    /// Encodes `bitmap` as the next frame, or as frame `index` (in 1/fps; later than the
    /// last, gaps hold the frame before: a recording's frames come when they were shown).
    public func append(_ bitmap: Bitmap, at index: Int? = nil) throws(MediaError) {
        guard !finished else { return }
        let pts = index.map(Int64.init) ?? lastIndex + 1
        guard pts > lastIndex else { return }
        if format == .gif, !streaming {
            // One palette: the bands map the frame to it (they take its pixels themselves).
            try checkSize(bitmap)
            if palette == nil { try takePalette() }
            lastIndex = pts
            count += 1
            try bands!.map(bitmap, pts: pts) { mapped throws(MediaError) in try send(mapped) }
            return
        }
        try fill(bitmap)
        let current = frame!
        current.pointee.pts = pts
        lastIndex = pts
        count += 1
        if format == .gif {
            if mappingGraph == nil {
                mappingGraph = try filterGraph(
                    "split[a][b];[a]palettegen=stats_mode=single:\(Self.reserveTransparent)[p];"
                        + "[b][p]paletteuse=new=1:dither=sierra2_4a:\(Self.alphaThreshold)", inputs: 1)
            }
            try mappingGraph!.push(current, input: 0)
            try sendMapped()
        } else {
            try send(current)
        }
    }

    /// Flushes the encoder, closes the file and renames it over the target.
    public func finish() throws(MediaError) {
        guard !finished else { return }
        try complete()
        try output.commit(temporary)
    }

    /// Flushes the encoder and closes the file, then asks `proceed` before renaming it over
    /// the target: when `proceed` throws (a signal arrived while the encoder flushed its
    /// last frames, which takes seconds for a long GIF), the temporary is removed, the
    /// target left as it was, and that error thrown.
    public func finish(proceed: () throws -> Void) throws {
        guard !finished else { return }
        try complete()
        do { try proceed() } catch {
            FileSystem.removeQuietly(temporary)
            throw error
        }
        try output.commit(temporary)
    }

    /// Flushes the encoder and closes the complete temporary (not yet renamed).
    private func complete() throws(MediaError) {
        do throws(MediaError) {
            guard count > 0 else { throw .library(name: "FFmpeg", detail: "no frames to write") }
            // A GIF's frames still inside the palette filters come out at its end.
            if let mappingGraph {
                try mappingGraph.end(input: 0)
                try sendMapped()
            }
            try send(nil)
            try check(av_write_trailer(container), "finishing the file")
            if let pb = container?.pointee.pb {
                guard pb.pointee.error == 0 else { throw writeError(pb.pointee.error) }
            }
            try check(avio_closep(&container!.pointee.pb), "closing the file")
        } catch {
            cancel()
            throw error
        }
        finished = true
        close()
    }

    /// Stops and leaves nothing: the temporary file goes, the target is untouched.
    public func cancel() {
        finished = true
        if container?.pointee.pb != nil { avio_closep(&container!.pointee.pb) }
        close()
        FileSystem.removeQuietly(temporary)
    }

    // MARK: Setting up

    private func open() throws(MediaError) {
        guard let codec = avcodec_find_encoder_by_name(format.encoderName) else {
            throw .library(name: "FFmpeg", detail: "this FFmpeg has no \(format.encoderName) encoder")
        }
        var made: UnsafeMutablePointer<AVFormatContext>?
        // The temporary's bytes, as `PathBytes` keeps them (its folder may not be UTF-8).
        try check(PathBytes.withCString(temporary) { avformat_alloc_output_context2(&made, nil, format.muxerName, $0) },
                  "choosing the container")
        container = made
        guard let container, let context = avcodec_alloc_context3(codec),
              let stream = avformat_new_stream(container, nil),
              let frame = av_frame_alloc(), let packet = av_packet_alloc() else {
            throw .library(name: "FFmpeg", detail: "out of memory")
        }
        encoder = context
        self.stream = stream
        self.frame = frame
        self.packet = packet
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.time_base = AVRational(num: 1, den: Int32(framesPerSecond))
        context.pointee.framerate = AVRational(num: Int32(framesPerSecond), den: 1)
        context.pointee.pix_fmt = encoderPixelFormat
        context.pointee.thread_count = 0   // as many as the codec likes (both cores here)
        if container.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
            context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER
        }
        var options: OpaquePointer?
        defer { av_dict_free(&options) }
        for (key, value) in encoderOptions { av_dict_set(&options, key, value, 0) }
        if format == .apng { context.pointee.compression_level = 3 }
        if format == .mov {
            // A fixed quantiser instead of prores_ks's search for one per slice: the board's
            // 2.2 s at 1280×800 took 40 s with the search and 12 s at 4, still 57 dB from
            // our frames (the search's 66 dB is 2.7 times the bytes).
            context.pointee.flags |= AV_CODEC_FLAG_QSCALE
            context.pointee.global_quality = 4 * FF_QP2LAMBDA
        }
        try check(avcodec_open2(context, codec, &options), "opening the \(format.encoderName) encoder")
        try check(avcodec_parameters_from_context(stream.pointee.codecpar, context), "describing the stream")
        stream.pointee.time_base = context.pointee.time_base
        stream.pointee.avg_frame_rate = context.pointee.framerate
        try check(PathBytes.withCString(temporary) { avio_open(&container.pointee.pb, $0, AVIO_FLAG_WRITE) }, "creating the file")
        var muxing: OpaquePointer?
        defer { av_dict_free(&muxing) }
        for (key, value) in muxerOptions { av_dict_set(&muxing, key, value, 0) }
        try check(avformat_write_header(container, &muxing), "writing the file's header")

        // The frame the bitmaps are converted into.
        frame.pointee.width = Int32(width)
        frame.pointee.height = Int32(height)
        frame.pointee.format = inputPixelFormat.rawValue
        try check(av_frame_get_buffer(frame, 0), "allocating a frame")
        // A GIF's frames are shuffled into BGRA here (`fill`); the others' converted by swscale.
        guard format != .gif else { return }
        if alpha { straight = [UInt32](repeating: 0, count: width * height) }
        scaler = sws_getContext(Int32(width), Int32(height), AV_PIX_FMT_RGBA, Int32(width), Int32(height),
                                inputPixelFormat, SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil)
        guard scaler != nil else { throw .library(name: "FFmpeg", detail: "cannot convert RGBA to the encoder's pixels") }
    }

    /// What the encoder takes: with `alpha`, the format's pixels with an alpha channel.
    /// An opaque MOV is ProRes 4444 without one (`yuv444p10le`): editors read it as
    /// opaque as they would a constant alpha plane, and it encodes without one.
    private var encoderPixelFormat: AVPixelFormat {
        switch format {
        case .mp4: return AV_PIX_FMT_YUV420P
        case .webm, .webp: return alpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
        case .gif: return AV_PIX_FMT_PAL8
        case .apng: return alpha ? AV_PIX_FMT_RGBA : AV_PIX_FMT_RGB24
        case .mov: return alpha ? AV_PIX_FMT_YUVA444P10LE : AV_PIX_FMT_YUV444P10LE
        }
    }

    /// What our frames are converted into. A GIF's go through the palette filters first,
    /// which take AV_PIX_FMT_RGB32 only (BGRA on this little-endian machine): given that,
    /// the graph needs no conversion filter of its own and RGBA becomes BGRA by a byte
    /// shuffle.
    private var inputPixelFormat: AVPixelFormat { format == .gif ? AV_PIX_FMT_BGRA : encoderPixelFormat }

    private var encoderOptions: [(String, String)] {
        switch format {
        case .mp4: return [("preset", "veryfast"), ("crf", "16"), ("tune", "animation")]
        case .webm: return [("deadline", "realtime"), ("cpu-used", "8"), ("row-mt", "1"), ("crf", "28"), ("b", "0")]
        case .webp: return [("quality", "90"), ("preset", "drawing")]
        // ProRes 4444 (its alpha 16 bits when there is one); Apple's vendor tag, which
        // some editors want before they take ProRes.
        case .mov: return [("profile", "4444"), ("vendor", "apl0")]
        case .gif, .apng: return []
        }
    }

    private var muxerOptions: [(String, String)] {
        switch format {
        case .mp4: return [("movflags", "+faststart")]
        case .gif: return [("loop", "0")]
        case .webp: return [("loop", "0")]
        case .apng: return [("plays", "0")]
        case .webm, .mov: return []
        }
    }

    // MARK: Encoding

    /// Converts `bitmap` (RGBA, the writer's size) into `frame`.
    private func fill(_ bitmap: Bitmap) throws(MediaError) {
        try checkSize(bitmap)
        guard let frame else { return }
        try check(av_frame_make_writable(frame), "reusing a frame")
        guard let scaler else { return Self.bgra(bitmap, rows: 0..<height, alpha: alpha, into: frame) }
        if alpha {
            // Straight RGBA first: swscale takes the colour as it is, and alpha into its own plane.
            let (width, height) = (self.width, self.height)
            straight.withUnsafeMutableBytes { raw in
                bitmap.writeStraight(rows: 0..<height, order: .rgba, into: raw.baseAddress!, stride: 4 * width)
                scalePlanes(scaler, frame: frame, rgba: raw.baseAddress!, rgbaWidth: width, rows: Int32(height),
                            intoFrame: true)
            }
            return
        }
        bitmap.pixels.withUnsafeBytes { raw in
            // Only read: sws_scale takes its source as const.
            scalePlanes(scaler, frame: frame, rgba: UnsafeMutableRawPointer(mutating: raw.baseAddress!), rgbaWidth: width,
                        rows: Int32(height), intoFrame: true)
        }
    }

    /// Throws unless `bitmap` is the writer's size.
    private func checkSize(_ bitmap: Bitmap) throws(MediaError) {
        guard bitmap.width == width, bitmap.height == height else {
            throw .library(name: "FFmpeg", detail: "a frame of \(bitmap.width)x\(bitmap.height) in a \(width)x\(height) video")
        }
    }

    /// Sends a frame (nil: the end) and writes every packet the encoder has ready.
    private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws(MediaError) {
        guard let encoder, let packet, let stream, let container else { return }
        try check(avcodec_send_frame(encoder, frame), "encoding a frame")
        while true {
            let received = avcodec_receive_packet(encoder, packet)
            if received == cff_error_again() || received == cff_error_eof() { return }
            try check(received, "encoding a frame")
            av_packet_rescale_ts(packet, encoder.pointee.time_base, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            let wrote = av_interleaved_write_frame(container, packet)
            guard wrote >= 0 else { throw writeError(wrote) }
        }
    }

    /// GIF: encodes every frame the palette filters have ready (each keeps its own time).
    private func sendMapped() throws(MediaError) {
        while let mapped = try mappingGraph?.pull() {
            var done: UnsafeMutablePointer<AVFrame>? = mapped
            defer { av_frame_free(&done) }
            try send(mapped)
        }
    }

    /// GIF: closes the palette pass and sets up the mapping of frames to its palette.
    private func takePalette() throws(MediaError) {
        guard let paletteGraph else {
            throw .library(name: "FFmpeg", detail: "a GIF's frames must be analysed before they are written")
        }
        try paletteGraph.end(input: 0)
        guard let made = try paletteGraph.pull() else {
            throw .library(name: "FFmpeg", detail: "palettegen gave no palette")
        }
        palette = made
        self.paletteGraph = nil
        bands = try PaletteBands(width: width, height: height, palette: PaletteColours(frame: made), alpha: alpha)
    }

    /// A GIF's transparency, FFmpeg's defaults said out loud (an opaque film never uses
    /// it): palettegen keeps the last palette entry for the transparent colour, and
    /// paletteuse (a streaming GIF's) maps a pixel whose alpha is under half to it (error
    /// diffusion skips it), as `PaletteBands` does for a GIF with one palette.
    static let reserveTransparent = "reserve_transparent=1"
    static let alphaThreshold = "alpha_threshold=128"

    private func filterGraph(_ description: String, inputs: Int) throws(MediaError) -> FilterGraph {
        try FilterGraph(description, inputs: [(Int32(width), Int32(height), inputPixelFormat)],
                        framesPerSecond: Int32(framesPerSecond))
    }

    private func close() {
        if let graph = paletteGraph { graph.free() }
        if let graph = mappingGraph { graph.free() }
        paletteGraph = nil
        mappingGraph = nil
        bands = nil
        av_frame_free(&palette)
        av_frame_free(&frame)
        av_packet_free(&packet)
        avcodec_free_context(&encoder)
        if let scaler { sws_freeContext(scaler) }
        scaler = nil
        if container != nil {
            avformat_free_context(container)
            container = nil
        }
    }

    private func writeError(_ code: Int32) -> MediaError {
        .unwritable(path: path, reason: code == -ENOSPC ? "no space left on the device"
                        : code == -EFBIG ? FileSystem.message(for: EFBIG) : FFmpegLog.text(code))
    }

    private func check(_ code: Int32, _ doing: String) throws(MediaError) {
        guard code < 0 else { return }
        if code == -ENOSPC || code == -EFBIG || code == -EIO || code == -EACCES || code == -EROFS || code == -EDQUOT {
            throw writeError(code)
        }
        if let words = Self.libraryWords() {
            // The library's own words say more than FFmpeg's "Generic error in an external library".
            let memory = code == -ENOMEM || words.contains("malloc")
            throw .library(name: "FFmpeg", detail: "\(doing): " + (memory ? "out of memory: " : "") + words
                            + (memory ? MediaError.addressSpaceNote : ""))
        }
        // An encoder's library that failed without a word (libx264 when it cannot start its
        // threads): under an address space limit, that limit is the likely cause, and named.
        let external = -Int32(bitPattern: 0x2054_5845)   // AVERROR_EXTERNAL, FFERRTAG('E', 'X', 'T', ' ')
        throw .library(name: "FFmpeg", detail: "\(doing): \(FFmpegLog.text(code))"
                        + (code == external ? MediaError.addressSpaceNote : ""))
    }
}
