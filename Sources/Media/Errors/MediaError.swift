#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Why a file could not be read or written, or a font could not be used.
///
/// Every case carries the path it is about; `description` is one line a person can act
/// on (the CLI prints it to stderr as is).
public enum MediaError: Error, Equatable, Sendable {
    /// Nothing exists at the path (or a directory on the way is missing).
    case fileNotFound(path: String)
    /// The path exists but is a directory, a device or a pipe, not a regular file.
    case notAFile(path: String)
    /// The file exists but cannot be opened for reading; `reason` is the system's text.
    case unreadable(path: String, reason: String)
    /// The file has zero bytes.
    case emptyFile(path: String)
    /// SDL_image could not decode the file; `detail` is IMG_GetError's text.
    case notAnImage(path: String, detail: String)
    /// The file decoded to an image with no pixels (a side of 0).
    case emptyImage(path: String)
    /// The image is damaged: cut short, or its data corrupt where the decoder would fill in grey.
    case damagedImage(path: String, detail: String)
    /// The image's header declares more pixels than the program loads (`ImageHeader`).
    case imageTooLarge(path: String, width: Int, height: Int)
    /// An output path's directory does not exist (or is not a directory).
    case missingDirectory(path: String, directory: String)
    /// An output path cannot be written; `reason` says what the system refused.
    case unwritable(path: String, reason: String)
    /// A bitmap with a side of 0 cannot become a PNG.
    case emptyBitmap(path: String, width: Int, height: Int)
    /// A font file is missing; `role` is "regular" or "bold".
    case fontMissing(path: String, role: String)
    /// A font file exists but SDL_ttf cannot open it; `detail` is TTF_GetError's text.
    case fontUnusable(path: String, detail: String)
    /// A records file (the board's flights) is not the JSON expected; `kind` is its list's
    /// name ("flights"), `problem` names the entry and the field ("entry 2: field 'status'
    /// must be …").
    case malformedRecords(path: String, kind: String, problem: String)
    /// SDL_image, SDL_ttf or an SDL call failed for a reason outside any one file.
    case library(name: String, detail: String)
    /// An allocation failed (the address space limit, `ulimit -v`, or memory exhausted);
    /// `what` names the buffer ("the 1280x800 frame"), `bytes` its size.
    case outOfMemory(what: String, bytes: Int)
}

extension MediaError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .fileNotFound(let path):
            return "cannot open '\(path)': no such file"
        case .notAFile(let path):
            return "cannot open '\(path)': it is a directory or special file, not a regular file"
        case .unreadable(let path, let reason):
            return "cannot read '\(path)': \(reason)"
                + (reason.hasPrefix("permission denied") ? " (check the file's permissions)" : "")
        case .emptyFile(let path):
            return "cannot use '\(path)': the file is empty (0 bytes)"
        case .notAnImage(let path, let detail):
            // SDL_image says "Out of memory" for a picture whose pixels did not fit: the
            // file may be fine, the room is what failed.
            if detail.lowercased().contains("out of memory") {
                return "cannot decode '\(path)': out of memory (SDL_image: \(detail))" + MediaError.addressSpaceNote
            }
            return "cannot decode '\(path)': not an image, or a corrupt or unsupported one"
                + (detail.isEmpty ? "" : " (SDL_image: \(detail))")
        case .emptyImage(let path):
            return "cannot use '\(path)': the image has no pixels"
        case .damagedImage(let path, let detail):
            return "cannot use '\(path)': the image is damaged (\(detail))"
        case .imageTooLarge(let path, let width, let height):
            let megapixels = (Double(width) * Double(height) / 1e6).rounded()
            return "'\(path)' declares \(width)×\(height) pixels (\(Int(Swift.min(megapixels, 1e12))) megapixels); "
                + "images over \(ImageHeader.maximumPixels / 1_000_000) megapixels are refused"
        case .missingDirectory(let path, let directory):
            return "cannot write '\(path)': directory '\(directory)' does not exist"
                + " (create it first)"
        case .unwritable(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        case .emptyBitmap(let path, let width, let height):
            return "cannot write '\(path)': a \(width)×\(height) image has no pixels"
        case .fontMissing(let path, let role):
            return "\(role) font not found at '\(path)'"
                + " (install the Debian package fonts-dejavu-core, or pass a font path)"
        case .fontUnusable(let path, let detail):
            return "cannot open font '\(path)'" + (detail.isEmpty ? "" : " (SDL_ttf: \(detail))")
        case .malformedRecords(let path, let kind, let problem):
            return "\(kind) file '\(path)': \(problem)"
        case .library(let name, let detail):
            return "\(name) failed: \(detail)"
        case .outOfMemory(let what, let bytes):
            return "out of memory allocating \(what) (\(MediaError.size(bytes)))" + MediaError.addressSpaceNote
        }
    }
}

extension MediaError {
    /// `bytes` for a person: "740 KB", "3.9 MB" (1024-based, one decimal under 10).
    public static func size(_ bytes: Int) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = Double(bytes), unit = 0
        while value >= 1024, unit < units.count - 1 { value /= 1024; unit += 1 }
        if unit == 0 { return "\(bytes) bytes" }
        let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
        let text = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
        return text + " " + units[unit]
    }

    /// ", the address space limit (ulimit -v) is N KB" when one is set, else "".
    public static var addressSpaceNote: String {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return "" }
        return "; the address space limit (ulimit -v) is \(limit.rlim_cur / 1024) KB"
    }
}
