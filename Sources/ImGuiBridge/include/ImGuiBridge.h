// A plain C face on Dear ImGui (Debian's libimgui 1.86) for the window's tuning panel:
// Swift calls these without C++ interop; the C++ lives in src/. SDL's types are only
// forward-declared; Swift code that also imports CSDL2 sees them as SDL's own.
#ifndef FOLDPREVIEW_IMGUI_BRIDGE_H
#define FOLDPREVIEW_IMGUI_BRIDGE_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct SDL_Window SDL_Window;
typedef struct SDL_Renderer SDL_Renderer;
typedef union SDL_Event SDL_Event;

/// Creates the ImGui context, the SDL2 platform backend and the font atlas texture on
/// `renderer`, with everything scaled by `scale` (pixels per point). No imgui.ini. The
/// text is set in the TrueType font at `font_path` (DejaVu Sans: Latin, Greek and the
/// symbols our texts use); when that cannot be read (or is NULL), in ImGui's own font,
/// ASCII only, and `font_loaded` (when given) is set false.
bool igb_init(SDL_Window *window, SDL_Renderer *renderer, float scale, const char *font_path, bool *font_loaded);

/// Creates the panel's ImGui with no window: a context of its own (made anew by each
/// call), the same style and font as `igb_init`'s, its font atlas built but drawn by no
/// renderer. Its frames begin with `igb_new_frame_headless`; the current context is left
/// as it was. False when it cannot be made.
bool igb_init_headless(float scale, const char *font_path, bool *font_loaded);
/// Begins a frame of the headless context, `width` × `height` points, `seconds` after
/// the one before (the caller's time, not a clock's), with the pointer and keys fed.
void igb_new_frame_headless(float width, float height, float seconds);
/// The controls the headless context's last frame drew, in order: each one's key (the ids
/// pushed around it and its label, joined by '/': "fold.duration/duration", "built-in
/// snappy/A", a curve's "…/curve/point 2") and its rectangle (x0, y0, x1, y1), window points.
int igb_item_count(void);
const char *igb_item_key(int index);
void igb_item_rect(int index, float rect[4]);

/// True when the panel's font draws `codepoint` (U+03B8 θ) with a glyph of its own, not
/// the fallback's.
bool igb_font_has_glyph(unsigned int codepoint);

/// Feeds a keyboard, text or window event to ImGui; true when ImGui wants the keyboard
/// (a text field is being edited) and the event is its own.
bool igb_process_event(const SDL_Event *event);
/// The pointer, in window points, as the app routes it to the panel: position, the left
/// button, a wheel turn (notches, + away from the user); `inside` false when it leaves.
void igb_feed_pointer(float x, float y, bool left_down, bool inside);
void igb_feed_wheel(float dy);
/// True when the panel holds the pointer (a widget dragged) or wants the keyboard.
bool igb_wants_pointer(void);
bool igb_wants_keyboard(void);
/// True while keys or text handed to `igb_process_event` wait for a frame to take them
/// (a frame takes a key's press and its release in turn, so both are seen).
bool igb_has_pending_input(void);

void igb_new_frame(void);
void igb_end_frame(void);
/// Draws the last frame over what the renderer holds; the number of triangles.
int igb_draw(void);

// Widgets: a fixed window, and the controls the settings need.
bool igb_begin_panel(const char *title, float x, float y, float w, float h);
/// The next window's background drawn at `alpha` (0…1): a panel over the scene.
void igb_next_window_alpha(float alpha);
void igb_end(void);
bool igb_header(const char *label);
void igb_separator(void);
void igb_text(const char *text);
void igb_text_dim(const char *text);
void igb_text_wrapped(const char *text);
bool igb_slider_double(const char *label, double *value, double min, double max, bool logarithmic, const char *format);
bool igb_slider_int(const char *label, int *value, int min, int max);
bool igb_checkbox(const char *label, bool *value);
/// `items` holds the choices one after another, each ended by '\0', the list by "\0\0".
bool igb_combo(const char *label, int *current, const char *items);
bool igb_color_edit3(const char *label, float rgb[3]);
/// A one-line text field; true when Enter was pressed in it.
bool igb_input_text(const char *label, char *buffer, size_t size);
bool igb_button(const char *label);
bool igb_small_button(const char *label);
void igb_same_line(void);
bool igb_item_hovered(void);
void igb_tooltip(const char *text);
void igb_push_id(const char *id);
void igb_pop_id(void);
void igb_item_width(float width);

// The panel's own widgets (Widgets.cpp).
/// A window with no title or frame at (x, y), w × h points: the timeline strip.
bool igb_begin_strip(const char *id, float x, float y, float w, float h);
/// A timing curve's editor: the cubic Bézier from (0, 0) through `points` (x1, y1, x2, y2)
/// to (1, 1), its two control points dragged with the pointer (x kept in 0…1); with
/// `marked`, a marker at (marker_x, marker_y). `reference` (A/B's A, or null: its curve as
/// `referenceCount` points x, y one after another, a Bézier or a spring alike) is drawn
/// dashed and dim under it. True when a point moved this frame.
bool igb_curve_editor(const char *label, float points[4], const float *reference, int referenceCount, bool marked,
                      float marker_x, float marker_y, float width, float height);
/// A line plot of `count` values between `min` and `max`, `width` × `height` points, with
/// `referenceCount` values of `reference` (A/B's A, or null) dashed and dim over the same
/// axes; when `marked`, a marker at the fraction `marker` (0…1) of its width.
void igb_plot(const char *label, const float *values, int count, const float *reference, int referenceCount,
              float min, float max, float width, float height, bool marked, float marker);
/// A timeline of `count` bars over `span` seconds: `names` one after another, each ended by
/// '\0'; `bars` three numbers a bar (start, length, split; a split < 0 is none); with
/// `marked`, a marker at `marker` seconds. `reference` (A/B's A, or null) holds
/// `referenceCount` bars the same way, drawn dim along the foot of the same rows. Hovering
/// a row names its times.
void igb_bars(const char *label, const char *names, const float *bars, int count, const float *reference,
              int referenceCount, float span, bool marked, float marker, float width);
/// A number field; true when Enter was pressed in it.
bool igb_input_double(const char *label, double *value, const char *format);
/// True while any widget is held (a slider or curve being dragged, a field being typed
/// in): the window keeps such a gesture's changes as one undo step.
bool igb_is_any_item_active(void);
/// A row of a list `width` points wide (0: the rest of the line), highlighted when
/// `selected`; true when clicked.
bool igb_selectable(const char *label, bool selected, float width);

#ifdef __cplusplus
}
#endif

#endif
