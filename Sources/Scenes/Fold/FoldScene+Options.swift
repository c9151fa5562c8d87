extension FoldScene {
    /// Which of MPFoldTransition's two looks (anchors §2.2): the plain fold or "cubic".
    public enum Style: String, CaseIterable, Sendable {
        /// Sleeves A and D stay flat and slide in; the rect clips the fold (SPEC §2 fold).
        case fold
        /// Sleeves A and D are fixed at ±90° to their neighbours, so the four panels turn
        /// like a block; not clipped (SPEC §2 cubic).
        case cubic
    }

    /// The axis the page folds along. Default `.vertical`.
    public enum Orientation: String, CaseIterable, Sendable {
        /// Hinges are horizontal lines; panels rotate about x; the rect splits top/bottom.
        case vertical
        /// Transposed: hinges are vertical lines; panels rotate about y with MPFold's
        /// factor −1; the rect splits left/right.
        case horizontal
    }

    /// Which way the transition runs (MPFoldStyleUnfold). Default `.fold`.
    public enum Direction: String, CaseIterable, Sendable {
        /// The source folds away (B, C) while the destination slides in (A, D); EaseOut;
        /// plays progress 0 → 1.
        case fold
        /// The destination unfolds out of the centre (B, C) while the source (A, D) slides
        /// apart; EaseIn; plays progress 1 → 0 (anchors §2.2: contents swapped).
        case unfold
    }

    /// Perspective presets of EnterTheMatrix's skew modes (SPEC §3, the P key), in the
    /// order P cycles them. `m34(halfHeight:)` gives the value for a fold whose panels
    /// are `halfHeight` pixels tall (half the folding dimension).
    public enum Perspective: String, CaseIterable, Sendable {
        case normal, high, low, none, inverse

        /// `sublayerTransform.m34` for panels of `h` pixels (h > 0; 0 for h ≤ 0 or NaN):
        /// Normal −1/(4.6666667 h), High −1/(1.5 h), Low −1/(12 h), None 0,
        /// Inverse +1/(4.6666667 h). MPFold: "perspective is best proportional to the
        /// height of the folding pieces".
        public func m34(halfHeight h: Double) -> Double {
            guard h > 0 else { return 0 }
            switch self {
            case .normal: return -1 / (4.6666667 * h)
            case .high: return -1 / (1.5 * h)
            case .low: return -1 / (12 * h)
            case .none: return 0
            case .inverse: return 1 / (4.6666667 * h)
            }
        }
    }
}
