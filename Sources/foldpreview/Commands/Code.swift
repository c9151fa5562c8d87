import ArgumentParser
import CodeGen
import Scenes

/// `foldpreview code`: a mode's settings as code in a `CodeLanguage`: iOS code for the
/// project it came from, as the window's Ctrl-C copies it, today's frameworks', or a web page
/// (`html`, whose pictures are drawn and embedded here, as `render --out x.html` writes it).
struct Code: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a mode's settings as code (Swift, Objective-C as the originals were written, UIKit, SwiftUI, Compose) or as a web page (html).",
        discussion: """
            foldpreview code --mode fold --set fold.duration=0.6 --set fold.foldCurve=0.2,0,0.2,1
            foldpreview code --mode pop --set pop.bounciness=8 --lang objc
            foldpreview code --mode cell --preset tuned.json
            foldpreview code --mode fold --lang uikit --set fold.orientation=horizontal
            foldpreview code --mode pop --lang swiftui --set pop.bounciness=8
            foldpreview code --mode page --lang compose
            foldpreview code --mode fold --model --set fold.creases=2
            foldpreview code --mode cubic --lang html --size 640x400 --image photo.jpg > cubic.html
            """)

    @Option(parsing: .unconditional, help: "The mode: \(SceneOptions.modeNames). Default: the mode of --preset's settings.",
            completion: Completions.modes)
    var mode: String?

    @Option(parsing: .unconditional, help: "\(CodeLanguage.allCases.map(\.rawValue).joined(separator: ", ")). Default swift.",
            completion: .list(CodeLanguage.allCases.map(\.rawValue)))
    var lang: String = "swift"

    @Flag(help: "Print the mode's model instead of code: its tuning table, the constants every platform declares, what each platform cannot express, its rig and its timing.")
    var model = false

    @OptionGroup var tuning: TuningArguments

    @OptionGroup(title: "The web page's pictures (--lang html)") var content: ContentArguments

    @OptionGroup var flights: FlightsArguments

    @Option(parsing: .unconditional, help: ArgumentHelp("--lang html: the page's size WxH in CSS pixels, as render's (default: " + OutputSize.defaultsHelp + ")."))
    var size: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("--lang html: " + OutputSize.scaleHelp))
    var scale: Int?

    @OptionGroup var background: BackgroundArguments

    @Option(parsing: .unconditional, help: "The resources folder (default: found beside the binary).")
    var resources: String?

    mutating func run() throws {
        // --preset by name or file; the mode from its settings when --mode is not given.
        let resolved = try SceneArguments(content: content, flights: flights.flights, tuning: tuning)
            .resolvingPreset(mode: mode, fallback: nil)
        tuning = resolved.arguments.tuning
        guard let name = resolved.mode else {
            throw CLIError("code needs --mode (\(SceneOptions.modeNames)) or a --preset whose settings are one mode's")
        }
        let mode = try SceneOptions.parseMode(name)
        guard let language = CodeLanguage(rawValue: lang) else {
            throw CLIError("--lang must be \(CodeLanguage.allCases.map(\.rawValue).joined(separator: ", ")), got '\(lang)'")
        }
        if model {
            guard language == .swift, content.isEmpty, flights.flights == nil, size == nil, scale == nil,
                  background.background == nil, resources == nil else {
                throw CLIError("--model prints the model every language is written from: it takes only --mode and settings")
            }
            return try printProduct(CodeCatalog.modelListing(mode: mode, settings: try tuning.values(registry: .standard)), terminator: "")
        }
        guard case .text(let write) = CodeCatalog.writer(for: mode, in: language) else {
            // The web page shows pictures: the preset's too.
            content = resolved.arguments.content
            return try printProduct(try webPage(mode), terminator: "")
        }
        guard content.isEmpty, flights.flights == nil, size == nil, scale == nil, background.background == nil,
              resources == nil else {
            throw CLIError("pictures, --flights, --size, --scale, --background and --resources apply to --lang html")
        }
        let values = try tuning.values(registry: .standard)
        try printProduct(write(values), terminator: "")
    }

    /// The web page, made as `render --out x.html` makes it.
    private func webPage(_ mode: Mode) throws -> String {
        try WebPageExport.html(mode: mode.rawValue, arguments: SceneArguments(content: content, flights: flights.flights,
                                                                              tuning: tuning),
                               resources: resources, size: try OutputSize.given(size: size, scale: scale), scale: scale,
                               background: try background.value(pictureRefusedBy: "code"))
    }
}
