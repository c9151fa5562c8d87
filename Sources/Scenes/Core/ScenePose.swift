import Raster

/// What `render` (or the window's start) asks of a scene beyond its settings: the mode's
/// progress and its own pose options (pop's `angle`, the cards' `offset`), read as numbers
/// where the command line gave them (`PoseValue`); each mode checks its own.
public struct PoseRequest: Sendable, Equatable {
    /// `--progress`, already checked to be in [0, 1]; nil when not given.
    public var progress: Double?
    /// True for a sequence (`--frames N`): the pose is applied at fractions 0…1.
    public var isSequence: Bool
    /// The progress of a single frame when `--progress` is not given: 0.5 for `render`
    /// (the middle of the motion), 0 for the window's start.
    public var defaultProgress: Double
    /// The mode's pose options by name ("angle": −120).
    public var options: [String: PoseValue]

    public init(progress: Double? = nil, isSequence: Bool = false, defaultProgress: Double = 0.5,
                options: [String: PoseValue] = [:]) {
        self.progress = progress
        self.isSequence = isSequence
        self.defaultProgress = defaultProgress
        self.options = options
    }

    /// The option `name` as a finite number in `range`, nil when not given; `unit` and
    /// `meaning` complete the message of a bad value.
    public func number(_ name: String, in range: ClosedRange<Double>, unit: String,
                       meaning: String = "") throws(SettingError) -> Double? {
        guard let option = options[name] else { return nil }
        guard let value = option.number, range.contains(value) else {
            throw SettingError("--\(name) must be \(signed(range.lowerBound))…\(signed(range.upperBound))"
                               + " \(unit)\(meaning), got \(SettingLimits.echo(option.typed))")
        }
        return value
    }

    /// The option `name` as a whole number in `range`, nil when not given.
    public func integer(_ name: String, in range: ClosedRange<Int>, meaning: String = "") throws(SettingError) -> Int? {
        guard let option = options[name] else { return nil }
        guard let value = option.integer, range.contains(value) else {
            throw SettingError("--\(name) must be \(range.lowerBound)…\(range.upperBound)\(meaning), "
                               + "got \(SettingLimits.echo(option.typed))")
        }
        return value
    }
}

/// One pose option as the command line gave it: read once, where it was typed, as a
/// number and as a whole number, with the text itself kept for messages, which repeat it
/// as given ("got 200", never the "200.0" a number prints back).
public struct PoseValue: Sendable, Equatable {
    /// The text typed.
    public let typed: String
    /// The finite number it reads as (spaces around it allowed); nil for any other text
    /// ("abc", "nan", "1e400").
    public let number: Double?
    /// The whole number it reads as ("7", not "7.0"); nil for any other text.
    public let integer: Int?

    public init(_ typed: String) {
        self.typed = typed
        let trimmed = typed.trimmingSpaces
        number = Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
        integer = Int(trimmed)
    }
}

/// `value` as a person reads it, with a true minus sign ("−180").
func signed(_ value: Double) -> String {
    value < 0 ? "−" + DecimalText.shortest(-value) : DecimalText.shortest(value)
}

/// How to pose a scene for one frame of `render`: `apply(nil)` poses the single frame,
/// `apply(f)` frame f ∈ [0, 1] of a sequence (frame i of N is i/(N − 1)).
public struct ScenePose {
    private let body: (Double?) -> Void

    public init(_ body: @escaping (Double?) -> Void) { self.body = body }

    /// Poses the scene for a single frame (nil) or a sequence's fraction.
    public func apply(_ fraction: Double?) { body(fraction) }

    /// The plain pose: `progress` for a single frame (or the request's default), the
    /// sequence's fraction as the progress.
    public static func progress(of scene: any Scene, _ request: PoseRequest) -> ScenePose {
        let single = request.progress ?? request.defaultProgress
        return ScenePose { fraction in scene.progress = fraction ?? single }
    }
}
