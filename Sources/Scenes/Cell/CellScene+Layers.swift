import Raster
import Stage

extension CellScene {
    /// The frame as a layer tree: the backdrop, then each row in view, top to bottom.
    ///
    ///     backdrop (root)
    ///     └ cell-K (K = 1…10, a plain layer over the row, scrolled, clipping its content)
    ///       ├ at rest: cell-K-foreground (closed) or cell-K-container (open)
    ///       └ while folding: cell-K-panel-0 (the container's static top),
    ///         cell-K-panel-J (J = 1…itemCount−1, hinged at its top, −1/800 pt
    ///         perspective about the hinge) › cell-K-panel-J-back (the back colour, hinged
    ///         at the panel's bottom), and cell-K-foreground (hinged at its bottom) last.
    public func rootLayer() -> Layer {
        let root = backdropLayer(named: "backdrop", contents: .gradient(backdrop))
        let viewport = viewportHeight
        var top = CellLayout.topInset - offset
        for index in 0..<Self.cellCount {
            let height = rowHeight(index)
            defer { top += height }
            // Rows wholly outside the view cost nothing (each row clips its content).
            guard top < viewport, top + height > 0 else { continue }
            root.addSublayer(row(index, top: top, height: height))
        }
        return root
    }

    /// Row `index` with its top `top` points below the view's top.
    private func row(_ index: Int, top: Double, height: Double) -> Layer {
        let name = "cell-\(index + 1)"
        let row = Layer(name: name)
        row.anchorPoint = [0, 0]
        // Whole pixels, as UIKit snaps scrolled content, so cards at rest map 1:1; both
        // edges are snapped, so the rows tile the column without gaps or overlaps.
        let y0 = (top * scale).rounded(), y1 = ((top + height) * scale).rounded()
        row.bounds = Rect(x: 0, y: 0, width: CellLayout.columnWidth * scale, height: y1 - y0)
        row.position = [columnX, y0]
        // The demo's cells clip their content (`clipsSubviews` on the cell and its content
        // view in Main.storyboard): a folding panel or back face never draws past the
        // column's sides or over the row above or below, however the perspective widens
        // it or the row's animated height cuts it.
        row.masksToBounds = true
        let origin = SIMD2((CellLayout.inset * scale).rounded(), (CellLayout.cardTop * scale).rounded())
        let cell = cells[index]
        guard let run = cell.run else {
            if cell.isOpen {
                row.addSublayer(card(name + "-container", textures.container(index).full, origin: origin))
            } else {
                row.addSublayer(card(name + "-foreground", textures.foreground(index), origin: origin))
            }
            return row
        }
        addFolding(index, run: run, to: row, origin: origin)
        return row
    }

    /// A card image at rest with its top-left at `origin` (pixels in the row).
    private func card(_ name: String, _ texture: Texture, origin: SIMD2<Double>) -> Layer {
        let layer = Layer(name: name, contents: .texture(texture, contentsRect: .unit, sampling: .mipmapped))
        layer.setFrame(Rect(x: origin.x, y: origin.y, width: Double(texture.width), height: Double(texture.height)))
        return layer
    }

    /// FoldingCell's animation view at `run.t`: the static top panel, the panels with
    /// their back faces, and the foreground, each turned by the timeline.
    private func addFolding(_ index: Int, run: Run, to row: Layer, origin: SIMD2<Double>) {
        let name = "cell-\(index + 1)"
        let (container, roundedTop) = textures.container(index)
        let width = Double(container.width), total = Double(container.height)
        let perspective = Matrix4.perspective(m34: -1 / (settings[CellSettings.eyeDistance] * scale))
        func state(_ item: FoldingTimeline.Item) -> FoldingTimeline.ItemState {
            timeline.state(of: item, at: run.t, direction: run.direction)
        }
        // FoldingCell's rotatedX(a): the rotation, then the perspective, about the anchor.
        func turned(_ angle: Double) -> Matrix4 { .rotationX(angle) * perspective }

        // Tag 0: the container's first F points, never turning; rounded like the
        // foreground at the start of opening and the end of closing.
        let b1 = Double(textures.panelTop(1))
        let top: Layer
        if timeline.topPanelIsRounded(at: run.t, direction: run.direction) {
            top = Layer(name: name + "-panel-0", contents: .texture(roundedTop, contentsRect: .unit, sampling: .mipmapped))
        } else {
            top = Layer(name: name + "-panel-0", contents: .texture(
                container, contentsRect: Rect(x: 0, y: 0, width: 1, height: b1 / total), sampling: .mipmapped))
        }
        top.setFrame(Rect(x: origin.x, y: origin.y, width: width, height: b1))
        row.addSublayer(top)

        for k in 1..<itemCount {
            let y0 = Double(textures.panelTop(k)), y1 = Double(textures.panelTop(k + 1))
            let panelState = state(.panel(k))
            let panel = Layer(name: name + "-panel-\(k)", bounds: Rect(x: 0, y: 0, width: width, height: y1 - y0),
                              position: [origin.x + width / 2, origin.y + y0], anchorPoint: [0.5, 0],
                              contents: .texture(container, contentsRect: Rect(x: 0, y: y0 / total, width: 1,
                                                                               height: (y1 - y0) / total),
                                                 sampling: .mipmapped))
            panel.transform = turned(panelState.angle)
            panel.isHidden = !panelState.isVisible
            if k < itemCount - 1 {
                // The back of panel k + 1, folded up under panel k's lower edge.
                let y2 = Double(textures.panelTop(k + 2))
                let backState = state(.back(k))
                let back = Layer(name: name + "-panel-\(k)-back", bounds: Rect(x: 0, y: 0, width: width, height: y2 - y1),
                                 position: [width / 2, y1 - y0], anchorPoint: [0.5, 1],
                                 contents: .solid(settings[CellSettings.backColor]))
                back.transform = turned(backState.angle)
                back.isHidden = !backState.isVisible
                panel.addSublayer(back)
            }
            row.addSublayer(panel)
        }

        // The foreground, hinged at its bottom edge, last (it swings toward the viewer).
        let foreground = textures.foreground(index)
        let foregroundState = state(.foreground)
        let front = Layer(name: name + "-foreground",
                          bounds: Rect(x: 0, y: 0, width: Double(foreground.width), height: Double(foreground.height)),
                          position: [origin.x + Double(foreground.width) / 2, origin.y + Double(foreground.height)],
                          anchorPoint: [0.5, 1],
                          contents: .texture(foreground, contentsRect: .unit, sampling: .mipmapped))
        front.transform = turned(foregroundState.angle)
        front.isHidden = !foregroundState.isVisible
        row.addSublayer(front)
    }
}
