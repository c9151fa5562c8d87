import ArgumentParser
import Scenes

/// The card stack's `render` options: a scroll offset, and a card selected part-way.
struct CardsArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: "cards: the stack's scroll offset x in points, 0…5320. Default 400 (the demo's).")
    var offset: Double?

    @Option(parsing: .unconditional, help: "cards: the card selected (0…38, as its title 'Item K' counts); --progress is then how far the switch to its layout has gone (default 1). Without it, --progress P is the offset P·5320.")
    var selected: Int?

    /// True when any of the options was given.
    var isUsed: Bool { offset != nil || selected != nil }
}

/// The card stack's pose for `render`, validated: the offset, and a selection at a
/// progress of its switch. A sequence (`--frames`) films the switch to `--selected`'s
/// layout, or without a selection a scroll through the whole stack.
struct CardsPose: ScenePose {
    let offset: Double
    /// The selected card and the switch's progress; nil: the plain stack.
    let selection: (index: Int, progress: Double)?
    /// True for a sequence.
    let films: Bool

    /// Validates the options; `progress` and `frames` are `render`'s.
    init(_ arguments: CardsArguments, progress: Double?, frames: Int?) throws {
        let range = 0...CardStackLayout.maxOffset
        if let offset = arguments.offset {
            guard offset.isFinite, range.contains(offset) else {
                throw CLIError("--offset must be 0…\(Int(range.upperBound)) points, got \(offset)")
            }
        }
        guard let index = arguments.selected else {
            // Alone, --progress is the stack's scroll position as a fraction (the HUD's).
            if progress != nil, arguments.offset != nil {
                throw CLIError("give either --offset X or --progress P (P·5320 points), not both; with "
                               + "--selected K, --progress is how far the selection has gone")
            }
            offset = arguments.offset ?? progress.map { $0 * CardStackLayout.maxOffset } ?? CardStackLayout.initialOffset
            if frames != nil, arguments.offset != nil {
                throw CLIError("for cards --frames films a scroll through the whole stack, or with --selected K "
                               + "the switch to its layout at --offset")
            }
            selection = nil
            films = frames != nil
            return
        }
        guard (0..<CardStackLayout.count).contains(index) else {
            throw CLIError("--selected must be 0…\(CardStackLayout.count - 1) (the card titled 'Item K'), got \(index)")
        }
        offset = arguments.offset ?? CardStackLayout.initialOffset
        selection = (index, progress ?? 1)
        films = frames != nil
    }

    func apply(to scene: any Scene, fraction: Double) {
        guard let stack = scene as? CardsScene else { return }
        guard let (index, progress) = selection else {
            stack.show(offset: films ? fraction * CardStackLayout.maxOffset : offset)
            return
        }
        stack.show(offset: offset)
        stack.select(index, progress: films ? fraction : progress)
    }
}
