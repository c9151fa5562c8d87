#pragma once
// Dear ImGui 1.86's headers, quietly: pkg-config puts /usr/include/imgui on the path with
// -I (not -isystem), and clang 21 warns about imgui.h's memset(this, ...) constructors.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunknown-warning-option"
#pragma clang diagnostic ignored "-Wnontrivial-memcall"
#include <imgui.h>
#include <backends/imgui_impl_sdl.h> // ImGui_ImplSDL2_* (in Debian's libimgui.a)
#pragma clang diagnostic pop
