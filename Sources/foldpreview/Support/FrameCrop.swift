import Raster
import Scenes

/// A rectangle of whole pixels in a frame: columns x ..< x + width, rows y ..< y + height.
struct PixelRegion: Equatable, CustomStringConvertible {
    let x: Int, y: Int, width: Int, height: Int

    /// The whole pixels `rect` touches (its origin rounded down, its far edges up), kept
    /// inside a `frame`-sized frame; nil when nothing of it is inside.
    init?(covering rect: Rect, in frame: (width: Int, height: Int)) {
        guard rect.x.isFinite, rect.y.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
        let x0 = Swift.max(0, Int(Swift.max(-1, rect.x).rounded(.down)))
        let y0 = Swift.max(0, Int(Swift.max(-1, rect.y).rounded(.down)))
        let x1 = Swift.min(frame.width, Int(Swift.min(Double(frame.width), rect.maxX).rounded(.up)))
        let y1 = Swift.min(frame.height, Int(Swift.min(Double(frame.height), rect.maxY).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return nil }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest region holding both.
    func union(_ other: PixelRegion) -> PixelRegion {
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return PixelRegion(x: x0, y: y0, width: Swift.max(x + width, other.x + other.width) - x0,
                           height: Swift.max(y + height, other.y + other.height) - y0)
    }

    /// True when the region lies inside a `frame`-sized frame.
    func lies(inside frame: (width: Int, height: Int)) -> Bool {
        x >= 0 && y >= 0 && width >= 1 && height >= 1 && x + width <= frame.width && y + height <= frame.height
    }

    /// `WxH+X+Y`, as `--crop` takes it.
    var description: String { "\(width)x\(height)+\(x)+\(y)" }
}

/// `render --crop`: the part of every frame an export keeps.
enum CropRequest: Equatable {
    /// The union of the mode's content frames (`Scene.contentFrame`: the page and the band
    /// its fold sweeps, the phone, pop's square and its swing) over every frame of the
    /// export, so one rectangle holds all the motion.
    case content
    /// A region of the frame, `WxH+X+Y` (ImageMagick's geometry), checked against the frame.
    case region(PixelRegion)

    /// `content` or `WxH+X+Y` in whole pixels; one line for anything else.
    static func parse(_ text: String) throws -> CropRequest {
        if text.lowercased() == "content" { return .content }
        let fail = CLIError("--crop must be 'content' or a region WxH+X+Y in pixels (as 640x400+100+50), got '\(text)'")
        let size = text.prefix { $0 != "+" }
        let offsets = text.dropFirst(size.count).split(separator: "+", omittingEmptySubsequences: false)
        let sides = size.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, offsets.count == 3, offsets[0].isEmpty,
              let w = Self.whole(sides[0]), let h = Self.whole(sides[1]),
              let x = Self.whole(offsets[1]), let y = Self.whole(offsets[2]) else { throw fail }
        guard w >= 1, h >= 1 else { throw CLIError("--crop \(text): a region needs a width and a height of 1 pixel at least") }
        return .region(PixelRegion(x: x, y: y, width: w, height: h))
    }

    /// Digits only (no sign, no spaces), as a whole number that is not absurdly long.
    private static func whole(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) else { return nil }
        return Int(text)
    }

    /// The region of a `frame`-sized frame to keep. `.content` poses the scene for each of
    /// the export's `frames` frames with `pose` (which poses without drawing and returns
    /// the scene) and joins their content frames; a region must lie inside the frame.
    func region(in frame: (width: Int, height: Int), frames: Int, pose: (Int) -> any Scene) throws -> PixelRegion {
        switch self {
        case .region(let region):
            guard region.lies(inside: frame) else {
                throw CLIError("--crop \(region) reaches outside the \(frame.width)x\(frame.height) frame "
                               + "(x + width ≤ \(frame.width), y + height ≤ \(frame.height))")
            }
            return region
        case .content:
            var union: PixelRegion?
            for i in 0..<frames {
                guard let part = PixelRegion(covering: pose(i).contentFrame, in: frame) else { continue }
                union = union.map { $0.union(part) } ?? part
            }
            // A mode whose picture is nowhere in the view (it cannot be) keeps the whole frame.
            return union ?? PixelRegion(x: 0, y: 0, width: frame.width, height: frame.height)
        }
    }
}
