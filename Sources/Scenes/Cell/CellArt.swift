import Raster

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One delivery in the folding-cell list: what the closed card (foreground) and the open
/// card (container) of one row say. Strings are shown as written; numbers are formatted
/// by the art.
struct CellContent: Sendable, Hashable {
    /// What is shipped, the card's title ("Vintage camera").
    let item: String
    /// The order number, shown as "#4631" and inside the tracking code.
    let number: Int
    /// Where the parcel is picked up: city name and its three-letter airport code.
    let fromCity: String, fromCode: String
    /// Where it is delivered: city name and airport code.
    let toCity: String, toCode: String
    /// Pickup and delivery day ("May 24") and time of day ("09:30").
    let pickupDate: String, pickupTime: String
    let deliveryDate: String, deliveryTime: String
    /// Door-to-door time ("2 days") and the service level ("Express").
    let duration: String, service: String
    /// The price with its currency sign ("$25").
    let price: String
    /// Total weight with its unit ("2.4 kg"), number of pieces (≥ 1), box size in cm
    /// ("40×30×20"), what it is packed in ("Padded box") and the insured value ("$400").
    let weight: String, pieces: Int, dimensions: String, packaging: String, insured: String
    /// The sender's full name, their rating (0…5 stars) and how many deliveries they made.
    let sender: String, rating: Double, deliveries: Int
    /// The shipment's state ("In transit") and how far along it is, 0…1.
    let status: String, progress: Double
    /// A short instruction for the courier.
    let note: String
    /// The row's own colour: header, side block, avatar, button (opaque sRGB).
    let accent: Color

    /// The first letters of the sender's first two names ("AK").
    var initials: String {
        String(sender.split(separator: " ").prefix(2).compactMap(\.first))
    }

    /// The tracking code printed under the barcode ("FP 4631 SFO JFK").
    var tracking: String { "FP \(number) \(fromCode) \(toCode)" }

    /// "1 piece" or "3 pieces".
    var piecesText: String { pieces == 1 ? "1 piece" : "\(pieces) pieces" }
}

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

    // MARK: - Data

    /// The rows' data, one delivery each, every one in its own accent of a palette of ten
    /// evenly spread, equally muted hues.
    static let cells: [CellContent] = [
        CellContent(item: "Vintage camera", number: 4631,
                    fromCity: "San Francisco", fromCode: "SFO", toCity: "New York", toCode: "JFK",
                    pickupDate: "May 24", pickupTime: "09:30", deliveryDate: "May 26", deliveryTime: "14:00",
                    duration: "2 days", service: "Express", price: "$25",
                    weight: "2.4 kg", pieces: 1, dimensions: "30×20×18",
                    packaging: "Padded box", insured: "$400",
                    sender: "Anna Kowalski", rating: 4.9, deliveries: 128,
                    status: "In transit", progress: 0.55, note: "Fragile: keep the box upright.",
                    accent: Color(hex: 0x5B63D3)),
        CellContent(item: "Wedding flowers", number: 5172,
                    fromCity: "Paris", fromCode: "CDG", toCity: "London", toCode: "LHR",
                    pickupDate: "Jun 02", pickupTime: "07:15", deliveryDate: "Jun 02", deliveryTime: "12:40",
                    duration: "5 hours", service: "Same day", price: "$42",
                    weight: "3.1 kg", pieces: 2, dimensions: "60×25×25",
                    packaging: "Flower box", insured: "$150",
                    sender: "Louis Martin", rating: 4.8, deliveries: 342,
                    status: "Out for delivery", progress: 0.82, note: "Keep cool, away from the sun.",
                    accent: Color(hex: 0x8A5CD0)),
        CellContent(item: "Lab samples", number: 3098,
                    fromCity: "Boston", fromCode: "BOS", toCity: "Chicago", toCode: "ORD",
                    pickupDate: "Apr 11", pickupTime: "16:00", deliveryDate: "Apr 12", deliveryTime: "10:30",
                    duration: "18 hours", service: "Overnight", price: "$68",
                    weight: "1.2 kg", pieces: 4, dimensions: "25×25×20",
                    packaging: "Cooler", insured: "$900",
                    sender: "Priya Raman", rating: 5.0, deliveries: 57,
                    status: "Picked up", progress: 0.22, note: "Refrigerated: 2 to 8 °C.",
                    accent: Color(hex: 0xC8508E)),
        CellContent(item: "Acoustic guitar", number: 7745,
                    fromCity: "Austin", fromCode: "AUS", toCity: "Seattle", toCode: "SEA",
                    pickupDate: "Mar 30", pickupTime: "11:00", deliveryDate: "Apr 03", deliveryTime: "15:30",
                    duration: "4 days", service: "Standard", price: "$95",
                    weight: "6.8 kg", pieces: 1, dimensions: "110×45×15",
                    packaging: "Hard case", insured: "$1,200",
                    sender: "Marcus Reed", rating: 4.6, deliveries: 23,
                    status: "Awaiting pickup", progress: 0.06, note: "Ring twice, side entrance.",
                    accent: Color(hex: 0xE0605A)),
        CellContent(item: "Signed contracts", number: 1203,
                    fromCity: "Berlin", fromCode: "BER", toCity: "Vienna", toCode: "VIE",
                    pickupDate: "Feb 14", pickupTime: "08:45", deliveryDate: "Feb 14", deliveryTime: "17:20",
                    duration: "9 hours", service: "Same day", price: "$18",
                    weight: "0.4 kg", pieces: 1, dimensions: "35×25×2",
                    packaging: "Envelope", insured: "$250",
                    sender: "Lena Fischer", rating: 4.9, deliveries: 611,
                    status: "Delivered", progress: 1, note: "Hand over in person only.",
                    accent: Color(hex: 0xE88A3C)),
        CellContent(item: "Coffee beans", number: 8820,
                    fromCity: "Lisbon", fromCode: "LIS", toCity: "Madrid", toCode: "MAD",
                    pickupDate: "Jul 08", pickupTime: "13:20", deliveryDate: "Jul 10", deliveryTime: "09:00",
                    duration: "2 days", service: "Standard", price: "$22",
                    weight: "5.0 kg", pieces: 5, dimensions: "40×30×30",
                    packaging: "Sealed bags", insured: "$120",
                    sender: "Tiago Alves", rating: 4.7, deliveries: 89,
                    status: "In transit", progress: 0.45, note: "Leave with the concierge.",
                    accent: Color(hex: 0xC9A03A)),
        CellContent(item: "Laptop", number: 6517,
                    fromCity: "Tokyo", fromCode: "HND", toCity: "Seoul", toCode: "ICN",
                    pickupDate: "Oct 19", pickupTime: "10:10", deliveryDate: "Oct 20", deliveryTime: "18:45",
                    duration: "1 day", service: "Express", price: "$74",
                    weight: "2.1 kg", pieces: 1, dimensions: "45×32×8",
                    packaging: "Padded box", insured: "$1,500",
                    sender: "Yuki Tanaka", rating: 4.9, deliveries: 204,
                    status: "In customs", progress: 0.63, note: "ID check on delivery.",
                    accent: Color(hex: 0x3FA876)),
        CellContent(item: "Ceramic vase", number: 2389,
                    fromCity: "Rome", fromCode: "FCO", toCity: "Athens", toCode: "ATH",
                    pickupDate: "Sep 05", pickupTime: "14:30", deliveryDate: "Sep 08", deliveryTime: "11:15",
                    duration: "3 days", service: "Standard", price: "$39",
                    weight: "3.6 kg", pieces: 1, dimensions: "40×40×55",
                    packaging: "Crate", insured: "$600",
                    sender: "Giulia Rossi", rating: 4.8, deliveries: 76,
                    status: "In transit", progress: 0.38, note: "Fragile: glass and ceramics.",
                    accent: Color(hex: 0x2E9DA6)),
        CellContent(item: "Running shoes", number: 9054,
                    fromCity: "Toronto", fromCode: "YYZ", toCity: "Montreal", toCode: "YUL",
                    pickupDate: "Nov 21", pickupTime: "09:00", deliveryDate: "Nov 22", deliveryTime: "13:30",
                    duration: "1 day", service: "Express", price: "$16",
                    weight: "1.5 kg", pieces: 2, dimensions: "35×25×15",
                    packaging: "Shoe box", insured: "$200",
                    sender: "Noah Tremblay", rating: 4.5, deliveries: 41,
                    status: "Out for delivery", progress: 0.88, note: "Safe place: back porch.",
                    accent: Color(hex: 0x3B82C4)),
        CellContent(item: "Vinyl records", number: 4410,
                    fromCity: "Amsterdam", fromCode: "AMS", toCity: "Copenhagen", toCode: "CPH",
                    pickupDate: "Dec 03", pickupTime: "12:00", deliveryDate: "Dec 05", deliveryTime: "16:00",
                    duration: "2 days", service: "Standard", price: "$31",
                    weight: "4.2 kg", pieces: 3, dimensions: "33×33×20",
                    packaging: "Mailer", insured: "$350",
                    sender: "Sofie Jansen", rating: 4.9, deliveries: 158,
                    status: "Picked up", progress: 0.18, note: "Do not bend: records inside.",
                    accent: Color(hex: 0x4A5A86)),
    ]

    // MARK: - Cards

    /// The closed card of row `index` (taken modulo `count`) in a `width` × `height` pixel
    /// bitmap (design 335 × 165 pt): an accent side block with the price and pickup day, a
    /// white side with the item, its status, the route and the sender. Text is
    /// `scale` × the design point size; without `text` placeholder bars stand in.
    static func foreground(_ index: Int, width: Int, height: Int, scale: Double,
                           text: (any TextRasterizing)?) -> Bitmap {
        let cell = content(index)
        var p = Painter(width: width, height: height, design: SIMD2(designWidth, foregroundHeight),
                        scale: scale, text: text)
        let h = foregroundHeight
        p.clip(top: 0, bottom: h, margin: 0)

        // Side block: the accent gradient, with the order number, price, weight and day.
        let block = 112.0
        p.rect(x: 0, y: 0, width: block, height: h) { x, y in Palette.accentShade(cell.accent, x / block, y / h) }
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
        p.words(cell.item, x: left, centerY: 26, size: 17, bold: true, color: Palette.ink, maxWidth: right - left)
        p.pill(cell.status, x: left, centerY: 51, size: 10.5, fill: Palette.tint(cell.accent),
               ink: Palette.deep(cell.accent))
        let stop = left + 5
        p.rect(x: stop - 0.75, y: 82, width: 1.5, height: 24) { _, _ in Palette.rule }
        p.disc(cx: stop, cy: 82, radius: 4.5, color: Palette.rgb(cell.accent))
        p.disc(cx: stop, cy: 82, radius: 2, color: Palette.paper)
        p.disc(cx: stop, cy: 106, radius: 4.5, color: Palette.rgb(cell.accent))
        p.words(cell.fromCity, x: left + 18, centerY: 82, size: 13.5, bold: true, color: Palette.ink,
                maxWidth: 110)
        p.words(cell.toCity, x: left + 18, centerY: 106, size: 13.5, bold: true, color: Palette.ink,
                maxWidth: 110)
        p.words(cell.fromCode, x: right, centerY: 82, size: 11, color: Palette.muted, align: .right, maxWidth: 40)
        p.words(cell.toCode, x: right, centerY: 106, size: 11, color: Palette.muted, align: .right, maxWidth: 40)
        p.rect(x: left, y: 124, width: right - left, height: 1) { _, _ in Palette.rule }
        p.avatar(cell, cx: left + 10, cy: 144, radius: 10, size: 8.5)
        p.words(cell.sender, x: left + 27, centerY: 144, size: 12, color: Palette.body, maxWidth: 100)
        p.words(cell.piecesText, x: right, centerY: 144, size: 11, color: Palette.muted, align: .right,
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
        var p = Painter(width: width, height: height, design: SIMD2(designWidth, edges.last!), scale: scale,
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
            p.hairline(atY: edge, color: Palette.rule)
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
    private static func header(_ cell: CellContent, _ p: inout Painter, top: Double, bottom: Double) {
        let h = bottom - top
        p.clip(top: top, bottom: bottom, margin: 0)
        p.rect(x: 0, y: top, width: designWidth, height: h) { x, y in
            Palette.accentShade(cell.accent, x / designWidth, (y - top) / h)
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
    private static func route(_ cell: CellContent, _ p: inout Painter, top: Double, bottom: Double) {
        p.clip(top: top, bottom: bottom, margin: 3)
        let left = 20.0, right = designWidth - 20
        p.words("FROM", x: left, centerY: top + 28, size: 9.5, bold: true, color: Palette.muted, maxWidth: 80)
        p.words("TO", x: right, centerY: top + 28, size: 9.5, bold: true, color: Palette.muted, align: .right,
                maxWidth: 80)
        let codeWidth = Swift.max(
            p.words(cell.fromCode, x: left, centerY: top + 60, size: 30, bold: true, color: Palette.ink,
                    maxWidth: 100),
            p.words(cell.toCode, x: right, centerY: top + 60, size: 30, bold: true, color: Palette.ink,
                    align: .right, maxWidth: 100))
        p.words(cell.fromCity, x: left, centerY: top + 91, size: 12.5, color: Palette.body, maxWidth: 120)
        p.words(cell.toCity, x: right, centerY: top + 91, size: 12.5, color: Palette.body, align: .right,
                maxWidth: 120)

        // The flight path: dashes between two rings, the plane in the middle on a white
        // patch that interrupts the dashes.
        let a = left + codeWidth + 14, b = right - codeWidth - 14, y = top + 60
        let mid = (a + b) / 2
        let accent = Palette.rgb(cell.accent)
        var x = a + 6
        while x + 4 <= b - 6 {
            if abs(x + 2 - mid) > 17 {
                p.rect(x: x, y: y - 0.75, width: 4, height: 1.5) { _, _ in Palette.faint }
            }
            x += 7
        }
        for end in [a, b] {
            p.disc(cx: end, cy: y, radius: 4, color: accent)
            p.disc(cx: end, cy: y, radius: 2, color: Palette.paper)
        }
        p.paperPlane(cx: mid, cy: y, size: 22, color: cell.accent)
        p.words(cell.duration, x: mid, centerY: top + 84, size: 10.5, bold: true, color: Palette.muted,
                align: .center, maxWidth: Swift.max(b - a, 10))

        // The days, each with its time, under the cities.
        p.rect(x: left, y: top + 110, width: right - left, height: 1) { _, _ in Palette.rule }
        let pickup = p.words("Pickup", x: left, centerY: top + 134, size: 11.5, color: Palette.muted, maxWidth: 60)
        p.words(cell.pickupDate, x: left + pickup + 6, centerY: top + 134, size: 12.5, bold: true,
                color: Palette.ink, maxWidth: 80)
        let arrival = p.words(cell.deliveryDate, x: right, centerY: top + 134, size: 12.5, bold: true,
                              color: Palette.ink, align: .right, maxWidth: 80)
        p.words("Delivery", x: right - arrival - 6, centerY: top + 134, size: 11.5, color: Palette.muted,
                align: .right, maxWidth: 60)
    }

    /// The last strip: a full-width accent button.
    private static func requestButton(_ cell: CellContent, _ p: inout Painter, top: Double) {
        let y = top + 14, h = stripHeight - 28
        p.roundedRect(x: 16, y: y, width: designWidth - 32, height: h, radius: 8) { x, _ in
            Palette.accentShade(cell.accent, x / designWidth, 0.3)
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
        func draw(_ index: Int, _ p: inout Painter, top: Double, round: Int) {
            let cell = CellArt.content(index), data = CellArt.content(index + round)
            let h = CellArt.stripHeight, mid = top + h / 2
            let left = 20.0, right = CellArt.designWidth - 20
            switch self {
            case .sender:
                p.avatar(data, cx: left + 20, cy: mid, radius: 20, size: 14, accent: cell.accent)
                p.words(data.sender, x: left + 52, centerY: mid - 10, size: 15, bold: true, color: Palette.ink,
                        maxWidth: 170)
                p.words(round == 0 ? "Sender · \(data.deliveries) deliveries" : "Courier · \(data.deliveries) trips",
                        x: left + 52, centerY: mid + 11, size: 11.5, color: Palette.muted, maxWidth: 170)
                let rating = DecimalText.fixed(data.rating, places: 1)
                let width = p.words(rating, x: right, centerY: mid - 10, size: 14, bold: true, color: Palette.ink,
                                    align: .right, maxWidth: 40)
                p.words("★", x: right - width - 4, centerY: mid - 10, size: 14, color: Palette.star,
                        align: .right, maxWidth: 20)
                p.words("rating", x: right, centerY: mid + 11, size: 11.5, color: Palette.muted, align: .right,
                        maxWidth: 60)
            case .schedule:
                p.columns([("PICKUP", data.pickupTime), ("DELIVERY", data.deliveryTime), ("SERVICE", data.service)],
                          mid: mid)
            case .parcel:
                p.columns([("SIZE, CM", data.dimensions), ("PACKAGING", data.packaging), ("INSURED", data.insured)],
                          mid: mid)
            case .progress:
                p.words(data.status, x: left, centerY: top + 21, size: 14, bold: true, color: Palette.ink,
                        maxWidth: 200)
                p.words("\(Int((data.progress * 100).rounded()))%", x: right, centerY: top + 21, size: 12,
                        bold: true, color: Palette.deep(cell.accent), align: .right, maxWidth: 60)
                let barY = top + 37, barWidth = right - left
                p.roundedRect(x: left, y: barY, width: barWidth, height: 6, radius: 3) { _, _ in Palette.track }
                let done = Swift.min(Swift.max(data.progress, 0), 1) * barWidth
                if done > 0 {
                    p.roundedRect(x: left, y: barY, width: Swift.max(done, 6), height: 6, radius: 3) { x, _ in
                        Palette.rgb(cell.accent).mix(Palette.rgb(Palette.deep(cell.accent)), (x - left) / barWidth)
                    }
                }
                for (i, step) in ["Picked up", "In transit", "Delivered"].enumerated() {
                    let align: Painter.Align = i == 0 ? .left : (i == 1 ? .center : .right)
                    let x = [left, (left + right) / 2, right][i]
                    // Thresholds that match the statuses' progress values in `cells`.
                    let reached = data.progress >= [0.15, 0.35, 1.0][i]
                    p.words(step, x: x, centerY: top + 57, size: 10, bold: reached,
                            color: reached ? Palette.body : Palette.faintText, align: align, maxWidth: 100)
                }
            case .barcode:
                p.barcode(seed: UInt64(data.number), x: left, y: top + 14, width: 180, height: 30)
                p.words(data.tracking, x: left, centerY: top + 57, size: 10.5, color: Palette.muted, maxWidth: 180)
                p.words("TRACKING", x: right, centerY: top + 24, size: 9.5, bold: true, color: Palette.muted,
                        align: .right, maxWidth: 100)
                p.words("#\(data.number)", x: right, centerY: top + 45, size: 17, bold: true, color: Palette.ink,
                        align: .right, maxWidth: 100)
            case .note:
                let boxTop = top + 12, boxHeight = h - 24
                p.roundedRect(x: 16, y: boxTop, width: CellArt.designWidth - 32, height: boxHeight, radius: 8) { _, _ in
                    Palette.rgb(Palette.tint(cell.accent))
                }
                p.disc(cx: 38, cy: mid, radius: 11, color: Palette.rgb(cell.accent))
                p.words("i", x: 38, centerY: mid, size: 13, bold: true, color: .white, align: .center, maxWidth: 12)
                p.words("NOTE FOR THE COURIER", x: 58, centerY: mid - 9, size: 9, bold: true,
                        color: Palette.deep(cell.accent), maxWidth: 250)
                p.words(data.note, x: 58, centerY: mid + 8, size: 12.5, color: Palette.ink, maxWidth: 250)
            }
        }
    }
}

// MARK: - Palette

/// The cards' neutral colours and the accent's shades (sRGB, straight).
private enum Palette {
    /// The card's white.
    static let paper = SIMD3<Double>.hex(0xFFFFFF)
    /// Titles and figures: a blue-black.
    static let ink = Color(hex: 0x1F2433)
    /// Secondary text.
    static let body = Color(hex: 0x4B5263)
    /// Labels and captions.
    static let muted = Color(hex: 0x8A90A0)
    /// Steps not reached yet.
    static let faintText = Color(hex: 0xB3B8C4)
    /// Hairlines and dividers.
    static let rule = SIMD3<Double>.hex(0xE7E9EF)
    /// The flight path's dashes.
    static let faint = SIMD3<Double>.hex(0xC5CAD5)
    /// The progress bar's empty track.
    static let track = SIMD3<Double>.hex(0xEDEFF4)
    /// The rating star's gold.
    static let star = Color(hex: 0xF5B323)

    static func rgb(_ c: Color) -> SIMD3<Double> { SIMD3(c.r, c.g, c.b) }
    static func color(_ v: SIMD3<Double>) -> Color { Color(r: v.x, g: v.y, b: v.z) }

    /// The accent, 86 % toward white: pill and note backgrounds.
    static func tint(_ accent: Color) -> Color { color(rgb(accent).mix(.one, 0.86)) }
    /// The accent, 30 % toward a deep navy: text on a tint, the bar's far end.
    static func deep(_ accent: Color) -> Color { color(rgb(accent).mix(.hex(0x141833), 0.3)) }

    /// The accent's diagonal gradient at (u, v) in [0, 1]² of a block: a little lighter
    /// top left, deeper bottom right, as a lit sheet.
    static func accentShade(_ accent: Color, _ u: Double, _ v: Double) -> SIMD3<Double> {
        let t = Swift.min(Swift.max(0.65 * u + 0.35 * v, 0), 1)
        let base = rgb(accent)
        return base.mix(.one, 0.10).mix(base.mix(.hex(0x141833), 0.18), t)
    }
}

// MARK: - Painter

/// Drawing in design points on a `Canvas`, clipped to whole pixel rows of the panel
/// being drawn, so nothing reaches across a fold.
private struct Painter {
    var canvas: Canvas
    let text: (any TextRasterizing)?
    /// Pixels per design point along x and y.
    let sx: Double, sy: Double
    /// The card's design height, points.
    let designHeight: Double
    /// Pixels per font point: `scale`, but never more than the card's own scale, so text
    /// keeps to its layout when a caller's size and scale disagree.
    let fontScale: Double
    /// Text below this pixel size is not legible: a placeholder bar is drawn instead.
    static let smallestTextSize = 6.0
    /// The pixel rows and columns drawing may touch: x0 ≤ x < x1, y0 ≤ y < y1.
    private(set) var clipRect: (x0: Int, y0: Int, x1: Int, y1: Int)

    enum Align { case left, center, right }

    init(width: Int, height: Int, design: SIMD2<Double>, scale: Double, text: (any TextRasterizing)?) {
        canvas = Canvas(width: width, height: height, fill: Palette.paper)
        self.text = text
        sx = Double(canvas.width) / design.x
        sy = Double(canvas.height) / design.y
        designHeight = design.y
        let s = scale.isFinite && scale > 0 ? scale : sx
        fontScale = Swift.min(s, sx, sy)
        clipRect = (0, 0, canvas.width, canvas.height)
    }

    /// Limits drawing to the whole pixel rows between design y `top` and `bottom`, less
    /// `margin` pixels at each fold boundary (the rows a boundary passes through are
    /// excluded); the card's own top and bottom edges keep no margin.
    mutating func clip(top: Double, bottom: Double, margin: Int) {
        let y0 = top <= 0 ? 0 : Int((top * sy).rounded(.up)) + margin
        let y1 = bottom >= designHeight ? canvas.height : Int((bottom * sy).rounded(.down)) - margin
        let top = Swift.min(Swift.max(0, y0), canvas.height)
        clipRect = (0, top, canvas.width, Swift.min(Swift.max(top, y1), canvas.height))
    }

    /// The pixel box of a design rect (outward to whole pixels), intersected with the clip.
    private func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> (Double, Double, Double, Double) {
        let x0 = Swift.max(Double(clipRect.x0), (x * sx).rounded(.down))
        let y0 = Swift.max(Double(clipRect.y0), (y * sy).rounded(.down))
        let x1 = Swift.min(Double(clipRect.x1), ((x + w) * sx).rounded(.up))
        let y1 = Swift.min(Double(clipRect.y1), ((y + h) * sy).rounded(.up))
        return (x0, y0, Swift.max(x0, x1), Swift.max(y0, y1))
    }

    /// An axis-aligned rectangle in points, each pixel covered by its exact overlap area
    /// (box filter), shaded by `color(u, v)` in design points.
    mutating func rect(x: Double, y: Double, width w: Double, height h: Double, alpha: Double = 1,
                       color: (Double, Double) -> SIMD3<Double>) {
        guard w > 0, h > 0 else { return }
        let (sx, sy) = (sx, sy)
        canvas.rect((x * sx, y * sy, (x + w) * sx, (y + h) * sy), within: box(x, y, w, h), alpha: alpha) { cx, cy in
            color(cx / sx, cy / sy)
        }
    }

    /// A rounded rectangle in points (signed-distance coverage, a one-pixel ramp).
    mutating func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius: Double,
                              alpha: Double = 1, color: (Double, Double) -> SIMD3<Double>) {
        guard w > 0, h > 0 else { return }
        let (pw, ph) = (w * sx, h * sy)
        let r = Swift.min(radius * Swift.min(sx, sy), pw / 2, ph / 2)
        let (sx, sy) = (sx, sy)
        canvas.roundedRect(center: [(x + w / 2) * sx, (y + h / 2) * sy], inner: [pw / 2 - r, ph / 2 - r], radius: r,
                           within: box(x - 1, y - 1, w + 2, h + 2), alpha: alpha) { px, py in color(px / sx, py / sy) }
    }

    /// A disc of `radius` points around (cx, cy) in points.
    mutating func disc(cx: Double, cy: Double, radius: Double, alpha: Double = 1, color: SIMD3<Double>) {
        roundedRect(x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius, radius: radius,
                    alpha: alpha) { _, _ in color }
    }

    /// A full-width line one point thick (whole pixels, at least one) on the pixel rows
    /// nearest to design y, so it stays crisp wherever the boundary falls.
    mutating func hairline(atY y: Double, color: SIMD3<Double>) {
        let thickness = Swift.max(1, sy.rounded())
        let first = (y * sy - thickness / 2).rounded()
        rect(x: 0, y: first / sy, width: CellArt.designWidth, height: thickness / sy) { _, _ in color }
    }

    /// Draws `string` with its line box centred on `centerY` and its left edge, centre or
    /// right edge at `x` (points), shrunk in 8 % steps until it fits `maxWidth` points.
    /// Returns the drawn width in points (the estimated width of the placeholder bar when
    /// there is no rasterizer or the text would be illegibly small).
    @discardableResult
    mutating func words(_ string: String, x: Double, centerY: Double, size: Double, bold: Bool = false,
                        color: Color, align: Align = .left, maxWidth: Double = .infinity) -> Double {
        if let image = text?.fitted(string, pointSize: size * fontScale, bold: bold, width: maxWidth * sx,
                                    smallest: Self.smallestTextSize, color: color) {
            let width = Double(image.width)
            let left = x * sx - (align == .left ? 0 : align == .center ? width / 2 : width)
            draw(image, x: Int(left.rounded()), y: Int((centerY * sy - Double(image.height) / 2).rounded()))
            return width / sx
        }
        // Placeholder: a soft rounded bar about as long as the words would be.
        let estimate = Swift.min(Double(string.count) * size * (bold ? 0.66 : 0.58), maxWidth)
        let thickness = size * 0.55
        let left = x - (align == .left ? 0 : align == .center ? estimate / 2 : estimate)
        let rgb = Palette.rgb(color)
        roundedRect(x: left, y: centerY - thickness / 2, width: estimate, height: thickness, radius: thickness / 2,
                    alpha: color.a * 0.45) { _, _ in rgb }
        return estimate
    }

    /// A stadium with `string` inside (padding 9 × 4 points), its left or right edge at x.
    mutating func pill(_ string: String, x: Double, centerY: Double, size: Double, fill: Color,
                       fillAlpha: Double = 1, ink: Color, align: Align = .left) {
        let estimate: Double
        if let text, size * fontScale >= Self.smallestTextSize {
            estimate = Double(text.size(of: string, pointSize: size * fontScale, bold: true).width) / sx
        } else {
            estimate = Double(string.count) * size * 0.66
        }
        let width = Swift.min(estimate, 200) + 18, height = size + 9
        let left = align == .right ? x - width : x
        let rgb = Palette.rgb(fill)
        roundedRect(x: left, y: centerY - height / 2, width: width, height: height, radius: height / 2,
                    alpha: fillAlpha) { _, _ in rgb }
        words(string, x: left + width / 2, centerY: centerY, size: size, bold: true, color: ink, align: .center,
              maxWidth: width - 12)
    }

    /// A round avatar in the accent's tint with the sender's initials in the deep accent.
    mutating func avatar(_ cell: CellContent, cx: Double, cy: Double, radius: Double, size: Double,
                         accent: Color? = nil) {
        let accent = accent ?? cell.accent
        disc(cx: cx, cy: cy, radius: radius, color: Palette.rgb(Palette.tint(accent)).mix(Palette.rgb(accent), 0.12))
        words(cell.initials, x: cx, centerY: cy, size: size, bold: true, color: Palette.deep(accent), align: .center,
              maxWidth: radius * 1.6)
    }

    /// Up to three label-over-value columns across the strip, centred on `mid`.
    mutating func columns(_ items: [(label: String, value: String)], mid: Double) {
        let left = 20.0, step = (CellArt.designWidth - 40) / Double(Swift.max(items.count, 1))
        for (i, item) in items.enumerated() {
            let x = left + Double(i) * step
            if i > 0 { rect(x: x - 14, y: mid - 16, width: 1, height: 32) { _, _ in Palette.rule } }
            words(item.label, x: x, centerY: mid - 11, size: 9.5, bold: true, color: Palette.muted,
                  maxWidth: step - 20)
            words(item.value, x: x, centerY: mid + 10, size: 16, bold: true, color: Palette.ink, maxWidth: step - 20)
        }
    }

    /// A paper plane pointing right, `size` points long, centred at (cx, cy), on a small
    /// white patch; the lower wing a shade deeper so the fold shows.
    mutating func paperPlane(cx: Double, cy: Double, size: Double, color: Color) {
        disc(cx: cx, cy: cy, radius: size * 0.75, color: Palette.paper)
        let s = size / 2
        func point(_ u: Double, _ v: Double) -> SIMD2<Double> { SIMD2((cx + u * s) * sx, (cy + v * s) * sy) }
        let upper = Path.polygon([point(-1, -0.7), point(1, 0), point(-0.45, 0.05), point(-0.9, 0)])
        let lower = Path.polygon([point(-0.45, 0.05), point(1, 0), point(-0.55, 0.75)])
        fill([upper], color: color)
        fill([lower], color: Palette.deep(color))
    }

    /// Fills design-space paths already mapped to pixels, through an exact-area `Path`
    /// fill into a small bitmap over their bounds, composited within the clip.
    mutating func fill(_ paths: [Path], color: Color) {
        var lo = SIMD2<Double>(repeating: .infinity), hi = SIMD2<Double>(repeating: -.infinity)
        for path in paths {
            guard let bounds = path.controlBounds else { continue }
            lo = pointwiseMin(lo, bounds.min)
            hi = pointwiseMax(hi, bounds.max)
        }
        guard lo.x.isFinite, hi.x.isFinite, lo.y.isFinite, hi.y.isFinite else { return }
        let x0 = Int(lo.x.rounded(.down)), y0 = Int(lo.y.rounded(.down))
        let w = Int(hi.x.rounded(.up)) - x0, h = Int(hi.y.rounded(.up)) - y0
        guard w > 0, h > 0, w < 4096, h < 4096 else { return }
        var image = Bitmap(width: w, height: h)
        for path in paths { image.fill(path.translated(by: SIMD2(-Double(x0), -Double(y0))), color: color) }
        draw(image, x: x0, y: y0)
    }

    /// A barcode of bars one to three modules wide (module ≈ 1.4 points, whole pixels so
    /// the bars stay crisp), from a fixed-seed generator: the same seed, the same code.
    mutating func barcode(seed: UInt64, x: Double, y: Double, width: Double, height: Double) {
        let module = Swift.max(1, (1.4 * sx).rounded())
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next() -> Int {
            // xorshift64*: small, fixed, good enough to look like a code.
            state ^= state >> 12; state ^= state << 25; state ^= state >> 27
            return Int((state &* 0x2545_F491_4F6C_DD1D) >> 61) % 3 + 1
        }
        var px = (x * sx).rounded()
        let end = ((x + width) * sx).rounded(.down)
        let top = y * sy, bottom = (y + height) * sy
        var dark = true
        while true {
            let bar = Double(next()) * module
            if px + bar > end { break }
            if dark {
                let (bx, bw) = (px / sx, bar / sx)
                rect(x: bx, y: top / sy, width: bw, height: (bottom - top) / sy) { _, _ in .hex(0x262B38) }
            }
            px += bar
            dark.toggle()
        }
    }

    /// Composites a premultiplied image with its top-left at pixel (x, y), within the clip.
    mutating func draw(_ image: Bitmap, x: Int, y: Int) {
        canvas.draw(image, x: x, y: y, clip: clipRect)
    }

    /// The canvas quantised to 8 bits with the tiled dither (±0.8 level, a row at a time:
    /// at 2× a container has up to a million pixels) and cut to the card's rounded
    /// corners of `radius` pixels, outside transparent and the corners antialiased.
    func card(radius: Double) -> Bitmap {
        var out = canvas.bitmap(dither: .tiled)
        out.cutCorners(radius: radius)
        return out
    }
}
