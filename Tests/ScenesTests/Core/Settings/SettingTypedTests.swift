import Motion
import Raster
@testable import Scenes
import Testing

/// A setting's value is read, written, copied and compared typed (issue 23, item 3): no
/// operation goes through its text, so values that read the same as text still differ,
/// and a typed write is checked as `--set` checks text.
@Suite struct SettingTypedTests {
    @Test func everySettingHasTheKindOfItsValue() throws {
        let kinds: [(any AnySetting, SettingKind)] = [
            (FoldSettings.duration, .number), (FoldSettings.creases, .integer), (FoldSettings.unfold, .bool),
            (FoldSettings.orientation, .choice), (CellSettings.backColor, .colour), (FoldSettings.foldCurve, .curve),
            (CellSettings.durations, .list),
        ]
        for (setting, kind) in kinds {
            #expect(setting.kind == kind && setting.kindName == kind.rawValue, "\(setting.name)")
        }
        // Each setting's value is of its kind's type.
        for setting in SettingsRegistry.standard.all {
            let value = setting.value(in: SettingValues())
            #expect(type(of: value).kind == setting.kind, "\(setting.name)")
        }
    }

    @Test func copyGivesTheValueAsItIsAndOnlyThatOne() {
        var source = SettingValues(), target = SettingValues()
        source[FoldSettings.duration] = 0.45
        source[FoldSettings.foldCurve] = .easeIn
        target[FoldSettings.creases] = 3
        FoldSettings.duration.copy(from: source, into: &target)
        #expect(target[FoldSettings.duration] == 0.45)
        #expect(target[FoldSettings.foldCurve] == FoldSettings.foldCurve.defaultValue)
        #expect(target[FoldSettings.creases] == 3)
        // Copying a default removes what the target had.
        FoldSettings.creases.copy(from: source, into: &target)
        #expect(FoldSettings.creases.isDefault(in: target) && !target.isChanged(FoldSettings.creases.name))
    }

    @Test func aDialCopiedDoesNotRunItsEffect() {
        var source = SettingValues(), target = SettingValues()
        try? PopSettings.bounciness.assign(5.0, in: &source)
        target[PopSettings.tension] = 321
        PopSettings.bounciness.copy(from: source, into: &target)
        #expect(target[PopSettings.bounciness] == 5 && target[PopSettings.tension] == 321)
    }

    @Test func differsAndEqualityCompareByTheValuesOwnEquality() {
        var a = SettingValues(), b = SettingValues()
        // Two colours that differ by less than #RRGGBB shows are still different values.
        a[CellSettings.backColor] = Color(r: 0.5, g: 0.25, b: 0.75)
        b[CellSettings.backColor] = Color(r: 0.5001, g: 0.25, b: 0.75)
        #expect(CellSettings.backColor.text(in: a) == CellSettings.backColor.text(in: b))
        #expect(CellSettings.backColor.differs(a, b) && a != b)
        b[CellSettings.backColor] = Color(r: 0.5, g: 0.25, b: 0.75)
        #expect(!CellSettings.backColor.differs(a, b) && a == b)
        // A number's shortest text is exact, but a curve's preset name and its points are
        // one value.
        a[FoldSettings.foldCurve] = .bezier(TimingFunction(controlPoints: 0.42, 0, 1, 1))
        b[FoldSettings.foldCurve] = .easeIn
        #expect(!FoldSettings.foldCurve.differs(a, b) && a == b)
    }

    @Test func valuesOfDifferentTypesWithTheSameTextAreNotEqual() {
        let integer: any SettingValue = 1, number: any SettingValue = 1.0
        #expect(integer.settingText == number.settingText)
        #expect(!integer.isEqual(to: number) && !number.isEqual(to: integer))
        #expect(integer.isEqual(to: 1) && number.isEqual(to: 1.0))
        // Two settings of different types under one name (as a stale value would be).
        let asInteger = Setting<Int>("test.same", default: 0, group: "test", source: "ours", summary: "")
        let asNumber = Setting<Double>("test.same", default: 0, group: "test", source: "ours", summary: "")
        var a = SettingValues(), b = SettingValues()
        a[asInteger] = 1
        b[asNumber] = 1
        #expect(a.changedNames == b.changedNames && a != b)
    }

    @Test func isDefaultFollowsTheValueNotTheText() {
        var values = SettingValues()
        #expect(FoldSettings.duration.isDefault(in: values))
        values[FoldSettings.duration] = 0.3000000000000001
        #expect(!FoldSettings.duration.isDefault(in: values))
        FoldSettings.duration.reset(in: &values)
        #expect(FoldSettings.duration.isDefault(in: values))
    }

    @Test func assignStoresATypedValueOfEveryKind() throws {
        var values = SettingValues()
        let given: [(any AnySetting, any SettingValue)] = [
            (FoldSettings.duration, 0.6), (FoldSettings.creases, 4), (FoldSettings.unfold, true),
            (FoldSettings.orientation, FoldScene.Orientation.horizontal), (CellSettings.backColor, Color(hex: 0x102030)),
            (FoldSettings.foldCurve, TimingCurve.spring(SpringCurve(response: 0.4, dampingFraction: 1))),
            (FlipSettings.curve, TimingFunction.linear), (CellSettings.durations, [0.3, 0.4]),
        ]
        for (setting, value) in given {
            try setting.assign(value, in: &values)
            #expect(setting.value(in: values).isEqual(to: value), "\(setting.name)")
        }
        #expect(values[FoldSettings.orientation] == .horizontal && values[CellSettings.durations] == [0.3, 0.4])
    }

    @Test func assignRefusesTheWrongKind() {
        var values = SettingValues()
        #expect(throws: SettingError("fold.duration takes a number, got integer 2")) {
            try FoldSettings.duration.assign(2, in: &values)
        }
        #expect(throws: SettingError.self) { try FoldSettings.creases.assign(2.0, in: &values) }
        #expect(throws: SettingError.self) { try FoldSettings.foldCurve.assign([0.1, 0.2, 0.3, 0.4], in: &values) }
        #expect(values == SettingValues())
    }

    @Test func assignChecksTheRangeAndTheLengthAsTextIs() {
        var values = SettingValues()
        for bad in [20.0, 0.001, -.infinity, .nan] {
            #expect(throws: SettingError.self, "\(bad)") { try FoldSettings.duration.assign(bad, in: &values) }
        }
        #expect(throws: SettingError("fold.duration must be 0.01…10 s, got 20")) {
            try FoldSettings.duration.assign(20.0, in: &values)
        }
        #expect(throws: SettingError("fold.creases must be 1…8, got 9")) { try FoldSettings.creases.assign(9, in: &values) }
        #expect(throws: SettingError("cell.durations takes 1…7 numbers, got 8")) {
            try CellSettings.durations.assign([Double](repeating: 0.2, count: 8), in: &values)
        }
        #expect(throws: SettingError.self) { try CellSettings.durations.assign([0.2, 11], in: &values) }
        #expect(throws: SettingError.self) { try CellSettings.durations.assign([Double](), in: &values) }
        #expect(values == SettingValues())
        // What text refuses, a typed write refuses with the same line.
        var text = SettingValues()
        #expect(throws: SettingError("fold.duration must be 0.01…10 s, got 20")) {
            try FoldSettings.duration.set("20", in: &text)
        }
    }

    @Test func assignRunsADialsEffect() throws {
        var typed = SettingValues(), text = SettingValues()
        try PopSettings.bounciness.assign(6.0, in: &typed)
        try PopSettings.bounciness.set("6", in: &text)
        #expect(typed == text)
        #expect(typed[PopSettings.tension] != PopSettings.tension.defaultValue)
        #expect(typed[PopSettings.mass] == 1)
    }

    @Test func aChoiceGivesItsIndexAndItsSiblings() {
        let vertical = FoldScene.Orientation.vertical
        #expect(vertical.caseIndex == 0 && vertical.sibling(at: 1) == .horizontal && vertical.sibling(at: 2) == nil)
        let erased: any SettingChoice = vertical
        #expect(erased.sibling(at: 1).map { $0.isEqual(to: FoldScene.Orientation.horizontal) } == true)
    }
}
