import Media
import Raster
@testable import Scenes
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Golden frames of fold and cubic at 320×200, progress 0, 0.25, 0.5, 0.75 and 1, stored
/// as PNG next to this file (Tests/ScenesTests/Golden) and compared with a reported max
/// and mean channel difference. Tolerance: max ≤ 2 (room for SDL_ttf builds that
/// antialias glyphs a level differently).
///
/// Re-record (then LOOK at the PNGs before committing):
///
///     RECORD_GOLDENS=1 swift test --filter ScenesTests
@Suite("Fold goldens")
struct GoldenTests {
    static let progresses = [0.0, 0.25, 0.5, 0.75, 1.0]
    static let tolerance = 2

    static var recording: Bool { getenv("RECORD_GOLDENS").map { String(cString: $0) == "1" } ?? false }

    @Test(arguments: [Mode.fold, Mode.cubic], progresses)
    func golden(mode: Mode, progress: Double) throws {
        try #require(sharedText != nil, "goldens need DejaVu Sans for the card page")
        let scene = makeScene(mode)
        scene.progress = progress
        let frame = render(scene)
        try expectGolden(frame, named: "\(mode.rawValue)-\(Int((progress * 100).rounded())).png")
    }

    /// The accordion (`fold.creases`): 1 set explicitly is MPFoldTransition's fold, the
    /// golden above to the pixel; more creases have goldens of their own.
    @Test(arguments: [(Mode.fold, 1, false, 0.5), (.fold, 3, false, 0.5), (.cubic, 4, false, 0.5),
                      (.fold, 8, true, 0.75), (.cubic, 2, true, 0.25)])
    func accordion(mode: Mode, creases: Int, horizontal: Bool, progress: Double) throws {
        try #require(sharedText != nil, "goldens need DejaVu Sans for the card page")
        let scene = makeScene(mode)
        var settings = scene.settings
        try SettingsRegistry.standard.apply(assignments: ["fold.creases=\(creases)"], to: &settings)
        scene.settings = settings
        if horizontal { scene.orientation = .horizontal }
        scene.progress = progress
        let frame = render(scene)
        let percent = Int((progress * 100).rounded())
        if creases == 1 {
            try expectGolden(frame, named: "\(mode.rawValue)-\(percent).png")
        } else {
            try expectGolden(frame, named: "\(mode.rawValue)-creases\(creases)\(horizontal ? "-horizontal" : "")-\(percent).png")
        }
    }
}

/// Compares `frame` with the golden PNG `name` in Tests/ScenesTests/Golden (max channel
/// difference ≤ `GoldenTests.tolerance`, max and mean reported), or records it when
/// RECORD_GOLDENS=1.
func expectGolden(_ frame: Bitmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let path = goldenDirectory() + "/" + name
    if GoldenTests.recording {
        try ImageFile.savePNG(frame, to: path)
        return
    }
    let golden = try ImageFile.load(path: path).bitmap
    try #require(golden.width == frame.width && golden.height == frame.height,
                 "\(name): golden is \(golden.width)×\(golden.height), frame \(frame.width)×\(frame.height)",
                 sourceLocation: sourceLocation)
    let (worst, mean) = difference(frame, golden)
    #expect(worst <= GoldenTests.tolerance,
            "\(name): max channel difference \(worst) (mean \(mean)); re-record with RECORD_GOLDENS=1 if intended",
            sourceLocation: sourceLocation)
}
