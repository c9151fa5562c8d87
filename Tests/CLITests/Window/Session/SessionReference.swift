@testable import foldpreview
import Foundation
import Media
import Raster
import Scenes

/// What `render` draws for a mode posed as its command line would pose it, made in
/// process: the pictures the window's frames are held against.
enum SessionReference {
    /// `mode` at `width` × `height` with `settings`, posed by `progress` and the mode's pose
    /// `options` (as `render --angle -120` gives them), drawn by the frame path.
    static func picture(_ mode: Mode, width: Int, height: Int, progress: Double? = 0, options: [String: String] = [:],
                        settings: SettingValues = SettingValues()) throws -> Bitmap {
        let scene = SceneCatalog.make(mode: mode, viewSize: [Double(width), Double(height)],
                                      resources: SceneResources(text: SessionDriver.text), settings: settings)
        let request = PoseRequest(progress: progress, defaultProgress: 0, options: options.mapValues(PoseValue.init))
        try scene.pose(for: request).apply(nil)
        let frames = SceneRenderer()
        frames.render(scene)
        return frames.bitmap
    }

    /// The largest difference of any colour channel between two pictures of one size, over
    /// the rows `rows` (all of them by default).
    static func maxChannelDifference(_ a: Bitmap, _ b: Bitmap, rows: Range<Int>? = nil) -> Int {
        var worst = 0
        forEachPixel(a, b, rows: rows) { _, _, difference in worst = max(worst, difference) }
        return worst
    }

    /// The pixels where two pictures of one size differ by more than 1.
    static func differing(_ a: Bitmap, _ b: Bitmap) -> [(x: Int, y: Int)] {
        var points: [(x: Int, y: Int)] = []
        forEachPixel(a, b) { x, y, difference in if difference > 1 { points.append((x, y)) } }
        return points
    }

    /// Calls `body` with each pixel's place and its largest colour channel difference,
    /// reading the pixels through buffer pointers (this test target is not optimised).
    private static func forEachPixel(_ a: Bitmap, _ b: Bitmap, rows: Range<Int>? = nil,
                                     _ body: (Int, Int, Int) -> Void) {
        precondition(a.width == b.width && a.height == b.height, "pictures of different sizes")
        a.pixels.withUnsafeBufferPointer { first in
            b.pixels.withUnsafeBufferPointer { second in
                for y in rows ?? 0..<a.height {
                    for x in 0..<a.width {
                        let p = first[y * a.width + x], q = second[y * a.width + x]
                        let r = abs(Int(p & 0xFF) - Int(q & 0xFF))
                        let g = abs(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF))
                        let bl = abs(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF))
                        body(x, y, max(r, g, bl))
                    }
                }
            }
        }
    }
}
