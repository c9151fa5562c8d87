/// The press–drag–release bookkeeping every mode that drags shares: it drops pointer
/// positions that are not finite, remembers where the press began, tells when the pointer
/// has left the click slop (once out, a press is a drag for good), and tells a release
/// that never left it (a click) from one that did.
///
/// A scene keeps its own drag state (what the press grabbed) and reads the phases:
///
///     switch gesture.interpret(event) {
///     case .press(let p): …   case .drag(let p, let pastSlop): …
///     case .release(let p, let isClick): …   case .wheel(let dx, let dy): …   case nil: break
///     }
public struct PointerGesture: Sendable {
    /// What a pointer event means for a scene.
    public enum Phase: Sendable, Equatable {
        /// A press at a finite point (a press while pressed starts over).
        case press(SIMD2<Double>)
        /// The pressed pointer moved to `point`; `pastSlop` once it has ever been farther
        /// than the slop from the press.
        case drag(SIMD2<Double>, pastSlop: Bool)
        /// The press ended at `point`, or was cancelled (nil: the pointer left the window,
        /// or the release's point was not finite). `isClick`: it never left the slop.
        case release(SIMD2<Double>?, isClick: Bool)
        /// The wheel turned by (dx, dy) notches.
        case wheel(dx: Double, dy: Double)
    }

    /// The click slop, view pixels: a press that ends within it is a click.
    public let slop: Double
    /// Where the press began; nil when not pressed.
    public var start: SIMD2<Double>? { origin.map { [$0.x, $0.y] } }
    /// `start`, kept as plain numbers: a stored SIMD2 would make the gesture 16-byte
    /// aligned, which a test's async frame on Linux does not always honour.
    private var origin: (x: Double, y: Double)?
    /// True once the press has been farther than `slop` from where it began.
    public private(set) var isPastSlop = false

    /// A gesture reader with a click slop of `slop` view pixels (≥ 0).
    public init(slop: Double) { self.slop = Swift.max(0, slop) }

    /// The meaning of `event`; nil for events to ignore (moves and releases with nothing
    /// pressed, a press or move at a point that is not finite).
    public mutating func interpret(_ event: PointerEvent) -> Phase? {
        switch event {
        case .down(let x, let y):
            guard x.isFinite, y.isFinite else { return nil }
            origin = (x, y)
            isPastSlop = false
            return .press([x, y])
        case .move(let x, let y):
            guard origin != nil, x.isFinite, y.isFinite else { return nil }
            note([x, y])
            return .drag([x, y], pastSlop: isPastSlop)
        case .up(let x, let y):
            guard origin != nil else { return nil }
            let point: SIMD2<Double>? = x.isFinite && y.isFinite ? [x, y] : nil
            if let point { note(point) }
            return end(at: point)
        case .cancel:
            guard origin != nil else { return nil }
            return end(at: nil)
        case .wheel(let dx, let dy):
            guard dx.isFinite, dy.isFinite else { return nil }
            return .wheel(dx: dx, dy: dy)
        }
    }

    /// Forgets the press (the scene refused it).
    public mutating func forget() {
        origin = nil
        isPastSlop = false
    }

    private mutating func note(_ point: SIMD2<Double>) {
        guard let start, !isPastSlop else { return }
        let delta = point - start
        isPastSlop = (delta * delta).sum() > slop * slop
    }

    private mutating func end(at point: SIMD2<Double>?) -> Phase {
        let isClick = !isPastSlop
        forget()
        return .release(point, isClick: isClick)
    }
}
