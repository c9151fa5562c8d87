/// What the session asks of the window it shows in: its sizes, the pointer's capture,
/// the clipboard, the title and the tuning panel's setup. `Display` is the SDL window; a
/// test gives a headless one, and drives the session with times of its own.
protocol WindowHost: AnyObject {
    /// The drawable's size in pixels, and the window's in points (they differ on HiDPI).
    var drawableSize: (width: Int, height: Int) { get }
    var windowSize: (width: Int, height: Int) { get }
    /// Follows the pointer outside the window during a drag; false when it cannot.
    func captureMouse(_ on: Bool) -> Bool
    /// Puts `text` on the clipboard; false when there is none.
    func setClipboard(_ text: String) -> Bool
    func setTitle(_ title: String)
    /// Sets up the tuning panel's ImGui at `scale` pixels a point, and the driver the
    /// session reaches it through; nil when it cannot start here.
    func enablePanel(scale: Double) -> PanelDriver?
    /// Whether the panel shows (the window routes its events to ImGui while it does).
    var panelShown: Bool { get set }
}
