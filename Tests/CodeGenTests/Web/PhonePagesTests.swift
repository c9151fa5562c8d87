@testable import CodeGen
import Motion
@testable import Scenes
import Testing

/// The cell's, board's and stack's pages say the scenes' timelines (the browser test
/// compares their pictures; these check the numbers the pages are made of).
struct PhonePagesTests {
    /// Held steps: the first value, each later change at its fraction of the last change's
    /// time, played by `steps(1, end)` over that time; nothing to animate without a change.
    @Test func heldStepsChangeAtTheirTimes() throws {
        let (keyframes, animation) = try #require(WebTimeline.visibility(
            name: "x", initiallyVisible: false, changes: [(0.1, true), (0.4, false)]))
        #expect(keyframes.frames.map(\.offset) == [0, 0.25, 1])
        #expect(keyframes.frames.map(\.declarations) == ["visibility: hidden", "visibility: visible", "visibility: hidden"])
        #expect(animation == "x 0.4s steps(1, end) 0s 1 normal both")
        #expect(WebTimeline.steps(name: "y", property: "opacity", initial: "0", changes: [(0, "1")]) == nil)
        #expect(WebTimeline.segment("z", start: 1, duration: 0.5, easing: .curve(.easeIn), holdsStart: false, reverse: true)
                == "z 0.5s cubic-bezier(0.42, 0, 1, 1) 1s 1 reverse forwards")
    }

    /// Each fold item of the opening cell turns over its own step of `FoldingTimeline`,
    /// with its curve, and the page lasts the opening.
    @Test(arguments: [4, 6])
    func theCellsItemsTurnOverTheirSteps(items: Int) throws {
        var settings = SettingValues()
        settings[CellSettings.items] = items
        settings[CellSettings.durations] = [0.3, 0.25, 0.15]
        let scene = CellScene(viewSize: [188, 334], settings: settings)
        let page = try CodeCatalog.page(for: scene, context: WebContext())
        let timeline = CellSettings.timeline(settings)
        #expect(page.duration == timeline.length(.open))
        let starts = timeline.stepStarts(.open), steps = timeline.stepDurations(.open)
        for (k, item) in timeline.order(.open).enumerated() {
            let name = switch item {
            case .foreground: "cell-1-foreground"
            case .panel(let p): "cell-1-panel-\(p)"
            case .back(let p): "cell-1-panel-\(p)-back"
            }
            let element = try #require(page.root.element(named: name))
            let turn = WebTimeline.segment(k % 2 == 0 ? "cell-fold-away" : "cell-unfold", start: starts[k],
                                           duration: steps[k], easing: .curve(k % 2 == 0 ? .easeIn : .easeOut))
            #expect(element.value(of: "animation")?.hasPrefix(turn + ", ") == true, "\(name)")
            #expect(element.value(of: "display") == nil, "\(name) is shown and hidden by its animation")
        }
    }

    /// The stack's page places every card the switch shows: with a curve that overshoots,
    /// cards far down the stack sweep across the view, and the page has them too.
    @Test func theStackPlacesTheCardsAnOvershootSweepsIn() throws {
        func cards(_ curve: TimingFunction) throws -> Set<String> {
            var settings = SettingValues()
            settings[CardsSettings.selectCurve] = .bezier(curve)
            let page = try CodeCatalog.page(for: CardsScene(viewSize: [188, 334], settings: settings), context: WebContext())
            #expect(page.duration == 2 * settings[CardsSettings.selectDuration])
            return Set(page.root.children.map(\.name).filter { $0.hasPrefix("card-") })
        }
        let plain = try cards(.easeInEaseOut), overshooting = try cards(TimingFunction(controlPoints: 0.2, 0.9, 0.3, 1.2))
        #expect(plain.isStrictSubset(of: overshooting))
    }

    /// The board's pieces run on `flip.curve` over their own spans: the cube flips over
    /// `flip.duration`, the second half of the out-and-back pieces from `flip.fadeDuration`.
    @Test func theBoardsPiecesRunOverTheirSpans() throws {
        var settings = SettingValues()
        settings[FlipSettings.duration] = 1.5
        settings[FlipSettings.fadeDuration] = 0.8
        settings[FlipSettings.curve] = TimingFunction(controlPoints: 0.1, 0.8, 0.3, 1)
        let page = try CodeCatalog.page(for: FlipScene(viewSize: [188, 334], settings: settings), context: WebContext())
        let curve = WebEasing.curve(settings[FlipSettings.curve])
        #expect(page.duration == FlipSettings.timing(settings).duration)
        #expect(page.root.element(named: "status")?.value(of: "animation")
                == WebTimeline.segment("status-out", start: 0, duration: 1.5, easing: curve))
        let back = try #require(page.root.element(named: "place-target-next")?.value(of: "animation"))
        #expect(back.hasPrefix(WebTimeline.segment("place-target-back", start: 0.8, duration: 0.8, easing: curve)))
    }
}
