import Raster
import Stage

/// The one frame path: a scene, as it stands, into pixels. Its layer tree is flattened
/// into a draw list (Stage), the list's primitives are drawn by the CPU rasterizer (Raster)
/// into a bitmap the size of the scene's view. `render`, `bench`, the window and the tests
/// all draw through it; posing and advancing the scene is the caller's business, drawing
/// never moves it.
///
/// The bitmap is kept between frames (made again only when the view's size changes), and
/// so is the rasterizer's scratch memory: a warm frame allocates only the layer tree and
/// the draw list.
public final class SceneRenderer {
    /// The rasterizer (its thread count may be changed between frames).
    public let renderer: Renderer
    /// The last frame drawn; 1×1 before the first.
    public private(set) var bitmap = Bitmap(width: 1, height: 1)
    /// The last frame without its decoration, when `render` was asked to keep it (the
    /// window's recording and screenshots leave its HUD out); nil otherwise.
    public private(set) var undecorated: Bitmap?

    /// A frame path drawing with `threads` threads (strips of rows; 1 or more).
    public init(threads: Int = 1) {
        renderer = Renderer(threads: threads)
    }

    /// Draws `scene` into `bitmap` (resized to the scene's view), over `clear` (nil keeps
    /// the last frame's pixels under it), on `background`: the mode's own backdrop (the
    /// root layer's contents), a colour in its place, or none (transparent). `decorate` may append primitives drawn after the
    /// scene's, in the same pass (the window's HUD and help, the X-ray of the scene's draw
    /// list, which it is given); nothing else sees them.
    /// Returns the scene's draw list (what `--dump` writes).
    ///
    /// With `keepingUndecorated`, the scene is drawn first and kept as `undecorated`, and
    /// the decoration drawn over it in a second pass.
    ///
    /// `under` (the view's size) is drawn beneath the scene where it is not opaque (the
    /// window's checkerboard under a transparent background): as the clear, or, when the
    /// undecorated scene is kept, after it is kept, so that `undecorated` keeps its alpha.
    ///
    /// With `columns`, only those columns are drawn as in the whole frame (`Renderer`).
    @discardableResult
    public func render(_ scene: any Scene, clear: Pixel? = .transparent, background: SceneBackground = .scene,
                       keepingUndecorated: Bool = false, under: Bitmap? = nil, columns: Range<Int>? = nil,
                       decorate: ((DrawList, inout [Primitive]) -> Void)? = nil) -> DrawList {
        let width = Int(scene.viewSize.x), height = Int(scene.viewSize.y)
        if bitmap.width != width || bitmap.height != height {
            bitmap = Bitmap(width: width, height: height)
        }
        let root = scene.rootLayer()
        background.apply(to: root)
        let list = DrawList(root: root, width: width, height: height)
        var primitives = list.primitives
        let under = under.flatMap { $0.width == width && $0.height == height ? $0 : nil }
        if keepingUndecorated {
            renderer.render(primitives, into: &bitmap, clear: clear, columns: columns)
            undecorated = bitmap
            if let under { bitmap.drawUnder(under) }
            var decoration: [Primitive] = []
            decorate?(list, &decoration)
            if !decoration.isEmpty { renderer.render(decoration, into: &bitmap, clear: nil) }
        } else {
            undecorated = nil
            decorate?(list, &primitives)
            // The underlay is the clear: one copy of its pixels, drawn over.
            if let under { bitmap = under }
            renderer.render(primitives, into: &bitmap, clear: under == nil ? clear : nil, columns: columns)
        }
        return list
    }
}
