import Raster
@testable import Scenes
import Stage
import Testing

/// Every mode, through the catalog, over several progress values and settings: each frame
/// has only finite corners, draws something over the whole view (every pixel opaque:
/// each mode fills its background), and is the same when drawn twice.
@Suite struct AllModesTests {
    /// Settings runs: the originals, and a tuned set touching every mode.
    static let tunings: [[String]] = [
        [],
        ["fold.eyeDistance=-3", "fold.orientation=horizontal", "fold.unfold=true", "flip.true3d=true",
         "flip.squash=0.5", "cell.items=7", "cell.durations=0.1,0.5", "pop.blurRadius=0", "pop.cornerRadius=40",
         "cards.spacing=60", "cards.exponent=2.5"],
        ["fold.eyeDistance=0", "fold.shadowOpacity=1", "flip.duration=0.2", "cell.items=2", "pop.eyeDistance=50",
         "cards.scaleExponent=1", "cards.background=#FFFFFF"],
    ]

    static let cases: [(Mode, Int)] = Mode.allCases.flatMap { mode in tunings.indices.map { (mode, $0) } }

    @Test(arguments: cases)
    func everyModeDrawsFiniteDeterministicFrames(mode: Mode, tuning: Int) throws {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: Self.tunings[tuning], to: &settings)
        for size in [SIMD2(200.0, 150.0), SIMD2(97.0, 173.0)] {
            let scene = SceneCatalog.make(mode: mode, viewSize: size, resources: SceneResources(), settings: settings)
            for progress in [0, 0.2, 0.5, 0.8, 1] {
                scene.progress = progress
                let list = DrawList(root: scene.rootLayer(), width: Int(size.x), height: Int(size.y))
                #expect(!list.items.isEmpty)
                for item in list.items {
                    #expect(item.primitive.homogeneousCorners.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.w.isFinite },
                            "\(mode) \(item.name) at \(progress)")
                }
                let first = render(scene, clear: .transparent), second = render(scene, clear: .transparent)
                #expect(first.pixels == second.pixels, "\(mode) at \(progress) drew differently twice")
                #expect(first.pixels.allSatisfy { Pixel(bits: $0).a == 255 }, "\(mode) at \(progress) left holes")
            }
        }
    }

    /// Odd view sizes are sanitised once, before a scene lays itself out.
    @Test func viewSizesAreSanitised() {
        #expect(sanitizedViewSize([.nan, -5]) == [1, 1])
        #expect(sanitizedViewSize([.infinity, 0.5]) == [1, 1])
        #expect(sanitizedViewSize([640, 480]) == [640, 480])
        for mode in Mode.allCases {
            let scene = SceneCatalog.make(mode: mode, viewSize: [.nan, 0], resources: SceneResources())
            #expect(scene.viewSize == [1, 1])
            _ = scene.rootLayer()
        }
    }
}
