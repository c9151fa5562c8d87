/// Who holds the pointer while its button is down: no one, the scene (a drag, whose
/// release still comes here when the display captured the pointer outside the window), or
/// a widget of the tuning panel or the timeline strip, or the A/B wipe's divider.
enum PointerDrag: Equatable {
    case none
    /// A drag on the scene; `captured` when the display follows the pointer outside the
    /// window for it.
    case scene(captured: Bool)
    case panel
    /// The A/B wipe's divider (`Comparison`), dragged sideways.
    case divider

    /// True while the scene is being dragged.
    var onScene: Bool {
        if case .scene = self { return true }
        return false
    }

    /// True while the display follows the pointer outside the window for a drag.
    var isCaptured: Bool { self == .scene(captured: true) }
}
