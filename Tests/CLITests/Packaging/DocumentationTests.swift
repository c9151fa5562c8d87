import Foundation
import Testing

/// The project explains itself from inside the repository: every relative link of its
/// Markdown (the README, `docs/`, the module READMEs) reaches a file, and a heading of it
/// when the link names one; and no comment or document cites a note that is not in the
/// repository (a reader has `docs/design.md` and `docs/conventions.md` instead).
@Suite struct DocumentationTests {
    /// The package's root, found from this file's place (Tests/CLITests/Packaging/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Markdown files a reader follows links through, relative to the root.
    static func markdownFiles() throws -> [String] {
        let manager = FileManager.default
        let docs = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        let modules = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
            .map { "Sources/\($0)/README.md" }
            .filter { manager.fileExists(atPath: root.appendingPathComponent($0).path) }
        return ["README.md"] + docs.sorted() + modules.sorted()
    }

    /// `text` without its fenced code blocks (a `](` inside one is no link).
    static func prose(_ text: String) -> String {
        var out: [Substring] = [], fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            if !fenced { out.append(line) }
        }
        return out.joined(separator: "\n")
    }

    /// A heading's anchor as GitHub makes it: lowercased, punctuation dropped (letters,
    /// digits, `_`, `-` and spaces kept), each space a `-`.
    static func slug(_ heading: String) -> String {
        String(heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
            if scalar == " " { return "-" }
            if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) { return Character(scalar) }
            return nil
        })
    }

    /// The anchors of the Markdown file at `path`'s headings.
    static func anchors(_ path: URL) throws -> Set<String> {
        let text = prose(try String(contentsOf: path, encoding: .utf8))
        return Set(text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("#"), let space = line.firstIndex(of: " ") else { return nil }
            return slug(String(line[line.index(after: space)...]))
        })
    }

    @Test func everyRelativeLinkResolves() throws {
        let link = try Regex(#"\]\(([^)\s]+)\)"#)
        var checked = 0
        for file in try Self.markdownFiles() {
            let url = Self.root.appendingPathComponent(file)
            let text = Self.prose(try String(contentsOf: url, encoding: .utf8))
            for match in text.matches(of: link) {
                guard let target = match.output[1].substring.map(String.init),
                      !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = parts[0].isEmpty ? url
                    : url.deletingLastPathComponent().appendingPathComponent(String(parts[0])).standardized
                guard FileManager.default.fileExists(atPath: path.path) else {
                    Issue.record("\(file): \(target): no such file")
                    continue
                }
                if parts.count == 2 {
                    let found = try path.pathExtension == "md" && Self.anchors(path).contains(String(parts[1]))
                    #expect(found, "\(file): \(target): no such heading")
                }
            }
        }
        #expect(checked > 50, "the README and docs link to each other (\(checked) links found)")
    }

    /// The citations of notes kept outside the repository, built from parts so that this
    /// file does not match itself.
    static let outsideCitations = ["SPEC" + " §", "STYLE" + " habit", "SPEC" + ".md", "STYLE" + ".md",
                                   "anchors" + " §", "shared" + "/bench"]

    @Test func nothingCitesANoteOutsideTheRepository() throws {
        let manager = FileManager.default
        var files = ["README.md", "Makefile"] + (try Self.markdownFiles())
        for folder in ["Sources", "Tests", "packaging", "docs"] {
            guard let walk = manager.enumerator(atPath: Self.root.appendingPathComponent(folder).path) else { continue }
            for case let name as String in walk
            where [".swift", ".md", ".sh", ".py", ".mk", ".c", ".cpp", ".h"].contains(where: name.hasSuffix) {
                files.append(folder + "/" + name)
            }
        }
        for file in Set(files).sorted() {
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8) else { continue }
            for citation in Self.outsideCitations where text.contains(citation) {
                Issue.record("\(file) cites '\(citation)…', a note outside the repository: say the rule, or point to docs/")
            }
        }
    }
}
