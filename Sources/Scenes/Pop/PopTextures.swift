import Raster

/// The fold view's images, made once per picture and side, never per frame: the two
/// halves with their outer corners rounded (Popping's corner masks), the top half
/// blurred for its back face, and the two shadow gradients with the same corners (a
/// mask clips a layer's sublayers too, so the shadows never darken the cut corners).
final class PopTextures {
    struct Images {
        let top: Texture, bottom: Texture, back: Texture, topShadow: Texture, bottomShadow: Texture
    }

    /// What the images are made from besides the picture.
    private struct Key: Equatable {
        var width = 0
        var height = 0
        var scale = 0.0
        var blur = 0.0
        var corner = 0.0
    }

    /// The content the images are made from (another scene's images are taken only when
    /// made from the same).
    let content: SceneContent
    /// Its first picture (nil: the drawn harbour).
    private let image: Bitmap?
    private var key = Key()
    /// The images and the key they were made for. A `prepare` with other numbers does not
    /// drop them: one with their numbers again (a size and a radius set one after the
    /// other) finds them still good.
    private var made: (key: Key, images: Images)?

    /// Images of `content`'s first picture fitted to the square by `content.fit` (none, or
    /// an empty one: the drawn harbour).
    init(content: SceneContent) {
        self.content = content
        image = content.first.flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil }
    }

    /// The fold view's size, the scale and the radii (points) the next images are for.
    func prepare(width: Int, height: Int, scale: Double, blurRadius: Double, cornerRadius: Double) {
        key = Key(width: width, height: height, scale: scale, blur: blurRadius, corner: cornerRadius)
    }

    /// The images for the current side and radii, made on first use.
    var current: Images {
        if let made, made.key == key { return made.images }
        let images = Self.make(image: image, fit: content.fit, width: Swift.max(2, key.width), height: Swift.max(2, key.height),
                               scale: key.scale, blurRadius: key.blur, cornerRadius: key.corner)
        made = (key, images)
        return images
    }

    private static func make(image: Bitmap?, fit: PictureFit, width side: Int, height tall: Int, scale: Double,
                             blurRadius: Double, cornerRadius: Double) -> Images {
        // A picture of the view's own size (a native page) is the view itself, texel for
        // pixel, its transparent parts kept; the built-in harbour is drawn square and fitted.
        let picture = image.map { $0.width == side && $0.height == tall ? $0 : fit.picture($0, width: side, height: tall) }
            ?? (side == tall ? PopArt.picture(side: side) : fit.picture(PopArt.picture(side: Swift.max(side, tall)), width: side, height: tall))
        let half = tall / 2, lower = tall - half
        let radius = cornerRadius * scale
        let width = Double(side)
        // Rounded rectangles reaching past the hinge, so only the outer corners round.
        let topMask = Path.roundedRect(x: 0, y: 0, width: width, height: Double(half) + 2 * radius, radius: radius)
        let bottomMask = Path.roundedRect(x: 0, y: -2 * radius, width: width, height: Double(lower) + 2 * radius,
                                          radius: radius)

        var top = picture.cropped(x: 0, y: 0, width: side, height: half)
        var back = top.gaussianBlurred(radius: blurRadius * scale)
        var bottom = picture.cropped(x: 0, y: half, width: side, height: lower)
        top.multiplyAlpha(by: topMask)
        back.multiplyAlpha(by: topMask)
        bottom.multiplyAlpha(by: bottomMask)

        // CAGradientLayer's vertical ramp sampled at pixel centres.
        var topShadow = shadow(width: side, height: half) { y in y }
        var bottomShadow = shadow(width: side, height: lower) { y in 1 - y }
        topShadow.multiplyAlpha(by: topMask)
        bottomShadow.multiplyAlpha(by: bottomMask)
        return Images(top: Texture(top), bottom: Texture(bottom), back: Texture(back),
                   topShadow: Texture(topShadow), bottomShadow: Texture(bottomShadow))
    }

    /// Black with alpha `alpha(t)` at t = (row + ½)/height.
    private static func shadow(width: Int, height: Int, alpha: (Double) -> Double) -> Bitmap {
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let a = Swift.min(Swift.max(alpha((Double(y) + 0.5) / Double(height)), 0), 1)
                let bits = Pixel(r: 0, g: 0, b: 0, a: UInt32((a * 255).rounded())).bits
                out[(y * width)..<((y + 1) * width)].update(repeating: bits)
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
