/// Where the window's own panels go (the HUD in a corner; a message or the first-run hint
/// along an edge), each off the scene's picture and off each other where the view has room
/// for them: the scene's text is never covered by ours.
enum OverlayPlacement {
    /// A box in view pixels, y down.
    struct Box: Equatable {
        var x: Int, y: Int, width: Int, height: Int

        var maxX: Int { x + width }
        var maxY: Int { y + height }

        /// True when the two boxes share any pixel.
        func overlaps(_ other: Box) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }
    }

    /// The first of the four corners (top-left, top-right, bottom-left, bottom-right) where
    /// a box of `width` × `height` sits `margin` in from the view's edges, inside the view,
    /// overlapping none of `obstacles`; nil when none has room.
    static func corner(width: Int, height: Int, view: (width: Int, height: Int), margin: Int,
                       avoiding obstacles: [Box]) -> Box? {
        let left = margin, right = view.width - margin - width
        let top = margin, bottom = view.height - margin - height
        let candidates = [(left, top), (right, top), (left, bottom), (right, bottom)]
        return first(of: candidates, width: width, height: height, view: view, avoiding: obstacles)
    }

    /// A place for a message's box along an edge: centred at the bottom of the view, then at
    /// its top, then (`between`: `content` holds two pictures, A/B's, with room between
    /// them) centred in the view, across the divider between the two, then at the bottom
    /// and top of the free band left and right of `content` (centred in the band). Inside
    /// the view, overlapping none of `obstacles`; nil when none has room.
    static func edge(width: Int, height: Int, view: (width: Int, height: Int), margin: Int, content: Box,
                     between: Bool = false, avoiding obstacles: [Box]) -> Box? {
        let centre = (view.width - width) / 2
        let leftBand = (max(0, content.x) - width) / 2
        let rightBand = content.maxX + (view.width - content.maxX - width) / 2
        let top = margin, bottom = view.height - margin - height
        let candidates = [(centre, bottom), (centre, top)] + (between ? [(centre, (view.height - height) / 2)] : [])
            + [(leftBand, bottom), (rightBand, bottom), (leftBand, top), (rightBand, top)]
        return first(of: candidates, width: width, height: height, view: view, avoiding: obstacles)
    }

    private static func first(of candidates: [(Int, Int)], width: Int, height: Int, view: (width: Int, height: Int),
                              avoiding obstacles: [Box]) -> Box? {
        guard width <= view.width, height <= view.height else { return nil }
        for (x, y) in candidates {
            let box = Box(x: x, y: y, width: width, height: height)
            guard x >= 0, y >= 0, box.maxX <= view.width, box.maxY <= view.height else { continue }
            if !obstacles.contains(where: box.overlaps) { return box }
        }
        return nil
    }
}
