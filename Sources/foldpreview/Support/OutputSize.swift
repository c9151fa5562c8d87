import Raster
import Scenes

/// The size `render` draws a mode at:
///
/// - `--size WxH`, when given, always;
/// - a mode laid out on a phone's screen (`SceneCatalog.designSize`: the board, the list,
///   the stack) at that screen's points × `--scale` (default 2: 375×667 pt is 750×1334),
///   so the phone fills the frame;
/// - any other mode with a picture of the person's (the first, else the second) the
///   largest size of the picture's shape within 1280×800 with even sides (a phone
///   screenshot gives a phone-shaped clip, which any video format takes);
/// - else 1280×800.
enum OutputSize {
    /// The frame of a mode without a shape of its own.
    static let landscape = (width: 1280, height: 800)
    /// `--scale`'s pixels a point.
    static let scales = 1...4
    /// `--scale`'s default: a 2× phone.
    static let defaultScale = 2

    /// The phone modes' names, for messages ("flip, cell, cards").
    static var phoneModeNames: String { SceneCatalog.phoneModes.map(\.rawValue).joined(separator: ", ") }

    /// `--size`'s defaults, for its help.
    static var defaultsHelp: String {
        let phone = SceneCatalog.phoneModes.first.flatMap(SceneCatalog.designSize(for:)) ?? [375, 667]
        let pixels = phone * Double(defaultScale)
        return "\(phoneModeNames): the phone's \(Int(phone.x))x\(Int(phone.y)) points at --scale "
            + "(\(Int(pixels.x))x\(Int(pixels.y)) at \(defaultScale)); the others: the picture's shape (--image) "
            + "within \(landscape.width)x\(landscape.height), else \(landscape.width)x\(landscape.height)"
    }

    /// `--scale`'s help.
    static var scaleHelp: String {
        "\(phoneModeNames) without --size: pixels a point of the phone's screen, "
            + "\(scales.lowerBound)…\(scales.upperBound). Default \(defaultScale)."
    }

    /// `--size` as given (checked), nil when not given; refuses `--scale` beside it.
    static func given(size: String?, scale: Int?) throws -> (width: Int, height: Int)? {
        if let scale, !scales.contains(scale) {
            throw CLIError("--scale must be \(scales.lowerBound)…\(scales.upperBound) pixels a point, got \(scale)")
        }
        guard let size else { return nil }
        guard scale == nil else {
            throw CLIError("give either --size (pixels) or --scale (pixels a point of the phone's screen), not both")
        }
        return try SceneOptions.parseSize(size)
    }

    /// The largest size `render` may draw `mode` at: `given` (`--size`) when given, else the
    /// phone's screen at `scale` (a mode without one takes its picture's shape within
    /// 1280×800, so at most that); what the pictures are kept for before they are read.
    static func largest(for mode: Mode, given: (width: Int, height: Int)?, scale: Int?) -> (width: Int, height: Int) {
        if let given { return given }
        guard let points = SceneCatalog.designSize(for: mode) else { return landscape }
        let s = Double(scale ?? defaultScale)
        return (Int((points.x * s).rounded()), Int((points.y * s).rounded()))
    }

    /// The size for `mode` with `content` when no `--size` was given, at `scale` pixels a
    /// point (checked by `given`); `--scale` applies only to a mode drawn on a phone's screen.
    static func natural(for mode: Mode, content: SceneContent, scale: Int?) throws -> (width: Int, height: Int) {
        let size: (width: Int, height: Int)
        if let points = SceneCatalog.designSize(for: mode) {
            let s = Double(scale ?? defaultScale)
            size = (Int((points.x * s).rounded()), Int((points.y * s).rounded()))
        } else {
            guard scale == nil else {
                throw CLIError("--scale applies to the modes drawn on a phone's screen (\(phoneModeNames)); --mode "
                               + "\(mode.rawValue) takes its picture's shape within \(landscape.width)x\(landscape.height), "
                               + "or --size")
            }
            size = (content.first ?? content.second).map { fitted(width: $0.width, height: $0.height) } ?? landscape
        }
        try MemoryBudget.check(width: size.width, height: size.height)
        return size
    }

    /// The largest size of a `width`×`height` picture's shape inside 1280×800, each side
    /// rounded to the nearest even number of pixels (2 at least).
    static func fitted(width: Int, height: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0 else { return landscape }
        let s = Swift.min(Double(landscape.width) / Double(width), Double(landscape.height) / Double(height))
        func even(_ side: Double) -> Int { Swift.max(2, 2 * Int((side / 2).rounded())) }
        return (Swift.min(landscape.width, even(Double(width) * s)), Swift.min(landscape.height, even(Double(height) * s)))
    }
}
