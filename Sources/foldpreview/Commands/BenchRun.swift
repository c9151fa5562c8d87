import Foundation
import Media

/// What one benchmark measures: a mode or workload at one canvas size on a number of
/// threads. Two runs are compared figure by figure on this key.
struct BenchKey: Hashable, Sendable {
    /// The mode's or workload's name ("fold", "mpfold").
    let name: String
    /// The canvas, "WxH" in pixels ("1280x800").
    let size: String
    /// Rendering threads, 1…64.
    let threads: Int

    /// The key as `bench` starts its text lines: "fold      1280x800   threads 1".
    var label: String { pad(name, 9) + " " + pad(size, 10) + " threads \(threads)" }
}

/// One line of `bench --json`: a benchmark's key and its figures.
struct BenchRecord: Equatable, Sendable {
    let key: BenchKey
    /// Timed frames.
    let frames: Int
    /// Median and 95th-percentile frame time, milliseconds (positive).
    let medianMs: Double, p95Ms: Double
}

/// A whole `bench --json` run, as written to a file: its records in the order they ran.
struct BenchRun: Sendable {
    let records: [BenchRecord]
    private let byKey: [BenchKey: BenchRecord]

    /// A run of `records`; a key that repeats keeps its first record (`parse` refuses
    /// repeats, so only runs built in memory can have them).
    init(_ records: [BenchRecord]) {
        self.records = records
        byKey = Dictionary(records.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The record measured for `key`, if this run has one.
    subscript(key: BenchKey) -> BenchRecord? { byKey[key] }

    /// The keys of this run, in order, that `other` has no record for.
    func keys(missingFrom other: BenchRun) -> [BenchKey] {
        records.map(\.key).filter { other[$0] == nil }
    }
}

extension BenchRun {
    /// The largest file read as a run: a run of every mode at many sizes is a few kB.
    static let maximumFileBytes = 4 << 20

    /// The run `bench --json` wrote to `path`; anything else is a one-line error naming
    /// the file (and the line).
    static func read(path: String) throws -> BenchRun {
        guard FileSystem.exists(path) else { throw CLIError("cannot read '\(path)': no such file") }
        guard FileSystem.isRegularFile(path) else { throw CLIError("cannot read '\(path)': not a regular file") }
        let data: Data
        do { data = try TextInput.contents(of: path, limit: maximumFileBytes) } catch {
            if case .unreadable(_, let reason) = error, reason.hasPrefix("it is ") {
                throw CLIError("'\(path)' is too large to be a 'foldpreview bench --json' run")
            }
            throw CLIError(error.description)
        }
        return try parse(String(decoding: data, as: UTF8.self), source: path)
    }

    /// The run in `text`, JSON lines as `bench --json` writes them (blank lines skipped);
    /// `source` names the text in errors.
    static func parse(_ text: String, source: String) throws -> BenchRun {
        var records: [BenchRecord] = []
        var firstLine: [BenchKey: Int] = [:]
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            let number = index + 1
            let record: BenchRecord
            do { record = try BenchLine.decode(line) } catch let problem as BenchLine.Problem {
                throw CLIError("'\(source)' line \(number) is not what 'foldpreview bench --json' writes"
                               + " (\(problem.reason))")
            }
            if let first = firstLine[record.key] {
                throw CLIError("'\(source)' line \(number) repeats \(record.key.name) \(record.key.size)"
                               + " threads \(record.key.threads) of line \(first); a run measures each once")
            }
            firstLine[record.key] = number
            records.append(record)
        }
        guard !records.isEmpty else {
            throw CLIError("'\(source)' holds no bench results (write one with 'foldpreview bench --json > FILE')")
        }
        return BenchRun(records)
    }
}

/// The JSON object of one `bench --json` line, and why a line is not one.
private struct BenchLine: Decodable {
    let name: String, size: String, threads: Int, frames: Int
    let medianMs: Double, p95Ms: Double

    enum CodingKeys: String, CodingKey {
        case name, size, threads, frames, medianMs = "median_ms", p95Ms = "p95_ms"
    }

    struct Problem: Error { let reason: String }

    static func decode(_ line: Substring) throws -> BenchRecord {
        let object: BenchLine
        do { object = try JSONDecoder().decode(BenchLine.self, from: Data(line.utf8)) } catch let error as DecodingError {
            switch error {
            case .keyNotFound(let key, _):
                throw Problem(reason: "no \"\(key.stringValue)\"")
            case .typeMismatch(_, let context), .valueNotFound(_, let context):
                guard let key = context.codingPath.last else { throw Problem(reason: "not a JSON object") }
                throw Problem(reason: "\"\(key.stringValue)\" has the wrong type")
            default:
                throw Problem(reason: "not JSON")
            }
        } catch {
            throw Problem(reason: "not JSON")
        }
        // Names are printed on the comparison's rows: no control characters (a newline
        // would split a row, an escape would reach the terminal).
        for (key, text) in [("name", object.name), ("size", object.size)]
        where text.isEmpty || text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            throw Problem(reason: "\"\(key)\" must be a non-empty line of text")
        }
        guard object.threads >= 1 else { throw Problem(reason: "\"threads\" must be 1 or more") }
        guard object.frames >= 1 else { throw Problem(reason: "\"frames\" must be 1 or more") }
        for (key, value) in [("median_ms", object.medianMs), ("p95_ms", object.p95Ms)] where !(value > 0) {
            throw Problem(reason: "\"\(key)\" must be above 0 ms")
        }
        return BenchRecord(key: BenchKey(name: object.name, size: object.size, threads: object.threads),
                           frames: object.frames, medianMs: object.medianMs, p95Ms: object.p95Ms)
    }
}
