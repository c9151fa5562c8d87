import Foundation
import Testing

/// Where the program finds `Resources/` (ResourceLocator): beside an installed binary
/// (`<prefix>/bin` → `<prefix>/share/foldpreview`) when started by name from the PATH in
/// another folder, as a package or `make install PREFIX=…` leaves it, and above the build
/// folder. The flip board reads `flights.json` from there, so a malformed one in a folder
/// names that folder in the error: the proof of which one was read.
@Suite struct ResourceLookupTests {
    /// A `prefix/bin/foldpreview` (the built binary, linked or copied: a copy, not a symbolic
    /// link, so the kernel's path for it is the prefix's) with `prefix/share/foldpreview`
    /// holding `flights` as its flights.json, or no share folder when nil.
    static func installedPrefix(flights: String?) throws -> URL {
        let prefix = try CLITests.temporaryDirectory()
        let bin = prefix.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let target = bin.appendingPathComponent("foldpreview")
        do {
            try FileManager.default.linkItem(at: BinaryProcess.binary, to: target)
        } catch {
            try FileManager.default.copyItem(at: BinaryProcess.binary, to: target)
        }
        if let flights {
            let share = prefix.appendingPathComponent("share/foldpreview")
            try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
            try flights.write(to: share.appendingPathComponent("flights.json"), atomically: true, encoding: .utf8)
        }
        return prefix
    }

    /// Runs plain `foldpreview ARGUMENTS` found on a PATH of `prefix/bin` only (argv[0] is the
    /// bare name), in a folder of its own, with no $FOLDPREVIEW_RESOURCES.
    static func runByName(_ arguments: [String], prefix: URL) throws -> (status: Int32, stderr: String, folder: URL) {
        let folder = try CLITests.temporaryDirectory()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["foldpreview"] + arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = prefix.appendingPathComponent("bin").path
        environment["FOLDPREVIEW_RESOURCES"] = nil
        environment["XDG_CONFIG_HOME"] = folder.path
        process.environment = environment
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try BinaryProcess.start(process)
        let data = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), folder)
    }

    static let render = ["render", "--mode", "flip", "--size", "32x20", "--out", "board.png"]

    @Test func startedByNameFromThePathItReadsThePrefixsShareFolder() throws {
        let prefix = try Self.installedPrefix(flights: "not a flights file\n")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let run = try Self.runByName(Self.render, prefix: prefix)
        defer { try? FileManager.default.removeItem(at: run.folder) }
        #expect(run.status != 0)
        #expect(run.stderr.contains(prefix.appendingPathComponent("share/foldpreview/flights.json").path), "\(run.stderr)")
    }

    @Test func startedByNameWithTheRealResourcesItRenders() throws {
        let flights = try String(contentsOfFile: try OneWriterTests.resources() + "/flights.json", encoding: .utf8)
        let prefix = try Self.installedPrefix(flights: flights)
        defer { try? FileManager.default.removeItem(at: prefix) }
        let run = try Self.runByName(Self.render, prefix: prefix)
        defer { try? FileManager.default.removeItem(at: run.folder) }
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: run.folder.appendingPathComponent("board.png").path))
    }

    @Test func aPrefixWithoutResourcesSaysSoWhereverItIsStarted() throws {
        let prefix = try Self.installedPrefix(flights: nil)
        defer { try? FileManager.default.removeItem(at: prefix) }
        let run = try Self.runByName(Self.render, prefix: prefix)
        defer { try? FileManager.default.removeItem(at: run.folder) }
        #expect(run.status != 0)
        #expect(run.stderr.contains("cannot find the Resources folder"), "\(run.stderr)")
    }

    @Test func theBuildFoldersBinaryReadsTheRepositorysResources() throws {
        let folder = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try BinaryProcess.run(Self.render, in: folder, environment: ["FOLDPREVIEW_RESOURCES": nil])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("board.png").path))
    }
}
