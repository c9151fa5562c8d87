import Raster

/// Two bench runs side by side, figure by figure: for each benchmark of the new run its
/// median and p95 frame times, the saved ones, and new / saved. A ratio above
/// 1 + `threshold` is a regression (flagged SLOWER), below 1 − `threshold` an improvement.
/// Pure: `bench --compare` prints it, the tests call it with runs built in memory.
struct BenchComparison: Sendable {
    /// A figure of one benchmark.
    enum Figure: String, CaseIterable, Sendable {
        case median, p95

        func value(of record: BenchRecord) -> Double {
            switch self {
            case .median: record.medianMs
            case .p95: record.p95Ms
            }
        }
    }

    /// How a new figure stands against the saved one.
    enum Verdict: Equatable, Sendable {
        /// More than `threshold` slower: ratio > 1 + threshold.
        case slower
        /// More than `threshold` faster: ratio < 1 − threshold.
        case faster
        /// Within `threshold` either way (exactly 1 + threshold included).
        case similar
        /// The saved run has no such benchmark.
        case notSaved
    }

    /// One figure of one benchmark, saved and new.
    struct Row: Equatable, Sendable {
        let key: BenchKey
        let figure: Figure
        /// Milliseconds; nil when the saved run lacks the benchmark.
        let saved: Double?
        /// Milliseconds.
        let new: Double
        /// new / saved; nil when there is no saved figure.
        var ratio: Double? { saved.map { new / $0 } }
        let verdict: Verdict
    }

    /// The default threshold: 10 %.
    static let standardThreshold = 0.10

    /// Every figure of the new run, in its order.
    let rows: [Row]
    /// Benchmarks of the saved run that the new one did not measure.
    let unmeasured: [BenchKey]
    /// The fraction either way within which two figures count as the same (0.10: 10 %).
    let threshold: Double

    init(saved: BenchRun, new: BenchRun, threshold: Double = standardThreshold) {
        rows = new.records.flatMap { Self.rows(for: $0, saved: saved, threshold: threshold) }
        unmeasured = saved.keys(missingFrom: new)
        self.threshold = threshold
    }

    /// The rows of one new benchmark, median then p95, against `saved`: what
    /// `bench --compare` prints as each benchmark finishes.
    static func rows(for record: BenchRecord, saved: BenchRun, threshold: Double = standardThreshold) -> [Row] {
        let old = saved[record.key]
        return Figure.allCases.map { figure in
            let new = figure.value(of: record)
            guard let old else { return Row(key: record.key, figure: figure, saved: nil, new: new, verdict: .notSaved) }
            let before = figure.value(of: old)
            let ratio = new / before
            let verdict: Verdict = ratio > 1 + threshold ? .slower : ratio < 1 - threshold ? .faster : .similar
            return Row(key: record.key, figure: figure, saved: before, new: new, verdict: verdict)
        }
    }

    /// Rows more than `threshold` slower.
    var regressions: Int { rows.filter { $0.verdict == .slower }.count }
    /// Rows with a saved counterpart.
    var compared: Int { rows.filter { $0.verdict != .notSaved }.count }
    /// The threshold as a person reads it: "10 %".
    var percent: String { DecimalText.shortest((threshold * 100 * 1e6).rounded() / 1e6) + " %" }
}

extension BenchComparison {
    /// `row` as one aligned line; `savedName` names the saved run when the row has no
    /// counterpart there:
    /// "fold      1280x800   threads 1  median  saved  0.634 ms  new  0.781 ms  ratio 1.232  SLOWER".
    static func text(of row: Row, savedName: String) -> String {
        let saved = row.saved.map { DecimalText.fixed($0, places: 3) + " ms" } ?? "—"
        let new = DecimalText.fixed(row.new, places: 3) + " ms"
        let ratio = row.ratio.map { DecimalText.fixed($0, places: 3) } ?? "—"
        let note = switch row.verdict {
        case .slower: "  SLOWER"
        case .faster: "  faster"
        case .similar: ""
        case .notSaved: "  not in \(savedName)"
        }
        return row.key.label + "  " + pad(row.figure.rawValue, 6) + "  saved " + padLeft(saved, 12)
            + "  new " + padLeft(new, 12) + "  ratio " + padLeft(ratio, 5) + note
    }

    /// The line after the rows: "2 of 24 figures more than 10 % slower", then the faster
    /// ones and what either run lacks. `newName` names the new run ("this run", "new.json").
    func summary(savedName: String, newName: String) -> String {
        let faster = rows.filter { $0.verdict == .faster }.count
        let notSaved = rows.count - compared
        var line: String
        if compared == 0 {
            line = "nothing compared: none of the \(rows.count) figures of \(newName) is in \(savedName)"
        } else {
            line = "\(regressions) of \(compared) figures more than \(percent) slower"
            if faster > 0 { line += ", \(faster) more than \(percent) faster" }
            if notSaved > 0 { line += "; \(notSaved) more not in \(savedName)" }
        }
        if !unmeasured.isEmpty {
            line += "; \(unmeasured.count * Figure.allCases.count) figures of \(savedName) not in \(newName)"
        }
        return line
    }
}

/// `text` padded on the left with spaces to at least `width` characters.
func padLeft(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: Swift.max(0, width - text.count)) + text
}
