@preconcurrency import Glibc

/// What the image decoder writes on its two pipes, read as it arrives so it never blocks
/// on a full pipe: the image from its standard output, kept whole up to
/// `DecodedImage.maximumSize` (more marks it damaged), and its messages from stderr, of
/// which only the last `messageLimit` bytes are kept (a hostile PNG makes libpng warn
/// about 18 MB a second; the refusal that matters is the last line).
struct DecoderStreams {
    /// The decoder's messages kept, bytes.
    static let messageLimit = 64 << 10

    /// The image's bytes so far.
    private(set) var image: [UInt8] = []
    /// True when the decoder sent more than any image it can write.
    private(set) var imageOverflowed = false
    /// The last `messageLimit` bytes of the messages, at most.
    var messages: [UInt8] { Array(kept.suffix(Self.messageLimit)) }

    private var kept: [UInt8] = []
    private let imageDescriptor: Int32, messageDescriptor: Int32
    /// The descriptors not yet at their end.
    private var open: [Int32]
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    init(image: Int32, messages: Int32) {
        imageDescriptor = image
        messageDescriptor = messages
        open = [image, messages]
    }

    /// True once both pipes are at their end (the decoder has closed them, by exiting).
    var isFinished: Bool { open.isEmpty }

    /// Waits up to `milliseconds` for either pipe, and reads once from each that is ready.
    mutating func read(waitingUpTo milliseconds: Int32) {
        guard !open.isEmpty else {
            usleep(useconds_t(milliseconds) * 1000)
            return
        }
        var waits = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        guard poll(&waits, nfds_t(waits.count), milliseconds) > 0 else { return }
        for wait in waits where wait.revents != 0 { readOnce(wait.fd) }
    }

    private mutating func readOnce(_ fd: Int32) {
        let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR || errno == EAGAIN { return }
        guard count > 0 else {
            open.removeAll { $0 == fd }
            return
        }
        let bytes = buffer[..<count]
        if fd == messageDescriptor {
            kept += bytes
            // Dropped in batches, so the copying stays linear in what arrives.
            if kept.count > 2 * Self.messageLimit { kept.removeFirst(kept.count - Self.messageLimit) }
        } else if !imageOverflowed {
            if image.count + count > DecodedImage.maximumSize {
                imageOverflowed = true
                image = []
            } else {
                let hadHeader = image.count >= DecodedImage.headerSize
                image += bytes
                if !hadHeader, let size = DecodedImage.announcedSize(image) { image.reserveCapacity(size) }
            }
        }
    }
}
