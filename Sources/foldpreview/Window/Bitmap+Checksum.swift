import Raster

extension Bitmap {
    /// FNV-1a over the pixels: a short fingerprint of a frame for logs and tests.
    var checksum: UInt64 {
        pixels.withUnsafeBufferPointer { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for bits in buffer { hash = (hash ^ UInt64(bits)) &* 0x0000_0100_0000_01b3 }
            return hash
        }
    }
}
