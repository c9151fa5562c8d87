import Foundation
import Raster
@testable import Scenes
import Stage
import Testing

/// The flight board's input, timing and layer tree.
@Suite struct FlipSceneTests {
    /// A 450×800 board filling a 1280×800 view (scale 800/667), without text.
    static func board(text: (any TextRasterizing)? = nil) -> FlipScene {
        FlipScene(viewSize: [1280, 800], text: text)
    }

    /// Runs the scene's clock in 60 Hz steps until it stops (at most `limit` seconds).
    static func settle(_ scene: FlipScene, limit: Double = 20) {
        var t = 0.0
        while scene.isAnimating && t < limit {
            scene.advance(by: 1.0 / 60)
            t += 1.0 / 60
        }
    }

    /// A horizontal drag from the board's centre by `dx` view pixels, not released.
    static func drag(_ scene: FlipScene, by dx: Double) {
        scene.handle(.down(x: 640, y: 400))
        scene.handle(.move(x: 640 + dx, y: 410))
    }

    /// The largest difference between two draw lists' corners (x, y, w) and opacities,
    /// with their names in the same order; nil when the names differ.
    static func distance(_ a: DrawList, _ b: DrawList) -> Double? {
        guard dumpNames(a) == dumpNames(b) else { return nil }
        var worst = 0.0
        for (p, q) in zip(a.items, b.items) {
            for (u, v) in zip(screenCorners(p), screenCorners(q)) {
                let d = u - v
                worst = max(worst, Swift.max(abs(d.x), abs(d.y), abs(d.z)))
            }
            worst = max(worst, abs(p.primitive.opacity - q.primitive.opacity))
        }
        return worst
    }

    static func list(_ scene: FlipScene) -> DrawList {
        DrawList(root: scene.rootLayer(), width: 1280, height: 800)
    }

    @Test func theBoardIsLetterboxedAndCentredOnWholePixels() {
        let scene = Self.board()
        #expect(close(scene.scale, 800.0 / 667))
        #expect(scene.boardRect.width == 450 && scene.boardRect.height == 800)
        #expect(scene.boardRect.x == 415 && scene.boardRect.y == 0)
        scene.viewSize = [300, 1000]
        #expect(close(scene.scale, 0.8) && scene.boardRect.width == 300 && scene.boardRect.height == 534)
        #expect(scene.boardRect.y == 233)
        scene.viewSize = [0, .nan]
        _ = scene.rootLayer()   // degenerate views do not crash
    }

    @Test func aDragLeftScrubsTowardTheNextFlightAtHalfTheBoardWidth() {
        let scene = Self.board()
        let span = 0.5 * Double(scene.boardRect.width)   // 225 px
        Self.drag(scene, by: -0.4 * span)
        #expect(scene.transition?.target == 1)
        #expect(close(scene.transition?.fraction ?? -1, 0.4, 1e-12))
        #expect(close(scene.progress, 0.4, 1e-12))
        scene.handle(.move(x: 640 - 3 * span, y: 400))
        #expect(scene.transition?.fraction == 1, "t = clamp(|Δx| / (0.5·width), 0, 1)")
        // Back across the start: toward the previous flight, which does not exist, so the
        // board resists with a rubber band instead.
        scene.handle(.move(x: 640 + 100, y: 400))
        #expect(scene.transition == nil)
        let band = ScrollPhysics.rubberBanded(100, dimension: 450)
        #expect(close(scene.resistOffset, band, 1e-9) && band > 0 && band < 100)
        scene.handle(.up(x: 740, y: 400))
        #expect(scene.isAnimating)
        Self.settle(scene)
        #expect(scene.resistOffset == 0 && scene.flightIndex == 0)
    }

    @Test func releaseCompletesFromHalfwayAndReversesBelowIt() {
        for (fraction, lands) in [(0.5, 1), (0.62, 1), (0.49, 0), (0.1, 0)] {
            let scene = Self.board()
            Self.drag(scene, by: -fraction * 225)
            scene.handle(.up(x: 640 - fraction * 225, y: 400))
            #expect(scene.isAnimating)
            // It plays the rest of the timeline at its own speed (linear in τ).
            let remaining = (lands == 1 ? 1 - fraction : fraction) * BoardTimeline.defaultDuration
            scene.advance(by: remaining - 0.02)
            #expect(scene.isAnimating, "fraction \(fraction): still playing just before the end")
            scene.advance(by: 0.04)
            #expect(!scene.isAnimating && scene.flightIndex == lands && scene.transition == nil, "fraction \(fraction)")
        }
    }

    @Test func aDragToTheRightGoesBackAFlight() {
        let scene = Self.board()
        scene.show(flight: 2)
        Self.drag(scene, by: 0.7 * 225)
        #expect(scene.transition?.target == 1 && close(scene.transition!.fraction, 0.7, 1e-12))
        #expect(scene.progress == 0, "progress is toward the next flight only")
        scene.handle(.up(x: 640 + 0.7 * 225, y: 400))
        Self.settle(scene)
        #expect(scene.flightIndex == 1)
    }

    @Test func playingForwardAndScrubbingBackwardGiveTheSameFrames() {
        // Play with the arrow key at 60 Hz, recording frames at some ticks; then scrub
        // backwards through the same fractions by hand and compare the draw lists.
        let player = Self.board()
        _ = player.handleKey(.right)
        var recorded: [(fraction: Double, list: DrawList)] = []
        for tick in 1...131 {
            player.advance(by: 1.0 / 60)
            if tick % 10 == 0, let fraction = player.transition?.fraction {
                recorded.append((fraction, Self.list(player)))
            }
        }
        #expect(recorded.count == 13)
        let scrubber = Self.board()
        scrubber.handle(.down(x: 1000, y: 400))
        for (fraction, list) in recorded.reversed() {
            scrubber.handle(.move(x: 1000 - fraction * 225, y: 400))
            let d = Self.distance(list, Self.list(scrubber))
            #expect(d != nil && d! < 1e-6, "fraction \(fraction): distance \(String(describing: d))")
        }
    }

    @Test func aRequestDuringASwipeWaitsOrReversesIt() {
        // Same way: it waits, then plays; the board ends two flights on.
        let scene = Self.board()
        scene.step(1)
        scene.advance(by: 0.5)
        scene.step(1)
        scene.step(1)   // at most one waits
        Self.settle(scene)
        #expect(scene.flightIndex == 2)

        // Opposite way: the swipe turns round where it is and plays back home, taking as
        // long as it had played.
        let back = Self.board()
        back.step(1)
        back.advance(by: 0.8)
        let reached = back.transition!.fraction
        back.step(-1)
        back.advance(by: 0.75)
        #expect(back.transition != nil && back.transition!.fraction < reached)
        Self.settle(back)
        #expect(back.flightIndex == 0 && back.transition == nil)

        // Reversing a reversal heads for the target again.
        let twice = Self.board()
        twice.step(1)
        twice.advance(by: 1)
        twice.step(-1)
        twice.advance(by: 0.2)
        twice.step(1)
        Self.settle(twice)
        #expect(twice.flightIndex == 1)
    }

    @Test func theEndsNudgeAndSpringBackWithoutWrapping() {
        let scene = Self.board()
        _ = scene.handleKey(.left)
        #expect(scene.transition == nil && scene.isAnimating)
        scene.advance(by: 1.0 / 12)   // ≈ 1/ω: the nudge's peak
        #expect(scene.resistOffset > 10, "the board leans away: \(scene.resistOffset)")
        Self.settle(scene)
        #expect(scene.resistOffset == 0 && scene.flightIndex == 0)

        scene.show(flight: 2)
        scene.step(1)
        #expect(scene.transition == nil && scene.flightIndex == 2)
    }

    @Test func aPressCatchesAPlayingSwipeAndTheDragContinuesFromThere() {
        let scene = Self.board()
        scene.step(1)
        scene.advance(by: 1.1)   // halfway
        let caught = scene.transition!.fraction
        scene.handle(.down(x: 640, y: 400))
        scene.advance(by: 0.5)
        #expect(scene.transition!.fraction == caught, "held still")
        scene.handle(.move(x: 640 + 0.3 * 225, y: 400))
        #expect(close(scene.transition!.fraction, caught - 0.3, 1e-12))
        scene.handle(.up(x: 640 + 0.3 * 225, y: 400))
        Self.settle(scene)
        #expect(scene.flightIndex == 0, "released below halfway: back home")
    }

    @Test func progressShowsTheSwipeToTheNextFlightAndPlayResumesIt() {
        let scene = Self.board()
        scene.show(flight: 1, progress: 0.3)
        #expect(scene.flightIndex == 1 && scene.transition?.target == 2 && scene.progress == 0.3)
        scene.show(flight: 2, progress: 0.3)
        #expect(scene.transition == nil, "the last flight has no next one")
        scene.show(flight: 0, progress: 0.3)
        scene.play()
        Self.settle(scene)
        #expect(scene.flightIndex == 1)
        scene.reset()
        #expect(scene.flightIndex == 0 && scene.transition == nil && !scene.isAnimating)
    }

    @Test func theDumpNamesEveryElement() {
        let scene = Self.board()
        var names = Set<String>()
        for p in [0.2, 0.7] {
            scene.progress = p
            names.formUnion(dumpNames(Self.list(scene)))
        }
        for name in ["flightNo", "flightNo-next", "gate", "gate-next", "status", "status-next", "time-top",
                     "time-top-next", "arrow-big", "arrow-big-next", "arrow-small", "place-source", "place-target",
                     "line-left", "line-right", "plane", "time-bottom", "background", "background-next"] {
            #expect(names.contains(name), "\(name) missing from \(names.sorted())")
        }
    }

    @Test func elementsSitWhereTheTimelinePutsThem() throws {
        let scene = Self.board()
        let s = scene.scale
        scene.progress = 0.5   // τ = 1.1 s
        let state = BoardTimeline(from: Flight.seedFlights[0], to: Flight.seedFlights[1]).state(at: 1.1)
        let list = Self.list(scene)
        func item(_ name: String) throws -> DrawItem { try #require(list.items.first { $0.name == name }) }
        func centre(_ item: DrawItem) -> SIMD2<Double> {
            let c = screenCorners(item)
            return SIMD2((c[0].x + c[2].x) / 2, (c[0].y + c[2].y) / 2)
        }
        let left = Double(scene.boardRect.x)
        // The plane: its frame's centre (188, 332) pt, moved by the timeline's offset.
        let plane = try item("plane")
        #expect(abs(centre(plane).x - (left + (188 + state.planeOffset) * s)) < 0.75)
        // The small arrow turned by the timeline's rotation: its top edge's direction.
        let arrow = screenCorners(try item("arrow-small"))
        let angle = atan2(arrow[1].y - arrow[0].y, arrow[1].x - arrow[0].x)
        #expect(abs(angle - state.smallArrowRotation) < 1e-9)
        // Faces: the old one squashed to its scale about the frame's centre, moved up.
        let status = screenCorners(try item("status"))
        let statusFrame = BoardLayout.status.frame
        let height = status[3].y - status[0].y
        #expect(abs(height - (try item("status")).primitive.size.y * state.oldFace.scaleY) < 1e-9)
        let middle = (status[0].y + status[3].y) / 2
        let expected = (statusFrame.midY + state.oldFace.offset * statusFrame.height) * s
        #expect(abs(middle - expected) < 0.75 * state.oldFace.scaleY + 0.5, "status centre \(middle) vs \(expected)")
        #expect(abs(try item("status").primitive.opacity - state.oldFace.alpha) < 1e-9)
        #expect(abs(try item("status-next").primitive.opacity - state.newFace.alpha) < 1e-9)
        #expect(abs(try item("background-next").primitive.opacity - state.backgroundMix) < 1e-9)
        // Places: target down, source up by the shift.
        let target = try item("place-target"), source = try item("place-source")
        let placeMid = BoardLayout.targetPlace.frame.midY * s
        #expect(abs(centre(target).y - (placeMid + state.placeShift * s)) < 0.75)
        #expect(abs(centre(source).y - (placeMid - state.placeShift * s)) < 0.75)
    }

    @Test func trueThreeDTurnsRealBoxesWithTheSameAlphas() throws {
        let scene = Self.board()
        scene.trueThreeD = true
        scene.progress = 1 / 2.2   // τ = 1 s: turn 0.5, the boxes at 45°
        let list = Self.list(scene)
        func item(_ name: String) throws -> DrawItem { try #require(list.items.first { $0.name == name }) }
        for name in ["flightNo", "flightNo-next"] {
            let c = screenCorners(try item(name))
            // A face of a box turned 45° shows about h·cos 45° of height, and its corners
            // are no longer at w = 1.
            let shown = abs(((c[3].y + c[2].y) - (c[0].y + c[1].y)) / 2)
            let textHeight = try #require(list.items.first { $0.name == name }).primitive.size.y
            #expect(abs(shown / textHeight - 0.7071) < 0.05, "\(name): \(shown) of \(textHeight)")
            #expect(c.contains { abs($0.z - 1) > 1e-4 })
        }
        #expect(abs(try item("flightNo").primitive.opacity - 0.5) < 1e-9)
        // The incoming face sits below and in front of where the old one went.
        #expect(screenCorners(try item("flightNo-next"))[0].y > screenCorners(try item("flightNo"))[0].y)
    }

    @Test func textIsRasterizedOncePerStringAndSize() {
        let counter = CountingText()
        let scene = Self.board(text: counter)
        for i in 0...60 {
            scene.progress = Double(i) / 60
            _ = scene.rootLayer()
        }
        let first = counter.images
        #expect(first > 0 && first == Set(counter.strings).count, "each string once: \(first) images")
        for i in 0...60 {
            scene.progress = Double(i) / 60
            _ = scene.rootLayer()
        }
        #expect(counter.images == first, "no new images on a second pass")
        scene.viewSize = [640, 400]
        _ = scene.rootLayer()
        #expect(counter.images > first, "a new scale sets the text again")
    }
}

/// A text rasterizer that counts its work and draws boxes.
final class CountingText: TextRasterizing {
    var images = 0
    var strings: [String] = []

    func image(of text: String, pointSize: Double, bold: Bool, color: Color) -> Bitmap {
        images += 1
        strings.append("\(text)@\(pointSize)")
        let (w, h) = size(of: text, pointSize: pointSize, bold: bold)
        var bitmap = Bitmap(width: w, height: h)
        for y in 0..<h { for x in 0..<w where (x + y) % 3 == 0 { bitmap[x, y] = color.pixel } }
        return bitmap
    }

    func size(of text: String, pointSize: Double, bold: Bool) -> (width: Int, height: Int) {
        (max(1, Int((Double(text.count) * pointSize * 0.6).rounded())), max(1, Int((pointSize * 1.2).rounded())))
    }
}
