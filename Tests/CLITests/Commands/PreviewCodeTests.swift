import CodeGen
import Foundation
import Scenes
import Testing

/// Every mode's UIKit, SwiftUI and Compose output ends with a preview that shows its own form
/// working on sample content: a `#Preview` (Swift; an external macro no stub can declare, so
/// `swiftc -dump-parse` parses it and the preview's body is read from that tree) or an
/// `@Preview @Composable` function (Kotlin, read from tree-sitter's tree). "Its own form": the
/// preview uses a type or function the same output declares, not only the platform's.
@Suite struct PreviewCodeTests {
    /// Every mode's output in `language` at the defaults, named `mode-language`, and the cell's
    /// in the other shapes its writers take (two panels; springs, one overdamped; a tuned Bézier).
    static func outputs(_ language: CodeLanguage) throws -> [(name: String, text: String)] {
        let defaults = try Mode.allCases.map { mode in
            ("\(mode.rawValue)-\(language.rawValue)", try #require(CodeCatalog.code(mode: mode, settings: SettingValues(), language: language)))
        }
        let cells = [("items", ["cell.items=2"]), ("springs", ["cell.foldAwayCurve=spring:0.5,0.6", "cell.unfoldCurve=spring:0.3,1.5"]),
                     ("bezier", ["cell.unfoldCurve=0.2,0,0.3,1", "cell.items=6"])]
        return try defaults + cells.map { name, sets in
            var values = SettingValues()
            for set in sets {
                let parts = set.split(separator: "=", maxSplits: 1).map(String.init)
                let setting = try #require(CellSettings.all.first { $0.name == parts[0] })
                try setting.set(parts[1], in: &values)
            }
            return ("cell\(name)-\(language.rawValue)", try #require(CodeCatalog.code(mode: .cell, settings: values, language: language)))
        }
    }

    /// The names `tree` (one file's `-dump-parse` tree) declares as types or functions at any depth.
    static func declared(in tree: String) -> Set<String> {
        var names: Set<String> = []
        for line in tree.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard ["(struct_decl ", "(class_decl ", "(enum_decl ", "(func_decl "].contains(where: { trimmed.hasPrefix($0) }) else { continue }
            // `(class_decl decl_context=… range=[…] "Name" …`: the first quoted word after the range.
            guard let range = trimmed.range(of: "] \"") else { continue }
            names.insert(String(trimmed[range.upperBound...].prefix { $0 != "\"" && $0 != "(" }))
        }
        return names
    }

    /// The names referred to inside each `#Preview` of `tree`: one set per preview.
    static func previewReferences(in tree: String) -> [Set<String>] {
        var previews: [Set<String>] = []
        var depth: Int?
        for line in tree.split(separator: "\n") {
            let indent = line.prefix { $0 == " " }.count
            if let open = depth, indent <= open { depth = nil }
            if line.contains("(macro_expansion_decl ") && line.hasSuffix("\"Preview\"") {
                depth = indent
                previews.append([])
            } else if depth != nil, let name = line.range(of: "name=\"") {
                previews[previews.count - 1].insert(String(line[name.upperBound...].prefix { $0 != "\"" }))
            }
        }
        return previews
    }

    @Test(.enabled(if: PlatformCodeTests.hasSwiftc, "no swiftc"))
    func everySwiftOutputHasAPreviewOfItsOwnForm() throws {
        let outputs = try Self.outputs(.uikit) + Self.outputs(.swiftui)
        let (trees, errors) = try SwiftDumpParse.trees(outputs)
        #expect(errors.isEmpty, "\(errors)")
        for (name, _) in outputs {
            let tree = trees[name] ?? ""
            let previews = Self.previewReferences(in: tree)
            #expect(previews.count == 1, "\(name): \(previews.count) #Preview")
            let own = Self.declared(in: tree)
            #expect(previews.allSatisfy { !$0.isDisjoint(with: own) }, "\(name): its preview uses none of \(own.sorted())")
        }
    }

    @Test(.enabled(if: PlatformCodeTests.hasTreeSitter, "no .build-tools/venv with tree-sitter-kotlin (make test makes it)"))
    func everyComposeOutputHasAPreviewOfItsOwnForm() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        let outputs = try Self.outputs(.compose)
        for (name, text) in outputs {
            let file = folder.appendingPathComponent(name + ".kt")
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        let tool = PlatformCodeTests.parser.deletingLastPathComponent().appendingPathComponent("kotlin_previews.py")
        let (out, err) = try DropInCodeTests.run(PlatformCodeTests.python.path, [tool.path] + files)
        #expect(err.isEmpty, "\(err)")
        for (name, text) in outputs {
            // `PATH:LINE: NAME [ANNOTATIONS] -> CALLS`.
            let lines = out.split(separator: "\n").filter { $0.contains("/\(name).kt:") }
            #expect(lines.count == 1, "\(name): \(lines)")
            guard let line = lines.first, let arrow = line.range(of: " -> ") else { continue }
            #expect(line.contains("[Preview,Composable]") || line.contains("[Composable,Preview]"), "\(line)")
            let calls = line[arrow.upperBound...].split(separator: ",").map(String.init)
            // A function the output declares (`fun Name(` or `fun <S> Name(`), other than the preview.
            let own = try calls.filter { call in
                try !line.contains(" \(call) [") && text.contains(Regex("fun\\s+(<[^>]*>\\s*)?\(call)\\s*\\("))
            }
            #expect(!own.isEmpty, "\(name): its preview calls none of its own functions: \(calls)")
        }
    }
}
