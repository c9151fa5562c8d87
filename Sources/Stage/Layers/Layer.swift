import Raster

/// A layer with Core Animation's geometry: `bounds`, `position`, `anchorPoint`,
/// `transform`, `sublayerTransform`, `opacity`, `isDoubleSided`, `masksToBounds`, contents,
/// and an ordered list of sublayers (later ones draw on top, after sorting by `zPosition`).
///
/// A plain layer flattens its sublayers into its own plane, as `CALayer` does; a layer with
/// `isTransformLayer` set is a `CATransformLayer`: it draws nothing itself and its
/// sublayers keep their 3D positions, so a whole hierarchy can fold in true 3D.
public final class Layer {
    /// Names the layer in the draw list and its JSON dump ("A", "B-shadow", ...).
    public var name: String
    /// The layer's own coordinate space: `origin` is the point shown at the top-left;
    /// `size` is the drawn rectangle. Default zero.
    public var bounds: Rect
    /// Where the anchor point sits in the parent's coordinate space (points).
    public var position: SIMD2<Double>
    /// Depth of `position` in the parent's space (points, +z toward the viewer). Default 0.
    public var zPosition: Double
    /// The point of the bounds, in unit coordinates, that `position` names and that
    /// `transform` acts about. Default (0.5, 0.5).
    public var anchorPoint: SIMD2<Double>
    /// Depth component of the anchor point (points). Default 0.
    public var anchorPointZ: Double
    /// Applied about the anchor point. Default identity.
    public var transform: Matrix4
    /// Applied to every sublayer, about this layer's anchor point. Default identity.
    public var sublayerTransform: Matrix4
    /// 0...1, multiplies down the tree. Default 1.
    public var opacity: Double
    /// Hidden layers and their sublayers draw nothing. Default false.
    public var isHidden: Bool
    /// When false the layer is not drawn while its back faces the viewer. Default true.
    public var isDoubleSided: Bool
    /// Clips sublayers to the bounds rectangle (as projected). Default false.
    public var masksToBounds: Bool
    /// What the layer draws in its bounds: an image, a colour or a gradient; nil draws
    /// nothing (the layer still carries sublayers). For textures, `contentsRect` picks the
    /// part of the image shown.
    public var contents: Paint?
    /// `CATransformLayer` semantics: draws nothing, does not flatten its sublayers.
    public var isTransformLayer: Bool
    /// Sublayers in drawing order (before `zPosition` sorting).
    public private(set) var sublayers: [Layer] = []
    /// The layer this one is a sublayer of.
    public private(set) weak var superlayer: Layer?

    public init(name: String = "", bounds: Rect = Rect(x: 0, y: 0, width: 0, height: 0),
                position: SIMD2<Double> = .zero, anchorPoint: SIMD2<Double> = [0.5, 0.5],
                contents: Paint? = nil, isTransformLayer: Bool = false) {
        self.name = name
        self.bounds = bounds
        self.position = position
        self.zPosition = 0
        self.anchorPoint = anchorPoint
        self.anchorPointZ = 0
        self.transform = .identity
        self.sublayerTransform = .identity
        self.opacity = 1
        self.isHidden = false
        self.isDoubleSided = true
        self.masksToBounds = false
        self.contents = contents
        self.isTransformLayer = isTransformLayer
    }

    /// Appends `layer` on top of the existing sublayers (removing it from any old parent).
    public func addSublayer(_ layer: Layer) {
        layer.removeFromSuperlayer()
        sublayers.append(layer)
        layer.superlayer = self
    }

    /// Detaches the layer from its parent.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Sets `bounds.size` and `position` so the layer covers `frame` in its parent when its
    /// transform is the identity (`CALayer.frame`'s setter).
    public func setFrame(_ frame: Rect) {
        bounds = Rect(x: bounds.x, y: bounds.y, width: frame.width, height: frame.height)
        position = [frame.x + anchorPoint.x * frame.width, frame.y + anchorPoint.y * frame.height]
    }
}
