// FFmpeg's libraries (libavformat, libavcodec, libavfilter, libswscale, libavutil), found
// with pkg-config, for the video and animated-image exports.
//
// Swift imports FFmpeg's functions, structs and plain constants, but not function-like
// macros. Each one the program needs is wrapped below as a `static inline` function with
// a `cff_` prefix, named after the macro it stands for. Nothing else lives here.
#ifndef FOLDPREVIEW_CFFMPEG_SHIM_H
#define FOLDPREVIEW_CFFMPEG_SHIM_H

#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>

/// AVERROR(EAGAIN): the codec wants input (or output) first.
static inline int cff_error_again(void) { return AVERROR(EAGAIN); }
/// AVERROR_EOF: the codec or filter has given everything.
static inline int cff_error_eof(void) { return AVERROR_EOF; }
/// av_err2str without its compound literal: the message for `code` into `buffer`.
static inline const char *cff_error_text(int code, char *buffer, size_t size) {
    av_strerror(code, buffer, size);
    return buffer;
}
/// AV_NOPTS_VALUE, a 64-bit constant Swift does not import.
static inline int64_t cff_no_pts(void) { return AV_NOPTS_VALUE; }

#endif
