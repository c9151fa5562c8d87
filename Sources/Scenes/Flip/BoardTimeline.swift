import Motion

/// The flight board's transition from one flight to another as one timeline: every
/// element's value is a pure function of the time τ (seconds) since the swipe, so any τ
/// gives the exact frame, scrubbing backwards as well as forwards (the seed, the
/// DevTalking re-implementation; `MainScreenViewController.swift`).
///
/// Every animation in the seed is a `UIView` animation with no curve option, so every one
/// is easeInOut. The pieces, in seconds:
///
///     cube flips (time, big arrow, status, flight, gate)  0 … 2
///     background cross-dissolve, small-arrow rotation      0 … 2
///     line that goes out                                    0 … 1
///     line that comes in                                    1 … 2   (delay 1)
///     bottom label out, text swap, in                       0 … 1, 1 … 2
///     places out (±100 pt, fade), text swap, back           0 … 1, 1 … 2
///     plane out (+W/1.5), jump (−1.5 W, −0.314 rad), back   0 … 1, 1 … 2
///     plane rotation back to 0                              1.5 … 2.2   (delay 0.5, 0.7 s)
///
/// The plane's rotation is the last thing to end, so the whole timeline is 2.2 s.
public struct BoardTimeline: Sendable {
    /// The whole transition at the seed's timing, seconds: the end of the plane's
    /// rotation (1 + 0.5 + 0.7).
    public static let defaultDuration = Timing().duration
    /// The board's design width, points (`view.bounds.width` in the seed).
    public static let designWidth = 375.0

    /// The numbers the timeline is made of (`FlipSettings`); the defaults are the seed's.
    public struct Timing: Sendable, Equatable {
        /// The cube flips, background dissolve and small arrow, seconds (2).
        public var flip = 2.0
        /// The curve of every piece (`UIView.animate` with no options: easeInOut).
        public var curve = TimingFunction.easeInEaseOut
        /// Each half of the out-and-back pieces, seconds (1).
        public var fade = 1.0
        /// The plane's tilt returns this long after the second half starts, seconds (0.5)…
        public var planeReturnDelay = 0.5
        /// …over this long, seconds (0.7).
        public var planeReturn = 0.7
        /// The thin edge the cube faces squash to (scale y; 0.1).
        public var squash = 0.1
        /// How far the places move while they fade, points: target down, source up (100).
        public var placeShift = 100.0
        /// The plane's tilt after its jump, radians (the seed's −3.14/10, not −π/10).
        public var planeTilt = -0.314

        public init() {}

        public init(flip: Double, curve: TimingFunction, fade: Double, planeReturnDelay: Double,
                    planeReturn: Double, squash: Double, placeShift: Double, planeTilt: Double) {
            self.flip = flip
            self.curve = curve
            self.fade = fade
            self.planeReturnDelay = planeReturnDelay
            self.planeReturn = planeReturn
            self.squash = squash
            self.placeShift = placeShift
            self.planeTilt = planeTilt
        }

        /// The whole transition, seconds: the last piece's end.
        public var duration: Double {
            Swift.max(flip, 2 * fade, fade + planeReturnDelay + planeReturn)
        }

        /// Each piece of the transition as a bar, in the order of the table above (an
        /// out-and-back piece split where it turns back).
        public var bars: [SettingPlot.Bar] {
            [
                .init("cube flips", start: 0, length: flip),
                .init("background", start: 0, length: flip),
                .init("small arrow", start: 0, length: flip),
                .init("line out", start: 0, length: fade),
                .init("line in", start: fade, length: fade),
                .init("bottom label", start: 0, length: 2 * fade, split: fade),
                .init("places", start: 0, length: 2 * fade, split: fade),
                .init("plane", start: 0, length: 2 * fade, split: fade),
                .init("plane's tilt", start: fade + planeReturnDelay, length: planeReturn),
            ]
        }
    }

    /// The flight shown when τ = 0.
    public let from: Flight
    /// The flight shown when τ = `duration`.
    public let to: Flight
    /// The pieces' durations, curve and distances.
    public let timing: Timing

    public init(from: Flight, to: Flight, timing: Timing = Timing()) {
        self.from = from
        self.to = to
        self.timing = timing
    }

    /// The whole transition, seconds (2.2 at the seed's timing).
    public var duration: Double { timing.duration }

    /// One face of a cube flip: transform scale(1, `scaleY`) then translate(0, `offset` · h)
    /// about the element's centre (h = the element's height), at `alpha`.
    public struct Face: Sendable, Equatable {
        public var scaleY: Double
        /// Vertical shift as a fraction of the element's height (+ down).
        public var offset: Double
        public var alpha: Double
    }

    /// Every animated value of the board at one instant.
    public struct State: Sendable, Equatable {
        /// Eased turn of the cube flips, 0 … 1 (the real box's angle is turn · 90°).
        public var turn: Double
        /// The old content's face (moves up, squashes, fades out).
        public var oldFace: Face
        /// The new content's face (comes from below).
        public var newFace: Face
        /// Opacity of the new background over the old one (cross-dissolve), 0 … 1.
        public var backgroundMix: Double
        /// The small arrow's rotation, radians (0 = landed art, −π/2 = departure).
        public var smallArrowRotation: Double
        public var leftLineAlpha: Double
        public var rightLineAlpha: Double
        /// The bottom label's text and opacity.
        public var bottomText: String
        public var bottomAlpha: Double
        /// The places' shift, points (target +shift, source −shift), opacity, and texts.
        public var placeShift: Double
        public var placeAlpha: Double
        public var sourcePlace: String
        public var targetPlace: String
        /// The plane's horizontal offset from its rest position, points, and its rotation,
        /// radians (negative = nose up).
        public var planeOffset: Double
        public var planeRotation: Double
    }

    /// The state at `τ` seconds (clamped to 0 … `duration`; NaN reads as 0).
    public func state(at τ: Double) -> State {
        let t = τ.isNaN ? 0 : Swift.min(Swift.max(τ, 0), duration)
        let curve = timing.curve, flip = timing.flip, fade = timing.fade
        func ease(from: Double = 0, to: Double = 1, start: Double, length: Double) -> Double {
            BasicAnimation(from: from, to: to, duration: length, timingFunction: .bezier(curve), beginTime: start)
                .value(at: t)
        }

        // cubeAnimate: the copy starts at scale(1, 0.1)·translate(0, +h/2), alpha 0, and
        // animates to the identity; the original goes to scale(1, 0.1)·translate(0, −h/2),
        // alpha 0 (the seed's x shift of 1.0 is a typo, so 0 here). Core Animation
        // interpolates the decomposed scale and translation linearly in the eased time.
        let turn = ease(start: 0, length: flip)
        let squash = timing.squash
        let oldFace = Face(scaleY: 1 + (squash - 1) * turn, offset: -0.5 * turn, alpha: 1 - turn)
        let newFace = Face(scaleY: squash + (1 - squash) * turn, offset: 0.5 * (1 - turn), alpha: turn)

        // The lines: the one the new status hides fades out over 1 s, then the one it shows
        // fades in over 1 s after a 1 s delay (each from where it stood).
        let (leftFrom, rightFrom) = Self.lineAlphas(from.status)
        let (leftTo, rightTo) = Self.lineAlphas(to.status)
        let landing = to.status == .landed
        let leftLine = ease(from: leftFrom, to: leftTo, start: landing ? 0 : fade, length: fade)
        let rightLine = ease(from: rightFrom, to: rightTo, start: landing ? fade : 0, length: fade)

        // Bottom label, places and plane: 1 s out, an instant change, 1 s back.
        let out = ease(start: 0, length: fade)
        let back = ease(start: fade, length: fade)
        let secondHalf = t >= fade
        let bottomAlpha = secondHalf ? back : 1 - out
        let placeShift = timing.placeShift * (secondHalf ? 1 - back : out)
        let placeAlpha = secondHalf ? back : 1 - out

        // The plane flies right by W/1.5, jumps left by 1.5 W (off the board's left edge)
        // with a −0.314 rad tilt, and returns home; the tilt returns over 0.7 s after 0.5 s.
        let width = Self.designWidth
        let jumpedTo = width / 1.5 - width * 1.5
        let planeOffset = secondHalf ? jumpedTo * (1 - back) : width / 1.5 * out
        let planeRotation = secondHalf
            ? ease(from: timing.planeTilt, to: 0, start: fade + timing.planeReturnDelay, length: timing.planeReturn)
            : 0

        let shown = secondHalf ? to : from
        return State(
            turn: turn, oldFace: oldFace, newFace: newFace,
            backgroundMix: turn,
            smallArrowRotation: ease(from: Self.smallArrowRotation(from.status),
                                     to: Self.smallArrowRotation(to.status), start: 0, length: flip),
            leftLineAlpha: leftLine, rightLineAlpha: rightLine,
            bottomText: shown.bottomText, bottomAlpha: bottomAlpha,
            placeShift: placeShift, placeAlpha: placeAlpha,
            sourcePlace: shown.sourcePlace, targetPlace: shown.targetPlace,
            planeOffset: planeOffset, planeRotation: planeRotation)
    }

    /// The rest state of a board showing `flight`.
    public static func rest(_ flight: Flight) -> State {
        BoardTimeline(from: flight, to: flight).state(at: 0)
    }

    /// (left, right) line opacities at rest: a landed flight shows the right line, a
    /// departing one the left (the seed's viewDidLoad).
    package static func lineAlphas(_ status: Flight.Status) -> (left: Double, right: Double) {
        status == .landed ? (0, 1) : (1, 0)
    }

    /// The small arrow's art is the landed one; a departure turns it by −π/2.
    package static func smallArrowRotation(_ status: Flight.Status) -> Double {
        status == .landed ? 0 : -.pi / 2
    }
}

extension Flight {
    /// The top bar's time: when it landed, or when it leaves.
    public var topTime: String { status == .landed ? landTime : departureTime }
    /// The status word under the route.
    public var statusText: String { status.rawValue }
    /// The bottom line: the other end of the trip ("DEPARTED …" for a landed flight,
    /// "LANDS …" for a departing one; the seed's "DEPATURED" / "LAND").
    public var bottomText: String { status == .landed ? "DEPARTED " + departureTime : "LANDS " + landTime }
}
