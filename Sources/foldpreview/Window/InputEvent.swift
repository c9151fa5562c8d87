import Scenes

/// A key the preview responds to, in our own terms: the SDL keycode stays in `Display`.
enum Key: Hashable, Sendable {
    /// A printable key as its unshifted character on a US layout ("1", "f", "-", "=", "/"),
    /// lowercased; `?` arrives as "/" with shift, or as "?" on layouts that have it.
    case character(Character)
    case tab, space, escape, f1, f12
    case left, right, up, down, home, end
}

/// The modifier keys held with a key press.
struct KeyModifiers: OptionSet, Hashable, Sendable {
    let rawValue: Int
    static let shift = KeyModifiers(rawValue: 1)
    static let control = KeyModifiers(rawValue: 2)
}

/// What the window (or a script) tells the session, with pointer positions in window
/// coordinates (SDL's logical points; the session scales them to drawable pixels).
enum InputEvent: Sendable, Equatable {
    /// Window close, SIGINT, or the system asked to quit.
    case quit
    /// The left button went down, moved with the button held, or went up.
    case pointerDown(x: Double, y: Double)
    /// The wheel turned by (dx, dy) notches; +dy is away from the user (content moves down).
    case wheel(dx: Double, dy: Double)
    case pointerMove(x: Double, y: Double)
    case pointerUp(x: Double, y: Double)
    /// The pointer left the window, or the window lost keyboard focus: a drag ends.
    case pointerLeft
    case focusLost
    case key(Key, KeyModifiers, isRepeat: Bool)
    /// The drawable size may have changed (resize, HiDPI move).
    case resized
    /// The window needs its contents again (exposed, restored).
    case exposed
    case minimized
    /// A file or folder was dropped on the window at (x, y), window points (where the
    /// pointer was when the drop came: it says which of the mode's slots it fills).
    case dropFile(String, x: Double, y: Double)
    /// A key or text the tuning panel took for itself (a field being edited): draw again.
    case panelInput
    /// A script's step "art": the script waits until every scene being built is ready.
    case waitForArt
}
