import CSDL2
@testable import foldpreview
import Foundation
import ImGuiBridge
import Media
import Testing

/// The panel's Dear ImGui through the bridge, in process on SDL's dummy video driver (no
/// display): its font and the keys it takes. One ImGui context serves the suite.
@Suite(.serialized) struct PanelBridgeTests {
    /// SDL's window and renderer with ImGui set up on them, once; nil when SDL cannot
    /// open the dummy driver.
    nonisolated(unsafe) static let bridge: (fontLoaded: Bool, ready: Bool) = {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0,
              let window = SDL_CreateWindow("panel", 0, 0, 320, 200, 0),
              let renderer = SDL_CreateRenderer(window, -1, UInt32(SDL_RENDERER_SOFTWARE.rawValue)) else {
            return (false, false)
        }
        var loaded = false
        let ready = igb_init(window, renderer, 1, SessionDriver.text.fontPath, &loaded)
        return (loaded, ready)
    }()

    /// One panel frame with a text field over `buffer`; true when Enter was pressed in it.
    static func frame(_ buffer: inout [CChar]) -> Bool {
        igb_new_frame()
        var entered = false
        if igb_begin_panel("panel", 0, 0, 320, 200) {
            igb_item_width(200)
            entered = igb_input_text("field", &buffer, buffer.count)
        }
        igb_end()
        igb_end_frame()
        return entered
    }

    /// A key event as SDL gives it, with the modifiers it left.
    static func key(_ down: Bool, _ code: SDL_Scancode, _ mod: SDL_Keymod) -> SDL_Event {
        var event = SDL_Event()
        event.key.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.keysym.scancode = code
        event.key.keysym.mod = UInt16(mod.rawValue)
        return event
    }

    /// The panel's text is DejaVu Sans with the glyphs our texts use: −, α, θ, °, ×, —,
    /// →, ….
    @Test func thePanelsFontHasOurGlyphs() throws {
        try #require(Self.bridge.ready)
        #expect(Self.bridge.fontLoaded)
        for character in "−αθ°×—→…≤√ᵢ₀★" {
            #expect(igb_font_has_glyph(character.unicodeScalars.first!.value), "no glyph for \(character)")
        }
    }

    /// The first Ctrl-A in a field selects all, even when ctrl's press, the A's press and
    /// release and ctrl's release all reach ImGui before one frame (an idle window takes
    /// them in one batch), and a letter typed after it replaces the text.
    @Test func theFirstCtrlASelectsAll() throws {
        try #require(Self.bridge.ready)
        var buffer = Array("abc".utf8CString) + [CChar](repeating: 0, count: 60)
        _ = Self.frame(&buffer)
        // Click into the field (the window's title bar, then the field).
        igb_feed_pointer(60, 40, true, true)
        _ = Self.frame(&buffer)
        igb_feed_pointer(60, 40, false, true)
        _ = Self.frame(&buffer)
        try #require(igb_wants_keyboard(), "the field did not take the keyboard")
        var events = [Self.key(true, SDL_SCANCODE_LCTRL, KMOD_LCTRL), Self.key(true, SDL_SCANCODE_A, KMOD_LCTRL),
                      Self.key(false, SDL_SCANCODE_A, KMOD_LCTRL), Self.key(false, SDL_SCANCODE_LCTRL, KMOD_NONE)]
        var text = SDL_Event()
        text.text.type = SDL_TEXTINPUT.rawValue
        withUnsafeMutableBytes(of: &text.text.text) { $0[0] = UInt8(ascii: "x") }
        events += [text, Self.key(true, SDL_SCANCODE_RETURN, KMOD_NONE), Self.key(false, SDL_SCANCODE_RETURN, KMOD_NONE)]
        for var event in events { _ = igb_process_event(&event) }
        var entered = false
        for _ in 0..<12 where Self.frame(&buffer) { entered = true }
        #expect(entered && !igb_has_pending_input())
        #expect(String(cString: buffer) == "x")
    }
}
