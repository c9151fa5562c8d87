/// The flight board: the seed (the originals), and its flips as real boxes (T).
extension FlipSettings {
    public static let presets: [SettingPreset] = [
        .originals("DevTalking's board", detail: "every board setting as the seed has it"),
        SettingPreset("true 3D boxes", detail: "flip.true3d true: the cube flips as real boxes in perspective (the T key)",
                      entries: [(true3d.name, "true")]),
    ]
}
