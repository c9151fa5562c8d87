import Motion
import Raster
@testable import Scenes
import Testing

/// How settings read and write their values, and what bad input gets.
@Suite struct SettingParsingTests {
    let registry = SettingsRegistry.standard

    func set(_ assignments: String...) throws(SettingError) -> SettingValues {
        var values = SettingValues()
        try registry.apply(assignments: assignments, to: &values)
        return values
    }

    @Test func everyKindReadsWhatItWrites() throws {
        let values = try set("fold.duration=0.45", "fold.foldCurve=0.1,0.2,0.3,1.5", "fold.unfoldCurve=easeInOut",
                             "fold.orientation=HORIZONTAL", "fold.unfold=true", "cell.items=6",
                             "cell.durations=0.3, 0.25", "cell.backColor=#102030")
        #expect(values[FoldSettings.duration] == 0.45)
        #expect(values[FoldSettings.foldCurve] == .bezier(TimingFunction(controlPoints: 0.1, 0.2, 0.3, 1.5)))
        #expect(values[FoldSettings.unfoldCurve] == .easeInEaseOut)
        #expect(values[FoldSettings.orientation] == .horizontal)
        #expect(values[FoldSettings.unfold])
        #expect(values[CellSettings.items] == 6)
        #expect(values[CellSettings.durations] == [0.3, 0.25])
        #expect(values[CellSettings.backColor] == Color(hex: 0x102030))
        // Each value's text reads back to the same value.
        for setting in registry.all {
            var again = SettingValues()
            try setting.set(setting.text(in: values), in: &again)
            #expect(setting.text(in: again) == setting.text(in: values), "\(setting.name)")
        }
        #expect(values.changedNames.count == 8)
    }

    @Test func settingTheDefaultLeavesNothingChanged() throws {
        let values = try set("fold.duration=0.3", "fold.foldCurve=easeOut", "cell.durations=0.26,0.2,0.2")
        #expect(values == SettingValues() && values.changedNames.isEmpty)
    }

    @Test func anUnknownNameSuggestsTheNearest() {
        #expect(throws: SettingError.self) { try set("fold.duraton=1") }
        #expect(registry.nearestNames(to: "fold.duraton").first == "fold.duration")
        #expect(registry.nearestNames(to: "pop.tensoin").first == "pop.tension")
        #expect(registry.nearestNames(to: "cards.spacing2").first == "cards.spacing")
        do { _ = try set("fold.shadow=0.5") } catch {
            #expect(error.description.contains("unknown setting 'fold.shadow'"))
            #expect(error.description.contains("params"))
        }
        #expect(registry.nearestNames(to: "zzzzzzzzzzzz").isEmpty)
    }

    @Test(arguments: [
        ("fold.duration=fast", "takes a number"), ("fold.duration=20", "0.01…10 s"), ("fold.duration=nan", "number"),
        ("cell.items=4.5", "whole number"), ("cell.items=9", "2…8"), ("fold.unfold=maybe", "true or false"),
        ("fold.orientation=diagonal", "vertical, horizontal"), ("fold.foldCurve=bouncy", "easeIn"),
        ("fold.foldCurve=1.5,0,1,1", "x1,y1,x2,y2"), ("cell.backColor=red", "#RRGGBB"),
        ("cell.durations=0.2,,0.3", "commas"), ("cell.durations=0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2", "1…7 numbers"),
        ("cell.durations=0.2,50", "0.01…10"), ("fold.duration", "NAME=VALUE"),
    ])
    func badValuesSayWhatIsWrong(assignment: String, words: String) {
        do {
            _ = try set(assignment)
            Issue.record("\(assignment) was accepted")
        } catch {
            #expect(error.description.contains(words), "\(error.description)")
            #expect(!error.description.contains("\n"))
        }
    }

    /// pop's dials set tension, friction and mass 1 exactly as POPSpringAnimation's
    /// setters do (`POPAnimationExtras.mm`: 4/12 → 342.10/30.49, 18/12 → 342.10/12.959); a later
    /// explicit mass or tension wins, as in pop.
    @Test func popsDialsSetTheSpringAsPopsSettersDo() throws {
        var values = try set("pop.bounciness=4")
        #expect(close(values[PopSettings.tension], 342.10, 0.005))
        #expect(close(values[PopSettings.friction], 30.49, 0.005))
        #expect(values[PopSettings.mass] == 1)
        values = try set("pop.bounciness=18", "pop.speed=12")
        #expect(close(values[PopSettings.tension], 342.10, 0.005) && close(values[PopSettings.friction], 12.959, 5e-4))
        values = try set("pop.speed=20", "pop.bounciness=20")
        #expect(close(values[PopSettings.tension], 512.03, 0.005) && close(values[PopSettings.friction], 13.36, 0.005))
        values = try set("pop.bounciness=18", "pop.mass=2", "pop.tension=200")
        #expect(values[PopSettings.tension] == 200 && values[PopSettings.mass] == 2)
        #expect(PopSettings.dynamics(values) == PopSettings.dynamics(SettingValues()))
        // The reverse conversion of the spring in use gives the dials back.
        let dials = PopSettings.dynamics(try set("pop.bounciness=10", "pop.speed=10")).bouncinessAndSpeed
        #expect(close(dials.bounciness, 10, 1e-6) && close(dials.speed, 10, 1e-6))
    }

    /// A preset's dials go before its explicit spring constants, so the listing
    /// `params --json` writes (dials and constants together) reads back to itself.
    @Test func presetsApplyDialsFirstAndRoundTrip() throws {
        var tuned = try set("pop.bounciness=6", "pop.mass=3", "fold.duration=0.9", "cards.background=#000000",
                            "cell.durations=0.1,0.3")
        let entries = registry.all.map { ($0.name, $0.text(in: tuned)) }
        var again = SettingValues()
        try registry.apply(preset: entries, origin: "preset 'x.json'", to: &again)
        #expect(again == tuned)
        tuned = SettingValues()
        do {
            try registry.apply(preset: [("fold.duration", "-1")], origin: "preset 'x.json'", to: &tuned)
            Issue.record("accepted")
        } catch {
            #expect(error.description.contains("preset 'x.json'") && error.description.contains("fold.duration"))
        }
    }

    /// The JSON listing is one object, every setting once, with JSON values.
    @Test func theJSONListingIsOneObject() {
        let json = registry.json(SettingValues())
        #expect(json.hasPrefix("{") && json.hasSuffix("}"))
        #expect(json.contains(#""fold.duration": 0.3"#))
        #expect(json.contains(#""cell.durations": [0.26, 0.2, 0.2]"#))
        #expect(json.contains(#""fold.foldCurve": "easeOut""#))
        #expect(json.contains(#""flip.true3d": false"#))
        #expect(json.split(separator: "\n").count == registry.all.count + 2)
    }

    /// A colour set in code may hold NaN or channels outside 0…1 (issue 13, item 5): it
    /// lists as the channels clamped, NaN as 0, and compares by its channels (not by the
    /// text both list as), without trapping; a typed write refuses one with NaN, which no
    /// text gives.
    @Test func oddColourChannelsListWithoutTrapping() {
        var values = SettingValues()
        values[CellSettings.backColor] = Color(r: .nan, g: 2, b: -.infinity)
        #expect(values[CellSettings.backColor].settingText == "#00FF00")
        #expect(registry.json(values).contains(##""cell.backColor": "#00FF00""##))
        var same = SettingValues()
        same[CellSettings.backColor] = Color(r: 0, g: 1, b: 0)
        #expect(values != same)
        #expect(throws: SettingError("cell.backColor takes a colour #RRGGBB, got #00FF00")) {
            try CellSettings.backColor.assign(Color(r: .nan, g: 1, b: 0), in: &same)
        }
        #expect(same[CellSettings.backColor] == Color(r: 0, g: 1, b: 0))
    }

    @Test func playbackStepsStopAtTheEnds() {
        var playback = Playback()
        playback.step(slower: false)
        #expect(playback.timeScale == 1)
        for expected in [2.0, 5, 10, 10] {
            playback.step(slower: true)
            #expect(playback.timeScale == expected)
        }
        #expect(playback.sceneTime(1) == 0.1)
        #expect(Playback(timeScale: .nan).timeScale == 1 && Playback(timeScale: 0.5).timeScale == 1)
    }
}
