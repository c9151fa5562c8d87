import Raster

/// Bitmaps the session keeps from one frame to the next: A and B put together while
/// comparing (drawn over in place, so a frame allocates nothing), the same without the
/// overlay when a recording or a screenshot needs it, and the checkerboard shown under a
/// transparent background, made once a size.
struct KeptBitmaps {
    /// A and B put together, HUD and overlay included.
    var compared = Bitmap(width: 1, height: 1)
    /// `compared` without the overlay, when it was kept.
    var undecoratedCompared: Bitmap?
    private var underlay: Bitmap?

    /// The checkerboard for a frame of `width` × `height` pixels with squares of `square`
    /// pixels: the one made last when it has that size, else a new one, kept.
    mutating func checkerboard(width: Int, height: Int, square: Int) -> Bitmap {
        if let board = underlay, board.width == width, board.height == height { return board }
        let board = Bitmap.checkerboard(width: width, height: height, square: square, light: .opaque(255, 255, 255),
                                        dark: .opaque(204, 204, 204))
        underlay = board
        return board
    }
}
