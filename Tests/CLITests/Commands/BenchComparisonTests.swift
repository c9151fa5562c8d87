@testable import foldpreview
import Testing

/// `bench --compare` as a pure function: two runs built in memory, figure by figure.
@Suite struct BenchComparisonTests {
    static func record(_ name: String, _ size: String, threads: Int = 1, median: Double, p95: Double) -> BenchRecord {
        BenchRecord(key: BenchKey(name: name, size: size, threads: threads), frames: 600, medianMs: median, p95Ms: p95)
    }

    static let saved = BenchRun([
        record("fold", "1280x800", median: 1.0, p95: 2.0),
        record("fold", "1920x1080", median: 4.0, p95: 5.0),
        record("mpfold", "1280x800", median: 0.5, p95: 0.6),
    ])

    @Test func twentyPercentSlowerIsFlaggedFivePercentIsNot() {
        let new = BenchRun([
            Self.record("fold", "1280x800", median: 1.2, p95: 2.1),      // median 20 % slower, p95 5 %
            Self.record("fold", "1920x1080", median: 4.4, p95: 4.0),     // exactly 10 % is not flagged; 20 % faster
        ])
        let comparison = BenchComparison(saved: Self.saved, new: new)
        #expect(comparison.rows.map(\.verdict) == [.slower, .similar, .similar, .faster])
        #expect(comparison.regressions == 1)
        let ratio = comparison.rows[0].ratio ?? 0
        #expect(abs(ratio - 1.2) < 1e-12, "\(ratio)")
        let slower = BenchComparison.text(of: comparison.rows[0], savedName: "base.json")
        #expect(slower.hasPrefix("fold      1280x800   threads 1  median"), "\(slower)")
        #expect(slower.contains("1.000 ms") && slower.contains("1.200 ms") && slower.contains("ratio 1.200"), "\(slower)")
        #expect(slower.hasSuffix("SLOWER"), "\(slower)")
        #expect(!BenchComparison.text(of: comparison.rows[1], savedName: "base.json").contains("SLOWER"))
        #expect(BenchComparison.text(of: comparison.rows[3], savedName: "base.json").hasSuffix("faster"))
        // mpfold was saved but not measured this time.
        #expect(comparison.unmeasured == [BenchKey(name: "mpfold", size: "1280x800", threads: 1)])
        #expect(comparison.summary(savedName: "base.json", newName: "this run")
                == "1 of 4 figures more than 10 % slower, 1 more than 10 % faster; 2 figures of base.json not in this run")
    }

    @Test func aRowTheSavedRunLacksIsReportedAndNotCounted() {
        let new = BenchRun([
            Self.record("fold", "1280x800", median: 1.0, p95: 2.0),
            Self.record("fold", "1280x800", threads: 2, median: 0.6, p95: 1.1),    // saved on 1 thread only
            Self.record("mpfold", "1280x800", median: 0.5, p95: 0.6),
            Self.record("fold", "1920x1080", median: 4.0, p95: 5.0),
        ])
        let comparison = BenchComparison(saved: Self.saved, new: new)
        let missing = comparison.rows.filter { $0.verdict == .notSaved }
        #expect(missing.count == 2 && missing.allSatisfy { $0.key.threads == 2 && $0.saved == nil && $0.ratio == nil })
        let line = BenchComparison.text(of: missing[0], savedName: "base.json")
        #expect(line.hasSuffix("not in base.json") && line.contains("0.600 ms"), "\(line)")
        #expect(comparison.regressions == 0 && comparison.unmeasured.isEmpty)
        #expect(comparison.summary(savedName: "base.json", newName: "new.json")
                == "0 of 6 figures more than 10 % slower; 2 more not in base.json")
        // Nothing in common: said as such, not "0 of 0".
        let other = BenchComparison(saved: BenchRun([Self.record("cell", "64x40", median: 1, p95: 1)]), new: new)
        #expect(other.summary(savedName: "old.json", newName: "new.json").hasPrefix("nothing compared"))
    }

    @Test func theRowsOfOneBenchmarkAreWhatTheWholeComparisonHolds() {
        let record = Self.record("fold", "1920x1080", median: 6.0, p95: 5.5)
        let rows = BenchComparison.rows(for: record, saved: Self.saved)
        #expect(rows == BenchComparison(saved: Self.saved, new: BenchRun([record])).rows)
        #expect(rows.map(\.figure) == [.median, .p95] && rows.map(\.verdict) == [.slower, .similar])
    }

    @Test func savedRunsAreReadFromJSONLinesAndAnythingElseIsOneLine() throws {
        let text = """
            {"name": "fold", "size": "1280x800", "threads": 1, "frames": 60, "median_ms": 0.6336, "p95_ms": 0.9499, "ns_per_px": null}

            {"name": "mpfold", "size": "1280x800", "threads": 2, "frames": 600, "median_ms": 0.5, "p95_ms": 0.7, "ns_per_px": 1.53}
            """
        let run = try BenchRun.parse(text, source: "base.json")
        #expect(run.records.count == 2)
        #expect(run[BenchKey(name: "mpfold", size: "1280x800", threads: 2)]?.p95Ms == 0.7)
        let bad: [(String, String)] = [
            ("fold      1280x800   threads 1  frames 60  median 0.654 ms", "line 1 is not what 'foldpreview bench --json' writes (not JSON)"),
            ("{\"name\": \"fold\", \"size\": \"64x40\", \"threads\": 1, \"frames\": 3, \"p95_ms\": 1}", "(no \"median_ms\")"),
            ("{\"name\": \"fold\", \"size\": \"64x40\", \"threads\": \"one\", \"frames\": 3, \"median_ms\": 1, \"p95_ms\": 1}", "(\"threads\" has the wrong type)"),
            ("{\"name\": \"fold\", \"size\": \"64x40\", \"threads\": 1, \"frames\": 3, \"median_ms\": 0, \"p95_ms\": 1}", "(\"median_ms\" must be above 0 ms)"),
            ("[1, 2]", "(not a JSON object)"),
            ("{\"name\": \"fold\\u001b[2J\", \"size\": \"64x40\", \"threads\": 1, \"frames\": 3, \"median_ms\": 1, \"p95_ms\": 1}",
             "(\"name\" must be a non-empty line of text)"),
            ("\n\n", "holds no bench results"),
            (text + "\n" + text.split(separator: "\n")[0], "line 4 repeats fold 1280x800 threads 1 of line 1"),
        ]
        for (input, message) in bad {
            #expect {
                try BenchRun.parse(input, source: "base.json")
            } throws: { error in
                let text = (error as? CLIError)?.description ?? ""
                return text.contains(message) && text.contains("'base.json'") && !text.contains("\n")
            }
        }
    }
}
