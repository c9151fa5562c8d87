@testable import CodeGen
import Scenes
import Testing

/// A mode's model is read from the mode itself: its tuning table is its settings, its rig
/// the scene's own layer tree (the fold's hinges turn by the fold angle, its perspective is
/// MPFoldTransition's m34), and its timing the scene's own play.
@Suite struct ModeModelTests {
    @Test func theFoldsModelIsItsSettingsItsLayerTreeAndItsPlay() throws {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: ["fold.eyeDistance=3", "fold.duration=0.5"], to: &settings)
        let model = ModeModel(mode: .fold, settings: settings, viewSize: [320, 200])
        // The table: every fold setting, the changed ones with the original's value.
        #expect(model.tuning.map(\.name) == SceneCatalog.settings(for: .fold).map(\.name))
        let eye = try #require(model.tuning.first { $0.name == "fold.eyeDistance" })
        #expect(eye.value == "3" && eye.original == "4.6666667" && eye.isChanged)
        #expect(model.tuning.first { $0.name == "fold.creases" }?.isChanged == false)
        // The rig: the first joint turns −α about x, α = 90°·progress (MPFold's fold).
        let joint = try #require(model.rig.channels.first { $0.path.hasSuffix("/firstJoint") })
        guard case .hinge(let axis, let degrees) = joint.motion else {
            Issue.record("firstJoint moves as \(joint.motion), not a hinge")
            return
        }
        #expect(axis == "x")
        for (p, angle) in zip(model.rig.progress, degrees) { #expect(abs(angle + 90 * p) < 1e-9, "\(p): \(angle)") }
        // The perspective layer's m34 = −1/(d·H), H half the page's height.
        let perspective = try #require(model.rig.parts.first { $0.path.hasSuffix("/perspective") })
        let h = perspective.size.y / 2
        #expect(abs(perspective.m34 + 1 / (3 * h)) < 1e-12, "\(perspective.m34) for H = \(h)")
        // The timing: the play from 0 to 1 over fold.duration at 60 fps, eased out.
        #expect(model.timing.count == 31 && model.timing.first == 0 && model.timing.last == 1)
        #expect(model.timing[15] > 0.5, "easeOut is past halfway at half the time: \(model.timing[15])")
        #expect(model.listing.contains("fold.eyeDistance number ×H = 3 (original: 4.6666667)")
                && model.listing.contains("/firstJoint hinge about x: 0° -11.25°"))
    }

    @Test func everyModeHasARigThatMoves() {
        for mode in Mode.allCases {
            let model = ModeModel(mode: mode, settings: SettingValues(), viewSize: [160, 120])
            #expect(!model.rig.parts.isEmpty && !model.rig.channels.isEmpty && model.timing.count > 1, "\(mode.rawValue)")
        }
    }

    /// Every mode's constants are one table: named once each, and every one declared by each
    /// backend (UIKit and SwiftUI under its Swift name, Compose under its Kotlin name), so no
    /// platform writes a value of its own.
    @Test(arguments: Mode.allCases)
    func everyBackendDeclaresTheModelsConstants(mode: Mode) throws {
        let model = ModeModel(mode: mode, settings: SettingValues())
        #expect(!model.constants.isEmpty, "\(mode.rawValue) has no constants")
        #expect(Set(model.constants.map(\.name)).count == model.constants.count, "\(mode.rawValue): a name twice")
        for language in [CodeLanguage.uikit, .swiftui, .compose] {
            let code = try #require(CodeCatalog.code(mode: mode, settings: SettingValues(), language: language))
            for constant in model.constants {
                let declared: [String] = switch language {
                case .compose: ["val \(constant.snakeName)", "val \(constant.name) =", "fun \(constant.name)("]
                default: ["static let \(constant.name)", "static func \(constant.name)("]
                }
                #expect(declared.contains { code.contains($0) }, "\(mode.rawValue) \(language.rawValue) does not declare \(constant.name)")
            }
        }
    }

    /// A changed setting reaches the model: some constant's value changes, or a platform's
    /// `cannot` line names it; and the original's value stays beside it.
    @Test(arguments: Mode.allCases)
    func everySettingReachesTheModel(mode: Mode) throws {
        let base = ModeModel(mode: mode, settings: SettingValues())
        for setting in SceneCatalog.settings(for: mode) {
            guard let text = SettingChanges.changed(setting) else { continue }
            var values = SettingValues()
            try setting.set(text, in: &values)
            let model = ModeModel(mode: mode, settings: values)
            let constants = zip(base.constants, model.constants).contains { $0.value != $1.value }
            let limits = model.cannot.values.contains { $0.contains(setting.name) }
            #expect(constants || limits, "\(mode.rawValue): \(setting.name)=\(text) changes no constant and no limit")
            #expect(model.constants.filter(\.isChanged).allSatisfy { $0.original != $0.value || $0.originalSeconds != nil })
        }
    }
}

/// A value other than the original's for each kind of setting.
enum SettingChanges {
    static func changed(_ setting: any AnySetting) -> String? {
        switch setting.kind {
        case .number:
            guard let d = Double(setting.defaultText), let range = setting.range else { return nil }
            return [d * 1.25, d * 0.75, d + 1, d - 1].first { range.contains($0) && $0 != d }.map { "\($0)" }
        case .integer:
            guard let d = Int(setting.defaultText), let range = setting.range else { return nil }
            return [d + 1, d - 1].first { range.contains(Double($0)) }.map { "\($0)" }
        case .bool: return setting.defaultText == "true" ? "false" : "true"
        case .choice: return setting.choices.first { $0 != setting.defaultText }
        case .colour: return "#123456"
        case .curve: return "0.1,0.2,0.3,0.9"
        case .list: return nil
        }
    }
}
