import Foundation
import Media

/// A folder of the person's pictures (the cards' `--images`, a folder dropped on the
/// window): its image files in name order, as a file manager sorts them ("card 2" before
/// "card 10").
enum PictureFolder {
    /// The extensions read as pictures (the decoder's formats).
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "bmp", "webp", "tif", "tiff", "tga", "qoi"]
    /// The most pictures a folder gives (the stack shows at most this many cards).
    static let maximumCount = 100

    /// The paths of the image files directly in `folder` (hidden files and sub-folders
    /// left out), sorted by name; one line when the folder cannot be read or has none.
    static func imagePaths(in folder: String) throws -> [String] {
        // The names as their bytes are (`PathBytes`), so a picture whose name is not UTF-8
        // is still found.
        let names: [String]
        switch FileSystem.listing(of: folder) {
        case .success(let listed): names = listed
        case .failure(let failure): throw CLIError("cannot read the folder '\(folder)': " + failure.message)
        }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let pictures = names.filter { name in
            guard !name.hasPrefix("."), extensions.contains((name as NSString).pathExtension.lowercased()) else { return false }
            return FileSystem.exists(base + name) && !FileSystem.isDirectory(base + name)
        }.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        guard !pictures.isEmpty else {
            throw CLIError("the folder '\(folder)' holds no pictures (\(extensions.sorted().joined(separator: ", ")))")
        }
        guard pictures.count <= maximumCount else {
            throw CLIError("the folder '\(folder)' holds \(pictures.count) pictures; at most \(maximumCount) are shown as cards")
        }
        return pictures.map { base + $0 }
    }
}
