import CFFmpeg
import FFmpegLoader

/// An FFmpeg filter graph with buffer sources `in0`, `in1`… and one sink, for the GIF's
/// palette (palettegen; paletteuse for a GIF made as it comes).
final class FilterGraph {
    private var graph: UnsafeMutablePointer<AVFilterGraph>?
    private var sources: [UnsafeMutablePointer<AVFilterContext>] = []
    private var sink: UnsafeMutablePointer<AVFilterContext>?

    /// `description` in FFmpeg's filter syntax; a single input needs no label. Each input
    /// is (width, height, pixel format) at `framesPerSecond`.
    init(_ description: String, inputs: [(Int32, Int32, AVPixelFormat)], framesPerSecond: Int32) throws(MediaError) {
        guard let graph = avfilter_graph_alloc(), let buffer = avfilter_get_by_name("buffer"),
              let buffersink = avfilter_get_by_name("buffersink") else {
            throw .library(name: "FFmpeg", detail: "no filter graph (libavfilter without buffer filters)")
        }
        self.graph = graph
        do throws(MediaError) {
            for (index, input) in inputs.enumerated() {
                let arguments = "video_size=\(input.0)x\(input.1):pix_fmt=\(input.2.rawValue)"
                    + ":time_base=1/\(framesPerSecond):pixel_aspect=1/1"
                var made: UnsafeMutablePointer<AVFilterContext>?
                try Self.check(avfilter_graph_create_filter(&made, buffer, "in\(index)", arguments, nil, graph),
                               "creating an input")
                sources.append(made!)
            }
            var made: UnsafeMutablePointer<AVFilterContext>?
            try Self.check(avfilter_graph_create_filter(&made, buffersink, "out", nil, nil, graph), "creating the output")
            sink = made
            // Wire the description between the sources and the sink.
            var outputs: UnsafeMutablePointer<AVFilterInOut>?
            for (index, source) in sources.enumerated().reversed() {
                let link = avfilter_inout_alloc()!
                link.pointee.name = av_strdup("in\(index)")
                link.pointee.filter_ctx = source
                link.pointee.pad_idx = 0
                link.pointee.next = outputs
                outputs = link
            }
            var input: UnsafeMutablePointer<AVFilterInOut>? = avfilter_inout_alloc()
            input!.pointee.name = av_strdup("out")
            input!.pointee.filter_ctx = sink
            input!.pointee.pad_idx = 0
            input!.pointee.next = nil
            let text = inputs.count == 1 ? "[in0]" + description + "[out]" : description + "[out]"
            let parsed = avfilter_graph_parse_ptr(graph, text, &input, &outputs, nil)
            avfilter_inout_free(&input)
            avfilter_inout_free(&outputs)
            try Self.check(parsed, "reading '\(description)'")
            try Self.check(avfilter_graph_config(graph, nil), "setting up '\(description)'")
        } catch {
            free()
            throw error
        }
    }

    /// Adds `frame` (kept by the caller) to input `input` and runs the filters on it now.
    ///
    /// Without `AV_BUFFERSRC_FLAG_PUSH` a frame only waits on the source's link until the
    /// sink is asked for one, and palettegen's sink gives nothing before the end: every
    /// frame of the film stayed queued there (a 4K GIF of 2.2 s took 2.9 GB). Pushed, the
    /// filters take each frame in as it comes (palettegen counts its colours and lets it
    /// go), so what the graph holds is bounded by its filters, not by the film's length.
    func push(_ frame: UnsafeMutablePointer<AVFrame>, input: Int) throws(MediaError) {
        let flags = Int32(AV_BUFFERSRC_FLAG_KEEP_REF) | Int32(AV_BUFFERSRC_FLAG_PUSH)
        try Self.check(av_buffersrc_add_frame_flags(sources[input], frame, flags), "filtering a frame")
    }

    /// Ends input `input`.
    func end(input: Int) throws(MediaError) {
        try Self.check(av_buffersrc_add_frame_flags(sources[input], nil, 0), "ending the filter's input")
    }

    /// The next frame out (the caller frees it), or nil when none is ready yet or any more.
    func pull() throws(MediaError) -> UnsafeMutablePointer<AVFrame>? {
        guard let frame = av_frame_alloc() else { throw .library(name: "FFmpeg", detail: "out of memory") }
        let got = av_buffersink_get_frame(sink, frame)
        if got == cff_error_again() || got == cff_error_eof() {
            var freed: UnsafeMutablePointer<AVFrame>? = frame
            av_frame_free(&freed)
            return nil
        }
        if got < 0 {
            var freed: UnsafeMutablePointer<AVFrame>? = frame
            av_frame_free(&freed)
            try Self.check(got, "filtering a frame")
        }
        return frame
    }

    func free() {
        avfilter_graph_free(&graph)
        sources = []
        sink = nil
    }

    deinit { free() }

    private static func check(_ code: Int32, _ doing: String) throws(MediaError) {
        guard code < 0 else { return }
        throw .library(name: "FFmpeg", detail: "\(doing): \(FFmpegLog.text(code))")
    }
}

/// FFmpeg's libraries, loaded on first use (FFmpegLoader), and its log: silenced for the
/// program (the encoders' chatter never reaches the terminal; their errors come back as
/// codes, turned into text here).
enum FFmpegLog {
    /// Loads FFmpeg if not yet and silences its log; one line when it cannot be loaded.
    static func start() throws(MediaError) {
        var error = [CChar](repeating: 0, count: 256)
        guard ffl_load(&error, error.count) else {
            let detail = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // The loader could not map a library: the address space is full, not the file bad.
            guard detail.contains("failed to map segment") else { throw .library(name: "FFmpeg", detail: detail) }
            throw .library(name: "FFmpeg", detail: "out of memory: " + detail + MediaError.addressSpaceNote)
        }
        av_log_set_level(AV_LOG_QUIET)
    }

    /// FFmpeg's message for an error code.
    static func text(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 128)
        return String(cString: cff_error_text(code, &buffer, buffer.count))
    }
}
