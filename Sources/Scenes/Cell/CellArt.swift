import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The content art of Ramotion's folding-cell list (10 rows of deliveries): the closed
/// foreground card and the open container card of each row, as premultiplied bitmaps
/// with rounded, antialiased corners and a transparent outside.
///
/// Cards are designed in points (335 wide; foreground 165 tall; container C = 2F +
/// (itemCount − 2)·h tall with F = 165, h = 74.5) and mapped to the pixel size asked for
/// per axis, so a size rounded to whole pixels distorts nothing by more than half a pixel.
/// The container is cut into the panels that fold (panel 0 = [0, F), panel 1 = [F, 2F),
/// then strips of h): every panel draws only inside its own rows, a few pixels clear of
/// each boundary, so no word or shape is ever split by a fold.
///
/// Drawn once per row and scale (never per frame) on a `Canvas`, then masked to the
/// rounded card shape with an exact-area `Path` fill.
enum CellArt {
    /// Rows in the list.
    static let count = 10

    /// The card's design (points) is the list's: `CellLayout` holds FoldingCell's numbers.
    static var designWidth: Double { CellLayout.cardWidth }
    static var foregroundHeight: Double { CellLayout.foregroundHeight }
    static var stripHeight: Double { CellLayout.stripHeight }
    static var cornerRadius: Double { CellLayout.cornerRadius }

    /// The container's design height C for `itemCount` panels (clamped to ≥ 2), points.
    static func containerHeight(itemCount: Int) -> Double {
        CellLayout.containerHeight(itemCount: Swift.max(itemCount, 2))
    }

    /// The panel edges of a container with `itemCount` panels (clamped to ≥ 2), points:
    /// 0, F, 2F, 2F + h, …, C (itemCount + 1 values).
    static func panelEdges(itemCount: Int) -> [Double] {
        let n = Swift.max(itemCount, 2)
        return (0...n).map { CellLayout.panelTop($0, itemCount: n) }
    }

    // MARK: - Cards

    /// The closed card of row `index` (taken modulo `count`) in a `width` × `height` pixel
    /// bitmap (design 335 × 165 pt): an accent side block with the price and pickup day, a
    /// white side with the item, its status, the route and the sender. Text is
    /// `scale` × the design point size; without `text` placeholder bars stand in.
    static func foreground(_ index: Int, width: Int, height: Int, scale: Double,
                           text: (any TextRasterizing)?) -> Bitmap {
        let cell = content(index)
        var p = CellPainter(width: width, height: height, design: SIMD2(designWidth, foregroundHeight),
                        scale: scale, text: text)
        let h = foregroundHeight
        p.clip(top: 0, bottom: h, margin: 0)

        // Side block: the accent gradient, with the order number, price, weight and day.
        let block = 112.0
        p.rect(x: 0, y: 0, width: block, height: h) { x, y in CellPalette.accentShade(cell.accent, x / block, y / h) }
        p.disc(cx: 8, cy: 156, radius: 46, alpha: 0.07, color: .one)
        p.clip(top: 0, bottom: h, margin: 2)
        let white = Color.white
        p.words("#\(cell.number)", x: 16, centerY: 24, size: 11, bold: true, color: white.withAlpha(0.72),
                maxWidth: block - 24)
        p.words(cell.price, x: 16, centerY: 57, size: 30, bold: true, color: white, maxWidth: block - 24)
        p.words(cell.weight, x: 16, centerY: 86, size: 13, color: white.withAlpha(0.85), maxWidth: block - 24)
        p.rect(x: 16, y: 107, width: block - 32, height: 1, alpha: 0.3) { _, _ in .one }
        p.words(cell.pickupDate, x: 16, centerY: 125, size: 14, bold: true, color: white, maxWidth: block - 24)
        p.words(cell.pickupTime, x: 16, centerY: 144, size: 12, color: white.withAlpha(0.75), maxWidth: block - 24)

        // White side: title, status pill, the route as two stops joined by a line, sender.
        let left = block + 16, right = designWidth - 16
        p.words(cell.item, x: left, centerY: 26, size: 17, bold: true, color: CellPalette.ink, maxWidth: right - left)
        p.pill(cell.status, x: left, centerY: 51, size: 10.5, fill: CellPalette.tint(cell.accent),
               ink: CellPalette.deep(cell.accent))
        let stop = left + 5
        p.rect(x: stop - 0.75, y: 82, width: 1.5, height: 24) { _, _ in CellPalette.rule }
        p.disc(cx: stop, cy: 82, radius: 4.5, color: CellPalette.rgb(cell.accent))
        p.disc(cx: stop, cy: 82, radius: 2, color: CellPalette.paper)
        p.disc(cx: stop, cy: 106, radius: 4.5, color: CellPalette.rgb(cell.accent))
        p.words(cell.fromCity, x: left + 18, centerY: 82, size: 13.5, bold: true, color: CellPalette.ink,
                maxWidth: 110)
        p.words(cell.toCity, x: left + 18, centerY: 106, size: 13.5, bold: true, color: CellPalette.ink,
                maxWidth: 110)
        p.words(cell.fromCode, x: right, centerY: 82, size: 11, color: CellPalette.muted, align: .right, maxWidth: 40)
        p.words(cell.toCode, x: right, centerY: 106, size: 11, color: CellPalette.muted, align: .right, maxWidth: 40)
        p.rect(x: left, y: 124, width: right - left, height: 1) { _, _ in CellPalette.rule }
        p.avatar(cell, cx: left + 10, cy: 144, radius: 10, size: 8.5)
        p.words(cell.sender, x: left + 27, centerY: 144, size: 12, color: CellPalette.body, maxWidth: 100)
        p.words(cell.piecesText, x: right, centerY: 144, size: 11, color: CellPalette.muted, align: .right,
                maxWidth: 60)
        return p.card(radius: cornerRadius * scale)
    }

    /// The open card of row `index` (taken modulo `count`) in a `width` × `height` pixel
    /// bitmap (design 335 × C pt, C = `containerHeight(itemCount:)`), laid out panel by
    /// panel: 0 the accent header (item, route, price, weight, pieces), 1 the route between
    /// the airport codes, then one detail row per strip (sender, progress, schedule,
    /// parcel, barcode, note, in that order and again) and a request button on the last.
    /// `itemCount` is clamped to ≥ 2.
    static func container(_ index: Int, width: Int, height: Int, scale: Double, itemCount: Int,
                          text: (any TextRasterizing)?) -> Bitmap {
        let cell = content(index)
        let edges = panelEdges(itemCount: itemCount)
        var p = CellPainter(width: width, height: height, design: SIMD2(designWidth, edges.last!), scale: scale,
                        text: text)

        header(cell, &p, top: edges[0], bottom: edges[1])
        route(cell, &p, top: edges[1], bottom: edges[2])
        let strips = edges.count - 3
        for k in 0..<strips {
            let top = edges[k + 2], bottom = edges[k + 3]
            p.clip(top: top, bottom: bottom, margin: 3)
            if k == strips - 1 {
                requestButton(cell, &p, top: top)
            } else {
                let kinds = DetailRow.allCases
                kinds[k % kinds.count].draw(index, &p, top: top, round: k / kinds.count)
            }
        }

        // Hairlines on the boundaries between white panels (the header's own edge is the
        // first boundary), full width so each panel reads as one sheet when it folds.
        p.clip(top: 0, bottom: edges.last!, margin: 0)
        for edge in edges.dropFirst(2).dropLast() {
            p.hairline(atY: edge, color: CellPalette.rule)
        }
        return p.card(radius: cornerRadius * scale)
    }

    /// The row's content; any index wraps onto the list.
    static func content(_ index: Int) -> CellContent {
        cells[((index % count) + count) % count]
    }

    // MARK: - Container panels

    /// Panel 0: the accent header with the order number, status, item, route and three
    /// figures. Also the panel that sits under the closed card.
    private static func header(_ cell: CellContent, _ p: inout CellPainter, top: Double, bottom: Double) {
        let h = bottom - top
        p.clip(top: top, bottom: bottom, margin: 0)
        p.rect(x: 0, y: top, width: designWidth, height: h) { x, y in
            CellPalette.accentShade(cell.accent, x / designWidth, (y - top) / h)
        }
        // Two soft circles on the right, kept inside the panel so no fold cuts one.
        p.clip(top: top, bottom: bottom, margin: 3)
        p.disc(cx: 312, cy: top + 8, radius: 72, alpha: 0.08, color: .one)
        p.disc(cx: 262, cy: top + 112, radius: 30, alpha: 0.06, color: .one)

        let white = Color.white
        p.words("ORDER #\(cell.number)", x: 20, centerY: top + 26, size: 11, bold: true,
                color: white.withAlpha(0.72), maxWidth: 150)
        p.pill(cell.status, x: designWidth - 20, centerY: top + 26, size: 10.5, fill: .white, fillAlpha: 0.2,
               ink: white, align: .right)
        p.words(cell.item, x: 20, centerY: top + 60, size: 24, bold: true, color: white, maxWidth: 295)
        p.words("\(cell.fromCity)  →  \(cell.toCity)", x: 20, centerY: top + 88, size: 13,
                color: white.withAlpha(0.82), maxWidth: 295)
        let columns: [(String, String)] = [("PRICE", cell.price), ("WEIGHT", cell.weight),
                                           ("PIECES", "\(cell.pieces)")]
        for (i, column) in columns.enumerated() {
            let x = 20 + Double(i) * 100
            p.words(column.0, x: x, centerY: top + 121, size: 9.5, bold: true, color: white.withAlpha(0.65),
                    maxWidth: 90)
            p.words(column.1, x: x, centerY: top + 142, size: 18, bold: true, color: white, maxWidth: 90)
        }
    }

    /// Panel 1: the route, FROM code and city on the left, TO on the right, a dashed
    /// flight path with a paper plane between them, the days under each end.
    private static func route(_ cell: CellContent, _ p: inout CellPainter, top: Double, bottom: Double) {
        p.clip(top: top, bottom: bottom, margin: 3)
        let left = 20.0, right = designWidth - 20
        p.words("FROM", x: left, centerY: top + 28, size: 9.5, bold: true, color: CellPalette.muted, maxWidth: 80)
        p.words("TO", x: right, centerY: top + 28, size: 9.5, bold: true, color: CellPalette.muted, align: .right,
                maxWidth: 80)
        let codeWidth = Swift.max(
            p.words(cell.fromCode, x: left, centerY: top + 60, size: 30, bold: true, color: CellPalette.ink,
                    maxWidth: 100),
            p.words(cell.toCode, x: right, centerY: top + 60, size: 30, bold: true, color: CellPalette.ink,
                    align: .right, maxWidth: 100))
        p.words(cell.fromCity, x: left, centerY: top + 91, size: 12.5, color: CellPalette.body, maxWidth: 120)
        p.words(cell.toCity, x: right, centerY: top + 91, size: 12.5, color: CellPalette.body, align: .right,
                maxWidth: 120)

        // The flight path: dashes between two rings, the plane in the middle on a white
        // patch that interrupts the dashes.
        let a = left + codeWidth + 14, b = right - codeWidth - 14, y = top + 60
        let mid = (a + b) / 2
        let accent = CellPalette.rgb(cell.accent)
        var x = a + 6
        while x + 4 <= b - 6 {
            if abs(x + 2 - mid) > 17 {
                p.rect(x: x, y: y - 0.75, width: 4, height: 1.5) { _, _ in CellPalette.faint }
            }
            x += 7
        }
        for end in [a, b] {
            p.disc(cx: end, cy: y, radius: 4, color: accent)
            p.disc(cx: end, cy: y, radius: 2, color: CellPalette.paper)
        }
        p.paperPlane(cx: mid, cy: y, size: 22, color: cell.accent)
        p.words(cell.duration, x: mid, centerY: top + 84, size: 10.5, bold: true, color: CellPalette.muted,
                align: .center, maxWidth: Swift.max(b - a, 10))

        // The days, each with its time, under the cities.
        p.rect(x: left, y: top + 110, width: right - left, height: 1) { _, _ in CellPalette.rule }
        let pickup = p.words("Pickup", x: left, centerY: top + 134, size: 11.5, color: CellPalette.muted, maxWidth: 60)
        p.words(cell.pickupDate, x: left + pickup + 6, centerY: top + 134, size: 12.5, bold: true,
                color: CellPalette.ink, maxWidth: 80)
        let arrival = p.words(cell.deliveryDate, x: right, centerY: top + 134, size: 12.5, bold: true,
                              color: CellPalette.ink, align: .right, maxWidth: 80)
        p.words("Delivery", x: right - arrival - 6, centerY: top + 134, size: 11.5, color: CellPalette.muted,
                align: .right, maxWidth: 60)
    }

    /// The last strip: a full-width accent button.
    private static func requestButton(_ cell: CellContent, _ p: inout CellPainter, top: Double) {
        let y = top + 14, h = stripHeight - 28
        p.roundedRect(x: 16, y: y, width: designWidth - 32, height: h, radius: 8) { x, _ in
            CellPalette.accentShade(cell.accent, x / designWidth, 0.3)
        }
        p.words("REQUEST  ·  \(cell.price)", x: designWidth / 2, centerY: y + h / 2, size: 14, bold: true,
                color: .white, align: .center, maxWidth: designWidth - 64)
    }

    /// The detail rows the strips between the route and the button show, in order.
    private enum DetailRow: CaseIterable {
        case sender, progress, schedule, parcel, barcode, note

        /// Draws this row of card `index` in the strip starting at `top` (points). `round`
        /// counts how many times the list of kinds has been used up (only past 8 panels):
        /// a repeated kind shows the data of the next rows of the list, in this card's colour.
        func draw(_ index: Int, _ p: inout CellPainter, top: Double, round: Int) {
            let cell = CellArt.content(index), data = CellArt.content(index + round)
            let h = CellArt.stripHeight, mid = top + h / 2
            let left = 20.0, right = CellArt.designWidth - 20
            switch self {
            case .sender:
                p.avatar(data, cx: left + 20, cy: mid, radius: 20, size: 14, accent: cell.accent)
                p.words(data.sender, x: left + 52, centerY: mid - 10, size: 15, bold: true, color: CellPalette.ink,
                        maxWidth: 170)
                p.words(round == 0 ? "Sender · \(data.deliveries) deliveries" : "Courier · \(data.deliveries) trips",
                        x: left + 52, centerY: mid + 11, size: 11.5, color: CellPalette.muted, maxWidth: 170)
                let rating = DecimalText.fixed(data.rating, places: 1)
                let width = p.words(rating, x: right, centerY: mid - 10, size: 14, bold: true, color: CellPalette.ink,
                                    align: .right, maxWidth: 40)
                p.words("★", x: right - width - 4, centerY: mid - 10, size: 14, color: CellPalette.star,
                        align: .right, maxWidth: 20)
                p.words("rating", x: right, centerY: mid + 11, size: 11.5, color: CellPalette.muted, align: .right,
                        maxWidth: 60)
            case .schedule:
                p.columns([("PICKUP", data.pickupTime), ("DELIVERY", data.deliveryTime), ("SERVICE", data.service)],
                          mid: mid)
            case .parcel:
                p.columns([("SIZE, CM", data.dimensions), ("PACKAGING", data.packaging), ("INSURED", data.insured)],
                          mid: mid)
            case .progress:
                p.words(data.status, x: left, centerY: top + 21, size: 14, bold: true, color: CellPalette.ink,
                        maxWidth: 200)
                p.words("\(Int((data.progress * 100).rounded()))%", x: right, centerY: top + 21, size: 12,
                        bold: true, color: CellPalette.deep(cell.accent), align: .right, maxWidth: 60)
                let barY = top + 37, barWidth = right - left
                p.roundedRect(x: left, y: barY, width: barWidth, height: 6, radius: 3) { _, _ in CellPalette.track }
                let done = Swift.min(Swift.max(data.progress, 0), 1) * barWidth
                if done > 0 {
                    p.roundedRect(x: left, y: barY, width: Swift.max(done, 6), height: 6, radius: 3) { x, _ in
                        CellPalette.rgb(cell.accent).mix(CellPalette.rgb(CellPalette.deep(cell.accent)), (x - left) / barWidth)
                    }
                }
                for (i, step) in ["Picked up", "In transit", "Delivered"].enumerated() {
                    let align: CellPainter.Align = i == 0 ? .left : (i == 1 ? .center : .right)
                    let x = [left, (left + right) / 2, right][i]
                    // Thresholds that match the statuses' progress values in `cells`.
                    let reached = data.progress >= [0.15, 0.35, 1.0][i]
                    p.words(step, x: x, centerY: top + 57, size: 10, bold: reached,
                            color: reached ? CellPalette.body : CellPalette.faintText, align: align, maxWidth: 100)
                }
            case .barcode:
                p.barcode(seed: UInt64(data.number), x: left, y: top + 14, width: 180, height: 30)
                p.words(data.tracking, x: left, centerY: top + 57, size: 10.5, color: CellPalette.muted, maxWidth: 180)
                p.words("TRACKING", x: right, centerY: top + 24, size: 9.5, bold: true, color: CellPalette.muted,
                        align: .right, maxWidth: 100)
                p.words("#\(data.number)", x: right, centerY: top + 45, size: 17, bold: true, color: CellPalette.ink,
                        align: .right, maxWidth: 100)
            case .note:
                let boxTop = top + 12, boxHeight = h - 24
                p.roundedRect(x: 16, y: boxTop, width: CellArt.designWidth - 32, height: boxHeight, radius: 8) { _, _ in
                    CellPalette.rgb(CellPalette.tint(cell.accent))
                }
                p.disc(cx: 38, cy: mid, radius: 11, color: CellPalette.rgb(cell.accent))
                p.words("i", x: 38, centerY: mid, size: 13, bold: true, color: .white, align: .center, maxWidth: 12)
                p.words("NOTE FOR THE COURIER", x: 58, centerY: mid - 9, size: 9, bold: true,
                        color: CellPalette.deep(cell.accent), maxWidth: 250)
                p.words(data.note, x: 58, centerY: mid + 8, size: 12.5, color: CellPalette.ink, maxWidth: 250)
            }
        }
    }
}
