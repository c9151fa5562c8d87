import Motion
@testable import Scenes
import Testing

/// The page turned by hand as MPFlipViewController turns it (`MPFlipViewController.m`
/// `handlePan:`, `progressFromPosition:`, `finishPan:`; `MPFlipTransition.m`
/// `animateFromProgress:`): the drag's progress is Δ / |panStart − width/2| per stage; a
/// drag faster than 650 pt/s lets go of the page; a release faster than 125 pt/s goes its
/// way; the rest of a release lasts as `animateFlip1:` / `animateFlip2:` make it. Time is
/// the scene's clock, moved by the test.
@Suite("Page release")
struct PageReleaseTests {
    /// 320×200: the page is 164×124 at (78, 38), its middle at (160, 100); 164 px stand
    /// for 320 pt, so a point is 0.5125 px.
    static let pointSize = 164.0 / 320

    static func scene(_ assignments: [String] = []) throws -> PageScene {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: assignments, to: &settings)
        return PageScene(viewSize: [320, 200], settings: settings)
    }

    /// Presses at x = `start` (y 100), then moves left at `speed` points a second, one
    /// move every `step` seconds, until `distance` pixels from the press (the last move
    /// lands exactly there).
    static func drag(_ scene: PageScene, from start: Double = 232, left distance: Double, speed: Double,
                     step: Double = 0.02) {
        scene.handle(.down(x: start, y: 100))
        let perStep = speed * pointSize * step
        var moved = 0.0
        while moved < distance - 1e-9 {
            let next = Swift.min(moved + perStep, distance)
            scene.advance(by: step * (next - moved) / perStep)
            moved = next
            scene.handle(.move(x: start - moved, y: 100))
        }
    }

    /// `progressFromPosition:`: the distance along the turn over the press's distance from
    /// the middle, both ways and both orientations, 0 the other way and at most a whole turn.
    @Test(arguments: [("forward", "horizontal", SIMD2(232.0, 100), SIMD2(-1.0, 0)),
                      ("backward", "horizontal", SIMD2(88.0, 100), SIMD2(1.0, 0)),
                      ("forward", "vertical", SIMD2(160.0, 155), SIMD2(0.0, -1)),
                      ("backward", "vertical", SIMD2(160.0, 45), SIMD2(0.0, 1))])
    func theDragMapsAsProgressFromPosition(direction: String, orientation: String, start: SIMD2<Double>,
                                           way: SIMD2<Double>) throws {
        let scene = try Self.scene(["page.direction=\(direction)", "page.orientation=\(orientation)"])
        let reach = orientation == "horizontal" ? 72.0 : 55.0   // |panStart − extent/2|
        scene.handle(.down(x: start.x, y: start.y))
        for stage in [0.1, 0.5, 0.99, 1.0, 1.3, 1.9] {
            let p = start + way * stage * reach
            scene.handle(.move(x: p.x, y: p.y))
            #expect(close(scene.progress, stage / 2, 1e-12), "\(direction) \(orientation) \(stage)")
            #expect(scene.turn.stage == (stage < 1 ? .first : .second))
        }
        let back = start - way * 5
        scene.handle(.move(x: back.x, y: back.y))
        #expect(scene.progress == 0)
        let far = start + way * 2.5 * reach
        scene.handle(.move(x: far.x, y: far.y))
        #expect(scene.progress == 1)
    }

    /// MPFlipViewController pans only from within 44 pt of an edge: a press nearer the
    /// spine maps as one on that line (half the page less 44 pt), so it never jumps.
    @Test func aPressByTheSpineMapsAsOneOnTheMarginLine() throws {
        let scene = try Self.scene()
        let reach = 82 - 44 * Self.pointSize
        for x in [160.0, 175, 200] {
            scene.handle(.down(x: x, y: 100))
            scene.handle(.move(x: x - 0.4 * reach, y: 100))
            #expect(close(scene.progress, 0.2, 1e-12), "pressed at \(x)")
            scene.handle(.cancel)
            scene.advance(by: 1)
        }
    }

    /// A slow release (no speed) goes by the stage showing: the front page falls back, the
    /// back page lands (`shouldFallBack = isFlipFrontPage`).
    @Test(arguments: [(0.49, false), (0.5, true), (0.8, true), (0.2, false)])
    func aSlowReleaseGoesByTheStage(turn: Double, completes: Bool) throws {
        let scene = try Self.scene()
        let source = scene.sourcePage
        scene.handle(.down(x: 232, y: 100))
        scene.handle(.move(x: 232 - 144 * turn, y: 100))
        scene.handle(.up(x: 232 - 144 * turn, y: 100))
        #expect(close(scene.progress, turn, 1e-12) && scene.isAnimating)
        scene.advance(by: 0.5)
        #expect(!scene.isAnimating && (scene.sourcePage !== source) == completes, "turn \(turn)")
    }

    /// SWIPE_THRESHOLD: a release faster than 125 pt/s toward the turn completes it from
    /// the front page; one just slower lets the stage decide (falls back). Away from the
    /// turn, faster than 125 pt/s falls back from the back page; slower lands it.
    @Test(arguments: [(124.0, false), (126.0, true)])
    func aReleaseFasterThanTheFlickSpeedSetsTheWay(speed: Double, flicked: Bool) throws {
        let toward = try Self.scene()
        let source = toward.sourcePage
        Self.drag(toward, left: 0.3 * 144, speed: speed)
        toward.handle(.up(x: 232 - 0.3 * 144, y: 100))
        #expect(close(toward.progress, 0.3, 1e-12))
        toward.advance(by: 1)
        #expect((toward.sourcePage !== source) == flicked, "toward at \(speed) pt/s")

        let away = try Self.scene()
        let kept = away.sourcePage
        away.handle(.down(x: 232, y: 100))
        away.handle(.move(x: 232 - 0.8 * 144, y: 100))
        away.advance(by: 1)
        // Back to the right at `speed`: 4 moves of 0.02 s.
        var x = 232 - 0.8 * 144
        for _ in 0..<4 {
            away.advance(by: 0.02)
            x += speed * Self.pointSize * 0.02
            away.handle(.move(x: x, y: 100))
        }
        away.handle(.up(x: x, y: 100))
        #expect(away.progress > 0.7)
        away.advance(by: 1)
        #expect((away.sourcePage === kept) == flicked, "away at \(speed) pt/s")
    }

    /// A move mostly across the turn has no speed along it (`velocityMinorComponent`).
    @Test func aDiagonalFlickMostlyAcrossHasNoSpeed() throws {
        let scene = try Self.scene()
        let source = scene.sourcePage
        scene.handle(.down(x: 232, y: 100))
        scene.advance(by: 0.05)
        scene.handle(.move(x: 222, y: 111))  // 10 px along, 11 across in 0.05 s: ≈ 390 pt/s along
        scene.handle(.up(x: 222, y: 111))
        scene.advance(by: 1)
        #expect(scene.sourcePage === source, "a mostly vertical flick turned the page")
    }

    /// SWIPE_ESCAPE_VELOCITY: a drag faster than 650 pt/s lets go of the page, which
    /// finishes its turn that way from the pose before that move (`lastPanPosition`); at
    /// 640 pt/s the page follows. After the escape the drag moves nothing.
    @Test func aDragFasterThanTheEscapeSpeedLetsGo() throws {
        let slow = try Self.scene()
        slow.handle(.down(x: 232, y: 100))
        slow.advance(by: 0.05)
        slow.handle(.move(x: 232 - 640 * Self.pointSize * 0.05, y: 100))
        #expect(!slow.isAnimating && close(slow.progress, 640 * Self.pointSize * 0.05 / 144, 1e-12))

        let fast = try Self.scene()
        let source = fast.sourcePage
        fast.handle(.down(x: 232, y: 100))
        fast.advance(by: 0.05)
        fast.handle(.move(x: 232 - 660 * Self.pointSize * 0.05, y: 100))
        // From the press's pose (0): stage 1 from rest on easeIn, then stage 2, 0.25 s each.
        #expect(fast.isAnimating && fast.progress == 0 && fast.timelineStatus.length == 0.5)
        fast.handle(.move(x: 100, y: 100))
        fast.handle(.up(x: 100, y: 100))
        #expect(fast.timelineStatus.length == 0.5, "the release after an escape changed the run")
        fast.advance(by: 0.51)
        #expect(!fast.isAnimating && fast.sourcePage !== source)

        // Away from the turn, from a turned pose: falls back.
        let away = try Self.scene()
        let kept = away.sourcePage
        away.handle(.down(x: 232, y: 100))
        away.handle(.move(x: 232 - 0.3 * 144, y: 100))
        // Held still, then two moves back to the right 0.02 s apart at 700 pt/s: the
        // second lets go, from the first's pose.
        away.advance(by: 0.2)
        let x = 232 - 0.3 * 144 + 1
        away.handle(.move(x: x, y: 100))
        #expect(!away.isAnimating, "a lone move after a rest has no speed")
        away.advance(by: 0.02)
        away.handle(.move(x: x + 700 * Self.pointSize * 0.02, y: 100))
        #expect(away.isAnimating && close(away.progress, (232 - x) / 144, 1e-12))
        away.advance(by: 0.3)
        #expect(!away.isAnimating && away.sourcePage === kept)
    }

    /// `animateFlip2:` takes duration/2 however little is left, on the second-half curve:
    /// a fall back from the front page at 0.6 of its stage takes 0.15 s (not 0.09), and so
    /// does the back page landing from 0.6 of its stage.
    @Test(arguments: [(0.3, 0.6, false), (0.8, 0.6, true)])
    func aLandingStretchTakesHalfTheDuration(turn: Double, stageProgress: Double, completes: Bool) throws {
        let scene = try Self.scene()
        scene.handle(.down(x: 232, y: 100))
        scene.handle(.move(x: 232 - 144 * turn, y: 100))
        scene.handle(.up(x: 232 - 144 * turn, y: 100))
        // MPFlipViewController's turn is 0.5 s: a landing page takes 0.25 s however far it has to go.
        #expect(close(scene.timelineStatus.length ?? -1, 0.25, 1e-12))
        scene.advance(by: 0.125)
        let e = TimingFunction.easeOut.value(at: 0.5)
        let expected = completes ? (1 + stageProgress + (1 - stageProgress) * e) / 2 : stageProgress * (1 - e) / 2
        #expect(close(scene.progress, expected, 1e-12))
        #expect(close(scene.plotMarkers["page.secondHalfCurve"] ?? -1, 0.5, 1e-9))
    }

    /// The page mode is MPFlipViewController's, whose every turn (a tap or swipe played, a
    /// drag released) is an MPFlipTransition of 0.5 s: Space plays 0.5 s, as a release
    /// lands in half of it above (0.3 s is MPTransition's default, a segue's).
    @Test func aPlayTakesMPFlipViewControllersDuration() throws {
        let scene = try Self.scene()
        scene.play()
        #expect(close(scene.timelineStatus.length ?? -1, 0.5, 1e-12))
        #expect(PageSettings.duration.source.contains("duration:0.5") && PageSettings.duration.source.contains("0.3"))
    }

    /// `animateFlip1:` from mid-stage takes its share of duration/2 and runs straight
    /// (`kCAMediaTimingFunctionLinear` for fromProgress > 0), then `animateFlip2:` lands the
    /// other stage over all of duration/2: a flick on from the front page at 0.4, and one
    /// back from the back page at 0.4 of its stage.
    @Test func aRisingStretchTakesItsShareStraight() throws {
        let on = try Self.scene()
        Self.drag(on, left: 0.2 * 144, speed: 300)
        on.handle(.up(x: 232 - 0.2 * 144, y: 100))
        #expect(close(on.timelineStatus.length ?? -1, 0.25 * 0.6 + 0.25, 1e-12))
        on.advance(by: 0.075)
        #expect(close(on.progress, (0.4 + 0.6 * 0.5) / 2, 1e-12), "not straight")
        #expect(on.plotMarkers.isEmpty, "a straight stretch runs on no tuned curve")
        on.advance(by: 0.075 + 0.125)
        #expect(close(on.progress, 0.5 + TimingFunction.easeOut.value(at: 0.5) / 2, 1e-12))

        let back = try Self.scene()
        back.handle(.down(x: 232, y: 100))
        back.handle(.move(x: 232 - 0.7 * 144, y: 100))
        back.advance(by: 1)
        var x = 232 - 0.7 * 144
        for _ in 0..<3 {
            back.advance(by: 0.02)
            x += 300 * Self.pointSize * 0.02
            back.handle(.move(x: x, y: 100))
        }
        let q = back.turn.progress
        #expect(back.turn.stage == .second)
        back.handle(.up(x: x, y: 100))
        #expect(close(back.timelineStatus.length ?? -1, 0.25 * q + 0.25, 1e-12))
        back.advance(by: 0.25 * q / 2)
        #expect(close(back.turn.progress, q / 2, 1e-9) && back.turn.stage == .second)
    }

    /// `page.releaseTiming=proportional` keeps the preview's own timing: every stretch its
    /// share of duration/2 on its curve (a fall back from 0.6 of stage 1 takes 0.15 s).
    @Test func proportionalTimingKeepsEachStretchToItsShare() throws {
        let scene = try Self.scene(["page.releaseTiming=proportional"])
        scene.handle(.down(x: 232, y: 100))
        scene.handle(.move(x: 232 - 144 * 0.3, y: 100))
        scene.handle(.up(x: 232 - 144 * 0.3, y: 100))
        #expect(close(scene.timelineStatus.length ?? -1, 0.15, 1e-12))
        let played = try Self.scene(["page.releaseTiming=proportional"])
        played.play()
        let original = try Self.scene()
        original.play()
        #expect(played.timelineStatus.length == original.timelineStatus.length, "a play is the same either way")
    }

    /// A new duration mid-release retimes the stretches by their shares: a landing stretch
    /// of the original timing stays all of the new half.
    @Test func aRetimedReleaseKeepsItsShares() throws {
        let scene = try Self.scene()
        scene.handle(.down(x: 232, y: 100))
        scene.handle(.move(x: 232 - 144 * 0.3, y: 100))
        scene.handle(.up(x: 232 - 144 * 0.3, y: 100))
        scene.advance(by: 0.05)
        var settings = scene.settings
        try SettingsRegistry.standard.apply(assignments: ["page.duration=1"], to: &settings)
        scene.settings = settings
        let status = scene.timelineStatus
        #expect(close(status.length ?? -1, 0.5, 1e-12))
        #expect(close(status.elapsed ?? -1, 0.5 * 0.05 / 0.25, 1e-9))
    }
}
