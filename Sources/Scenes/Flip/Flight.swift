/// One flight on the board (seed 004's Flight.plist, with its field names and values
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
}
