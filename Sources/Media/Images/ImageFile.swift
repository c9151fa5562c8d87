import CSDL2
import Raster

/// Reading and writing image files: the only place pixels enter or leave the program.
///
/// Decoding is SDL_image's (PNG, JPEG, WebP, GIF, BMP, TIFF, ... as built); pixels come
/// back premultiplied. Writing is PNG only, atomically.
public enum ImageFile {
    /// The longest side, in pixels, a loaded image keeps; larger images are downscaled.
    public static let maximumSide = 8192

    /// The size a `width` × `height` picture is kept at: within `maximumSide`, and no
    /// larger than it takes to cover `box` (the most pixels it is ever drawn at, upright,
    /// whether it is shown whole or cropped to fill), keeping the aspect ratio.
    public static func keptSize(width: Int, height: Int, covering box: (width: Int, height: Int)?)
        -> (width: Int, height: Int) {
        let fitted = BoxDownscale.fittedSize(width: width, height: height, limit: maximumSide)
        guard let box, fitted.width > 0, fitted.height > 0 else { return fitted }
        // Cropped to fill, the picture's scale is the larger of the two ratios.
        let scale = Swift.max(Double(Swift.max(1, box.width)) / Double(fitted.width),
                              Double(Swift.max(1, box.height)) / Double(fitted.height))
        guard scale < 1 else { return fitted }
        let longest = Swift.max(fitted.width, fitted.height)
        return BoxDownscale.fittedSize(width: fitted.width, height: fitted.height,
                                       limit: Swift.max(1, Int((Double(longest) * scale).rounded(.up))))
    }

    /// The size the header of the file at `path` declares, upright (a JPEG's EXIF turn
    /// applied, as `load` applies it), read before any decoder allocates for it; nil when
    /// it cannot be told.
    public static func declaredSize(path: String) -> (width: Int, height: Int)? {
        let head = FileSystem.prefix(of: path, count: 1 << 18)
        guard let size = ImageHeader.declaredSize(head) else { return nil }
        let turned = JPEGFacts.isJPEG(head) && JPEGFacts.orientation(head) >= 5
        return turned ? (size.height, size.width) : size
    }

    /// Decodes the image at `path` into premultiplied pixels.
    ///
    /// Images with a side over `maximumSide` are downscaled with an area filter to fit,
    /// keeping the aspect ratio, and `note` says so. With `box`, an image larger than it
    /// takes to cover `box` (upright) is downscaled to that size too (`keptSize`), silently:
    /// no picture is kept larger than it is drawn. Throws `MediaError` when the file is
    /// missing, unreadable, empty, or not an image SDL_image can decode.
    ///
    /// SDL_image's decoders are not safe against hostile files (some crash, one loops): the
    /// program calls this only in a child process of its own (`decode-image`), whose
    /// stderr (libpng's and libjpeg's own warnings, a crash report) stays open.
    public static func load(path: String, covering box: (width: Int, height: Int)? = nil) throws(MediaError) -> LoadedImage {
        try FileSystem.checkReadableFile(path)
        // The size the header declares, before any decoder allocates for it.
        let head = FileSystem.prefix(of: path, count: 1 << 18)
        if let size = ImageHeader.declaredSize(head),
           Double(size.width) * Double(size.height) > Double(ImageHeader.maximumPixels) {
            throw .imageTooLarge(path: path, width: size.width, height: size.height)
        }
        // A JPEG cut short decodes to grey where its data is missing: refuse it instead.
        let isJPEG = JPEGFacts.isJPEG(head)
        if isJPEG, !JPEGFacts.hasEnd(FileSystem.suffix(of: path, count: 256)) {
            throw .damagedImage(path: path, detail: "the JPEG is cut short: it has no end marker")
        }
        let orientation = isJPEG ? JPEGFacts.orientation(head) : 1
        return try SDLLibraries.withImage { () throws(MediaError) -> LoadedImage in
            guard let surface = PathBytes.withCString(path, { IMG_Load($0) }) else {
                throw .notAnImage(path: path, detail: SDLLibraries.lastError())
            }
            defer { SDL_FreeSurface(surface) }
            let width = Int(surface.pointee.w), height = Int(surface.pointee.h)
            guard width > 0, height > 0 else { throw .emptyImage(path: path) }
            // The box is upright; a picture turned by its EXIF orientation is stored on its side.
            let storedBox = box.map { orientation >= 5 ? (width: $0.height, height: $0.width) : $0 }
            let fitted = keptSize(width: width, height: height, covering: storedBox)
            let converted: Bitmap?
            if fitted == (width, height) {
                converted = StraightRows.withRGBA32(of: surface) { $0.premultiplied() }
            } else {
                // Row by row first (no full-size RGBA copy); palettes and colour keys need
                // the whole-surface conversion.
                converted = StraightRows.downscaledRowByRow(
                    surface, toWidth: fitted.width, height: fitted.height)
                    ?? StraightRows.withRGBA32(of: surface) { rows in
                        BoxDownscale.downscaled(rows, toWidth: fitted.width, height: fitted.height)
                    }
            }
            guard let stored = converted else {
                throw .library(name: "SDL_ConvertSurfaceFormat",
                               detail: "cannot convert '\(path)' to RGBA: \(SDLLibraries.lastError())")
            }
            // Upright as the camera held it (EXIF orientation); the sizes said are upright too.
            let bitmap = stored.oriented(orientation)
            let turned = orientation >= 5
            let (uprightWidth, uprightHeight) = turned ? (height, width) : (width, height)
            let note = Swift.max(width, height) <= maximumSide ? nil
                : "\(FileSystem.fileName(of: path)) is \(uprightWidth)×\(uprightHeight);"
                    + " downscaled to \(bitmap.width)×\(bitmap.height)"
            return LoadedImage(bitmap: bitmap, originalWidth: uprightWidth, originalHeight: uprightHeight,
                               note: note)
        }
    }

    /// `bitmap` as PNG bytes (straight alpha, RGB when every pixel is opaque, zlib level 6),
    /// for a file written by someone else: the web page's embedded pictures.
    public static func pngData(_ bitmap: Bitmap) throws(MediaError) -> [UInt8] {
        try PNGEncoding.encode(bitmap, effort: .small)
    }

    /// Writes `bitmap` to `path` as a PNG with straight alpha (un-premultiplied; RGB when
    /// every pixel is opaque), encoded by FFmpeg at zlib level 6, or level 2 with `fast`
    /// (a sequence's frames: about 10 ms for 1280×800).
    ///
    /// The PNG is written to a hidden temporary file in the same directory, every write
    /// checked, and renamed over `path` only once complete, so a failed write never leaves a
    /// partial or damaged file (and never a temporary one). Throws `MediaError` for an empty
    /// bitmap, a missing directory, an unwritable directory or target (a full disk says
    /// so), or an encoder failure. Safe to call from several threads at once.
    public static func savePNG(_ bitmap: Bitmap, to requested: String, fast: Bool = false) throws(MediaError) {
        try save(bitmap, to: requested, as: .png(fast ? .fast : .small))
    }

    /// Writes `bitmap` to `path` as a JPEG of `quality` (1…100) through SDL_image, with
    /// `savePNG`'s care: a temporary file renamed over the target only once complete.
    /// JPEG has no alpha: the frames written are opaque.
    public static func saveJPEG(_ bitmap: Bitmap, to requested: String, quality: Int = 92) throws(MediaError) {
        try save(bitmap, to: requested, as: .jpeg(quality: Swift.min(Swift.max(quality, 1), 100)))
    }

    private enum StillFormat {
        case png(PNGEncoding.Effort)
        case jpeg(quality: Int)
    }

    /// SDL_image's JPEG writer into `temporary` (removed on any failure).
    private static func saveJPEG(_ bitmap: Bitmap, quality: Int, temporary: String, path: String,
                                 directory: String) throws(MediaError) {
        try SDLLibraries.withImage { () throws(MediaError) in
            guard let surface = bitmap.straightRGBA32Surface() else {
                FileSystem.removeQuietly(temporary)
                throw .library(name: "SDL_CreateRGBSurfaceWithFormat", detail: SDLLibraries.lastError())
            }
            defer { SDL_FreeSurface(surface) }
            guard PathBytes.withCString(temporary, { IMG_SaveJPG(surface, $0, Int32(quality)) }) == 0 else {
                FileSystem.removeQuietly(temporary)
                throw .unwritable(path: path, reason: "JPEG encoding failed: " + SDLLibraries.lastError())
            }
            // SDL does not report every failed write: a JPEG without its end marker did not
            // reach the disk whole (a full disk), and must not replace anything.
            guard JPEGFacts.hasEnd(FileSystem.suffix(of: temporary, count: 2)) else {
                // A full device is the usual cause, and the file system says whether it is
                // one (less left than a block or two, with the partial file still there).
                let full = FileSystem.freeBytes(in: directory).map { $0 < 65_536 } ?? false
                FileSystem.removeQuietly(temporary)
                throw .unwritable(path: path, reason: full ? "no space left on the device"
                                    : "the file could not be written whole (the device refused the rest)")
            }
        }
    }

    private static func save(_ bitmap: Bitmap, to requested: String, as format: StillFormat) throws(MediaError) {
        guard bitmap.width > 0, bitmap.height > 0 else {
            throw .emptyBitmap(path: requested, width: bitmap.width, height: bitmap.height)
        }
        let output = try OutputFile(requested)
        switch format {
        case .png(let effort):
            try output.write(try PNGEncoding.encode(bitmap, effort: effort))
        case .jpeg(let quality):
            let temporary = try output.claimTemporary(extension: "tmp")
            try saveJPEG(bitmap, quality: quality, temporary: temporary, path: output.requested,
                         directory: output.directory)
            try output.commit(temporary)
        }
    }
}
