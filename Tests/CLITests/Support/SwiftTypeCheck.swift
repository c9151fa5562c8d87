import Foundation

/// Type-checks generated Swift against the stub modules in Fixtures/SwiftStubs.
enum SwiftTypeCheck {
    /// Builds every stub module once per test process (file name = module name, `swiftc
    /// -emit-module -parse-as-library`, in dependency order: QuartzCore, UIKit, then the rest
    /// alphabetically) into a temporary folder, then runs `swiftc -typecheck -I that folder` over
    /// `sources` (file name → text) as one module. Returns swiftc's error output ("" when clean).
    static func errors(in sources: [String: String]) throws -> String {
        let modules = try stubModules.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foldpreview-typecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent(name.hasSuffix(".swift") ? name : name + ".swift")
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        // One frontend for the whole module (-wmo): every file's errors (in batch mode a failing
        // job can cancel the others' and hide their errors), in half the time of one job per file.
        let result = try swiftc(["-typecheck", "-wmo", "-parse-as-library", "-module-name", "Generated", "-I", modules.path] + files)
        return result.status == 0 && result.errors.isEmpty ? ""
            : result.errors.isEmpty ? "swiftc exited with status \(result.status)" : result.errors
    }

    /// `text` without its `#Preview` blocks (a line starting `#Preview` to the next line that is
    /// `}`). `#Preview` is an external macro whose plugin only Xcode has, so no stub can declare
    /// it: the type-check reads the rest, and `parseErrors(in:)` reads the whole.
    static func withoutPreviews(_ text: String) -> String {
        var kept: [Substring] = [], inPreview = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#Preview") { inPreview = true }
            if !inPreview { kept.append(line) }
            if inPreview && line == "}" { inPreview = false }
        }
        return kept.joined(separator: "\n")
    }

    /// `swiftc -parse` over `sources` (file name → text), each file alone: its syntax, `#Preview`
    /// blocks included, without resolving a name. Returns swiftc's error output ("" when clean).
    static func parseErrors(in sources: [String: String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foldpreview-parse-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [String] = []
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let file = folder.appendingPathComponent(name.hasSuffix(".swift") ? name : name + ".swift")
            try Data(text.utf8).write(to: file)
            files.append(file.path)
        }
        let result = try swiftc(["-parse"] + files)
        return result.status == 0 && result.errors.isEmpty ? ""
            : result.errors.isEmpty ? "swiftc exited with status \(result.status)" : result.errors
    }

    /// The stubs' sources: Tests/CLITests/Fixtures/SwiftStubs.
    static let stubFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SwiftStubs")

    /// The stub modules, built on first use: the folder holding their `.swiftmodule`s.
    private static let stubModules = Result<URL, any Error> { try buildStubModules() }

    /// Builds each stub module in dependency order into a new temporary folder.
    private static func buildStubModules() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("foldpreview-swiftstubs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: stubFolder.path)
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) }
        @Sendable func build(_ module: String) -> String? {
            do {
                let result = try swiftc(["-emit-module", "-parse-as-library", "-module-name", module, "-I", folder.path,
                                         "-emit-module-path", folder.appendingPathComponent(module + ".swiftmodule").path,
                                         stubFolder.appendingPathComponent(module + ".swift").path])
                return result.status == 0 ? nil : "stub module \(module) does not build:\n\(result.errors)"
            } catch {
                return "stub module \(module): \(error)"
            }
        }
        let first = ["QuartzCore", "UIKit"].filter(names.contains)
        for module in first {
            if let failure = build(module) { throw StubError(description: failure) }
        }
        // The rest import only those two: built side by side.
        let rest = names.filter { !first.contains($0) }.sorted()
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: rest.count) { index in
            if let failure = build(rest[index]) { failures.append(failure) }
        }
        if let failure = failures.first { throw StubError(description: failure) }
        return folder
    }

    /// What the modules built side by side reported, in no particular order.
    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func append(_ message: String) { lock.withLock { messages.append(message) } }
        var first: String? { lock.withLock { messages.first } }
    }

    /// A stub module that does not build.
    struct StubError: Error, CustomStringConvertible {
        let description: String
    }

    /// The toolchain's `swiftc`: /opt/swift/usr/bin/swiftc, else the one beside `swift` on PATH.
    static var compiler: String? {
        let fixed = "/opt/swift/usr/bin/swiftc"
        if FileManager.default.isExecutableFile(atPath: fixed) { return fixed }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs the toolchain's `swiftc`: its status and error output.
    private static func swiftc(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        guard let compiler else { throw StubError(description: "no swiftc: neither /opt/swift/usr/bin/swiftc nor one on PATH") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, said)
    }
}
