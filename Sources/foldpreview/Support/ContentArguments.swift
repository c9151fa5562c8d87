import ArgumentParser
import Raster
import Scenes

/// The person's own pictures on the command line (`render`, `preview`): the first and the
/// second page (`--image`/`--from`, `--to`), the cards' folder (`--images`), how a picture
/// of another shape is fitted (`--fit`) and the one cell that shows them (`--cell`).
/// Each is checked against the mode's `contentSlots` and decoded by the isolated decoder
/// (`ImageLoader`); every refusal is one line.
struct ContentArguments: ParsableArguments {
    @Option(name: [.customLong("image"), .customLong("from")], parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "The picture shown first: the page at the start (fold, cubic, page: MPFoldTransition's fromView), "
            + "the closed face (cell), the picture (pop). Also spelled --from; give it once.",
        valueName: "file"))
    var image: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "The picture shown at the end: the page the transition lands on (fold, cubic, page: toView), "
            + "or the open content split across the panels as FoldingCell splits its container (cell).",
        valueName: "file"))
    var to: [String] = []

    @Option(parsing: .unconditionalSingleValue, help: ArgumentHelp(
        "cards: a folder's pictures in name order ('2' before '10'), one per card: the stack has as many "
            + "cards as there are pictures (1…\(PictureFolder.maximumCount)).",
        valueName: "folder"))
    var images: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How a picture of another shape goes onto its page or card: contain (the default) shows it whole, "
            + "centred, letterboxed on the page's own colour; cover fills the page, centred, cropping what overflows.",
        valueName: "contain|cover"))
    var fit: String?

    @Option(parsing: .unconditional, help: ArgumentHelp(
        ContentArguments.itemModes.map { "\($0.mode.rawValue): only cell K of \($0.count)" }.joined(separator: "; ")
            + " shows --image and --to, counted from 1 at the top as the list shows them; default every cell.",
        valueName: "K"))
    var cell: Int?

    /// The modes whose pictures `--cell` may put on one item, and their item counts.
    static var itemModes: [(mode: Mode, count: Int)] {
        Mode.allCases.compactMap { mode in SceneCatalog.contentItemCount(for: mode).map { (mode, $0) } }
    }

    /// True when no picture and no picture option is given.
    var isEmpty: Bool { image.isEmpty && to.isEmpty && images.isEmpty && fit == nil && cell == nil }

    /// The files the pictures are read from, each with the option that named it (the
    /// folder's pictures one by one), so that no output may be one of them. A folder that
    /// cannot be read gives none here; `load` says why.
    var inputFiles: [OutputPlan.Named] {
        var files = image.map { OutputPlan.Named(option: "--image", path: $0) }
            + to.map { OutputPlan.Named(option: "--to", path: $0) }
        for folder in images {
            let paths = (try? PictureFolder.imagePaths(in: folder)) ?? []
            files += paths.map { OutputPlan.Named(option: "--images", path: $0) }
        }
        return files
    }

    /// The pictures for `mode`, checked and decoded: each option at most once, only for a
    /// mode with its slot, `--fit` contain or cover, `--cell` 1…10 (stored 0-based).
    /// One rule for every command: a mode takes the pictures it has slots for, so the
    /// window started on pop refuses `--to` as `render --mode pop` does (it would start
    /// on a picture it does not show). `frame`: the
    /// largest frame the pictures are drawn on; each is kept no larger than drawn there,
    /// and all of them are counted in the memory check before any is decoded.
    func load(for mode: Mode, frame: (width: Int, height: Int)) throws -> SceneContent {
        try checkOnce("--image (also spelled --from)", image)
        try checkOnce("--to", to)
        try checkOnce("--images", images)
        // Part's cases in their order (first, second, cards) beside the options that fill them.
        for (part, given) in zip(ContentSlot.Part.allCases, [image, to, images]) {
            try check(part, given: !given.isEmpty, mode: mode)
        }
        var content = SceneContent()
        if let fit {
            guard let value = PictureFit(rawValue: fit.lowercased()) else {
                throw CLIError("--fit must be contain or cover, got '\(fit)'")
            }
            guard !(image.isEmpty && to.isEmpty && images.isEmpty) else {
                throw CLIError("--fit fits the pictures of --image, --to or --images; give one of them")
            }
            content.fit = value
        }
        if let cell {
            guard let count = SceneCatalog.contentItemCount(for: mode) else {
                throw CLIError("--cell applies to --mode " + Self.itemModes.map(\.mode.rawValue).joined(separator: ", ")
                               + " (the one item that shows the pictures)")
            }
            guard (1...count).contains(cell) else {
                throw CLIError("--cell must be 1…\(count) (counted from the top), got \(cell)")
            }
            guard !(image.isEmpty && to.isEmpty) else {
                throw CLIError("--cell K picks the cell that shows --image and --to; give one of them")
            }
            content.cell = cell - 1
        }
        let cards = try images.first.map(PictureFolder.imagePaths(in:)) ?? []
        // Each part's paths, found by the option that fills it.
        let byOption = ["--image": Array(image.prefix(1)), "--to": Array(to.prefix(1)), "--images": cards]
        let given = ContentSlot.Part.allCases.map { (part: $0, option: $0.option, paths: byOption[$0.option] ?? []) }
        let counted = given.filter { !$0.paths.isEmpty }
        let bytes = counted.reduce(0.0) { sum, group in
            let box = PictureSizes.box(for: group.part, frame: frame)
            return sum + group.paths.reduce(0.0) { $0 + PictureSizes.keptBytes(path: $1, box: box) }
        }
        try MemoryBudget.check(pictures: bytes, count: counted.reduce(0) { $0 + $1.paths.count },
                               option: counted.map(\.option).joined(separator: " and "),
                               width: frame.width, height: frame.height)
        for group in counted {
            let box = PictureSizes.box(for: group.part, frame: frame)
            content.set(try group.paths.map { try Self.picture(at: $0, covering: box) }, for: group.part)
        }
        return content
    }

    /// One line when `option` was given more than once (a second one would silently
    /// replace the first).
    private func checkOnce(_ option: String, _ values: [String]) throws {
        guard values.count > 1 else { return }
        throw CLIError("\(option) is given \(values.count) times ("
                       + values.map { "'\($0)'" }.joined(separator: ", ") + "); give it once")
    }

    /// One line when `part`'s option is given to a mode without a slot for it, naming the
    /// modes that take it and what `mode` takes instead.
    private func check(_ part: ContentSlot.Part, given: Bool, mode: Mode) throws {
        let slots = SceneCatalog.contentSlots(for: mode)
        guard given, !slots.contains(where: { $0.part == part }) else { return }
        let takers = SceneCatalog.modes(taking: part).map(\.rawValue).joined(separator: ", ")
        let own = slots.map { "\($0.part.option) (\($0.name))" }
        throw CLIError("\(part.option) applies to --mode \(takers); \(mode.rawValue) takes "
                       + (own.isEmpty ? "no pictures" : own.joined(separator: ", ")))
    }

    /// The picture at `path`, decoded by the isolated decoder no larger than it takes to
    /// cover `box` (its note, if any, printed).
    private static func picture(at path: String, covering box: (width: Int, height: Int)) throws -> Bitmap {
        let loaded = try ImageLoader.load(path: path, covering: box)
        if let note = loaded.note { writeToStandardError("foldpreview: note: \(note)\n") }
        return loaded.bitmap
    }
}
