import Foundation
import Raster
@testable import Scenes
import Testing

/// `contentFrame` is what `render --crop content` keeps: every pixel a mode draws, its
/// shadows and its swing included, over its whole animation. Drawn with no backdrop
/// (`SceneBackground.transparent`), nothing outside the frame may have any alpha.
@Suite struct ContentFrameTests {
    /// The first drawn pixel (alpha > 0) outside `frame` in whole pixels, if any.
    static func strayPixel(_ bitmap: Bitmap, outside frame: Rect) -> (x: Int, y: Int)? {
        let x0 = Int(frame.x.rounded(.down)), y0 = Int(frame.y.rounded(.down))
        let x1 = Int(frame.maxX.rounded(.up)), y1 = Int(frame.maxY.rounded(.up))
        return bitmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width where pixels[y * bitmap.width + x] >> 24 != 0 {
                    if x < x0 || x >= x1 || y < y0 || y >= y1 { return (x, y) }
                }
            }
            return nil
        }
    }

    /// The bounds of the drawn pixels (alpha > 0) joined to `bounds`: x0, y0, x1, y1 in
    /// whole pixels, the far sides excluded.
    static func drawnBounds(_ bitmap: Bitmap, joining bounds: (Int, Int, Int, Int)) -> (Int, Int, Int, Int) {
        var (x0, y0, x1, y1) = bounds
        bitmap.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width where pixels[y * bitmap.width + x] >> 24 != 0 {
                    (x0, y0, x1, y1) = (min(x0, x), min(y0, y), max(x1, x + 1), max(y1, y + 1))
                }
            }
        }
        return (x0, y0, x1, y1)
    }

    /// The settings that move a mode's picture elsewhere (the other fold, the other way, a
    /// spring's overshoot past the end).
    static let variants: [(Mode, [String])] = [
        (.fold, ["fold.unfold=true"]), (.cubic, ["fold.orientation=horizontal", "fold.creases=3"]),
        (.flip, ["flip.true3d=true"]), (.cell, ["cell.items=8"]), (.cards, ["cards.laterScale=2"]),
        (.page, ["page.direction=backward", "page.orientation=vertical", "page.perspective=reverse"]),
        (.cubic, ["fold.foldCurve=spring:0.5,0.3"]), (.cards, ["cards.selectCurve=spring:0.5,0.3"]),
    ]

    /// Every frame of the mode's export (at 30 fps) and a scrub through its progress.
    @Test(arguments: Mode.allCases, [SIMD2(480.0, 300.0), SIMD2(210.0, 450.0)])
    func everythingDrawnStaysInsideTheContentFrame(mode: Mode, size: SIMD2<Double>) throws {
        try Self.checkEverythingInside(mode: mode, size: size, assignments: [])
    }

    /// The same with the settings that move the picture.
    @Test(arguments: variants.indices)
    func everythingDrawnStaysInsideWithOtherSettings(variant: Int) throws {
        let (mode, assignments) = Self.variants[variant]
        try Self.checkEverythingInside(mode: mode, size: [480, 300], assignments: assignments)
    }

    static func checkEverythingInside(mode: Mode, size: SIMD2<Double>, assignments: [String]) throws {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: assignments, to: &settings)
        let scene = SceneCatalog.make(mode: mode, viewSize: size, resources: SceneResources(), settings: settings)
        let frames = SceneRenderer()
        var checked = 0
        func check(_ what: String) {
            frames.render(scene, background: .transparent)
            checked += 1
            if let stray = Self.strayPixel(frames.bitmap, outside: scene.contentFrame) {
                Issue.record("\(mode) \(size) \(assignments) \(what): pixel \(stray) drawn outside \(scene.contentFrame)")
            }
        }
        for k in 0...10 {
            scene.progress = Double(k) / 10
            check("at progress \(Double(k) / 10)")
        }
        let recording = Recording(scene: scene, framesPerSecond: 30)
        for k in 0..<recording.count {
            recording.scene(at: k)
            check("at frame \(k) of its recording")
        }
        #expect(checked > 12)
    }

    /// Pop's spring swings the top half past flat and back over the bottom: at every angle
    /// from folded flat (−180°) to folded back (180°) the pose's frame holds what is drawn
    /// and no more.
    @Test(arguments: [SIMD2(480.0, 300.0), SIMD2(210.0, 450.0)])
    func popsSwingStaysInside(size: SIMD2<Double>) throws {
        let pop = try #require(SceneCatalog.make(mode: .pop, viewSize: size, resources: SceneResources()) as? PopScene)
        let frames = SceneRenderer()
        // Every 2.5°, and where the frame's bounds are reached: straight at the eye, and
        // asin(h/d) either side of it (the farthest across the hinge).
        let h = Double(pop.side) / 2
        let tilt = asin(h / (pop.settings[PopSettings.eyeDistance] * pop.scale))
        let angles = (0...144).map { -Double.pi + Double($0) / 72 * Double.pi }
            + [-Double.pi / 2, -Double.pi / 2 - tilt, -Double.pi / 2 + tilt, Double.pi / 2 - tilt, Double.pi / 2 + tilt]
        for angle in angles {
            pop.hold(at: angle)
            frames.render(pop, background: .transparent)
            let frame = pop.contentFrame, swing = pop.motionFrame
            #expect(frame.x >= swing.x && frame.y >= swing.y && frame.maxX <= swing.maxX && frame.maxY <= swing.maxY,
                    "at \(angle) rad: \(frame) outside the swing \(swing)")
            if let stray = Self.strayPixel(frames.bitmap, outside: frame) {
                Issue.record("pop \(size) at \(angle) rad: pixel \(stray) drawn outside \(frame)")
            }
            // And it is the pose's own, no larger: each edge within 2 pixels of a drawn one
            // (but edge-on, where the top half is a line too thin to draw).
            guard abs(cos(angle)) > 0.01 else { continue }
            let reached = Self.drawnBounds(frames.bitmap, joining: (Int.max, Int.max, Int.min, Int.min))
            #expect(Double(reached.0) - frame.x <= 2 && Double(reached.1) - frame.y <= 2
                    && frame.maxX - Double(reached.2) <= 2 && frame.maxY - Double(reached.3) <= 2,
                    "at \(angle) rad: drawn \(reached), frame \(frame)")
        }
    }
}
