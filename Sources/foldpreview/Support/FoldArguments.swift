import ArgumentParser

/// The options of the fold modes that `render` and the window share (one declaration,
/// one help text).
struct FoldArguments: ParsableArguments {
    @Option(help: "An image file to fold instead of the drawn art (fold, cubic and pop).")
    var image: String?

    @Option(help: "Fold orientation: vertical or horizontal.")
    var orientation: String = "vertical"

    @Option(help: "Perspective preset: normal, high, low, none or inverse.")
    var perspective: String = "normal"

    @Flag(help: "Unfold instead of fold (swaps the pages; EaseIn).")
    var unfold = false
}
