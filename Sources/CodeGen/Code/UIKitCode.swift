import Scenes

/// `mode`'s tuned animation as self-contained UIKit with Core Animation (Swift) code, no
/// third-party library: each mode's `<Mode>Code+UIKit.swift` writes it. Every mode's output
/// declares its own top-level names (`FoldTransition`, `CubicTransition`, `PageTurnTransition`,
/// `PopFoldSpring`, `FoldingCellPanels`, `CardStackCollectionLayout`, `BoardTransition`…), so
/// the seven can live in one module. `CodeCatalog` names each mode's writer; this holds the
/// rules they share.
enum UIKitCode {
    /// The first lines of every mode's UIKit code: what it is (`what`), the `// original:` rule,
    /// and the imports (Core Animation and UIKit), then a blank line.
    static func header(_ code: inout CodeText, _ what: String) {
        code.header(what)
        code.line("import QuartzCore")
        code.line("import UIKit")
        code.line("")
    }

    /// The start of `perform(from:to:completion:)` in every mode that plays between two views
    /// (fold, cubic, page): its doc, beginning with `what` ("Plays the fold"), its signature, the
    /// container guard, the destination laid out at the source's frame and the screen's scale.
    /// The mode's own text goes on from there, inside the method (one level into the class).
    static func performStart(_ code: inout CodeText, _ what: String) {
        code.lines("""

            /// \(what) from `source` (in a superview) to `destination` (given the source's frame
            /// when it is added at the end), then calls `completion`.
            static func perform(from source: UIView, to destination: UIView, completion: ((Bool) -> Void)? = nil) {
                guard let container = source.superview else {
                    completion?(false)
                    return
                }
                let frame = source.frame
                destination.frame = frame
                destination.layoutIfNeeded()
                let scale = source.window?.screen.scale ?? 2
            """, indent: 4)
    }

    /// The private `snapshot(_:scale:)` every mode that animates pictures of views (fold, cubic,
    /// page, cell) writes as its class's last method, after a blank line.
    static func snapshotMethod(_ code: inout CodeText) {
        code.lines("""

            /// `view` drawn into an image at `scale` (it need not be on screen).
            private static func snapshot(_ view: UIView, scale: CGFloat) -> CGImage? {
                let format = UIGraphicsImageRendererFormat()
                format.scale = scale
                let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
                return renderer.image { context in view.layer.render(in: context.cgContext) }.cgImage
            }
            """, indent: 4)
    }
}
