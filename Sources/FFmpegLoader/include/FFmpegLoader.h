// FFmpeg's libraries, loaded when first used rather than when the program starts.
//
// Linked the usual way, libavformat, libavcodec and libavfilter bring about two hundred
// shared libraries (every codec's, the network's) that the loader maps and initialises
// before main: about 35 ms of every start, on every command, though only exports, PNG
// files and video reading use them. FFmpegLoader.c defines each FFmpeg function the
// program calls; the first call dlopens the libraries and forwards through the symbol.
#ifndef FOLDPREVIEW_FFMPEG_LOADER_H
#define FOLDPREVIEW_FFMPEG_LOADER_H

#include <stdbool.h>
#include <stddef.h>

// Lines a library behind FFmpeg writes on its own (this header is the module's umbrella).
#include "LibraryLines.h"

/// Loads FFmpeg's libraries now if not yet; false (and why, in `error`) when they cannot
/// be loaded. Every forwarded function also loads them, and fails as FFmpeg reports a
/// missing feature (NULL, or AVERROR(ENOSYS)) when they cannot be.
bool ffl_load(char *error, size_t size);

/// True once the libraries are loaded (tests: a command that needs none never loads them).
bool ffl_is_loaded(void);

/// How many libraries the loader opens (FFmpeg's avutil, swscale, avcodec, avformat, avfilter).
size_t ffl_library_count(void);

/// The soname of library `index` (0 ..< ffl_library_count(), in load order), as built from
/// the FFmpeg headers' major versions, e.g. "libavcodec.so.61"; NULL past the end. The
/// package's `Depends` is computed from these (`foldpreview params --run-time-files`).
const char *ffl_library_soname(size_t index);

#endif
