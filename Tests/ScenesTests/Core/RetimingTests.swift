import Motion
@testable import Scenes
import Testing

/// A running animation takes a changed duration or curve at once (README: "A change
/// applies at once, also mid-animation"), going on from where it stands, in every mode.
@Suite struct SceneRetimingTests {
    @Test func aRunningFoldTakesANewDurationAtOnce() {
        let scene = FoldScene(viewSize: [160, 120])
        scene.play()
        scene.advance(by: 0.1)
        let before = scene.progress
        scene.settings[FoldSettings.duration] = 0.6
        #expect(scene.progress == before)
        #expect(scene.timelineStatus.length == 0.6 && abs((scene.timelineStatus.elapsed ?? 0) - 0.2) < 1e-12)
        scene.advance(by: 0.2)
        // A third of the way through when it changed; 0.2 s more of 0.6 is two thirds.
        #expect(abs(scene.progress - TimingFunction.easeOut.value(at: 2.0 / 3)) < 1e-9)
        // Past where the old 0.3 s would have ended, it still runs; it ends at 0.6.
        scene.advance(by: 0.19)
        #expect(scene.isAnimating)
        scene.advance(by: 0.02)
        #expect(!scene.isAnimating)
    }

    @Test func aRunningFoldTakesANewCurveFromWhereItStands() {
        let scene = FoldScene(viewSize: [160, 120])
        scene.play()
        scene.advance(by: 0.1)
        let before = scene.progress
        scene.settings[FoldSettings.foldCurve] = .linear
        scene.advance(by: 0.01)
        // On a linear curve of 0.3 s the fold goes on at 1/0.3 a second from where it was.
        #expect(abs(scene.progress - (before + 0.01 / 0.3)) < 1e-9)
        scene.advance(by: (1 - before) * 0.3 - 0.01 - 0.005)
        #expect(scene.isAnimating)
        scene.advance(by: 0.01)
        #expect(!scene.isAnimating)
    }

    @Test func aFoldReleasedHalfWayKeepsItsShareOfTheNewDuration() {
        let scene = FoldScene(viewSize: [160, 120])
        scene.handle(.down(x: 80, y: 60))
        scene.handle(.move(x: 80, y: 60 + 0.8 * scene.halfHeight))
        scene.handle(.up(x: 80, y: 60 + 0.8 * scene.halfHeight))
        // Committed at 0.8: the rest, 0.2 of the fold, over 0.2 of the duration.
        #expect(abs((scene.timelineStatus.length ?? 0) - 0.2 * 0.3) < 1e-12)
        scene.settings[FoldSettings.duration] = 1.5
        #expect(abs((scene.timelineStatus.length ?? 0) - 0.2 * 1.5) < 1e-12)
    }

    @Test func aRunningPageTurnTakesANewDurationAtOnce() {
        let scene = PageScene(viewSize: [160, 120])
        scene.play()
        scene.advance(by: 0.05)
        let before = scene.progress
        #expect(scene.timelineStatus.length == 0.5)
        scene.settings[PageSettings.duration] = 0.9
        #expect(abs((scene.timelineStatus.length ?? 0) - 0.9) < 1e-12)
        #expect(abs((scene.timelineStatus.elapsed ?? 0) - 0.09) < 1e-12)
        scene.advance(by: 1e-6)
        #expect(abs(scene.progress - before) < 1e-4)
        scene.advance(by: 0.8)
        #expect(scene.isAnimating)
        scene.advance(by: 0.02)
        #expect(!scene.isAnimating)
    }

    @Test func aRunningPageTurnTakesANewCurveFromWhereItStands() {
        let scene = PageScene(viewSize: [160, 120])
        scene.play()
        scene.advance(by: 0.05)
        let before = scene.progress
        scene.settings[PageSettings.firstHalfCurve] = .linear
        scene.advance(by: 1e-6)
        #expect(abs(scene.progress - before) < 1e-4)
    }

    @Test func aRunningSwipePlaysOnAtTheNewTimelinesSpeed() {
        let scene = FlipScene(viewSize: [120, 200])
        scene.play()
        scene.advance(by: 0.5)
        let before = scene.timelineStatus.progress, old = scene.timelineStatus.length ?? 0
        scene.settings[FlipSettings.duration] = 6
        let length = scene.timelineStatus.length ?? 0
        #expect(length > 2 * old)
        #expect(scene.timelineStatus.progress == before)
        scene.advance(by: 0.01)
        #expect(abs(scene.timelineStatus.progress - (before + 0.01 / length)) < 1e-9)
        scene.advance(by: (1 - before) * length - 0.01 - 0.05)
        #expect(scene.isAnimating)
        scene.advance(by: 0.1)
        #expect(!scene.isAnimating)
    }

    @Test func aRunningCellKeepsItsFractionOfTheNewTimeline() {
        let scene = CellScene(viewSize: [150, 250])
        scene.play()
        scene.advance(by: 0.2)
        let before = scene.timelineStatus
        scene.settings[CellSettings.durations] = [0.52, 0.4, 0.4]
        let after = scene.timelineStatus
        #expect(abs(after.progress - before.progress) < 1e-12)
        #expect((after.length ?? 0) > (before.length ?? 0))
        #expect(abs((after.elapsed ?? 0) / (after.length ?? 1) - (before.elapsed ?? 0) / (before.length ?? 1)) < 1e-12)
    }

    @Test func aRunningSpringTakesANewTensionFromTheAngleAndSpeedItHas() {
        let changed = PopScene(viewSize: [160, 160]), kept = PopScene(viewSize: [160, 160])
        for scene in [changed, kept] {
            scene.hold(at: -.pi)
            scene.release()
            scene.advance(by: 0.1)
        }
        changed.settings[PopSettings.tension] = 800
        #expect(changed.angle == kept.angle)
        #expect(changed.runningSpring?.tension == 800 && kept.runningSpring?.tension == 200)
        changed.advance(by: 1.0 / 60)
        kept.advance(by: 1.0 / 60)
        #expect(changed.angle != kept.angle)
        #expect(abs(changed.angle - kept.angle) < 0.2)
    }

    @Test func aRunningCardSwitchTakesANewCurveFromTheLayoutItShows() {
        let scene = CardsScene(viewSize: [150, 250])
        scene.play()
        scene.advance(by: 0.1)
        let before = scene.selectionProgress
        #expect(before > 0 && before < 1)
        scene.settings[CardsSettings.selectCurve] = .linear
        #expect(abs(scene.selectionProgress - before) < 1e-9)
    }
}
