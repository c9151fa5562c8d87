import Raster
@testable import Scenes
import Stage
import Testing

/// No numeric trap anywhere: every mode takes pointer coordinates and wheel turns far
/// outside any view (±1e18, ±1e308, infinities, NaN) and extreme settings, advances, and
/// still describes and draws a finite frame and a HUD line.
@Suite struct ExtremeInputTests {
    static let values: [Double] = [1e18, -1e18, 1e308, -1e308, .infinity, -.infinity, .nan, 0, 3.5]

    @Test(arguments: Mode.allCases)
    func extremePointersTrapNothing(mode: Mode) {
        let scene = SceneCatalog.make(mode: mode, viewSize: [160, 120], resources: SceneResources())
        let frames = SceneRenderer()
        for x in Self.values {
            for y in Self.values {
                scene.handle(.down(x: 80, y: 60))
                scene.handle(.move(x: x, y: y))
                scene.handle(.up(x: x, y: y))
                scene.handle(.down(x: x, y: y))
                scene.handle(.move(x: 80, y: 60))
                scene.handle(.cancel)
                scene.handle(.wheel(dx: x, dy: y))
                scene.advance(by: 0.05)
                _ = scene.hudLine
            }
            scene.advance(by: x)
            scene.progress = x
            _ = scene.hudLine
        }
        let list = frames.render(scene)
        #expect(list.items.allSatisfy { $0.primitive.homogeneousCorners.allSatisfy { $0.x.isFinite && $0.y.isFinite } })
    }

    /// Every setting at both ends of its range at once, for every mode.
    @Test(arguments: Mode.allCases)
    func extremeSettingsTrapNothing(mode: Mode) throws {
        for end in [false, true] {
            var values = SettingValues()
            for setting in SceneCatalog.settings(for: mode) {
                guard let range = setting.range else { continue }
                let number = end ? range.upperBound : range.lowerBound
                let text = setting.kindName == "integer" ? String(Int(number))
                    : setting.kindName == "list" ? Array(repeating: number.settingText, count: setting.count?.upperBound ?? 1)
                        .joined(separator: ",")
                    : number.settingText
                try setting.set(text, in: &values)
            }
            let scene = SceneCatalog.make(mode: mode, viewSize: [120, 200], resources: SceneResources(), settings: values)
            for progress in [0, 0.5, 1] {
                scene.progress = progress
                scene.play()
                scene.advance(by: 0.3)
                _ = scene.hudLine
                let list = SceneRenderer().render(scene)
                #expect(list.items.allSatisfy { $0.primitive.homogeneousCorners.allSatisfy { $0.w.isFinite } },
                        "\(mode) with every setting at its \(end ? "top" : "bottom")")
            }
        }
    }
}
