import ArgumentParser

/// The folding-cell list's options that `render` and the window share.
struct CellArguments: ParsableArguments {
    @Option(help: "Panels per folding cell, 2…8 (the container's height follows). Default 4.")
    var items: Int?
}
