import Foundation
import Testing
import TestSupport

/// A fixed-seed fuzz of the image loader: mutations of a small PNG, GIF and JPEG (bytes
/// flipped, runs overwritten, the file cut, a chunk repeated) are each either drawn or
/// refused in one line; none may crash or hang the program (a run the watchdog has to stop
/// fails the test).
///
/// `make test` runs a fixed subset, the first `subset` mutations of each format;
/// `make fuzz` (`FOLDPREVIEW_FUZZ=1`) runs all `fuzz` of them, about a minute of CPU in
/// a debug build. The mutations come from one seeded stream per format, so the subset is
/// the whole fuzz's beginning and a failure in either names the same mutation.
@Suite
struct ImageFuzzTests {
    /// True when the whole fuzz was asked for (`make fuzz`).
    static let fuzzing = ProcessInfo.processInfo.environment["FOLDPREVIEW_FUZZ"] == "1"
    /// Mutations of each format in the whole fuzz.
    static let fuzz = 200
    /// Mutations of each format in `make test`.
    static let subset = 8

    static let seeds = ["seed.png", "seed.gif", "seed.jpg"]


    static func mutated(_ original: [UInt8], _ random: inout SplitMix64) -> [UInt8] {
        var bytes = original
        switch random.below(4) {
        case 0:   // a few bytes flipped
            for _ in 0...random.below(8) { bytes[random.below(bytes.count)] ^= UInt8(1 + random.below(255)) }
        case 1:   // a run overwritten with 0xFF
            let start = random.below(bytes.count), length = 1 + random.below(24)
            for i in start..<Swift.min(bytes.count, start + length) { bytes[i] = 0xFF }
        case 2:   // cut short
            bytes = Array(bytes.prefix(1 + random.below(bytes.count - 1)))
        default:  // a chunk repeated in place
            let start = random.below(bytes.count), length = 1 + random.below(64)
            let chunk = bytes[start..<Swift.min(bytes.count, start + length)]
            bytes.insert(contentsOf: chunk, at: start)
        }
        return bytes
    }

    /// The first `count` mutations of `name`, in order.
    static func mutations(of name: String, count: Int) throws -> [[UInt8]] {
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: HostileImageTests.fixture(name))))
        var random = SplitMix64(seed: 0xF01D_0000 &+ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        return (0..<count).map { _ in mutated(original, &random) }
    }

    /// The first `subset` mutations of each format, or all `fuzz` under `make fuzz`: one
    /// test either way, so `make test` runs it rather than reporting the whole fuzz skipped.
    @Test(arguments: seeds)
    func mutationsAreDrawnOrRefused(name: String) throws {
        try Self.expectDrawnOrRefused(Self.mutations(of: name, count: Self.fuzzing ? Self.fuzz : Self.subset), name: name)
    }

    /// Renders each mutation: either a frame is written, or the run exits 1 with one line
    /// and writes nothing. A crash is another status; a hang is stopped by the watchdog.
    static func expectDrawnOrRefused(_ mutations: [[UInt8]], name: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (k, bytes) in mutations.enumerated() {
            let file = dir.appendingPathComponent("m\(k)-\(name)")
            try Data(bytes).write(to: file)
            let out = dir.appendingPathComponent("m\(k).png")
            let result = try BinaryProcess.run(["render", "--mode", "fold", "--size", "24x16", "--image", file.path,
                                                "--out", out.path], timeout: 60)
            #expect(!result.timedOut, "\(name) mutation \(k) hung")
            if result.status == 0 {
                #expect(FileManager.default.fileExists(atPath: out.path))
            } else {
                #expect(result.status == 1 && result.stderrLines.count == 1, "\(name) mutation \(k): \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: out.path))
            }
        }
    }
}
