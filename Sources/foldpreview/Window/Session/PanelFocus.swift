/// E's tuning panel as the session sees it: made the first time it shows (ImGui set up on
/// the window, reached through its `PanelDriver`), shown or not, and until when it wants frames after its last input (a
/// widget's hover and press show at once, then the window rests again).
struct PanelFocus {
    /// How long the panel keeps frames coming after an input, seconds.
    static let afterInput = 0.3

    private(set) var panel: TuningPanel?
    /// The panel's ImGui (nil until it first shows).
    private(set) var driver: PanelDriver?
    private(set) var shown = false
    private var activeUntil = -Double.infinity

    /// Makes the panel on first use; false when the window cannot show one.
    mutating func prepare(_ enable: () -> PanelDriver?) -> Bool {
        if panel != nil { return true }
        guard let made = enable() else { return false }
        driver = made
        panel = TuningPanel()
        return true
    }

    /// Shows or hides it, noting the input at `time`.
    mutating func toggle(at time: Double) {
        shown.toggle()
        noteInput(at: time)
    }

    /// The panel took an input at `time`: it wants frames for a moment.
    mutating func noteInput(at time: Double) { activeUntil = time + Self.afterInput }

    /// True while the panel wants frames at `time`: a widget held, just after its input, or
    /// keys still waiting for frames to take them.
    func isBusy(at time: Double, drag: PointerDrag) -> Bool {
        shown && (drag == .panel || time < activeUntil || driver?.hasPendingInput == true)
    }
}
