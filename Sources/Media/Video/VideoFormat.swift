/// The animated formats the program writes, chosen by the output's extension, each with
/// the FFmpeg encoder and container that write it.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in MP4, yuv420p: plays in browsers and chat apps.
    case mp4
    /// VP9 in WebM.
    case webm
    /// GIF with one palette for the whole animation (FFmpeg's palettegen), dithered, looping.
    case gif
    /// Animated WebP, looping.
    case webp
    /// Animated PNG, lossless, looping.
    case apng
    /// ProRes 4444 in a QuickTime movie: what video editors take, with an alpha channel.
    case mov

    /// The format an output path names by its extension (`.png` only with `animatedPNG`:
    /// a single frame there is a plain PNG); nil for any other.
    public static func forPath(_ path: String, animatedPNG: Bool) -> VideoFormat? {
        let lower = path.lowercased()
        if animatedPNG, lower.hasSuffix(".png") { return .apng }
        return allCases.first { lower.hasSuffix("." + $0.rawValue) }
    }

    /// FFmpeg's encoder.
    var encoderName: String {
        switch self {
        case .mp4: return "libx264"
        case .webm: return "libvpx-vp9"
        case .gif: return "gif"
        case .webp: return "libwebp_anim"
        case .apng: return "apng"
        case .mov: return "prores_ks"
        }
    }

    /// FFmpeg's muxer.
    var muxerName: String { rawValue }

    /// True for the formats that keep a frame's transparency: an alpha channel (WebM's VP9
    /// `yuva420p`, WebP, APNG, MOV's ProRes 4444) or, for a GIF, 1 bit of it (a pixel is
    /// the palette's transparent entry or opaque). H.264 in MP4 has none.
    public var carriesAlpha: Bool { self != .mp4 }

    /// True for the formats whose chroma is subsampled 2×2: the frame's sides must be even.
    public var needsEvenSides: Bool { self == .mp4 || self == .webm }

    /// The widest or tallest frame the format takes, in pixels: WebP's 16383 (libwebp's
    /// WEBP_MAX_DIMENSION, 14 bits a side; FFmpeg's encoder fails at 16384 with "Invalid
    /// argument"); GIF's 65535 (16-bit sides). H.264 in MP4, VP9 in WebM, APNG and ProRes in
    /// MOV take 16384, the program's largest side, and beyond it.
    public var maximumSide: Int { self == .webp ? 16383 : 65535 }

    /// The frame rate the format can really show at most: a GIF's delays are whole
    /// hundredths of a second and browsers slow anything under 2 of them to 10, so a GIF
    /// runs at 50 fps at most.
    public var maximumFramesPerSecond: Double { self == .gif ? 50 : 240 }
}
