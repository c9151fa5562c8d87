import CFFmpeg
import Raster

/// A bitmap as PNG bytes, with FFmpeg's PNG encoder: straight alpha (un-premultiplied), no
/// row filter search beyond the encoder's own, and a zlib level chosen by the caller. Each
/// call has its own encoder, so frames may be encoded on several threads at once.
enum PNGEncoding {
    /// How hard zlib works: `fast` (level 2) for sequences, where a 1280×800 frame takes
    /// about 10 ms and 10–15 % more bytes; `small` (level 6, zlib's default) for one frame.
    enum Effort: Int32 {
        case fast = 2
        case small = 6
    }

    static func encode(_ bitmap: Bitmap, effort: Effort) throws(MediaError) -> [UInt8] {
        try FFmpegLog.start()
        let opaque = bitmap.pixels.allSatisfy { $0 >> 24 == 0xFF }
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw .library(name: "FFmpeg", detail: "this FFmpeg has no PNG encoder")
        }
        var context: UnsafeMutablePointer<AVCodecContext>? = avcodec_alloc_context3(codec)
        var frame: UnsafeMutablePointer<AVFrame>? = av_frame_alloc()
        var packet: UnsafeMutablePointer<AVPacket>? = av_packet_alloc()
        defer {
            avcodec_free_context(&context)
            av_frame_free(&frame)
            av_packet_free(&packet)
        }
        guard let context, let frame, let packet else { throw .library(name: "FFmpeg", detail: "out of memory") }
        let format = opaque ? AV_PIX_FMT_RGB24 : AV_PIX_FMT_RGBA
        context.pointee.width = Int32(bitmap.width)
        context.pointee.height = Int32(bitmap.height)
        context.pointee.pix_fmt = format
        context.pointee.time_base = AVRational(num: 1, den: 1)
        context.pointee.compression_level = effort.rawValue
        var code = avcodec_open2(context, codec, nil)
        guard code >= 0 else { throw .library(name: "FFmpeg", detail: "opening the PNG encoder: \(FFmpegLog.text(code))") }
        frame.pointee.width = Int32(bitmap.width)
        frame.pointee.height = Int32(bitmap.height)
        frame.pointee.format = format.rawValue
        code = av_frame_get_buffer(frame, 0)
        guard code >= 0, let rows = frame.pointee.data.0 else {
            throw .library(name: "FFmpeg", detail: "allocating a PNG frame: \(FFmpegLog.text(code))")
        }
        let stride = Int(frame.pointee.linesize.0), width = bitmap.width
        bitmap.pixels.withUnsafeBufferPointer { source in
            for y in 0..<bitmap.height {
                let row = rows + y * stride, line = source.baseAddress! + y * width
                if opaque {
                    for x in 0..<width {
                        let bits = line[x]
                        row[3 * x] = UInt8(truncatingIfNeeded: bits)
                        row[3 * x + 1] = UInt8(truncatingIfNeeded: bits >> 8)
                        row[3 * x + 2] = UInt8(truncatingIfNeeded: bits >> 16)
                    }
                } else {
                    for x in 0..<width {
                        let straight = Pixel(bits: line[x]).unpremultiplied
                        row[4 * x] = straight.r; row[4 * x + 1] = straight.g
                        row[4 * x + 2] = straight.b; row[4 * x + 3] = straight.a
                    }
                }
            }
        }
        code = avcodec_send_frame(context, frame)
        if code >= 0 { code = avcodec_send_frame(context, nil) }
        if code >= 0 { code = avcodec_receive_packet(context, packet) }
        guard code >= 0, let data = packet.pointee.data else {
            throw .library(name: "FFmpeg", detail: "encoding a PNG: \(FFmpegLog.text(code))")
        }
        return Array(UnsafeBufferPointer(start: data, count: Int(packet.pointee.size)))
    }
}
