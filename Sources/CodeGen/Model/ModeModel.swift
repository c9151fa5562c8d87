import Raster
import Scenes

/// One mode as every backend prints it: its tuning table (from the settings), the constants
/// its code declares (the mode's one table, `ModeCode.constants`), what each platform cannot
/// express, and its rig (from the scene's own layer tree) with the play's timing. The tuning
/// table is the mode's `settingList`, the rig is what `rootLayer()` builds as the progress
/// runs from 0 to 1, and the timing is the scene's own play. The UIKit, SwiftUI and Compose
/// writers take a model (`ModeCode`), and each prints its constants and its header's
/// limits from it.
struct ModeModel {
    /// The mode modelled.
    let mode: Mode
    /// The settings it was built from.
    let settings: SettingValues
    /// Every value the mode is tuned by, in `params`' order.
    let tuning: [TuningValue]
    /// The constants the mode's code declares, one table for every platform.
    let constants: [CodeConstant]
    /// What each platform cannot express with these settings (absent: nothing).
    let cannot: [CodeLanguage: String]
    /// The layers, their hinges and perspective, and what moves with the progress.
    let rig: Rig
    /// The play as Space plays it, sampled at `timingRate` frames a second: where each frame
    /// stands on the mode's timeline (`timelineStatus`), a curve, a spring or keyframes as
    /// the mode plays it.
    let timing: [Double]
    /// Frames a second of `timing`.
    static let timingRate = 60.0

    /// The model of `mode` for `settings`, its rig read from a scene of `viewSize` pixels.
    init(mode: Mode, settings: SettingValues, viewSize: SIMD2<Double> = [320, 200]) {
        self.mode = mode
        self.settings = settings
        tuning = SceneCatalog.settings(for: mode).map { TuningValue($0, settings) }
        let code = CodeCatalog.codeType(for: mode)
        constants = code.constants(settings, mode: mode)
        cannot = code.cannot(settings, mode: mode)
        let scene = SceneCatalog.make(mode: mode, viewSize: viewSize, resources: SceneResources(), settings: settings)
        rig = Rig(scene: scene)
        scene.reset()
        let play = Recording(scene: scene, framesPerSecond: Self.timingRate)
        timing = (0..<play.forwardCount).map { play.scene(at: $0).timelineStatus.progress }
    }

    /// The model as text, one item a line: for reading and for a closing note.
    var listing: String {
        var lines = ["\(mode.rawValue): tuning"]
        for value in tuning { lines.append("  " + value.listing) }
        lines.append("\(mode.rawValue): constants, as every platform declares them")
        for constant in constants { lines.append("  " + constant.listing) }
        for language in CodeLanguage.allCases {
            if let line = cannot[language] { lines.append("\(mode.rawValue): \(language.rawValue) cannot express: " + line) }
        }
        lines.append("\(mode.rawValue): rig, \(rig.parts.count) layers at progress 0")
        for part in rig.parts { lines.append("  " + part.listing) }
        lines.append("\(mode.rawValue): channels over progress " + rig.progress.map(CodeText.number).joined(separator: ", "))
        for channel in rig.channels { lines.append("  " + channel.listing) }
        let shown = timing.map { CodeText.number(($0 * 1000).rounded() / 1000) }
        lines.append("\(mode.rawValue): timing, progress at \(CodeText.number(Self.timingRate)) fps: " + shown.joined(separator: " "))
        return lines.joined(separator: "\n") + "\n"
    }
}

/// One row of a mode's tuning table: a setting's name, type, unit, value and the
/// original's value.
struct TuningValue {
    /// The setting's name (`fold.duration`).
    let name: String
    /// Its kind (`number`, `curve`, `colour`…) and unit (`s`, `pt`; empty for none).
    let type: String, unit: String
    /// The value and the original's, as `--set` writes them.
    let value: String, original: String
    /// What it is (the setting's summary).
    let summary: String

    init(_ setting: any AnySetting, _ values: SettingValues) {
        name = setting.name
        type = setting.kindName
        unit = setting.unit
        value = setting.text(in: values)
        original = setting.defaultText
        summary = setting.summary
    }

    /// True when the value differs from the original's.
    var isChanged: Bool { value != original }

    var listing: String {
        "\(name) \(type)\(unit.isEmpty ? "" : " " + unit) = \(value)" + (isChanged ? " (original: \(original))" : "")
    }
}
