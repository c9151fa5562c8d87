import CFFmpeg
import Raster

/// A video or animated image read back with FFmpeg's libraries: what the container says
/// and every frame as RGBA (opaque, or with the file's alpha when asked). The program's own
/// exports are checked with it.
public struct DecodedVideo: Sendable {
    /// The demuxer's names ("mov,mp4,m4a,3gp,3g2,mj2", "gif", …) and the codec's ("h264").
    public var container: String
    public var codec: String
    /// The first frame's pixel format, as FFmpeg names it ("yuv420p", "yuva444p12le", …;
    /// before any frame, the decoder's guess: libvpx-vp9 says "yuv420p" until it has met
    /// the alpha).
    public var pixelFormat: String
    public var width: Int, height: Int
    /// The stream's frame rate, frames per second.
    public var framesPerSecond: Double
    /// Seconds, as the container gives it (0 when it does not).
    public var duration: Double
    /// The decoded frames, in presentation order.
    public var frames: [Bitmap]

    /// Decodes the file at `path`, every frame of its first video stream, with the decoder
    /// named `decoder` (nil: FFmpeg's choice for the codec; a VP9 with alpha needs
    /// "libvpx-vp9", as FFmpeg's own VP9 decoder drops the alpha). With `keepingAlpha` the
    /// frames keep the file's alpha (premultiplied, as every `Bitmap`); without it they are
    /// opaque, a transparent pixel black.
    public init(path: String, decoder decoderName: String? = nil, keepingAlpha: Bool = false) throws(MediaError) {
        try FFmpegLog.start()
        var input: UnsafeMutablePointer<AVFormatContext>?
        guard PathBytes.withCString(path, { avformat_open_input(&input, $0, nil, nil) }) >= 0, let context = input else {
            throw .notAnImage(path: path, detail: "FFmpeg cannot open it")
        }
        defer { avformat_close_input(&input) }
        guard avformat_find_stream_info(context, nil) >= 0 else {
            throw .notAnImage(path: path, detail: "FFmpeg finds no streams")
        }
        let index = av_find_best_stream(context, AVMEDIA_TYPE_VIDEO, -1, -1, nil, 0)
        guard index >= 0, let stream = context.pointee.streams[Int(index)],
              let codec = decoderName.map({ avcodec_find_decoder_by_name($0) })
                ?? avcodec_find_decoder(stream.pointee.codecpar.pointee.codec_id),
              let decoder = avcodec_alloc_context3(codec) else {
            throw .notAnImage(path: path, detail: "no video stream FFmpeg can decode")
        }
        var owned: UnsafeMutablePointer<AVCodecContext>? = decoder
        defer { avcodec_free_context(&owned) }
        guard avcodec_parameters_to_context(decoder, stream.pointee.codecpar) >= 0,
              avcodec_open2(decoder, codec, nil) >= 0 else {
            throw .notAnImage(path: path, detail: "FFmpeg cannot open its decoder")
        }
        container = String(cString: context.pointee.iformat.pointee.name)
        self.codec = String(cString: codec.pointee.name)
        pixelFormat = av_get_pix_fmt_name(decoder.pointee.pix_fmt).map { String(cString: $0) } ?? "none"
        width = Int(decoder.pointee.width)
        height = Int(decoder.pointee.height)
        let rate = stream.pointee.avg_frame_rate.den != 0 ? stream.pointee.avg_frame_rate : stream.pointee.r_frame_rate
        framesPerSecond = rate.den != 0 ? Double(rate.num) / Double(rate.den) : 0
        duration = context.pointee.duration > 0 ? Double(context.pointee.duration) / Double(AV_TIME_BASE) : 0
        frames = []

        var packet: UnsafeMutablePointer<AVPacket>? = av_packet_alloc()
        var frame: UnsafeMutablePointer<AVFrame>? = av_frame_alloc()
        defer {
            av_packet_free(&packet)
            av_frame_free(&frame)
        }
        var converter = FrameConverter(width: width, height: height, keepingAlpha: keepingAlpha)
        defer { converter.free() }
        func drain() throws(MediaError) {
            while avcodec_receive_frame(decoder, frame) >= 0 {
                if frames.isEmpty, let name = av_get_pix_fmt_name(AVPixelFormat(rawValue: frame!.pointee.format)) {
                    pixelFormat = String(cString: name)
                }
                guard let made = converter.bitmap(from: frame!) else {
                    throw .notAnImage(path: path, detail: "a frame FFmpeg cannot convert")
                }
                frames.append(made)
            }
        }
        while av_read_frame(context, packet) >= 0 {
            if packet!.pointee.stream_index == index { _ = avcodec_send_packet(decoder, packet) }
            av_packet_unref(packet)
            try drain()
        }
        _ = avcodec_send_packet(decoder, nil)
        try drain()
    }
}

/// Any decoded frame to RGBA with libswscale (the context made again when a frame's
/// size or pixels change, as a GIF's may): opaque, or premultiplied with `keepingAlpha`.
private struct FrameConverter {
    let width: Int, height: Int
    let keepingAlpha: Bool
    private var scaler: OpaquePointer?
    private var source: (Int32, Int32, Int32) = (0, 0, -1)

    init(width: Int, height: Int, keepingAlpha: Bool) {
        self.width = width
        self.height = height
        self.keepingAlpha = keepingAlpha
    }

    mutating func bitmap(from frame: UnsafeMutablePointer<AVFrame>) -> Bitmap? {
        let key = (frame.pointee.width, frame.pointee.height, frame.pointee.format)
        if scaler == nil || key != source {
            free()
            scaler = sws_getContext(key.0, key.1, AVPixelFormat(rawValue: key.2), Int32(width), Int32(height),
                                    AV_PIX_FMT_RGBA, SWS_BICUBIC | SWS_ACCURATE_RND | SWS_FULL_CHR_H_INT, nil, nil, nil)
            source = key
        }
        guard let scaler else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { out in
            scalePlanes(scaler, frame: frame, rgba: out.baseAddress!, rgbaWidth: width, rows: key.1, intoFrame: false)
        }
        if keepingAlpha {
            // swscale gives straight alpha; a Bitmap's is premultiplied.
            for i in pixels.indices {
                let p = Pixel(bits: pixels[i])
                pixels[i] = Pixel.premultiplying(r: UInt8(p.r), g: UInt8(p.g), b: UInt8(p.b), a: UInt8(p.a)).bits
            }
        } else {
            // Opaque: an animated image's transparent pixels read as black.
            for i in pixels.indices { pixels[i] |= 0xFF00_0000 }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    mutating func free() {
        if let scaler { sws_freeContext(scaler) }
        scaler = nil
    }
}
