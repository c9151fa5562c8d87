#pragma once
struct SDL_Renderer;
struct ImDrawData;
namespace igb {
bool rendererInit(SDL_Renderer *renderer);
void rendererShutdown();
void rendererNewFrame();
int rendererDraw(ImDrawData *data);
}
