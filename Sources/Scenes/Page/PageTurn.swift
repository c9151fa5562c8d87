import Motion

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// MPFlipTransition's turn as numbers (`MPFlipTransition.m`): which stage
/// shows, how far along it is, and how dark each shadow is. Pure values: the scene holds
/// one and the layer tree reads it.
///
/// Stage 1 (`doFlip1:`): the front page rises from flat to vertical about the spine, its
/// gradient going 0 → `flipping`, while the reveal page under it lightens as cos(90°·p).
/// Stage 2 (`doFlip2:`): the back page lands from vertical to flat, its gradient going
/// `flipping` → 0, while the facing page it covers darkens as sin(90°·p).
package struct PageTurn: Equatable {
    package enum Stage: Int, Sendable { case first = 1, second = 2 }

    var stage: Stage
    /// `doFlip1:`'s or `doFlip2:`'s progress, 0…1 (an overshooting curve may pass either end).
    var progress: Double
    /// The covered page's shadow as a fraction of `page.coveredShadowOpacity` when an
    /// animation sets it from its keyframes; nil: the exact cos / sin of `progress`.
    var keyframedCover: Double?

    /// The pose `doFlip1:`/`doFlip2:` give for `turn`, the fraction of the whole turn: below
    /// one half, stage 1 at 2·turn; from one half on, stage 2 at 2·turn − 1. NaN reads as 0.
    init(turn: Double) {
        let t = turn.isNaN ? 0 : Swift.min(Swift.max(turn, 0), 1)
        if t < 0.5 {
            self.init(stage: .first, progress: 2 * t)
        } else {
            self.init(stage: .second, progress: 2 * t - 1)
        }
    }

    package init(stage: Stage, progress: Double, keyframedCover: Double? = nil) {
        self.stage = stage
        self.progress = progress
        self.keyframedCover = keyframedCover
    }

    /// The fraction of the whole turn, 0…1.
    var turn: Double { Swift.min(Swift.max((Double(stage.rawValue - 1) + progress) / 2, 0), 1) }

    /// How far the turning page has gone over the spine, degrees: 0 flat as the source,
    /// 90 standing, 180 flat as the destination.
    var degreesTurned: Double { 90 * (Double(stage.rawValue - 1) + progress) }

    /// The turning page's own gradient, as a fraction of `page.flippingShadowOpacity`:
    /// p in stage 1, 1 − p in stage 2 (`doFlip1:`, `doFlip2:`).
    var flippingShadow: Double { Swift.min(Swift.max(stage == .first ? progress : 1 - progress, 0), 1) }

    /// The covered page's shadow (the reveal page's in stage 1, the facing page's in
    /// stage 2) as a fraction of `page.coveredShadowOpacity`: the keyframes' value while an
    /// animation runs, else cos(90°·p) or sin(90°·p).
    var coveredShadow: Double {
        Swift.min(Swift.max(keyframedCover ?? Self.cover(stage, progress), 0), 1)
    }

    /// cos(90°·p) in stage 1, sin(90°·p) in stage 2 (MPFlipTransition's `mp_radians(90 * progress)`).
    static func cover(_ stage: Stage, _ p: Double) -> Double {
        let angle = 90 * p * .pi / 180
        return stage == .first ? cos(angle) : sin(angle)
    }
}

/// One animated stretch of a turn: one stage's progress from `from` to `to` over
/// `duration` seconds on `curve`, as one `animateFlip1:`/`animateFlip2:` transaction
/// builds it: the rotation and the turning page's gradient are basic animations, and the
/// covered page's shadow is a keyframe animation of 60 values a second (`frameCount =
/// ceil(duration · 60)`, "to ensure proper sine curve approximation"), evenly spaced and
/// eased by the same curve, so between keyframes it runs straight.
struct PageSegment: Equatable {
    var stage: PageTurn.Stage
    var from: Double
    var to: Double
    var duration: Double
    var curve: TimingCurve
    /// The fraction of half the turn's duration the stretch takes: |to − from| when each
    /// stretch takes its share, 1 for the original's `animateFlip2:` whatever is left.
    var share: Double
    /// True when the stretch runs straight whatever the tuned curves: `animateFlip1:` from
    /// mid-stage (`fromProgress > 0 ? kCAMediaTimingFunctionLinear : …`).
    var straight: Bool

    /// A stretch of `stage` from `from` to `to`; `share` defaults to |to − from|.
    init(stage: PageTurn.Stage, from: Double, to: Double, duration: Double, curve: TimingCurve,
         share: Double? = nil, straight: Bool = false) {
        self.stage = stage
        self.from = from
        self.to = to
        self.duration = duration
        self.curve = curve
        self.share = share ?? abs(to - from)
        self.straight = straight
    }

    /// True for a page rising to vertical (stage 1 going on, stage 2 going back); false for
    /// one landing flat.
    var rises: Bool { (stage == .first) == (to > from) }

    /// Keyframes per second of the covered page's shadow.
    static let keyframeRate = 60.0

    /// How many intervals the shadow's keyframes split the segment into: ceil(duration·60),
    /// at least 1 (a hair of slack keeps 0.15 s at 9, as the original's float sum gives).
    var keyframeCount: Int { Swift.max(1, Int((duration * Self.keyframeRate - 1e-9).rounded(.up))) }

    /// The pose `elapsed` seconds in (clamped to the segment).
    func pose(at elapsed: Double) -> PageTurn {
        let u = duration > 0 ? Swift.min(Swift.max(elapsed / duration, 0), 1) : 1
        let eased = curve.value(at: u)
        return PageTurn(stage: stage, progress: from + (to - from) * eased, keyframedCover: cover(eased: eased))
    }

    /// The covered shadow at eased time `e`: straight between the keyframes' exact values
    /// at progress from + (to − from)·k/N, k = 0…N (clamped to the ends, as keyframes hold).
    func cover(eased e: Double) -> Double {
        let n = keyframeCount
        let position = Swift.min(Swift.max(e, 0), 1) * Double(n)
        let k = Swift.min(Int(position.rounded(.down)), n - 1)
        let f = position - Double(k)
        func value(_ i: Int) -> Double { PageTurn.cover(stage, from + (to - from) * Double(i) / Double(n)) }
        return value(k) + (value(k + 1) - value(k)) * f
    }
}

extension PageTurn {
    /// The animation from this pose to rest: to the end of the turn when `completes`, else
    /// back to its start. A page rising to vertical moves on `rise`, one landing flat on
    /// `land`; `half` is the duration of a whole stage.
    ///
    /// MPFlipTransition: a completed turn is `animateFlip1:` (the rest of stage 1) then
    /// `animateFlip2:` (stage 2, the second-half curve); falling back mirrors it, the back
    /// page rising again and the front page landing. With `.original` timing the stretches
    /// last as MPFlipViewController's `finishPan:` makes them (`animateFromProgress:` in the
    /// MPFlipTransition.m v1.1.4 it ships; MPFoldTransition's own copy has no release):
    /// `animateFlip1:` takes its share of `half` (`duration/2 · |to − from|`), on `rise` from
    /// the stage's start and straight from mid-stage; `animateFlip2:` always takes all of
    /// `half` (`duration/2`) on `land`, however little is left. From rest (a play) both
    /// timings agree. With `.proportional` every stretch takes its share on its curve.
    func segments(completing completes: Bool, half: Double, rise: TimingCurve, land: TimingCurve,
                  timing: PageScene.ReleaseTiming = .original) -> [PageSegment] {
        var list: [PageSegment] = []
        func add(_ stage: Stage, _ from: Double, _ to: Double) {
            guard from != to else { return }
            var segment = PageSegment(stage: stage, from: from, to: to, duration: 0, curve: land)
            if segment.rises {
                segment.curve = rise
                // animateFlip1: runs straight unless it starts where its stage starts (flat
                // for stage 1 going on, vertical for stage 2 going back).
                if timing == .original, from != (stage == .first ? 0 : 1) {
                    segment.curve = .linear
                    segment.straight = true
                }
            } else if timing == .original {
                segment.share = 1
            }
            // A spring takes its own settling time, whatever the share.
            segment.duration = segment.curve.duration(nominal: half * segment.share)
            list.append(segment)
        }
        let p = Swift.min(Swift.max(progress, 0), 1)
        switch (stage, completes) {
        case (.first, true): add(.first, p, 1); add(.second, 0, 1)
        case (.second, true): add(.second, p, 1)
        case (.first, false): add(.first, p, 0)
        case (.second, false): add(.second, p, 0); add(.first, 1, 0)
        }
        return list
    }
}

extension Array where Element == PageSegment {
    /// These stretches timed anew, as `PageTurn.segments(completing:half:rise:land:timing:)`
    /// timed them (each its `share` of `half`, on `rise` or `land` unless straight), and the seconds into the new
    /// ones that show the pose these show `elapsed` seconds in: the running stretch goes on
    /// from where it stands, on its new curve (`TimingCurve.timeFraction`).
    func retimed(half: Double, rise: TimingCurve, land: TimingCurve, at elapsed: Double)
        -> (segments: [PageSegment], elapsed: Double) {
        let retimed = map { old in
            var new = old
            new.curve = old.straight ? .linear : old.rises ? rise : land
            new.duration = new.curve.duration(nominal: half * old.share)
            return new
        }
        var remaining = elapsed, done = 0.0
        for (old, new) in zip(self, retimed) {
            if remaining < old.duration - BasicAnimation.arrivalTolerance {
                let x = old.duration > 0 ? Swift.min(Swift.max(remaining / old.duration, 0), 1) : 1
                let y = old.curve.value(at: x)
                let fraction = new.curve == old.curve ? x : new.curve.timeFraction(reaching: y, near: x)
                return (retimed, done + fraction * new.duration)
            }
            remaining -= old.duration
            done += new.duration
        }
        return (retimed, done)
    }

    /// The stretch running `elapsed` seconds after the first began, and the seconds into
    /// it; nil once the last has arrived. Within `BasicAnimation.arrivalTolerance` of its
    /// end a stretch has arrived (a clock's sums of frame steps land a hair either side of
    /// 0.3 s), as a `BasicAnimation` does.
    func stretch(at elapsed: Double) -> (segment: PageSegment, elapsed: Double)? {
        var t = elapsed
        for segment in self {
            if t < segment.duration - BasicAnimation.arrivalTolerance { return (segment, t) }
            t -= segment.duration
        }
        return nil
    }
}
