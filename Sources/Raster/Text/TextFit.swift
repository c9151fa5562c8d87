/// The one rule every mode's art sets words by, and the bar that stands in for them.
///
/// Words start at the size the design asks for and shrink in 8 % steps (at most 24)
/// until every line fits its width; below the smallest size a caller can read, or with no
/// text rasterizer at all, a soft rounded bar about as long as the words stands in, so a
/// picture keeps its layout.
///
/// A caller that has room for more than one line (`block(of:…)`) never goes below the
/// smallest legible size to keep one line: at that size it wraps instead (the largest
/// step at which the lines fit, at word boundaries where possible), and the last line
/// that has room ends in "…" when even that is not enough.
public enum TextFit {
    /// Each step's factor: 8 % smaller.
    public static let step = 0.92
    /// At most this many steps (0.92²⁴ ≈ 0.135 of the asked size).
    public static let maximumSteps = 24
    /// The smallest pixel size at which bold or regular sans words on a screen can still
    /// be read (the cards' and cells' floor too); a caller may ask for a larger floor.
    public static let smallestLegibleSize = 6.0
    /// What ends a line cut short.
    public static let ellipsis = "…"

    /// The size at which every one of `lines` fits `width` pixels: `pointSize`, or
    /// smaller in steps; nil when that goes below `smallest` pixels.
    public static func pointSize(of lines: [String], from pointSize: Double, bold: Bool, width: Double,
                                 smallest: Double, in text: any TextRasterizing) -> Double? {
        var size = pointSize
        guard size >= smallest else { return nil }
        func widest(_ size: Double) -> Int { lines.map { text.size(of: $0, pointSize: size, bold: bold).width }.max() ?? 0 }
        var measured = widest(size)
        for _ in 0..<maximumSteps where Double(measured) > width && size >= smallest {
            size *= step
            measured = widest(size)
        }
        return size >= smallest ? size : nil
    }

    // MARK: - Blocks of lines

    /// Words set as one to `maximumLines` lines at one size.
    public struct Block: Equatable, Sendable {
        /// The size the lines are set at, pixels.
        public let pointSize: Double
        /// The lines, top to bottom (at least one; a cut last line ends in `ellipsis`).
        public let lines: [String]

        public init(pointSize: Double, lines: [String]) {
            self.pointSize = pointSize
            self.lines = lines
        }
    }

    /// `string` set to fit a box `width` pixels wide and about `height` tall, in at most
    /// `maximumLines` lines, never below `smallest` pixels; nil when `pointSize` itself is
    /// below `smallest` (callers draw the placeholder).
    ///
    /// In order, the first that fits wins:
    /// 1. one line, shrinking in steps down to `smallest` (`pointSize(of:…)`, so text that
    ///    fits this way is set exactly as one-line callers set it);
    /// 2. up to `maximumLines` lines broken at spaces (or after "-" and "/"), at the
    ///    largest step whose lines fit the width and, stacked, the height;
    /// 3. the same, breaking a word that is too long for a line by itself;
    /// 4. at the smallest step, lines filled as in 3 with the last one cut and ended in
    ///    `ellipsis` (the height gives way here: legibility comes first).
    public static func block(of string: String, from pointSize: Double, bold: Bool, width: Double,
                             height: Double = .infinity, maximumLines: Int, smallest: Double,
                             in text: any TextRasterizing) -> Block? {
        guard pointSize >= smallest else { return nil }
        if let size = self.pointSize(of: [string], from: pointSize, bold: bold, width: width, smallest: smallest,
                                     in: text) {
            return Block(pointSize: size, lines: [string])
        }
        // The sizes the rule may use: the asked size and its steps down to `smallest`.
        var sizes = [pointSize]
        for _ in 0..<maximumSteps where sizes[sizes.count - 1] * step >= smallest {
            sizes.append(sizes[sizes.count - 1] * step)
        }
        let count = Swift.max(1, maximumLines)
        if count > 1 {
            for breakingWords in [false, true] {
                for size in sizes {
                    var wrap = Wrap(text: text, size: size, bold: bold, width: width)
                    guard let lines = wrap.lines(of: string, count: count, breakingWords: breakingWords) else { continue }
                    if Double(lines.count * wrap.lineHeight) <= height {
                        return Block(pointSize: size, lines: lines)
                    }
                }
            }
        }
        let size = sizes[sizes.count - 1]
        var wrap = Wrap(text: text, size: size, bold: bold, width: width)
        return Block(pointSize: size, lines: wrap.cutLines(of: string, count: count))
    }

    /// Line breaking at one size: greedy, each line as long as fits.
    private struct Wrap {
        let text: any TextRasterizing
        let size: Double
        let bold: Bool
        let width: Double
        /// The font's line height at `size`, pixels (the tallest line measured so far).
        private(set) var lineHeight = 0

        init(text: any TextRasterizing, size: Double, bold: Bool, width: Double) {
            self.text = text
            self.size = size
            self.bold = bold
            self.width = width
        }

        mutating func fits(_ line: Substring) -> Bool {
            let measured = text.size(of: String(line), pointSize: size, bold: bold)
            lineHeight = Swift.max(lineHeight, measured.height)
            return Double(measured.width) <= width
        }

        /// `string` in at most `count` lines that each fit, or nil. A word too long for a
        /// line by itself is broken only when `breakingWords`.
        mutating func lines(of string: String, count: Int, breakingWords: Bool) -> [String]? {
            var rest = string[...].drop { $0 == " " }
            var lines: [String] = []
            while !rest.isEmpty {
                if fits(rest) {
                    lines.append(String(rest))
                    break
                }
                guard lines.count < count - 1, let end = firstLineEnd(of: rest, breakingWords: breakingWords) else {
                    return nil
                }
                lines.append(String(trimmed(rest[..<end])))
                rest = rest[end...].drop { $0 == " " }
            }
            return lines.isEmpty ? [string] : lines
        }

        /// `count` lines filled as `lines(…, breakingWords: true)` does, the last one cut
        /// to fit with `ellipsis` at its end.
        mutating func cutLines(of string: String, count: Int) -> [String] {
            var rest = string[...].drop { $0 == " " }
            var lines: [String] = []
            while lines.count < count - 1, !rest.isEmpty, !fits(rest),
                  let end = firstLineEnd(of: rest, breakingWords: true) {
                lines.append(String(trimmed(rest[..<end])))
                rest = rest[end...].drop { $0 == " " }
            }
            if fits(rest) {
                lines.append(String(rest))
                return lines
            }
            // The longest start of the rest that still fits with the ellipsis after it.
            var cut = TextFit.ellipsis
            var end = rest.startIndex
            while end < rest.endIndex {
                let next = rest.index(after: end)
                let candidate = String(trimmed(rest[..<next])) + TextFit.ellipsis
                guard fits(candidate[...]) else { break }
                cut = candidate
                end = next
            }
            lines.append(cut)
            return lines
        }

        /// Where the first line of `rest` ends: after the longest run of whole words that
        /// fits; with none, after the most characters that fit (at least one) when
        /// `breakingWords`, else nil.
        private mutating func firstLineEnd(of rest: Substring, breakingWords: Bool) -> Substring.Index? {
            var best: Substring.Index?
            var index = rest.startIndex
            while index < rest.endIndex {
                let character = rest[index]
                let next = rest.index(after: index)
                // A break before a space (the space is dropped) or after a hyphen or slash.
                let end = character == " " ? index : (character == "-" || character == "/") ? next : nil
                if let end, end > rest.startIndex, !trimmed(rest[..<end]).isEmpty {
                    guard fits(trimmed(rest[..<end])) else { break }
                    best = end
                }
                index = next
            }
            if let best { return best }
            guard breakingWords else { return nil }
            var end = rest.index(after: rest.startIndex)
            while end < rest.endIndex, fits(rest[...end]) {
                end = rest.index(after: end)
            }
            return end
        }

        private func trimmed(_ line: Substring) -> Substring {
            var line = line
            while line.last == " " { line = line.dropLast() }
            return line
        }
    }

    // MARK: - Placeholder

    /// The placeholder bar's length for `string` at `size`: about as long as the words
    /// (0.58 of the size a character, 0.66 bold), at most `maxWidth`.
    public static func placeholderLength(of string: String, size: Double, bold: Bool = false,
                                         maxWidth: Double = .infinity) -> Double {
        Swift.min(Double(string.count) * size * (bold ? 0.66 : 0.58), maxWidth)
    }

    /// The placeholder bar's thickness as a fraction of the text size.
    public static let placeholderThickness = 0.55
    /// The placeholder bar's opacity as a fraction of the text colour's.
    public static let placeholderOpacity = 0.45
}
