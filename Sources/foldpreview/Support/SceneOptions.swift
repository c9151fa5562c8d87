import ArgumentParser
import Media
import Raster
import Scenes


/// `--flights`, for the commands that make scenes from the command line.
struct FlightsArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: "The flights file for the board (default: flights.json in the resources folder).")
    var flights: String?
}

/// What every command that makes scenes from the command line shares (`preview`,
/// `render`): the person's pictures, the flights and every setting, validated into values
/// with one clear message per bad input.
///
/// The commands hold the three groups side by side rather than one group of groups:
/// argument-parser checks a command's options group by group, recursively, each time it
/// parses, and a group nested a level deeper costs several times more (a debug build's
/// `render` spent 0.2 s of CPU on it, the test run a third of its time).
struct SceneArguments {
    var content: ContentArguments
    var flights: String?
    var tuning: TuningArguments
}

/// What a scene of any mode starts from, parsed and loaded once at the edge.
struct SceneOptions {
    let mode: Mode
    /// The person's own pictures (`--image`, `--to`, `--images`, `--fit`, `--cell`),
    /// decoded by the isolated decoder.
    var content: SceneContent
    /// The board's flights.
    let flights: [Flight]
    /// Every setting (the one home of the mode's numbers).
    let settings: SettingValues

    /// `remembered` is what the settings start from before the preset and `--set` (the
    /// window's last settings; the originals for every other command). `frame`: the
    /// largest frame the mode is drawn on (the pictures are kept no larger than drawn there).
    init(mode name: String, arguments: SceneArguments, resources: String?, requireFlights: Bool? = nil,
         remembered: SettingValues = SettingValues(),
         frame: (Mode) throws -> (width: Int, height: Int)) throws {
        mode = try SceneOptions.parseMode(name)
        settings = try arguments.tuning.values(over: remembered)
        flights = try SceneOptions.loadFlights(file: arguments.flights, resources: resources,
                                               required: requireFlights ?? SceneCatalog.flightModes.contains(mode))
        content = try arguments.content.load(for: mode, frame: try frame(mode))
    }

    /// The default options of `mode`: no image, the built-in or found flights, the
    /// originals' settings.
    init(mode: Mode, settings: SettingValues = SettingValues()) throws {
        self.mode = mode
        content = SceneContent()
        self.settings = settings
        flights = try SceneOptions.loadFlights(file: nil, resources: nil, required: false)
    }

    /// These options with `settings` in place of their own: the same mode, pictures and
    /// flights (`render --versus`'s reference beside the command's settings).
    func with(settings: SettingValues) -> SceneOptions {
        SceneOptions(mode: mode, content: content, flights: flights, settings: settings)
    }

    private init(mode: Mode, content: SceneContent, flights: [Flight], settings: SettingValues) {
        self.mode = mode
        self.content = content
        self.flights = flights
        self.settings = settings
    }

    /// `--flights` only for the modes that fly them (the board).
    static func checkFlights(_ flights: String?, for mode: Mode) throws {
        if !SceneCatalog.flightModes.contains(mode), flights != nil {
            throw CLIError("--flights applies to " + SceneCatalog.flightModes.map { "--mode \($0.rawValue)" }
                .joined(separator: " or "))
        }
    }

    /// `--progress`, checked: a number in [0, 1] (nil when not given), never with `--frames`.
    static func checkProgress(_ progress: GivenNumber?, frames: Int?) throws {
        if let progress {
            guard progress.value.isFinite, (0...1).contains(progress.value) else {
                throw CLIError("--progress must be a number in [0, 1], got \(progress.typed)")
            }
            guard frames == nil else { throw CLIError("give either --progress or --frames, not both") }
        }
        if let frames, !(1...100_000).contains(frames) {
            throw CLIError("--frames must be 1…100000, got \(frames)")
        }
    }

    /// The board's flights: `--flights FILE`, else `flights.json` in the resources folder.
    /// A missing or malformed file given by the user is an error; when the board is not
    /// `required` (another mode, which may switch to it) and no resources folder is
    /// found, the board falls back to the seed's built-in flights, saying so.
    static func loadFlights(file: String?, resources: String?, required: Bool) throws -> [Flight] {
        let path: String
        if let file {
            path = file
        } else {
            do {
                path = try ResourceLocator.locate(explicit: resources) + "/" + ResourceLocator.marker
            } catch where !required && resources == nil {
                writeToStandardError("foldpreview: warning: \(error); the board shows its built-in flights\n")
                return Flight.seedFlights
            }
        }
        do {
            return try RecordsFile.load(path: path, format: flightsFormat, make: Flight.init(fields:))
        } catch {
            throw CLIError(error.description)
        }
    }

    /// The board's flights file: `{"flights": [{…}, …]}` of `Flight.fieldNames`.
    static let flightsFormat = RecordsFile.Format(
        listKey: "flights", noun: "flight", fieldNames: Flight.fieldNames, maximumCount: Flight.maximumCount,
        maximumFieldLength: Flight.maximumFieldLength,
        maximumFieldBytes: Flight.maximumFieldBytes)

    /// Every mode's name, in keyboard order, for help texts and messages.
    static let modeNames = Mode.allCases.map(\.rawValue).joined(separator: ", ")

    /// A mode by name.
    static func parseMode(_ name: String) throws -> Mode {
        guard let mode = Mode(rawValue: name.lowercased()) else {
            throw CLIError("unknown mode '\(name)' (choose \(modeNames))")
        }
        return mode
    }

    /// `WxH` with each side 1…16384, whose render fits in the memory available.
    static func parseSize(_ text: String, option: String = "--size") throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw CLIError("\(option) must look like 1280x800" + (option == "--size" ? "" : ", 'native' or 'native@Nx'") + ", got '\(text)'")
        }
        guard (1...16384).contains(w), (1...16384).contains(h) else {
            throw CLIError("\(option) sides must be 1…16384 pixels, got '\(text)'")
        }
        try MemoryBudget.check(width: w, height: h)
        return (w, h)
    }

    /// The text rasterizer for page and card text; without fonts the pages are drawn
    /// without words, and the user is told once.
    static func textRenderer() -> (any TextRasterizing)? {
        do { return try TextRenderer() } catch {
            writeToStandardError("foldpreview: warning: \(error.description); drawing without text\n")
            return nil
        }
    }

    /// A new scene of the mode for a view of `size` pixels, with the settings.
    func makeScene(size: (width: Int, height: Int)) -> any Scene {
        let resources = SceneResources(text: SceneOptions.textRenderer(), content: content, flights: flights)
        return SceneCatalog.make(mode: mode, viewSize: SIMD2(Double(size.width), Double(size.height)),
                                 resources: resources, settings: settings)
    }
}
