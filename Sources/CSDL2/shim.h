// The C side of FoldPreview: SDL2, SDL2_image and SDL2_ttf, found with pkg-config
// (`pkg-config --cflags sdl2` puts /usr/include/SDL2 on the include path).
//
// Swift imports SDL's functions, enums, structs and plain constant macros directly, but not
// function-like macros or macros that alias functions. Each one the program needs is
// wrapped below as a `static inline` function with a `csdl_` prefix, named after the
// macro it stands for. Nothing else lives here: C types become Swift types in Media and
// in the executable, not in this header.
#ifndef FOLDPREVIEW_CSDL2_SHIM_H
#define FOLDPREVIEW_CSDL2_SHIM_H

#include "SDL.h"
#include "SDL_image.h"
#include "SDL_ttf.h"

// MARK: - Errors

/// IMG_GetError() is `#define IMG_GetError SDL_GetError`.
static inline const char *csdl_img_error(void) { return SDL_GetError(); }
/// TTF_GetError() is `#define TTF_GetError SDL_GetError`.
static inline const char *csdl_ttf_error(void) { return SDL_GetError(); }

// MARK: - Versions (SDL_VERSION, SDL_IMAGE_VERSION, SDL_TTF_VERSION fill a struct)

/// The SDL version these headers describe, as major * 10000 + minor * 100 + patch.
static inline int csdl_compiled_version(void) {
    return SDL_VERSIONNUM(SDL_MAJOR_VERSION, SDL_MINOR_VERSION, SDL_PATCHLEVEL);
}
/// The SDL version linked at run time, as major * 10000 + minor * 100 + patch.
static inline int csdl_linked_version(void) {
    SDL_version v;
    SDL_GetVersion(&v);
    return SDL_VERSIONNUM(v.major, v.minor, v.patch);
}
/// The SDL_image version linked at run time, as major * 10000 + minor * 100 + patch.
static inline int csdl_image_linked_version(void) {
    const SDL_version *v = IMG_Linked_Version();
    return SDL_VERSIONNUM(v->major, v->minor, v->patch);
}
/// The SDL_ttf version linked at run time, as major * 10000 + minor * 100 + patch.
static inline int csdl_ttf_linked_version(void) {
    const SDL_version *v = TTF_Linked_Version();
    return SDL_VERSIONNUM(v->major, v->minor, v->patch);
}

// MARK: - Windows

/// SDL_WINDOWPOS_CENTERED: centre the window on the primary display.
static inline int csdl_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }
/// SDL_WINDOWPOS_UNDEFINED: let the window manager place the window.
static inline int csdl_windowpos_undefined(void) { return (int)SDL_WINDOWPOS_UNDEFINED; }
/// SDL_WINDOWPOS_CENTERED_DISPLAY(display).
static inline int csdl_windowpos_centered_display(int display) {
    return (int)SDL_WINDOWPOS_CENTERED_DISPLAY(display);
}

// MARK: - Mouse

/// SDL_BUTTON(button): the bit of `button` (SDL_BUTTON_LEFT, ...) in a button-state mask.
static inline Uint32 csdl_button_mask(int button) { return SDL_BUTTON(button); }
/// SDL_BUTTON_LMASK.
static inline Uint32 csdl_button_lmask(void) { return SDL_BUTTON_LMASK; }
/// SDL_BUTTON_MMASK.
static inline Uint32 csdl_button_mmask(void) { return SDL_BUTTON_MMASK; }
/// SDL_BUTTON_RMASK.
static inline Uint32 csdl_button_rmask(void) { return SDL_BUTTON_RMASK; }

// MARK: - Events

/// SDL_GetEventState(type): SDL_ENABLE or SDL_DISABLE (SDL_DROPFILE is on by default).
static inline Uint8 csdl_get_event_state(Uint32 type) { return SDL_GetEventState(type); }
/// SDL_QuitRequested(): true when a quit event is waiting in the queue.
static inline SDL_bool csdl_quit_requested(void) {
    return SDL_QuitRequested() ? SDL_TRUE : SDL_FALSE;
}

// MARK: - Surfaces and pixel formats

/// SDL_MUSTLOCK(surface): the surface must be locked before its pixels are read or written.
static inline SDL_bool csdl_must_lock(const SDL_Surface *surface) {
    return SDL_MUSTLOCK(surface) ? SDL_TRUE : SDL_FALSE;
}
/// SDL_PIXELFORMAT_RGBA32: bytes R, G, B, A in memory on any byte order (ABGR8888 on
/// little-endian); the layout of FoldPreview's `Pixel`.
static inline Uint32 csdl_pixelformat_rgba32(void) { return (Uint32)SDL_PIXELFORMAT_RGBA32; }
/// SDL_BYTESPERPIXEL(format).
static inline int csdl_bytes_per_pixel(Uint32 format) { return (int)SDL_BYTESPERPIXEL(format); }
/// SDL_BITSPERPIXEL(format).
static inline int csdl_bits_per_pixel(Uint32 format) { return (int)SDL_BITSPERPIXEL(format); }
/// SDL_ISPIXELFORMAT_ALPHA(format).
static inline SDL_bool csdl_pixelformat_has_alpha(Uint32 format) {
    return SDL_ISPIXELFORMAT_ALPHA(format) ? SDL_TRUE : SDL_FALSE;
}
/// SDL_BlitSurface(src, srcrect, dst, dstrect) is a macro for SDL_UpperBlit.
static inline int csdl_blit_surface(SDL_Surface *src, const SDL_Rect *srcrect,
                                    SDL_Surface *dst, SDL_Rect *dstrect) {
    return SDL_BlitSurface(src, srcrect, dst, dstrect);
}
/// SDL_LoadBMP(file) is a macro over SDL_LoadBMP_RW.
static inline SDL_Surface *csdl_load_bmp(const char *file) { return SDL_LoadBMP(file); }
/// SDL_SaveBMP(surface, file) is a macro over SDL_SaveBMP_RW.
static inline int csdl_save_bmp(SDL_Surface *surface, const char *file) {
    return SDL_SaveBMP(surface, file);
}

// MARK: - Timing

/// SDL_TICKS_PASSED(a, b): true when tick `a` is at or after tick `b`, across wrap-around.
static inline SDL_bool csdl_ticks_passed(Uint32 a, Uint32 b) {
    return SDL_TICKS_PASSED(a, b) ? SDL_TRUE : SDL_FALSE;
}

#endif
