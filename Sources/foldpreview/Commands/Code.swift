import ArgumentParser
import Scenes

/// `foldpreview code`: a mode's settings as iOS code for the project it came from, as the
/// window's Ctrl-C copies it.
struct Code: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a mode's settings as iOS code (Swift, or Objective-C as the originals were written).",
        discussion: """
            foldpreview code --mode fold --set fold.duration=0.6 --set fold.foldCurve=0.2,0,0.2,1
            foldpreview code --mode pop --set pop.bounciness=8 --lang objc
            foldpreview code --mode cell --preset tuned.json
            """)

    @Option(help: "The mode: \(SceneOptions.modeNames).")
    var mode: String

    @Option(help: "swift (default) or objc.")
    var lang: String = "swift"

    @OptionGroup var tuning: TuningArguments

    func run() throws {
        let mode = try SceneOptions.parseMode(mode)
        guard let language = CodeLanguage(rawValue: lang) else {
            throw CLIError("--lang must be \(CodeLanguage.allCases.map(\.rawValue).joined(separator: ", ")), got '\(lang)'")
        }
        let values = try tuning.values(registry: .standard)
        try printLine(SceneCatalog.code(mode: mode, settings: values, language: language), terminator: "")
    }
}
