import Raster

/// What a scene may draw with, beyond its own procedural art.
public struct SceneResources {
    /// Rasterizes the words on cards and boards; nil draws them as placeholder bars.
    public var text: (any TextRasterizing)?
    /// A user image (any size, premultiplied) for the modes that show one (fold, cubic:
    /// the source page; pop: the picture); nil uses the drawn art.
    public var image: Bitmap?
    /// The flight board's flights; empty shows the seed's three (`Flight.seedFlights`).
    public var flights: [Flight]

    public init(text: (any TextRasterizing)? = nil, image: Bitmap? = nil, flights: [Flight] = []) {
        self.text = text
        self.image = image
        self.flights = flights
    }
}

/// The one place that maps a mode to its scene type: each new mode is one line here.
public enum SceneCatalog {
    /// A new scene for `mode` laid out for a view of `viewSize` pixels (width, height).
    public static func make(mode: Mode, viewSize: SIMD2<Double>, resources: SceneResources) -> any Scene {
        switch mode {
        case .fold, .cubic:
            return FoldScene(mode: mode, viewSize: viewSize, text: resources.text, image: resources.image)
        case .flip:
            return FlipScene(viewSize: viewSize, flights: resources.flights, text: resources.text)
        case .cell:
            return CellScene(viewSize: viewSize, text: resources.text)
        case .pop:
            return PopScene(viewSize: viewSize, image: resources.image)
        case .cards:
            return CardsScene(viewSize: viewSize, text: resources.text)
        }
    }
}
