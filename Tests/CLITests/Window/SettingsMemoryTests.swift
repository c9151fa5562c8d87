@testable import foldpreview
import Foundation
import Media
@preconcurrency import Glibc
import Scenes
import Testing

/// The window's remembered settings as files: where they live, that what is written reads
/// back exactly, that a broken file is ignored with one line, and that only the groups
/// that changed are written.
@Suite struct SettingsMemoryTests {
    static func folder() throws -> URL {
        try BinaryProcess.freshConfigFolder().appendingPathComponent("foldpreview")
    }

    /// Settings of every group changed, of every kind, with pop's dials and an explicit
    /// tension back at its original after them (a file of only the changed settings would
    /// read back with the dials' tension instead).
    static func tuned() throws -> SettingValues {
        var values = SettingValues()
        try SettingsRegistry.standard.apply(assignments: [
            "fold.duration=0.6", "fold.foldCurve=0.42,0,1,1", "fold.orientation=horizontal", "fold.eyeDistance=-3.25",
            "flip.true3d=true", "cell.durations=0.26,0.2,0.1", "cell.backColor=#102030",
            "pop.bounciness=7", "pop.speed=3", "pop.tension=200", "cards.crossFade=true", "cards.spacing=60",
        ], to: &values)
        return values
    }

    @Test func theFolderIsXDGConfigHomeElseHomesConfigElseNone() {
        #expect(SettingsMemory(environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/home/a"])?.folder == "/x/cfg/foldpreview")
        #expect(SettingsMemory(environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/a"])?.folder
                == "/home/a/.config/foldpreview")
        #expect(SettingsMemory(environment: ["HOME": "/home/a"])?.folder == "/home/a/.config/foldpreview")
        #expect(SettingsMemory(environment: ["HOME": "relative"]) == nil)
        #expect(SettingsMemory(environment: [:]) == nil)
        #expect(SettingsMemory.groups.map(\.fileName) == ["fold.json", "flip.json", "cell.json", "pop.json", "cards.json", "page.json"])
    }

    @Test func whatIsWrittenReadsBackExactly() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let memory = SettingsMemory(folder: folder.path)
        let values = try Self.tuned()
        #expect(values.isChanged("pop.friction") && !values.isChanged("pop.tension"))
        for group in SettingsMemory.groups { try memory.write(group, of: values) }
        let reading = memory.read()
        #expect(reading.problems.isEmpty, "\(reading.problems)")
        #expect(reading.files.map(\.path) == SettingsMemory.groups.map { memory.path(of: $0) })
        #expect(reading.values == values, "read back \(reading.values.changedNames), wrote \(values.changedNames)")
        // Nothing but the files is left in the folder (no temporary names).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == SettingsMemory.groups.map(\.fileName).sorted())
    }

    /// `$XDG_CONFIG_HOME` naming a file: the settings and the presets cannot be kept, and
    /// the line says which path is in the way (it was Foundation's "NSCocoaErrorDomain
    /// error 512" once, then "Not a directory").
    @Test func aConfigFolderThatIsAFileIsNamed() throws {
        let config = try BinaryProcess.freshConfigFolder()
        defer { try? FileManager.default.removeItem(at: config) }
        let file = config.appendingPathComponent("xdg").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let environment = ["XDG_CONFIG_HOME": file, "HOME": "/nowhere"]
        let memory = try #require(SettingsMemory(environment: environment))
        let library = try #require(PresetLibrary(environment: environment))
        let group = SettingsMemory.groups[0]
        let problems = [#expect(throws: CLIError.self) { try memory.write(group, of: SettingValues()) },
                        #expect(throws: CLIError.self) { try library.save("mine", group: group, values: SettingValues()) }]
        for problem in problems {
            let line = try #require(problem).description
            #expect(line.contains("'\(file)' is a file, not a folder") && !line.contains("NS"), "\(line)")
        }
    }

    /// A Foundation error that reaches a message is told by its path and the system's reason,
    /// never as "NSCocoaErrorDomain error 512".
    @Test func foundationErrorsAreToldByPathAndReason() throws {
        let config = try BinaryProcess.freshConfigFolder()
        defer { try? FileManager.default.removeItem(at: config) }
        let file = config.appendingPathComponent("xdg")
        try Data("x".utf8).write(to: file)
        let below = file.appendingPathComponent("settings.json")
        let thrown = #expect(throws: (any Error).self) { try Data("y".utf8).write(to: below) }
        let line = ErrorWords.line(try #require(thrown))
        #expect(line.hasPrefix("'\(below.path)': ") && !line.contains("Domain") && !line.contains("512"), "\(line)")
        let made = NSError(domain: NSCocoaErrorDomain, code: 512, userInfo: [
            NSFilePathErrorKey: "/x/cfg/foldpreview", NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOTDIR))])
        #expect(ErrorWords.line(made) == "'/x/cfg/foldpreview': " + FileSystem.message(for: ENOTDIR))
    }

    @Test func aBrokenFileIsIgnoredWithOneLineAndTheOthersRead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let memory = SettingsMemory(folder: folder.path)
        let values = try Self.tuned()
        let pop = SettingsMemory.group(of: .pop), fold = SettingsMemory.group(of: .cubic)
        try memory.write(pop, of: values)
        let now = Date(timeIntervalSince1970: 1_790_000_000)
        for broken in [#"{"fold.duration": 0.6"#, #"{"fold.duration": 0.6, "fold.eyeDistance": 5000}"#, "[1, 2]"] {
            try Data(broken.utf8).write(to: URL(fileURLWithPath: memory.path(of: fold)))
            let reading = memory.read(now: now)
            #expect(reading.problems.count == 1 && reading.problems[0].contains(memory.path(of: fold)),
                    "\(broken): \(reading.problems)")
            #expect(!reading.values.isChanged("fold.duration"), "a part of a broken file was applied")
            #expect(reading.values.isChanged("pop.friction") && reading.files.count == 1)
            #expect(reading.movedAside == ["fold"] && !FileManager.default.fileExists(atPath: memory.path(of: fold)))
        }
        // Each broken file was kept, by the time it was found (-2, -3 within one second).
        let stem = "fold.json.broken-" + Self.stamp(now)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == [stem, stem + "-2", stem + "-3", "pop.json"])
        let last = try String(contentsOfFile: folder.appendingPathComponent(stem + "-3").path, encoding: .utf8)
        #expect(last == "[1, 2]")
        try Data("[1, 2]".utf8).write(to: URL(fileURLWithPath: memory.path(of: fold)))
        #expect(memory.read().problems.first?.contains("must be a JSON object") == true)
    }

    /// `YYYYMMDD-HHMMSS` of `date` in the local time zone.
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return formatter.string(from: date)
    }

    /// A broken file found when the window starts gets a fresh file at once (the broken one
    /// kept aside); a device or FIFO where a file goes is left alone and never written;
    /// a link is written through.
    @Test func brokenFilesAreReplacedAfterBeingKeptAndSpecialFilesLeftAlone() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let memory = SettingsMemory(folder: folder.path)
        let fold = SettingsMemory.group(of: .fold), pop = SettingsMemory.group(of: .pop)
        let cards = SettingsMemory.group(of: .cards)
        try Data("{".utf8).write(to: URL(fileURLWithPath: memory.path(of: fold)))
        try #require(mkfifo(memory.path(of: pop), 0o644) == 0)
        // cards.json is a link to a file elsewhere.
        let elsewhere = folder.deletingLastPathComponent().appendingPathComponent("mine-cards.json")
        try FileManager.default.createSymbolicLink(atPath: memory.path(of: cards), withDestinationPath: elsewhere.path)
        let reading = memory.read()
        #expect(reading.problems.count == 2, "\(reading.problems)")
        #expect(reading.problems.contains { $0.contains("'\(memory.path(of: pop))' is a FIFO, not a file; it is left alone") },
                "\(reading.problems)")
        #expect(reading.leftAlone == ["pop"] && reading.movedAside == ["fold"])
        var values = reading.values
        try SettingsRegistry.standard.apply(assignments: ["pop.speed=3", "cards.spacing=60"], to: &values)
        let writer = MemoryWriter(memory: memory, reading: reading)
        writer.finish(values)
        var info = stat()
        #expect(lstat(memory.path(of: pop), &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
        #expect(lstat(memory.path(of: cards), &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link was replaced")
        #expect(try String(contentsOf: elsewhere, encoding: .utf8).contains(#""cards.spacing": 60"#))
        #expect(try String(contentsOfFile: memory.path(of: fold), encoding: .utf8) == SettingsMemory.preset(of: fold, values))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasPrefix(".") }, "a temporary was left: \(names)")
    }

    /// The writer writes the groups whose settings differ from their files, and only those.
    @Test func theWriterWritesOnlyWhatChanged() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let memory = SettingsMemory(folder: folder.path)
        let untouched = MemoryWriter(memory: memory, remembered: SettingValues())
        untouched.remember(SettingValues(), now: 0)
        untouched.finish(SettingValues())
        #expect(!FileManager.default.fileExists(atPath: folder.path), "nothing changed, yet something was written")

        var values = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["cards.spacing=60"], to: &values)
        let writer = MemoryWriter(memory: memory, remembered: SettingValues())
        writer.remember(values, now: 0)
        try SettingsRegistry.standard.apply(assignments: ["cell.items=5"], to: &values)
        writer.finish(values)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["cards.json", "cell.json"])
        #expect(memory.read().values == values)
    }
}
