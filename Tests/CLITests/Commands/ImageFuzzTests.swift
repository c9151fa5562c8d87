import Foundation
import Testing

/// A fixed-seed fuzz of the image loader: mutations of a small PNG, GIF and JPEG (bytes
/// flipped, runs overwritten, the file cut, a chunk repeated) are each either drawn or
/// refused in one line, quickly; none may crash or hang the program. The three formats run
/// in parallel (about 0.1 s a mutation in a debug build).
@Suite
struct ImageFuzzTests {
    /// Mutations of each format.
    static let count = 200

    /// SplitMix64: the same mutations on every run.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(Swift.max(n, 1))) }
    }

    static func mutated(_ original: [UInt8], _ random: inout Generator) -> [UInt8] {
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

    @Test(arguments: ["seed.png", "seed.gif", "seed.jpg"])
    func mutatedImagesNeverCrashOrHang(name: String) throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let original = try [UInt8](Data(contentsOf: URL(fileURLWithPath: HostileImageTests.fixture(name))))
        var random = Generator(state: 0xF01D_0000 &+ UInt64(name.utf8.reduce(0) { $0 &* 31 &+ Int($1) }))
        for k in 0..<Self.count {
            let file = dir.appendingPathComponent("m\(k)-\(name)")
            try Data(Self.mutated(original, &random)).write(to: file)
            let out = dir.appendingPathComponent("m\(k).png")
            let start = Date()
            let result = try CLITests.run(["render", "--mode", "fold", "--size", "24x16", "--image", file.path,
                                           "--out", out.path])
            #expect(Date().timeIntervalSince(start) < 10, "\(name) mutation \(k) took too long")
            if result.status == 0 {
                #expect(FileManager.default.fileExists(atPath: out.path))
            } else {
                #expect(result.status == 1 && result.stderrLines.count == 1, "\(name) mutation \(k): \(result.stderr)")
                #expect(!FileManager.default.fileExists(atPath: out.path))
            }
        }
    }
}
