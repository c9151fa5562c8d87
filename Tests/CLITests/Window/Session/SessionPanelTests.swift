@testable import foldpreview
import Foundation
import Motion
import Scenes
import Testing

/// The tuning panel in process: a headless session (`SessionDriver` with `panel`) whose
/// panel runs on ImGui with no window, driven with the session's own time. Each control is
/// found where the panel's last frame drew it (`PanelDriver.controls`), never at a fixed
/// pixel. In `PanelBridgeTests`' serialized suite: ImGui's state is the process's own.
extension PanelBridgeTests {
    /// A session in fold mode, `width` × `height`, with the panel shown and one frame of it
    /// built.
    static func panelSession(width: Int = 700, height: Int = 400) throws -> SessionDriver {
        let driver = try SessionDriver(["--mode", "fold"], width: width, height: height, panel: true)
        driver.press("e")
        try #require(driver.session.panel.shown, "\(driver.message ?? "")")
        driver.panelFrame()
        return driver
    }

    /// `name`'s value in the session's settings, as `--set` writes it.
    static func text(_ name: String, in driver: SessionDriver) throws -> String {
        try SettingsRegistry.standard.setting(named: name).text(in: driver.session.settings)
    }

    /// The duration's slider dragged right over four frames: the value grows as the pointer
    /// goes, and the whole drag is ONE undo step: Ctrl-Z once gives the old value back.
    @Test func aSliderDragIsOneUndoStep() throws {
        let driver = try Self.panelSession()
        let name = FoldSettings.duration.name
        let before = try Self.text(name, in: driver)
        let slider = try driver.control(name + "/duration (s)")
        // From the slider's middle to three quarters of the way along it.
        driver.panelDrag(from: slider.center, to: (slider.x0 + 0.75 * (slider.x1 - slider.x0), slider.center.y))
        let after = try Self.text(name, in: driver)
        #expect(Double(after)! > Double(before)!, "the drag left \(name) at \(after) (was \(before))")
        #expect(driver.session.history.counts(SettingsMemory.group(of: .fold)) == (1, 0))
        driver.press("ctrl+z")
        #expect(try Self.text(name, in: driver) == before, "one Ctrl-Z did not undo the whole drag")
        driver.press("ctrl+shift+z")
        #expect(try Self.text(name, in: driver) == after)
    }

    /// The fold curve's second control point (easeOut's (0.58, 1)) dragged left and down
    /// changes `fold.foldCurve` to the point where it was let go, the first point staying;
    /// the frames `.` steps through are the fold eased by the dragged curve.
    @Test func aCurvePointDragChangesTheCurve() throws {
        let driver = try Self.panelSession()
        let name = FoldSettings.foldCurve.name
        let point = try driver.control(name + ".editor/curve/point 2")
        driver.panelDrag(from: point.center, to: (point.center.x - 100, point.center.y + 40))
        let text = try Self.text(name, in: driver)
        let curve = try #require(TimingFunction(settingText: text), "\(text)")
        #expect(curve.x1 == 0 && curve.y1 == 0, "the first control point moved: \(text)")
        #expect(curve.x2 < 0.45 && curve.y2 < 0.8, "the second point did not follow the pointer: \(text)")
        // Where the point is drawn now is where the pointer let it go.
        let moved = try driver.control(name + ".editor/curve/point 2").center
        #expect(abs(moved.x - (point.center.x - 100)) < 1 && abs(moved.y - (point.center.y + 40)) < 1)

        for _ in 0..<3 { driver.press(".") }
        let size = driver.session.sceneSize
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: [name + "=" + text], to: &settings)
        let eased = try SessionReference.picture(.fold, width: size.width, height: size.height,
                                                 progress: curve.value(at: 3.0 / 18), settings: settings)
        let shown = driver.scenePicture()
        #expect(SessionReference.maxChannelDifference(shown, eased) <= 1, "frame 3 is not eased by the dragged curve")
        let original = try SessionReference.picture(.fold, width: size.width, height: size.height,
                                                    progress: TimingFunction.easeOut.value(at: 3.0 / 18))
        #expect(SessionReference.maxChannelDifference(shown, original) > 20, "the original curve gives the same frame")
    }

    /// A preset's A button compares: that preset's values as A (left), the current
    /// settings, untouched, as B.
    @Test func aPresetsAButtonComparesWithIt() throws {
        let driver = try Self.panelSession(height: 1000)
        let preset = try #require(PresetLibrary.builtIn(SettingsMemory.group(of: .fold))
            .first { $0.name == "perspective high" })
        let values = try preset.values(over: SettingValues())
        let settings = driver.session.settings
        #expect(values != settings, "the preset is the settings already: the test could not tell")
        let button = try driver.control("built-in perspective high/A")
        driver.panelClick(at: button.center)
        let comparison = try #require(driver.session.comparison, "A's button did not compare")
        #expect(comparison.referenceName == "perspective high")
        #expect(comparison.reference == values)
        #expect(driver.session.settings == settings, "A's button changed B's settings")
    }
}

extension SessionDriver {
    /// Builds the tuning panel's frame now, as the window's loop does before it draws (the
    /// scene's frame is not drawn: the panel's changes reach the settings without it).
    func panelFrame() {
        settle()
        session.advance(to: time)
        session.buildPanel(at: time)
        settle()
    }

    /// The controls the panel's last frame drew.
    var panelControls: [PanelDriver.Control] { session.panel.driver?.controls ?? [] }

    /// The control drawn under `key`; fails the test when there is none.
    func control(_ key: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> PanelDriver.Control {
        try #require(panelControls.first { $0.key == key },
                     "no control \(key) among \(panelControls.map(\.key))", sourceLocation: sourceLocation)
    }

    /// A person's drag on the panel: pressed at `from`, moved to `to` in `steps` moves a
    /// frame apart, released there; each event followed by a panel frame, as the window
    /// draws one after each input.
    func panelDrag(from: (x: Double, y: Double), to: (x: Double, y: Double), steps: Int = 4) {
        send(.pointerMove(x: from.x, y: from.y))
        panelFrame()
        send(.pointerDown(x: from.x, y: from.y))
        panelFrame()
        for step in 1...steps {
            run(for: 1.0 / 60)
            let f = Double(step) / Double(steps)
            send(.pointerMove(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
            panelFrame()
        }
        run(for: 1.0 / 60)
        send(.pointerUp(x: to.x, y: to.y))
        panelFrame()
    }

    /// A click on the panel at `at`.
    func panelClick(at: (x: Double, y: Double)) {
        send(.pointerMove(x: at.x, y: at.y))
        panelFrame()
        send(.pointerDown(x: at.x, y: at.y))
        panelFrame()
        run(for: 1.0 / 60)
        send(.pointerUp(x: at.x, y: at.y))
        panelFrame()
    }
}
