import Foundation
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
    /// X: the layers' outlines, names, anchors and hinges (`appendXRay`).
    var showsXRay = false

    private let text: TextRenderer
    private struct Line: Hashable {
        let text: String
        let pixelSize: Int
        let bold: Bool
    }
    private var cache: [Line: Texture] = [:]
    /// Lines a message or hint was broken into, by text, row count, size and weight: a
    /// still message is measured once, not every frame.
    private struct Wrap: Hashable {
        let text: String
        let rows: Int, size: Int
        let bold: Bool
    }
    private var wraps: [Wrap: [String]] = [:]

    init(text: TextRenderer) { self.text = text }

    /// What the window asks the overlay to show over one frame.
    struct Content {
        /// The HUD's lines, and the shorter form used when those have no room.
        var hud: [String] = []
        var compactHUD: [String] = []
        var message: String?
        /// The first-run hint and how opaque it is (it fades out after the first drag).
        var hint: (text: String, opacity: Double)?
        /// The scene's picture in view pixels: the HUD, message and hint stay off it.
        var content = OverlayPlacement.Box(x: 0, y: 0, width: 0, height: 0)
        /// With more than one picture (A/B's two), each of them, all within `content`: the
        /// panels stay off each, and a message may sit between them, across the divider.
        var pictures: [OverlayPlacement.Box] = []
        /// A recording runs: a red dot in the top-right corner.
        var recording = false
        /// A/B's labels, each at its place (shown with the HUD; the HUD keeps off them).
        var labels: [Label] = []
    }

    /// A small label at a chosen place: its top-left corner at (`x`, `y`) pixels, or with
    /// `trailing` its top-right corner.
    struct Label: Equatable {
        var text: String
        var x: Int, y: Int
        var trailing: Bool
    }

    /// The message's (or the hint's) panel the last `append` drew and its rows of text;
    /// nil when it drew none.
    private(set) var lastLine: (box: OverlayPlacement.Box, rows: Int)?

    /// What `append` could show: the HUD and the message each need room off the picture.
    struct Shown: Equatable {
        var hud: Bool
        var message: Bool
    }

    /// Appends the overlay's primitives for a view of `width` × `height` pixels, `scale`
    /// pixels per window point (HiDPI), to `primitives`.
    ///
    /// The HUD goes in the first corner with room off the scene's picture, in its full
    /// form, else smaller, else its compact form; with no room at all it is left out. The
    /// message (or, when there is none, the hint) goes along an edge the same way, off the
    /// picture and the HUD. The help overlay is drawn over everything: it was asked for.
    func append(to primitives: inout [Primitive], width: Int, height: Int, scale: Double,
                _ content: Content) -> Shown {
        let base = max(9, Int((13 * scale).rounded())), smallest = max(9, Int((10 * scale).rounded()))
        let sizes = [base, max(smallest, Int((Double(base) * 0.85).rounded())), smallest]
        let margin = Int((10 * scale).rounded()), padding = Int((8 * scale).rounded())
        let view = (width: width, height: height)
        // A little air between the picture and our panels.
        let air = Int((4 * scale).rounded())
        func aired(_ box: OverlayPlacement.Box) -> OverlayPlacement.Box {
            OverlayPlacement.Box(x: box.x - air, y: box.y - air, width: box.width + 2 * air, height: box.height + 2 * air)
        }
        var obstacles = (content.pictures.isEmpty ? [content.content] : content.pictures).map(aired)
        var shown = Shown(hud: false, message: content.message == nil)
        if showsHUD {
            let inset = Int((5 * scale).rounded())
            for label in content.labels {
                let texture = texture(for: label.text, size: smallest, bold: false)
                let (w, h) = panelSize([texture], padding: inset)
                let box = OverlayPlacement.Box(x: label.trailing ? label.x - w : label.x, y: label.y, width: w, height: h)
                panel([texture], in: box, padding: inset, alpha: 0.62, into: &primitives)
                obstacles.append(box)
            }
        }
        if showsHUD, !content.hud.isEmpty {
            placing: for lines in [content.hud, content.compactHUD] where !lines.isEmpty {
                for size in sizes {
                    let textures = lines.map { texture(for: $0, size: size, bold: false) }
                    let (w, h) = panelSize(textures, padding: padding)
                    if let box = OverlayPlacement.corner(width: w, height: h, view: view, margin: margin,
                                                         avoiding: obstacles) {
                        panel(textures, in: box, padding: padding, alpha: 0.62, into: &primitives)
                        obstacles.append(box)
                        shown.hud = true
                        break placing
                    }
                }
            }
        }
        lastLine = nil
        let line: (text: String, bold: Bool, opacity: Double)?
        if let message = content.message {
            line = (message, true, 1)
        } else if showsHUD, let hint = content.hint, hint.opacity > 0 {
            line = (hint.text, false, hint.opacity)
        } else {
            line = nil
        }
        if let line {
            // One line a paragraph ("\n" parts: the hint's drop sentence), else two rows of
            // even width, at each size from the largest; three rows only when no one or two
            // fit anywhere, and then never between A's and B's pictures: a three-row box there
            // reads as a narrow column beside the divider.
            let paragraphs = line.text.split(separator: "\n").map(String.init)
            let attempts = sizes.flatMap { [($0, 1), ($0, 2)] } + sizes.map { ($0, 3) }
            var tried: Set<[String]> = []
            placing: for (size, count) in attempts {
                let pointSize = size + (line.bold ? 2 : 0)
                let rows = paragraphs.flatMap { wrapped($0, rows: count, size: pointSize, bold: line.bold) }
                guard tried.insert(rows + ["\(pointSize)"]).inserted else { continue }
                let textures = rows.map { texture(for: $0, size: pointSize, bold: line.bold) }
                let (w, h) = panelSize(textures, padding: padding)
                let between = !content.pictures.isEmpty && count < 3
                let kept = obstacles + (count < 3 ? [] : [aired(content.content)])
                if let box = OverlayPlacement.edge(width: w, height: h, view: view, margin: margin, content: content.content,
                                                   between: between, avoiding: kept) {
                    panel(textures, in: box, padding: padding, alpha: 0.62 * line.opacity,
                          textOpacity: line.opacity, into: &primitives)
                    if content.message != nil { shown.message = true }
                    lastLine = (box, rows.count)
                    break placing
                }
            }
        }
        if content.recording {
            let radius = 6 * scale
            primitives.append(Overlay.dot(centre: [Double(width - margin) - radius, Double(margin) + radius],
                                          radius: radius))
        }
        if showsHelp {
            let size = base
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
        return shown
    }

    /// `string` broken between words into at most `rows` lines (fewer when its words are
    /// fewer), as even as whole words allow: the narrowest width that holds it in that many
    /// (a binary search over the width, each step a greedy fill).
    private func wrapped(_ string: String, rows: Int, size: Int, bold: Bool) -> [String] {
        guard rows > 1 else { return [string] }
        let key = Wrap(text: string, rows: rows, size: size, bold: bold)
        if let known = wraps[key] { return known }
        if wraps.count >= Overlay.cacheLimit { wraps.removeAll(keepingCapacity: true) }
        var (low, high) = (1, text.size(of: string, pointSize: Double(size), bold: bold).width)
        var best = [string]
        while low <= high {
            let width = (low + high) / 2
            let lines = filled(string, width: width, size: size, bold: bold)
            if lines.count <= rows {
                best = lines
                high = width - 1
            } else {
                low = width + 1
            }
        }
        wraps[key] = best
        return best
    }

    /// `string` broken between words into lines at most `width` pixels wide (a word
    /// wider than that stands alone on its line), each line filled before the next.
    private func filled(_ string: String, width: Int, size: Int, bold: Bool) -> [String] {
        var rows: [String] = []
        var row = ""
        for word in string.split(separator: " ") {
            let longer = row.isEmpty ? String(word) : row + " " + word
            if !row.isEmpty, text.size(of: longer, pointSize: Double(size), bold: bold).width > width {
                rows.append(row)
                row = String(word)
            } else {
                row = longer
            }
        }
        if !row.isEmpty { rows.append(row) }
        return rows
    }

    /// The size of a panel around `lines` stacked top to bottom.
    private func panelSize(_ lines: [Texture], padding: Int) -> (width: Int, height: Int) {
        ((lines.map(\.width).max() ?? 0) + 2 * padding, lines.map(\.height).reduce(0, +) + 2 * padding)
    }

    /// A dark panel filling `box` with `lines` stacked top to bottom inside its padding.
    private func panel(_ lines: [Texture], in box: OverlayPlacement.Box, padding: Int, alpha: Double,
                       textOpacity: Double = 1, into primitives: inout [Primitive]) {
        primitives.append(Overlay.box(x: box.x, y: box.y, width: box.width, height: box.height, alpha: alpha))
        var rowY = box.y + padding
        for line in lines {
            primitives.append(Overlay.sprite(line, x: box.x + padding, y: rowY, opacity: textOpacity))
            rowY += line.height
        }
    }

    /// The texture of one line of text, from the cache or rasterized now.
    func texture(for string: String, size: Int, bold: Bool) -> Texture {
        let key = Line(text: string, pixelSize: size, bold: bold)
        if let hit = cache[key] { return hit }
        if cache.count >= Overlay.cacheLimit { cache.removeAll(keepingCapacity: true) }
        let bitmap = text.image(of: string, pointSize: Double(size), bold: bold, color: Overlay.textColor)
        let texture = Texture(bitmap, mipmapped: false)
        cache[key] = texture
        return texture
    }

    /// The colour of every text the overlay draws: a cool white.
    static let textColor = Color(r: 0.93, g: 0.95, b: 1)

    static func box(x: Int, y: Int, width: Int, height: Int, alpha: Double) -> Primitive {
        Primitive(transform: .translation(Double(x), Double(y)), size: [Double(width), Double(height)],
                  paint: .solid(Color(r: 0.04, g: 0.05, b: 0.08, a: alpha)))
    }

    /// A disc (red by default): a solid square clipped to a 32-gon, its edge antialiased by
    /// the rasterizer.
    static func dot(centre: SIMD2<Double>, radius: Double, color: Color = Color(r: 0.9, g: 0.12, b: 0.1, a: 1)) -> Primitive {
        let outline = (0..<32).map { k -> SIMD2<Double> in
            let angle = Double(k) / 32 * 2 * Double.pi
            return centre + radius * SIMD2(cos(angle), sin(angle))
        }
        return Primitive(transform: .translation(centre.x - radius, centre.y - radius), size: [2 * radius, 2 * radius],
                         paint: .solid(color), clip: outline)
    }

    static func sprite(_ texture: Texture, x: Int, y: Int, opacity: Double = 1) -> Primitive {
        Primitive(transform: .translation(Double(x), Double(y)),
                  size: [Double(texture.width), Double(texture.height)],
                  paint: .texture(texture, contentsRect: .unit, sampling: .bilinear), opacity: opacity)
    }
}
