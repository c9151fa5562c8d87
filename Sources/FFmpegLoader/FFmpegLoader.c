// The FFmpeg functions the program calls, each forwarding to the real one in the library
// loaded on first use (see FFmpegLoader.h). The prototypes come from FFmpeg's own headers,
// so a definition that does not match its declaration does not compile.
#include "FFmpegLoader.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <libavcodec/avcodec.h>
#include <libavfilter/avfilter.h>
#include <libavfilter/buffersink.h>
#include <libavfilter/buffersrc.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libavutil/dict.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libavutil/mem.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>

#define FFL_STRING(x) #x
#define FFL_SONAME(name, major) "lib" name ".so." FFL_STRING(major)

enum { FFL_AVUTIL, FFL_SWSCALE, FFL_AVCODEC, FFL_AVFORMAT, FFL_AVFILTER, FFL_COUNT };

// The sonames of the libraries these headers belong to, in dependency order.
static const char *const ffl_sonames[FFL_COUNT] = {
    FFL_SONAME("avutil", LIBAVUTIL_VERSION_MAJOR),     FFL_SONAME("swscale", LIBSWSCALE_VERSION_MAJOR),
    FFL_SONAME("avcodec", LIBAVCODEC_VERSION_MAJOR),   FFL_SONAME("avformat", LIBAVFORMAT_VERSION_MAJOR),
    FFL_SONAME("avfilter", LIBAVFILTER_VERSION_MAJOR),
};

static void *ffl_handles[FFL_COUNT];
static bool ffl_loaded = false;
static char ffl_error[256];
static pthread_once_t ffl_once = PTHREAD_ONCE_INIT;

static void ffl_open(void) {
    for (int i = 0; i < FFL_COUNT; i++) {
        ffl_handles[i] = dlopen(ffl_sonames[i], RTLD_NOW | RTLD_GLOBAL);
        if (!ffl_handles[i]) {
            const char *why = dlerror();
            snprintf(ffl_error, sizeof ffl_error, "cannot load FFmpeg's %s: %s", ffl_sonames[i], why ? why : "unknown");
            return;
        }
    }
    ffl_loaded = true;
}

bool ffl_load(char *error, size_t size) {
    pthread_once(&ffl_once, ffl_open);
    if (!ffl_loaded && error && size > 0) snprintf(error, size, "%s", ffl_error);
    return ffl_loaded;
}

size_t ffl_library_count(void) {
    return FFL_COUNT;
}

const char *ffl_library_soname(size_t index) {
    return index < FFL_COUNT ? ffl_sonames[index] : NULL;
}

bool ffl_is_loaded(void) {
    return __atomic_load_n(&ffl_loaded, __ATOMIC_ACQUIRE);
}

// The address of `name` in library `lib`, or NULL when the libraries cannot be loaded.
static void *ffl_symbol(int lib, const char *name) {
    if (!ffl_load(NULL, 0)) return NULL;
    return dlsym(ffl_handles[lib], name);
}

// A function returning a value: `fail` when the library or the symbol is missing.
#define FFL_FUNCTION(lib, ret, name, params, args, fail)                                            \
    ret name params {                                                                               \
        static ret(*fn) params;                                                                     \
        ret(*f) params = __atomic_load_n(&fn, __ATOMIC_ACQUIRE);                                    \
        if (!f) {                                                                                   \
            f = (ret(*) params)ffl_symbol(lib, #name);                                              \
            if (!f) return fail;                                                                    \
            __atomic_store_n(&fn, f, __ATOMIC_RELEASE);                                             \
        }                                                                                           \
        return f args;                                                                              \
    }

// A function returning nothing: nothing happens when the library or the symbol is missing.
#define FFL_PROCEDURE(lib, name, params, args)                                                      \
    void name params {                                                                              \
        static void(*fn) params;                                                                    \
        void(*f) params = __atomic_load_n(&fn, __ATOMIC_ACQUIRE);                                   \
        if (!f) {                                                                                   \
            f = (void(*) params)ffl_symbol(lib, #name);                                             \
            if (!f) return;                                                                         \
            __atomic_store_n(&fn, f, __ATOMIC_RELEASE);                                             \
        }                                                                                           \
        f args;                                                                                     \
    }

#define MISSING AVERROR(ENOSYS)

// libavutil
FFL_FUNCTION(FFL_AVUTIL, AVFrame *, av_frame_alloc, (void), (), NULL)
FFL_PROCEDURE(FFL_AVUTIL, av_frame_free, (AVFrame **frame), (frame))
FFL_FUNCTION(FFL_AVUTIL, int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align), MISSING)
FFL_FUNCTION(FFL_AVUTIL, int, av_frame_make_writable, (AVFrame *frame), (frame), MISSING)
FFL_FUNCTION(FFL_AVUTIL, int, av_frame_is_writable, (AVFrame *frame), (frame), 0)
FFL_PROCEDURE(FFL_AVUTIL, av_dict_free, (AVDictionary **m), (m))
FFL_FUNCTION(FFL_AVUTIL, int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags),
             (pm, key, value, flags), MISSING)
FFL_FUNCTION(FFL_AVUTIL, const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt), NULL)
FFL_PROCEDURE(FFL_AVUTIL, av_log_set_level, (int level), (level))
FFL_FUNCTION(FFL_AVUTIL, char *, av_strdup, (const char *s), (s), NULL)
FFL_FUNCTION(FFL_AVUTIL, int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size),
             (errnum, errbuf, errbuf_size), (snprintf(errbuf, errbuf_size, "FFmpeg is not loaded: %s", ffl_error), -1))

// libswscale
FFL_FUNCTION(FFL_SWSCALE, struct SwsContext *, sws_getContext,
             (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW, int dstH, enum AVPixelFormat dstFormat,
              int flags, SwsFilter *srcFilter, SwsFilter *dstFilter, const double *param),
             (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param), NULL)
FFL_PROCEDURE(FFL_SWSCALE, sws_freeContext, (struct SwsContext *context), (context))
FFL_FUNCTION(FFL_SWSCALE, int, sws_scale,
             (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[], int srcSliceY,
              int srcSliceH, uint8_t *const dst[], const int dstStride[]),
             (c, srcSlice, srcStride, srcSliceY, srcSliceH, dst, dstStride), MISSING)

// libavcodec
FFL_FUNCTION(FFL_AVCODEC, AVPacket *, av_packet_alloc, (void), (), NULL)
FFL_PROCEDURE(FFL_AVCODEC, av_packet_free, (AVPacket **pkt), (pkt))
FFL_PROCEDURE(FFL_AVCODEC, av_packet_rescale_ts, (AVPacket *pkt, AVRational src, AVRational dst), (pkt, src, dst))
FFL_PROCEDURE(FFL_AVCODEC, av_packet_unref, (AVPacket *pkt), (pkt))
FFL_FUNCTION(FFL_AVCODEC, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec), NULL)
FFL_FUNCTION(FFL_AVCODEC, const AVCodec *, avcodec_find_decoder, (enum AVCodecID id), (id), NULL)
FFL_FUNCTION(FFL_AVCODEC, const AVCodec *, avcodec_find_decoder_by_name, (const char *name), (name), NULL)
FFL_FUNCTION(FFL_AVCODEC, const AVCodec *, avcodec_find_encoder, (enum AVCodecID id), (id), NULL)
FFL_FUNCTION(FFL_AVCODEC, const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name), NULL)
FFL_PROCEDURE(FFL_AVCODEC, avcodec_free_context, (AVCodecContext **avctx), (avctx))
FFL_FUNCTION(FFL_AVCODEC, int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options),
             (avctx, codec, options), MISSING)
FFL_FUNCTION(FFL_AVCODEC, int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec),
             (par, codec), MISSING)
FFL_FUNCTION(FFL_AVCODEC, int, avcodec_parameters_to_context, (AVCodecContext *codec, const AVCodecParameters *par),
             (codec, par), MISSING)
FFL_FUNCTION(FFL_AVCODEC, int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame), MISSING)
FFL_FUNCTION(FFL_AVCODEC, int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt),
             MISSING)
FFL_FUNCTION(FFL_AVCODEC, int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame),
             MISSING)
FFL_FUNCTION(FFL_AVCODEC, int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt),
             MISSING)

// libavformat
FFL_FUNCTION(FFL_AVFORMAT, int, av_find_best_stream,
             (AVFormatContext *ic, enum AVMediaType type, int wanted, int related, const AVCodec **decoder, int flags),
             (ic, type, wanted, related, decoder, flags), MISSING)
FFL_FUNCTION(FFL_AVFORMAT, int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt), MISSING)
FFL_FUNCTION(FFL_AVFORMAT, int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt), MISSING)
FFL_FUNCTION(FFL_AVFORMAT, int, av_write_trailer, (AVFormatContext *s), (s), MISSING)
FFL_FUNCTION(FFL_AVFORMAT, int, avformat_alloc_output_context2,
             (AVFormatContext **ctx, const AVOutputFormat *oformat, const char *format_name, const char *filename),
             (ctx, oformat, format_name, filename), MISSING)
FFL_PROCEDURE(FFL_AVFORMAT, avformat_close_input, (AVFormatContext **s), (s))
FFL_FUNCTION(FFL_AVFORMAT, int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options),
             MISSING)
FFL_PROCEDURE(FFL_AVFORMAT, avformat_free_context, (AVFormatContext *s), (s))
FFL_FUNCTION(FFL_AVFORMAT, AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c), NULL)
FFL_FUNCTION(FFL_AVFORMAT, int, avformat_open_input,
             (AVFormatContext **ps, const char *url, const AVInputFormat *fmt, AVDictionary **options),
             (ps, url, fmt, options), MISSING)
FFL_FUNCTION(FFL_AVFORMAT, int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options),
             MISSING)
FFL_FUNCTION(FFL_AVFORMAT, int, avio_closep, (AVIOContext **s), (s), MISSING)
FFL_FUNCTION(FFL_AVFORMAT, int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags), MISSING)

// libavfilter
FFL_FUNCTION(FFL_AVFILTER, int, av_buffersink_get_frame, (AVFilterContext *ctx, AVFrame *frame), (ctx, frame), MISSING)
FFL_FUNCTION(FFL_AVFILTER, int, av_buffersrc_add_frame_flags, (AVFilterContext *ctx, AVFrame *frame, int flags),
             (ctx, frame, flags), MISSING)
FFL_FUNCTION(FFL_AVFILTER, const AVFilter *, avfilter_get_by_name, (const char *name), (name), NULL)
FFL_FUNCTION(FFL_AVFILTER, AVFilterGraph *, avfilter_graph_alloc, (void), (), NULL)
FFL_FUNCTION(FFL_AVFILTER, int, avfilter_graph_config, (AVFilterGraph *graph, void *log), (graph, log), MISSING)
FFL_FUNCTION(FFL_AVFILTER, int, avfilter_graph_create_filter,
             (AVFilterContext **ctx, const AVFilter *filter, const char *name, const char *args, void *opaque,
              AVFilterGraph *graph),
             (ctx, filter, name, args, opaque, graph), MISSING)
FFL_PROCEDURE(FFL_AVFILTER, avfilter_graph_free, (AVFilterGraph **graph), (graph))
FFL_FUNCTION(FFL_AVFILTER, int, avfilter_graph_parse_ptr,
             (AVFilterGraph *graph, const char *filters, AVFilterInOut **inputs, AVFilterInOut **outputs, void *log),
             (graph, filters, inputs, outputs, log), MISSING)
FFL_FUNCTION(FFL_AVFILTER, AVFilterInOut *, avfilter_inout_alloc, (void), (), NULL)
FFL_PROCEDURE(FFL_AVFILTER, avfilter_inout_free, (AVFilterInOut **inout), (inout))
