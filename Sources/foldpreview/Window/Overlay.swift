import Media
import Raster

/// The HUD, the help overlay and short messages, drawn by our own rasterizer over the
/// scene: translucent dark panels (solid primitives) and text as textured primitives at
/// whole-pixel positions, sampled bilinearly at 1:1.
///
/// Each distinct line is rasterized by SDL_ttf and turned into a texture once, then kept
/// (up to `cacheLimit` lines), so a still HUD costs no text work per frame.
final class Overlay {
    /// Lines kept as textures before the cache starts over.
    static let cacheLimit = 256

    var showsHUD = true
    var showsHelp = false

    private let text: TextRenderer
    private struct Line: Hashable {
        let text: String
        let pixelSize: Int
        let bold: Bool
    }
    private var cache: [Line: Texture] = [:]

    init(text: TextRenderer) { self.text = text }

    /// Appends the overlay's primitives for a view of `width` × `height` pixels, `scale`
    /// pixels per window point (HiDPI), to `primitives`.
    func append(to primitives: inout [Primitive], width: Int, height: Int, scale: Double,
                hud: [String], message: String?) {
        let size = max(9, Int((13 * scale).rounded()))
        let margin = Int((10 * scale).rounded()), padding = Int((8 * scale).rounded())
        if showsHUD {
            panel(hud.map { (texture(for: $0, size: size, bold: false), 0) }, x: margin, y: margin,
                  padding: padding, into: &primitives)
        }
        if let message {
            let line = texture(for: message, size: size + 2, bold: true)
            let x = max(0, (width - line.width) / 2 - padding)
            panel([(line, 0)], x: x, y: max(0, height - line.height - 2 * padding - margin),
                  padding: padding, into: &primitives)
        }
        if showsHelp {
            let title = texture(for: "FoldPreview keys", size: size + 3, bold: true)
            let keys = Command.help.map { texture(for: $0.keys, size: size, bold: true) }
            let actions = Command.help.map { texture(for: $0.action, size: size, bold: false) }
            let column = (keys.map(\.width).max() ?? 0) + 2 * padding
            // Key and action share a row, the actions in a second column.
            let lineHeight = max(keys.first?.height ?? size, actions.first?.height ?? size)
            let contentWidth = max(title.width, column + (actions.map(\.width).max() ?? 0))
            let contentHeight = title.height + padding + lineHeight * keys.count
            let x = max(0, (width - contentWidth) / 2 - padding)
            let y = max(0, (height - contentHeight) / 2 - padding)
            primitives.append(Overlay.box(x: x, y: y, width: contentWidth + 2 * padding,
                                          height: contentHeight + 2 * padding, alpha: 0.82))
            primitives.append(Overlay.sprite(title, x: x + padding, y: y + padding))
            var rowY = y + padding + title.height + padding
            for (key, action) in zip(keys, actions) {
                primitives.append(Overlay.sprite(key, x: x + padding, y: rowY))
                primitives.append(Overlay.sprite(action, x: x + padding + column, y: rowY))
                rowY += lineHeight
            }
        }
    }

    /// A dark panel around `lines` stacked top to bottom (each with an x offset).
    private func panel(_ lines: [(Texture, Int)], x: Int, y: Int, padding: Int, into primitives: inout [Primitive]) {
        guard !lines.isEmpty else { return }
        let width = lines.map { $0.0.width + $0.1 }.max() ?? 0
        let height = lines.map(\.0.height).reduce(0, +)
        primitives.append(Overlay.box(x: x, y: y, width: width + 2 * padding, height: height + 2 * padding, alpha: 0.62))
        var rowY = y + padding
        for (line, offset) in lines {
            primitives.append(Overlay.sprite(line, x: x + padding + offset, y: rowY))
            rowY += line.height
        }
    }

    /// The texture of one line of text, from the cache or rasterized now.
    private func texture(for string: String, size: Int, bold: Bool) -> Texture {
        let key = Line(text: string, pixelSize: size, bold: bold)
        if let hit = cache[key] { return hit }
        if cache.count >= Overlay.cacheLimit { cache.removeAll(keepingCapacity: true) }
        let bitmap = text.image(of: string, pointSize: Double(size), bold: bold,
                                color: Color(r: 0.93, g: 0.95, b: 1))
        let texture = Texture(bitmap, mipmapped: false)
        cache[key] = texture
        return texture
    }

    private static func box(x: Int, y: Int, width: Int, height: Int, alpha: Double) -> Primitive {
        Primitive(transform: .translation(Double(x), Double(y)), size: [Double(width), Double(height)],
                  paint: .solid(Color(r: 0.04, g: 0.05, b: 0.08, a: alpha)))
    }

    private static func sprite(_ texture: Texture, x: Int, y: Int) -> Primitive {
        Primitive(transform: .translation(Double(x), Double(y)),
                  size: [Double(texture.width), Double(texture.height)],
                  paint: .texture(texture, contentsRect: .unit, sampling: .bilinear))
    }
}
