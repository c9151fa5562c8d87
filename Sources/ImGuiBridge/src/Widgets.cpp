// The tuning panel's own widgets, drawn with ImGui's draw list and driven by its item
// state: the timing-curve editor, a line plot with a marker, and a timeline of bars.
#include "ImGuiBridge.h"
#include "Headless.hpp"

#include "ImGuiIncludes.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>

namespace {
ImVec2 add(ImVec2 a, ImVec2 b) { return ImVec2(a.x + b.x, a.y + b.y); }
float distanceSquared(ImVec2 a, ImVec2 b) { return (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y); }
/// One coordinate of the cubic Bézier from 0 through c1, c2 to 1 at parameter t.
float bezier(float t, float c1, float c2) {
    float u = 1 - t;
    return 3 * u * u * t * c1 + 3 * u * t * t * c2 + t * t * t;
}
/// Points per pixel of ImGui's sizes (the panel scales with the display): the factor
/// igb_init gave ImGuiStyle::ScaleAllSizes, which scales the cursor's size too.
float uiScale() { return std::max(1.0f, ImGui::GetStyle().MouseCursorScale); }
ImU32 markerColour() { return IM_COL32(255, 170, 60, 255); }

/// A/B's reference (A) under the current values: dim and, for lines, dashed.
ImU32 referenceColour() { return ImGui::GetColorU32(ImGuiCol_Text, 0.45f); }

/// `points` joined by dashes of `dash` on and `dash` off (measured along the line).
void dashedPolyline(ImDrawList *draw, const ImVec2 *points, int count, ImU32 colour, float thickness, float dash) {
    bool on = true;
    float left = dash;
    for (int i = 0; i + 1 < count; i++) {
        ImVec2 a = points[i];
        const ImVec2 b = points[i + 1];
        float length = std::sqrt(distanceSquared(a, b));
        while (length > 0) {
            const float part = std::min(left, length), t = part / length;
            const ImVec2 c(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
            if (on) draw->AddLine(a, c, colour, thickness);
            a = c;
            length -= part;
            left -= part;
            if (left <= 0) {
                on = !on;
                left = dash;
            }
        }
    }
}

/// A vertical marker line at x from `top` to `bottom`.
void drawMarker(ImDrawList *draw, float x, float top, float bottom) {
    draw->AddLine(ImVec2(x, top), ImVec2(x, bottom), markerColour(), 1.5f * uiScale());
}
} // namespace

extern "C" bool igb_begin_strip(const char *id, float x, float y, float w, float h) {
    ImGui::SetNextWindowPos(ImVec2(x, y), ImGuiCond_Always);
    ImGui::SetNextWindowSize(ImVec2(w, h), ImGuiCond_Always);
    return ImGui::Begin(id, nullptr, ImGuiWindowFlags_NoDecoration | ImGuiWindowFlags_NoMove |
                                         ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoScrollWithMouse);
}

extern "C" bool igb_curve_editor(const char *label, float points[4], const float *reference, int referenceCount,
                                 bool marked, float marker_x, float marker_y, float width, float height) {
    if (referenceCount < 2) reference = nullptr;
    const int referencePoints = std::min(referenceCount, 256);
    ImGuiStorage *storage = ImGui::GetStateStorage();
    ImGui::PushID(label);
    const ImGuiID heldKey = ImGui::GetID("held"), lowKey = ImGui::GetID("low"), highKey = ImGui::GetID("high");
    const ImVec2 origin = ImGui::GetCursorScreenPos(), size(width, height);
    ImGui::InvisibleButton("##area", size);
    const bool active = ImGui::IsItemActive();
    const float scale = uiScale(), pad = 10 * scale;

    // The y range fits the control points with room around them; it holds still while a
    // point is dragged, so the point stays under the pointer.
    int held = active ? storage->GetInt(heldKey, -1) : -1;
    float low = std::min(-0.25f, std::min(points[1], points[3]) - 0.1f);
    float high = std::max(1.25f, std::max(points[1], points[3]) + 0.1f);
    for (int i = 0; reference && i < referencePoints; i++) {
        low = std::min(low, reference[2 * i + 1] - 0.1f);
        high = std::max(high, reference[2 * i + 1] + 0.1f);
    }
    if (held >= 0) {
        low = storage->GetFloat(lowKey, low);
        high = storage->GetFloat(highKey, high);
    }
    const float innerW = size.x - 2 * pad, innerH = size.y - 2 * pad;
    auto toScreen = [&](float x, float y) {
        return ImVec2(origin.x + pad + x * innerW, origin.y + pad + (high - y) / (high - low) * innerH);
    };
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    if (ImGui::IsItemActivated()) {
        // The nearer control point within reach of the press, if any.
        float best = (14 * scale) * (14 * scale);
        held = -1;
        for (int i = 0; i < 2; i++) {
            float d = distanceSquared(mouse, toScreen(points[2 * i], points[2 * i + 1]));
            if (d < best) {
                best = d;
                held = i;
            }
        }
        storage->SetFloat(lowKey, low);
        storage->SetFloat(highKey, high);
    }
    storage->SetInt(heldKey, active ? held : -1);
    bool changed = false;
    if (held >= 0) {
        float x = std::clamp((mouse.x - origin.x - pad) / innerW, 0.0f, 1.0f);
        float y = std::clamp(high - (mouse.y - origin.y - pad) / innerH * (high - low), low, high);
        if (x != points[2 * held] || y != points[2 * held + 1]) {
            points[2 * held] = x;
            points[2 * held + 1] = y;
            changed = true;
        }
    }

    ImDrawList *draw = ImGui::GetWindowDrawList();
    const ImGuiStyle &style = ImGui::GetStyle();
    draw->AddRectFilled(origin, add(origin, size), ImGui::GetColorU32(ImGuiCol_FrameBg), style.FrameRounding);
    const ImU32 faint = ImGui::GetColorU32(ImGuiCol_TextDisabled, 0.5f);
    draw->AddRect(toScreen(0, 1), toScreen(1, 0), faint);
    draw->AddLine(toScreen(0, 0), toScreen(1, 1), faint);
    const ImU32 arm = ImGui::GetColorU32(ImGuiCol_Text, 0.6f);
    draw->AddLine(toScreen(0, 0), toScreen(points[0], points[1]), arm, scale);
    draw->AddLine(toScreen(1, 1), toScreen(points[2], points[3]), arm, scale);
    ImVec2 curve[49];
    if (reference) {
        // A's curve first, dashed and dim, so B's is drawn over it.
        ImVec2 under[256];
        for (int i = 0; i < referencePoints; i++) under[i] = toScreen(reference[2 * i], reference[2 * i + 1]);
        dashedPolyline(draw, under, referencePoints, referenceColour(), 1.5f * scale, 5 * scale);
    }
    for (int s = 0; s <= 48; s++) {
        float t = s / 48.0f;
        curve[s] = toScreen(bezier(t, points[0], points[2]), bezier(t, points[1], points[3]));
    }
    draw->AddPolyline(curve, 49, ImGui::GetColorU32(ImGuiCol_PlotLines), 0, 2 * scale);
    if (marked) {
        drawMarker(draw, toScreen(marker_x, 0).x, origin.y + pad, origin.y + size.y - pad);
        draw->AddCircleFilled(toScreen(marker_x, marker_y), 4 * scale, markerColour());
    }
    for (int i = 0; i < 2; i++) {
        ImVec2 at = toScreen(points[2 * i], points[2 * i + 1]);
        bool near = held == i || (held < 0 && ImGui::IsItemHovered() && distanceSquared(mouse, at) < 196 * scale * scale);
        draw->AddCircleFilled(at, (near ? 7 : 5.5f) * scale,
                              ImGui::GetColorU32(near ? ImGuiCol_SliderGrabActive : ImGuiCol_SliderGrab));
        // Where a point is, for a test that drags it: "curve/point 1" and "curve/point 2".
        const std::string name = std::string(label) + (i == 0 ? "/point 1" : "/point 2");
        igb::noteRect(name.c_str(), at.x - 5 * scale, at.y - 5 * scale, at.x + 5 * scale, at.y + 5 * scale);
    }
    ImGui::PopID();
    return changed;
}

extern "C" void igb_plot(const char *label, const float *values, int count, const float *reference,
                         int referenceCount, float min, float max, float width, float height, bool marked,
                         float marker) {
    ImGui::PlotLines(label, values, count, 0, nullptr, min, max, ImVec2(width, height));
    const ImVec2 low = ImGui::GetItemRectMin(), high = ImGui::GetItemRectMax();
    const float pad = ImGui::GetStyle().FramePadding.x;
    if (reference && referenceCount > 1 && max > min) {
        // A's line over the same axes (PlotLines' inner frame), dashed and dim.
        const float padY = ImGui::GetStyle().FramePadding.y;
        const float left = low.x + pad, right = high.x - pad, top = low.y + padY, bottom = high.y - padY;
        ImVec2 stack[256];
        const int n = std::min(referenceCount, 256);
        for (int i = 0; i < n; i++) {
            const int k = n == referenceCount ? i : i * (referenceCount - 1) / (n - 1);
            const float v = std::clamp((reference[k] - min) / (max - min), 0.0f, 1.0f);
            stack[i] = ImVec2(left + (right - left) * i / (n - 1), bottom - v * (bottom - top));
        }
        dashedPolyline(ImGui::GetWindowDrawList(), stack, n, referenceColour(), 1.5f * uiScale(), 4 * uiScale());
    }
    if (!marked) return;
    const float x = low.x + pad + std::clamp(marker, 0.0f, 1.0f) * (high.x - low.x - 2 * pad);
    drawMarker(ImGui::GetWindowDrawList(), x, low.y, high.y);
}

extern "C" void igb_bars(const char *label, const char *names, const float *bars, int count, const float *reference,
                         int referenceCount, float span, bool marked, float marker, float width) {
    ImGui::PushID(label);
    const float scale = uiScale(), row = ImGui::GetTextLineHeight() + 2 * scale;
    const float nameWidth = 96 * scale, axis = ImGui::GetTextLineHeight();
    const ImVec2 origin = ImGui::GetCursorScreenPos(), size(width, row * count + axis + 2 * scale);
    ImGui::InvisibleButton("##bars", size);
    const bool hovered = ImGui::IsItemHovered();
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    ImDrawList *draw = ImGui::GetWindowDrawList();
    const float left = origin.x + nameWidth, right = origin.x + size.x - 4 * scale;
    auto toX = [&](float t) { return left + (span > 0 ? t / span : 0) * (right - left); };
    const ImU32 first = ImGui::GetColorU32(ImGuiCol_PlotHistogram), second = ImGui::GetColorU32(ImGuiCol_PlotLines);
    const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), faint = ImGui::GetColorU32(ImGuiCol_TextDisabled);
    draw->AddRectFilled(ImVec2(left, origin.y), ImVec2(right, origin.y + row * count),
                        ImGui::GetColorU32(ImGuiCol_FrameBg));
    const char *name = names;
    for (int i = 0; i < count; i++) {
        const float start = bars[3 * i], length = bars[3 * i + 1], split = bars[3 * i + 2];
        const float top = origin.y + row * i + scale, bottom = top + row - 2 * scale;
        draw->AddText(ImVec2(origin.x, top), text, name);
        const float x0 = toX(start), x1 = std::max(toX(start + length), x0 + 1);
        if (split >= 0) {
            draw->AddRectFilled(ImVec2(x0, top), ImVec2(toX(split), bottom), first);
            draw->AddRectFilled(ImVec2(toX(split), top), ImVec2(x1, bottom), second);
        } else {
            draw->AddRectFilled(ImVec2(x0, top), ImVec2(x1, bottom), first);
        }
        if (reference && i < referenceCount) {
            // A's bar of the same row: a thin dim band along the row's foot.
            const float a0 = toX(reference[3 * i]), a1 = std::max(toX(reference[3 * i] + reference[3 * i + 1]), a0 + 1);
            draw->AddRectFilled(ImVec2(a0, bottom - 3 * scale), ImVec2(a1, bottom), referenceColour());
        }
        if (hovered && mouse.y >= top && mouse.y < bottom + 2 * scale) {
            if (split >= 0) {
                ImGui::SetTooltip("%s: %.3f … %.3f s, then %.3f … %.3f s", name, start, split, split, start + length);
            } else {
                ImGui::SetTooltip("%s: %.3f … %.3f s", name, start, start + length);
            }
        }
        name += std::strlen(name) + 1;
    }
    const float axisTop = origin.y + row * count + scale;
    char end[32];
    std::snprintf(end, sizeof end, "%.2f s", span);
    draw->AddText(ImVec2(left, axisTop), faint, "0");
    draw->AddText(ImVec2(right - ImGui::CalcTextSize(end).x, axisTop), faint, end);
    if (marked) drawMarker(draw, toX(std::clamp(marker, 0.0f, span)), origin.y, origin.y + row * count);
    ImGui::PopID();
}

extern "C" bool igb_input_double(const char *label, double *value, const char *format) {
    return ImGui::InputDouble(label, value, 0, 0, format, ImGuiInputTextFlags_EnterReturnsTrue);
}
