extension FoldScene {
    /// Which of MPFoldTransition's two looks (`MPFoldTransition.m`): the plain fold or "cubic".
    public enum Style: String, CaseIterable, Sendable {
        /// Sleeves A and D stay flat and slide in; the rect clips the fold.
        case fold
        /// Sleeves A and D are fixed at ±90° to their neighbours, so the four panels turn
        /// like a block; not clipped.
        case cubic
    }

    /// The axis the page folds along (`fold.orientation`). Default `.vertical`.
    public enum Orientation: String, CaseIterable, Sendable, SettingChoice {
        /// Hinges are horizontal lines; panels rotate about x; the rect splits top/bottom.
        case vertical
        /// Transposed: hinges are vertical lines; panels rotate about y with MPFold's
        /// factor −1; the rect splits left/right.
        case horizontal
    }

    /// Which way the transition runs (MPFoldStyleUnfold; `fold.unfold`). Default `.fold`.
    public enum Direction: String, CaseIterable, Sendable {
        /// The source folds away (B, C) while the destination slides in (A, D); EaseOut;
        /// plays progress 0 → 1.
        case fold
        /// The destination unfolds out of the centre (B, C) while the source (A, D) slides
        /// apart; EaseIn; plays progress 1 → 0 (`MPFoldTransition.m`: contents swapped).
        case unfold
    }

    /// Perspective presets of EnterTheMatrix's skew modes (the P key), in the
    /// order P cycles them; each is a value of `fold.eyeDistance`.
    public enum Perspective: String, CaseIterable, Sendable {
        case normal, high, low, none, inverse

        /// The eye distance in half-heights H: Normal 4.6666667, High 1.5, Low 12, None 0
        /// (no perspective), Inverse −4.6666667 (m34 = +1/(4.6666667 H)).
        public var eyeDistance: Double {
            switch self {
            case .normal: return 4.6666667
            case .high: return 1.5
            case .low: return 12
            case .none: return 0
            case .inverse: return -4.6666667
            }
        }

        /// The preset whose eye distance is exactly `distance`, if any.
        public init?(eyeDistance distance: Double) {
            guard let match = Self.allCases.first(where: { $0.eyeDistance == distance }) else { return nil }
            self = match
        }

        /// `sublayerTransform.m34` for panels of `h` pixels: `FoldScene.m34(eyeDistance:halfHeight:)`.
        public func m34(halfHeight h: Double) -> Double { FoldScene.m34(eyeDistance: eyeDistance, halfHeight: h) }
    }

    /// m34 = −1/(d·h) for an eye `d` half-heights away from panels `h` pixels tall; 0 for
    /// d = 0 (no perspective) and for h ≤ 0 or NaN. MPFold: "perspective is best
    /// proportional to the height of the folding pieces".
    public static func m34(eyeDistance d: Double, halfHeight h: Double) -> Double {
        guard h > 0, d != 0, d.isFinite else { return 0 }
        return -1 / (d * h)
    }
}
