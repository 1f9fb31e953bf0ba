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

/* How a reader gets its rows. AUTOMATIC: when the file allows it (docs/png-encoding.md,
 * "Decoding"), the IDAT chunks' CRCs are checked, their whole zlib stream is inflated by libdeflate
 * into a buffer of exactly the size the header gives (at the first row read, so two readers on two
 * threads inflate at the same time), and the rows are unfiltered and expanded by CPixelKernels;
 * otherwise, and always with LIBPNG, libpng reads them with zlib. Both give the same pixels and
 * the same errors; libpng reads the chunks before and after the image data either way. */
enum { CIS_PNG_DECODE_AUTOMATIC = 0, CIS_PNG_DECODE_LIBPNG = 1 };
cis_png_reader *cis_png_reader_open_with(const uint8_t *data, size_t size, int decoding, cis_status *status);

/* After start: the bytes of the buffer cis_png_reader_decode_image inflates the image in place in
 * (at least width * height * 4; more when the inflated rows are larger than the RGBA image). */
size_t cis_png_reader_image_capacity(const cis_png_reader *reader);

/* After start, before any row is read: the whole image as RGBA at the start of `out`
 * (`capacity` bytes, at least width * height * 4; with cis_png_reader_image_capacity bytes the
 * rows are inflated into the end of the same buffer), then the chunks after the image data. */
void cis_png_reader_decode_image(cis_png_reader *reader, uint8_t *out, size_t capacity, cis_status *status);

/* Reads the rows not read yet without keeping them, failing where reading them would: on the fast
 * path the stream is inflated and every row's filter type checked, nothing more. */
void cis_png_reader_skip_rows(cis_png_reader *reader, cis_status *status);

/* 1 when the rows read so far came from libdeflate and CPixelKernels, 0 when from libpng. */
int cis_png_reader_used_fast_path(const cis_png_reader *reader);
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

/* How cis_png_encode_samples writes: any PNG colour type and bit depth, through libpng's own
 * row writer. */
typedef struct {
    int color_type; /* 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA */
    int bit_depth;  /* one the colour type allows */
    int interlaced; /* 1: Adam7 */
    const uint8_t *palette; /* palette_count RGB triples (colour type 3) */
    int palette_count;
    const uint8_t *alphas; /* tRNS of a palette image: alpha_count alphas */
    int alpha_count;
    int has_trns_colour; /* tRNS of a grey or RGB image: the colour below */
    uint16_t trns_grey, trns_red, trns_green, trns_blue;
    int level;      /* zlib level 0...9, or -1 for libpng's default (6) */
    int filters;    /* libpng's PNG_FILTER_* mask (0x08 None ... 0x80 Paeth), or -1 for its default */
    int idat_bytes; /* the most bytes of one IDAT chunk, or 0 for libpng's default (8192) */
} cis_png_sample_settings;

/* Writes `height` rows of samples as a PNG with libpng's writer (png_write_row, filters and
 * zlib deflate chosen by libpng as `settings` ask), rows `stride` bytes apart, laid out as in the
 * file: samples of `bit_depth` bits, 16-bit ones big-endian, smaller ones packed from the high
 * bit. On success `out` holds the file; free it with cis_free. For tests and benchmarks: what
 * other programs' files look like. */
void cis_png_encode_samples(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height,
                            cis_png_sample_settings settings, cis_buffer *out, cis_status *status);

/* Like cis_png_encode, from rows already packed and filtered: `height` rows of a filter type
 * byte and `width * channels` samples (channels 3, RGB, or 4, RGBA), one after the other. The same
 * scanlines and settings give the bytes cis_png_encode gives for the pixels they were made from. */
void cis_png_encode_scanlines(const uint8_t *scanlines, uint32_t width, uint32_t height, int channels,
                              cis_png_settings settings, cis_buffer *out, cis_status *status);

/* Like cis_png_encode_scanlines for an indexed-colour image: `height` rows of a filter type byte
 * and `width` palette indices, written with a PLTE chunk of `palette_count` (1...256) RGB
 * triples after sRGB. An index not below `palette_count` is CIS_BAD_ARGUMENT. */
void cis_png_encode_indexed(const uint8_t *scanlines, uint32_t width, uint32_t height, const uint8_t *palette,
                            int palette_count, cis_png_settings settings, cis_buffer *out, cis_status *status);

/* One piece of a zlib stream made by the screen deflater in pieces, one slice of scanlines each
 * (so that threads can compress their own rows). Free `bytes` with cis_deflate_piece_free. */
typedef struct {
    uint8_t *bytes; /* the compressed piece */
    size_t size;    /* its size in bytes */
    size_t length;  /* the size of the slice it was made from */
    uint32_t adler; /* the Adler-32 of that slice */
} cis_deflate_piece;

/* Compresses `size` bytes of scanlines (whole rows of `row_bytes` bytes, `bpp` bytes a pixel) as
 * the screen deflater does, as blocks of their own: no match reaches before `data`. The first
 * piece of a stream (`first`) starts with the zlib header; all but the last end with an empty
 * stored block (a sync flush: the piece ends on a byte boundary), the last with the final block.
 * The same slice and flags always give the same piece. */
void cis_screen_deflate_piece(const uint8_t *data, size_t size, size_t row_bytes, int bpp, int first, int last,
                              cis_deflate_piece *piece, cis_status *status);

void cis_deflate_piece_free(cis_deflate_piece *piece);

/* Writes the PNG file of `count` pieces made by cis_screen_deflate_piece from consecutive slices
 * of its scanlines, in order: one zlib stream, the pieces one after the other and the Adler-32 of
 * all their slices, written as cis_png_encode_scanlines writes its stream. `channels` is 3 (RGB),
 * 4 (RGBA) or 1 (indices into `palette_count` RGB triples of `palette`; the deflater was given
 * the indices, which are not checked here). */
void cis_png_encode_pieces(const cis_deflate_piece *pieces, int count, uint32_t width, uint32_t height, int channels,
                           const uint8_t *palette, int palette_count, cis_buffer *out, cis_status *status);

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
