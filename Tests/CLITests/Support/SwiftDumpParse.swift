import Foundation
import Testing

/// `swiftc -dump-parse` over named Swift texts, once for all: each text's part of the syntax
/// tree by its name, and the lines swiftc reported as errors. The tree parses what no stub
/// can declare (an external macro such as `#Preview`), so the tests read previews and
/// call counts from it.
enum SwiftDumpParse {
    static func trees(_ texts: [(name: String, text: String)]) throws -> (trees: [String: String], errors: String) {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, text) in texts {
            let file = folder.appendingPathComponent(name + ".swift")
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        let compiler = try #require(SwiftTypeCheck.compiler)
        let (out, err) = try DropInCodeTests.run(compiler, ["-dump-parse", "-parse-as-library"] + files)
        // The dump is one `(source_file "PATH"` tree per file, in turn (on stdout for one file, on
        // stderr for several), and any diagnostic a `FILE:LINE:COLUMN: error:` line.
        var trees: [String: String] = [:]
        var current: String?
        for line in (out + err).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("(source_file \"") {
                current = URL(fileURLWithPath: String(line.dropFirst("(source_file \"".count).prefix { $0 != "\"" }))
                    .deletingPathExtension().lastPathComponent
            }
            if let current { trees[current, default: ""] += line + "\n" }
        }
        return (trees, err.split(separator: "\n").filter { $0.contains(": error:") }.joined(separator: "\n"))
    }
}
