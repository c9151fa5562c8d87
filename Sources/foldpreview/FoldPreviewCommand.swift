import ArgumentParser

/// `foldpreview`: the preview window (default), `render` and `bench`.
@main
struct FoldPreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "foldpreview",
        abstract: "Preview, scrub and render the classic iOS fold and flip animations.",
        subcommands: [Bench.self])
}
