import Foundation
import Raster
import Scenes

/// The scenes' art, drawn off the frame thread (`ArtWorker`). A scene shows at once in the
/// size and art settings it has; when the window's size or an art setting (the cell's
/// panel count, pop's blur) differs, the worker draws a scene for the new ones and the
/// shown scene takes its art (`adoptArt`), keeping its state. Meanwhile the frame is drawn
/// from the art there is, stretched to the window. A mode never shown is built whole
/// there while the last frame stays; after the first frame every mode is built ahead for
/// the window's size, so a switch usually finds its scene ready.
extension PreviewSession {
    /// The size a scene is drawn at in pixels as a view size: the scene area's, or its
    /// pane's while comparing (`+Comparison`).
    var targetViewSize: SIMD2<Double> { [Double(paneSize.width), Double(paneSize.height)] }

    /// True when `scene`'s art was drawn for the art settings in `values`.
    func hasArt(of values: SettingValues, _ scene: any Scene) -> Bool {
        !type(of: scene).artSettings.contains { $0.differs(scene.settings, values) }
    }

    /// True when `scene` shows at the window's size, settings and picture with no art to
    /// draw.
    func isCurrent(_ scene: any Scene) -> Bool {
        scene.viewSize == targetViewSize && hasArt(of: settings, scene) && shelf.hasPicture(scene)
    }

    /// The window's settings, but `scene`'s art settings as in `values` (what its art was
    /// drawn for), so that setting them draws no art.
    func settings(for scene: any Scene, artFrom values: SettingValues) -> SettingValues {
        var mixed = settings
        for setting in type(of: scene).artSettings { setting.copy(from: values, into: &mixed) }
        return mixed
    }

    /// What to build for `mode` at the window's size and settings.
    func artRequest(_ mode: Mode, urgent: Bool) -> ArtWorker.Request {
        ArtWorker.Request(mode: mode, width: paneSize.width, height: paneSize.height, settings: settings,
                          picture: shelf.picture, urgent: urgent)
    }

    /// Brings the shown scene to the window's size and settings: at once when that draws
    /// no art, else its settings but the art ones now and the rest when the worker has
    /// drawn the art. A's scene, while comparing, is brought to the same size and pictures.
    func refreshScene() {
        refreshReference()
        if let stage = currentStage, stage.scene.settings != settings { stage.scene.settings = settings }
        if isCurrent(scene) {
            if scene.settings != settings { scene.settings = settings }
            return
        }
        let now = settings(for: scene, artFrom: scene.settings)
        if scene.settings != now { scene.settings = now }
        art.request(artRequest(scene.mode, urgent: true), resources: resources)
        requests.frame = true
    }

    /// Shows `shown` (a mode switch that found its scene): it appears the first time, and
    /// takes the window's size and settings (`refreshScene`).
    func show(_ shown: any Scene) {
        scene = shown
        shelf.wanted = nil
        // A held frame or a pause was of the scene left.
        releaseHold()
        let appearing = shelf.appear(shown)
        if appearing { shown.appear() }
        _ = shownStage(at: nil, appearing: appearing)
        refreshScene()
        showTitle(message: nil)
        requests.frame = true
        if options.verbose { emit("mode: \(shown.mode.rawValue)") }
    }

    /// Asks for every mode not built for the window's size yet, after the one shown.
    func buildAhead() {
        for mode in Mode.allCases where mode != scene.mode && !art.isBuilding(mode) {
            if let built = shelf[mode], isCurrent(built) { continue }
            art.request(artRequest(mode, urgent: false), resources: resources)
        }
    }

    /// Takes the scenes the worker has finished: a scene already made takes the new art
    /// and keeps its state; a new one is kept for its mode. A switch waiting for its mode
    /// shows it. Work for another size, settings or picture than the window's now is
    /// dropped (a newer request is on its way).
    func collectArt(at time: Double) {
        for built in art.take() {
            let request = built.request
            if options.verbose {
                emit("art ready: \(request.reference ? "A's " : "")\(request.mode.rawValue) "
                     + "\(request.width)x\(request.height) in " + DecimalText.fixed(built.seconds * 1000, places: 0) + " ms")
            }
            if request.reference {
                collectReference(built.scene, for: request)
                continue
            }
            guard request.picture == shelf.picture, request.width == paneSize.width,
                  request.height == paneSize.height else { continue }
            let fresh = built.scene
            let mode = request.mode
            if let existing = shelf[mode], shelf.hasPicture(existing) {
                if !(existing.viewSize == targetViewSize && hasArt(of: request.settings, existing)) {
                    if existing.adoptArt(from: fresh) {
                        log.note(.artAdopted)
                        existing.viewSize = targetViewSize
                        existing.settings = settings(for: existing, artFrom: request.settings)
                    } else {
                        replace(mode, with: fresh)
                    }
                }
            } else {
                // New, or a new picture (which starts the scene over anyway).
                replace(mode, with: fresh)
            }
            if shelf.wanted == mode, let ready = shelf[mode] {
                show(ready)
            } else if mode == scene.mode {
                refreshScene()
            }
            requests.frame = true
        }
        // Once the mode shown has its art, the others are built ahead for this size (not
        // for a script, which waits for what it shows, unless it asks: `--build-ahead`).
        if !shelf.builtAhead, options.buildsAhead, isCurrent(scene) {
            shelf.builtAhead = true
            buildAhead()
        }
        // Every scene made again for the new size: what the old size held goes back.
        if requests.takeHeapTrim(made: shelf.builtAhead && !art.isBusy) { HeapTuning.release() }
    }

    /// Keeps `fresh` as `mode`'s scene (shown at once if its mode is).
    private func replace(_ mode: Mode, with fresh: any Scene) {
        log.note(.sceneTaken)
        fresh.settings = settings(for: fresh, artFrom: fresh.settings)
        shelf.keep(fresh)
        if scene.mode == mode, shelf.wanted == nil {
            // A held frame was of the scene replaced.
            releaseHold()
            scene = fresh
            _ = shelf.appear(fresh)
        }
    }
}
