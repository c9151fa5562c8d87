@testable import foldpreview
import Foundation
import Scenes
import Testing

/// The window's rough edges from a newcomer's first try, driven in process on the
/// session's clock: the panel in a small window, the HUD's fps and pop's line, the
/// timeline's frames and its end, the pose options, the sliders' scales.
@Suite struct SessionEdgesTests {
    /// With room the panel sits beside the scene at 380 points; at 640×400 it narrows to
    /// leave the scene 320 points; at 400×300 even the narrowest panel would leave the
    /// scene a sliver, so panel and strip float over the scene, which keeps the window.
    @Test func thePanelNarrowsThenFloatsOverTheScene() throws {
        let wide = try SessionDriver(width: 1280, height: 800)
        wide.session.panel.toggle(at: wide.time)
        let docked = wide.session.panelLayout
        #expect(wide.session.sceneSize == (900, 766) && !docked.floats)
        #expect(docked.panel == .init(x: 900, y: 0, width: 380, height: 800))
        #expect(docked.strip == .init(x: 0, y: 766, width: 900, height: 34))

        let narrowed = PanelLayout(drawable: (640, 400), pixelScale: (1, 1), shown: true)
        #expect(narrowed.scene == (320, 366) && !narrowed.floats && narrowed.panel?.width == 320)
        // HiDPI: the same in points.
        let sharp = PanelLayout(drawable: (1280, 800), pixelScale: (2, 2), shown: true)
        #expect(sharp.scene == (640, 732) && sharp.panel?.width == 320)

        let small = try SessionDriver(width: 400, height: 300)
        small.session.panel.toggle(at: small.time)
        let floating = small.session.panelLayout
        #expect(small.session.sceneSize == (400, 300) && floating.floats)
        #expect(floating.panel == .init(x: 100, y: 0, width: 300, height: 266))
        // The strip spans the window: its play button and slider keep their width.
        #expect(floating.strip == .init(x: 0, y: 266, width: 400, height: 34))
        #expect(floating.isOnPanel(150, 100) && floating.isOnPanel(20, 280) && !floating.isOnPanel(50, 100))
        small.session.refreshScene()
        small.settle()
        #expect(small.session.scene.viewSize == [400, 300], "the scene gets the whole window")
        // Hidden, the scene has the window whatever its size.
        #expect(PanelLayout(drawable: (400, 300), pixelScale: (1, 1), shown: false).scene == (400, 300))
    }

    /// The HUD's fps shows while something moves; at rest (no animation, no drag) there
    /// is none, not the last rate measured.
    @Test func fpsIsBlankAtRest() throws {
        let driver = try SessionDriver()
        let rates = PreviewSession.FrameRates(framesPerSecond: 60, milliseconds: 3)
        let rest = driver.session.hudLines(at: driver.time, rates: rates).full
        #expect(!rest.contains { $0.contains("fps") }, "\(rest)")
        driver.press("space")
        let moving = driver.session.hudLines(at: driver.time, rates: rates).full
        #expect(moving.contains { $0.hasPrefix("60 fps   frame 3.0 ms") }, "\(moving)")
    }

    /// A 2.181 s fold is 132 frames at 60 fps in `render`'s `Recording` and in the
    /// window's timeline (frames counted from 1), and at End the HUD reads the fold done
    /// (90°, progress 1), not the next fold's start; likewise the page's turn.
    @Test func theTimelineCountsTheExportsFramesAndEndsFinished() throws {
        let driver = try SessionDriver(["--set", "fold.duration=2.181"])
        let scene = SceneCatalog.make(mode: .fold, viewSize: [320, 200], resources: SceneResources(text: SessionDriver.text),
                                      settings: driver.session.settings)
        let exported = Recording(scene: scene, framesPerSecond: 60).count
        #expect(exported == 132)
        driver.press("end")
        #expect(driver.message?.hasPrefix("frame \(exported) of \(exported)   t 2.183 s") == true, "\(driver.message ?? "")")
        let hud = driver.session.hudLines(at: driver.time, rates: .init()).compact
        #expect(hud[0].hasPrefix("fold   angle 90.0°") && hud[1].hasPrefix("progress 1.000   frame 132 of 132"), "\(hud)")
        driver.press("home")
        #expect(driver.session.hudLines(at: driver.time, rates: .init()).compact[1].hasPrefix("progress 0.000   frame 1 of 132"))

        let page = try SessionDriver(["--mode", "page"])
        page.press("end")
        let turned = page.session.hudLines(at: page.time, rates: .init()).compact
        #expect(turned[0].hasPrefix("page   turned 180.0°") && turned[1].hasPrefix("progress 1.000"), "\(turned)")
    }

    /// `--progress` and the modes' pose options open the window posed as `render` poses a
    /// frame, and it stays so (pop's start poke does not spring away from it); a bad one
    /// is refused with `render`'s line.
    @Test func poseOptionsOpenTheWindowPosed() throws {
        let pop = try SessionDriver(["--mode", "pop", "--angle", "-90"])
        pop.run(for: 0.5)
        #expect(abs(pop.session.scene.progress - 0.5) < 1e-9 && !pop.session.scene.isAnimating)
        let fold = try SessionDriver(["--progress", "0.4"])
        fold.run(for: 0.5)
        #expect(abs(fold.session.scene.progress - 0.4) < 1e-9)
        let flip = try SessionDriver(["--mode", "flip", "--flight", "2"])
        #expect(flip.session.scene.hudLine.hasPrefix("flight 2 of"))
        for (arguments, message) in [(["--progress", "2"], "--progress must be a number in [0, 1], got 2"),
                                     (["--mode", "pop", "--angle", "-90", "--progress", "0.2"],
                                      "give either --angle or --progress, not both"),
                                     (["--angle", "10"], "--angle applies to --mode pop")] {
            let error = #expect(throws: CLIError.self, "\(arguments)") { try SessionDriver(arguments) }
            #expect(error?.description == message)
        }
    }

    /// Pop's HUD keeps its place while the spring moves: its line keeps its width (at
    /// 800×450 the spring's dials used to push it off the window until the spring settled).
    @Test func popsHUDStaysWhileTheSpringMoves() throws {
        let driver = try SessionDriver(["--mode", "pop"], width: 800, height: 450)
        driver.run(for: 3)
        driver.frame()
        #expect(driver.session.book.hudHadRoom && !driver.session.scene.isAnimating)
        driver.press("space")
        for step in 0..<10 {
            driver.run(for: 3.0 / 60)
            driver.frame()
            #expect(driver.session.book.hudHadRoom, "no HUD \(step * 3 + 3) frames into the poke")
        }
        #expect(driver.session.scene.hudLine.hasSuffix("°   spring"))
    }

    /// Wide ranges slide logarithmically: durations 0.01…10 s, and ranges from 0 that span
    /// over 100 times their default (speeds 0…100000 pt/s about 125, in whole points);
    /// narrow ones linearly. Every number setting of every mode follows the rule.
    @Test func wideRangesSlideLogarithmically() throws {
        func scale(_ name: String) throws -> TuningPanel.SliderScale {
            let setting = try #require(Mode.allCases.flatMap(SceneCatalog.settings(for:)).first { $0.name == name })
            return TuningPanel.sliderScale(for: setting, range: try #require(setting.range))
        }
        #expect(try scale("fold.duration") == .init(logarithmic: true, format: "%.4g"))
        #expect(try scale("page.flickSpeed") == .init(logarithmic: true, format: "%.0f"))
        #expect(try scale("page.eyeDistance") == .init(logarithmic: true, format: "%.2f"))
        #expect(try scale("pop.blurRadius") == .init(logarithmic: false, format: "%.4g"))
        #expect(try scale("pop.pokeVelocity").logarithmic == false)
        var logarithmic: [String] = []
        for setting in Set(Mode.allCases.flatMap { SceneCatalog.settings(for: $0).map(\.name) }).sorted() {
            guard let found = Mode.allCases.flatMap(SceneCatalog.settings(for:)).first(where: { $0.name == setting }),
                  found.kind == .number || found.kind == .list, let range = found.range else { continue }
            if TuningPanel.sliderScale(for: found, range: range).logarithmic { logarithmic.append(setting) }
            // A duration down to a hundredth of a second or less over seconds is wide.
            if found.unit == "s", range.lowerBound > 0, range.upperBound / range.lowerBound > 100 {
                #expect(logarithmic.last == setting, "\(setting) slides linearly")
            }
        }
        #expect(logarithmic.contains("cell.eyeDistance") && logarithmic.contains("fold.eyeDistance"), "\(logarithmic)")
        #expect(TuningPanel.sliderTooltip("Seconds a fold takes.").hasSuffix("\nshift-drag: fine steps · ctrl-click: type a value"))
    }
}
