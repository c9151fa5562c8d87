import Raster

/// The board's design: the seed storyboard's frames in points on a 375×667 screen
/// (`Main.storyboard`), its fonts (Arial Bold there, DejaVu Sans Bold here) and text colours.
package enum BoardLayout {
    /// The board's size in design points.
    static let size = SIMD2(375.0, 667.0)

    /// How a label sits in its frame: text is centred vertically (UILabel), and left
    /// aligned or centred horizontally.
    package enum Alignment { case left, center }

    /// A text element: its storyboard frame, font size (points) and colour. Text wider
    /// than `maxWidth` points is set smaller to fit (DejaVu runs wider than Arial, so most
    /// labels may spill past their frame symmetrically before they shrink). Text that
    /// would have to go below `smallestFontSize` wraps to two lines instead, stacked at
    /// most `maxHeight` points tall about the frame's middle (the room a label has before
    /// it meets its neighbours), and the second line ends in "…" if even that is not enough.
    package struct Label {
        package let frame: Rect
        package let fontSize: Double
        package let color: Color
        package let alignment: Alignment
        package let maxWidth: Double
        package let maxHeight: Double
    }

    /// No board text is set smaller than this, points: the design's smallest font (the
    /// bottom label's 11 pt, also the smallest size Apple's guidelines allow). Labels
    /// wrap rather than shrink past it.
    static let smallestFontSize = 11.0
    /// Lines a label may take before its last one ends in "…".
    static let maximumLines = 2

    static let white = Color.white
    static let black = Color.black
    /// The captions' grey (0.4, 0.4, 0.4).
    static let grey = Color(r: 0.4, g: 0.4, b: 0.4)

    // Each label's `maxHeight` is its room about the frame's middle: the top bar's 44 pt
    // less 2 pt at each side; the numbers reach up to just under the captions' words; the
    // places stop above the rules at y 346; the status stays clear of the page dots, the
    // bottom label of the board's bottom edge. The captions' fixed words never wrap.
    static let topBar = Rect(x: 0, y: 0, width: 375, height: 44)
    package static let timeTop = Label(frame: Rect(x: 110, y: 12, width: 175, height: 21), fontSize: 17,
                               color: white, alignment: .left, maxWidth: 250, maxHeight: 40)
    package static let bigArrow = Rect(x: 90, y: 19, width: 10, height: 10)
    static let flightCaption = Label(frame: Rect(x: 51, y: 77, width: 48, height: 21), fontSize: 13,
                                     color: grey, alignment: .center, maxWidth: 90, maxHeight: 21)
    package static let flightNo = Label(frame: Rect(x: 35, y: 103, width: 80, height: 30), fontSize: 21,
                                color: black, alignment: .center, maxWidth: 120, maxHeight: 42)
    static let gateCaption = Label(frame: Rect(x: 214, y: 77, width: 110, height: 21), fontSize: 13,
                                   color: grey, alignment: .center, maxWidth: 108, maxHeight: 21)
    package static let gate = Label(frame: Rect(x: 231, y: 103, width: 76, height: 30), fontSize: 21,
                            color: black, alignment: .center, maxWidth: 120, maxHeight: 42)
    static let smallArrow = Rect(x: 202, y: 86, width: 7, height: 7)
    static let sourcePlace = Label(frame: Rect(x: 10, y: 311, width: 130, height: 41), fontSize: 26,
                                   color: black, alignment: .center, maxWidth: 136, maxHeight: 29)
    static let targetPlace = Label(frame: Rect(x: 236, y: 311, width: 130, height: 41), fontSize: 26,
                                   color: black, alignment: .center, maxWidth: 136, maxHeight: 29)
    static let leftLine = Rect(x: 23, y: 346, width: 101, height: 1)
    static let rightLine = Rect(x: 249, y: 346, width: 101, height: 1)
    static let plane = Rect(x: 148, y: 320, width: 80, height: 24)
    package static let status = Label(frame: Rect(x: 121, y: 575, width: 133, height: 30), fontSize: 22,
                              color: white, alignment: .center, maxWidth: 220, maxHeight: 40)
    static let timeBottom = Label(frame: Rect(x: 97, y: 637, width: 182, height: 16), fontSize: 11,
                                  color: white, alignment: .center, maxWidth: 330, maxHeight: 40)
    /// The page control's frame; its dots are 7 pt wide, 16 pt apart (UIPageControl).
    static let pageControl = Rect(x: 168, y: 597, width: 39, height: 37)
    static let dotDiameter = 7.0
    static let dotPitch = 16.0
    /// Inactive page dots (0.6 grey) and the current one (white), as in the storyboard.
    static let dotGrey = Color(r: 0.6, g: 0.6, b: 0.6)

    static let flightCaptionText = "FLIGHT"
    static let gateCaptionText = "TERMINAL/GATE"
}
