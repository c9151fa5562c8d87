import Raster
import Stage

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FlipScene {
    /// The frame as a layer tree, in the storyboard's order (names as in the dump):
    ///
    ///     backdrop (root, covers the view)
    ///     └ board (the 375×667 pt board, scaled and centred; masksToBounds)
    ///       ├ background, background-next (cross-dissolve)
    ///       ├ dot-K, dot-current, dot-next (page control)
    ///       ├ top-bar, time-top(-next), arrow-big(-next)
    ///       ├ time-bottom, caption-flight, flightNo(-next), caption-gate, gate(-next)
    ///       ├ arrow-small, place-source, line-right, plane, line-left
    ///       └ status(-next), place-target
    ///
    /// The "-next" layers are the incoming faces of the cube flips; in true 3D each flip
    /// is a box `NAME-box` (perspective) › `NAME-cube` (transform layer) › NAME, NAME-next.
    public func rootLayer() -> Layer {
        let root = backdropLayer(named: "backdrop", contents: .gradient(backdrop))

        let board = Layer(name: "board")
        board.anchorPoint = [0, 0]
        board.bounds = Rect(x: 0, y: 0, width: Double(boardRect.width), height: Double(boardRect.height))
        board.position = [Double(boardRect.x) + resistOffset, Double(boardRect.y)]
        board.masksToBounds = true
        root.addSublayer(board)

        let from = flights[flightIndex]
        let to = transition.map { flights[$0.target] } ?? from
        let τ = (transition?.fraction ?? 0) * timing.duration
        let state = BoardTimeline(from: from, to: to, timing: timing).state(at: τ)
        let moving = transition != nil

        // Background: UIView.transition(.transitionCrossDissolve, 2 s); the new image over
        // the old at the eased mix is the same blend for opaque images.
        board.addSublayer(backgroundLayer("background", textures.background(from.background)))
        if moving, from.background != to.background {
            let next = backgroundLayer("background-next", textures.background(to.background))
            next.opacity = state.backgroundMix
            board.addSublayer(next)
        }

        addPageDots(to: board, mix: state.backgroundMix)

        let bar = Layer(name: "top-bar", contents: .solid(.black))
        bar.setFrame(pixelRect(BoardLayout.topBar))
        board.addSublayer(bar)

        addCube("time-top", to: board, state: state,
                old: textLayer(from.topTime, style: BoardLayout.timeTop),
                new: moving ? textLayer(to.topTime, style: BoardLayout.timeTop) : nil,
                frame: BoardLayout.timeTop.frame)
        addCube("arrow-big", to: board, state: state,
                old: artLayer(textures.bigArrow(from.status), frame: BoardLayout.bigArrow),
                new: moving ? artLayer(textures.bigArrow(to.status), frame: BoardLayout.bigArrow) : nil,
                frame: BoardLayout.bigArrow)

        let bottom = textLayer(state.bottomText, style: BoardLayout.timeBottom)
        bottom.name = "time-bottom"
        bottom.opacity = state.bottomAlpha
        board.addSublayer(bottom)

        board.addSublayer(named("caption-flight", textLayer(BoardLayout.flightCaptionText, style: BoardLayout.flightCaption)))
        addCube("flightNo", to: board, state: state,
                old: textLayer(from.flightNo, style: BoardLayout.flightNo),
                new: moving ? textLayer(to.flightNo, style: BoardLayout.flightNo) : nil,
                frame: BoardLayout.flightNo.frame)
        board.addSublayer(named("caption-gate", textLayer(BoardLayout.gateCaptionText, style: BoardLayout.gateCaption)))
        addCube("gate", to: board, state: state,
                old: textLayer(from.terminalGate, style: BoardLayout.gate),
                new: moving ? textLayer(to.terminalGate, style: BoardLayout.gate) : nil,
                frame: BoardLayout.gate.frame)

        // The small arrow's art is the landed one; departures turn it by −π/2 about its
        // centre (UIKit's rotation: positive turns clockwise on screen, as here).
        let arrow = artLayer(textures.smallArrow(), frame: BoardLayout.smallArrow)
        arrow.name = "arrow-small"
        arrow.transform = .rotationZ(state.smallArrowRotation)
        board.addSublayer(arrow)

        // Places: the target moves down and the source up by 100 pt while fading; the
        // texts change unseen at τ = 1 s and they come back.
        let shift = state.placeShift * scale
        let source = textLayer(state.sourcePlace, style: BoardLayout.sourcePlace)
        source.name = "place-source"
        source.position.y -= shift
        source.opacity = state.placeAlpha
        board.addSublayer(source)

        board.addSublayer(line("line-right", frame: BoardLayout.rightLine, alpha: state.rightLineAlpha))

        let plane = artLayer(textures.plane(), frame: BoardLayout.plane)
        plane.name = "plane"
        plane.position.x += state.planeOffset * scale
        plane.transform = .rotationZ(state.planeRotation)
        board.addSublayer(plane)

        board.addSublayer(line("line-left", frame: BoardLayout.leftLine, alpha: state.leftLineAlpha))

        addCube("status", to: board, state: state,
                old: textLayer(from.statusText, style: BoardLayout.status),
                new: moving ? textLayer(to.statusText, style: BoardLayout.status) : nil,
                frame: BoardLayout.status.frame)

        let target = textLayer(state.targetPlace, style: BoardLayout.targetPlace)
        target.name = "place-target"
        target.position.y += shift
        target.opacity = state.placeAlpha
        board.addSublayer(target)
        return root
    }

    // MARK: Elements

    /// A label: its text image placed in `style.frame` by the label's alignment, centred
    /// vertically, on whole pixels.
    func textLayer(_ string: String, style: BoardLayout.Label) -> Layer {
        let text = textures.text(string, style: style)
        let frame = pixelRect(style.frame)
        let x = style.alignment == .left ? frame.x : frame.x + (frame.width - Double(text.width)) / 2
        let y = frame.y + (frame.height - Double(text.height)) / 2
        return placed(text.texture, origin: [x.rounded(), y.rounded()],
                      size: [Double(text.width), Double(text.height)], frame: frame)
    }

    /// An image filling its design `frame`, on whole pixels.
    func artLayer(_ texture: Texture, frame design: Rect) -> Layer {
        let frame = pixelRect(design)
        let size = SIMD2(Double(texture.width), Double(texture.height))
        let origin = SIMD2(frame.midX - size.x / 2, frame.midY - size.y / 2)
        return placed(texture, origin: [origin.x.rounded(), origin.y.rounded()], size: size, frame: frame)
    }

    /// A layer drawing `texture` at `origin` (whole pixels, so it maps texels 1:1 at rest)
    /// whose anchor is the centre of the element's pixel `frame`, where UIKit applies a
    /// view's transform.
    private func placed(_ texture: Texture, origin: SIMD2<Double>, size: SIMD2<Double>, frame: Rect) -> Layer {
        let layer = Layer(bounds: Rect(x: 0, y: 0, width: size.x, height: size.y),
                          contents: .texture(texture, contentsRect: .unit, sampling: .mipmapped))
        let centre = SIMD2(frame.midX, frame.midY)
        layer.anchorPoint = (centre - origin) / size
        layer.position = centre
        return layer
    }

    /// A background image covering the board's whole pixel rect.
    private func backgroundLayer(_ name: String, _ texture: Texture) -> Layer {
        let layer = Layer(name: name, contents: .texture(texture, contentsRect: .unit, sampling: .mipmapped))
        layer.setFrame(Rect(x: 0, y: 0, width: Double(boardRect.width), height: Double(boardRect.height)))
        return layer
    }

    private func named(_ name: String, _ placed: Layer) -> Layer {
        placed.name = name
        return placed
    }

    /// A 1 pt black rule.
    private func line(_ name: String, frame: Rect, alpha: Double) -> Layer {
        let layer = Layer(name: name, contents: .solid(.black))
        layer.setFrame(pixelRect(frame))
        layer.opacity = alpha
        return layer
    }

    /// The page control: grey dots, with the white "current" dot cross-fading from the
    /// flight at rest to the target as the background does.
    private func addPageDots(to board: Layer, mix: Double) {
        let count = flights.count
        let control = BoardLayout.pageControl
        let pitch = BoardLayout.dotPitch, diameter = BoardLayout.dotDiameter
        let first = control.midX - pitch * Double(count - 1) / 2
        func dot(_ name: String, _ index: Int, _ color: Color) -> Layer {
            let frame = Rect(x: first + pitch * Double(index) - diameter / 2, y: control.midY - diameter / 2,
                             width: diameter, height: diameter)
            return named(name, artLayer(textures.dot(color), frame: frame))
        }
        for index in 0..<count { board.addSublayer(dot("dot-\(index + 1)", index, BoardLayout.dotGrey)) }
        let current = dot("dot-current", flightIndex, .white)
        current.opacity = 1 - (transition == nil ? 0 : mix)
        board.addSublayer(current)
        if let transition {
            let next = dot("dot-next", transition.target, .white)
            next.opacity = mix
            board.addSublayer(next)
        }
    }

    /// A cube flip between the `old` and `new` faces of the element in `frame` (design).
    ///
    /// Pseudo 3D (the seed): each face gets scale(1, sy)·translate(0, offset·h) about the
    /// element's centre and its alpha. True 3D: the faces are the front and bottom of a
    /// box h deep behind the element, turning by turn·90° about its x axis, seen through
    /// a perspective of `boxEyeDistance` about the element's centre; the faces keep
    /// the seed's alphas.
    private func addCube(_ name: String, to board: Layer, state: BoardTimeline.State, old: Layer, new: Layer?,
                         frame design: Rect) {
        old.name = name
        new?.name = name + "-next"
        let h = design.height * scale
        guard trueThreeD, let new else {
            old.transform = .scale(1, state.oldFace.scaleY) * .translation(0, state.oldFace.offset * h)
            old.opacity = state.oldFace.alpha
            board.addSublayer(old)
            if let new {
                new.transform = .scale(1, state.newFace.scaleY) * .translation(0, state.newFace.offset * h)
                new.opacity = state.newFace.alpha
                board.addSublayer(new)
            }
            return
        }
        let frame = pixelRect(design)
        let centre = SIMD2(frame.midX, frame.midY)
        let box = Layer(name: name + "-box", bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
                        position: centre)
        box.sublayerTransform = .perspective(m34: -1 / (settings[FlipSettings.boxEyeDistance] * scale))
        let cube = Layer(name: name + "-cube", bounds: box.bounds, position: [frame.width / 2, frame.height / 2],
                         isTransformLayer: true)
        cube.zPosition = -h / 2
        // CA rotation about x: y' = y cos θ − z sin θ, so a positive turn moves the front
        // face up and away and brings the bottom face to the front.
        cube.transform = .rotationX(state.turn * .pi / 2)
        box.addSublayer(cube)
        // The faces keep their anchors at the element's centre; re-express their positions
        // in the cube's own space (the element's centre is the cube's centre).
        for face in [old, new] {
            face.position = [frame.width / 2 + (face.position.x - centre.x), frame.height / 2 + (face.position.y - centre.y)]
        }
        old.zPosition = h / 2
        old.opacity = state.oldFace.alpha
        // The bottom face: stood up at the front (z = +h/2) and turned −90° about x so it
        // lies along the box's bottom, its top edge at the front.
        new.transform = .translation(0, 0, h / 2) * .rotationX(-.pi / 2)
        new.opacity = state.newFace.alpha
        cube.addSublayer(old)
        cube.addSublayer(new)
        board.addSublayer(box)
    }

    /// A design rect in board pixels.
    func pixelRect(_ design: Rect) -> Rect {
        Rect(x: design.x * scale, y: design.y * scale, width: design.width * scale, height: design.height * scale)
    }
}
