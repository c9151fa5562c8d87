import Foundation
import Testing
import Scenes

/// `Sources/Scenes/README.md`'s folder template is what every mode has: each scene in the
/// catalogue has its folder with the template's files (read from the README, so the two
/// cannot drift), every folder is a mode's or one the README names, and the catalogue is
/// the one place `Core/` names a scene.
@Suite struct ModeFolderTests {
    /// The package's root, found from this file's place (Tests/ScenesTests/Core/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let scenes = root.appendingPathComponent("Sources/Scenes")

    /// The README's text.
    static func readme() throws -> String {
        try String(contentsOf: scenes.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// The backticked names in `text`.
    static func ticked(_ text: Substring) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The files every mode's folder holds: the first column of the first table under
    /// "## A mode's folder", `X` standing for the mode's name.
    static func templateFiles(_ readme: String) throws -> [String] {
        let section = try #require(readme.components(separatedBy: "## A mode's folder").dropFirst().first)
        let lines = section.split(separator: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("| file |") })
        var files: [String] = []
        for line in lines[(start + 2)...] {
            guard line.hasPrefix("|") else { break }
            let first = line.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            files += ticked(first)
        }
        return files
    }

    /// The folders the README names as no mode's ("Folders beside the modes': `Core/` …").
    static func sharedFolders(_ readme: String) throws -> [String] {
        let paragraph = try #require(readme.components(separatedBy: "Folders beside the modes'").dropFirst().first?
            .components(separatedBy: "\n\n").first)
        return ticked(paragraph[...]).filter { $0.hasSuffix("/") }.map { String($0.dropLast()) }
    }

    /// Each scene in the catalogue as its name's stem ("Fold" for `FoldScene`).
    static var modeStems: [String] {
        SceneCatalog.sceneTypes.map { entry in
            let name = String(String(reflecting: entry.type).split(separator: ".").last ?? "")
            return String(name.dropLast("Scene".count))
        }
    }

    static func contents(_ url: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
    }

    @Test func theTemplateNamesTheFilesEveryModeNeeds() throws {
        let files = try Self.templateFiles(try Self.readme())
        // What a mode cannot do without: a change that drops one from the table fails here.
        #expect(Set(files).isSuperset(of: ["XSettings.swift", "XScene.swift", "XScene+Layers.swift"]),
                "\(files)")
        #expect(files.allSatisfy { $0.hasPrefix("X") && $0.hasSuffix(".swift") }, "\(files)")
    }

    @Test func everyModeFolderHasTheTemplatesFiles() throws {
        let files = try Self.templateFiles(try Self.readme())
        #expect(Self.modeStems.count == SceneCatalog.sceneTypes.count && !Self.modeStems.isEmpty)
        for stem in Self.modeStems {
            let folder = Self.scenes.appendingPathComponent(stem)
            let present = (try? Self.contents(folder)) ?? []
            #expect(!present.isEmpty, "Sources/Scenes/\(stem)/ is missing: \(stem)Scene's folder")
            for template in files {
                let file = stem + template.dropFirst()
                #expect(present.contains(file), "Sources/Scenes/\(stem)/ lacks \(file) (the README's template)")
            }
        }
    }

    @Test func everyFolderIsAModesOrOneTheReadmeNames() throws {
        let shared = try Self.sharedFolders(try Self.readme())
        #expect(shared.contains("Core"), "\(shared)")
        var isFolder: ObjCBool = false
        let folders = try Self.contents(Self.scenes).filter {
            FileManager.default.fileExists(atPath: Self.scenes.appendingPathComponent($0).path, isDirectory: &isFolder)
                && isFolder.boolValue
        }
        for folder in folders {
            #expect(Self.modeStems.contains(folder) || shared.contains(folder),
                    "Sources/Scenes/\(folder)/ is no mode's folder nor one the README names beside them")
        }
    }

    /// `Core/` names each scene once: its catalogue line in `SceneCatalog.swift`.
    @Test func theCatalogueLineIsTheOnePlaceCoreNamesAScene() throws {
        let core = Self.scenes.appendingPathComponent("Core")
        let files = FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 5)
        for stem in Self.modeStems {
            let name = stem + "Scene"
            var places: [String] = []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.contains(name + ".self") || line.contains(name + " ") {
                    places.append(file.lastPathComponent + ": " + line.trimmingCharacters(in: .whitespaces))
                }
            }
            #expect(places.count == 1 && places[0].hasPrefix("SceneCatalog.swift"),
                    "\(name) should be named once in Core, on its catalogue line: \(places)")
        }
    }
}
