import ArgumentParser
import Scenes

/// The pop mode's `render` options: a held angle, or the spring some time after a
/// release or a poke.
struct PopArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: "pop: the top half's angle θ in degrees, −180 (folded flat over the bottom) … 180, instead of --progress (θ = −180°·P).")
    var angle: Double?

    @Option(parsing: .unconditional, help: "pop: show the spring T seconds after --after (with --frames: N frames over 0…T s).")
    var time: Double?

    @Option(help: "pop: what starts the spring: release (let go at --angle, default −180) or poke (5 rad/s from --angle, default 0). Default release.")
    var after: String?

    /// True when any of the options was given.
    var isUsed: Bool { angle != nil || time != nil || after != nil }
}

/// pop's pose for `render`, validated: the top half held at an angle, or the spring
/// started there and run for a time.
struct PopPose: ScenePose {
    enum Start: String, CaseIterable { case release, poke }

    /// The angle held, or where the spring starts, radians.
    let angle: Double
    /// The spring: what started it and for how long it runs, seconds.
    let spring: (start: Start, time: Double)?

    /// Validates the options; `progress` and `frames` are `render`'s (θ = −π·P).
    init(_ arguments: PopArguments, progress: Double?, frames: Int?) throws {
        if arguments.angle != nil, progress != nil { throw CLIError("give either --angle or --progress, not both") }
        if let degrees = arguments.angle {
            guard degrees.isFinite, (-180...180).contains(degrees) else {
                throw CLIError("--angle must be −180…180 degrees (θ: −180 is folded flat over the bottom), got \(degrees)")
            }
        }
        if arguments.after != nil, arguments.time == nil {
            throw CLIError("--after needs --time T: the seconds after the release or poke to show")
        }
        guard let time = arguments.time else {
            if arguments.angle != nil, frames != nil {
                throw CLIError("--frames spans the fold 0…1; with --angle, add --time T to film the spring")
            }
            angle = (arguments.angle ?? -180 * (progress ?? 0.5)) * .pi / 180
            spring = nil
            return
        }
        guard time.isFinite, time >= 0, time <= 3600 else {
            throw CLIError("--time must be 0…3600 seconds, got \(time)")
        }
        let name = (arguments.after ?? "release").lowercased()
        guard let start = Start(rawValue: name) else {
            throw CLIError("--after must be release or poke, got '\(arguments.after ?? "")'")
        }
        let defaultDegrees = start == .release ? -180.0 : 0
        angle = (arguments.angle ?? progress.map { -180 * $0 } ?? defaultDegrees) * .pi / 180
        spring = (start, time)
    }

    /// Poses `scene`: held at the angle, or the spring at `fraction` of its time.
    func apply(to scene: any Scene, fraction: Double) {
        guard let scene = scene as? PopScene else { return }
        scene.hold(at: angle)
        guard let (start, time) = spring else { return }
        switch start {
        case .release: scene.release()
        case .poke: scene.poke()
        }
        scene.advance(by: time * fraction)
    }
}
