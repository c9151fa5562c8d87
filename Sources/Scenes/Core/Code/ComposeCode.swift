/// `mode`'s tuned animation as self-contained Jetpack Compose (Kotlin) code, no third-party library.
/// SKELETON: replaced by the engineer who owns this language.
enum ComposeCode {
    static func code(mode: Mode, settings: SettingValues) -> String {
        "// Jetpack Compose (Kotlin): \(mode.rawValue) is not written yet\n"
    }
}
