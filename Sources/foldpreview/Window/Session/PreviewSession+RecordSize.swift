import Raster
import Scenes

/// The scene Ctrl-R records and F12 saves at `--record-size` (`RecordSize`), drawn beside
/// the window's: a second scene of the mode shown at the recording's size, which the one
/// clock moves as it moves the window's (`eachScene`), the pointer reaching it through
/// the two content frames.
final class RecordStage {
    /// The scene drawn for the file.
    let scene: any Scene
    /// The picture count it was made for (`SceneShelf.picture`).
    let picture: Int
    private let renderer = SceneRenderer()
    /// The window scene's content frame and this one's when it was made: a point of the
    /// one is the point at the same place of the other.
    private let from: Rect, to: Rect

    init(scene: any Scene, picture: Int, window: any Scene) {
        self.scene = scene
        self.picture = picture
        from = window.contentFrame
        to = scene.contentFrame
    }

    /// The frame's size, pixels.
    var size: (width: Int, height: Int) { (Int(scene.viewSize.x), Int(scene.viewSize.y)) }

    /// `event` in the window scene's pixels, in this scene's.
    func event(_ event: PointerEvent) -> PointerEvent {
        let sx = to.width / Swift.max(from.width, 1), sy = to.height / Swift.max(from.height, 1)
        func map(_ x: Double, _ y: Double) -> (Double, Double) { (to.x + (x - from.x) * sx, to.y + (y - from.y) * sy) }
        switch event {
        case .down(let x, let y): let p = map(x, y); return .down(x: p.0, y: p.1)
        case .move(let x, let y): let p = map(x, y); return .move(x: p.0, y: p.1)
        case .up(let x, let y): let p = map(x, y); return .up(x: p.0, y: p.1)
        case .cancel, .wheel: return event
        }
    }

    /// The scene drawn on `background`, with `settings` (the panel's changes reach it here).
    func draw(settings: SettingValues, background: SceneBackground) -> Bitmap {
        if scene.settings != settings { scene.settings = settings }
        renderer.render(scene, clear: background.isTransparent ? .transparent : .opaque(0, 0, 0), background: background)
        return renderer.bitmap
    }
}

extension PreviewSession {
    /// The shown mode's stage while it shows what the window does (nil without one).
    var currentStage: RecordStage? {
        guard let stage = recordStages[scene.mode], !stageIsStale(stage) else { return nil }
        return stage
    }

    /// The stage of the mode shown at `--record-size`: the one made when the mode was shown
    /// (it has moved with the window's scene since), or, for other pictures or a mode first
    /// shown, one made now: `appearing` as the scene appears for the first time, else posed
    /// at the window scene's progress. Nil without the option, or where `native` has no
    /// meaning (said when `time` is given: a recording or a screenshot asked for).
    func shownStage(at time: Double?, appearing: Bool = false) -> RecordStage? {
        if let stage = currentStage { return stage }
        guard let size = options.recordSize else { return nil }
        guard size.applies(to: scene.mode) else {
            if let time {
                say("--record-size native applies to the page modes (\(NativeSize.modes.map(\.rawValue).joined(separator: ", "))): "
                    + "\(scene.mode.rawValue) is recorded at the window's size", at: time)
            }
            return nil
        }
        do {
            guard let made = try size.scene(mode: scene.mode, resources: resources, settings: settings) else { return nil }
            if appearing { made.appear() } else { made.progress = scene.progress }
            let stage = RecordStage(scene: made, picture: shelf.picture, window: scene)
            recordStages[scene.mode] = stage
            return stage
        } catch {
            if let time { say("cannot draw at --record-size: \(error)", at: time) }
            return nil
        }
    }

    /// The recording's frame from its stage: the held timeline's pose when one is held.
    func stageFrame(_ stage: RecordStage) -> Bitmap {
        if case .held = hold { stage.scene.progress = scene.progress }
        return stage.draw(settings: settings, background: options.background)
    }

    /// True when the stage no longer shows what the window does (another mode, other pictures).
    func stageIsStale(_ stage: RecordStage) -> Bool {
        stage.scene.mode != scene.mode || stage.picture != shelf.picture
    }
}
