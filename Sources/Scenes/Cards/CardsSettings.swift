import Motion
import Raster

/// The settings of `cards`, DDCardAnimation's card stack (docs/design.md, "The originals").
/// Defaults are the demo's (`CardLayout.m`, `CardSelectedLayout.m`, `ViewController.m`).
public enum CardsSettings {
    static let cardLayout = "DDCardAnimation CardLayout.m"

    // MARK: The stack's law

    /// The scroll delay between neighbours, points (`deltaOffsetY`).
    public static let spacing = Setting<Double>(
        "cards.spacing", default: 140, unit: "pt", range: 10...1000, group: "law",
        source: "\(cardLayout): deltaOffsetY = 140",
        summary: "how much scroll separates one card's path from the next")
    /// The power of y = n₀·((m₀ + spacing·i − x)/m₀)^exponent.
    public static let exponent = Setting<Double>(
        "cards.exponent", default: 4, range: 0.5...10, group: "law",
        source: "\(cardLayout): ((mᵢ − x)/mᵢ)⁴·nᵢ",
        summary: "the power of the stack's curve: higher bunches the cards at the top")
    /// m₀: the scroll over which card 0 climbs to the top, points.
    public static let climb = Setting<Double>(
        "cards.climb", default: 1000, unit: "pt", range: 100...10_000, group: "law",
        source: "\(cardLayout): m0 = 1000",
        summary: "the scroll over which a card climbs from its start to the top (m₀)")
    /// n₀: card 0's y at offset 0, points.
    public static let firstY = Setting<Double>(
        "cards.firstY", default: 250, unit: "pt", range: 0...2000, group: "law",
        source: "\(cardLayout): n0 = 250",
        summary: "the first card's distance from the top before any scroll (n₀)")
    /// The exponent of the scale (min(y, H)/H)^e (the code's comment says 0.4).
    public static let scaleExponent = Setting<Double>(
        "cards.scaleExponent", default: 0.04, range: 0...2, group: "law",
        source: "\(cardLayout): pow(MIN(y, H)/H, 0.04)",
        summary: "how fast cards shrink toward the top of the stack")
    /// The factor of the overlay max(0, 1 − f·scale)^e.
    public static let overlayFactor = Setting<Double>(
        "cards.overlayFactor", default: 1.14, range: 0...10, group: "law",
        source: "\(cardLayout): 1 − 1.14·rat",
        summary: "which scales get darkened: the overlay shows below scale 1/f")
    /// The exponent of the overlay (the code's comment says 0.3).
    public static let overlayExponent = Setting<Double>(
        "cards.overlayExponent", default: 0.4, range: 0.01...10, group: "law",
        source: "\(cardLayout): pow(1 − 1.14·rat, 0.4)",
        summary: "how quickly the darkening comes on near the top")

    // MARK: Scrolling

    /// pop's decay after a flick, per millisecond.
    public static let decay = Setting<Double>(
        "cards.decay", default: 0.998, unit: "per ms", range: 0.9...0.99999, group: "scrolling",
        source: "facebook/pop POPDecayAnimation: deceleration 0.998",
        summary: "how long a flick glides: closer to 1 goes further")
    /// UIScrollView's rubber band past either end.
    public static let rubberBand = Setting<Double>(
        "cards.rubberBand", default: 0.55, range: 0.01...2, group: "scrolling",
        source: "ours: UIScrollView's constant 0.55 (UIKit does not publish it)",
        summary: "how stiff the stack is when pulled past either end")

    // MARK: Selection

    /// The switch to and from the selected layout, seconds.
    public static let selectDuration = Setting<Double>(
        "cards.selectDuration", default: 0.3, unit: "s", range: 0.01...10, group: "selection",
        source: "ours: setCollectionViewLayout:animated: does not document its timing",
        summary: "how long the switch to the selected layout takes")
    /// The switch's curve: a Bézier over `selectDuration`, or a spring over its own settling
    /// time; an underdamped spring carries the cards past the selected layout (the chosen card
    /// a little beyond the top, the others further out) and back, as a layout change animated
    /// with a spring does.
    public static let selectCurve = Setting<TimingCurve>(
        "cards.selectCurve", default: .easeInEaseOut, group: "selection",
        source: "ours: UIKit's usual ease-in-ease-out for layout changes",
        summary: "the timing curve of the switch to the selected layout; a spring takes its own time "
            + "(not cards.selectDuration) and, underdamped, carries the cards past the layout and back")
    /// The cards before and after the selected one leave at these scales.
    public static let earlierScale = Setting<Double>(
        "cards.earlierScale", default: 0.8, range: 0.01...5, group: "selection",
        source: "DDCardAnimation CardSelectedLayout.m: earlier rows scale 0.8",
        summary: "the scale of the cards that leave upward when one is selected")
    public static let laterScale = Setting<Double>(
        "cards.laterScale", default: 1.2, range: 0.01...5, group: "selection",
        source: "DDCardAnimation CardSelectedLayout.m: later rows scale 1.2",
        summary: "the scale of the cards that leave downward when one is selected")
    /// The backgrounds: the stack's and the darker one behind a selected card.
    public static let background = Setting<Color>(
        "cards.background", default: Color(hex: 0x2D3142), group: "selection",
        source: "DDCardAnimation ViewController.m: background 0x2D3142",
        summary: "the background behind the stack")
    public static let selectedBackground = Setting<Color>(
        "cards.selectedBackground", default: Color(hex: 0x161821), group: "selection",
        source: "DDCardAnimation ViewController.m: background 0x161821 while selected",
        summary: "the background behind a selected card")
    /// Whether the background and the chosen card's overlay fade over the switch (ours)
    /// instead of changing at once when a selection starts or returns, as the demo does.
    public static let crossFade = Setting<Bool>(
        "cards.crossFade", default: false, group: "selection",
        source: "DDCardAnimation ViewController.m: showMaskView/hideMaskView set the background and setBlur: "
            + "the overlay at once, outside the layout's animation; true is ours",
        summary: "fade the background and the chosen card's overlay with the switch instead of at once")

    /// Every cards setting, in the order `params` lists them.
    public static let all: [any AnySetting] = [
        spacing, exponent, climb, firstY, scaleExponent, overlayFactor, overlayExponent, decay, rubberBand,
        selectDuration, selectCurve, earlierScale, laterScale, background, selectedBackground, crossFade,
    ]

    /// The stack's law from `values`.
    static func layout(_ values: SettingValues) -> CardStackLayout {
        var layout = CardStackLayout()
        layout.m0 = values[climb]
        layout.n0 = values[firstY]
        layout.step = values[spacing]
        layout.exponent = values[exponent]
        layout.scaleExponent = values[scaleExponent]
        layout.overlayFactor = values[overlayFactor]
        layout.overlayExponent = values[overlayExponent]
        layout.earlierScale = values[earlierScale]
        layout.laterScale = values[laterScale]
        return layout
    }
}
