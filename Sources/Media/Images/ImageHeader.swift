/// The size an image file declares in its header, read before anything is decoded, so a
/// file that would need gigabytes (a 68-byte PNG can declare 65535 × 65535) is refused at
/// once instead of being handed to a decoder.
public enum ImageHeader {
    /// The most pixels a loaded image may have before downscaling: 100 megapixels.
    public static let maximumPixels = 100_000_000

    /// The width and height `bytes` (the start of a file) declare, for PNG, GIF, JPEG,
    /// BMP and WebP; nil when the format is another or the header is cut short.
    public static func declaredSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        func be16(_ i: Int) -> Int? { i + 1 < bytes.count ? Int(bytes[i]) << 8 | Int(bytes[i + 1]) : nil }
        func le16(_ i: Int) -> Int? { i + 1 < bytes.count ? Int(bytes[i]) | Int(bytes[i + 1]) << 8 : nil }
        func be32(_ i: Int) -> Int? { i + 3 < bytes.count ? (be16(i)! << 16) | be16(i + 2)! : nil }
        func le32(_ i: Int) -> Int? { i + 3 < bytes.count ? le16(i)! | (le16(i + 2)! << 16) : nil }
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + prefix.count && Array(bytes[offset..<(offset + prefix.count)]) == prefix
        }
        // PNG: the signature, then IHDR with the width and height as big-endian 32 bits.
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard starts(Array("IHDR".utf8), at: 12), let w = be32(16), let h = be32(20) else { return nil }
            return (w, h)
        }
        // GIF: the logical screen's size, little-endian 16 bits.
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            guard let w = le16(6), let h = le16(8) else { return nil }
            return (w, h)
        }
        // BMP: the DIB header's width and height (a negative height is top-down).
        if starts(Array("BM".utf8)), let w = le32(18), let h = le32(22) {
            let height = h >= 1 << 31 ? (1 << 32) - h : h
            return (w >= 1 << 31 ? 0 : w, height)
        }
        // WebP: RIFF … WEBP, then a VP8, VP8L or VP8X chunk.
        if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) {
            if starts(Array("VP8X".utf8), at: 12), bytes.count >= 30 {
                let w = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
                let h = Int(bytes[27]) | Int(bytes[28]) << 8 | Int(bytes[29]) << 16
                return (w + 1, h + 1)
            }
            if starts(Array("VP8L".utf8), at: 12), bytes.count >= 25 {
                let b = bytes[21...24].map(Int.init)
                return (1 + (b[0] | (b[1] & 0x3F) << 8), 1 + (b[1] >> 6 | b[2] << 2 | (b[3] & 0x0F) << 10))
            }
            if starts(Array("VP8 ".utf8), at: 12), let w = le16(26), let h = le16(28) {
                return (w & 0x3FFF, h & 0x3FFF)
            }
            return nil
        }
        // JPEG: walk the markers to the first start-of-frame (SOF0…SOF15 less DHT, JPG, DAC).
        if starts([0xFF, 0xD8]) {
            var i = 2
            while i + 3 < bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let marker = bytes[i + 1]
                if marker == 0xFF { i += 1; continue }
                if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
                guard let length = be16(i + 2), length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let h = be16(i + 5), let w = be16(i + 7) else { return nil }
                    return (w, h)
                }
                i += 2 + length
            }
            return nil
        }
        return nil
    }
}
