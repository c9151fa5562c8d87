import Media
import Raster
import Scenes


/// The mode options `render` and `bench` share, validated into values, with one clear
/// message per bad input.
struct RenderOptions {
    let mode: Mode
    let progress: Double
    let orientation: FoldScene.Orientation
    let perspective: FoldScene.Perspective
    let unfold: Bool
    let image: Bitmap?
    /// The board's flights.
    let flights: [Flight]
    /// The board's starting flight and flip style, the cells' panel count.
    let start: StartOptions

    init(mode name: String, progress: Double?, frames: Int?, image path: String?,
         orientation: String, perspective: String, unfold: Bool, resources: String?,
         flip: FlipArguments? = nil, cell: CellArguments? = nil, requireFlights: Bool? = nil) throws {
        mode = try RenderOptions.parseMode(name)
        if let progress {
            guard progress.isFinite, (0...1).contains(progress) else {
                throw CLIError("--progress must be a number in [0, 1], got \(progress)")
            }
            guard frames == nil else { throw CLIError("give either --progress or --frames, not both") }
        }
        if let frames, !(1...100_000).contains(frames) {
            throw CLIError("--frames must be 1…100000, got \(frames)")
        }
        self.progress = progress ?? 0.5
        guard let o = FoldScene.Orientation(rawValue: orientation.lowercased()) else {
            throw CLIError("unknown orientation '\(orientation)' (choose vertical or horizontal)")
        }
        guard let p = FoldScene.Perspective(rawValue: perspective.lowercased()) else {
            let names = FoldScene.Perspective.allCases.map(\.rawValue).joined(separator: ", ")
            throw CLIError("unknown perspective '\(perspective)' (choose \(names))")
        }
        self.orientation = o
        self.perspective = p
        self.unfold = unfold
        flights = try RenderOptions.loadFlights(file: flip?.flights, resources: resources,
                                                 required: requireFlights ?? (mode == .flip))
        if let number = flip?.flight {
            guard (1...flights.count).contains(number) else {
                throw CLIError("--flight must be 1…\(flights.count) (the flights file has \(flights.count)), got \(number)")
            }
            if mode == .flip, number == flights.count, (progress ?? 0) > 0 || frames != nil {
                throw CLIError("flight \(number) is the last one: --progress and --frames show the swipe to the next"
                               + " flight, so choose --flight 1…\(flights.count - 1)")
            }
        }
        if let items = cell?.items, !(2...8).contains(items) {
            throw CLIError("--items must be 2…8 (panels per folding cell), got \(items)")
        }
        start = StartOptions(flight: (flip?.flight ?? 1) - 1, trueThreeD: flip?.trueThreeD ?? false,
                             items: cell?.items ?? 4)
        if let path {
            do {
                let loaded = try ImageFile.load(path: path)
                if let note = loaded.note { writeToStandardError("foldpreview: note: \(note)\n") }
                image = loaded.bitmap
            } catch {
                throw CLIError(error.description)
            }
        } else {
            image = nil
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
            return try FlightsFile.load(path: path)
        } catch {
            throw CLIError(error.description)
        }
    }

    /// Every mode's name, in keyboard order, for help texts and messages.
    static let modeNames = Mode.allCases.map(\.rawValue).joined(separator: ", ")

    /// A mode by name.
    static func parseMode(_ name: String) throws -> Mode {
        guard let mode = Mode(rawValue: name.lowercased()) else {
            throw CLIError("unknown mode '\(name)' (choose \(modeNames))")
        }
        return mode
    }

    /// `WxH` with each side 1…16384.
    static func parseSize(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw CLIError("--size must look like 1280x800, got '\(text)'")
        }
        guard (1...16384).contains(w), (1...16384).contains(h) else {
            throw CLIError("--size sides must be 1…16384 pixels, got '\(text)'")
        }
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

    /// The configured scene for a view of `size` pixels.
    func makeScene(size: (width: Int, height: Int)) throws -> any Scene {
        let resources = SceneResources(text: RenderOptions.textRenderer(), image: image, flights: flights)
        let scene = SceneCatalog.make(mode: mode, viewSize: SIMD2(Double(size.width), Double(size.height)),
                                      resources: resources)
        if let fold = scene as? FoldScene {
            fold.orientation = orientation
            fold.perspective = perspective
            fold.direction = unfold ? .unfold : .fold
        }
        start.apply(to: scene)
        return scene
    }
}
