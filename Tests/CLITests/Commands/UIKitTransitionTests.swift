import CodeGen
import Foundation
import Scenes
import Testing

/// `code --lang uikit` for the fold, the cubic and the page is an animator a navigation
/// controller's or a presentation's delegate returns: it takes each of the two view
/// controllers' views once, shows snapshot views of their halves, completes the context (or
/// cancels it when a drag is let go early), and comes with its usage and a `#Preview`.
@Suite struct UIKitTransitionTests {
    static let transitions: [Mode] = [.fold, .cubic, .page]

    /// The mode's UIKit code, at the defaults or with SwiftTypeCheckTests' tuned settings.
    static func code(_ mode: Mode, tuned: Bool) throws -> String {
        var values = SettingValues()
        if tuned { try SettingsRegistry.standard.apply(assignments: SwiftTypeCheckTests.tuned[mode.rawValue] ?? [], to: &values) }
        return try #require(CodeCatalog.code(mode: mode, settings: values, language: .uikit))
    }

    static func count(_ text: String, in code: String) -> Int { code.components(separatedBy: text).count - 1 }

    /// Read from the code's structure: one `view(forKey:)` per side and one layer tree built from
    /// them; every picture a snapshot view of a piece of one of them (no `layer.render(in:)`, no
    /// image drawn, no `contents` set), and no view controller made outside the preview.
    @Test(arguments: transitions, [false, true])
    func eachViewIsTakenOnce(mode: Mode, tuned: Bool) throws {
        let code = SwiftTypeCheck.withoutPreviews(try Self.code(mode, tuned: tuned))
        #expect(code.contains(": NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning,\n"
                              + "    UINavigationControllerDelegate, UIViewControllerTransitioningDelegate {"), "\(mode)")
        #expect(Self.count("view(forKey: .from)", in: code) == 1 && Self.count("view(forKey: .to)", in: code) == 1, "\(mode)")
        #expect(Self.count("Self.build(from: source, to: destination", in: code) == 1, "\(mode)")
        #expect(Self.count(".resizableSnapshotView(from: piece, afterScreenUpdates: view === destination", in: code) == 1, "\(mode)")
        for never in ["layer.render(in:", "drawHierarchy", "UIGraphicsImageRenderer", ".contents = ", "viewController(forKey:",
                      "UIViewController(", "snapshot(_ view: UIView, scale:"] {
            #expect(!code.contains(never), "\(mode) tuned \(tuned): \(never)")
        }
    }

    /// The cell's UIKit takes its pictures the same way: one snapshot view of the closed card and
    /// one resizable snapshot view per panel of the open one, nothing drawn into an image.
    @Test(arguments: [false, true])
    func theCellsPiecesAreSnapshotViews(tuned: Bool) throws {
        let code = SwiftTypeCheck.withoutPreviews(try Self.code(.cell, tuned: tuned))
        #expect(Self.count("foreground.snapshotView(afterScreenUpdates: true)", in: code) == 1)
        #expect(Self.count("container.resizableSnapshotView(from: CGRect(x: 0, y: panelTop(k), width: width, height: panelTop(k + 1) - panelTop(k)),", in: code) == 1
                && code.contains("let pieces = (0..<itemCount).map { k in"))
        for never in ["layer.render(in:", "drawHierarchy", "UIGraphicsImageRenderer", ".contents = ", "contentsRect", "CGImage"] {
            #expect(!code.contains(never), "cell tuned \(tuned): \(never)")
        }
    }

    /// A drag let go before `commitThreshold` (the page: and not flicked on) cancels the context,
    /// plays back to the start, puts the source back and takes the destination away; a play or a committed release shows the
    /// destination; either way the context is completed once, with what happened.
    @Test(arguments: transitions)
    func aDragLetGoEarlyIsCancelled(mode: Mode) throws {
        let code = try Self.code(mode, tuned: false)
        for line in [mode == .page ? "var finishes = progress >= Self.commitThreshold" : "letGo(finishing: progress >= Self.commitThreshold)",
                     "if finishes { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }",
                     "Self.play(rig, from: progress, to: finishes ? 1 : 0) { self.end() }",
                     "Self.play(rig, from: 0, to: 1) { self.end() }",
                     "let completed = !context.transitionWasCancelled",
                     "rig.remove(completed: completed)",
                     "context.completeTransition(completed)",
                     "if !completed { destination.removeFromSuperview() }",
                     "source.isHidden = false"] {
            #expect(code.contains(line), "\(mode): \(line)")
        }
        #expect(Self.count("completeTransition(", in: code) == 2, "\(mode): once at the end, once when nothing can be built")
        if mode == .page {
            // A release's stretches as the preview's page.releaseTiming spends them: a rising page on the
            // first-half curve (straight from mid-stage), a landing one on the second-half curve.
            for line in ["let rises = (index == 1) == (p1 > p0)",
                         "let straight = !proportionalRelease && rises && p0 != (index == 1 ? 0 : 1)",
                         "let share = !proportionalRelease && !rises ? 1 : abs(p1 - p0)",
                         ": rises ? riseTimingFunction : landTimingFunction",
                         "static let proportionalRelease: Bool = false\n",
                         // As the preview's page: a flick goes its way, a drag too fast lets go.
                         "if speed > Self.flickSpeed { finishes = true } else if speed < -Self.flickSpeed { finishes = false }",
                         "if abs(speed) > Self.escapeSpeed { return letGo(finishing: speed > 0) }"] {
                #expect(code.contains(line), "page: \(line)")
            }
        }
        #expect(code.contains("// Usage: let transition = ") && code.contains("navigationController.delegate = transition"))
        #expect(code.contains("\n#Preview(\"") && code.contains("UINavigationController(rootViewController: first)"))
    }

    /// The stubs hold the delegate protocols' methods as requirements: a wrong label (here the
    /// dismissal's) leaves the class not conforming; a broken `#Preview` fails the parse.
    @Test func delegateLabelsAndPreviewsAreChecked() throws {
        let page = try Self.code(.page, tuned: false)
        #expect(page.contains("func animationController(forDismissed dismissed: UIViewController)"))
        let errors = try SwiftTypeCheck.errors(in: ["page.swift": SwiftTypeCheck.withoutPreviews(page)
            .replacingOccurrences(of: "animationController(forDismissed dismissed:", with: "animationController(forDismissing dismissed:")])
        #expect(errors.contains("UIViewControllerTransitioningDelegate"), "\(errors)")
        let parse = try SwiftTypeCheck.parseErrors(in: ["page.swift": page.replacingOccurrences(of: "return navigation\n}", with: "return navigation\n")])
        #expect(!parse.isEmpty)
    }
}
