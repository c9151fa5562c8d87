/// Slow motion, with one home: the window and exports divide real seconds by the time
/// scale before a scene sees them (the window's `-` / `=`; EnterTheMatrix's 1×, 2×, 5×, 10×).
public struct Playback: Sendable, Equatable {
    /// The steps of `-` / `=`.
    public static let timeScales: [Double] = [1, 2, 5, 10]
    /// How many times slower than real time, ≥ 1. Default 1; odd values read as 1.
    public var timeScale: Double = 1 {
        didSet { if !(timeScale.isFinite && timeScale >= 1) { timeScale = 1 } }
    }

    public init(timeScale: Double = 1) {
        self.timeScale = timeScale.isFinite && timeScale >= 1 ? timeScale : 1
    }

    /// `dt` real seconds in scene seconds.
    public func sceneTime(_ dt: Double) -> Double { dt / timeScale }

    /// The next step slower (`-`) or faster (`=`), stopping at the ends.
    public mutating func step(slower: Bool) {
        let steps = Self.timeScales
        let index = steps.lastIndex(where: { $0 <= timeScale }) ?? 0
        timeScale = steps[Swift.min(Swift.max(index + (slower ? 1 : -1), 0), steps.count - 1)]
    }
}
