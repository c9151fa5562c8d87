import ArgumentParser
import Media
import Raster
import Stage

/// `render --background IMAGE`: a picture behind the animation (a mockup, a desk photo).
/// The frames are drawn on nothing and laid over the picture, fitted to each frame (each
/// half of a `--versus`) once: a crop then cuts the picture with the frame.
struct BackgroundPicture {
    /// How the picture fills a frame of another shape.
    enum Fit: String, CaseIterable {
        /// The whole frame covered, the picture's overflow cut evenly on both sides.
        case cover
        /// The whole picture shown, the rest of the frame the mode's own backdrop.
        case contain
    }

    /// The picture, decoded (no larger than needed to cover the output).
    let image: Bitmap
    let fit: Fit

    /// The picture at `path` decoded by the image decoder child, as `--image` pictures are,
    /// no larger than needed to cover `box`; a file that is missing or is not an image is
    /// one line.
    init(path: String, fit: Fit, covering box: (width: Int, height: Int)) throws {
        let loaded: LoadedImage
        do {
            loaded = try ImageLoader.load(path: path, covering: box)
        } catch let error as CLIError {
            throw CLIError("--background: " + error.description)
        }
        image = loaded.bitmap
        self.fit = fit
    }

    /// A frame's underlay: for each `(x, y, width, height)` box, the picture fitted to it
    /// (`contain`'s bands painted with that box's `bands`, the mode's backdrop), in a
    /// bitmap of `size`.
    func underlay(size: (width: Int, height: Int),
                  boxes: [(x: Int, y: Int, width: Int, height: Int, bands: Paint?)]) -> Bitmap {
        var primitives: [Primitive] = []
        let texture = Texture(image)
        for box in boxes {
            let (w, h) = (Double(box.width), Double(box.height))
            let (iw, ih) = (Double(image.width), Double(image.height))
            let scale = fit == .cover ? max(w / iw, h / ih) : min(w / iw, h / ih)
            let (dw, dh) = (iw * scale, ih * scale)
            let clip: [SIMD2<Double>] = [[Double(box.x), Double(box.y)], [Double(box.x) + w, Double(box.y)],
                                         [Double(box.x) + w, Double(box.y) + h], [Double(box.x), Double(box.y) + h]]
            if fit == .contain, let bands = box.bands {
                primitives.append(Primitive(transform: .translation(Double(box.x), Double(box.y)), size: [w, h], paint: bands))
            }
            primitives.append(Primitive(transform: .translation(Double(box.x) + (w - dw) / 2, Double(box.y) + (h - dh) / 2),
                                        size: [dw, dh], paint: .texture(texture), clip: clip))
        }
        var underlay = Bitmap(width: size.width, height: size.height)
        Renderer().render(primitives, into: &underlay, clear: .transparent)
        return underlay
    }
}
