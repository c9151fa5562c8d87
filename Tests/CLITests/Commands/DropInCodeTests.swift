import CodeGen
import Foundation
import Scenes
import Testing

/// The fold's, cubic's and page's SwiftUI and Compose drop in where an app switches screens,
/// building each screen once: SwiftUI's `<Prefix>Switch` calls each content closure once (read
/// from `swiftc -dump-parse`'s syntax tree, which also parses the `#Preview` macro that no
/// stub can declare), and Compose's `<Prefix>Content` calls `content` once, inside a `key`
/// group, records it once and draws every half from the recording (read from tree-sitter's
/// Kotlin tree). Each tool runs once for all outputs and a control that builds a view twice.
@Suite struct DropInCodeTests {
    static let modes: [Mode] = [.fold, .cubic, .page]

    /// The three modes' outputs in `language`, at the defaults and tuned.
    static func outputs(_ language: CodeLanguage) throws -> [(name: String, mode: Mode, text: String)] {
        try PlatformCodeTests.outputs(language).filter { modes.contains($0.mode) }
    }

    /// The prefix of `mode`'s names: `Fold`, `Cubic`, `Page`.
    static func prefix(_ mode: Mode) -> String { mode.rawValue.prefix(1).uppercased() + mode.rawValue.dropFirst() }

    // MARK: SwiftUI

    /// One `swiftc -dump-parse` over every output, whole (its `#Preview` too), and a control whose
    /// source closure is called twice: each file's part of the tree, and the errors swiftc reported.
    static let swiftUITrees: Result<(trees: [String: String], errors: String), any Error> = Result {
        var texts = try outputs(.swiftui).map { ($0.name, $0.text) }
        let fold = try #require(texts.first { $0.0 == "fold-default" }).1
        texts.append(("control", fold.replacingOccurrences(of: "self.source = source()", with: "self.source = source(); _ = source()")))
        return try SwiftDumpParse.trees(texts.map { (name: $0.0, text: $0.1) })
    }

    /// How many calls in `tree` (a `-dump-parse` tree) call the name `name` itself.
    static func calls(of name: String, in tree: String) -> Int {
        let lines = tree.split(separator: "\n")
        return zip(lines, lines.dropFirst()).filter { call, callee in
            call.contains("(call_expr ") && callee.contains("(unresolved_decl_ref_expr ") && callee.contains("name=\"\(name)\"")
        }.count
    }

    @Test(.enabled(if: PlatformCodeTests.hasSwiftc, "no swiftc"))
    func swiftUIBuildsEachViewOnce() throws {
        let (trees, _) = try Self.swiftUITrees.get()
        for output in try Self.outputs(.swiftui) {
            let tree = try #require(trees[output.name], "\(trees.keys.sorted())")
            #expect(output.text.contains("struct \(Self.prefix(output.mode))Switch<Source: View, Detail: View>: View"), "\(output.name)")
            #expect(Self.calls(of: "source", in: tree) == 1 && Self.calls(of: "detail", in: tree) == 1, "\(output.name)")
            // The halves are drawn from the pictures, never from the views themselves.
            #expect(output.text.contains("Transition(fraction: fraction, source: from, destination: to)")
                    || output.text.contains("PageTurn(rise: rise, land: land, source: from, destination: to)"), "\(output.name)")
        }
        // The count sees a second call.
        #expect(Self.calls(of: "source", in: try #require(trees["control"])) == 2)
    }

    @Test(.enabled(if: PlatformCodeTests.hasSwiftc, "no swiftc"))
    func swiftUIParsesWithItsPreview() throws {
        let (trees, errors) = try Self.swiftUITrees.get()
        #expect(!errors.contains("error:"), "\(errors)")
        for output in try Self.outputs(.swiftui) {
            let tree = try #require(trees[output.name])
            #expect(tree.contains("(macro_expansion_decl ") && tree.contains("\"Preview\""), "\(output.name)")
            #expect(output.text.contains("// Use: \(Self.prefix(output.mode))Switch(isShowingDetail)"), "\(output.name)")
        }
    }

    // MARK: Compose

    static let callsTool = PlatformCodeTests.parser.deletingLastPathComponent().appendingPathComponent("kotlin_calls.py")

    /// One run of the call lister over every Kotlin output and a control that composes its
    /// content twice, once outside a key: its lines.
    static let kotlinCalls: Result<[Substring], any Error> = Result {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        var texts = try outputs(.compose).map { ($0.name, $0.text) }
        texts.append(("control", "@Composable\nfun ControlContent(content: @Composable (Int) -> Unit) {\n"
                      + "    key(1) { content(1) }\n    content(2)\n}\n"))
        for (name, text) in texts {
            let file = folder.appendingPathComponent(name + ".kt")
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        let (out, err) = try run(PlatformCodeTests.python.path, [callsTool.path, "content,record,drawLayer"] + files)
        #expect(err.isEmpty, "\(err)")
        // `PATH:LINE: NAME in FUNCTION[ under key]`, the path cut to the file's name.
        return out.split(separator: "\n").map { line in line.split(separator: "/").last ?? line }
    }

    @Test(.enabled(if: PlatformCodeTests.hasTreeSitter, "no .build-tools/venv with tree-sitter-kotlin (make test makes it)"))
    func composeComposesAndRecordsEachScreenOnce() throws {
        let lines = try Self.kotlinCalls.get()
        for output in try Self.outputs(.compose) {
            let mine = lines.filter { $0.hasPrefix(output.name + ".kt:") }.map { $0.split(separator: ": ", maxSplits: 1).last ?? "" }
            let prefix = Self.prefix(output.mode)
            // One composition per state shown, in its key group; one recording; the halves draw it.
            #expect(mine.filter { $0.hasPrefix("content ") } == ["content in \(prefix)Content under key"], "\(output.name): \(mine)")
            #expect(mine.filter { $0.hasPrefix("record ") } == ["record in \(prefix)Content under key"], "\(output.name): \(mine)")
            #expect(mine.contains("drawLayer in \(prefix)Half"), "\(output.name): \(mine)")
            #expect(output.text.contains("// Use: \(prefix)Content(targetState)") && output.text.contains("@Preview\n@Composable"),
                    "\(output.name)")
        }
        let control = lines.filter { $0.hasPrefix("control.kt:") }
        #expect(control.count == 2 && control.filter { $0.hasSuffix("under key") }.count == 1, "\(control)")
    }

    /// Runs `tool` with `arguments`: what it printed on stdout and on stderr.
    static func run(_ tool: String, _ arguments: [String]) throws -> (out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // stderr is read on its own thread so that neither pipe fills while the other is read.
        let errors = ErrorText()
        let read = DispatchSemaphore(value: 0)
        Thread {
            errors.text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            read.signal()
        }.start()
        let said = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        read.wait()
        return (said, errors.text)
    }

    /// What a tool wrote on stderr, set once by its reader thread.
    private final class ErrorText: @unchecked Sendable {
        private let lock = NSLock()
        private var value = ""
        var text: String {
            get { lock.withLock { value } }
            set { lock.withLock { value = newValue } }
        }
    }
}
