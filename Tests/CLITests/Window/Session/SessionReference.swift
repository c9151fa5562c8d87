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
        precondition(a.width == b.width && a.height == b.height, "pictures of different sizes")
        var worst = 0
        for y in rows ?? 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                worst = max(worst, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            }
        }
        return worst
    }

    /// The pixels where two pictures of one size differ by more than 1.
    static func differing(_ a: Bitmap, _ b: Bitmap) -> [(x: Int, y: Int)] {
        var points: [(x: Int, y: Int)] = []
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                if max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > 1 {
                    points.append((x, y))
                }
            }
        }
        return points
    }
}
