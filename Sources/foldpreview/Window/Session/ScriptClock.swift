/// A `--script` as the session replays it: its steps are due at their script time from
/// the session time the script began, and its step "art" makes it wait until every scene
/// being built is ready. The window drives a scripted run on a fixed 1/60 s step and holds
/// that clock while the picture waits (`PreviewSession.scriptWaits`), so a script gives the
/// same frames on a loaded machine as on an idle one.
struct ScriptClock {
    private(set) var script: InputScript
    /// The session time of the script's time 0.
    let origin: Double
    /// True after an "art" step, until no scene is being built.
    var waitsForArt = false

    init(_ script: InputScript, origin: Double) {
        self.script = script
        self.origin = origin
    }

    /// The session time of the next step, or nil when the script is done.
    var nextTime: Double? { script.nextTime.map { origin + $0 } }

    /// The steps due at session time `time`, each with the session time it was meant for.
    mutating func due(at time: Double) -> [(event: InputEvent, time: Double)] {
        script.due(at: time - origin).map { ($0.event, origin + $0.time) }
    }
}
