import Motion

/// The settings of `flip`, the flight board (the seed: DevTalking's re-implementation of
/// the "Top 5 iOS 7 Animations" board, `MainScreenViewController.swift`). Defaults are the
/// seed's.
public enum FlipSettings {
    static let devTalking = "DevTalking View-Animation---Practice MainScreenViewController.swift"

    // MARK: Timing

    /// The cube flips, the background cross-dissolve and the small arrow's turn, seconds.
    public static let duration = Setting<Double>(
        "flip.duration", default: 2.0, unit: "s", range: 0.05...20, group: "timing",
        source: "\(devTalking): cubeAnimate, crossDissolve and the arrow's rotation, 2.0 s each",
        summary: "how long the cube flips, the background dissolve and the arrow's turn take")
    /// The curve of every piece (the seed's `UIView.animate` with no options).
    public static let curve = Setting<TimingFunction>(
        "flip.curve", default: .easeInEaseOut, group: "timing",
        source: "\(devTalking): UIView.animate with no options (UIKit's easeInOut)",
        summary: "the timing curve of every piece of the board's transition")
    /// Each half of the places', plane's, lines' and bottom label's out-and-back, seconds.
    public static let fadeDuration = Setting<Double>(
        "flip.fadeDuration", default: 1.0, unit: "s", range: 0.05...10, group: "timing",
        source: "\(devTalking): placeAndAirplaneAnimate and the labels' fades, 1.0 s each half",
        summary: "each half of the places', plane's, lines' and bottom label's out-and-back")
    /// The wait before the plane's tilt returns, seconds, counted from the second half.
    public static let planeReturnDelay = Setting<Double>(
        "flip.planeReturnDelay", default: 0.5, unit: "s", range: 0...10, group: "timing",
        source: "\(devTalking): the plane's transform returns with delay 0.5",
        summary: "the wait, after the plane's jump, before its tilt returns")
    /// How long the plane's tilt takes to return, seconds.
    public static let planeReturnDuration = Setting<Double>(
        "flip.planeReturnDuration", default: 0.7, unit: "s", range: 0.01...10, group: "timing",
        source: "\(devTalking): the plane's transform returns over 0.7 s",
        summary: "how long the plane's tilt takes to return to level")
    /// A released drag completes the swipe from this fraction of the timeline on.
    public static let commitThreshold = Setting<Double>(
        "flip.commitThreshold", default: 0.5, range: 0...1, group: "timing",
        source: "ours (the seed swipes with a recogniser, not a drag): half the timeline",
        summary: "a released drag completes the swipe from this fraction of the timeline on")

    // MARK: Motion

    /// The thin edge the cube faces squash to (scale y).
    public static let squash = Setting<Double>(
        "flip.squash", default: 0.1, range: 0.001...1, group: "motion",
        source: "\(devTalking): cubeAnimate's scale(1, 0.1)",
        summary: "how thin a cube face gets as it turns away (scale y)")
    /// How far the places move while they fade, points: target down, source up.
    public static let placeShift = Setting<Double>(
        "flip.placeShift", default: 100, unit: "pt", range: -500...500, group: "motion",
        source: "\(devTalking): places move ±100 pt",
        summary: "how far the place names slide while they fade")
    /// The plane's tilt after its jump, radians (nose up).
    public static let planeTilt = Setting<Double>(
        "flip.planeTilt", default: 0.314, unit: "rad", range: -3.2...3.2, group: "motion",
        source: "\(devTalking): the plane's rotation −3.14/10 after its jump",
        summary: "how far the plane's nose is up when it comes back in")

    // MARK: Style

    /// Draws the flips as real boxes turning about x with perspective (T in the window).
    public static let true3d = Setting<Bool>(
        "flip.true3d", default: false, group: "style",
        source: "ours: the seed fakes the turn with scale and move",
        summary: "draw the cube flips as real boxes in perspective instead of the seed's squash")
    /// The real boxes' eye distance, design points (about a phone's height).
    public static let boxEyeDistance = Setting<Double>(
        "flip.boxEyeDistance", default: 400, unit: "pt", range: 50...100_000, group: "style",
        source: "ours: about a phone's height, so wide labels keep their shape",
        summary: "the eye's distance from the real boxes (true 3D only)")

    /// Every flip setting, in the order `params` lists them.
    public static let all: [any AnySetting] = [
        duration, curve, fadeDuration, planeReturnDelay, planeReturnDuration, commitThreshold,
        squash, placeShift, planeTilt, true3d, boxEyeDistance,
    ]

    /// The timeline's numbers from `values`.
    static func timing(_ values: SettingValues) -> BoardTimeline.Timing {
        BoardTimeline.Timing(
            flip: values[duration], curve: values[curve], fade: values[fadeDuration],
            planeReturnDelay: values[planeReturnDelay], planeReturn: values[planeReturnDuration],
            squash: values[squash], placeShift: values[placeShift], planeTilt: -values[planeTilt])
    }
}
