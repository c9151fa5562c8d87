@testable import foldpreview
import Foundation
import FoundationXML
import Media
import Raster
import Scenes
import Testing

/// The desktop's conventions (issue 27): the launcher entry validates, the presets' MIME
/// type declares the glob the panel's files end with, the generated completions offer the
/// modes and the settings (and bash completes `--set fold.` with fold's settings), the
/// manual holds its sections, and the icon the script draws is the committed one.
@Suite struct DesktopPackagingTests {
    /// The package's root, found from this file's place (Tests/CLITests/Packaging/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let packaging = root.appendingPathComponent("packaging")

    /// The absolute path of `tool` on the PATH, nil when it is absent.
    static func tool(_ tool: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments` (and `environment` added), to its end.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        nonisolated(unsafe) var errData = Data()
        let errRead = Thread { errData = err.fileHandleForReading.readDataToEndOfFile() }
        errRead.start()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errRead.isFinished { usleep(1000) }
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }

    /// Every element named `name` in the XML at `url`, as its attributes (the parse fails
    /// the test when the file is not well-formed).
    static func elements(_ name: String, in data: Data) throws -> [[String: String]] {
        final class Collector: NSObject, XMLParserDelegate {
            let name: String
            var found: [[String: String]] = []
            init(_ name: String) { self.name = name }
            func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String]) {
                if element == name { found.append(attributes) }
            }
        }
        let parser = XMLParser(data: data)
        let collector = Collector(name)
        parser.delegate = collector
        #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        return collector.found
    }

    // MARK: The launcher entry and the MIME type

    @Test(.enabled(if: tool("desktop-file-validate") != nil, "needs desktop-file-validate (desktop-file-utils)"))
    func theDesktopEntryValidates() throws {
        let entry = Self.packaging.appendingPathComponent("foldpreview.desktop").path
        let result = try Self.run(Self.tool("desktop-file-validate")!, [entry])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!(result.stdout + result.stderr).contains("error"), "\(result.stdout)\(result.stderr)")
        // One main category: with two the menu may list the program twice.
        #expect(!(result.stdout + result.stderr).contains("more than one main category"), "\(result.stdout)\(result.stderr)")
    }

    @Test func theEntryOpensPresetsOfTheTypeTheMIMEFileDeclares() throws {
        let entry = try String(contentsOf: Self.packaging.appendingPathComponent("foldpreview.desktop"), encoding: .utf8)
        let keys = Dictionary(entry.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let equals = line.firstIndex(of: "=") else { return nil }
            return (String(line[..<equals]), String(line[line.index(after: equals)...]))
        }, uniquingKeysWith: { first, _ in first })
        #expect(keys["Exec"] == "foldpreview %f")
        #expect(keys["Icon"] == "foldpreview")
        // Graphics is the one main category (the freedesktop menu's main ones are listed
        // below); 2DGraphics and GUIDesigner are additional ones.
        let main: Set<Substring> = ["AudioVideo", "Audio", "Video", "Development", "Education", "Game", "Graphics",
                                    "Network", "Office", "Science", "Settings", "System", "Utility"]
        let categories = keys["Categories"]?.split(separator: ";") ?? []
        #expect(categories.filter(main.contains) == ["Graphics"], "\(categories)")
        #expect(categories.contains("2DGraphics") && categories.contains("GUIDesigner"), "\(categories)")

        let xml = try Data(contentsOf: Self.packaging.appendingPathComponent("foldpreview.xml"))
        let types = try Self.elements("mime-type", in: xml).compactMap { $0["type"] }
        #expect(types == ["application/x-foldpreview-preset"])
        #expect(keys["MimeType"] == types.joined(separator: ";") + ";")
        let globs = try Self.elements("glob", in: xml)
        // The glob is what the panel saves presets as, weighted over plain JSON's 50.
        #expect(globs.map { $0["pattern"] } == ["*" + PresetLibrary.fileExtension])
        #expect(globs.compactMap { $0["weight"].flatMap(Int.init) }.allSatisfy { $0 > 50 } && globs.count == 1)
        #expect(try Self.elements("sub-class-of", in: xml).map { $0["type"] } == ["application/json"])
    }

    @Test(.enabled(if: tool("update-mime-database") != nil, "needs update-mime-database (shared-mime-info)"))
    func sharedMimeInfoCompilesTheGlob() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let packages = dir.appendingPathComponent("mime/packages")
        try FileManager.default.createDirectory(at: packages, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.packaging.appendingPathComponent("foldpreview.xml"),
                                         to: packages.appendingPathComponent("foldpreview.xml"))
        let result = try Self.run(Self.tool("update-mime-database")!, [dir.appendingPathComponent("mime").path])
        #expect(result.status == 0, "\(result.stderr)")
        let globs = try String(contentsOf: dir.appendingPathComponent("mime/globs2"), encoding: .utf8)
        #expect(globs.contains("60:application/x-foldpreview-preset:*.foldpreview.json"), "\(globs)")
    }

    // MARK: Completions and the manual

    @Test(arguments: ["bash", "zsh", "fish"])
    func theCompletionScriptsOfferTheModesAndEverySetting(shell: String) throws {
        let result = try BinaryProcess.run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        let modes = Mode.allCases.map(\.rawValue), settings = SettingsRegistry.standard.all.map { $0.name + "=" }
        if shell == "fish" {
            // fish: `complete … -l 'set' … -rfka 'fold.duration= fold.foldCurve= …'`, a line per command.
            func lists(_ option: String) -> [[String]] {
                result.stdout.split(separator: "\n").filter { $0.contains("-l '\(option)'") }.compactMap { line in
                    line.range(of: "-rfka '").map { start in
                        line[start.upperBound...].prefix { $0 != "'" }.split(separator: " ").map(String.init)
                    }
                }
            }
            #expect(lists("set").count == 5 && lists("set").allSatisfy { $0 == settings }, "\(lists("set"))")
            // preview, render, params and code; bench adds `all`.
            #expect(lists("mode").count == 5 && lists("mode").allSatisfy { $0 == modes || $0 == modes + ["all"] },
                    "\(lists("mode"))")
        } else {
            // bash and zsh quote each word of a list: 'fold.duration=' 'fold.foldCurve=' …
            let missing = (modes + settings).filter { !result.stdout.contains("'\($0)'") }
            #expect(missing.isEmpty, "\(shell)'s script does not offer \(missing)")
        }
    }

    /// Bash's completion of the command line `words` (its last word the one completed).
    static func bashCompletes(_ words: [String]) throws -> [String] {
        let script = try BinaryProcess.run(["--generate-completion-script", "bash"]).stdout
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("foldpreview.bash")
        try Data(script.utf8).write(to: file)
        let line = words.joined(separator: " ")
        // Split as bash splits a line for completion (COMP_WORDBREAKS holds '='), then
        // called as `complete -F` calls the function: command, current word, previous.
        let program = """
            source "$1"
            COMP_LINE="$2"; COMP_POINT=${#COMP_LINE}
            read -ra COMP_WORDS <<< "${COMP_LINE//=/ = }"
            [[ "${COMP_LINE}" == *" " ]] && COMP_WORDS+=("")
            COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            _foldpreview_joined foldpreview "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}" 2>/dev/null
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try Self.run(Self.tool("bash")!, ["-c", program, "bash", file.path, line])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test(.enabled(if: tool("bash") != nil, "needs bash"))
    func bashCompletesTheSettingsOfANamespaceAfterSet() throws {
        let fold = SettingsRegistry.standard.all.map(\.name).filter { $0.hasPrefix("fold.") }.map { $0 + "=" }
        #expect(try Self.bashCompletes(["foldpreview", "render", "--set", "fold."]) == fold)
        #expect(try Self.bashCompletes(["foldpreview", "render", "--set", "pop.ten"]) == ["pop.tension="])
        // After a whole NAME=VALUE (three words to bash), the options complete again.
        #expect(try Self.bashCompletes(["foldpreview", "render", "--set", "fold.duration=0.6", "--mode", "c"])
                == Mode.allCases.map(\.rawValue).filter { $0.hasPrefix("c") })
        #expect(try Self.bashCompletes(["foldpreview", "params", "--mode", ""]) == Mode.allCases.map(\.rawValue))
    }

    /// argument-parser's manual generator, as `make package-gen` builds it.
    static let generateManual = root.appendingPathComponent(".build-package/tools/debug/generate-manual").path

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: generateManual),
                   "needs .build-package/tools/debug/generate-manual (make package-gen builds it)"))
    func theManualHasItsSectionsAndEveryCommand() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try Self.run(Self.generateManual, [BinaryProcess.binary.path, "--output-directory", dir.path])
        #expect(result.status == 0, "\(result.stderr)")
        let roff = try String(contentsOf: dir.appendingPathComponent("foldpreview.1"), encoding: .utf8)
        for section in [".Dt FOLDPREVIEW 1", ".Sh NAME", ".Nm foldpreview", ".Sh SYNOPSIS", ".Sh DESCRIPTION",
                        ".Sh \"EXIT STATUS\""] {
            #expect(roff.contains(section + "\n"), "no '\(section)'")
        }
        for command in ["preview", "render", "bench", "params", "code"] {
            #expect(roff.contains(".It Em \(command)\n"), "no command '\(command)'")
        }
        #expect(roff.contains("Fl -set") && roff.contains("Fl -mode"))
    }

    // MARK: The icon

    @Test(.enabled(if: tool("python3") != nil, "needs python3 (make-icon.sh's SVG)"))
    func theScriptDrawsTheCommittedIcon() throws {
        let dir = try CLITests.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let made = try Self.run("/bin/sh", [Self.packaging.appendingPathComponent("make-icon.sh").path, dir.path],
                                environment: ["BIN": BinaryProcess.binary.path])
        #expect(made.status == 0, "\(made.stderr)")

        // The PNG: 256×256 with a transparent surround, the pixels the rasterizer draws now.
        let committed = try ImageFile.load(path: Self.packaging.appendingPathComponent("icons/foldpreview-256.png").path).bitmap
        let drawn = try ImageFile.load(path: dir.appendingPathComponent("foldpreview-256.png").path).bitmap
        #expect(committed.width == 256 && committed.height == 256)
        #expect(committed[0, 0].a == 0 && committed[128, 128].a == 255, "no transparent surround or no page")
        #expect(drawn.width == committed.width && drawn.height == committed.height)
        var worst: UInt32 = 0
        for (a, b) in zip(drawn.pixels, committed.pixels) where a != b {
            for shift: UInt32 in [0, 8, 16, 24] {
                let x = (a >> shift) & 0xFF, y = (b >> shift) & 0xFF
                worst = max(worst, x > y ? x - y : y - x)
            }
        }
        #expect(worst <= 2, "the committed icon differs from what make-icon.sh draws now by \(worst) levels: rerun it")

        // The SVG: well-formed, one polygon per layer of the frame's draw list, at its corners.
        let dump = dir.appendingPathComponent("frame.json")
        let render = try BinaryProcess.run(["render", "--mode", "page", "--progress", "0.35", "--size", "256x256",
                                            "--background", "transparent", "--out",
                                            dir.appendingPathComponent("frame.png").path, "--dump", dump.path])
        #expect(render.status == 0, "\(render.stderr)")
        let list = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: dump)) as? [String: Any])
        let layers = try #require(list["layers"] as? [[String: Any]])
        let corners = layers.map { layer in
            ((layer["corners"] as? [[Double]]) ?? []).map { String(format: "%.2f,%.2f", $0[0], $0[1]) }
                .joined(separator: " ")
        }
        for svg in [Self.packaging.appendingPathComponent("icons/foldpreview.svg"), dir.appendingPathComponent("foldpreview.svg")] {
            let polygons = try Self.elements("polygon", in: Data(contentsOf: svg)).map { $0["points"] ?? "" }
            #expect(polygons == corners, "\(svg.lastPathComponent): \(polygons.count) polygons, \(layers.count) layers")
        }
    }
}
