import Scenes

/// Animations of a page that `WebAnimation` does not say: values that jump at given times
/// (an element shown or hidden, one picture in place of another) and eased segments that
/// start later and must not hold their first value before they start (a second half after
/// an instant change). Each gives its `@keyframes` and the `animation` value that plays it
/// on page time (t = 0 the play's start); several join on one element with commas
/// (`WebTimeline.animation(_:)`), a later one overriding an earlier one while it applies.
public enum WebTimeline {
    /// A property that takes `initial` at t = 0 and then each change's value from its time
    /// on (times ascending): keyframes held by `steps(1, end)` over the last change's time,
    /// the last value kept after it. Nil when nothing changes after t = 0 (set the value).
    public static func steps(name: String, property: String, initial: String,
                             changes: [(time: Double, value: String)]) -> (WebKeyframes, String)? {
        let later = changes.filter { $0.time > 0 }
        let first = changes.last { $0.time <= 0 }?.value ?? initial
        guard let end = later.last?.time else { return nil }
        var frames: [(offset: Double, declarations: String)] = [(0, "\(property): \(first)")]
        for change in later { frames.append((change.time / end, "\(property): \(change.value)")) }
        return (WebKeyframes(name: name, frames: frames),
                "\(name) \(CSS.seconds(end)) steps(1, end) 0s 1 normal both")
    }

    /// Shown (`visibility`) from each `true` time and hidden from each `false` time.
    public static func visibility(name: String, initiallyVisible: Bool,
                                  changes: [(time: Double, visible: Bool)]) -> (WebKeyframes, String)? {
        func word(_ visible: Bool) -> String { visible ? "visible" : "hidden" }
        return steps(name: name, property: "visibility", initial: word(initiallyVisible),
                     changes: changes.map { ($0.time, word($0.visible)) })
    }

    /// `keyframes` played once from `start` for `duration` s with `easing`, holding the
    /// end after it; before `start` it holds its first frame only when `holdsStart` (else
    /// what the element's other animations or style say applies until it starts).
    /// `reverse` plays the keyframes backwards (the easing applied to the reversed
    /// progress, as Core Animation runs a timeline backwards through its curve).
    public static func segment(_ keyframes: String, start: Double, duration: Double, easing: WebEasing,
                               holdsStart: Bool = true, reverse: Bool = false) -> String {
        "\(keyframes) \(CSS.seconds(Swift.max(duration, 0.000_001))) \(easing.css) \(CSS.seconds(start)) 1 "
            + "\(reverse ? "reverse" : "normal") \(holdsStart ? "both" : "forwards")"
    }

    /// Several `animation` values on one element.
    public static func animation(_ values: [String]) -> String { values.joined(separator: ", ") }
}
