/// The scene's clock as the session moves it: the session time it last moved to, and each
/// step from there. Events that arrive together (a busy frame, a script) still see the time
/// that passed between them (a drag's follow animation, a flick's velocity); the clock never
/// goes back, and a stall moves it by at most `longestStep` at once, so an animation does
/// not jump to its end after a hang.
struct SceneClock {
    /// The most one step moves the scene, seconds.
    static let longestStep = 0.25
    /// The session time the clock last moved to (nil before the session starts).
    private(set) var last: Double?

    /// The clock stands at `time`: the session begins.
    mutating func start(at time: Double) { last = time }

    /// The step from the last time to `time` (at most `longestStep`), nil when time did not
    /// move on; the clock stands at `time` afterwards (a first call only sets it).
    mutating func step(to time: Double) -> Double? {
        guard let last else {
            self.last = time
            return nil
        }
        guard time > last else { return nil }
        self.last = time
        return min(time - last, Self.longestStep)
    }
}
