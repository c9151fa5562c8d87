import CSDL2
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A font file's bytes, read once and kept in memory, from which SDL_ttf opens the font at
/// any size without opening the file again.
///
/// `TTF_OpenFont(path, size)` keeps the file open for as long as the font is (FreeType
/// reads glyphs from it on demand), so a font per size is a file descriptor per size; a
/// font opened here reads from this buffer instead. Every font opened from it keeps a
/// reference to it (`TextRenderer`'s `Font`), so the bytes outlive the last font using
/// them. Only used inside `SDLLibraries.withTTF`, hence the unchecked Sendable.
final class FontFile: @unchecked Sendable {
    /// The file the bytes came from.
    let path: String
    private let bytes: UnsafeMutableRawPointer
    private let count: Int

    /// Reads the whole of `path` (the file is closed again at once). Call inside
    /// `SDLLibraries.withTTF`; throws `.fontUnusable` naming the file when it cannot be read,
    /// `.outOfMemory` when its buffer cannot be had. (SDL_LoadFile is not used: it writes
    /// through the null pointer its failed allocation returns.)
    init(path: String) throws(MediaError) {
        let fd = FileSystem.openDescriptor(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .fontUnusable(path: path, detail: FileSystem.message(for: errno)) }
        defer { Glibc.close(fd) }
        var facts = stat()
        guard fstat(fd, &facts) == 0 else { throw .fontUnusable(path: path, detail: FileSystem.message(for: errno)) }
        let count = Int(facts.st_size)
        // SDL_RWFromConstMem takes an Int32 length; no font file comes near 2 GiB.
        guard count > 0, count <= Int(Int32.max) else {
            throw .fontUnusable(path: path, detail: count == 0 ? "the file is empty" : "the file is too large")
        }
        guard let bytes = SDL_malloc(count) else { throw .outOfMemory(what: "the font '\(path)'", bytes: count) }
        var offset = 0
        while offset < count {
            let got = Glibc.read(fd, bytes + offset, count - offset)
            if got < 0, errno == EINTR { continue }
            guard got > 0 else {
                let detail = got == 0 ? "the file ended early" : FileSystem.message(for: errno)
                SDL_free(bytes)
                throw .fontUnusable(path: path, detail: detail)
            }
            offset += got
        }
        self.path = path
        self.bytes = bytes
        self.count = count
    }

    deinit { SDL_free(bytes) }

    /// The font at `size` pixels, read from the bytes in memory; close it with
    /// TTF_CloseFont while this file is still alive. Call inside `SDLLibraries.withTTF`.
    func open(size: Int) throws(MediaError) -> OpaquePointer {
        guard let stream = SDL_RWFromConstMem(bytes, Int32(count)) else {
            throw .library(name: "SDL_RWFromConstMem", detail: SDLLibraries.lastError())
        }
        // freesrc 1: the font closes its stream (only the stream, not the bytes) when it is
        // closed, and SDL_ttf closes it at once when the font cannot be opened.
        guard let font = TTF_OpenFontRW(stream, 1, Int32(size)) else {
            throw .fontUnusable(path: path, detail: SDLLibraries.lastError())
        }
        return font
    }
}
