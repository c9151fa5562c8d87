/// Where the tuning panel, the timeline strip and the scene go in the window: the one rule
/// for the scene's part of the window (`PreviewSession.sceneSize`), the panel's place and
/// width (`TuningPanel`), the strip's (`TimelineStrip`) and where the pointer belongs to
/// the panel (`routeToPanel`).
///
/// With room, the panel sits beside the scene at its full width and the strip under the
/// scene; in a smaller window the panel narrows, down to `narrowest`, to leave the scene
/// at least `smallestScene`; when even that would leave the scene smaller, the panel and
/// the strip float over the scene (drawn see-through), which gets the whole window.
struct PanelLayout: Equatable {
    /// The panel's width with room, window points.
    static let fullWidth = 380.0
    /// The panel's width at its narrowest, window points: its rows' labels still read.
    static let narrowest = 300.0
    /// The least the scene keeps beside a docked panel, window points (a phone mode at
    /// 320 points wide, a fold's page and its HUD); smaller, the panel floats.
    static let smallestScene = (width: 320.0, height: 200.0)

    /// A rectangle in window points, y down.
    struct Box: Equatable {
        var x: Double, y: Double, width: Double, height: Double

        /// True when (x, y), window points, is inside.
        func contains(_ px: Double, _ py: Double) -> Bool {
            px >= x && px < x + width && py >= y && py < y + height
        }
    }

    /// The scene's part of the window, pixels (its top-left is the window's).
    let scene: (width: Int, height: Int)
    /// The panel's and the strip's places, window points (nil: the panel is hidden).
    let panel: Box?
    let strip: Box?
    /// True when the panel and the strip are drawn over the scene.
    let floats: Bool

    /// The layout of a window whose drawable is `drawable` pixels at `pixelScale` pixels a
    /// point, with the panel `shown` or not.
    init(drawable: (width: Int, height: Int), pixelScale: (x: Double, y: Double), shown: Bool) {
        guard shown else {
            (scene, panel, strip, floats) = (drawable, nil, nil, false)
            return
        }
        let sx = max(pixelScale.x, 1e-3), sy = max(pixelScale.y, 1e-3)
        let window = (width: Double(drawable.width) / sx, height: Double(drawable.height) / sy)
        let stripHeight = TimelineStrip.height
        let width = min(Self.fullWidth, max(Self.narrowest, window.width - Self.smallestScene.width))
        let docks = window.width - width >= Self.smallestScene.width
            && window.height - stripHeight >= Self.smallestScene.height
        if docks {
            let side = Int((width * sx).rounded()), under = Int((stripHeight * sy).rounded())
            scene = (max(1, drawable.width - side), max(1, drawable.height - under))
            let left = Double(scene.width) / sx, top = Double(scene.height) / sy
            panel = Box(x: left, y: 0, width: window.width - left, height: window.height)
            strip = Box(x: 0, y: top, width: left, height: window.height - top)
            floats = false
        } else {
            // Over the scene: the strip along the whole bottom, the panel above it on the
            // right, as wide as it may be within the window.
            scene = drawable
            let top = max(0, window.height - stripHeight)
            let floating = min(width, window.width)
            panel = Box(x: window.width - floating, y: 0, width: floating, height: top)
            strip = Box(x: 0, y: top, width: window.width, height: window.height - top)
            floats = true
        }
    }

    /// True when (x, y), window points, is on the panel or the strip.
    func isOnPanel(_ x: Double, _ y: Double) -> Bool {
        (panel?.contains(x, y) ?? false) || (strip?.contains(x, y) ?? false)
    }

    static func == (a: PanelLayout, b: PanelLayout) -> Bool {
        a.scene == b.scene && a.panel == b.panel && a.strip == b.strip && a.floats == b.floats
    }
}

extension PanelLayout {
    /// How opaque the floating panel and strip are: the scene shows through a little.
    static let floatingOpacity: Float = 0.82
    /// The floating panel's first line.
    static let floatingNote = "floating over the scene: the window is too small to set the panel beside it"
}
