import Foundation
import Raster
import Scenes

/// A/B (`Comparison`): `V` splits the scene's part of the window between A (the reference
/// settings: the originals unless `compare(with:named:…)` chose others) and B (the window's
/// settings, the scene shown); `Shift-V` lays them over each other with a divider to drag.
///
/// One clock drives both: whatever moves B's scene (the scene's clock, Space, R, a drag, a
/// mode's own keys that are not settings, the timeline's held recording) moves A's the same
/// way, so they stay frame for frame in step. A's scene is a second scene of the mode shown,
/// built off the frame thread for A's settings at the pane's size like B's (`+Art`), and
/// kept per mode while comparing.
extension PreviewSession {
    // MARK: Turning it on and off

    /// `V` (`.split`) or `Shift-V` (`.wipe`) at `time`: compares against the originals in
    /// that layout, changes layout when comparing in the other, or goes back to one view.
    func toggleComparison(_ layout: Comparison.Layout, at time: Double) {
        if comparison?.layout == layout {
            stopComparing(at: time)
        } else if comparison != nil {
            comparison!.layout = layout
            comparisonResized(at: time)
        } else {
            compare(with: SettingValues(), named: "original", layout: layout, at: time)
        }
    }

    /// Compares the scene shown (B) with the mode under `values` (A), called `name` in its
    /// label, laid out as `layout`, from `time` on. A preset chosen as "use as A" comes here.
    func compare(with values: SettingValues, named name: String, layout: Comparison.Layout = .split, at time: Double) {
        cancelDrag()
        let previous = comparison
        comparison = Comparison(layout: layout, reference: values, referenceName: name)
        // A's scenes made for the same reference are kept (a change of name only relabels).
        if let previous, previous.reference == values {
            for mode in Mode.allCases { if let kept = previous[mode] { comparison!.keep(kept, picture: shelf.picture) } }
        }
        say(layout == .split ? "A/B: A \(name) | B the current settings (V: one view, Shift-V: wipe)"
            : "A/B wipe: A \(name) left of the divider, B right (drag the divider; Shift-V: one view)", at: time)
        comparisonResized(at: time)
    }

    /// Back to one view at `time`: A's scenes are let go, B takes the whole area again.
    func stopComparing(at time: Double) {
        guard comparison != nil else { return }
        cancelDrag()
        comparison = nil
        for mode in Mode.allCases { art.cancel(mode, reference: true) }
        comparisonResized(at: time)
        say("one view", at: time)
    }

    /// The panes changed (A/B on or off, split or wipe): a recording of the old picture
    /// stops, a held frame is recorded again with both scenes, and B and A are brought to
    /// the pane's size.
    private func comparisonResized(at time: Double) {
        if recordings.isRecording {
            stopRecording(at: time)
            say("recording stopped: the picture changed", at: time)
        }
        shelf.builtAhead = false
        refreshScene()
        rebuildHold()
        requests.frame = true
    }

    // MARK: A's scene

    /// A's scene for the mode shown, while comparing and once it is built for the pictures
    /// shown (nil: none, or still being built).
    var shownReference: (any Scene)? {
        guard let comparison, let made = comparison[scene.mode], comparison.hasPicture(made, shelf.picture) else {
            return nil
        }
        return made
    }

    /// True when not comparing, or A's scene of the mode shown is built for the pane's size
    /// and the pictures shown (scripts, screenshots and `--frames` wait for it, as for B's).
    var referenceIsCurrent: Bool {
        guard comparison != nil else { return true }
        return shownReference?.viewSize == targetViewSize
    }

    /// The size each scene is drawn at: the scene area, or its half while split.
    var paneSize: (width: Int, height: Int) { comparison?.paneSize(in: sceneSize) ?? sceneSize }

    /// True while B's scene or A's animates.
    var scenesAnimate: Bool { scene.isAnimating || shownReference?.isAnimating == true }

    /// Does `body` to B's scene and, while comparing, A's: the one clock.
    func eachScene(_ body: (any Scene) -> Void) {
        body(scene)
        if let reference = shownReference { body(reference) }
        if let stage = currentStage { body(stage.scene) }
    }

    /// What to build for A of `mode` at the pane's size.
    func referenceRequest(_ mode: Mode, urgent: Bool) -> ArtWorker.Request? {
        guard let comparison else { return nil }
        let size = paneSize
        return ArtWorker.Request(mode: mode, width: size.width, height: size.height, settings: comparison.reference,
                                 picture: shelf.picture, urgent: urgent, reference: true)
    }

    /// Asks for A's scene of the mode shown when it has none at the pane's size and the
    /// pictures shown (the pane keeps the one it has, stretched, meanwhile).
    func refreshReference() {
        guard let comparison, let request = referenceRequest(scene.mode, urgent: true) else { return }
        if let made = comparison[scene.mode], comparison.hasPicture(made, shelf.picture),
           made.viewSize == targetViewSize { return }
        art.request(request, resources: resources)
        requests.frame = true
    }

    /// Takes A's scene the worker built for `request`: a scene of the mode kept takes its
    /// art and keeps its state; a new one starts where B stands. Work for another size,
    /// reference or picture than now is dropped.
    func collectReference(_ fresh: any Scene, for request: ArtWorker.Request) {
        guard let comparison, request.settings == comparison.reference, request.picture == shelf.picture,
              (request.width, request.height) == paneSize else { return }
        if let existing = comparison[request.mode], comparison.hasPicture(existing, shelf.picture),
           existing.adoptArt(from: fresh) {
            existing.viewSize = targetViewSize
        } else {
            self.comparison!.keep(fresh, picture: request.picture)
            fresh.appear()
            if request.mode == scene.mode { catchUp(fresh) }
        }
        requests.frame = true
    }

    /// Brings a new A scene to where B stands: a held frame is recorded again with both;
    /// a live animation is played and moved on by the time B's has run.
    private func catchUp(_ reference: any Scene) {
        if hold.held != nil {
            rebuildHold()
        } else if scene.isAnimating {
            reference.play()
            if let elapsed = scene.timelineStatus.elapsed, elapsed > 0 { reference.advance(by: elapsed) }
        }
    }

    // MARK: Pointer

    /// The panes' pointer event for the scene area's `event` (pixels): a point in either
    /// half is moved into the halves' own pixels, so a drag on either drives both alike.
    func paneEvent(_ event: PointerEvent) -> PointerEvent {
        guard let comparison else { return event }
        let (a, b) = comparison.panes(in: sceneSize)
        func local(_ x: Double, _ y: Double) -> (Double, Double) {
            let pane = a.contains(x, y) ? a : b.contains(x, y) ? b
                : (Comparison.stacks(sceneSize) ? (y < Double(b.y) ? a : b) : (x < Double(b.x) ? a : b))
            return (x - Double(pane.x), y - Double(pane.y))
        }
        switch event {
        case .down(let x, let y): let (lx, ly) = local(x, y); return .down(x: lx, y: ly)
        case .move(let x, let y): let (lx, ly) = local(x, y); return .move(x: lx, y: ly)
        case .up(let x, let y): let (lx, ly) = local(x, y); return .up(x: lx, y: ly)
        default: return event
        }
    }

    /// True when a press at (`x`, `y`), window points, grabs the wipe's divider.
    func grabsDivider(_ x: Double, _ y: Double) -> Bool {
        guard let comparison, comparison.layout == .wipe else { return false }
        let at = Double(comparison.dividerX(in: sceneSize)) / viewport.pixelScale.x
        return abs(x - at) <= Comparison.grabReach && y * viewport.pixelScale.y < Double(sceneSize.height)
    }

    /// Moves the wipe's divider under the pointer at `x`, window points.
    func moveDivider(to x: Double) {
        guard comparison != nil else { return }
        comparison!.divider = min(max(x * viewport.pixelScale.x / Double(max(1, sceneSize.width)), 0), 1)
        requests.frame = true
    }

    // MARK: Drawing

    /// Draws A and B into one frame of the scene area: each scene at its own size
    /// (stretched to its pane while its art is drawn for a new one), side by side with a
    /// divider line or wiped at the divider, then the overlay (`content`, and the labels)
    /// over the whole. Returns what the overlay could show.
    func drawComparison(_ comparison: Comparison, content: Overlay.Content, textScale: Double,
                        keep: Bool) -> Overlay.Shown {
        let area = sceneSize
        let (a, b) = comparison.panes(in: area)
        let transparent = options.background.isTransparent
        let clear: Pixel = transparent ? .transparent : .opaque(0, 0, 0)
        let reference = shownReference
        referenceFrames.renderer.threads = frames.renderer.threads
        // A wipe shows A left of the divider and B right of it: each draws only its part
        // (all of it while its art is drawn for another size, and it is stretched).
        let divider = comparison.layout == .wipe ? comparison.dividerX(in: area) : nil
        func part(_ drawn: any Scene, _ columns: (Int) -> Range<Int>) -> Range<Int>? {
            guard let divider, Int(drawn.viewSize.x) == area.width, Int(drawn.viewSize.y) == area.height else { return nil }
            return columns(divider)
        }
        if let reference {
            referenceFrames.render(reference, clear: clear, background: options.background,
                                   columns: part(reference) { 0..<$0 })
        }
        frames.render(scene, clear: clear, background: options.background, columns: part(scene) { $0..<area.width })
        // The last frame's pixels are drawn over (taken, not copied, when the loop let go of it).
        var bitmap = Bitmap(width: 0, height: 0)
        swap(&bitmap, &kept.compared)
        if bitmap.width != area.width || bitmap.height != area.height {
            bitmap = Bitmap(width: area.width, height: area.height)
        }
        if comparison.layout == .split {
            // The line between the halves (the panes cover the rest).
            let gap = Comparison.stacks(area)
                ? Comparison.Pane(x: 0, y: a.height, width: area.width, height: b.y - a.height)
                : Comparison.Pane(x: a.width, y: 0, width: b.x - a.width, height: area.height)
            bitmap.fill(gap, columns: 0..<area.width, with: Self.dividerColour)
        }
        let aColumns: Range<Int>, bColumns: Range<Int>
        if comparison.layout == .wipe {
            let x = comparison.dividerX(in: area)
            aColumns = 0..<x
            bColumns = x..<area.width
        } else {
            aColumns = 0..<area.width
            bColumns = 0..<area.width
        }
        if reference != nil {
            bitmap.place(referenceFrames.bitmap, in: a, columns: aColumns)
        } else {
            bitmap.fill(a, columns: aColumns, with: Self.placeholderColour)
        }
        bitmap.place(frames.bitmap, in: b, columns: bColumns)
        if comparison.layout == .wipe {
            let x = comparison.dividerX(in: area)
            let line = Comparison.Pane(x: min(max(0, x - Comparison.line / 2), max(0, area.width - Comparison.line)),
                                       y: 0, width: min(Comparison.line, area.width), height: area.height)
            bitmap.fill(line, columns: 0..<area.width, with: Self.dividerColour)
        }
        kept.undecoratedCompared = keep ? bitmap : nil
        if transparent { bitmap.drawUnder(checkerboard(width: area.width, height: area.height)) }
        var content = content
        (content.content, content.pictures) = contentBoxes(a: a, b: b, reference: reference)
        content.labels = labelPlacement(comparison, a: a, b: b, scale: viewport.pixelScale.y, ready: reference != nil)
        var primitives: [Primitive] = []
        let shown = overlay.append(to: &primitives, width: area.width, height: area.height, scale: textScale, content)
        if !primitives.isEmpty { frames.renderer.render(primitives, into: &bitmap, clear: nil) }
        kept.compared = bitmap
        return shown
    }

    /// The divider line and the background between the halves.
    static let dividerColour = Pixel.opaque(128, 128, 136)
    /// A's pane while its scene is built.
    static let placeholderColour = Pixel.opaque(24, 24, 28)

    /// The pictures of both scenes in the scene area's pixels: one box around both, and
    /// each (the overlay keeps off each, and may use the room between them).
    private func contentBoxes(a: Comparison.Pane, b: Comparison.Pane, reference: (any Scene)?)
        -> (all: OverlayPlacement.Box, each: [OverlayPlacement.Box]) {
        func box(_ scene: any Scene, in pane: Comparison.Pane) -> (Double, Double, Double, Double) {
            let frame = scene.motionFrame
            let sx = Double(pane.width) / max(1, scene.viewSize.x), sy = Double(pane.height) / max(1, scene.viewSize.y)
            return (Double(pane.x) + frame.x * sx, Double(pane.y) + frame.y * sy,
                    Double(pane.x) + frame.maxX * sx, Double(pane.y) + frame.maxY * sy)
        }
        func whole(_ boxes: [(Double, Double, Double, Double)]) -> OverlayPlacement.Box {
            let minX = boxes.map(\.0).min()!, minY = boxes.map(\.1).min()!
            let maxX = boxes.map(\.2).max()!, maxY = boxes.map(\.3).max()!
            return .init(x: Int(minX.rounded(.down)), y: Int(minY.rounded(.down)),
                         width: Int((maxX - minX).rounded(.up)), height: Int((maxY - minY).rounded(.up)))
        }
        var boxes = [box(scene, in: b)]
        if let reference { boxes.append(box(reference, in: a)) }
        return (whole(boxes), boxes.map { whole([$0]) })
    }

    /// A's and B's labels at their panes' top corners (a wipe: A's top left, B's top right).
    private func labelPlacement(_ comparison: Comparison, a: Comparison.Pane, b: Comparison.Pane, scale: Double,
                                ready: Bool) -> [Overlay.Label] {
        let text = self.comparison!.cachedLabels(mode: scene.mode, settings: settings)
        let margin = Int((6 * scale).rounded())
        let aText = text.a + (ready ? "" : " (drawing…)")
        if comparison.layout == .wipe {
            return [Overlay.Label(text: aText, x: a.x + margin, y: a.y + margin, trailing: false),
                    Overlay.Label(text: text.b, x: b.x + b.width - margin, y: b.y + margin, trailing: true)]
        }
        return [Overlay.Label(text: aText, x: a.x + margin, y: a.y + margin, trailing: false),
                Overlay.Label(text: text.b, x: b.x + margin, y: b.y + margin, trailing: false)]
    }
}
