import Foundation
import Testing

/// Every Media test runs inside this suite, one at a time: they share SDL_image and
/// SDL_ttf state (and the file system), so serial runs keep failures readable.
@Suite(.serialized) struct MediaSuite {}

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct ScratchDirectory {
    let path: String

    init() throws {
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("MediaTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.path
    }

    /// A path inside the directory.
    func file(_ name: String) -> String { path + "/" + name }

    /// Writes `bytes` to `name` inside the directory and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let path = file(name)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The names in the directory, hidden files included, sorted.
    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
