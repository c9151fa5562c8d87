@testable import CodeGen
import Foundation
import Scenes
import Testing

/// What a new mode or a new language touches stays what the READMEs say: the one catalogue
/// has a writer for every mode in every language, each writing its own platform; every scene
/// has its folder in `Sources/CodeGen` with the README's template files; and `Sources/Scenes`
/// holds no emitter.
@Suite struct CodeCatalogTests {
    /// The package's root, found from this file's place (Tests/CodeGenTests/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Each scene in the scene catalogue as its name's stem ("Fold" for `FoldScene`).
    static var modeStems: [String] {
        SceneCatalog.sceneTypes.map { entry in
            let name = String(String(reflecting: entry.type).split(separator: ".").last ?? "")
            return String(name.dropLast("Scene".count))
        }
    }

    /// What marks each text language's output as its platform's.
    static let platformMarks: [CodeLanguage: (has: String, lacks: String?)] = [
        .swift: ("\nimport ", "#import"), .objc: ("#import", "\nimport "), .uikit: ("import QuartzCore", nil),
        .swiftui: ("import SwiftUI", nil), .compose: ("import androidx.compose", nil),
    ]

    @Test func everyModeHasAWriterOfItsOwnInEveryLanguage() throws {
        var texts: [String: String] = [:]
        for mode in Mode.allCases {
            for language in CodeLanguage.allCases {
                switch CodeCatalog.writer(for: mode, in: language) {
                case .text(let write):
                    let text = write(SettingValues())
                    let mark = try #require(Self.platformMarks[language], "\(language) writes text: give its mark")
                    #expect(text.hasPrefix("// FoldPreview: ") && text.contains(mark.has)
                            && !(mark.lacks.map(text.contains) ?? false), "\(mode.rawValue) \(language.rawValue)")
                    if let twin = texts[text] { Issue.record("\(mode.rawValue) \(language.rawValue) writes what \(twin) writes") }
                    texts[text] = "\(mode.rawValue) \(language.rawValue)"
                case .page(let build):
                    #expect(language == .html)
                    let scene = SceneCatalog.make(mode: mode, viewSize: [48, 32], resources: SceneResources())
                    let page = try CodeCatalog.page(for: scene, context: WebContext())
                    #expect(page.title == "\(mode.rawValue) · FoldPreview" && page.duration > 0 && !page.root.children.isEmpty)
                    // The builder takes its own scene type only.
                    for other in Mode.allCases 
                    where ObjectIdentifier(SceneCatalog.sceneType(for: other)) != ObjectIdentifier(SceneCatalog.sceneType(for: mode)) {
                        let stranger = SceneCatalog.make(mode: other, viewSize: [48, 32], resources: SceneResources())
                        #expect(build(stranger, WebContext()) == nil, "\(mode.rawValue)'s page from a \(other.rawValue) scene")
                    }
                }
            }
        }
        #expect(texts.count == Mode.allCases.count * Self.platformMarks.count)
    }

    /// The files every mode's folder in `Sources/CodeGen` holds: the first column of the table
    /// under "## A mode's folder" in its README, `X` standing for the mode's name.
    static func templateFiles() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("Sources/CodeGen/README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## A mode's folder").dropFirst().first)
        let lines = section.split(separator: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("| file |") })
        var files: [String] = []
        for line in lines[(start + 2)...] {
            guard line.hasPrefix("|") else { break }
            let first = line.split(separator: "|", omittingEmptySubsequences: true).first ?? ""
            files += first.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        return files
    }

    @Test func everySceneHasItsCodeFolderAsTheReadmeSays() throws {
        let files = try Self.templateFiles()
        #expect(Set(files).isSuperset(of: ["XCode.swift", "XCode+UIKit.swift", "XCode+SwiftUI.swift",
                                           "XCode+Compose.swift", "XScene+Web.swift"]), "\(files)")
        let codeGen = Self.root.appendingPathComponent("Sources/CodeGen")
        for stem in Self.modeStems {
            let present = (try? FileManager.default.contentsOfDirectory(atPath: codeGen.appendingPathComponent(stem).path)) ?? []
            for template in files {
                let file = stem + template.dropFirst()
                #expect(present.contains(file), "Sources/CodeGen/\(stem)/ lacks \(file) (the README's template)")
            }
        }
    }

    /// No emitter is left in Scenes: no file named as one, and no file that writes code or a page.
    @Test func scenesHoldNoEmitter() throws {
        let scenes = Self.root.appendingPathComponent("Sources/Scenes")
        let files = FileManager.default.enumerator(at: scenes, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 50)
        for file in files {
            let name = file.lastPathComponent
            #expect(!name.contains("Code") && !name.contains("+Web"), "Sources/Scenes holds \(name), an emitter's name")
            let text = try String(contentsOf: file, encoding: .utf8)
            for word in ["CodeLanguage", "CodeText", "CodeCatalog", "WebPage", "WebElement", "webPage(", "code(for"]
            where text.contains(word) {
                Issue.record("Sources/Scenes/…/\(name) names \(word): code generation belongs to Sources/CodeGen")
            }
        }
    }
}
