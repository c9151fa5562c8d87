@testable import foldpreview
import Testing

/// `bench --size` takes one size or a comma-separated list, each checked as `render --size`.
@Suite struct BenchSizeTests {
    @Test func sizesAreOneOrACommaSeparatedListEachChecked() throws {
        let sizes = try Bench.parseSizes("2560x1600,3840x2160")
        #expect(sizes.map(\.width) == [2560, 3840] && sizes.map(\.height) == [1600, 2160])
        #expect(try Bench.parseSizes("64x40").count == 1)
        for (text, named) in [("2560x1600,abc", "'abc'"), ("64x40,", "''"), ("64x40,0x10", "'0x10'"),
                              ("64x40,64X40", "64x40 twice")] {
            #expect {
                try Bench.parseSizes(text)
            } throws: { error in
                let message = (error as? CLIError)?.description ?? ""
                return message.contains("--size") && message.contains(named)
            }
        }
    }

    @Test func sizeTakesAListAndNamesABadEntry() throws {
        let result = try CLITests.run(["bench", "--mode", "fold", "--size", "32x20,40x24", "--frames", "2"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.lines.count == 2 && result.lines[0].contains("32x20") && result.lines[1].contains("40x24"),
                "\(result.stdout)")
        try CLITests().expectRefused(["bench", "--mode", "fold", "--size", "32x20,abc", "--frames", "2"],
                                     mentioning: ["--size", "'abc'"])
    }
}
