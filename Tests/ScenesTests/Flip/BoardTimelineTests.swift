import Foundation
@testable import Scenes
import Testing

/// The board's timeline against the seed's `MainScreenViewController.swift`, with easeInOut
/// computed here by bisection on the Bézier (0.42, 0, 0.58, 1), independently of Motion.
@Suite struct BoardTimelineTests {
    let landed = Flight.seedFlights[0]      // BEIJING → WUHAN, LANDED, dusk
    let departing = Flight.seedFlights[1]   // TIANJIN → XI'AN, DEPARTURE, snow

    /// easeInOut(x) by bisection on the curve's x(s) (200 halvings).
    static func easeInOut(_ x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if bezier(mid, 0.42, 0.58) < x { lo = mid } else { hi = mid }
        }
        return bezier((lo + hi) / 2, 0, 1)
    }

    /// The eased fraction of a piece starting at `start` lasting `length`, at τ.
    static func piece(_ τ: Double, start: Double, length: Double) -> Double {
        easeInOut((τ - start) / length)
    }

    @Test func theWholeTimelineEndsWithThePlanesTilt() {
        #expect(BoardTimeline.defaultDuration == 2.2)
        // At τ = 2.2 the new face is at rest and everything else is the new flight at rest.
        var end = BoardTimeline(from: landed, to: departing).state(at: 2.2)
        #expect(end.newFace == BoardTimeline.Face(scaleY: 1, offset: 0, alpha: 1))
        #expect(end.oldFace.alpha == 0 && end.backgroundMix == 1 && end.turn == 1)
        let rest = BoardTimeline.rest(departing)
        (end.oldFace, end.newFace, end.turn, end.backgroundMix) = (rest.oldFace, rest.newFace, rest.turn, rest.backgroundMix)
        #expect(end == rest)
        // Just before the tilt ends, it has not.
        #expect(BoardTimeline(from: landed, to: departing).state(at: 2.15).planeRotation < 0)
    }

    @Test func cubeFacesFollowScaleMoveAndFade() {
        let timeline = BoardTimeline(from: landed, to: departing)
        for τ in stride(from: 0.0, through: 2.2, by: 0.05) {
            let s = timeline.state(at: τ)
            let e = Self.piece(τ, start: 0, length: 2)
            // Old: identity → scale(1, 0.1)·translate(0, −h/2), alpha 1 → 0.
            #expect(close(s.oldFace.scaleY, 1 - 0.9 * e, 1e-9), "τ \(τ)")
            #expect(close(s.oldFace.offset, -0.5 * e, 1e-9))
            #expect(close(s.oldFace.alpha, 1 - e, 1e-9))
            // New: scale(1, 0.1)·translate(0, +h/2), alpha 0 → identity, alpha 1.
            #expect(close(s.newFace.scaleY, 0.1 + 0.9 * e, 1e-9))
            #expect(close(s.newFace.offset, 0.5 * (1 - e), 1e-9))
            #expect(close(s.newFace.alpha, e, 1e-9))
            #expect(close(s.turn, e, 1e-9))
            #expect(close(s.backgroundMix, e, 1e-9), "cross-dissolve over 2 s")
            // Small arrow: 0 (landed) → −π/2 (departure) over 2 s.
            #expect(close(s.smallArrowRotation, -Double.pi / 2 * e, 1e-9))
        }
        let middle = timeline.state(at: 1)
        #expect(close(middle.oldFace.scaleY, 0.55) && close(middle.newFace.offset, 0.25))
    }

    @Test func linesFadeOneThenTheOtherAfterOneSecond() {
        // To a departure: the right line (shown for a landed flight) fades out over 0…1 s,
        // then the left fades in over 1…2 s.
        let toDeparture = BoardTimeline(from: landed, to: departing)
        let toLanded = BoardTimeline(from: departing, to: landed)
        for τ in stride(from: 0.0, through: 2.2, by: 0.05) {
            let out = Self.piece(τ, start: 0, length: 1), comeIn = Self.piece(τ, start: 1, length: 1)
            let a = toDeparture.state(at: τ), b = toLanded.state(at: τ)
            #expect(close(a.rightLineAlpha, 1 - out, 1e-9) && close(a.leftLineAlpha, comeIn, 1e-9), "τ \(τ)")
            #expect(close(b.leftLineAlpha, 1 - out, 1e-9) && close(b.rightLineAlpha, comeIn, 1e-9), "τ \(τ)")
        }
        #expect(BoardTimeline.rest(landed).leftLineAlpha == 0 && BoardTimeline.rest(landed).rightLineAlpha == 1)
        #expect(BoardTimeline.rest(departing).leftLineAlpha == 1 && BoardTimeline.rest(departing).rightLineAlpha == 0)
    }

    @Test func bottomLabelAndPlacesGoOutSwapAndComeBack() {
        let timeline = BoardTimeline(from: landed, to: departing)
        for τ in stride(from: 0.0, through: 2.2, by: 0.05) {
            let s = timeline.state(at: τ)
            let out = Self.piece(τ, start: 0, length: 1), back = Self.piece(τ, start: 1, length: 1)
            if τ < 1 {
                #expect(close(s.bottomAlpha, 1 - out, 1e-9) && s.bottomText == "DEPARTED 11 JUL 2015 9:45 AM")
                #expect(close(s.placeShift, 100 * out, 1e-9) && close(s.placeAlpha, 1 - out, 1e-9))
                #expect(s.sourcePlace == "BEIJING" && s.targetPlace == "WUHAN")
            } else {
                #expect(close(s.bottomAlpha, back, 1e-9) && s.bottomText == "LANDS 11 JUN 2015 9:45 AM")
                #expect(close(s.placeShift, 100 * (1 - back), 1e-9) && close(s.placeAlpha, back, 1e-9))
                #expect(s.sourcePlace == "TIANJIN" && s.targetPlace == "XI'AN")
            }
        }
        // The swap happens unseen: at τ = 1 both are fully faded and fully shifted.
        let swap = timeline.state(at: 1)
        #expect(swap.bottomAlpha == 0 && swap.placeAlpha == 0 && swap.placeShift == 100)
    }

    @Test func thePlaneFliesOutJumpsAndReturnsTiltedThenLevels() {
        let timeline = BoardTimeline(from: landed, to: departing)
        let width = 375.0
        for τ in stride(from: 0.0, through: 2.2, by: 0.025) {
            let s = timeline.state(at: τ)
            if τ < 1 {
                #expect(close(s.planeOffset, width / 1.5 * Self.piece(τ, start: 0, length: 1), 1e-9), "τ \(τ)")
                #expect(s.planeRotation == 0)
            } else {
                let jumped = width / 1.5 - width * 1.5
                #expect(close(s.planeOffset, jumped * (1 - Self.piece(τ, start: 1, length: 1)), 1e-9), "τ \(τ)")
                let tilt = -3.14 / 10 * (1 - Self.piece(τ, start: 1.5, length: 0.7))
                #expect(close(s.planeRotation, tilt, 1e-9), "τ \(τ)")
            }
        }
        #expect(close(timeline.state(at: 0.5).planeOffset, 125))
        #expect(close(timeline.state(at: 1).planeOffset, -312.5) && close(timeline.state(at: 1).planeRotation, -0.314))
        #expect(close(timeline.state(at: 1.85).planeRotation, -0.157))
        #expect(timeline.state(at: 2.2).planeRotation == 0 && timeline.state(at: 2.2).planeOffset == 0)
    }

    @Test func timesOutsideTheTimelineClampAndNaNReadsAsTheStart() {
        let timeline = BoardTimeline(from: landed, to: departing)
        #expect(timeline.state(at: -1) == timeline.state(at: 0))
        #expect(timeline.state(at: 99) == timeline.state(at: 2.2))
        #expect(timeline.state(at: .nan) == timeline.state(at: 0))
    }

    @Test func theBoardsWordsFollowTheStatus() {
        #expect(landed.topTime == "11 JUL 2015 11:45 AM" && departing.topTime == "11 JUN 2015 6:45 AM")
        #expect(landed.statusText == "LANDED" && departing.statusText == "DEPARTURE")
    }
}
