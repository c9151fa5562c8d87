import Foundation
import Media
import Raster
@preconcurrency import Glibc

/// What `decode-image` sends back to `ImageLoader`: four little-endian 32-bit words (width,
/// height, the original width and height), then the premultiplied pixels, row by row.
enum DecodedImage {
    /// The header's size, bytes.
    static let headerSize = 16

    /// The most bytes a decode can send: the header and the largest image `ImageFile.load`
    /// returns (`ImageFile.maximumSide` on each side).
    static let maximumSize = headerSize + ImageFile.maximumSide * ImageFile.maximumSide * 4

    /// The image size a header announces, bytes (header included); nil while fewer than
    /// `headerSize` bytes are given, or when the size is out of range.
    static func announcedSize(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= headerSize else { return nil }
        let width = word(bytes, 0), height = word(bytes, 1)
        guard (1...ImageFile.maximumSide).contains(width), (1...ImageFile.maximumSide).contains(height) else {
            return nil
        }
        return headerSize + width * height * 4
    }

    /// The image in `bytes`, or a one-line refusal naming `path` (the file the user gave).
    static func parse(_ bytes: [UInt8], path: String) throws -> LoadedImage {
        guard !bytes.isEmpty else { throw CLIError("cannot decode '\(path)': the decoder wrote no image") }
        guard let size = announcedSize(bytes), bytes.count == size else {
            throw CLIError("cannot decode '\(path)': the decoder wrote a damaged image")
        }
        let width = word(bytes, 0), height = word(bytes, 1)
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            bytes.withUnsafeBytes { raw in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(rebasing: raw[headerSize...]))
            }
            count = width * height
        }
        let (originalWidth, originalHeight) = (word(bytes, 2), word(bytes, 3))
        // Said only past the decoder's own limit; fitting the size drawn is silent.
        let note = max(originalWidth, originalHeight) <= ImageFile.maximumSide ? nil
            : "\((path as NSString).lastPathComponent) is \(originalWidth)×\(originalHeight); downscaled to \(width)×\(height)"
        return LoadedImage(bitmap: Bitmap(width: width, height: height, pixels: pixels),
                           originalWidth: originalWidth, originalHeight: originalHeight, note: note)
    }

    /// Writes `image` to the open descriptor `fd`; nil, or why it failed.
    static func write(_ image: LoadedImage, to fd: Int32) -> String? {
        let bitmap = image.bitmap
        let header = [UInt32(bitmap.width), UInt32(bitmap.height), UInt32(image.originalWidth),
                      UInt32(image.originalHeight)].map(\.littleEndian)
        let failure = header.withUnsafeBytes { writeAll($0, to: fd) }
            ?? bitmap.pixels.withUnsafeBytes { writeAll($0, to: fd) }
        return failure.map(reason)
    }

    /// Every byte of `bytes` to `fd` (short writes continued); nil, or the errno.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var offset = 0
        while offset < bytes.count {
            let wrote = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if wrote < 0 {
                if errno == EINTR { continue }
                return errno
            }
            offset += wrote
        }
        return nil
    }

    /// The system's text for an errno value, lower-cased to read well mid-sentence.
    private static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    /// The header's `index`th word.
    private static func word(_ bytes: [UInt8], _ index: Int) -> Int {
        bytes.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))) }
    }
}
