// ImGui's draw data drawn with SDL_RenderGeometryRaw (SDL >= 2.0.18): our own version of
// what imgui_impl_sdlrenderer.cpp does (Debian ships that file only under
// /usr/share/doc/libimgui-dev/examples, not in libimgui.a).
#include "Renderer.hpp"

#include <SDL.h>
#include "ImGuiIncludes.hpp"
#include <cstddef>

#if !SDL_VERSION_ATLEAST(2, 0, 18)
#error "SDL_RenderGeometryRaw needs SDL 2.0.18 or later"
#endif

namespace {
SDL_Renderer *gRenderer = nullptr;
SDL_Texture *gFont = nullptr;
}

bool igb::rendererInit(SDL_Renderer *renderer) {
    gRenderer = renderer;
    ImGuiIO &io = ImGui::GetIO();
    io.BackendRendererName = "foldpreview_sdl_geometry";
    io.BackendFlags |= ImGuiBackendFlags_RendererHasVtxOffset;
    unsigned char *pixels = nullptr;
    int w = 0, h = 0;
    io.Fonts->GetTexDataAsRGBA32(&pixels, &w, &h); // straight (not premultiplied) RGBA
    gFont = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, w, h);
    if (!gFont) return false;
    SDL_UpdateTexture(gFont, nullptr, pixels, 4 * w);
    SDL_SetTextureBlendMode(gFont, SDL_BLENDMODE_BLEND);
    SDL_SetTextureScaleMode(gFont, SDL_ScaleModeLinear);
    io.Fonts->SetTexID((ImTextureID)gFont);
    io.Fonts->ClearTexData(); // the CPU copy is no longer needed
    return true;
}

void igb::rendererShutdown() {
    if (gFont) SDL_DestroyTexture(gFont);
    gFont = nullptr;
    gRenderer = nullptr;
    ImGui::GetIO().Fonts->SetTexID(nullptr);
}

void igb::rendererNewFrame() {
    // The SDL2 platform backend sets DisplaySize from the window and FramebufferScale from
    // SDL_GL_GetDrawableSize, which is meaningless without GL: use the renderer's output.
    ImGuiIO &io = ImGui::GetIO();
    int ow = 0, oh = 0;
    if (SDL_GetRendererOutputSize(gRenderer, &ow, &oh) == 0 && io.DisplaySize.x > 0 && io.DisplaySize.y > 0)
        io.DisplayFramebufferScale = ImVec2(ow / io.DisplaySize.x, oh / io.DisplaySize.y);
}

int igb::rendererDraw(ImDrawData *data) {
    if (!data || !gRenderer) return 0;
    const ImVec2 scale = data->FramebufferScale;
    const float fbW = data->DisplaySize.x * scale.x, fbH = data->DisplaySize.y * scale.y;
    if (fbW <= 0 || fbH <= 0) return 0;

    SDL_Rect oldViewport, oldClip;
    const bool oldClipOn = SDL_RenderIsClipEnabled(gRenderer) == SDL_TRUE;
    SDL_RenderGetViewport(gRenderer, &oldViewport);
    SDL_RenderGetClipRect(gRenderer, &oldClip);
    float oldSX = 1, oldSY = 1;
    SDL_RenderGetScale(gRenderer, &oldSX, &oldSY);
    // Positions are in window points; SDL scales them (and clip rects) to pixels.
    SDL_RenderSetScale(gRenderer, scale.x, scale.y);
    SDL_RenderSetViewport(gRenderer, nullptr);

    int triangles = 0;
    const ImVec2 off = data->DisplayPos;
    for (int n = 0; n < data->CmdListsCount; n++) {
        const ImDrawList *list = data->CmdLists[n];
        const ImDrawVert *vtx = list->VtxBuffer.Data;
        const ImDrawIdx *idx = list->IdxBuffer.Data;
        for (int c = 0; c < list->CmdBuffer.Size; c++) {
            const ImDrawCmd &cmd = list->CmdBuffer[c];
            if (cmd.UserCallback) {
                if (cmd.UserCallback != ImDrawCallback_ResetRenderState) cmd.UserCallback(list, &cmd);
                continue;
            }
            // Clip rectangles are in points too (SDL_RenderSetClipRect is scaled as well).
            const float x0 = SDL_max(cmd.ClipRect.x - off.x, 0.0f), y0 = SDL_max(cmd.ClipRect.y - off.y, 0.0f);
            const float x1 = SDL_min(cmd.ClipRect.z - off.x, data->DisplaySize.x);
            const float y1 = SDL_min(cmd.ClipRect.w - off.y, data->DisplaySize.y);
            if (x1 <= x0 || y1 <= y0) continue;
            SDL_Rect clip = {(int)x0, (int)y0, (int)(x1 - x0 + 0.5f), (int)(y1 - y0 + 0.5f)};
            SDL_RenderSetClipRect(gRenderer, &clip);

            const ImDrawVert *first = vtx + cmd.VtxOffset;
            const char *base = reinterpret_cast<const char *>(first);
            // ImDrawVert.col is 0xAABBGGRR: bytes R, G, B, A in memory, the layout of
            // SDL_Color (SDL 2.0.19+ reads colours as SDL_Color; 2.0.18 took int).
            SDL_RenderGeometryRaw(gRenderer, (SDL_Texture *)cmd.GetTexID(),
                                  reinterpret_cast<const float *>(base + offsetof(ImDrawVert, pos)), (int)sizeof(ImDrawVert),
                                  reinterpret_cast<const SDL_Color *>(base + offsetof(ImDrawVert, col)), (int)sizeof(ImDrawVert),
                                  reinterpret_cast<const float *>(base + offsetof(ImDrawVert, uv)), (int)sizeof(ImDrawVert),
                                  list->VtxBuffer.Size - (int)cmd.VtxOffset,
                                  idx + cmd.IdxOffset, (int)cmd.ElemCount, (int)sizeof(ImDrawIdx));
            triangles += (int)cmd.ElemCount / 3;
        }
    }

    SDL_RenderSetScale(gRenderer, oldSX, oldSY);
    SDL_RenderSetViewport(gRenderer, &oldViewport);
    SDL_RenderSetClipRect(gRenderer, oldClipOn ? &oldClip : nullptr);
    return triangles;
}
