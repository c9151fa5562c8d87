/// `mode`'s tuned animation as self-contained UIKit with Core Animation (Swift) code, no third-party library.
/// SKELETON: replaced by the engineer who owns this language.
enum UIKitCode {
    static func code(mode: Mode, settings: SettingValues) -> String {
        "// UIKit with Core Animation (Swift): \(mode.rawValue) is not written yet\n"
    }
}
