import Raster
import Stage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FoldScene {
    /// The frame as a layer tree (names in the dump: background, A, B, C, D and
    /// A-shadow … D-shadow; with `fold.creases` N > 1 the strips B, C, B2, C2, … BN, CN
    /// hang one below the other from joints turning ±2α, the last carrying D):
    ///
    ///     background (root, covers the view)
    ///     └ page (covers the page rect; masksToBounds unless cubic)
    ///       └ perspective (plain; sublayerTransform.m34; 2H·cos α long about the crease)
    ///         └ firstJoint (transform layer at the top hinge, −α)
    ///           ├ A (anchor bottom, +α; cubic: fixed +90°)   ├ A-shadow (cubic)
    ///           ├ B (anchor top)                              ├ B-shadow
    ///           └ secondJoint (transform layer at the crease, +2α)
    ///             ├ C (anchor top)                            ├ C-shadow
    ///             └ D (anchor top, at C's bottom, −α; cubic: fixed −90°) ├ D-shadow (cubic)
    public func rootLayer() -> Layer { rootLayer(angle: angle) }

    /// The layer tree with the fold at angle `alpha` (radians, 0…π/2).
    package func rootLayer(angle alpha: Double) -> Layer {
        let root = backdropLayer(named: "background", contents: .gradient(background))

        let vertical = orientation == .vertical
        let cubic = style == .cubic
        let (cosA, sinA) = (cos(alpha), sin(alpha))
        let length = Double(foldLength)
        let across = Double(vertical ? pageRect.width : pageRect.height)
        let upper = Double(upperLength), lower = Double(lowerLength)

        // Points, sizes and anchors given as (along the fold axis, across it).
        func vec(_ along: Double, _ acrossValue: Double) -> SIMD2<Double> {
            vertical ? [acrossValue, along] : [along, acrossValue]
        }
        func box(_ along: Double) -> Rect {
            let s = vec(along, across)
            return Rect(x: 0, y: 0, width: s.x, height: s.y)
        }
        // MPFold: rotations on transform.rotation.x, or .y with factor −1 when horizontal.
        func rotation(_ angle: Double) -> Matrix4 {
            vertical ? .rotationX(angle) : .rotationY(-angle)
        }

        let page = Layer(name: "page")
        page.anchorPoint = [0, 0]
        page.bounds = Rect(x: 0, y: 0, width: Double(pageRect.width), height: Double(pageRect.height))
        page.position = [Double(pageRect.x), Double(pageRect.y)]
        // Not cubic: clip to the rect (MPFold's demo clips unless cubic).
        page.masksToBounds = !cubic
        root.addSublayer(page)

        // MPFold keyframes the perspective layer's length as 2H·cos α about its centre, so
        // the hinges sit at H(1 ∓ cos α) and the crease stays put. Here the anchor is the
        // crease itself (upper/2H along), which is the centre for even sizes and keeps the
        // split at the integer row `upper` for odd ones, so the end state (α = 90°) puts
        // A and D at exactly the pixels of the flat destination.
        let perspectiveLayer = Layer(name: "perspective")
        perspectiveLayer.anchorPoint = vec(upper / length, 0.5)
        perspectiveLayer.bounds = box(length * cosA)
        perspectiveLayer.position = vec(upper, across / 2)
        perspectiveLayer.sublayerTransform = .perspective(m34: m34)
        page.addSublayer(perspectiveLayer)

        // First joint: the top hinge, rotated −α (B tips away from the viewer).
        let firstJoint = Layer(name: "firstJoint", bounds: box(length), position: vec(0, across / 2),
                               anchorPoint: vec(0, 0.5), isTransformLayer: true)
        firstJoint.transform = rotation(-alpha)
        perspectiveLayer.addSublayer(firstJoint)

        let upperRect = contentsRect(from: 0, to: upper / length, vertical: vertical)
        let strips = stripLengths
        let lowerRect = contentsRect(from: upper / length, to: 1, vertical: vertical)
        let folding = direction == .fold ? sourcePage : destinationPage
        let sliding = direction == .fold ? destinationPage : sourcePage

        // A: top sleeve above the hinge, +α so its net angle is 0 (flat); cubic: a fixed
        // +90° to B, edge-on at α = 0 and flat at α = 90° (seed: "rotating a block").
        let a = panel("A", length: upper, anchorAlong: 1, position: vec(0, across / 2),
                      texture: sliding, contentsRect: upperRect, box: box, vec: vec)
        a.transform = rotation(cubic ? .pi / 2 : alpha)
        firstJoint.addSublayer(a)

        // The folding page in strips hung one from the other's far edge (B, C for the one
        // crease; B, C, B2, C2, … for an accordion): each joint turns ±2α from the last,
        // so the strips' net angles alternate −α, +α, …, and the last, at +α, carries D.
        let shadowOpacity = settings[FoldSettings.shadowOpacity]
        let foldShadow = (1 - cosA) * shadowOpacity
        let creaseEnd = cubic ? Color.clear : Color.black.withAlpha(settings[FoldSettings.creaseOpacity])
        var joint = firstJoint
        var start = 0.0
        for (k, stripLength) in strips.enumerated() {
            let odd = k % 2 == 1
            if k > 0 {
                // The joint at the last strip's far edge: +2α after a B, −2α after a C.
                let next = Layer(name: Self.jointName(k), bounds: box(length),
                                 position: vec(strips[k - 1], across / 2), anchorPoint: vec(0, 0.5),
                                 isTransformLayer: true)
                next.transform = rotation(odd ? 2 * alpha : -2 * alpha)
                joint.addSublayer(next)
                joint = next
            }
            let name = Self.stripName(k)
            let strip = panel(name, length: stripLength, anchorAlong: 0, position: vec(0, across / 2),
                              texture: folding, contentsRect: contentsRect(from: start / length, to: (start + stripLength) / length,
                                                                           vertical: vertical),
                              box: box, vec: vec)
            joint.addSublayer(strip)
            // Shadows (`MPFoldTransition.m`): the folding strips darken as (1 − cos α)·0.25, i.e.
            // inversely to their projected height. Every gradient runs dark at the strip's
            // top (left) edge to light at its bottom (right), so at each joint the light end
            // of one meets the dark end of the next and the crease shows (seed: "the light
            // end of one gradient juxtaposed with the dark end of the other"). A C strip
            // ends at black@0.25 when not cubic, keeping a visible crease against the
            // unshaded flat sleeve D.
            addShadow(to: strip, name: name + "-shadow", end: odd ? creaseEnd : .clear, opacity: foldShadow,
                      vertical: vertical)
            start += stripLength
        }

        // D: bottom sleeve at the last strip's far edge, −α so its net angle is 0; cubic:
        // a fixed −90° to that strip.
        let d = panel("D", length: lower, anchorAlong: 0, position: vec(strips[strips.count - 1], across / 2),
                      texture: sliding, contentsRect: lowerRect, box: box, vec: vec)
        d.transform = rotation(cubic ? -.pi / 2 : -alpha)
        joint.addSublayer(d)

        if cubic {
            // The sleeves turn toward the viewer as the fold closes: shade them as
            // (1 − sin α)·0.25, inversely to their projected height (seed: "along a sine
            // path"); lit flat at α = 90°, darkest edge-on at α = 0.
            let sleeveShadow = (1 - sinA) * shadowOpacity
            addShadow(to: a, name: "A-shadow", end: .clear, opacity: sleeveShadow, vertical: vertical)
            addShadow(to: d, name: "D-shadow", end: .clear, opacity: sleeveShadow, vertical: vertical)
        }
        return root
    }

    /// The name of strip `k` (0-based) of the folding page: B, C, B2, C2, … (one crease: B, C).
    package static func stripName(_ k: Int) -> String {
        (k % 2 == 1 ? "C" : "B") + (k / 2 == 0 ? "" : String(k / 2 + 1))
    }

    /// The name of the joint strip `k` (k ≥ 1) hangs from: secondJoint, joint3, joint4, …
    package static func jointName(_ k: Int) -> String { k == 1 ? "secondJoint" : "joint\(k + 1)" }

    /// The folding page's strips along the fold axis. One crease (MPFoldTransition's fold):
    /// B the upper half, C the lower, as the original splits an odd page.
    ///
    /// An accordion's strips come in pairs of equal length, B_k = C_k: they hang at −α and
    /// +α, so each pair's depths cancel (−B_k sin α + C_k sin α = 0) and D's hinge stays in
    /// the page's plane at every α, landing flat on the destination at 90°. Strips of the
    /// halves' own parts (15, 16, 15, 16 | 15, 16, 15, 16 for a 124 px page and 4 creases)
    /// would leave D (ΣC − ΣB)·sin α deep, 4 px here. The pairs split half the page in
    /// `fold.creases` whole parts, never thinner than a pixel; on an odd page the last
    /// pair is half a pixel longer each, so only their shared edge is off the pixel grid.
    package var stripLengths: [Double] {
        let upper = upperLength, lower = lowerLength
        let count = Swift.max(1, Swift.min(settings[FoldSettings.creases], upper, lower))
        func parts(_ total: Int) -> [Double] {
            (0..<count).map { Double((($0 + 1) * total) / count - ($0 * total) / count) }
        }
        guard count > 1 else { return parts(upper) + parts(lower) }
        let total = upper + lower
        var pairs = parts(total / 2)
        pairs[count - 1] += Double(total % 2) / 2
        return pairs.flatMap { [$0, $0] }
    }

    /// A panel of `length` pixels along the fold axis and the page's full width across,
    /// showing `contentsRect` of `texture`.
    private func panel(_ name: String, length: Double, anchorAlong: Double, position: SIMD2<Double>,
                       texture: Texture, contentsRect: Rect, box: (Double) -> Rect,
                       vec: (Double, Double) -> SIMD2<Double>) -> Layer {
        Layer(name: name, bounds: box(length), position: position, anchorPoint: vec(anchorAlong, 0.5),
              contents: .texture(texture, contentsRect: contentsRect, sampling: .mipmapped))
    }

    /// The part of the page from `start` to `end` (unit coordinates along the fold axis).
    private func contentsRect(from start: Double, to end: Double, vertical: Bool) -> Rect {
        vertical ? Rect(x: 0, y: start, width: 1, height: end - start)
                 : Rect(x: start, y: 0, width: end - start, height: 1)
    }

    /// A black → `end` gradient sublayer covering `panel` exactly (so Stage fuses it into
    /// the panel's primitive as an overlay), dark at the top (left when horizontal).
    private func addShadow(to panel: Layer, name: String, end: Color, opacity: Double, vertical: Bool) {
        let gradient = vertical
            ? LinearGradient(colors: [.black, end], start: [0.5, 0], end: [0.5, 1])
            : LinearGradient(colors: [.black, end], start: [0, 0.5], end: [1, 0.5])
        let shadow = Layer(name: name, contents: .gradient(gradient))
        shadow.setFrame(Rect(x: 0, y: 0, width: panel.bounds.width, height: panel.bounds.height))
        shadow.opacity = opacity
        panel.addSublayer(shadow)
    }
}
