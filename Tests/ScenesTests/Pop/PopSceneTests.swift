import Foundation
import Motion
import Raster
import Stage
import Testing
@testable import Scenes

/// Popping's shading rules, and the fold view built from them (`FoldingView.m`).
@Suite struct PopShadingTests {
    @Test func thePansRuleSwitchesAtMinusHalfPi() {
        let before = PopShading.duringPan(shownAngle: -.pi / 2 + 0.01, ratio: 0.6)
        #expect(before == PopShading(showsBack: false, topShadow: 0.6, bottomShadow: 0.6))
        let after = PopShading.duringPan(shownAngle: -.pi / 2 - 0.01, ratio: 0.6)
        #expect(after == PopShading(showsBack: true, topShadow: 0, bottomShadow: 0.6))
        // Exactly −π/2 is not past it (Popping tests `< -M_PI_2`).
        #expect(!PopShading.duringPan(shownAngle: -.pi / 2, ratio: 0.5).showsBack)
    }

    @Test func opacitiesClampAsCoreAnimationDoes() {
        let up = PopShading.duringPan(shownAngle: 0.3, ratio: -0.4)   // a drag upward
        #expect(up.topShadow == 0 && up.bottomShadow == 0)
        let far = PopShading.duringPan(shownAngle: -3, ratio: 1.3)    // left the square below
        #expect(far.bottomShadow == 1)
    }

    @Test func theSpringUpdatesOnlyWhileAboveMinusHalfPi() {
        var shading = PopShading.held(at: -0.9 * .pi)
        #expect(shading == PopShading(showsBack: true, topShadow: 0, bottomShadow: 0.9))
        shading.springApplied(-0.7 * .pi)   // still past −π/2: nothing changes
        #expect(shading == PopShading(showsBack: true, topShadow: 0, bottomShadow: 0.9))
        shading.springApplied(-0.4 * .pi)
        #expect(!shading.showsBack)
        #expect(close(shading.topShadow, 0.4, 1e-12) && close(shading.bottomShadow, 0.4, 1e-12))
        shading.springApplied(0.2)          // the overshoot: −θ/π < 0 clamps to 0
        #expect(shading == .rest)
    }
}

@Suite struct PopSceneTests {
    /// A 1280×800 view: the phone's 320 pt across 800 px (2.5 px/pt), a 650 px square.
    func makeScene() -> PopScene { PopScene(viewSize: [1280, 800]) }
    /// A 512×320 view at 1 px/pt (260 px square at (126, 30)), cheaper to draw textures for.
    func makeSmallScene() -> PopScene { PopScene(viewSize: [512, 320]) }

    @Test func theSquareIsTheDemosScaledAndCentred() {
        let scene = makeScene()
        #expect(scene.scale == 2.5)
        #expect(scene.side == 650)
        #expect(scene.origin == [315, 75])
    }

    @Test func layersAreNamedAndShownByTheShadingRules() {
        let scene = makeSmallScene()
        scene.hold(at: -0.25 * .pi)
        var names = dumpNames(DrawList(root: scene.rootLayer(), width: 512, height: 320))
        #expect(names == ["backdrop", "bottom", "bottom-shadow", "top", "top-shadow"])
        scene.hold(at: -0.75 * .pi)
        names = dumpNames(DrawList(root: scene.rootLayer(), width: 512, height: 320))
        #expect(names == ["backdrop", "bottom", "bottom-shadow", "top", "top-back"])
        scene.reset()
        names = dumpNames(DrawList(root: scene.rootLayer(), width: 512, height: 320))
        #expect(names == ["backdrop", "bottom", "top"])
    }

    @Test func theTopHalfTurnsAboutTheHingeWithAnEye800PointsAway() throws {
        let scene = makeSmallScene()
        for degrees in [-170.0, -120, -60, -20, 35] {
            let theta = degrees * .pi / 180
            scene.hold(at: theta)
            let list = DrawList(root: scene.rootLayer(), width: 512, height: 320)
            let top = try #require(list.items.first { $0.name == "top" })
            let shadowOpacity = list.items.first { $0.name == "bottom-shadow" }?.primitive.opacity ?? 0
            #expect(close(Double(shadowOpacity), -theta / .pi, 1.0 / 255 + 1e-9) || theta > 0)
            // Independently: a point (u, v) of the top half, v ≤ 0 up from the hinge at
            // (256, 160), turns to y = v·cos θ, z = v·sin θ; w = 1 − z/d with d = 800 px.
            let d = 800.0
            let local: [SIMD2<Double>] = [[-130, -130], [130, -130], [130, 0], [-130, 0]]
            let expected = local.map { c in
                let y = c.y * cos(theta), z = c.y * sin(theta), w = 1 - z / d
                return SIMD2(256 + c.x / w, 160 + y / w)
            }
            let corners = screenCorners(top).map { SIMD2($0.x, $0.y) }
            for (got, want) in zip(corners, expected) {
                #expect(close(got.x, want.x, 1e-6) && close(got.y, want.y, 1e-6), "\(degrees)°: \(got) vs \(want)")
            }
        }
    }

    @Test func aDragOnTheTopHalfFollowsTheMapping() {
        let scene = makeScene()
        // Press at y = 200 (125 px into the square), move past the slop: y₀ = 210 - 75.
        scene.handle(.down(x: 640, y: 200))
        scene.handle(.move(x: 640, y: 210))
        let y0 = 210.0 - 75, height = 650.0
        for y in [260.0, 400, 520, 700, 300] {
            scene.handle(.move(x: 640, y: y))
            scene.advance(by: 1.0 / 60)   // the 0.01 s follow animation has ended
            let expected = (y - 75 - y0) * (-.pi / (height - y0))
            #expect(close(scene.angle, expected, 1e-12), "y \(y)")
            #expect(close(scene.progress, Swift.min(Swift.max(-expected / .pi, 0), 1), 1e-12))
        }
        // It follows about a frame behind: 5 ms into a move it is partway there.
        scene.handle(.move(x: 640, y: 600))
        scene.advance(by: 0.005)
        let target = (600 - 75 - y0) * (-.pi / (height - y0))
        #expect(scene.angle > target && scene.angle < (300 - 75 - y0) * (-.pi / (height - y0)))
        #expect(scene.isAnimating)
    }

    @Test func aDragFromTheBottomHalfDoesNothing() {
        let scene = makeScene()
        scene.handle(.down(x: 640, y: 500))
        scene.handle(.move(x: 640, y: 600))
        scene.handle(.move(x: 640, y: 700))
        scene.advance(by: 0.1)
        scene.handle(.up(x: 640, y: 700))
        scene.advance(by: 0.1)
        #expect(scene.angle == 0 && !scene.isAnimating && scene.shading == .rest)
    }

    @Test func releaseSpringsBackWithPoppingsSpringAtAnyFrameRate() {
        // Held at −π and let go: the scene's angle is pop's spring (T 200, F 12.9589,
        // m 2) at the same time, whether the frames come at 30, 60 or 144 Hz.
        var reference = SpringAnimation(from: -.pi, to: 0, threshold: 0.01)
        reference.bounciness = 18
        reference.mass = 2
        reference.tension = 200
        #expect(close(reference.friction, 12.9589, 5e-5))
        reference.advance(by: 0.5)
        var angles: [Double] = []
        for rate in [30.0, 60, 144] {
            let scene = makeScene()
            scene.hold(at: -.pi)
            scene.release()
            let frames = Int((0.5 * rate).rounded())
            for _ in 0..<frames { scene.advance(by: 1 / rate) }
            angles.append(scene.angle)
        }
        for angle in angles { #expect(close(angle, reference.value, 1e-9)) }
    }

    @Test func theSpringOvershootsAndSettlesAsInPopping() {
        let scene = makeScene()
        scene.hold(at: -.pi)
        scene.release()
        var peak = -Double.infinity, time = 0.0
        var sawBackThenNot = (back: false, front: false)
        while scene.isAnimating && time < 5 {
            scene.advance(by: 1.0 / 60)
            time += 1.0 / 60
            peak = Swift.max(peak, scene.angle)
            if scene.angle < -.pi / 2 {
                // Past −π/2 the spring leaves the shading as the drag left it.
                #expect(scene.shading == PopShading(showsBack: true, topShadow: 0, bottomShadow: 1))
                sawBackThenNot.back = true
            } else {
                #expect(!scene.shading.showsBack)
                #expect(close(scene.shading.topShadow, Swift.max(-scene.angle / .pi, 0), 1e-12))
                sawBackThenNot.front = true
            }
        }
        #expect(sawBackThenNot.back && sawBackThenNot.front)
        #expect(close(peak, 1.07, 0.01))
        #expect(time > 1.75 && time < 1.9)
        #expect(scene.angle == 0 && scene.shading == .rest)
    }

    @Test func fromHalfwayTheOvershootIsHalfAsBig() {
        // Anchors §3.2: from −π/2 it overshoots to +0.535 rad and is done at about 1.57 s
        // (pop's test on the values written ends it there).
        let scene = makeScene()
        scene.hold(at: -.pi / 2)
        scene.release()
        var peak = -Double.infinity, time = 0.0
        while scene.isAnimating && time < 5 {
            scene.advance(by: 1.0 / 60)
            time += 1.0 / 60
            peak = Swift.max(peak, scene.angle)
        }
        #expect(close(peak, 0.535, 0.005))
        #expect(time > 1.5 && time < 1.62, "settled after \(time) s")
    }

    @Test func aClickOnTheTopHalfPokes() {
        let scene = makeScene()
        scene.handle(.down(x: 640, y: 250))
        scene.handle(.up(x: 642, y: 251))
        #expect(scene.isAnimating)
        var peak = 0.0, dip = 0.0, time = 0.0
        while scene.isAnimating && time < 5 {
            scene.advance(by: 1.0 / 60)
            time += 1.0 / 60
            peak = Swift.max(peak, scene.angle)
            dip = Swift.min(dip, scene.angle)
        }
        // Anchors §3.2: peaks +0.327, dips −0.111, settles in about 1.3 s.
        #expect(close(peak, 0.327, 0.005))
        #expect(close(dip, -0.111, 0.005))
        #expect(time > 1.2 && time < 1.4)
        // A click on the bottom half does nothing.
        scene.handle(.down(x: 640, y: 600))
        scene.handle(.up(x: 640, y: 600))
        #expect(!scene.isAnimating)
    }

    @Test func appearingPokesAsTheDemoDoes() {
        let scene = makeScene()
        scene.appear()
        #expect(scene.isAnimating)
        scene.advance(by: 0.1)
        #expect(scene.angle > 0.2)   // on its way to the poke's +0.327 peak
    }

    @Test func leavingTheSquareLetsGo() {
        let scene = makeScene()
        scene.handle(.down(x: 640, y: 200))
        scene.handle(.move(x: 640, y: 220))
        scene.handle(.move(x: 640, y: 600))
        scene.advance(by: 0.02)
        let held = scene.angle
        #expect(held < -1)
        scene.handle(.move(x: 640, y: 790))   // below the square (it ends at 725)
        scene.advance(by: 0.001)
        #expect(scene.angle > held)           // springing back, not following
        scene.handle(.move(x: 640, y: 300))   // the drag is over: moves do nothing
        scene.advance(by: 3)
        #expect(scene.angle == 0)
    }
}
