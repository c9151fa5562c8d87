import Media
import Raster
@testable import Scenes
import Stage

#if canImport(Glibc)
import Glibc
#endif

/// The text rasterizer shared by the tests (DejaVu through SDL_ttf), or nil when no font
/// is installed (then the card draws placeholder bars and goldens would differ: the
/// golden tests require it).
let sharedText: TextRenderer? = try? TextRenderer()

/// |a − b| ≤ tolerance.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

/// The corners TL, TR, BR, BL of a drawn item as (x, y, w): screen pixels and homogeneous w.
func screenCorners(_ item: DrawItem) -> [SIMD3<Double>] {
    item.primitive.homogeneousCorners.map { SIMD3($0.x / $0.w, $0.y / $0.w, $0.w) }
}

/// Names of the items in draw order, with fused overlays right after their parent (as
/// in the JSON dump).
func dumpNames(_ list: DrawList) -> [String] {
    list.items.flatMap { item in [item.name] + (item.overlayName.map { [$0] } ?? []) }
}

/// A fold scene of the golden size with the shared text rasterizer.
func makeScene(_ mode: Mode = .fold, width: Double = 320, height: Double = 200) -> FoldScene {
    FoldScene(mode: mode, viewSize: [width, height], text: sharedText)
}

/// The scene's frame drawn by the one frame path (`SceneRenderer`), as `render`, `bench`
/// and the window draw it.
func render(_ scene: any Scene, clear: Pixel = .opaque(0, 0, 0)) -> Bitmap {
    let frames = SceneRenderer()
    frames.render(scene, clear: clear)
    return frames.bitmap
}

/// Largest and mean absolute channel difference (R, G, B, A) of two same-size bitmaps.
func difference(_ a: Bitmap, _ b: Bitmap) -> (max: Int, mean: Double) {
    precondition(a.width == b.width && a.height == b.height)
    var worst = 0, total = 0
    for i in a.pixels.indices {
        let p = a.pixels[i], q = b.pixels[i]
        for shift in stride(from: 0, to: 32, by: 8) {
            let d = abs(Int((p >> UInt32(shift)) & 0xFF) - Int((q >> UInt32(shift)) & 0xFF))
            worst = max(worst, d)
            total += d
        }
    }
    return (worst, a.pixels.isEmpty ? 0 : Double(total) / Double(a.pixels.count * 4))
}

/// The largest channel difference of one pixel pair.
func pixelDifference(_ p: Pixel, _ q: Pixel) -> Int {
    max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
}

/// A solid background gradient.
func solid(_ color: Color) -> LinearGradient { LinearGradient(colors: [color]) }

/// The folder of the golden PNGs in the source tree: `Golden/` beside this file (the
/// tests that use it sit in the mode folders below).
func goldenDirectory() -> String {
    let parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    return parts.dropLast().joined(separator: "/") + "/Golden"
}

/// Level 0 of `texture` as a bitmap (row by row through its stride).
func textureBitmap(_ texture: Texture) -> Bitmap {
    let level = texture.levels[0]
    var out = Bitmap(width: level.width, height: level.height)
    out.pixels.withUnsafeMutableBufferPointer { pixels in
        for y in 0..<level.height {
            for x in 0..<level.width { pixels[y * level.width + x] = level.texels[y * level.stride + x] }
        }
    }
    return out
}
