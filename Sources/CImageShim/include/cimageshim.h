#ifndef CIMAGESHIM_H
#define CIMAGESHIM_H

/*
 * Thin C layer over libpng and libjpeg. Every function here owns its own
 * setjmp: library errors are turned into a status code plus a message, and
 * control never unwinds through a caller's frames. Only plain C types cross
 * this boundary.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Result codes. */
enum {
    CIS_OK = 0,
    /* The library rejected the data; `message` says why. */
    CIS_ERROR = 1,
    /* Out of memory, or a size that cannot be represented. */
    CIS_NO_MEMORY = 2,
    /* The caller's buffer does not match the image. */
    CIS_BAD_ARGUMENT = 3
};

#define CIS_MESSAGE_SIZE 200

/* Outcome of one call. `width`/`height` are filled in as soon as the image
 * header has been read, even if a later step fails. */
typedef struct {
    int code;
    uint32_t width;
    uint32_t height;
    char message[CIS_MESSAGE_SIZE];
} cis_status;

/* ---- PNG ---------------------------------------------------------------- */

/* Reads the PNG signature and the chunks before the image data; fills
 * status->width/height. Allocates nothing proportional to the image. */
void cis_png_read_header(const uint8_t *data, size_t size, cis_status *status);

/* Decodes the whole image to 8-bit RGBA (straight alpha, no gamma or colour
 * space conversion; 16-bit samples are scaled with rounding). `out` must hold
 * `width * height * 4` bytes for the dimensions the header reports, and
 * `out_size` must equal that. */
void cis_png_decode_rgba(const uint8_t *data, size_t size,
                         uint8_t *out, size_t out_size, cis_status *status);

/* A PNG decoded row by row into 8-bit RGBA, with the conversions of cis_png_decode_rgba (which
 * is built on it):
 *
 *   reader = cis_png_reader_open(data, size, &status)   header read; status->width/height set
 *   passes = cis_png_reader_start(reader, &status)      conversions set up; 1, or 7 if interlaced
 *   cis_png_reader_read_rows(reader, rows, stride, n, &status)   the next n rows of the pass
 *   cis_png_reader_finish(reader, &status)              the chunks after the image data
 *   cis_png_reader_close(reader)
 *
 * `data` must stay valid until the reader is closed. open returns NULL on failure (status says
 * why, with the size when IHDR got through) and allocates nothing proportional to the image, so
 * the caller can check the size before `start`. After a failure every later call fails with the
 * first error. An interlaced image is read one whole image per pass, each pass over the same
 * rows (`stride` bytes apart). */
typedef struct cis_png_reader cis_png_reader;
cis_png_reader *cis_png_reader_open(const uint8_t *data, size_t size, cis_status *status);
int cis_png_reader_start(cis_png_reader *reader, cis_status *status);
void cis_png_reader_read_rows(cis_png_reader *reader, uint8_t *rows, size_t stride, uint32_t count,
                              cis_status *status);
void cis_png_reader_finish(cis_png_reader *reader, cis_status *status);
void cis_png_reader_close(cis_png_reader *reader);

/* Row filters: the five PNG filter types, and a choice per row. */
enum {
    CIS_FILTER_NONE = 0,
    CIS_FILTER_SUB = 1,
    CIS_FILTER_UP = 2,
    CIS_FILTER_AVERAGE = 3,
    CIS_FILTER_PAETH = 4,
    /* Per row, the type whose output has the smallest sum of bytes taken as signed magnitudes
     * (libpng's heuristic); ties go to the lower type. */
    CIS_FILTER_ADAPTIVE = 5
};

/* Which deflate implementation compresses the image data. */
enum {
    /* libdeflate, levels 0...12; it has no strategies. */
    CIS_COMPRESSOR_LIBDEFLATE = 0,
    /* zlib, levels 0...9, with a strategy. */
    CIS_COMPRESSOR_ZLIB = 1,
    /* The encoder of png_deflate.c for rendered screens; it has no levels and no strategies. */
    CIS_COMPRESSOR_SCREEN = 2
};

/* zlib strategies (same values as zlib's Z_*). */
enum {
    CIS_Z_DEFAULT_STRATEGY = 0,
    CIS_Z_FILTERED = 1,
    CIS_Z_HUFFMAN_ONLY = 2,
    CIS_Z_RLE = 3
};

/* A growable output buffer; free `bytes` with cis_free. */
typedef struct {
    uint8_t *bytes;
    size_t size;
    size_t capacity;
} cis_buffer;

/* How cis_png_encode writes. */
typedef struct {
    /* 0: RGB when every pixel has alpha 255, RGBA otherwise; 1: always RGBA. */
    int rgba;
    int filter;     /* CIS_FILTER_* */
    int compressor; /* CIS_COMPRESSOR_* */
    int level;      /* clamped to the compressor's range */
    int strategy;   /* CIS_Z_*; zlib only */
} cis_png_settings;

/* Encodes `width` x `height` 8-bit RGBA pixels, rows `stride` bytes apart (so a rectangle of a
 * larger image needs no copy), as a non-interlaced PNG with 8-bit samples. The rows are packed
 * and filtered in one pass that also decides RGB or RGBA, compressed into one zlib stream, and
 * written by libpng: signature, IHDR, sRGB, IDAT chunks of at most 64 KiB, IEND. Nothing depends
 * on the clock or the machine: same input and settings give the same bytes. On success `out`
 * holds the file; the caller frees it with cis_free. */
void cis_png_encode(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                    cis_png_settings settings, cis_buffer *out, cis_status *status);

/* The Huffman code lengths the screen deflater (CIS_COMPRESSOR_SCREEN) gives `n` symbols
 * (1 ≤ n ≤ 286) with frequencies `freq`, none longer than `limit` bits (1...15): zero for unused
 * symbols, a complete code when two or more are used. Exposed for tests. */
void cis_deflate_code_lengths(const uint32_t *freq, unsigned n, unsigned limit, uint8_t *lengths);

/* ---- JPEG --------------------------------------------------------------- */

/* Reads the JPEG markers up to the first scan; fills status->width/height. */
void cis_jpeg_read_header(const uint8_t *data, size_t size, cis_status *status);

/* Decodes baseline or progressive JPEG (grey, YCbCr, RGB, CMYK, YCCK) to
 * 8-bit RGBA with alpha 255, using the accurate integer IDCT. Truncated or
 * damaged entropy-coded data is an error, not a grey fill. */
void cis_jpeg_decode_rgba(const uint8_t *data, size_t size,
                          uint8_t *out, size_t out_size, cis_status *status);

/* Encodes 8-bit RGBA (alpha ignored) as a baseline YCbCr JPEG, 4:2:0,
 * accurate integer DCT, optimized Huffman tables; `quality` 1...100. */
void cis_jpeg_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height,
                          int quality, cis_buffer *out, cis_status *status);

/* Frees a buffer returned by an encoder. */
void cis_free(cis_buffer *buffer);

#ifdef __cplusplus
}
#endif

#endif
