/// One flight on the board (the seed's Flight.plist, with its field names and values
/// spelled correctly: `departureTime`, `DEPARTURE`, `terminalGate`).
public struct Flight: Equatable, Sendable {
    /// Whether the board shows the flight as arrived or leaving; it picks the top time,
    /// the arrows, the status word, the visible line and the bottom label.
    public enum Status: String, CaseIterable, Sendable {
        case landed = "LANDED"
        case departure = "DEPARTURE"
    }

    /// The board's backdrop for this flight, drawn by our own code.
    public enum Background: String, CaseIterable, Sendable {
        case dusk, snow, clear
    }

    /// City the flight leaves from, e.g. "BEIJING".
    public var sourcePlace: String
    /// City the flight goes to, e.g. "WUHAN".
    public var targetPlace: String
    /// Terminal and gate, e.g. "T3 - 11".
    public var terminalGate: String
    /// Flight number, e.g. "HK0007".
    public var flightNo: String
    /// Departure date and time as shown, e.g. "11 JUL 2015 9:45 AM".
    public var departureTime: String
    /// Landing date and time as shown.
    public var landTime: String
    public var status: Status
    public var background: Background

    public init(sourcePlace: String, targetPlace: String, terminalGate: String, flightNo: String,
                departureTime: String, landTime: String, status: Status, background: Background) {
        self.sourcePlace = sourcePlace
        self.targetPlace = targetPlace
        self.terminalGate = terminalGate
        self.flightNo = flightNo
        self.departureTime = departureTime
        self.landTime = landTime
        self.status = status
        self.background = background
    }

    /// The JSON keys of a flight in `flights.json`, in the order the file lists them.
    public static let fieldNames = ["sourcePlace", "targetPlace", "terminalGate", "flightNo",
                                    "departureTime", "landTime", "status", "background"]
    /// At most this many flights (the page dots must fit under the status word).
    public static let maximumCount = 12
    /// At most this many characters per field (longer text cannot be read on the board).
    public static let maximumFieldLength = 40
    /// At most this many bytes of UTF-8 per field, ten a character on average: 40 letters,
    /// accented or not, or emoji with their selectors and joiners fit; a character piled
    /// with combining marks does not (it would pass the character count at any size, and
    /// one of 7.6 MB took 9 s to draw).
    public static let maximumFieldBytes = 400

    /// A field of a flights file entry that names no status or background.
    public struct FieldError: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// A flight from a file entry's fields (`fieldNames`, trimmed strings): the status and
    /// background are matched without regard to case.
    public init(fields: [String: String]) throws(FieldError) {
        func text(_ name: String) -> String { fields[name] ?? "" }
        guard let status = Status(rawValue: text("status").uppercased()) else {
            let choices = Status.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            throw FieldError(description: "field 'status' must be \(choices), got \"\(text("status"))\"")
        }
        guard let background = Background(rawValue: text("background").lowercased()) else {
            let choices = Background.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw FieldError(description: "field 'background' must be one of \(choices), got \"\(text("background"))\"")
        }
        self.init(sourcePlace: text("sourcePlace"), targetPlace: text("targetPlace"),
                  terminalGate: text("terminalGate"), flightNo: text("flightNo"),
                  departureTime: text("departureTime"), landTime: text("landTime"),
                  status: status, background: background)
    }
}

extension Flight {
    /// The seed's three flights (Flight.plist, spelling corrected), the same as the shipped
    /// `Resources/flights.json`: what a board shows when it is given no flights.
    public static let seedFlights: [Flight] = [
        Flight(sourcePlace: "BEIJING", targetPlace: "WUHAN", terminalGate: "T3 - 11", flightNo: "HK0007",
               departureTime: "11 JUL 2015 9:45 AM", landTime: "11 JUL 2015 11:45 AM",
               status: .landed, background: .dusk),
        Flight(sourcePlace: "TIANJIN", targetPlace: "XI'AN", terminalGate: "T2 - 10", flightNo: "KJ0003",
               departureTime: "11 JUN 2015 6:45 AM", landTime: "11 JUN 2015 9:45 AM",
               status: .departure, background: .snow),
        Flight(sourcePlace: "BAOJI", targetPlace: "XIJIANG", terminalGate: "T3 - 08", flightNo: "WJ0093",
               departureTime: "9 FEB 2015 6:45 AM", landTime: "9 FEB 2015 8:45 AM",
               status: .landed, background: .clear),
    ]
}
