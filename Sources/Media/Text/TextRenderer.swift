import CSDL2
import Raster
import Synchronization

/// Text through SDL_ttf: one line of UTF-8 in DejaVu Sans (regular or bold), antialiased,
/// as a premultiplied bitmap.
///
/// Point sizes are pixel sizes at scale 1. SDL_ttf opens fonts at whole sizes, so a
/// fractional size is rounded to the nearest integer and clamped to
/// `1...TextRenderer.largestPixelSize` (NaN and infinities become 1): 13.4 and 12.6 both
/// draw at 13. Each font file is read into memory once, and every size is opened from
/// those bytes, so no file stays open however many sizes a long session meets (a window
/// resized many times scales its text each time). Up to `fontLimit` sizes stay open; past
/// that the least recently used one is closed. Rendered lines are cached per (text, size,
/// weight, colour), up to `cacheLimit` lines. Safe to use from any thread (calls are
/// serialised).
public final class TextRenderer: TextRasterizing, Sendable {
    /// The largest pixel size a font is opened at.
    public static let largestPixelSize = 512
    /// How many rendered lines are kept before the cache starts over.
    public static let cacheLimit = 512
    /// How many (size, weight) fonts stay open at once; opening another closes the least
    /// recently used. A frame uses a handful (HUD, help, the art's labels), and reopening
    /// one from memory takes well under a millisecond.
    public static let fontLimit = 24

    /// The regular font file in use.
    public let fontPath: String

    /// The system font files a renderer without given paths opens (regular, then bold when
    /// present); empty when no DejaVu Sans is installed. The package's `Depends` names the
    /// Debian package that owns them.
    public static var systemFontFiles: [String] {
        [FontLocator.first(of: FontLocator.regularCandidates), FontLocator.first(of: FontLocator.boldCandidates)]
            .compactMap { $0 }
    }
    /// The bold font file, or nil when bold is synthesised from the regular font
    /// (TTF_STYLE_BOLD) because no bold file was found.
    public let boldFontPath: String?

    private struct FontKey: Hashable { var size: Int; var bold: Bool }
    /// An open TTF_Font and the bytes it reads from (kept alive as long as it is open).
    /// Only touched inside `SDLLibraries.withTTF`, which serialises every SDL_ttf call,
    /// hence the unchecked Sendable.
    private struct Font: @unchecked Sendable {
        let handle: OpaquePointer
        let file: FontFile
        /// When it was last asked for (`State.uses`), to close the least recently used.
        var lastUse: UInt64
    }
    private struct LineKey: Hashable { var text: String; var size: Int; var bold: Bool; var color: Color }
    private struct State: ~Copyable {
        var fonts: [FontKey: Font] = [:]
        /// How many times a font was asked for: the fonts' clock.
        var uses: UInt64 = 0
        var lines: [LineKey: Bitmap] = [:]
    }
    private let state = Mutex(State())
    /// The regular and bold files' bytes (bold nil: synthesised from the regular).
    private let regularFile: FontFile
    private let boldFile: FontFile?

    /// Opens DejaVu Sans (and DejaVu Sans Bold), from the given files or, when nil, from
    /// the usual system locations (Debian: /usr/share/fonts/truetype/dejavu/).
    ///
    /// Throws `MediaError.fontMissing` naming the file when a given path does not exist or
    /// no system copy is found, and `.fontUnusable` when SDL_ttf cannot read it. A given
    /// regular font without a bold one, or a system without DejaVu Sans Bold, gets
    /// synthesised bold.
    public init(fontPath: String? = nil, boldFontPath: String? = nil) throws(MediaError) {
        let regular: String
        if let fontPath {
            regular = fontPath
        } else {
            guard let found = FontLocator.first(of: FontLocator.regularCandidates) else {
                throw .fontMissing(path: FontLocator.regularCandidates[0], role: "regular")
            }
            regular = found
        }
        try Self.requireFile(regular, role: "regular")
        var bold: String? = boldFontPath
        if let boldFontPath {
            try Self.requireFile(boldFontPath, role: "bold")
        } else if fontPath == nil {
            bold = FontLocator.first(of: FontLocator.boldCandidates)
        }
        self.fontPath = regular
        self.boldFontPath = bold
        (regularFile, boldFile) = try SDLLibraries.withTTF { () throws(MediaError) -> (FontFile, FontFile?) in
            (try FontFile(path: regular), try bold.map { (path) throws(MediaError) in try FontFile(path: path) })
        }
        // Open both once now, so a broken file is reported here and not on first draw.
        try state.withLock { (state: inout State) throws(MediaError) in
            _ = try font(size: 12, bold: false, in: &state)
            _ = try font(size: 12, bold: true, in: &state)
        }
    }

    deinit {
        let fonts = state.withLock { (state: inout State) -> [Font] in
            Array(state.fonts.values)
        }
        try? SDLLibraries.withTTF { () throws(MediaError) in
            for font in fonts { TTF_CloseFont(font.handle) }
        }
    }

    /// The integer pixel size SDL_ttf is asked for: `pointSize` rounded to nearest,
    /// clamped to `1...largestPixelSize`; 1 for NaN and infinities.
    public static func pixelSize(for pointSize: Double) -> Int {
        guard pointSize.isFinite else { return 1 }
        return Int(min(max(pointSize.rounded(), 1), Double(largestPixelSize)))
    }

    /// One line of `text` in `color`, premultiplied, `size(of:...)` pixels large.
    ///
    /// Control characters (newlines, tabs) draw as spaces. Empty text gives a bitmap of
    /// width 0 and the font's line height; if SDL_ttf fails, the bitmap is empty (0×0).
    public func image(of text: String, pointSize: Double, bold: Bool, color: Color) -> Bitmap {
        let line = Self.singleLine(text)
        let key = LineKey(text: line, size: Self.pixelSize(for: pointSize), bold: bold, color: color)
        return state.withLock { (state: inout State) -> Bitmap in
            if let cached = state.lines[key] { return cached }
            let bitmap = (try? render(key, in: &state)) ?? Bitmap(width: 0, height: 0)
            if state.lines.count >= Self.cacheLimit { state.lines.removeAll(keepingCapacity: true) }
            state.lines[key] = bitmap
            return bitmap
        }
    }

    /// The width (advance of the whole line) and height (the font's line height) in
    /// pixels of `image(of:...)` for the same text, size and weight; (0, 0) if the font
    /// cannot be opened.
    public func size(of text: String, pointSize: Double, bold: Bool) -> (width: Int, height: Int) {
        let line = Self.singleLine(text)
        let size = Self.pixelSize(for: pointSize)
        return state.withLock { (state: inout State) -> (width: Int, height: Int) in
            (try? measure(line, size: size, bold: bold, in: &state)) ?? (0, 0)
        }
    }

    // MARK: - Under the lock

    private func render(_ key: LineKey, in state: inout State) throws(MediaError) -> Bitmap {
        let font = try font(size: key.size, bold: key.bold, in: &state)
        let box = try measure(key.text, size: key.size, bold: key.bold, in: &state)
        guard box.width > 0, box.height > 0 else { return Bitmap(width: 0, height: box.height) }
        let pixel = key.color.pixel
        let straight = Self.straightChannels(key.color)
        return try SDLLibraries.withTTF { () throws(MediaError) -> Bitmap in
            // Opaque colour: SDL_ttf puts glyph coverage in alpha and the colour in R, G, B;
            // the colour's own alpha is applied while premultiplying (one rounding, not two).
            let ink = SDL_Color(r: straight.r, g: straight.g, b: straight.b, a: 255)
            guard let surface = TTF_RenderUTF8_Blended(font.handle, key.text, ink) else {
                throw .library(name: "TTF_RenderUTF8_Blended", detail: SDLLibraries.lastError())
            }
            defer { SDL_FreeSurface(surface) }
            let drawn = StraightRows.withRGBA32(of: surface) { rows in
                rows.premultiplied(alphaScale: pixel.a)
            }
            guard let drawn else {
                throw .library(name: "SDL_ConvertSurfaceFormat", detail: SDLLibraries.lastError())
            }
            return Self.fitted(drawn, width: box.width, height: box.height)
        }
    }

    private func measure(_ text: String, size: Int, bold: Bool,
                         in state: inout State) throws(MediaError) -> (width: Int, height: Int) {
        let font = try font(size: size, bold: bold, in: &state)
        return try SDLLibraries.withTTF { () throws(MediaError) -> (width: Int, height: Int) in
            let height = Int(TTF_FontHeight(font.handle))
            guard !text.isEmpty else { return (0, height) }
            var w: Int32 = 0, h: Int32 = 0
            guard TTF_SizeUTF8(font.handle, text, &w, &h) == 0 else {
                throw .library(name: "TTF_SizeUTF8", detail: SDLLibraries.lastError())
            }
            return (Int(w), max(height, Int(h)))
        }
    }

    /// The font for a size and weight, opened from its file's bytes on first use; opening
    /// one past `fontLimit` closes the least recently used.
    private func font(size: Int, bold: Bool,
                      in state: inout State) throws(MediaError) -> Font {
        let key = FontKey(size: size, bold: bold)
        state.uses += 1
        if state.fonts[key] != nil {
            state.fonts[key]!.lastUse = state.uses
            return state.fonts[key]!
        }
        let file = bold ? (boldFile ?? regularFile) : regularFile
        let synthetic = bold && boldFile == nil
        var evicted: Font?
        if state.fonts.count >= Self.fontLimit, let oldest = state.fonts.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            evicted = state.fonts.removeValue(forKey: oldest.key)
        }
        let font = try SDLLibraries.withTTF { [evicted, uses = state.uses] () throws(MediaError) -> Font in
            if let evicted { TTF_CloseFont(evicted.handle) }
            let handle = try file.open(size: size)
            if synthetic { TTF_SetFontStyle(handle, TTF_STYLE_BOLD) }
            return Font(handle: handle, file: file, lastUse: uses)
        }
        state.fonts[key] = font
        return font
    }

    /// How many (size, weight) fonts are open now (at most `fontLimit`).
    var openFontCount: Int { state.withLock { $0.fonts.count } }

    // MARK: - Helpers

    private static func requireFile(_ path: String, role: String) throws(MediaError) {
        switch FileSystem.entry(at: path) {
        case .file: return
        case .missing: throw .fontMissing(path: path, role: role)
        case .inaccessible(let code):
            throw .fontUnusable(path: path, detail: FileSystem.message(for: code))
        case .directory, .special:
            throw .fontUnusable(path: path, detail: "not a regular file")
        }
    }

    /// The text SDL_ttf is given: control characters as spaces, so the line stays one line.
    private static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            scalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
        }
        return String(scalars)
    }

    /// The colour's straight 8-bit channels, rounded.
    private static func straightChannels(_ color: Color) -> (r: UInt8, g: UInt8, b: UInt8) {
        func channel(_ v: Double) -> UInt8 {
            guard v.isFinite else { return 0 }
            return UInt8((min(max(v, 0), 1) * 255).rounded())
        }
        return (channel(color.r), channel(color.g), channel(color.b))
    }

    /// `bitmap` cropped or padded (transparent) to exactly width × height.
    private static func fitted(_ bitmap: Bitmap, width: Int, height: Int) -> Bitmap {
        guard bitmap.width != width || bitmap.height != height else { return bitmap }
        var out = Bitmap(width: width, height: height)
        for y in 0..<min(height, bitmap.height) {
            for x in 0..<min(width, bitmap.width) { out[x, y] = bitmap[x, y] }
        }
        return out
    }
}
