import Foundation
import Media
import Scenes
import Testing

extension MediaSuite {
    @Suite struct FlightsFileTests {
        /// The repository's `Resources/flights.json`, found from this file's path.
        static var shippedPath: String {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Resources/flights.json").path
        }

        /// One valid entry as JSON text, with `change` applied to its fields.
        static func entry(_ change: (inout [String: String]) -> Void = { _ in }) -> String {
            var fields = ["sourcePlace": "BEIJING", "targetPlace": "WUHAN", "terminalGate": "T3 - 11",
                          "flightNo": "HK0007", "departureTime": "11 JUL 2015 9:45 AM",
                          "landTime": "11 JUL 2015 11:45 AM", "status": "LANDED", "background": "dusk"]
            change(&fields)
            let body = fields.keys.sorted().map { "\"\($0)\": \"\(fields[$0]!)\"" }.joined(separator: ", ")
            return "{\(body)}"
        }

        /// The board's flights file format (as the executable reads it).
        static let format = RecordsFile.Format(
            listKey: "flights", noun: "flight", fieldNames: Flight.fieldNames, maximumCount: Flight.maximumCount,
            maximumFieldLength: Flight.maximumFieldLength,
            maximumFieldBytes: Flight.maximumFieldBytes)

        static func parse(_ json: String) throws(MediaError) -> [Flight] {
            try RecordsFile.parse(Data(json.utf8), path: "f.json", format: format, make: Flight.init(fields:))
        }

        static func load(path: String) throws(MediaError) -> [Flight] {
            try RecordsFile.load(path: path, format: format, make: Flight.init(fields:))
        }

        /// The message `parse` throws for `json`, or nil when it parses.
        static func problem(_ json: String) -> String? {
            do {
                _ = try Self.parse(json)
                return nil
            } catch {
                return error.description
            }
        }

        @Test func theShippedFileIsTheSeedsThreeFlights() throws {
            let flights = try Self.load(path: Self.shippedPath)
            #expect(flights == Flight.seedFlights)
            #expect(flights.map(\.status) == [.landed, .departure, .landed])
            #expect(Set(flights.map(\.background)).count == 3)
        }

        @Test func aValidFileParsesInOrderWithTrimmedValuesAndCaseTolerantEnums() throws {
            let json = "{\"flights\": [\(Self.entry()), \(Self.entry { $0["flightNo"] = "  AB12 "; $0["status"] = "departure"; $0["background"] = "Snow" })]}"
            let flights = try Self.parse(json)
            #expect(flights.count == 2)
            #expect(flights[1].flightNo == "AB12")
            #expect(flights[1].status == .departure)
            #expect(flights[1].background == .snow)
            // 40 characters of several scalars (a plane and its emoji selector, an e with two
            // accents) are within both bounds.
            let wide = String(repeating: "\u{2708}\u{FE0F}e\u{301}\u{302}", count: 20)
            #expect(wide.count == 40 && wide.utf8.count == 220)
            #expect(try Self.parse("{\"flights\": [\(Self.entry { $0["sourcePlace"] = wide })]}")[0].sourcePlace == wide)
        }

        @Test func everyMalformedFileIsRefusedNamingTheFileEntryAndField() {
            let cases: [(json: String, expected: String)] = [
                ("{\"flights\": [", "flights file 'f.json': not valid JSON"),
                ("{\"flights\": [\(Self.entry()),]}", "a comma before a closing bracket"),
                ("[]", "expected an object {\"flights\": [ … ]} at the top"),
                ("{\"flight\": []}", "expected an object {\"flights\": [ … ]} at the top"),
                ("{\"flights\": [], \"extra\": 1}", "unknown top-level key 'extra'"),
                ("{\"flights\": {}}", "\"flights\" must be a list of flights, got an object"),
                ("{\"flights\": []}", "the \"flights\" list is empty"),
                ("{\"flights\": [\(Self.entry()), 3]}", "entry 2 must be an object with the fields sourcePlace"),
                ("{\"flights\": [\(Self.entry { $0["status"] = "DEPATURE" })]}",
                 "entry 1: field 'status' must be \"LANDED\" or \"DEPARTURE\", got \"DEPATURE\""),
                ("{\"flights\": [\(Self.entry()), \(Self.entry { $0["background"] = "bg2" })]}",
                 "entry 2: field 'background' must be one of \"dusk\", \"snow\", \"clear\", got \"bg2\""),
                ("{\"flights\": [\(Self.entry { $0["landTime"] = nil })]}", "entry 1: field 'landTime' is missing"),
                ("{\"flights\": [\(Self.entry { $0["depatureTime"] = "x" })]}", "entry 1: unknown field 'depatureTime'"),
                ("{\"flights\": [\(Self.entry { $0["flightNo"] = "   " })]}", "entry 1: field 'flightNo' is empty"),
                ("{\"flights\": [\(Self.entry { $0["sourcePlace"] = String(repeating: "A", count: 41) })]}",
                 "entry 1: field 'sourcePlace' is 41 characters long"),
                // One character (a letter and 250 combining acute accents) of 501 bytes.
                ("{\"flights\": [\(Self.entry { $0["sourcePlace"] = "A" + String(repeating: "\u{301}", count: 250) })]}",
                 "entry 1: field 'sourcePlace' is 501 bytes long (at most 40 characters and 400 bytes of UTF-8)"),
                ("{\"flights\": [{\"sourcePlace\": 7}]}", "entry 1: field 'sourcePlace' must be a string, got a number"),
                ("{\"flights\": [{\"sourcePlace\": true}]}", "entry 1: field 'sourcePlace' must be a string, got true/false"),
                ("{\"flights\": [\(Array(repeating: Self.entry(), count: 13).joined(separator: ","))]}",
                 "13 flights is too many (at most 12)"),
            ]
            for (json, expected) in cases {
                let message = Self.problem(json)
                #expect(message?.contains(expected) == true, "\(json.prefix(80)) → \(message ?? "parsed")")
                #expect(message?.hasPrefix("flights file 'f.json': ") == true)
                #expect(message?.contains("\n") == false)
            }
        }

        @Test func fileProblemsAreTheUsualOnes() throws {
            let dir = try ScratchDirectory()
            defer { dir.remove() }
            #expect(throws: MediaError.fileNotFound(path: dir.file("none.json"))) {
                try Self.load(path: dir.file("none.json"))
            }
            #expect(throws: MediaError.notAFile(path: dir.path)) { try Self.load(path: dir.path) }
            let empty = try dir.write([], to: "empty.json")
            #expect(throws: MediaError.emptyFile(path: empty)) { try Self.load(path: empty) }
        }
    }
}
