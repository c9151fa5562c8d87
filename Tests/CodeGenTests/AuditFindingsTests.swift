@testable import CodeGen
import Foundation
@testable import Scenes
import Testing

/// The code audit's findings, each read from the code a setting makes: the fold's Compose
/// camera with no perspective and with the inverse one, pop's overdamped spring in SwiftUI
/// and UIKit. (Type-checks and parses of the same outputs are PlatformCodeTests'.)
@Suite("Audit findings")
struct AuditFindingsTests {
    static func code(_ mode: Mode, _ language: CodeLanguage, _ assignments: [String]) throws -> String {
        var settings = SettingValues()
        try SettingsRegistry.standard.apply(assignments: assignments, to: &settings)
        guard case .text(let write) = CodeCatalog.writer(for: mode, in: language) else { return "" }
        return write(settings)
    }

    /// With no perspective the eye is 0 px away, and seen from H·sin α alone the camera sat
    /// on the panel's far edge (corners at 1e5–1e18 px): it is the page's far camera instead.
    @Test(arguments: [Mode.fold, .cubic])
    func composeWithNoPerspectiveKeepsTheCameraFarAway(mode: Mode) throws {
        let kotlin = try Self.code(mode, .compose, ["fold.eyeDistance=0"])
        #expect(kotlin.contains("val seen = if (eye == 0f) 0f else eye + upper * sin(alpha)"), "\(kotlin)")
        #expect(kotlin.contains("fun cameraDistance(eyePx: Float): Float = if (eyePx == 0f) 1e7f"), "\(kotlin)")
        #expect(!kotlin.contains("val seen = eye + upper * sin(alpha)"), "\(kotlin)")
    }

    /// The inverse perspective (an eye behind the page) has no camera in Compose: the folding
    /// halves are drawn through the projection matrix with the signed eye, not with |d|.
    @Test(arguments: [Mode.fold, .cubic])
    func composeDrawsTheInversePerspectiveAsItsProjection(mode: Mode) throws {
        let kotlin = try Self.code(mode, .compose, ["fold.eyeDistance=-4.6666667"])
        let prefix = mode == .fold ? "Fold" : "Cubic"
        #expect(kotlin.contains("Compose cannot express: nothing here"), "\(kotlin)")
        #expect(kotlin.contains("val eye = \(prefix)Tuning.EYE_DISTANCE * half"), "\(kotlin)")
        #expect(!kotlin.contains("abs(\(prefix)Tuning.EYE_DISTANCE)") && !kotlin.contains("cameraDistance = camera"), "\(kotlin)")
        #expect(kotlin.contains("transform(\(prefix)Sleeve.projection(-alpha, upper, seen, across / 2f, upper))"), "\(kotlin)")
        #expect(kotlin.contains("transform(\(prefix)Sleeve.projection(alpha, 0f, seen, across / 2f, 0f))"), "\(kotlin)")
        #expect(kotlin.contains("object \(prefix)Sleeve {"), "\(kotlin)")
        // A normal perspective keeps its camera.
        let normal = try Self.code(mode, .compose, [])
        #expect(normal.contains("cameraDistance = camera") && !normal.contains("Sleeve.projection(-alpha"), "\(normal)")
    }

    /// An accordion's strips in UIKit are the preview's equal pairs (half the page in
    /// `creases` parts, each twice), not each half split on its own, whose unequal pairs
    /// left the creases 1 px off at rest and 2.3–7.4 px at 90° (creases 8).
    @Test func uikitsAccordionHangsEqualPairs() throws {
        let swift = try Self.code(.fold, .uikit, ["fold.creases=8"])
        #expect(swift.contains("var pairs = parts(total / 2)"), "\(swift)")
        #expect(swift.contains("strips = pairs.flatMap { [$0, $0] }"), "\(swift)")
        #expect(swift.contains("pairs[count - 1] += CGFloat(total % 2) / 2 / scale"), "\(swift)")
        #expect(!swift.contains("let strips = parts(upperPixels) + parts(lowerPixels)"), "\(swift)")
    }

    /// Two panels: FoldingCell (3.0.0 on) asserts container − 2F == 0, which the 330 pt
    /// container passes; the code says so and names the 2.x releases whose second assert
    /// (container − 2F ≥ 0/0) fails for two.
    @Test(arguments: [CodeLanguage.swift, .objc])
    func twoPanelsSayWhichFoldingCellAccepts(language: CodeLanguage) throws {
        let code = try Self.code(.cell, language, ["cell.items=2"])
        #expect(code.contains("itemCount 2: the container is exactly the two panels, as FoldingCell asserts for two (container − 2F == 0)"), "\(code)")
        #expect(code.contains("So from FoldingCell 3.0.0 on; 2.x also asserted container − 2F >= 0/0"), "\(code)")
        #expect(CellLayout.containerHeight(itemCount: 2) == 2 * CellLayout.foregroundHeight)
        #expect(!(try Self.code(.cell, language, [])).contains("0/0"))
    }

    /// Friction above 2√(k·m) is overdamped: SwiftUI's Spring clamps it to critical damping
    /// unless allowOverDamping is true (up to 66° off at friction 100), and Core Animation's
    /// spring takes it as critical unless allowsOverdamping is set.
    @Test func popsOverdampedSpringIsAllowedToBe() throws {
        let overdamped = ["pop.friction=100"]
        let swiftUI = try Self.code(.pop, .swiftui, overdamped)
        #expect(swiftUI.contains("static let damping: CGFloat = 100 // original: ") && swiftUI.contains(
            "static let spring = Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)"), "\(swiftUI)")
        #expect(swiftUI.contains("static let animation = Animation.spring(spring)"), "\(swiftUI)")
        // Underdamped (the original's), nothing to allow: the default spring has no such argument.
        let original = try Self.code(.pop, .swiftui, [])
        #expect(!original.contains("allowOverDamping") && original.contains("static let spring = Spring(mass: mass, stiffness: stiffness, damping: damping)"),
                "\(original)")
        let uikit = try Self.code(.pop, .uikit, overdamped)
        #expect(uikit.contains("if #available(iOS 17.0, *) { spring.allowsOverdamping = true }"), "\(uikit)")
    }
}
