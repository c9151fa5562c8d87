import Scenes
import Stage

extension FoldScene: WebPageBuilding {
    /// The fold or cubic as a web page (`CodeCatalog`, `--lang html`): the layer tree of `rootLayer(angle:)`
    /// in CSS, moved by one registered angle `--a`, the fold angle α, animated over
    /// `fold.duration` with the direction's curve as `cubic-bezier()` (0 → 90° for a fold,
    /// 90° → 0 for an unfold, as `progress` maps the fraction f). Every length and shadow
    /// that follows α is the layer code's formula in `calc()`:
    ///
    /// - the perspective layer, 2H·cos α long about the crease: `L·cos(α)` long, its near
    ///   edge at `upper·(1 − cos α)`; its m34 is the `-sublayers` wrapper's `matrix3d`;
    /// - the joints and sleeves: firstJoint −α, the strips' joints ±2α, A +α and D −α
    ///   (cubic: A, D fixed at ±90°, kept from the tree); MPFold's rotation about x, or about
    ///   y with the factor −1 when horizontal;
    /// - the shadows: the strips (1 − cos α)·`fold.shadowOpacity`, cubic's sleeves
    ///   (1 − sin α)·it.
    ///
    /// The play ends on α = 90° held, which shows what `render`'s last frame shows (the
    /// destination at rest).
    func webPage(_ context: WebContext) -> WebPage {
        let vertical = orientation == .vertical
        let cubic = style == .cubic
        let root = context.element(for: rootLayer(angle: 0))
        let a = "var(--a)"
        // MPFold: rotation about x, or about y with the factor −1 when horizontal.
        func rotation(_ factor: Double) -> String {
            vertical ? "rotateX(calc(\(CSS.number(factor)) * \(a)))" : "rotateY(calc(\(CSS.number(-factor)) * \(a)))"
        }

        let length = Double(foldLength), upper = Double(upperLength)
        if let perspective = root.element(named: "perspective") {
            perspective.set(vertical ? "height" : "width", "calc(\(CSS.px(length)) * cos(\(a)))")
            perspective.set(vertical ? "top" : "left", "calc(\(CSS.px(upper)) * (1 - cos(\(a))))")
        }
        root.element(named: "firstJoint")?.set("transform", rotation(-1))
        let strips = stripLengths
        let shadowOpacity = CSS.number(settings[FoldSettings.shadowOpacity])
        for k in strips.indices {
            if k > 0 { root.element(named: Self.jointName(k))?.set("transform", rotation(k % 2 == 1 ? 2 : -2)) }
            root.element(named: Self.stripName(k) + "-shadow")?
                .set("opacity", "calc((1 - cos(\(a))) * \(shadowOpacity))")
        }
        if cubic {
            for sleeve in ["A-shadow", "D-shadow"] {
                root.element(named: sleeve)?.set("opacity", "calc((1 - sin(\(a))) * \(shadowOpacity))")
            }
        } else {
            root.element(named: "A")?.set("transform", rotation(1))
            root.element(named: "D")?.set("transform", rotation(-1))
        }

        let folding = direction == .fold
        let curve = settings[folding ? FoldSettings.foldCurve : FoldSettings.unfoldCurve]
        let duration = curve.duration(nominal: settings[FoldSettings.duration])
        root.set("animation", WebAnimation(keyframes: "fold", duration: duration, easing: .timing(curve)).css)
        var page = WebPage(title: "\(mode.rawValue) · FoldPreview", width: Int(viewSize.x), height: Int(viewSize.y),
                           root: root, duration: duration)
        page.properties = [WebProperty(name: "--a", syntax: "<angle>", initial: "0deg")]
        page.keyframes = [WebKeyframes(name: "fold", property: "--a", from: folding ? "0deg" : "90deg",
                                       to: folding ? "90deg" : "0deg")]
        return page
    }
}
