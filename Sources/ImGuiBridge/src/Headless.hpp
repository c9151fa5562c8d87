#pragma once
// What Bridge.cpp and Widgets.cpp share with the headless panel (Headless.cpp): the
// context's setup, the pointer and keys handed to a frame, and the record of where each
// control was drawn.
namespace igb {
/// Creates an ImGui context (made current) with the panel's style and font at `scale`.
bool setUpContext(float scale, const char *font_path, bool *font_loaded);
/// Hands the frame about to begin the pointer and the keys the app routed to the panel.
void takeInput();

/// A frame's record of its controls begins (cleared) and ends (kept for the look-ups);
/// it is kept only in the headless context, where a test drives the panel by it.
void beginItems();
void endItems();
/// The pushed ids (igb_push_id) name the scope a control is recorded in.
void pushScope(const char *id);
void popScope();
/// Records the item just drawn as `label` in the current scope; `noted` passes `result` on.
void noteItem(const char *label);
inline bool noted(const char *label, bool result) {
    noteItem(label);
    return result;
}
/// Records `label` in the current scope at the rectangle (x0, y0)–(x1, y1), window points:
/// a part of a widget (a curve's control point).
void noteRect(const char *label, float x0, float y0, float x1, float y1);
}
