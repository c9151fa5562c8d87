import Motion
import Raster
@testable import Scenes
import Testing

/// Every setting's default is the original's value, read from its source (the citation
/// beside each row; docs/design.md, "The originals"), so an untouched FoldPreview shows the
/// originals.
@Suite struct SettingDefaultsTests {
    /// (setting, the original's value as text, where it comes from).
    static let originals: [(String, String, String)] = [
        ("fold.duration", "0.3", "MPTransition.m +defaultDuration = 0.3 s"),
        ("fold.foldCurve", "easeOut", "MPFoldTransition.m: fold → kCAMediaTimingFunctionEaseOut"),
        ("fold.unfoldCurve", "easeIn", "MPFoldTransition.m: unfold → kCAMediaTimingFunctionEaseIn"),
        ("fold.eyeDistance", "4.6666667", "MPFoldTransition.m: m34 = −1/(H·4.6666667)"),
        ("fold.shadowOpacity", "0.25", "MPFoldTransition.h foldShadowOpacity = 0.25"),
        ("fold.creaseOpacity", "0.25", "MPFoldTransition.m: lower fold gradient ends at alpha 0.25"),
        ("fold.commitThreshold", "0.6666666666666666", "EnterTheMatrix: 1 − cos(90°·p) ≥ 0.5 ⇔ p ≥ 2/3"),
        ("fold.orientation", "vertical", "MPFoldStyleHorizontal clear"),
        ("fold.unfold", "false", "MPFoldStyleUnfold clear"),
        ("fold.creases", "1", "MPFoldTransition's one crease (its TODO: an adjustable number)"),
        ("flip.duration", "2", "DevTalking cubeAnimate, crossDissolve: 2.0 s"),
        ("flip.curve", "easeInEaseOut", "DevTalking UIView.animate with no options"),
        ("flip.squash", "0.1", "DevTalking cubeAnimate scale(1, 0.1)"),
        ("flip.placeShift", "100", "DevTalking places ±100 pt"),
        ("flip.planeTilt", "0.314", "DevTalking plane rotation −3.14/10"),
        ("flip.true3d", "false", "the seed's pseudo-3D flips"),
        ("flip.fadeDuration", "1", "DevTalking placeAndAirplaneAnimate: 1.0 s each half"),
        ("flip.planeReturnDelay", "0.5", "DevTalking plane transform: delay 0.5"),
        ("flip.planeReturnDuration", "0.7", "DevTalking plane transform: 0.7 s"),
        ("cell.items", "4", "Ramotion Main.storyboard itemCount = 4"),
        ("cell.durations", "0.26,0.2,0.2", "Ramotion DemoCell.swift durations [0.26, 0.2, 0.2]"),
        ("cell.eyeDistance", "800", "Ramotion FoldingCell.swift m34 = 2.5 / −2000"),
        ("cell.backColor", "#F7EFF7", "Ramotion backViewColor sRGB (0.9686, 0.9373, 0.9686)"),
        ("cell.foldAwayCurve", "easeIn", "Ramotion FoldingCell.swift openAnimation/closeAnimation: easeIn first, alternating"),
        ("cell.unfoldCurve", "easeOut", "Ramotion FoldingCell.swift openAnimation/closeAnimation: easeOut second, alternating"),
        ("cell.openRowDuration", "0.5", "Ramotion TableViewController: 0.5 s opening"),
        ("cell.closeRowDuration", "0.8", "Ramotion TableViewController: 0.8 s closing"),
        ("pop.tension", "200", "Popping FoldingView.m dynamicsTension = 200"),
        ("pop.friction", "12.958859526974946", "pop's friction for Popping's bounciness 18, speed 12"),
        ("pop.mass", "2", "Popping FoldingView.m dynamicsMass = 2"),
        ("pop.bounciness", "18", "Popping FoldingView.m springBounciness = 18"),
        ("pop.speed", "12", "pop POPSpringAnimation springSpeed default 12"),
        ("pop.pokeVelocity", "5", "Popping FoldingView.m poke: velocity 5 rad/s"),
        ("pop.eyeDistance", "800", "Popping FoldingView.m m34 = 2.5 / −2000"),
        ("pop.blurRadius", "10", "Popping UIImage+Blur.m CIGaussianBlur inputRadius 10"),
        ("pop.followDuration", "0.01", "Popping handlePan: POPBasicAnimation duration 0.01"),
        ("pop.cornerRadius", "5", "Popping FoldingView.m corner radii 5"),
        ("cards.spacing", "140", "DDCardAnimation CardLayout.m deltaOffsetY = 140"),
        ("cards.exponent", "4", "DDCardAnimation CardLayout.m ((mᵢ − x)/mᵢ)⁴"),
        ("cards.climb", "1000", "DDCardAnimation CardLayout.m m0 = 1000"),
        ("cards.firstY", "250", "DDCardAnimation CardLayout.m n0 = 250"),
        ("cards.scaleExponent", "0.04", "DDCardAnimation CardLayout.m pow(…, 0.04)"),
        ("cards.overlayFactor", "1.14", "DDCardAnimation CardLayout.m 1 − 1.14·rat"),
        ("cards.overlayExponent", "0.4", "DDCardAnimation CardLayout.m pow(…, 0.4)"),
        ("cards.decay", "0.998", "pop POPDecayAnimation deceleration 0.998"),
        ("cards.rubberBand", "0.55", "UIScrollView's rubber band constant"),
        ("cards.selectDuration", "0.3", "ours: UIKit's layout change, 0.3 s"),
        ("cards.earlierScale", "0.8", "DDCardAnimation CardSelectedLayout.m 0.8"),
        ("cards.laterScale", "1.2", "DDCardAnimation CardSelectedLayout.m 1.2"),
        ("cards.background", "#2D3142", "DDCardAnimation ViewController.m 0x2D3142"),
        ("cards.selectedBackground", "#161821", "DDCardAnimation ViewController.m 0x161821"),
        ("cards.crossFade", "false", "DDCardAnimation ViewController.m: background and blur set at once"),
        ("page.duration", "0.5", "MPFlipViewController.m startFlipToViewController: duration:0.5, half per stage"),
        ("page.firstHalfCurve", "easeIn", "MPFlipTransition.m animateFlip1: kCAMediaTimingFunctionEaseIn, fixed"),
        ("page.secondHalfCurve", "easeOut", "MPFlipTransition.m timingCurveFunctionNameSecondHalf for EaseInOut"),
        ("page.commitThreshold", "0.5", "MPFlipViewController handlePan: falls back on the front side"),
        ("page.eyeDistance", "4.6666667", "MPFlipTransition.m: m34 = −1/(height·4.6666667)"),
        ("page.coveredShadowOpacity", "0.3333333333333333", "MPFlipTransition.m DEFAULT_COVERED_PAGE_SHADOW_OPACITY (1./3)"),
        ("page.flippingShadowOpacity", "0.1", "MPFlipTransition.m DEFAULT_FLIPPING_PAGE_SHADOW_OPACITY 0.1"),
        ("page.shadowColor", "#000000", "MPFlipTransition.m flipShadowColor = blackColor"),
        ("page.direction", "forward", "MPFlipStyleDirectionBackward clear"),
        ("page.orientation", "horizontal", "MPFlipStyleOrientationVertical clear"),
        ("page.perspective", "normal", "MPFlipStylePerspectiveReverse clear"),
    ]

    @Test(arguments: originals)
    func theDefaultIsTheOriginals(name: String, value: String, source: String) throws {
        let setting = try SettingsRegistry.standard.setting(named: name)
        #expect(setting.defaultText == value, "\(name): \(source)")
        #expect(setting.text(in: SettingValues()) == value)
        #expect(!setting.source.isEmpty && !setting.summary.isEmpty)
    }

    /// The minimum list is there, each setting named MODE.lowerCamelName, once.
    @Test func everyModeDeclaresItsSettingsOnce() {
        let names = SettingsRegistry.standard.all.map(\.name)
        #expect(Set(names).count == names.count)
        for (name, _, _) in Self.originals { #expect(names.contains(name), "\(name) missing") }
        for name in names {
            let parts = name.split(separator: ".")
            #expect(parts.count == 2 && parts[1].first!.isLowercase, "\(name)")
            #expect(Mode.allCases.contains { SceneCatalog.settings(for: $0).contains { $0.name == name } })
        }
        // fold and cubic share one list.
        #expect(SceneCatalog.settings(for: .fold).map(\.name) == SceneCatalog.settings(for: .cubic).map(\.name))
    }

    /// Popping's spring is pop's bounciness 18 at speed 12 with the mass then set to 2 and
    /// the tension to 200: the friction the defaults hold is that conversion's.
    @Test func popsDefaultsAreThoseOfPoppingsOrderOfSetting() {
        var spring = SpringAnimation(from: -1, to: 0)
        spring.bounciness = 18
        spring.mass = 2
        spring.tension = 200
        #expect(PopSettings.dynamics(SettingValues()) == spring.dynamics)
        #expect(close(SettingValues()[PopSettings.friction], 12.9589, 5e-5))
    }
}
