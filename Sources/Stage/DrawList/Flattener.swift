import Raster

/// Walks a layer tree and emits draw items in Core Animation's order.
///
/// Spaces and matrices (row vectors, `a * b` applies `a` first):
/// - `toPlain(L)` maps L's bounds space into the space its nearest plain ancestor P
///   renders its sublayers in: P's bounds space *after* P's `sublayerTransform`, *before*
///   P flattens them. For a child c of any layer X:
///   `toPlain(c) = c.transformToSuperlayer · X.sublayerTransformAboutAnchor · (X plain ? I : toPlain(X))`.
/// - `flatToScreen` is `Matrix4.flattening · toScreen(P)`: drop z, then place P's plane
///   on the screen. For the root, P is the screen itself and nothing is flattened.
/// - `toScreen(L) = toPlain(L) · flatToScreen`; a primitive's transform is
///   `T(bounds.origin) · toScreen(L)`, since primitives start at (0, 0).
///
/// Rules:
/// - Siblings draw in `sublayers` order, stably sorted by `zPosition`.
/// - Hidden layers, zero or NaN effective opacity, non-finite matrices: the layer and its
///   subtree draw nothing. Opacity multiplies down the tree (clamped to [0, 1]).
/// - A plain layer with `isDoubleSided == false` whose back faces the viewer
///   (`Matrix4.planeDeterminant < 0`) is skipped with its subtree: its sublayers are
///   flattened into its plane, so they face away too.
/// - A transform layer draws nothing, ignores `masksToBounds` and `contents`, and passes
///   its space on unflattened. The transform-layer subtree below a plain layer is one 3D
///   rendering context (`RenderingContext`): its plain members (each with its own
///   flattened subtree) are sorted back to front by depth.
/// - `masksToBounds` on a plain layer clips all its descendants to its projected bounds
///   (`ProjectedQuad`), intersected with the ancestors' clips. Empty bounds hide them all;
///   a projection that is edge-on or crosses w ≤ 0 falls back to the ancestors' clip.
/// - A gradient sublayer covering its parent exactly becomes the parent's overlay
///   (`fusableOverlay(of:parentFacesViewer:)`).
struct Flattener {
    private(set) var items: [DrawItem] = []

    /// Flattens the whole tree; the root's superlayer is the screen.
    mutating func flatten(_ root: Layer) {
        var context = RenderingContext()
        visit(root, toPlain: root.transformToSuperlayer, flatToScreen: .identity,
              opacity: 1, clip: nil, context: &context, inContext: false)
    }

    /// Emits `layer` and its subtree.
    /// - `context`/`inContext`: the 3D rendering context this layer is a member of, if it
    ///   hangs (through transform layers only) below a transform layer.
    private mutating func visit(_ layer: Layer, toPlain: Matrix4, flatToScreen: Matrix4,
                                opacity: Double, clip: [SIMD2<Double>]?,
                                context: inout RenderingContext, inContext: Bool) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        let alpha = opacity * Swift.min(layer.opacity, 1)
        guard alpha > 0, toPlain.isFinite else { return }

        if layer.isTransformLayer {
            // No flattening: sublayers stay in the space of the nearest plain ancestor.
            let sub = layer.sublayerTransformAboutAnchor * toPlain
            if inContext {
                for child in Self.drawingOrder(layer) {
                    visit(child, toPlain: child.transformToSuperlayer * sub, flatToScreen: flatToScreen,
                          opacity: alpha, clip: clip, context: &context, inContext: true)
                }
            } else {
                // The outermost transform layer below a plain layer starts a context.
                var inner = RenderingContext()
                let start = items.count
                for child in Self.drawingOrder(layer) {
                    visit(child, toPlain: child.transformToSuperlayer * sub, flatToScreen: flatToScreen,
                          opacity: alpha, clip: clip, context: &inner, inContext: true)
                }
                inner.sortBackToFront(&items, from: start)
            }
            return
        }

        let start = items.count
        let toScreen = toPlain * flatToScreen
        let bounds = layer.bounds
        let primitiveTransform = Matrix4.translation(bounds.x, bounds.y) * toScreen
        let facesViewer = !(primitiveTransform.planeDeterminant < 0)
        if !layer.isDoubleSided && !facesViewer { return }

        // The layer's own contents, with a fused gradient sublayer if one qualifies.
        var fused: Layer?
        if let contents = layer.contents, bounds.width > 0, bounds.height > 0 {
            var primitive = Primitive(transform: primitiveTransform, size: [bounds.width, bounds.height],
                                      paint: contents, opacity: alpha,
                                      isDoubleSided: layer.isDoubleSided, clip: clip)
            fused = Self.fusableOverlay(of: layer, parentFacesViewer: facesViewer)
            if let fused, case .gradient(let gradient)? = fused.contents {
                primitive.overlay = .init(gradient: gradient, opacity: Swift.min(fused.opacity, 1))
            }
            items.append(DrawItem(name: layer.name, primitive: primitive, overlayName: fused?.name,
                                  anchorPoint: layer.anchorPoint))
        }

        // Sublayers, projected into this layer's plane.
        if !layer.sublayers.isEmpty {
            var childClip = clip
            if layer.masksToBounds {
                if !(bounds.width > 0 && bounds.height > 0) {
                    // Empty bounds mask everything (as in Core Animation).
                    childClip = []
                } else if let quad = ProjectedQuad.clipPolygon(transform: primitiveTransform,
                                                               size: [bounds.width, bounds.height]) {
                    childClip = clip.map { ConvexPolygon.intersection(quad, $0) } ?? quad
                }
            }
            // An empty clip hides every descendant.
            if childClip.map({ $0.count >= 3 }) ?? true {
                let sub = layer.sublayerTransformAboutAnchor
                let childFlatToScreen = Matrix4.flattening * toScreen
                var none = RenderingContext()
                for child in Self.drawingOrder(layer) where child !== fused {
                    visit(child, toPlain: child.transformToSuperlayer * sub, flatToScreen: childFlatToScreen,
                          opacity: alpha, clip: childClip, context: &none, inContext: false)
                }
            }
        }

        // As a member of a 3D context, this layer and everything flattened into it sort
        // as one unit, keyed by the depth of its bounds' centre in the context's space.
        if inContext && items.count > start {
            context.add(start: start, end: items.count,
                        depth: RenderingContext.depth(of: toPlain.apply(bounds.midX, bounds.midY)))
        }
    }

    /// `layer.sublayers` stably sorted by `zPosition` (no copy when already in order).
    static func drawingOrder(_ layer: Layer) -> [Layer] {
        let sublayers = layer.sublayers
        var sorted = true
        for i in sublayers.indices.dropFirst() where sublayers[i].zPosition < sublayers[i - 1].zPosition {
            sorted = false
            break
        }
        if sorted { return sublayers }
        return sublayers.indices
            .sorted { (sublayers[$0].zPosition, $0) < (sublayers[$1].zPosition, $1) }
            .map { sublayers[$0] }
    }
}
