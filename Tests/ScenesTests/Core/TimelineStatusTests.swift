import Motion
import Raster
@testable import Scenes
import Stage
import Testing

/// What the HUD reads from a scene: its place on its own timeline (progress and time, in
/// whichever direction it runs) and where its picture is, which the window keeps its
/// panels off.
@Suite struct TimelineStatusTests {
    static func make(_ mode: Mode, _ size: SIMD2<Double> = [480, 300], _ assignments: [String] = []) throws -> any Scene {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: assignments, to: &settings)
        return SceneCatalog.make(mode: mode, viewSize: size, resources: SceneResources(), settings: settings)
    }

    /// The picture changes only inside `motionFrame` (the part any pose may fill, which the
    /// window keeps its messages off): between rest and three poses, no pixel outside it
    /// differs, so a message there covers nothing of the mode's.
    @Test(arguments: Mode.allCases, [SIMD2(480.0, 300.0), SIMD2(210.0, 450.0)])
    func thePictureStaysInsideItsMotionFrame(mode: Mode, size: SIMD2<Double>) throws {
        let scene = try Self.make(mode, size)
        let frame = scene.motionFrame
        #expect(frame.x >= 0 && frame.y >= 0 && frame.maxX <= size.x + 1e-9 && frame.maxY <= size.y + 1e-9)
        #expect(frame.width >= 1 && frame.height >= 1)
        scene.progress = 0
        let rest = render(scene)
        var changedInside = false
        for progress in [0.3, 0.6, 0.75, 1.0] {
            scene.progress = progress
            let posed = render(scene)
            for y in 0..<posed.height {
                for x in 0..<posed.width where posed.pixels[y * posed.width + x] != rest.pixels[y * rest.width + x] {
                    let inside = Double(x) >= frame.x.rounded(.down) && Double(x) < frame.maxX.rounded(.up)
                        && Double(y) >= frame.y.rounded(.down) && Double(y) < frame.maxY.rounded(.up)
                    #expect(inside, "\(mode) at \(progress): pixel (\(x), \(y)) changed outside \(frame)")
                    if !inside { return }
                    changedInside = true
                }
            }
        }
        #expect(changedInside, "\(mode): the poses changed nothing")
    }

    /// A swipe back to the previous flight counts along the timeline as one forward does.
    @Test func theBoardsSwipeBackCountsAlongItsTimeline() throws {
        let board = try #require(try Self.make(.flip) as? FlipScene)
        board.show(flight: 1)
        board.step(-1)
        board.advance(by: 0.5)
        let status = board.timelineStatus
        #expect(status.progress > 0.1 && status.progress < 0.9, "\(status)")
        let length = try #require(status.length)
        #expect(abs(status.elapsed! - status.progress * length) < 1e-9)
        #expect(board.progress == 0)   // `--progress` stays the forward swipe's
    }

    /// A cell other than the first opening moves the HUD's progress and time.
    @Test func anOpeningCellMovesTheProgress() throws {
        let list = try #require(try Self.make(.cell) as? CellScene)
        list.toggle(2)
        list.advance(by: 0.3)
        let status = list.timelineStatus
        #expect(status.progress > 0 && status.progress < 1, "\(status)")
        #expect(abs(status.elapsed! - 0.3) < 1e-9)
        #expect(list.hudLine.hasPrefix("cell 3 opening"))
        #expect(list.progress == 0)
    }

    /// Unfolding at rest reads 0°, not the folded destination's 90°; its run has a time.
    @Test func anUnfoldAtRestReadsZero() throws {
        let fold = try #require(try Self.make(.fold, [480, 300], ["fold.unfold=true"]) as? FoldScene)
        #expect(fold.hudLine.hasPrefix("opened 0.0°"), "\(fold.hudLine)")
        #expect(!fold.hudLine.contains("· fold"))
        #expect(fold.timelineStatus == TimelineStatus(progress: 0))
        fold.play()
        fold.advance(by: 0.1)
        let status = fold.timelineStatus
        #expect(status.progress > 0 && status.progress < 1)
        #expect(abs(status.elapsed! - 0.1) < 1e-9 && status.length == 0.3)
        #expect(fold.hudLine.contains("unfold"))
    }

    /// A spring has a time but no length: it runs until it settles.
    @Test func theSpringHasATimeButNoLength() throws {
        let pop = try #require(try Self.make(.pop) as? PopScene)
        pop.hold(at: -2)
        pop.release()
        pop.advance(by: 0.25)
        let status = pop.timelineStatus
        #expect(abs(status.elapsed! - 0.25) < 1e-9 && status.length == nil)
        #expect(status.text.hasPrefix("progress ") && status.text.hasSuffix("t 0.25 s"))
    }

    /// A picture of another shape moves the page, and the swept band cubic and page
    /// measure follows it (a scene with the picture is built again: the window's drop).
    @Test(arguments: [Mode.cubic, .page])
    func theContentFrameFollowsThePicture(mode: Mode) throws {
        let before = try Self.make(mode).contentFrame
        let content = SceneContent(first: Bitmap(width: 60, height: 100, fill: .opaque(200, 40, 40)))
        let scene = SceneCatalog.make(mode: mode, viewSize: [480, 300], resources: SceneResources(content: content))
        let after = scene.contentFrame
        #expect(after.width < before.width, "\(mode): \(before) → \(after)")
        #expect(after.height == before.height, "\(mode): \(before) → \(after)")
    }

    @Test func everyModeHasAHint() throws {
        for mode in Mode.allCases { #expect(try !Self.make(mode).hint.isEmpty) }
    }
}

/// What the tuning panel draws of a mode's timing beyond its curve editors, and where the
/// running animation's marker goes on each.
@Suite struct SettingPlotTests {
    @Test func aCurvesCaptionNamesItsPresetOrItsPoints() {
        #expect(SettingPlot.caption(of: TimingFunction.easeOut) == "Core Animation's easeOut")
        #expect(SettingPlot.caption(of: TimingFunction(controlPoints: 0.3, 1.6, 0.6, 1)) == "control points 0.3,1.6,0.6,1")
    }

    /// Pop's plot is Popping's release from folded flat: it settles when the spring does
    /// (1.817 s at 60 Hz) and swings past flat by the overshoot the pop tests check.
    @Test func popPlotsItsRelease() throws {
        let plot = try #require(PopScene.plots(for: SettingValues()).first)
        #expect(plot.key == "spring" && plot.bars.isEmpty)
        #expect(plot.values.first == -.pi && abs(plot.values.last ?? 1) < 0.01)
        #expect(abs(plot.span - Double(plot.values.count - 1) / 60) < 1e-12)
        #expect(abs((plot.values.max() ?? 0) - 1.07) < 0.01, "overshoot \(plot.values.max() ?? 0)")
        #expect(plot.caption.hasPrefix("settles after 1.8"), "\(plot.caption)")
        var stiff = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["pop.bounciness=2"], to: &stiff)
        let calm = try #require(PopScene.plots(for: stiff).first)
        #expect((calm.values.max() ?? 1) < (plot.values.max() ?? 0), "a lower bounciness swings less")
    }

    /// Pop's panel shows the response of what started the spring last: a poke's (from flat
    /// at pop.pokeVelocity, 5 rad/s: up, then back to rest) after a poke, a release's after
    /// a release, with the running spring's marker on it.
    @Test func popPlotsThePokeWhenAPokePlays() throws {
        let poke = try #require(PopScene.plots(for: SettingValues()).first { $0.key == "poke" })
        #expect(poke.values.first == 0 && (poke.values.dropFirst().first ?? 0) > 0, "a poke lifts the top half")
        #expect(abs(poke.values.last ?? 1) < 0.01 && poke.span > 0.5)
        #expect(poke.caption.hasPrefix("turns ") && poke.caption.contains("settles after"), "\(poke.caption)")
        let scene = PopScene(viewSize: [320, 320])
        scene.poke()
        scene.advance(by: 0.1)
        #expect(scene.shownPlots == ["poke"] && scene.plotMarkers.keys.sorted() == ["poke"])
        scene.hold(at: -2)
        scene.release()
        #expect(scene.shownPlots == ["spring"] && scene.plotMarkers.keys.sorted() == ["spring"])
        var back = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["pop.pokeVelocity=-5"], to: &back)
        let down = try #require(PopScene.plots(for: back).first { $0.key == "poke" })
        #expect((down.values.dropFirst().first ?? 0) < 0 && down.caption.hasPrefix("turns -"), "\(down.caption)")
    }

    /// The page's plot is Space's turn: 90° at half the duration on easeIn, 180° at the
    /// end on easeOut, sampled at 60 Hz or finer.
    @Test func thePagePlotsAWholeTurn() throws {
        let plot = try #require(PageScene.plots(for: SettingValues()).first)
        #expect(plot.key == "turn" && plot.span == 0.5)
        let values = plot.values
        try #require(values.count == 49)
        #expect(values.first == 0 && values.last == 180 && abs(values[24] - 90) < 1e-9)
        #expect(abs(values[12] - 90 * TimingFunction.easeIn.value(at: 0.5)) < 1e-9)
        #expect(abs(values[36] - 90 - 90 * TimingFunction.easeOut.value(at: 0.5)) < 1e-9)
        var slow = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["page.duration=2", "page.firstHalfCurve=linear"], to: &slow)
        let long = try #require(PageScene.plots(for: slow).first)
        #expect(long.span == 2 && long.values.count == 121 && abs(long.values[30] - 45) < 1e-9)
    }

    /// The cell's bars are FoldingCell's steps: each dᵢ from the sum of those before it,
    /// split at its half; closing runs them in reverse; the row's height beside them.
    @Test func theCellsBarsAreItsFoldSteps() throws {
        let plots = CellScene.plots(for: SettingValues())
        try #require(plots.map(\.key) == ["opening", "closing"])
        let open = plots[0].bars, close = plots[1].bars
        #expect(open.map(\.label) == ["panel 1", "panel 2", "panel 3", "row height"])
        let expected: [(Double, Double)] = [(0, 0.26), (0.26, 0.2), (0.46, 0.2), (0, 0.5)]
        for (bar, (start, length)) in zip(open, expected) {
            #expect(abs(bar.start - start) < 1e-12 && abs(bar.length - length) < 1e-12, "\(bar)")
        }
        #expect(zip(open.prefix(3), [0.13, 0.36, 0.56]).allSatisfy { abs(($0.split ?? -1) - $1) < 1e-12 })
        #expect(open[3].split == nil && abs(plots[0].span - 0.66) < 1e-12)
        #expect(close.map(\.label) == ["panel 3", "panel 2", "panel 1", "row height"])
        #expect(abs(close[2].start - 0.4) < 1e-12 && abs(close[2].length - 0.26) < 1e-12 && close[3].length == 0.8)
        #expect(plots[1].span == 0.8)
        var six = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["cell.items=6"], to: &six)
        #expect(CellScene.plots(for: six)[0].bars.count == 6, "one bar a panel that unfolds, and the height")
    }

    /// The board's bars are the seed's pieces: 2 s flips, 1 s halves, the plane's tilt
    /// back from 1.5 s to 2.2 s, the last to end.
    @Test func theBoardsBarsAreItsPieces() throws {
        let plot = try #require(FlipScene.plots(for: SettingValues()).first)
        #expect(plot.key == "board" && abs(plot.span - 2.2) < 1e-12)
        let bars = Dictionary(uniqueKeysWithValues: plot.bars.map { ($0.label, $0) })
        #expect(bars["cube flips"]?.length == 2 && bars["line in"]?.start == 1 && bars["places"]?.split == 1)
        let tilt = try #require(bars["plane's tilt"])
        #expect(tilt.start == 1.5 && abs(tilt.end - 2.2) < 1e-12)
        var slow = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["flip.duration=3"], to: &slow)
        #expect(FlipScene.plots(for: slow).first?.span == 3)
    }

    /// Each mode puts its marker where its running animation is: the fraction of a
    /// curve's duration gone, or seconds along a plot; nothing at rest.
    @Test(arguments: Mode.allCases)
    func theMarkerFollowsTheRunningAnimation(mode: Mode) throws {
        let scene = try TimelineStatusTests.make(mode)
        #expect(scene.plotMarkers.isEmpty, "a marker at rest: \(scene.plotMarkers)")
        scene.play()
        scene.advance(by: 0.1)
        let markers = scene.plotMarkers
        switch mode {
        case .fold, .cubic:
            #expect(abs((markers["fold.foldCurve"] ?? -1) - 0.1 / 0.3) < 1e-9, "\(markers)")
        case .flip:
            #expect(abs((markers["board"] ?? -1) - 0.1) < 1e-9 && abs((markers["flip.curve"] ?? -1) - 0.05) < 1e-9,
                    "\(markers)")
        case .cell:
            // 0.1 s into the foreground's 0.13 s fold-away half.
            #expect(abs((markers["opening"] ?? -1) - 0.1) < 1e-9 && abs((markers["cell.foldAwayCurve"] ?? -1) - 0.1 / 0.13) < 1e-9,
                    "\(markers)")
        case .pop:
            // Space pokes: the marker runs on the poke's plot.
            #expect(abs((markers["poke"] ?? -1) - 0.1) < 1e-9, "\(markers)")
        case .page:
            #expect(abs((markers["page.firstHalfCurve"] ?? -1) - 0.1 / 0.25) < 1e-9
                    && abs((markers["turn"] ?? -1) - 0.1) < 1e-9, "\(markers)")
        case .cards:
            let duration = SettingValues()[CardsSettings.selectDuration]
            #expect(abs((markers["cards.selectCurve"] ?? -1) - 0.1 / duration) < 1e-9, "\(markers)")
        }
        // Each marker names a curve setting of the mode or one of its plots.
        let keys = Set(SceneCatalog.settings(for: mode).map(\.name) + SceneCatalog.plots(mode: mode, settings: scene.settings).map(\.key))
        #expect(markers.keys.allSatisfy(keys.contains), "\(markers.keys) not in \(keys)")
    }
}

/// A scene takes the art another drew for its next size or art settings (the window
/// draws it off the frame thread): after that, the new size draws nothing more, and the
/// frame is exactly that of a scene made at that size.
@Suite struct AdoptArtTests {
    @Test(arguments: Mode.allCases)
    func adoptedArtDrawsTheSameFrame(mode: Mode) throws {
        let scene = try TimelineStatusTests.make(mode, [240, 150])
        let fresh = try TimelineStatusTests.make(mode, [480, 300])
        let frames = SceneRenderer()
        frames.render(fresh)
        let expected = frames.bitmap
        let adopted = scene.adoptArt(from: fresh)
        scene.viewSize = [480, 300]
        frames.render(scene)
        #expect(frames.bitmap.pixels == expected.pixels, "\(mode): adopted \(adopted)")
        #expect(adopted, "\(mode) draws its art again on a resize")
    }

    @Test func artOfAnotherKindIsRefused() throws {
        let fold = try TimelineStatusTests.make(.fold)
        #expect(!fold.adoptArt(from: try TimelineStatusTests.make(.pop)))
    }

    /// Pop's halves are drawn with the blur: adopted with a new size and blur set one after
    /// the other, they stay those the other scene drew.
    @Test func popKeepsAdoptedArtThroughASizeAndARadius() throws {
        let scene = try TimelineStatusTests.make(.pop, [240, 150])
        let fresh = try TimelineStatusTests.make(.pop, [480, 300], ["pop.blurRadius=30"])
        SceneRenderer().render(fresh)
        let before = try #require(fresh as? PopScene).textures.current.back
        #expect(scene.adoptArt(from: fresh))
        scene.viewSize = [480, 300]
        scene.settings = fresh.settings
        let after = try #require(scene as? PopScene).textures.current.back
        #expect(after === before, "the blurred half was drawn again")
    }
}
