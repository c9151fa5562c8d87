import Foundation
import Scenes
import Testing

/// The executable knows no mode by name: every mode's keys, help, shorthands, flights and
/// notes come from the catalogue (`Sources/Scenes`), so adding a mode touches no file
/// under `Sources/foldpreview`.
@Suite struct ExecutableKnowsNoModeTests {
    /// The package's root, found from this file's place (Tests/CLITests/Commands/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `Sources/foldpreview`, by path relative to the root.
    static func executableSources() throws -> [(path: String, text: String)] {
        let folder = root.appendingPathComponent("Sources/foldpreview")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { url in
            (String(url.path.dropFirst(root.path.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }.sorted { $0.path < $1.path }
    }

    /// A name no executable file may hold, and what it is.
    struct Forbidden {
        /// The text looked for: a type's name, or a mode case after its dot (".fold").
        let text: String
        let what: String
        /// A mode case: `.fold` or `Mode.fold`, not a member of another name (`x.fold`)
        /// nor a setting's name in a string ("fold.duration" has no dot before).
        let isCase: Bool

        /// True when `line` holds the name (whole: a letter after it makes another name).
        func isIn(_ line: Substring) -> Bool {
            var rest = line[...]
            while let range = rest.range(of: text) {
                defer { rest = rest[range.upperBound...] }
                if let after = line[range.upperBound...].first, after.isLetter || after.isNumber || after == "_" { continue }
                let before = line[..<range.lowerBound]
                if !isCase {
                    if let last = before.last, last.isLetter || last.isNumber || last == "_" { continue }
                    return true
                }
                if before.hasSuffix("Mode") { return true }
                if let last = before.last, last.isLetter || last.isNumber || last == "_" || last == "\"" { continue }
                return true
            }
            return false
        }
    }

    /// The names no executable file may hold: each scene type (`FoldScene`), its settings
    /// type (`FoldSettings`, the folder template's `XSettings`), and each mode case as a
    /// member (`.fold`, `Mode.cubic`).
    static func forbidden() -> [Forbidden] {
        var list: [Forbidden] = []
        for (type, _) in SceneCatalog.sceneTypes {
            let name = String(String(reflecting: type).split(separator: ".").last ?? "")
            let prefix = String(name.dropLast("Scene".count))
            list.append(Forbidden(text: name, what: "the scene type \(name)", isCase: false))
            list.append(Forbidden(text: prefix + "Settings", what: "the settings type \(prefix)Settings", isCase: false))
        }
        for mode in Mode.allCases {
            list.append(Forbidden(text: "." + mode.rawValue, what: "the mode case .\(mode.rawValue)", isCase: true))
        }
        return list
    }

    @Test func theExecutableNamesNoModeNorItsTypes() throws {
        let sources = try Self.executableSources()
        #expect(sources.count > 20, "found only \(sources.count) files under Sources/foldpreview")
        let names = Self.forbidden()
        #expect(names.count == 2 * SceneCatalog.sceneTypes.count + Mode.allCases.count)
        var found: [String] = []
        for (path, text) in sources {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                for name in names where name.isIn(line) {
                    found.append("\(path):\(number + 1) names \(name.what): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(found.isEmpty, """
            The executable must not know modes: take what it needs from SceneCatalog (Scene.controls, \
            shorthands, flightModes, settingNotes, Mode.title, Mode.shortcut) instead.
            \(found.joined(separator: "\n"))
            """)
    }

    /// The check finds what it looks for (so its silence means something).
    @Test func theCheckCatchesEachKindOfName() {
        let names = Self.forbidden()
        func caught(_ line: Substring) -> Bool { names.contains { $0.isIn(line) } }
        #expect(names.contains { $0.text == "FoldScene" } && names.contains { $0.text == "PopSettings" })
        #expect(caught("settings[FoldSettings.unfold].toggle()"))
        #expect(caught("let all = FoldScene.Perspective.allCases"))
        #expect(caught("if options.mode != .flip {"))
        #expect(caught("case \"f\": return .selectMode(.fold)"))
        #expect(caught("mode == Mode.cubic ? a : b"))
        #expect(!caught("--set fold.duration=0.6, cell.backColor=#F7EFF7, cards.offset"))
        #expect(!caught("let mode = Mode.allCases.first; x.folded; scene.pageRect"))
    }
}
