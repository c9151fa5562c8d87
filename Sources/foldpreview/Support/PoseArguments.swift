import ArgumentParser
import Scenes

/// `render`'s options that pose one mode's scene beyond `--progress`. The executable
/// collects them by name and reads each as a number (`PoseValue`), keeping the text typed
/// for messages; each mode checks its own (`Scene.pose(for:)`).
struct PoseArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: "pop: the top half's angle θ in degrees, −180 (folded flat over the bottom) … 180, instead of --progress (θ = −180°·P).")
    var angle: String?

    @Option(parsing: .unconditional, help: "pop: show the spring T seconds after --after (with --frames: N frames over 0…T s).")
    var time: String?

    @Option(parsing: .unconditional, help: "pop: what starts the spring: release (let go at --angle, default −180) or poke (pop.pokeVelocity from --angle, default 0). Default release.")
    var after: String?

    @Option(parsing: .unconditional, help: "cards: the stack's scroll offset x in points, 0…5320. Default 400 (the demo's).")
    var offset: String?

    @Option(parsing: .unconditional, help: "cards: the card selected (0…38, as its title 'Item K' counts); --progress is then how far the switch to its layout has gone (default 1). Without it, --progress P is the offset P·5320.")
    var selected: String?

    @Option(parsing: .unconditional, help: "flip: the board's flight, 1…count: the one shown at rest, which --progress leaves for the next. Default 1.")
    var flight: String?

    /// The options given, by name, as the text typed: ArgumentParser takes them as text so
    /// that a mode's message repeats what was given ("got 200", not the "200.0" a `Double`
    /// would print back); `request(for:…)` reads the numbers.
    var given: [String: String] {
        let options = ["angle": angle, "time": time, "after": after, "offset": offset, "selected": selected,
                       "flight": flight]
        return options.compactMapValues { $0 }
    }

    /// The request for `mode`; options that `mode` does not read are refused, naming the
    /// mode that does.
    func request(for mode: Mode, progress: Double?, isSequence: Bool, defaultProgress: Double) throws -> PoseRequest {
        let options = given
        let own = Set(SceneCatalog.poseOptionNames(for: mode))
        let foreign = options.keys.filter { !own.contains($0) }.sorted()
        if let first = foreign.first {
            let owner = Mode.allCases.first { SceneCatalog.poseOptionNames(for: $0).contains(first) }
            let names = foreign.map { "--" + $0 }.joined(separator: ", ")
            throw CLIError("\(names) \(foreign.count == 1 ? "applies" : "apply") to --mode \(owner?.rawValue ?? "?")")
        }
        return PoseRequest(progress: progress, isSequence: isSequence, defaultProgress: defaultProgress,
                           options: options.mapValues(PoseValue.init))
    }
}
