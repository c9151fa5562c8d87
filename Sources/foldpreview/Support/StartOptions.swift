import Scenes

/// How a newly made scene of the board or the cell list starts, from the command line:
/// `render` applies it to its one scene, the window to each scene the first time it is
/// made (afterwards scenes keep their own state across mode switches).
struct StartOptions {
    /// The board's flight at rest, 0-based.
    var flight = 0
    /// The board's flips as real boxes.
    var trueThreeD = false
    /// Panels per folding cell, 2…8.
    var items = 4

    func apply(to scene: any Scene) {
        if let board = scene as? FlipScene {
            board.show(flight: flight)
            board.trueThreeD = trueThreeD
        }
        if let list = scene as? CellScene { list.itemCount = items }
    }
}
