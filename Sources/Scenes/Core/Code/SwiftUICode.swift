/// `mode`'s tuned animation as self-contained SwiftUI code, no third-party library.
/// SKELETON: replaced by the engineer who owns this language.
enum SwiftUICode {
    static func code(mode: Mode, settings: SettingValues) -> String {
        "// SwiftUI: \(mode.rawValue) is not written yet\n"
    }
}
