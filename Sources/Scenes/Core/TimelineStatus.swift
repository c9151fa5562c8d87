import Raster

/// Where a mode stands on its own timeline, for the HUD: how far along it is (0…1) and,
/// while an animation runs, its time and length in scene seconds.
public struct TimelineStatus: Sendable, Equatable {
    /// How far along the mode's own timeline the picture is: the fold's transition, the
    /// board's swipe (either way), the opening or closing cell, the fold view's angle, the
    /// card switch or the stack's scroll.
    public var progress: Double
    /// Scene seconds into the running animation; nil at rest or under a drag.
    public var elapsed: Double?
    /// The running animation's length in scene seconds; nil when it runs until it settles
    /// (a spring, a flick's decay).
    public var length: Double?

    public init(progress: Double, elapsed: Double? = nil, length: Double? = nil) {
        self.progress = progress.isFinite ? progress : 0
        self.elapsed = elapsed?.isFinite == true ? elapsed : nil
        self.length = length?.isFinite == true ? length : nil
    }

    /// "progress 0.512   t 0.15 s of 0.30 s" (the time only while an animation runs).
    public var text: String {
        var line = "progress " + DecimalText.fixed(progress, places: 3)
        if let elapsed {
            line += "   t " + DecimalText.fixed(elapsed, places: 2) + " s"
            if let length { line += " of " + DecimalText.fixed(length, places: 2) + " s" }
        }
        return line
    }
}
