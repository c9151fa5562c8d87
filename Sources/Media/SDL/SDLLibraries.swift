import CSDL2
import Synchronization

/// The one lock around every SDL_image and SDL_ttf call Media makes.
///
/// SDL_ttf shares one FreeType library between fonts and reports errors through SDL's
/// error string, so calls are serialised here; SDL_image is initialised once on first use,
/// SDL_ttf once on first font. Neither touches the video subsystem, so Media works
/// without a display. Neither library is shut down: they live as long as the process.
enum SDLLibraries {
    struct State: ~Copyable {
        var imageReady = false
        var ttfReady = false
    }

    static let state = Mutex(State())

    /// Runs `body` holding the lock, after IMG_Init (which only preloads the decoders:
    /// IMG_Load works for every format it was built with even when IMG_Init reports less).
    static func withImage<Result>(
        _ body: () throws(MediaError) -> sending Result
    ) throws(MediaError) -> sending Result {
        try state.withLock { (state: inout State) throws(MediaError) -> Result in
            if !state.imageReady {
                let wanted = IMG_INIT_JPG.rawValue | IMG_INIT_PNG.rawValue
                    | IMG_INIT_TIF.rawValue | IMG_INIT_WEBP.rawValue
                _ = IMG_Init(Int32(bitPattern: wanted))
                state.imageReady = true
            }
            return try body()
        }
    }

    /// Runs `body` holding the lock, after TTF_Init.
    static func withTTF<Result>(
        _ body: () throws(MediaError) -> sending Result
    ) throws(MediaError) -> sending Result {
        try state.withLock { (state: inout State) throws(MediaError) -> Result in
            if !state.ttfReady {
                guard TTF_Init() == 0 else {
                    throw MediaError.library(name: "TTF_Init", detail: lastError())
                }
                state.ttfReady = true
            }
            return try body()
        }
    }

    /// SDL's last error text (IMG_GetError and TTF_GetError are the same string), then
    /// cleared so a later failure does not repeat it. Call only while holding the lock.
    static func lastError() -> String {
        guard let text = SDL_GetError() else { return "" }
        let message = String(cString: text)
        SDL_ClearError()
        return message
    }
}
