import ArgumentParser
import Raster
import Scenes

/// `--background`, shared by `render` and the window: what the frames are drawn on.
struct BackgroundArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: ArgumentHelp(
        "What the frames are drawn on: '#RRGGBB' (a colour instead of the mode's backdrop) or 'transparent' "
            + "(PNG, APNG, WebP, WebM, MOV and a folder of PNGs carry the alpha; GIF keeps 1-bit transparency); "
            + "for render, also an image file: a picture behind the animation (see --background-fit). "
            + "Default: the mode's own backdrop.",
        valueName: "colour"))
    var background: String?

    @Option(name: .customLong("background-fit"), parsing: .unconditional, help: ArgumentHelp(
        "How a --background picture fills the frame: cover (the default: all of the frame, the picture's overflow cut) "
            + "or contain (all of the picture, on the mode's backdrop).",
        valueName: "fit"))
    var fit: String?

    /// `--background-fit`, checked as every option's value is: nil when not given.
    func pictureFit() throws -> BackgroundPicture.Fit? {
        guard let fit else { return nil }
        guard let value = BackgroundPicture.Fit(rawValue: fit.lowercased()) else {
            throw CLIError("--background-fit must be cover or contain, got '\(fit)'")
        }
        return value
    }

    /// The picture's path when `--background` names a file rather than a colour or
    /// 'transparent' (text starting with '#', six hex digits or 'transparent' is a colour's).
    var picturePath: String? {
        guard let background else { return nil }
        let trimmed = background.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.hasPrefix("#") ? nil : trimmed
        guard let digits, trimmed.lowercased() != "transparent",
              !(digits.count == 6 && digits.allSatisfy(\.isHexDigit)) else { return nil }
        return background
    }

    /// The background asked for, checked (`.scene` when none is given). A picture is
    /// refused in one line naming `use` (what does not take one: the window, a web page).
    func value(pictureRefusedBy use: String = "the window") throws -> SceneBackground {
        guard let background else {
            guard fit == nil else { throw CLIError("--background-fit applies to a --background picture; none is given") }
            return .scene
        }
        if let picturePath {
            throw CLIError("--background '\(picturePath)': \(use) takes '#RRGGBB' or 'transparent'; "
                           + "a picture behind the animation is for render's frames, videos and animated images")
        }
        guard fit == nil else { throw CLIError("--background-fit applies to a --background picture, not to '\(background)'") }
        return try Self.parse(background)
    }

    /// What `render` draws the scene on: nothing under a picture (the frames are laid over
    /// it), else `value()`.
    func drawn() throws -> SceneBackground {
        picturePath == nil ? try value() : .transparent
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
