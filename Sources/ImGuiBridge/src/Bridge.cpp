// The C functions of ImGuiBridge.h over ImGui's C++ API and its SDL2 platform backend.
#include "ImGuiBridge.h"
#include "Headless.hpp"
#include "Renderer.hpp"

#include <SDL.h>
#include "ImGuiIncludes.hpp"

#include <algorithm>
#include <cfloat>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <unordered_map>
#include <utility>

namespace {
// The pointer as the app routes it (window points). The 1.86 SDL2 backend polls the
// global mouse state instead, which under Xvfb refreshes only on button events and which
// scripted input never changes; igb_new_frame puts this in io.MousePos / MouseDown.
bool gInside = false;
ImVec2 gPointer;
bool gDown = false;
// A press since the last frame: a click whose release came before ImGui saw the button
// down (1.86 reads the button once a frame) still clicks: down this frame, up the next.
bool gPressed = false;
float gWheel = 0;

// Keys and text wait here for the frame that takes them. ImGui 1.86 reads a key once a
// frame (io.KeysDown), so a press and its release between two frames would never be seen,
// and its SDL backend reads the modifiers from SDL_GetModState() when the event is handed
// over: after SDL has pumped every event waiting, ctrl may already read as released while
// its 'a' is handed over (the first Ctrl-A in a field did nothing). Each event here keeps
// its own modifiers, and a frame takes events in order while they do not conflict (the
// way 1.87's input queue trickles them): a key changes at most once a frame, typed text
// waits for a frame after a key went down (and a key down for one after text), and a
// modifier change for one after a key or text.
struct PendingInput {
    Uint32 type;             // SDL_KEYDOWN, SDL_KEYUP or SDL_TEXTINPUT
    SDL_Scancode scancode;
    Uint16 mod;              // the modifiers as the event left them
    char text[SDL_TEXTINPUTEVENT_TEXT_SIZE];
};
std::deque<PendingInput> gPendingInput;

bool isModifier(SDL_Scancode code) {
    return (code >= SDL_SCANCODE_LCTRL && code <= SDL_SCANCODE_RGUI) || code == SDL_SCANCODE_CAPSLOCK;
}

/// Hands ImGui this frame's share of the keys and text waiting (see `PendingInput`).
void takePendingInput() {
    ImGuiIO &io = ImGui::GetIO();
    bool changed[SDL_NUM_SCANCODES] = {};
    bool keyWentDown = false, typed = false, keyChanged = false;
    while (!gPendingInput.empty()) {
        const PendingInput &input = gPendingInput.front();
        if (input.type == SDL_TEXTINPUT) {
            if (keyWentDown) break;
            io.AddInputCharactersUTF8(input.text);
            typed = true;
        } else {
            const bool down = input.type == SDL_KEYDOWN, modifier = isModifier(input.scancode);
            if (changed[input.scancode] || (modifier && (keyChanged || typed)) || (down && !modifier && typed)) break;
            changed[input.scancode] = true;
            io.KeysDown[input.scancode] = down;
            io.KeyShift = (input.mod & KMOD_SHIFT) != 0;
            io.KeyCtrl = (input.mod & KMOD_CTRL) != 0;
            io.KeyAlt = (input.mod & KMOD_ALT) != 0;
            io.KeySuper = (input.mod & KMOD_GUI) != 0;
            if (!modifier) {
                keyChanged = true;
                keyWentDown = keyWentDown || down;
            }
        }
        gPendingInput.pop_front();
    }
}
}

namespace {
// The panel's text size with DejaVu Sans, pixels a point: as tall as ImGui's own 13 px
// font's capitals and as wide as its letters, in the same row height.
constexpr float kFontSize = 14;

// The characters our texts use (every string in Sources was looked through): Latin-1 and
// Latin Extended-A (°, ×, ·, é), Greek (α, θ, π, Δ), the phonetic extensions' small
// letters (ᵢ), punctuation (—, …, ′), super- and subscripts (⁻, ₀), number forms (⅔),
// arrows (→, ⇔), mathematical operators (−, ≤, √, ∞), technical (⌈ ⌉), box drawing (├ └)
// and shapes and symbols (★). Pairs of first and last, ended by 0.
const ImWchar kGlyphRanges[] = {
    0x0020, 0x017F, 0x0370, 0x03FF, 0x1D00, 0x1DBF, 0x2010, 0x205E, 0x2070, 0x209F, 0x2150, 0x218F,
    0x2190, 0x21FF, 0x2200, 0x22FF, 0x2300, 0x23FF, 0x2500, 0x257F, 0x25A0, 0x26FF, 0,
};
}

bool igb::setUpContext(float scale, const char *font_path, bool *font_loaded) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO &io = ImGui::GetIO();
    io.IniFilename = nullptr;  // else imgui.ini appears in the working directory
    io.LogFilename = nullptr;
    io.ConfigFlags |= ImGuiConfigFlags_NoMouseCursorChange;
    ImGui::StyleColorsDark();
    if (scale > 1) ImGui::GetStyle().ScaleAllSizes(scale);
    // DejaVu Sans, rasterized at the display's pixels (sharp on HiDPI); without it,
    // ImGui's own font (ASCII only) scaled up.
    ImFont *font = nullptr;
    // ImGui asserts on a file it cannot open: look first.
    std::FILE *file = font_path && *font_path ? std::fopen(font_path, "rb") : nullptr;
    if (file) {
        std::fclose(file);
        ImFontConfig config;
        config.OversampleH = 2;
        config.OversampleV = 1;
        std::snprintf(config.Name, sizeof config.Name, "DejaVu Sans, %.0f px", kFontSize * std::max(scale, 1.0f));
        font = io.Fonts->AddFontFromFileTTF(font_path, kFontSize * std::max(scale, 1.0f), &config, kGlyphRanges);
    }
    if (!font) {
        io.Fonts->AddFontDefault();
        if (scale > 1) io.FontGlobalScale = scale;
    }
    if (font_loaded) *font_loaded = font != nullptr;
    return true;
}

namespace {
// The window's context (igb_init): its frames make it current again, as a headless
// context (Headless.cpp) may have been made since.
ImGuiContext *gWindowContext = nullptr;
}

extern "C" bool igb_init(SDL_Window *window, SDL_Renderer *renderer, float scale, const char *font_path,
                         bool *font_loaded) {
    igb::setUpContext(scale, font_path, font_loaded);
    gWindowContext = ImGui::GetCurrentContext();
    if (!ImGui_ImplSDL2_InitForSDLRenderer(window)) return false;
    return igb::rendererInit(renderer);
}

extern "C" bool igb_font_has_glyph(unsigned int codepoint) {
    ImFont *font = ImGui::GetIO().Fonts->Fonts.empty() ? nullptr : ImGui::GetIO().Fonts->Fonts[0];
    return font && codepoint <= IM_UNICODE_CODEPOINT_MAX && font->FindGlyphNoFallback((ImWchar)codepoint) != nullptr;
}

extern "C" bool igb_process_event(const SDL_Event *event) {
    switch (event->type) {
    case SDL_KEYDOWN: case SDL_KEYUP:
        if (event->key.keysym.scancode >= 0 && event->key.keysym.scancode < SDL_NUM_SCANCODES)
            gPendingInput.push_back({event->type, event->key.keysym.scancode, event->key.keysym.mod, {}});
        break;
    case SDL_TEXTINPUT: {
        PendingInput input = {SDL_TEXTINPUT, SDL_SCANCODE_UNKNOWN, 0, {}};
        std::memcpy(input.text, event->text.text, sizeof input.text);
        input.text[sizeof input.text - 1] = 0;
        gPendingInput.push_back(input);
        break;
    }
    case SDL_TEXTEDITING: case SDL_WINDOWEVENT:
        ImGui_ImplSDL2_ProcessEvent(event);
        break;
    default:
        return false;
    }
    return event->type != SDL_WINDOWEVENT && ImGui::GetIO().WantCaptureKeyboard;
}

extern "C" void igb_feed_pointer(float x, float y, bool left_down, bool inside) {
    gPointer = ImVec2(x, y);
    if (left_down && !gDown) gPressed = true;
    gDown = left_down;
    gInside = inside;
}

extern "C" void igb_feed_wheel(float dy) { gWheel += dy; }

extern "C" bool igb_wants_pointer(void) { return ImGui::GetIO().WantCaptureMouse; }
extern "C" bool igb_wants_keyboard(void) { return ImGui::GetIO().WantCaptureKeyboard; }
extern "C" bool igb_has_pending_input(void) { return !gPendingInput.empty(); }

void igb::takeInput() {
    ImGuiIO &io = ImGui::GetIO();
    io.MousePos = gInside || gDown ? gPointer : ImVec2(-FLT_MAX, -FLT_MAX);
    io.MouseDown[0] = gDown || gPressed;
    gPressed = false;
    io.MouseDown[1] = io.MouseDown[2] = false;
    io.MouseWheel = gWheel;
    gWheel = 0;
    takePendingInput();
}

extern "C" void igb_new_frame(void) {
    if (gWindowContext) ImGui::SetCurrentContext(gWindowContext);
    ImGui_ImplSDL2_NewFrame();
    igb::takeInput();
    igb::rendererNewFrame();
    igb::beginItems();
    ImGui::NewFrame();
}

extern "C" void igb_end_frame(void) {
    ImGui::Render();
    igb::endItems();
}
extern "C" int igb_draw(void) { return igb::rendererDraw(ImGui::GetDrawData()); }

extern "C" bool igb_begin_panel(const char *title, float x, float y, float w, float h) {
    ImGui::SetNextWindowPos(ImVec2(x, y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Always);
    return ImGui::Begin(title, nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                            ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
}
extern "C" void igb_next_window_alpha(float alpha) { ImGui::SetNextWindowBgAlpha(alpha); }
extern "C" void igb_end(void) { ImGui::End(); }
extern "C" bool igb_header(const char *label) { return ImGui::CollapsingHeader(label, ImGuiTreeNodeFlags_DefaultOpen); }
extern "C" void igb_separator(void) { ImGui::Separator(); }
extern "C" void igb_text(const char *text) { ImGui::TextUnformatted(text); }
extern "C" void igb_text_dim(const char *text) { ImGui::TextDisabled("%s", text); }
extern "C" void igb_text_wrapped(const char *text) { ImGui::TextWrapped("%s", text); }
// A slider's knob as a thin, half-clear bar: ImGui draws the value's text centred on the
// slider, over the knob, and its default knob (a 10-px opaque block in the accent colour)
// hid the digits whenever the value sat mid-range ("0.3" of a log-scale duration).
namespace {
struct SliderKnob {
    SliderKnob() {
        ImGui::PushStyleVar(ImGuiStyleVar_GrabMinSize, 3.0f);
        for (ImGuiCol col : {ImGuiCol_SliderGrab, ImGuiCol_SliderGrabActive}) {
            ImVec4 colour = ImGui::GetStyleColorVec4(col);
            colour.w *= 0.55f;
            ImGui::PushStyleColor(col, colour);
        }
    }
    ~SliderKnob() {
        ImGui::PopStyleColor(2);
        ImGui::PopStyleVar();
    }
};
} // namespace

extern "C" bool igb_slider_double(const char *label, double *value, double min, double max, bool logarithmic,
                                  const char *format) {
    const SliderKnob knob;
    // Shift held while dragging moves the value a tenth of what the pointer says, from
    // where it stood when shift went down: fine steps.
    static std::unordered_map<ImGuiID, std::pair<double, double>> fine; // id → (value, pointer's value)
    const ImGuiID id = ImGui::GetID(label);
    const double before = *value;
    bool changed = ImGui::SliderScalar(label, ImGuiDataType_Double, value, &min, &max, format,
                                       logarithmic ? ImGuiSliderFlags_Logarithmic : 0);
    igb::noteItem(label);
    if (ImGui::IsItemActive() && ImGui::GetIO().KeyShift) {
        auto anchor = fine.find(id);
        if (anchor == fine.end()) anchor = fine.emplace(id, std::make_pair(before, *value)).first;
        const double fineValue = std::clamp(anchor->second.first + (*value - anchor->second.second) / 10, min, max);
        // Kept to the places the slider shows, as ImGui keeps its own drags.
        char shown[64];
        std::snprintf(shown, sizeof shown, format, fineValue);
        char *end = nullptr;
        const double parsed = std::strtod(shown, &end);
        *value = end != shown ? std::clamp(parsed, min, max) : fineValue;
        changed = *value != before;
    } else {
        fine.erase(id);
    }
    return changed;
}
extern "C" bool igb_slider_int(const char *label, int *value, int min, int max) {
    const SliderKnob knob;
    const bool changed = ImGui::SliderInt(label, value, min, max);
    igb::noteItem(label);
    return changed;
}
extern "C" bool igb_checkbox(const char *label, bool *value) { return igb::noted(label, ImGui::Checkbox(label, value)); }
extern "C" bool igb_combo(const char *label, int *current, const char *items) {
    return igb::noted(label, ImGui::Combo(label, current, items));
}
extern "C" bool igb_color_edit3(const char *label, float rgb[3]) {
    return ImGui::ColorEdit3(label, rgb, ImGuiColorEditFlags_NoInputs);
}
extern "C" bool igb_input_text(const char *label, char *buffer, size_t size) {
    return ImGui::InputText(label, buffer, size, ImGuiInputTextFlags_EnterReturnsTrue);
}
extern "C" bool igb_button(const char *label) { return igb::noted(label, ImGui::Button(label)); }
extern "C" bool igb_small_button(const char *label) { return igb::noted(label, ImGui::SmallButton(label)); }
extern "C" void igb_same_line(void) { ImGui::SameLine(); }
extern "C" bool igb_item_hovered(void) { return ImGui::IsItemHovered(); }
extern "C" void igb_tooltip(const char *text) { ImGui::SetTooltip("%s", text); }
extern "C" void igb_push_id(const char *id) {
    ImGui::PushID(id);
    igb::pushScope(id);
}
extern "C" void igb_pop_id(void) {
    ImGui::PopID();
    igb::popScope();
}
extern "C" void igb_item_width(float width) { ImGui::SetNextItemWidth(width); }
extern "C" bool igb_is_any_item_active(void) { return ImGui::IsAnyItemActive(); }
extern "C" bool igb_selectable(const char *label, bool selected, float width) {
    return igb::noted(label, ImGui::Selectable(label, selected, 0, ImVec2(width, 0)));
}
