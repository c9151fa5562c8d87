import Raster
import Scenes

/// `render`'s holds and background picture, checked and made.
extension Render {
    /// Refuses holds where there is no animation to hold: a still (`--progress`, a .jpg).
    func checkHold(target: OutputTarget) throws {
        guard hold.isGiven, target.isStill || progress != nil && frames == nil && !export.scrub else { return }
        throw CLIError("--hold-start and --hold-end hold an animation's first and last frames; "
                       + (progress != nil ? "--progress poses one still" : "a .jpg is one still")
                       + " (write a .mp4, .webm, .gif, .webp, .apng, .mov or a folder)")
    }

    /// The `--background` picture fitted under a frame of `size` (under each half of a
    /// `--versus` in `layout`), or nil when none is given; `contain`'s bands are the mode's
    /// backdrop as `options` draws it at rest.
    func underlay(size: (width: Int, height: Int), layout: VersusRender.Layout, versus: Bool,
                  options: SceneOptions) throws -> Bitmap? {
        guard let path = background.picturePath else { return nil }
        let picture = try BackgroundPicture(path: path, fit: try background.pictureFit() ?? .cover, covering: size)
        var boxes: [(x: Int, y: Int, width: Int, height: Int)] = [(0, 0, size.width, size.height)]
        if versus {
            let halves = try VersusRender.halves(of: size, layout: layout)
            boxes = [(0, 0, halves.a.width, halves.a.height),
                     layout == .side ? (halves.a.width, 0, halves.b.width, halves.b.height)
                                     : (0, halves.a.height, halves.b.width, halves.b.height)]
        }
        return picture.underlay(size: size, boxes: boxes.map { box in
            let bands = picture.fit == .contain
                ? options.makeScene(size: (box.width, box.height)).rootLayer().contents : nil
            return (box.x, box.y, box.width, box.height, bands)
        })
    }
}
