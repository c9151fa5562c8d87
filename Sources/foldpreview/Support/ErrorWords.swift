import Foundation
import Media

/// An error from anywhere, as a line a person can act on. The program's own errors
/// (`CLIError`, Media's and the settings' errors) describe themselves; a Foundation error
/// would print as "The operation could not be completed. (NSCocoaErrorDomain error 512.)",
/// which names neither the file nor the reason: it is told by its path and the system's
/// reason (its underlying errno) instead, never by its domain and code.
enum ErrorWords {
    /// `error` in one line.
    static func line(_ error: any Error) -> String {
        if let error = error as? CLIError { return error.description }
        let bridged = error as NSError
        guard bridged.domain == NSCocoaErrorDomain || bridged.domain == NSPOSIXErrorDomain else {
            return "\(error)"
        }
        let path = bridged.userInfo[NSFilePathErrorKey] as? String
            ?? (bridged.userInfo[NSURLErrorKey] as? URL)?.path
        var reason: String
        if bridged.domain == NSPOSIXErrorDomain {
            reason = FileSystem.message(for: Int32(bridged.code))
        } else if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError,
                  underlying.domain == NSPOSIXErrorDomain {
            reason = FileSystem.message(for: Int32(underlying.code))
        } else {
            reason = cocoaReason(bridged.code)
        }
        if let path { reason = "'\(path)': " + reason }
        return reason
    }

    /// Foundation's file error codes in words (CocoaError.Code).
    private static func cocoaReason(_ code: Int) -> String {
        switch code {
        case 4, 260: return "no such file or folder"
        case 257, 513: return "permission denied"
        case 516: return "it already exists"
        case 640: return "no space left on the device"
        case 642: return "the volume is read-only"
        case 259, 264: return "its contents cannot be read as expected"
        case 512: return "cannot be written"
        case 256: return "cannot be read"
        default: return "the system refused the file operation"
        }
    }
}
