import Foundation
import Media
import Raster
import CodeGen
import Scenes

/// A mode's web page (`code --lang html` prints it, `render --out x.html` writes it): the
/// scene made as `render` makes it (the export's size, the person's pictures, the
/// settings), built by the mode's page builder (`CodeCatalog`), its pictures, drawn by our
/// rasterizer, embedded as PNG data URIs.
enum WebPageExport {
    /// True when `path` names a web page (`.html`, `.htm`).
    static func names(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".html") || lower.hasSuffix(".htm")
    }

    /// The page for `code --lang html` and `render --out x.html` alike: the scene of mode
    /// `name` with `arguments` (checked as `render` checks them: the shorthands, the
    /// flights), at `size` (`--size`, nil for `render`'s own size at `scale`), on `background`.
    static func html(mode name: String, arguments: SceneArguments, resources: String?,
                     size given: (width: Int, height: Int)?, scale: Int?, background: SceneBackground) throws -> String {
        let options = try SceneOptions(mode: name, arguments: arguments, resources: resources) { mode in
            OutputSize.largest(for: mode, given: given, scale: scale)
        }
        try arguments.tuning.checkShorthands(for: options.mode)
        try SceneOptions.checkFlights(arguments.flights, for: options.mode)
        let size = try given ?? OutputSize.natural(for: options.mode, content: options.content, scale: scale)
        guard max(size.width, size.height) <= largestSide else {
            throw CLIError("a web page is at most \(largestSide) pixels a side (its pictures are embedded at the page's "
                           + "size, and a browser draws none of \(largestSide * 2)), got \(size.width)x\(size.height); "
                           + "give a smaller --size")
        }
        return try html(options, size: size, background: background)
    }

    /// The largest side of a page, pixels: its pictures are drawn at the page's size, and
    /// Chromium drew only the backdrop of a 16384x16384 page (449 MB, 4.4 GB to write),
    /// while an 8192x8192 one (102 MB) was shown whole.
    static let largestSide = 8192

    /// The page's HTML for a scene of `options` at `size`, on `background`.
    static func html(_ options: SceneOptions, size: (width: Int, height: Int), background: SceneBackground) throws -> String {
        let scene = options.makeScene(size: size)
        let page: WebPage
        do { page = try CodeCatalog.page(for: scene, context: WebContext(background: background)) } catch {
            throw CLIError(error.description)
        }
        // A signal (noted while `render` writes) ends the run between two pictures.
        try Interruption.check {}
        return try page.html { image in
            let uri = "data:image/png;base64," + Data(try png(image.bitmap())).base64EncodedString()
            try Interruption.check {}
            return uri
        }
    }

    /// Writes `page` to `path` through the one writer; a signal that arrived while the
    /// bytes were written removes the temporary and ends the run with its line.
    static func write(_ page: String, to path: String) throws {
        try Interruption.check {}
        do {
            try OutputFile(path).write(Array(page.utf8)) { try Interruption.check {} }
        } catch let error as MediaError {
            throw CLIError(error.description)
        }
    }

    /// `bitmap` as PNG bytes, Media's error as one line.
    private static func png(_ bitmap: Bitmap) throws -> [UInt8] {
        do { return try ImageFile.pngData(bitmap) } catch { throw CLIError(error.description) }
    }
}
