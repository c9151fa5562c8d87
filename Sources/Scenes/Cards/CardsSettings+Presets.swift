/// DDCardAnimation: the originals.
extension CardsSettings {
    public static let presets: [SettingPreset] = [
        .originals("DDCardAnimation", detail: "every cards setting as DDCardAnimation has it"),
    ]
}
