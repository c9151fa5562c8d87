import Raster
import Scenes

/// `render --versus`: two sets of settings of one mode side by side (or stacked), as the
/// window's A/B shows them: A, the reference, on the left (top); B, the command's
/// settings, on the right (bottom).
///
/// Each half is a scene of its own, made, posed and drawn at its half's size by its own
/// frame path (`ModeFrames`), and copied into the output frame unchanged: frame i's left
/// half is byte for byte the frame i that `render` with A's settings at that size writes,
/// the right half B's. The output has as many frames as the longer of the two; past its
/// end the shorter one holds its last frame. `--label` draws each half's name over it,
/// with the text and panel the window's overlay uses.
///
/// With `--crop`, both halves keep one region of their own pixels (`kept`): for `content`
/// the union of the two sides' content frames over the whole export, so a page that sits
/// in the same place in A and B stays aligned across the output, and the halves are the
/// same size. The output is the two kept regions side by side (or stacked).
struct VersusRender {
    /// Where the two halves go.
    enum Layout: String {
        /// A left, B right: A the left floor(W/2) columns, B the other W − floor(W/2).
        case side
        /// A on top, B below: A the top floor(H/2) rows, B the rest.
        case stacked
    }

    /// One half of the output: its name, its frames and its top-left corner in the drawn
    /// (uncropped) frame.
    struct Half {
        let name: String
        let frames: ModeFrames
        let x: Int, y: Int
    }

    /// A, the reference (left or top).
    let a: Half
    /// B, the command's settings (right or bottom).
    let b: Half
    /// The output frame's size: the drawn frame's, or with a crop the two kept regions'.
    let size: (width: Int, height: Int)
    /// The drawn frame's size: the two halves at their full sizes.
    let drawn: (width: Int, height: Int)
    /// The region of each half's own pixels kept (`--crop`), the same for both; nil keeps
    /// the halves whole.
    let kept: PixelRegion?
    /// The layout of the halves.
    let layout: Layout
    /// The labels' panels and text, in the output frame's pixels; empty without `--label`.
    private let labels: [Primitive]

    /// The halves' sizes for an output of `size` in `layout`: A's floor, B the rest. A half
    /// less than a pixel across is one line.
    static func halves(of size: (width: Int, height: Int), layout: Layout) throws
        -> (a: (width: Int, height: Int), b: (width: Int, height: Int)) {
        let split = layout == .side ? size.width : size.height
        let first = split / 2, second = split - split / 2
        guard first >= 1 else {
            let side = layout == .side ? "wide" : "tall"
            throw CLIError("--size \(size.width)x\(size.height) is too small for --versus: each half must be at least "
                           + "1 pixel \(side) (A would be \(first), B \(second))")
        }
        if layout == .side { return ((first, size.height), (second, size.height)) }
        return ((size.width, first), (size.width, second))
    }

    /// A (`a`, named `aName`) and B (`b`, `bName`) in `layout` within `size`, both posed by
    /// `request` and timed by `timing`, each drawn with `threads` threads; `crop` keeps one
    /// region of both halves; `labelled` draws their names.
    init(a: SceneOptions, named aName: String, b: SceneOptions, named bName: String, size: (width: Int, height: Int),
         layout: Layout, request: PoseRequest, timing: ModeFrames.Timing, threads: Int, crop: CropRequest? = nil,
         labelled: Bool) throws {
        let halves = try Self.halves(of: size, layout: layout)
        (drawn, self.layout) = (size, layout)
        let first = Half(name: aName, frames: try ModeFrames(options: a, size: halves.a, request: request,
                                                             timing: timing, threads: threads), x: 0, y: 0)
        let second = Half(name: bName, frames: try ModeFrames(options: b, size: halves.b, request: request,
                                                              timing: timing, threads: threads),
                          x: layout == .side ? halves.a.width : 0, y: layout == .side ? 0 : halves.a.height)
        (self.a, self.b) = (first, second)
        kept = try crop.map { try Self.kept($0, a: first.frames, b: second.frames) }
        let output = kept.map { layout == .side ? (2 * $0.width, $0.height) : ($0.width, 2 * $0.height) } ?? size
        self.size = output
        let text = labelled ? SceneOptions.textRenderer() : nil
        let shown = [Self.shown(first, isB: false, kept: kept, layout: layout),
                     Self.shown(second, isB: true, kept: kept, layout: layout)]
        labels = text.map { text in
            Self.label("A: " + aName, in: shown[0], output: output, text: text)
                + Self.label("B: " + bName, in: shown[1], output: output, text: text)
        } ?? []
    }

    /// The region `crop` keeps of both halves, in a half's own pixels: the union of what it
    /// keeps of each (`content`: each side's content frames over its frames; a region is
    /// checked against each half), within the smaller half (B may be a pixel wider).
    static func kept(_ crop: CropRequest, a: ModeFrames, b: ModeFrames) throws -> PixelRegion {
        let smaller = (width: min(a.size.width, b.size.width), height: min(a.size.height, b.size.height))
        if case .region(let region) = crop, !region.lies(inside: smaller) {
            throw CLIError("--crop \(region) reaches outside a half of --versus, \(smaller.width)x\(smaller.height) "
                           + "(x + width ≤ \(smaller.width), y + height ≤ \(smaller.height))")
        }
        let first = try crop.region(in: a.size, frames: a.distinct, pose: a.posed)
        let second = try crop.region(in: b.size, frames: b.distinct, pose: b.posed)
        let union = first.union(second)
        let (right, bottom) = (min(union.x + union.width, smaller.width), min(union.y + union.height, smaller.height))
        return PixelRegion(x: union.x, y: union.y, width: right - union.x, height: bottom - union.y)
    }

    /// Where `half` (A, or B when `isB`) is in the output: its whole frame at its corner, or
    /// with a crop the `kept` region, A's at the output's origin and B's after it.
    private static func shown(_ half: Half, isB: Bool, kept: PixelRegion?, layout: Layout) -> PixelRegion {
        guard let kept else {
            return PixelRegion(x: half.x, y: half.y, width: half.frames.size.width, height: half.frames.size.height)
        }
        return PixelRegion(x: isB && layout == .side ? kept.width : 0, y: isB && layout == .stacked ? kept.height : 0,
                           width: kept.width, height: kept.height)
    }

    /// The frames of the output: the longer half's.
    var count: Int { max(a.frames.count, b.frames.count) }

    /// Output frame `i`: each half's frame i (its last past its end) on `background`, side
    /// by side over `picture` (of the drawn frame's size, under both halves whole), each
    /// cut to the kept region, labelled.
    func frame(_ i: Int, background: SceneBackground, under picture: Bitmap? = nil) -> Bitmap {
        var frame = Bitmap(width: drawn.width, height: drawn.height)
        for half in [a, b] {
            frame.paste(half.frames.frame(min(i, half.frames.count - 1), background: background).bitmap, x: half.x, y: half.y)
        }
        if let picture { frame.drawUnder(picture) }
        if let kept {
            var cut = Bitmap(width: size.width, height: size.height)
            for (half, isB) in [(a, false), (b, true)] {
                let place = Self.shown(half, isB: isB, kept: kept, layout: layout)
                cut.paste(frame.cropped(x: half.x + kept.x, y: half.y + kept.y, width: kept.width, height: kept.height),
                          x: place.x, y: place.y)
            }
            frame = cut
        }
        if !labels.isEmpty { Renderer().render(labels, into: &frame, clear: nil) }
        return frame
    }

    // MARK: Labels

    /// `title` on a dark panel in the top-left corner of the half shown at `half` of the
    /// output: the overlay's panel and text, at a size that grows with the output (its shorter side / 40, at least 10 px: 20 px at
    /// 1280×800, 25 at 1000×1000, 54 at 3840×2160), its margin and padding in proportion, and
    /// shrunk to fit the half's width; nothing when even 6 px text, or its panel, does not fit.
    private static func label(_ title: String, in half: PixelRegion, output: (width: Int, height: Int),
                              text: any TextRasterizing) -> [Primitive] {
        let (width, height) = (half.width, half.height)
        let pointSize = max(10, Double(min(output.width, output.height)) / 40)
        let margin = Int((pointSize * 0.3).rounded()), padding = Int((pointSize * 0.2).rounded())
        let room = Double(width - 2 * (margin + padding))
        guard room > 0, let image = text.fitted(title, pointSize: pointSize, bold: true, width: room, smallest: 6,
                                                color: Overlay.textColor) else { return [] }
        let box = (width: image.width + 2 * padding, height: image.height + 2 * padding)
        guard margin + box.width <= width, margin + box.height <= height else { return [] }
        let (x, y) = (half.x + margin, half.y + margin)
        return [Overlay.box(x: x, y: y, width: box.width, height: box.height, alpha: 0.62),
                Overlay.sprite(Texture(image, mipmapped: false), x: x + padding, y: y + padding)]
    }
}
