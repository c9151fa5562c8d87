import Foundation
import Scenes

/// Reads the flight board's data: a JSON file `{"flights": [{…}, …]}` whose entries have
/// exactly the string fields of `Flight.fieldNames` (`Resources/flights.json` is the
/// seed's three flights; a user may edit it or pass `--flights FILE`).
///
/// The reader is strict so that a typo shows at once: every problem is refused with a
/// message naming the file, the entry (counting from 1) and the field.
public enum FlightsFile {
    /// At most this many flights (the page dots must fit under the status word).
    public static let maximumCount = 12
    /// At most this many characters per field (longer text cannot be read on the board).
    public static let maximumFieldLength = 40

    /// The flights in the file at `path`, in order.
    public static func load(path: String) throws(MediaError) -> [Flight] {
        try FileSystem.checkReadableFile(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(path: path, reason: "the file could not be read")
        }
        return try parse(data, path: path)
    }

    /// The flights in `data` (JSON); `path` names the source in messages.
    public static func parse(_ data: Data, path: String) throws(MediaError) -> [Flight] {
        func refuse(_ problem: String) -> MediaError { .malformedFlights(path: path, problem: problem) }
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw refuse("not valid JSON" + (detail.map { " (\($0))" } ?? ""))
        }
        guard let top = root as? [String: Any], let list = top["flights"] else {
            throw refuse("expected an object {\"flights\": [ … ]} at the top")
        }
        if let extra = (root as? [String: Any])?.keys.first(where: { $0 != "flights" }) {
            throw refuse("unknown top-level key '\(extra)' (only \"flights\" is read)")
        }
        guard let entries = list as? [Any] else {
            throw refuse("\"flights\" must be a list of flights, got \(kind(of: list))")
        }
        guard !entries.isEmpty else { throw refuse("the \"flights\" list is empty (the board needs at least one)") }
        guard entries.count <= maximumCount else {
            throw refuse("\(entries.count) flights is too many (at most \(maximumCount))")
        }
        var flights: [Flight] = []
        for (offset, entry) in entries.enumerated() {
            flights.append(try flight(entry, number: offset + 1, refuse: refuse))
        }
        return flights
    }

    /// One entry, checked field by field in the file's documented order.
    private static func flight(_ entry: Any, number: Int, refuse: (String) -> MediaError) throws(MediaError) -> Flight {
        let names = Flight.fieldNames.joined(separator: ", ")
        guard let fields = entry as? [String: Any] else {
            throw refuse("entry \(number) must be an object with the fields \(names), got \(kind(of: entry))")
        }
        if let unknown = fields.keys.sorted().first(where: { !Flight.fieldNames.contains($0) }) {
            throw refuse("entry \(number): unknown field '\(unknown)' (the fields are \(names))")
        }
        func text(_ name: String) throws(MediaError) -> String {
            guard let value = fields[name] else { throw refuse("entry \(number): field '\(name)' is missing") }
            guard let string = value as? String else {
                throw refuse("entry \(number): field '\(name)' must be a string, got \(kind(of: value))")
            }
            let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { throw refuse("entry \(number): field '\(name)' is empty") }
            guard trimmed.count <= maximumFieldLength else {
                throw refuse("entry \(number): field '\(name)' is \(trimmed.count) characters long"
                             + " (at most \(maximumFieldLength) fit on the board)")
            }
            guard !trimmed.contains(where: { $0.isNewline }) else {
                throw refuse("entry \(number): field '\(name)' must be one line")
            }
            return trimmed
        }
        let sourcePlace = try text("sourcePlace")
        let targetPlace = try text("targetPlace")
        let terminalGate = try text("terminalGate")
        let flightNo = try text("flightNo")
        let departureTime = try text("departureTime")
        let landTime = try text("landTime")
        let statusText = try text("status")
        guard let status = Flight.Status(rawValue: statusText.uppercased()) else {
            let choices = Flight.Status.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            throw refuse("entry \(number): field 'status' must be \(choices), got \"\(statusText)\"")
        }
        let backgroundText = try text("background")
        guard let background = Flight.Background(rawValue: backgroundText.lowercased()) else {
            let choices = Flight.Background.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw refuse("entry \(number): field 'background' must be one of \(choices), got \"\(backgroundText)\"")
        }
        return Flight(sourcePlace: sourcePlace, targetPlace: targetPlace, terminalGate: terminalGate,
                      flightNo: flightNo, departureTime: departureTime, landTime: landTime,
                      status: status, background: background)
    }

    /// "a number", "a list", … for messages about a JSON value of the wrong kind.
    private static func kind(of value: Any) -> String {
        switch value {
        case is String: return "a string"
        case is NSNull: return "null"
        case let number as NSNumber:
            // JSON true/false arrive as NSNumbers holding a C char.
            return String(cString: number.objCType) == "c" ? "true/false" : "a number"
        case is [Any]: return "a list"
        case is [String: Any]: return "an object"
        default: return "a value of another kind"
        }
    }
}
