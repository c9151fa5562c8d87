/// What the window says on its own: the current message (for a few seconds), and the
/// mode's first-run hint, shown until the first drag and then fading.
struct Notices {
    /// How long a message stays on screen, seconds.
    static let messageDuration = 4.0
    /// How long the first-run hint takes to fade once the first drag is done, seconds.
    static let hintFade = 0.6

    private(set) var message: (text: String, until: Double, refusal: Bool)?
    private var hintFadeStart: Double?

    /// Shows `text` from `time` on; `refusal`: it says why a value the panel was given was
    /// refused (`accepted()` takes it away).
    mutating func say(_ text: String, at time: Double, refusal: Bool = false) {
        message = (text, time + Self.messageDuration, refusal)
    }

    /// The panel has just accepted a value: a refusal it showed (of a value on its way, such
    /// as `0` typed toward `0.6`) no longer holds and goes at once; true when it went.
    mutating func accepted() -> Bool {
        guard message?.refusal == true else { return false }
        message = nil
        return true
    }

    /// Drops the message once its time is over; true when it went.
    mutating func expire(at time: Double) -> Bool {
        guard let message, time >= message.until else { return false }
        self.message = nil
        return true
    }

    /// The person has found the pointer (the first drag ended at `time`): the hint fades.
    mutating func pointerFound(at time: Double) {
        if hintFadeStart == nil { hintFadeStart = time }
    }

    /// The hint's opacity at `time`: 1 until the first drag, then fading to 0.
    func hintOpacity(at time: Double) -> Double {
        guard let start = hintFadeStart else { return 1 }
        return max(0, 1 - (time - start) / Self.hintFade)
    }

    /// True while the hint is fading (frames are wanted for it).
    func hintFades(at time: Double) -> Bool { hintFadeStart.map { time - $0 < Self.hintFade } ?? false }
}
