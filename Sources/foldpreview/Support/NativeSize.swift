import Raster
import Scenes

/// `render --size native` (and `native@2x`): the page drawn at the first picture's own
/// pixels, 1:1 (else the second's; without a picture, the mode's built-in page,
/// `Scene.nativePage(for:)`, times the scale), and a frame of the page plus the room its
/// animation needs, so `--crop content` at rest writes the picture itself.
///
/// The room is the union of the scene's content frames over the whole turn (progress
/// 0…1) and over the output's own frames (a recording's overshoot), taken on every side
/// as the widest side needs it, so the page stays centred in the frame.
enum NativeSize {
    /// The modes drawn on pages: the only ones whose page has a size of its own.
    static var modes: [Mode] { SceneCatalog.nativeSizeModes }
    /// `--size`'s words for `native`, for `render`'s help.
    static var help: String { "'native' (" + modes.map(\.rawValue).joined(separator: ", ") + "): the page at the picture's own pixels, 1:1, in a frame of the page "
        + "and its turn's room; without a picture the built-in page (660x496; pop's square 650x650) times 'native@2x'…'native@4x' or --scale. "
        + "pop's outer corners stay rounded by pop.cornerRadius (0 keeps the picture's own)." }
    /// Poses sampled over the turn for the room.
    static let turnSamples = 61

    /// True when `size` is the word (`native`, `native@Nx`), in any case.
    static func names(_ size: String?) -> Bool { size?.lowercased().hasPrefix("native") == true }

    /// The built-in pages' scale `size` asks for (`native` 1, `native@2x` 2, else
    /// `--scale`), nil when `size` is not the word; checked.
    static func scale(of size: String?, scale: Int?, option: String = "--size") throws -> Int? {
        guard let size, names(size) else { return nil }
        let rest = size.lowercased().dropFirst("native".count)
        var factor: Int?
        if !rest.isEmpty {
            guard rest.hasPrefix("@"), rest.hasSuffix("x"), let n = Int(rest.dropFirst().dropLast()) else {
                throw CLIError("\(option) must be WxH in pixels, 'native' or 'native@Nx' (N \(OutputSize.scales.lowerBound)…"
                               + "\(OutputSize.scales.upperBound)), got '\(size)'")
            }
            factor = n
        }
        if factor != nil, scale != nil {
            throw CLIError("give either \(option) \(size) or --scale, not both")
        }
        let chosen = factor ?? scale ?? 1
        guard OutputSize.scales.contains(chosen) else {
            throw CLIError("\(option) native's scale must be \(OutputSize.scales.lowerBound)…\(OutputSize.scales.upperBound), got \(chosen)")
        }
        return chosen
    }

    /// Refuses a mode without a page of its own, and a scale beside a picture (drawn at
    /// its own pixels, never scaled).
    static func check(mode: Mode, content: SceneContent, scale: Int, option: String = "--size") throws {
        guard modes.contains(mode) else {
            throw CLIError("\(option) native applies to the page modes (\(modes.map(\.rawValue).joined(separator: ", "))); "
                           + "--mode \(mode.rawValue) takes \(option) WxH" + (option == "--size" ? " or its own size" : ""))
        }
        if scale != 1, content.first != nil || content.second != nil {
            throw CLIError("\(option) native draws a picture at its own pixels; @\(scale)x" + (option == "--size" ? " or --scale \(scale)" : "") + " "
                           + "applies to the built-in pages (give no --image or --to)")
        }
    }

    /// The frame of `options`' scene (its content at a native scale): the page plus the
    /// room its turn and `timing`'s frames need, posed by `request`.
    static func frame(options: SceneOptions, request: PoseRequest, timing: ModeFrames.Timing) throws -> (width: Int, height: Int) {
        guard let page = SceneCatalog.nativePage(for: options.mode, content: options.content) else {
            preconditionFailure("the content has no native scale")
        }
        return try frame(page: page) { view in
            var frames: [Rect] = []
            for timing in [ModeFrames.Timing.scrub(count: turnSamples), timing] {
                let made = try ModeFrames(options: options, size: view, request: request, timing: timing, threads: 1)
                for i in 0..<made.distinct { frames.append(made.posed(i).contentFrame) }
            }
            return frames
        }
    }

    /// The frame of a `page`-sized page and the room its content frames need: `poses`
    /// gives them in a view of three pages a side, the page centred with a page of room
    /// each way; the room is taken on every side as the widest side needs it.
    static func frame(page: (width: Int, height: Int),
                      poses: ((width: Int, height: Int)) throws -> [Rect]) throws -> (width: Int, height: Int) {
        let view = (width: 3 * page.width, height: 3 * page.height)
        let rest = PixelRegion(x: page.width, y: page.height, width: page.width, height: page.height)
        var union = rest
        for frame in try poses(view) {
            if let part = PixelRegion(covering: frame, in: view) { union = union.union(part) }
        }
        let roomX = Swift.max(rest.x - union.x, union.x + union.width - rest.x - rest.width, 0)
        let roomY = Swift.max(rest.y - union.y, union.y + union.height - rest.y - rest.height, 0)
        let size = (width: page.width + 2 * roomX, height: page.height + 2 * roomY)
        try MemoryBudget.check(width: size.width, height: size.height)
        return size
    }

    /// True when `render --versus` without `--size` draws `options`' halves at their
    /// pictures' own pixels: a page mode showing a picture of the person's.
    static func suitsVersus(_ options: SceneOptions) -> Bool {
        modes.contains(options.mode) && (options.content.first != nil || options.content.second != nil)
    }

    /// `render --versus`'s frame for `a` and `b` at a native scale: two halves, each the
    /// larger of the two sides' frames (`frame`), side by side, or stacked for a landscape
    /// page when `layout` is not given.
    static func versusFrame(a: SceneOptions, b: SceneOptions, layout: VersusRender.Layout?, request: PoseRequest,
                            timing: ModeFrames.Timing) throws -> (size: (width: Int, height: Int), layout: VersusRender.Layout) {
        guard let page = SceneCatalog.nativePage(for: b.mode, content: b.content) else { preconditionFailure("the content has no native scale") }
        let (first, second) = (try frame(options: a, request: request, timing: timing), try frame(options: b, request: request, timing: timing))
        let half = (width: Swift.max(first.width, second.width), height: Swift.max(first.height, second.height))
        let chosen = layout ?? (page.width > page.height ? .stacked : .side)
        let size = chosen == .side ? (width: 2 * half.width, height: half.height) : (width: half.width, height: 2 * half.height)
        try MemoryBudget.check(width: size.width, height: size.height)
        return (size, chosen)
    }
}
