import ArgumentParser

/// The flight board's options that `render` and the window share.
struct FlipArguments: ParsableArguments {
    @Option(help: "The flights file for the board (default: flights.json in the resources folder).")
    var flights: String?

    @Option(help: "The board's flight, 1…count: the one shown at rest, which --progress leaves for the next. Default 1.")
    var flight: Int?

    @Flag(name: .customLong("true3d"), help: "Draw the board's cube flips as real boxes in perspective.")
    var trueThreeD = false
}
