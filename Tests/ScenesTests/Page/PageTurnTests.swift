import Motion
import Raster
@testable import Scenes
import Stage
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The page turn in time: `perform:` (stage 1 on easeIn for half the duration, then stage
/// 2 on the second-half curve), the covered pages' keyframed shadows, the drag
/// and its release (the drag's mapping, speeds and the original's release timing:
/// PageReleaseTests). A press at x = 232 is 72 px from the middle: a turn t is 144·t px.
@Suite("Page turn")
struct PageTurnTests {
    /// A 0.3 s turn (MPTransition's default, what a segue plays), 0.15 s a stage, whose
    /// keyframe counts the checks below spell out; the default 0.5 s is PageReleaseTests'.
    static func scene(_ assignments: [String] = []) throws -> PageScene {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["page.duration=0.3"] + assignments, to: &settings)
        return PageScene(viewSize: [320, 200], settings: settings)
    }

    /// The overlay opacity of the layer named `name` in the current frame.
    static func shadow(_ scene: PageScene, _ name: String) -> Double? {
        let list = DrawList(root: scene.rootLayer(), width: 320, height: 200)
        return list.items.first { $0.overlayName == name }?.primitive.overlay?.opacity
    }

    /// The keyframe animation's value: N + 1 values f(k/N) evenly spaced over the eased
    /// time e, straight between them.
    static func keyframed(_ f: (Double) -> Double, count n: Int, eased e: Double) -> Double {
        let position = min(max(e, 0), 1) * Double(n)
        let k = min(Int(position), n - 1)
        return f(Double(k) / Double(n)) + (f(Double(k + 1) / Double(n)) - f(Double(k) / Double(n))) * (position - Double(k))
    }

    /// Play: stage 1 runs 0.15 s on easeIn (animateFlip1 fixes it), stage 2 0.15 s on
    /// easeOut; the reveal page's shadow follows cos along 9 keyframes (ceil(0.15·60)), the
    /// facing page's sin; at the end the pages have swapped and the turn is back at 0.
    @Test func playRunsBothStagesOnTheirOwnCurves() throws {
        let scene = try Self.scene()
        let first = scene.sourcePage, second = scene.destinationPage
        scene.play()
        var t = 0.0
        for step in [0.02, 0.04, 0.05, 0.03, 0.04, 0.05, 0.04, 0.05] {
            scene.advance(by: step)
            t += step
            if t < 0.15 {
                let e = TimingFunction.easeIn.value(at: t / 0.15)
                #expect(close(scene.progress, e / 2, 1e-12), "t \(t)")
                let cover = Self.keyframed({ cos($0 * .pi / 2) / 3 }, count: 9, eased: e)
                #expect(close(Self.shadow(scene, "reveal-shadow") ?? -1, cover, 1e-9), "t \(t)")
                #expect(abs(cover - cos(e * .pi / 2) / 3) < 0.0015)
                #expect(close(Self.shadow(scene, "front-shadow") ?? -1, 0.1 * e, 1e-9))
            } else if t < 0.3 {
                let e = TimingFunction.easeOut.value(at: (t - 0.15) / 0.15)
                #expect(close(scene.progress, 0.5 + e / 2, 1e-12), "t \(t)")
                let cover = Self.keyframed({ sin($0 * .pi / 2) / 3 }, count: 9, eased: e)
                #expect(close(Self.shadow(scene, "facing-shadow") ?? -1, cover, 1e-9), "t \(t)")
                #expect(close(Self.shadow(scene, "back-shadow") ?? -1, 0.1 * (1 - e), 1e-9))
            }
            #expect(t > 0.3 || scene.timelineStatus.length == 0.3)
        }
        #expect(t > 0.3 && !scene.isAnimating && scene.progress == 0)
        #expect(scene.sourcePage === second && scene.destinationPage === first, "the destination is the new source")
    }

    /// Let go before half way, the front page lands back over the rest of its stage on the
    /// landing curve: p·duration/2 with `page.releaseTiming=proportional` (the original's
    /// timing: PageReleaseTests).
    @Test func releaseBeforeHalfwayFallsBack() throws {
        let scene = try Self.scene(["page.releaseTiming=proportional"])
        let source = scene.sourcePage
        scene.handle(.down(x: 232, y: 100))
        scene.handle(.move(x: 232 - 0.3 * 144, y: 100))
        scene.handle(.up(x: 232 - 0.3 * 144, y: 100))
        #expect(close(scene.timelineStatus.length ?? -1, 0.15 * 0.6, 1e-12))
        scene.advance(by: 0.045)
        let e = TimingFunction.easeOut.value(at: 0.5)
        #expect(close(scene.progress, 0.6 * (1 - e) / 2, 1e-12))
        #expect(close(scene.plotMarkers["page.secondHalfCurve"] ?? -1, 0.5, 1e-9) && scene.plotMarkers.count == 1)
        scene.advance(by: 0.05)
        #expect(!scene.isAnimating && scene.progress == 0 && scene.sourcePage === source)
    }

    /// Let go from half way on, the back page lands over the rest of stage 2; then the
    /// pages swap (proportional timing).
    @Test func releaseFromHalfwayCompletes() throws {
        let scene = try Self.scene(["page.releaseTiming=proportional"])
        let destination = scene.destinationPage
        scene.handle(.down(x: 232, y: 100))
        scene.handle(.move(x: 232 - 0.8 * 144, y: 100))
        scene.handle(.up(x: 232 - 0.8 * 144, y: 100))
        #expect(close(scene.timelineStatus.length ?? -1, 0.15 * 0.4, 1e-12))
        scene.advance(by: 0.03)
        #expect(close(scene.progress, 0.5 + (0.6 + 0.4 * TimingFunction.easeOut.value(at: 0.5)) / 2, 1e-12))
        scene.advance(by: 0.031)
        #expect(!scene.isAnimating && scene.progress == 0 && scene.sourcePage === destination)
    }

    /// With another threshold a release may cross the middle: completing from stage 1 rises
    /// on easeIn for the rest of it, then lands the whole of stage 2; falling back from
    /// stage 2 raises the back page again on easeIn, then lands the front over all of stage 1
    /// (proportional timing).
    @Test func aReleaseAcrossTheMiddleRunsBothStages() throws {
        let early = try Self.scene(["page.commitThreshold=0.3", "page.releaseTiming=proportional"])
        early.handle(.down(x: 232, y: 100))
        early.handle(.move(x: 232 - 0.4 * 144, y: 100))
        early.handle(.up(x: 232 - 0.4 * 144, y: 100))
        #expect(close(early.timelineStatus.length ?? -1, 0.15 * 0.2 + 0.15, 1e-12))
        early.advance(by: 0.015)
        #expect(close(early.progress, (0.8 + 0.2 * TimingFunction.easeIn.value(at: 0.5)) / 2, 1e-12))
        early.advance(by: 0.015 + 0.075)
        #expect(close(early.progress, 0.5 + TimingFunction.easeOut.value(at: 0.5) / 2, 1e-12))

        let late = try Self.scene(["page.commitThreshold=0.9", "page.releaseTiming=proportional"])
        let source = late.sourcePage
        late.handle(.down(x: 232, y: 100))
        late.handle(.move(x: 232 - 0.7 * 144, y: 100))
        late.handle(.up(x: 232 - 0.7 * 144, y: 100))
        #expect(close(late.timelineStatus.length ?? -1, 0.15 * 0.4 + 0.15, 1e-12))
        late.advance(by: 0.03)
        #expect(close(late.progress, 0.5 + 0.4 * (1 - TimingFunction.easeIn.value(at: 0.5)) / 2, 1e-12))
        #expect(close(late.plotMarkers["page.firstHalfCurve"] ?? -1, 0.5, 1e-9) && late.plotMarkers.count == 1)
        late.advance(by: 0.03 + 0.075)
        #expect(close(late.progress, (1 - TimingFunction.easeOut.value(at: 0.5)) / 2, 1e-12))
        late.advance(by: 0.1)
        #expect(!late.isAnimating && late.progress == 0 && late.sourcePage === source)
    }

    /// A click plays the whole turn; a press mid-turn lands it first; the pages keep
    /// alternating, turn after turn.
    @Test func aClickPlaysAndThePagesKeepTurning() throws {
        let scene = try Self.scene()
        let first = scene.sourcePage
        scene.handle(.down(x: 100, y: 100))
        scene.handle(.up(x: 101, y: 100))
        #expect(scene.isAnimating && scene.timelineStatus.length == 0.3)
        scene.advance(by: 0.1)
        scene.handle(.down(x: 100, y: 100))
        #expect(!scene.isAnimating && scene.progress == 0 && scene.sourcePage !== first)
        scene.handle(.up(x: 100, y: 100))
        scene.advance(by: 0.4)
        #expect(scene.sourcePage === first)
        scene.reset()
        #expect(scene.sourcePage === first && scene.progress == 0)
    }

    /// The keyframes: ceil(duration · 60) intervals per stretch (9 for 0.15 s), their values
    /// the exact cos / sin at evenly spaced progress, the ends exact.
    @Test func keyframesAreSixtyASecond() {
        let stretch = PageSegment(stage: .first, from: 0, to: 1, duration: 0.15, curve: .linear)
        #expect(stretch.keyframeCount == 9)
        #expect(PageSegment(stage: .first, from: 0.4, to: 1, duration: 0.09, curve: .linear).keyframeCount == 6)
        #expect(PageSegment(stage: .second, from: 0, to: 1, duration: 0.001, curve: .linear).keyframeCount == 1)
        for k in 0...9 {
            let e = Double(k) / 9
            #expect(close(stretch.cover(eased: e), cos(e * .pi / 2), 1e-12))
        }
        #expect(stretch.cover(eased: 1) < 1e-15 && stretch.cover(eased: 1.2) < 1e-15 && stretch.cover(eased: -0.2) == 1)
        let mid = stretch.pose(at: 0.075)
        #expect(mid.stage == .first && close(mid.progress, 0.5, 1e-12))
    }

    /// `--progress`: below one half, stage 1 at 2P; from one half, stage 2 at 2P − 1.
    @Test func progressIsTheFractionOfTheWholeTurn() {
        #expect(PageTurn(turn: 0.2) == PageTurn(stage: .first, progress: 0.4))
        #expect(PageTurn(turn: 0.5) == PageTurn(stage: .second, progress: 0))
        #expect(PageTurn(turn: 0.9).stage == .second && close(PageTurn(turn: 0.9).progress, 0.8, 1e-12))
        #expect(PageTurn(turn: .nan) == PageTurn(turn: 0) && PageTurn(turn: 7) == PageTurn(turn: 1))
        #expect(PageTurn(turn: 0.75).degreesTurned == 135)
    }
}
