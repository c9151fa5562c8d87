// The C functions of ImGuiBridge.h over ImGui's C++ API and its SDL2 platform backend.
#include "ImGuiBridge.h"
#include "Renderer.hpp"

#include <SDL.h>
#include "ImGuiIncludes.hpp"

#include <algorithm>
#include <cfloat>
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
}

extern "C" bool igb_init(SDL_Window *window, SDL_Renderer *renderer, float scale) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO &io = ImGui::GetIO();
    io.IniFilename = nullptr;  // else imgui.ini appears in the working directory
    io.LogFilename = nullptr;
    io.ConfigFlags |= ImGuiConfigFlags_NoMouseCursorChange;
    ImGui::StyleColorsDark();
    if (scale > 1) {
        ImGui::GetStyle().ScaleAllSizes(scale);
        io.FontGlobalScale = scale;
    }
    if (!ImGui_ImplSDL2_InitForSDLRenderer(window)) return false;
    return igb::rendererInit(renderer);
}

extern "C" bool igb_process_event(const SDL_Event *event) {
    switch (event->type) {
    case SDL_KEYDOWN: case SDL_KEYUP: case SDL_TEXTINPUT: case SDL_TEXTEDITING: case SDL_WINDOWEVENT:
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

extern "C" void igb_new_frame(void) {
    ImGui_ImplSDL2_NewFrame();
    ImGuiIO &io = ImGui::GetIO();
    io.MousePos = gInside || gDown ? gPointer : ImVec2(-FLT_MAX, -FLT_MAX);
    io.MouseDown[0] = gDown || gPressed;
    gPressed = false;
    io.MouseDown[1] = io.MouseDown[2] = false;
    io.MouseWheel = gWheel;
    gWheel = 0;
    igb::rendererNewFrame();
    ImGui::NewFrame();
}

extern "C" void igb_end_frame(void) { ImGui::Render(); }
extern "C" int igb_draw(void) { return igb::rendererDraw(ImGui::GetDrawData()); }

extern "C" bool igb_begin_panel(const char *title, float x, float y, float w, float h) {
    ImGui::SetNextWindowPos(ImVec2(x, y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Always);
    return ImGui::Begin(title, nullptr, ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                            ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings);
}
extern "C" void igb_end(void) { ImGui::End(); }
extern "C" bool igb_header(const char *label) { return ImGui::CollapsingHeader(label, ImGuiTreeNodeFlags_DefaultOpen); }
extern "C" void igb_separator(void) { ImGui::Separator(); }
extern "C" void igb_text(const char *text) { ImGui::TextUnformatted(text); }
extern "C" void igb_text_dim(const char *text) { ImGui::TextDisabled("%s", text); }
extern "C" void igb_text_wrapped(const char *text) { ImGui::TextWrapped("%s", text); }
extern "C" bool igb_slider_double(const char *label, double *value, double min, double max, bool logarithmic,
                                  const char *format) {
    // Shift held while dragging moves the value a tenth of what the pointer says, from
    // where it stood when shift went down: fine steps.
    static std::unordered_map<ImGuiID, std::pair<double, double>> fine; // id → (value, pointer's value)
    const ImGuiID id = ImGui::GetID(label);
    const double before = *value;
    bool changed = ImGui::SliderScalar(label, ImGuiDataType_Double, value, &min, &max, format,
                                       logarithmic ? ImGuiSliderFlags_Logarithmic : 0);
    if (ImGui::IsItemActive() && ImGui::GetIO().KeyShift) {
        auto anchor = fine.find(id);
        if (anchor == fine.end()) anchor = fine.emplace(id, std::make_pair(before, *value)).first;
        *value = std::clamp(anchor->second.first + (*value - anchor->second.second) / 10, min, max);
        changed = *value != before;
    } else {
        fine.erase(id);
    }
    return changed;
}
extern "C" bool igb_slider_int(const char *label, int *value, int min, int max) {
    return ImGui::SliderInt(label, value, min, max);
}
extern "C" bool igb_checkbox(const char *label, bool *value) { return ImGui::Checkbox(label, value); }
extern "C" bool igb_combo(const char *label, int *current, const char *items) {
    return ImGui::Combo(label, current, items);
}
extern "C" bool igb_color_edit3(const char *label, float rgb[3]) {
    return ImGui::ColorEdit3(label, rgb, ImGuiColorEditFlags_NoInputs);
}
extern "C" bool igb_input_text(const char *label, char *buffer, size_t size) {
    return ImGui::InputText(label, buffer, size, ImGuiInputTextFlags_EnterReturnsTrue);
}
extern "C" bool igb_button(const char *label) { return ImGui::Button(label); }
extern "C" bool igb_small_button(const char *label) { return ImGui::SmallButton(label); }
extern "C" void igb_same_line(void) { ImGui::SameLine(); }
extern "C" bool igb_item_hovered(void) { return ImGui::IsItemHovered(); }
extern "C" void igb_tooltip(const char *text) { ImGui::SetTooltip("%s", text); }
extern "C" void igb_push_id(const char *id) { ImGui::PushID(id); }
extern "C" void igb_pop_id(void) { ImGui::PopID(); }
extern "C" void igb_item_width(float width) { ImGui::SetNextItemWidth(width); }
extern "C" bool igb_is_any_item_active(void) { return ImGui::IsAnyItemActive(); }
extern "C" bool igb_selectable(const char *label, bool selected, float width) {
    return ImGui::Selectable(label, selected, 0, ImVec2(width, 0));
}
