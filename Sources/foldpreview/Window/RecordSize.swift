import Raster
import Scenes

/// `--record-size`: the size Ctrl-R's recording and F12's screenshot are drawn at instead
/// of the window's. `native` (`native@2x`…) takes `render --size native`'s meaning: the
/// page at the picture's own pixels, 1:1, in a frame of the page and its turn's room;
/// `WxH` a frame of that many pixels.
enum RecordSize: Equatable {
    /// The page modes' page at its own pixels (the built-in pages times the scale).
    case native(scale: Int)
    /// A frame of `width` × `height` pixels.
    case pixels(width: Int, height: Int)

    /// `--record-size`'s words, for the window's help.
    static let help = "What Ctrl-R records and F12 saves at, instead of the window's size: WxH in pixels, or 'native' "
        + "('native@2x'…'native@4x' for the built-in pages): the page at the picture's own pixels, 1:1, "
        + "in a frame of the page and its turn's room (the page modes: \(NativeSize.modes.map(\.rawValue).joined(separator: ", ")))."

    /// `text` for `mode` showing `content` (nil when not given); one line for anything
    /// else, and for `native` where the mode has no page of its own.
    static func parse(_ text: String?, mode: Mode, content: SceneContent) throws -> RecordSize? {
        guard let text else { return nil }
        if NativeSize.names(text) {
            let scale = try NativeSize.scale(of: text, scale: nil, option: "--record-size") ?? 1
            try NativeSize.check(mode: mode, content: content, scale: scale, option: "--record-size")
            return .native(scale: scale)
        }
        let size = try SceneOptions.parseSize(text, option: "--record-size")
        return .pixels(width: size.width, height: size.height)
    }

    /// True when it applies to `mode`: `WxH` to every mode, `native` to the page modes.
    func applies(to mode: Mode) -> Bool {
        if case .native = self { return NativeSize.modes.contains(mode) }
        return true
    }

    /// A scene of `mode` for the recording, drawn at this size: `content` at a native
    /// scale for `native`. Nil when `native` does not apply to `mode`.
    func scene(mode: Mode, resources: SceneResources, settings: SettingValues) throws -> (any Scene)? {
        switch self {
        case .pixels(let width, let height):
            return SceneCatalog.make(mode: mode, viewSize: SIMD2(Double(width), Double(height)), resources: resources,
                                     settings: settings)
        case .native(let scale):
            guard applies(to: mode) else { return nil }
            var resources = resources
            resources.content.nativeScale = scale
            guard let page = SceneCatalog.nativePage(for: mode, content: resources.content) else { return nil }
            let frame = try NativeSize.frame(page: page) { view in
                let scene = SceneCatalog.make(mode: mode, viewSize: SIMD2(Double(view.width), Double(view.height)),
                                              resources: resources, settings: settings)
                return (0..<NativeSize.turnSamples).map { i in
                    scene.progress = Double(i) / Double(NativeSize.turnSamples - 1)
                    return scene.contentFrame
                }
            }
            return SceneCatalog.make(mode: mode, viewSize: SIMD2(Double(frame.width), Double(frame.height)), resources: resources,
                                     settings: settings)
        }
    }
}
