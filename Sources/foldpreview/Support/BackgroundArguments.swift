import ArgumentParser
import Raster
import Scenes

/// `--background`, shared by `render` and the window: what the frames are drawn on.
struct BackgroundArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "What the frames are drawn on: '#RRGGBB' (a colour instead of the mode's backdrop) or 'transparent' "
            + "(PNG, APNG, WebP, WebM, MOV and a folder of PNGs carry the alpha; GIF keeps 1-bit transparency). "
            + "Default: the mode's own backdrop.",
        valueName: "colour"))
    var background: String?

    /// The background asked for, checked (`.scene` when none is given).
    func value() throws -> SceneBackground {
        guard let background else { return .scene }
        return try Self.parse(background)
    }

    /// `transparent`, or a colour as `#RRGGBB` (the `#` may be left out); one line for
    /// anything else.
    static func parse(_ text: String) throws -> SceneBackground {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased() == "transparent" { return .transparent }
        let digits = trimmed.hasPrefix("#") ? trimmed.dropFirst() : Substring(trimmed)
        guard digits.count == 6, digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16) else {
            throw CLIError("--background must be '#RRGGBB' (six hex digits) or 'transparent', got '\(text)'")
        }
        return .color(Color(hex: value))
    }
}
