import Media
import Scenes

/// The size each of the person's pictures is kept at, and the memory they take: a picture
/// is decoded straight to the most pixels it is drawn at (a page at most the frame, a card
/// at most the card at the scale the phone is shown), and the pictures are counted in the
/// memory check beside the frame before any is decoded.
enum PictureSizes {
    /// The frame the window's pictures are kept for: the largest window the program expects
    /// (a 4K screen), so a picture dropped on the window is never kept larger than it can be
    /// drawn there, whatever size the window is now.
    static let windowFrame = (width: 3840, height: 2160)

    /// Bitmaps of a kept picture's size a render may hold per picture: the picture, the
    /// art made from it (a card's, or a page's with its mip levels) and a copy while the
    /// art is made.
    static let bitmapsPerPicture = 3.0

    /// The box the pictures of `part` are drawn in at most, on a `frame`-sized render.
    static func box(for part: ContentSlot.Part, frame: (width: Int, height: Int)) -> (width: Int, height: Int) {
        part.pictureBox(frameWidth: frame.width, frameHeight: frame.height)
    }

    /// The bytes the picture at `path` takes once kept for `box`, from the size its header
    /// declares (the box's own size when the header does not say).
    static func keptBytes(path: String, box: (width: Int, height: Int)) -> Double {
        let declared = ImageFile.declaredSize(path: path) ?? box
        let kept = ImageFile.keptSize(width: declared.width, height: declared.height, covering: box)
        return bitmapsPerPicture * Double(kept.width) * Double(kept.height) * 4
    }
}
