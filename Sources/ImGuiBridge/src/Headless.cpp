// The panel with no window: an ImGui context of its own, given its display size and the
// time since the last frame by the caller, its font atlas built but never uploaded (no
// renderer draws it). Its frames record where each control was drawn, so a test finds a
// slider or a button from the panel's own layout.
#include "ImGuiBridge.h"
#include "Headless.hpp"

#include "ImGuiIncludes.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace {
ImGuiContext *gHeadless = nullptr;
bool gHeadlessFontLoaded = false;

struct Item {
    std::string key;
    float rect[4];
};
std::vector<std::string> gScope;
std::vector<Item> gDrawing, gDrawn;

bool recording() { return gHeadless && ImGui::GetCurrentContext() == gHeadless; }

std::string scoped(const char *label) {
    std::string key;
    for (const std::string &part : gScope) key += part + "/";
    return key + label;
}
}

void igb::beginItems() {
    gDrawing.clear();
    gScope.clear();
}
void igb::endItems() {
    if (recording()) gDrawn.swap(gDrawing);
}
void igb::pushScope(const char *id) {
    if (recording()) gScope.emplace_back(id);
}
void igb::popScope() {
    if (recording() && !gScope.empty()) gScope.pop_back();
}
void igb::noteItem(const char *label) {
    if (!recording()) return;
    const ImVec2 low = ImGui::GetItemRectMin(), high = ImGui::GetItemRectMax();
    gDrawing.push_back({scoped(label), {low.x, low.y, high.x, high.y}});
}
void igb::noteRect(const char *label, float x0, float y0, float x1, float y1) {
    if (recording()) gDrawing.push_back({scoped(label), {x0, y0, x1, y1}});
}

extern "C" bool igb_init_headless(float scale, const char *font_path, bool *font_loaded) {
    if (gHeadless) ImGui::DestroyContext(gHeadless);
    ImGuiContext *previous = ImGui::GetCurrentContext();
    igb::setUpContext(scale, font_path, &gHeadlessFontLoaded);
    gHeadless = ImGui::GetCurrentContext();
    // The atlas is built as a renderer's upload would build it; nothing draws it.
    unsigned char *pixels = nullptr;
    int width = 0, height = 0;
    ImGui::GetIO().Fonts->GetTexDataAsRGBA32(&pixels, &width, &height);
    gDrawn.clear();
    if (previous) ImGui::SetCurrentContext(previous);
    if (font_loaded) *font_loaded = gHeadlessFontLoaded;
    return pixels != nullptr;
}

extern "C" void igb_new_frame_headless(float width, float height, float seconds) {
    ImGui::SetCurrentContext(gHeadless);
    ImGuiIO &io = ImGui::GetIO();
    io.DisplaySize = ImVec2(std::max(width, 1.0f), std::max(height, 1.0f));
    // ImGui asks for a time that moves; two frames at one moment are a millisecond apart.
    io.DeltaTime = std::max(seconds, 0.001f);
    igb::takeInput();
    igb::beginItems();
    ImGui::NewFrame();
}

extern "C" int igb_item_count(void) { return (int)gDrawn.size(); }
extern "C" const char *igb_item_key(int index) {
    return index >= 0 && index < (int)gDrawn.size() ? gDrawn[index].key.c_str() : "";
}
extern "C" void igb_item_rect(int index, float rect[4]) {
    if (index < 0 || index >= (int)gDrawn.size()) return;
    std::copy(gDrawn[index].rect, gDrawn[index].rect + 4, rect);
}
