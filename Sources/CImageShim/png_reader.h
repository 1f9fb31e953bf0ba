/* The PNG reader's state, shared by png_shim.c (libpng) and png_fast.c (whole IDAT streams
 * inflated by libdeflate); not part of the API. */
#ifndef CIMAGESHIM_PNG_READER_H
#define CIMAGESHIM_PNG_READER_H

#include "cimageshim.h"
#include "pixelkernels.h"

#include <png.h>
#include <stddef.h>
#include <stdint.h>

/* The file as libpng reads it: from memory, with up to two short runs of bytes served in place
 * of the file's (png_fast.c hands libpng an empty stream in the first IDAT so that png_read_end
 * checks the chunks after the image data without inflating it again). */
typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
    int patches;
    size_t patch_at[2];
    size_t patch_length[2];
    uint8_t patch[2][8];
} png_source;

/* Whether the rows come from png_fast.c. */
enum { FAST_UNTRIED = 0, FAST_ON = 1, FAST_OFF = 2 };

typedef struct {
    int state;
    size_t idat;           /* file offset of the first IDAT chunk's data */
    uint32_t first_length; /* that chunk's length */
    size_t scanline_bytes; /* every row of every pass with its filter byte: the inflated size */
    size_t row_bytes;      /* one row's samples without the filter byte (non-interlaced) */
    unsigned bits;         /* bits per pixel */
    int bpp;               /* bytes per pixel for the filters, at least 1 */
    size_t idat_max;       /* the longest IDAT chunk taken (idat_limit in png_fast.c) */
    int interlaced;
    uint32_t width, height;
    uint32_t next_row;
    uint8_t *scanlines;    /* the inflated stream */
    uint8_t *owned;        /* scanlines when allocated here (else they lie in the caller's buffer) */
    uint8_t *rows;         /* two unfiltered rows: the previous one and the current one */
    uint8_t *previous;
    uint8_t *current;
    pk_png_format format;
} cis_png_fast;

struct cis_png_reader {
    png_source source;
    png_structp png;
    png_infop info;
    cis_status status; /* libpng's error pointer: the first error's message */
    int started;
    int passes;
    int decoding; /* CIS_PNG_DECODE_* */
    uint32_t rows_done; /* rows asked of cis_png_reader_read_rows (over all passes) */
    cis_png_fast fast;
};

/* png_fast.c. After png_read_update_info: decides from the header whether the fast path may be
 * tried (state FAST_UNTRIED) or not (FAST_OFF) and sets up the sizes and the sample format. */
void cis_fast_prepare(cis_png_reader *reader);

/* Checks and inflates the whole IDAT stream into the last scanline_bytes bytes of `buffer`
 * (`capacity` bytes), or into memory of its own when `buffer` is NULL or too small. Returns 1
 * (state FAST_ON) when the stream gives exactly the rows the header promises and libpng would
 * read them without error; else 0 (state FAST_OFF, nothing kept: libpng reads the rows). */
int cis_fast_inflate(cis_png_reader *reader, uint8_t *buffer, size_t capacity);

/* The next `count` rows (non-interlaced) as RGBA, `stride` bytes apart. */
void cis_fast_rows(cis_png_reader *reader, uint8_t *out, size_t stride, uint32_t count);

/* The whole interlaced image as RGBA, rows `stride` bytes apart. */
void cis_fast_interlaced(cis_png_reader *reader, uint8_t *out, size_t stride);

/* Makes the first IDAT read as an empty zlib stream, so that png_read_end skips the image data
 * and reads the chunks after it as it would after reading every row. */
void cis_fast_patch(cis_png_reader *reader);

/* Frees what the fast path holds. */
void cis_fast_release(cis_png_reader *reader);

/* The capacity cis_png_reader_decode_image uses to inflate in place. */
size_t cis_fast_capacity(const cis_png_reader *reader);

#endif
