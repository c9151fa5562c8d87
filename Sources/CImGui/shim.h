// pkg-config imgui: -I/usr/include/imgui -I/usr/include/stb, -limgui -lstb.
#include "imgui.h"
#include "backends/imgui_impl_sdl.h"
