/// What the frames drawn so far leave for the next: how many were drawn with the picture's
/// own art (`--frames` stops after that many), the HUD's rates as last refreshed and whether
/// the HUD had room, and the window's title as last set.
struct FrameBook {
    /// Frames drawn with the picture's own art.
    private(set) var counted = 0
    /// The HUD's rates, refreshed at most four times a second so they can be read (and their
    /// text is not rasterized every frame), and the session time they were taken.
    private(set) var rates = PreviewSession.FrameRates()
    private var ratesTime = -Double.infinity
    /// False when the last frame had no room for the full HUD (then `H` says so).
    var hudHadRoom = true
    /// The window's title as last set.
    private(set) var title = ""

    /// A frame was drawn; `ownArt` when its picture had its own art.
    mutating func drew(ownArt: Bool) {
        if ownArt { counted += 1 }
    }

    /// The rates the HUD shows at `time`: `measured` when the last were taken a quarter
    /// second ago or more, else those.
    mutating func hudRates(at time: Double, measured: PreviewSession.FrameRates) -> PreviewSession.FrameRates {
        if time - ratesTime >= 0.25 {
            ratesTime = time
            rates = measured
        }
        return rates
    }

    /// True when `wanted` is not the title shown, which it becomes (the window is told only
    /// of a change).
    mutating func retitle(_ wanted: String) -> Bool {
        guard wanted != title else { return false }
        title = wanted
        return true
    }
}
