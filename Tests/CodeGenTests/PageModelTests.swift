@testable import CodeGen
import Scenes
import Testing

/// The page's table and stages as its writers print them: the style is the table's, and
/// SwiftUI and Compose draw the same six halves, one list of them (`PageCode.stages`).
@Suite struct PageModelTests {
    private func model(_ assignments: [String]) throws -> ModeModel {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: assignments, to: &settings)
        return ModeModel(mode: .page, settings: settings)
    }

    /// Each stage draws a half on each side of the spine and turns one: the source's in
    /// stage 1, on the side a forward turn lifts (the lower one), the destination's on the
    /// other side in stage 2; the covered half lies under the turning one's side in stage 1.
    @Test(arguments: [true, false])
    func eachStageTurnsOneHalfAndCoversBothSides(forwards: Bool) {
        let stages = PageCode.stages(forwards: forwards)
        #expect(stages.count == 2)
        for (index, stage) in stages.enumerated() {
            #expect(Set(stage.map(\.upper)) == [true, false], "stage \(index + 1) leaves a side bare")
            let turning = stage.filter { $0.role == .turning }
            #expect(turning.count == 1 && stage.filter { $0.role == .covered }.count == 1)
            #expect(turning.first?.content == (index == 0 ? "source" : "destination"))
            #expect(turning.first?.upper == (index == 0 ? !forwards : forwards), "stage \(index + 1) turns the wrong half")
            // The turning half is drawn last in stage 1 (over the reveal), before the flat half in stage 2.
            #expect(stage.firstIndex { $0.role == .turning } == (index == 0 ? 2 : 1))
        }
    }

    /// SwiftUI and Compose write those six halves, each turning half about the spine with its
    /// stage's progress, for every direction and orientation.
    @Test(arguments: [["page.direction=forward"], ["page.direction=backward"], ["page.orientation=vertical"],
                      ["page.direction=backward", "page.orientation=vertical"]])
    func bothWritersDrawTheSixHalves(assignments: [String]) throws {
        let model = try model(assignments)
        let swiftUI = PageCode.swiftUI(model), compose = PageCode.compose(model)
        #expect(swiftUI.components(separatedBy: "PageHalf(content: ").count - 1 == 6)
        #expect(swiftUI.components(separatedBy: ".rotation3DEffect(.radians(").count - 1 == 2)
        #expect(swiftUI.contains("rise * .pi / 2), axis:") && swiftUI.contains("(1 - land) * .pi / 2), axis:"))
        #expect(compose.components(separatedBy: "PageHalf(upper = ").count - 1 == 6)
        #expect(compose.components(separatedBy: "cameraDistance = camera").count - 1 == 2)
        #expect(compose.contains("rise * 90f)") && compose.contains("(1f - land) * 90f)"))
    }

    /// The reversed style is the table's `reverse` flag, which SwiftUI's eye and both covered
    /// shadows read; Compose, whose camera cannot stand behind the page, names it in its header.
    @Test func theReversedStyleIsTheTablesFlag() throws {
        let model = try model(["page.perspective=reverse"])
        let reverse = try #require(model.constants.first { $0.name == "reverse" })
        #expect(reverse.value == .flag(true) && reverse.original == .flag(false))
        let swiftUI = PageCode.swiftUI(model)
        #expect(swiftUI.contains("static let reverse: Bool = true // original: false"))
        #expect(swiftUI.contains("let eye = PageTuning.signedEyeDistance * h"))
        #expect(swiftUI.contains("opacity(cos(rise * .pi / 2) * PageTuning.coveredShadows)"))
        let compose = PageCode.compose(model)
        #expect(compose.contains("const val REVERSE = true // original: false"))
        #expect(compose.contains("alpha = sin(land * halfPi) * PageTuning.COVERED_SHADOWS"))
        #expect(model.cannot[.compose]?.contains("page.perspective = reverse, original: normal") == true)
        #expect(model.cannot[.uikit] == nil && model.cannot[.swiftui] == nil)
    }
}
