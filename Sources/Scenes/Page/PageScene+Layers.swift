import Raster
import Stage

extension PageScene {
    /// The frame as a layer tree, MPFlipTransition's `buildLayers` and `switchToStage:`
    /// (names in the dump: background, front, facing, back, reveal and their shadows
    /// front-shadow, facing-shadow, back-shadow, reveal-shadow):
    ///
    ///     background (root, covers the view)
    ///     └ page (MPFlip's animationView: the page rect, sublayerTransform.m34 about its centre)
    ///       stage 1: reveal [reveal-shadow], facing, front [front-shadow]
    ///       stage 2: facing [facing-shadow], back [back-shadow], reveal
    ///
    /// Every half is anchored on the spine. front (the source half that turns) rises by
    /// `flipTransform1:`, back (the destination half on its other side) lands by
    /// `flipTransform2:`; facing (the other source half) and reveal (the other destination
    /// half) lie flat. The page is a plain layer, so its sublayers draw in this order, as
    /// the original's do; a turning page never crosses the spine, so the order only puts it
    /// over the flat half on its own side.
    public func rootLayer() -> Layer { rootLayer(turn: turn) }

    /// The layer tree for `turn`.
    package func rootLayer(turn: PageTurn) -> Layer {
        let root = backdropLayer(named: "background", contents: .gradient(background))
        let horizontal = settings[PageSettings.orientation] == .horizontal
        let forwards = settings[PageSettings.direction] == .forward
        let reverse = settings[PageSettings.perspective] == .reverse

        let page = Layer(name: "page")
        page.bounds = Rect(x: 0, y: 0, width: Double(pageRect.width), height: Double(pageRect.height))
        page.position = [Double(pageRect.x) + page.bounds.width / 2, Double(pageRect.y) + page.bounds.height / 2]
        page.sublayerTransform = .perspective(m34: m34)
        root.addSublayer(page)

        let extent = Double(acrossLength), upper = Double(upperLength)
        let along = horizontal ? page.bounds.height : page.bounds.width
        // Points and sizes given as (across the spine, along it).
        func vec(_ across: Double, _ alongValue: Double) -> SIMD2<Double> {
            horizontal ? [across, alongValue] : [alongValue, across]
        }
        /// One half: the upper (left, top) one ends at the spine, the lower one starts there.
        func half(_ name: String, upperSide: Bool, texture: Texture) -> Layer {
            let length = upperSide ? upper : extent - upper
            let size = vec(length, along)
            let start = upperSide ? 0 : upper / extent
            let part = horizontal ? Rect(x: start, y: 0, width: length / extent, height: 1)
                                  : Rect(x: 0, y: start, width: 1, height: length / extent)
            return Layer(name: name, bounds: Rect(x: 0, y: 0, width: size.x, height: size.y),
                         position: vec(upper, along / 2), anchorPoint: vec(upperSide ? 1 : 0, 0.5),
                         contents: .texture(texture, contentsRect: part, sampling: .mipmapped))
        }
        // MPFlip: `vertical ? -1 : 0, vertical ? 0 : 1, 0`, the axis of both flip transforms.
        func rotation(degrees: Double) -> Matrix4 {
            horizontal ? .rotation(degrees * .pi / 180, 0, 1, 0) : .rotation(degrees * .pi / 180, -1, 0, 0)
        }

        // Forward turns the lower (right, bottom) source half over onto the upper side.
        let front = half("front", upperSide: !forwards, texture: sourcePage)
        let facing = half("facing", upperSide: forwards, texture: sourcePage)
        let back = half("back", upperSide: forwards, texture: destinationPage)
        let reveal = half("reveal", upperSide: !forwards, texture: destinationPage)

        let shadowColor = settings[PageSettings.shadowColor]
        let covered = reverse ? 0 : turn.coveredShadow * settings[PageSettings.coveredShadowOpacity]
        let flipping = turn.flippingShadow * settings[PageSettings.flippingShadowOpacity]
        switch turn.stage {
        case .first:
            // flipTransform1: 90°·p, negative forward, about y (or −x): toward the viewer.
            front.transform = rotation(degrees: 90 * turn.progress * (forwards ? -1 : 1))
            addShadow(to: reveal, name: "reveal-shadow", gradient: .constant(shadowColor), opacity: covered)
            addShadow(to: front, name: "front-shadow", gradient: spineGradient(shadowColor, upperSide: !forwards,
                                                                                horizontal: horizontal),
                      opacity: flipping)
            for layer in [reveal, facing, front] { page.addSublayer(layer) }
        case .second:
            // flipTransform2: 90°·(1 − p), positive forward: from standing back to flat.
            back.transform = rotation(degrees: 90 * (1 - turn.progress) * (forwards ? 1 : -1))
            addShadow(to: facing, name: "facing-shadow", gradient: .constant(shadowColor), opacity: covered)
            addShadow(to: back, name: "back-shadow", gradient: spineGradient(shadowColor, upperSide: forwards,
                                                                              horizontal: horizontal),
                      opacity: flipping)
            for layer in [facing, back, reveal] { page.addSublayer(layer) }
        }
        return root
    }

    /// The turning page's gradient (`layerFrontShadow`, `layerBackShadow`): over the half of
    /// the page nearest the spine, `color` at 0.5 alpha on the spine, full `color` a tenth of
    /// the way out, clear at the page's middle and beyond (locations 0, 0.1, 1 from the
    /// spine; 0, 0.9, 1 written from the far side when the spine is the layer's far edge).
    func spineGradient(_ color: Color, upperSide: Bool, horizontal: Bool) -> LinearGradient {
        let edge = color.withAlpha(0.5)   // colorWithAlphaComponent:0.5
        if upperSide {
            // The spine is the layer's right (bottom) edge.
            return LinearGradient(stops: [.init(0, .clear), .init(0.9, color), .init(1, edge)],
                                  start: [0.5, 0.5], end: horizontal ? [1, 0.5] : [0.5, 1])
        }
        return LinearGradient(stops: [.init(0, edge), .init(0.1, color), .init(1, .clear)],
                              start: horizontal ? [0, 0.5] : [0.5, 0], end: [0.5, 0.5])
    }

    /// A shadow sublayer covering `layer` exactly, so Stage fuses it into the layer's
    /// primitive as an overlay.
    private func addShadow(to layer: Layer, name: String, gradient: LinearGradient, opacity: Double) {
        let shadow = Layer(name: name, contents: .gradient(gradient))
        shadow.setFrame(Rect(x: 0, y: 0, width: layer.bounds.width, height: layer.bounds.height))
        shadow.opacity = opacity
        layer.addSublayer(shadow)
    }
}
