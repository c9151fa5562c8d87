#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File names as the system holds them: bytes, which need not be UTF-8 (a Latin-1 name,
/// `\xff\xfe.png`). Swift's `String` cannot hold an invalid byte, and every door into it
/// (`CommandLine.arguments`, `String(cString:)`, Foundation's paths) repairs one to U+FFFD,
/// after which the file can be neither found nor created under its own name.
///
/// So each byte that is not part of valid UTF-8 is carried in the `String` as a stand-in
/// scalar from the private-use area, U+10FF80 + (byte − 0x80), one stand-in per byte
/// (lone surrogates, which no valid UTF-8 holds, would be the natural escape, but a
/// `String` cannot hold them). Names are decoded once where they come in (argv, a folder's
/// listing, a dropped file, a link's target), travel as ordinary strings, and are turned
/// back into the very bytes at each system call (`withCString`); a message shows each
/// stand-in as `\xNN`.
///
/// Decoding is exact both ways: a name that really holds one of the 128 stand-in scalars
/// has that scalar's own bytes escaped one by one, so they come back unchanged.
public enum PathBytes {
    /// The stand-in of byte 0x80; byte `b` (0x80…0xFF) is `escapeBase + b - 0x80`.
    static let escapeBase: UInt32 = 0x10FF80

    /// The string that stands for `bytes` (a name or an argument as the system gave it).
    ///
    /// `escapingStandIns` is false for text that has already been through a string (the decoder
    /// child's arguments, written by `Process` as the parent's string's UTF-8): a stand-in
    /// scalar met there is taken as the stand-in it was, not escaped again.
    public static func string<Bytes: Collection>(_ bytes: Bytes, escapingStandIns: Bool = true) -> String
    where Bytes.Element == UInt8 {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var i = 0
        while i < bytes.count {
            let decoded = scalar(in: bytes, at: i)
            if let (scalar, length) = decoded, !(escapingStandIns && isStandIn(scalar)) {
                scalars.append(scalar)
                i += length
                continue
            }
            // Not UTF-8 (one byte escaped, then decoding resumes), or a stand-in's own
            // bytes (each escaped, so they come back as they were).
            for byte in bytes[i..<(i + (decoded?.1 ?? 1))] {
                // An ASCII byte is always valid UTF-8 and never lands here.
                scalars.append(Unicode.Scalar(escapeBase + UInt32(byte) - 0x80)!)
            }
            i += decoded?.1 ?? 1
        }
        return String(scalars)
    }

    /// The string that stands for the NUL-terminated `cString` (argv, `d_name`, realpath).
    public static func string(cString: UnsafePointer<CChar>, escapingStandIns: Bool = true) -> String {
        string(UnsafeBufferPointer(start: cString, count: strlen(cString)).lazy.map { UInt8(bitPattern: $0) },
               escapingStandIns: escapingStandIns)
    }

    /// The process's environment, each value decoded as a name is (`XDG_CONFIG_HOME` and
    /// `HOME` may be folders whose names are not UTF-8); Foundation's would repair them.
    public static var environment: [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = string(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                // The first definition wins, as getenv(3) finds it.
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// The bytes `text` stands for: each stand-in its byte, every other scalar its UTF-8.
    public static func bytes(of text: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if isStandIn(scalar) {
                bytes.append(UInt8(scalar.value - escapeBase + 0x80))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with `path`'s bytes as a NUL-terminated C string: the one conversion
    /// every system call that takes a name goes through.
    public static func withCString<R, E: Error>(_ path: String,
                                                _ body: (UnsafePointer<CChar>) throws(E) -> R) throws(E) -> R {
        guard mayHoldStandIn(path) else {
            // Nothing escaped: the string's own UTF-8 is the name.
            return try path.utf8CString.withUnsafeBufferPointer { (buffer) throws(E) -> R in try body(buffer.baseAddress!) }
        }
        let cString = bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try cString.withUnsafeBufferPointer { (buffer) throws(E) -> R in try body(buffer.baseAddress!) }
    }

    /// `text` for a person to read: each stand-in as `\xNN` (lower-case hex), never the
    /// private-use scalar, never a raw invalid byte, never U+FFFD.
    public static func shown(_ text: String) -> String {
        guard mayHoldStandIn(text) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isStandIn(scalar) {
                let byte = scalar.value - escapeBase + 0x80
                out.append(contentsOf: "\\x".unicodeScalars)
                out.append(contentsOf: String(byte, radix: 16).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// False when `text` surely holds no stand-in: its UTF-8 has no 0xF4 (the lead byte of
    /// every scalar from U+100000 on). A byte search, so that a long text printed (a
    /// generated page) costs next to nothing.
    private static func mayHoldStandIn(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in bytes.baseAddress.map { memchr($0, 0xF4, bytes.count) != nil } ?? false }
    }

    /// True for the 128 scalars that stand for a byte.
    static func isStandIn(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= escapeBase && scalar.value <= escapeBase + 0x7F
    }

    /// The scalar whose well-formed UTF-8 starts at `bytes[i]`, and its length; nil when
    /// the bytes there are not well-formed UTF-8 (a stray continuation, an overlong form, a
    /// surrogate, past U+10FFFF, cut short).
    private static func scalar(in bytes: [UInt8], at i: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[i]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int, initial: UInt32, minimum: UInt32
        switch lead {
        case 0xC2...0xDF: (length, initial, minimum) = (2, UInt32(lead & 0x1F), 0x80)
        case 0xE0...0xEF: (length, initial, minimum) = (3, UInt32(lead & 0x0F), 0x800)
        case 0xF0...0xF4: (length, initial, minimum) = (4, UInt32(lead & 0x07), 0x10000)
        default: return nil
        }
        guard i + length <= bytes.count else { return nil }
        var value = initial
        for byte in bytes[(i + 1)..<(i + length)] {
            guard byte & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        // Unicode.Scalar refuses surrogates and values past U+10FFFF.
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
