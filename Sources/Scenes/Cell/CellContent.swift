import Raster

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

extension CellArt {
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
}
