/* The PNG decoder's fast path: libpng reads the chunks before the image data (with their CRCs and
 * its checks of IHDR, PLTE and tRNS) and after it (png_read_end), and in between this file
 * checks the CRC of every IDAT chunk, inflates their zlib stream in one call to libdeflate into a
 * buffer of exactly the size the header gives, and undoes the filters and expands the samples with
 * the pixel kernels (pk_png_unfilter, pk_png_expand). Whenever a file is not one libpng would read
 * without error in the same way, the rows are left to libpng: see docs/png-encoding.md,
 * "Decoding". */
#include "png_reader.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* Adam7: where each pass starts and how far apart its pixels are, across and down. */
static const uint8_t pass_x0[7] = {0, 4, 0, 2, 0, 1, 0};
static const uint8_t pass_dx[7] = {8, 8, 4, 4, 2, 2, 1};
static const uint8_t pass_y0[7] = {0, 0, 4, 0, 2, 0, 1};
static const uint8_t pass_dy[7] = {8, 8, 8, 4, 4, 2, 2};

static uint32_t be32(const uint8_t *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | p[3];
}

static uint32_t pass_extent(uint32_t size, uint32_t start, uint32_t step) {
    return size > start ? (size - start + step - 1) / step : 0;
}

/* Bytes of one row of `width` pixels of `bits` bits, or 0 when it overflows. */
static size_t row_bytes(uint32_t width, unsigned bits) {
    return ((size_t)width * bits + 7) / 8;
}

/* The largest IDAT chunk libpng accepts, as png_check_chunk_length (libpng 1.6.37) computes it:
 * the larger of its chunk limit and the image's size with deflate's overhead. Longer chunks are
 * left to libpng, whatever its version does with them. */
static size_t idat_limit(png_structp png, uint32_t width, uint32_t height, int channels, int depth,
                         int interlaced) {
    size_t limit = 0x7fffffff;
    png_alloc_size_t user = png_get_chunk_malloc_max(png);
    if (user > 0 && user < limit) limit = user;
    size_t factor = (size_t)width * (size_t)channels * (depth > 8 ? 2 : 1) + 1 + (interlaced ? 6 : 0);
    size_t image = height > 0xffffffffu / factor ? 0x7fffffff : (size_t)height * factor;
    if (factor > 32566) factor = 32566;
    image += 6 + 5 * (image / factor + 1);
    if (image > 0x7fffffff) image = 0x7fffffff;
    return limit < image ? image : limit;
}

void cis_fast_prepare(cis_png_reader *reader) {
    cis_png_fast *fast = &reader->fast;
    fast->state = FAST_OFF;
    png_structp png = reader->png;
    png_infop info = reader->info;
    png_uint_32 width = 0, height = 0;
    int depth = 0, type = 0, interlace = 0, compression = 0, filter = 0;
    png_get_IHDR(png, info, &width, &height, &depth, &type, &interlace, &compression, &filter);
    fast->width = width;
    fast->height = height;
    if (reader->decoding != CIS_PNG_DECODE_AUTOMATIC) return;
    int channels = type == 2 ? 3 : type == 4 ? 2 : type == 6 ? 4 : 1;
    if (compression != 0 || filter != 0 || interlace > 1 || width == 0 || height == 0) return;
    /* png_read_info stops right after the first IDAT chunk's length and type. */
    size_t idat = reader->source.position;
    if (idat < 8 || memcmp(reader->source.data + idat - 4, "IDAT", 4) != 0) return;
    unsigned bits = (unsigned)(channels * depth);
    size_t total = 0;
    for (int pass = 0; pass < (interlace ? 7 : 1); pass++) {
        uint32_t w = interlace ? pass_extent(width, pass_x0[pass], pass_dx[pass]) : width;
        uint32_t h = interlace ? pass_extent(height, pass_y0[pass], pass_dy[pass]) : height;
        if (w == 0 || h == 0) continue;
        size_t line = row_bytes(w, bits) + 1;
        if (line > (SIZE_MAX - total) / h) return;
        total += line * h;
    }
    fast->idat = idat;
    fast->first_length = be32(reader->source.data + idat - 8);
    fast->scanline_bytes = total;
    fast->row_bytes = row_bytes(width, bits);
    fast->bits = bits;
    fast->bpp = bits < 8 ? 1 : (int)(bits / 8);
    fast->idat_max = idat_limit(png, width, height, channels, depth, interlace);
    fast->interlaced = interlace;
    fast->next_row = 0;

    png_colorp palette = NULL;
    int palette_count = 0;
    if (type == 3) png_get_PLTE(png, info, &palette, &palette_count);
    png_bytep alphas = NULL;
    int alpha_count = 0;
    png_color_16p colour = NULL;
    int has_trns = png_get_tRNS(png, info, &alphas, &alpha_count, &colour) != 0;
    uint8_t rgb[768];
    for (int i = 0; i < palette_count && i < 256; i++) {
        rgb[3 * i] = palette[i].red;
        rgb[3 * i + 1] = palette[i].green;
        rgb[3 * i + 2] = palette[i].blue;
    }
    pk_png_format_init(&fast->format, type, depth, rgb, palette_count < 256 ? palette_count : 256, alphas,
                       alphas != NULL ? alpha_count : 0, has_trns, colour ? colour->gray : 0,
                       colour ? colour->red : 0, colour ? colour->green : 0, colour ? colour->blue : 0);
    fast->state = FAST_UNTRIED;
}

size_t cis_fast_capacity(const cis_png_reader *reader) {
    const cis_png_fast *fast = &reader->fast;
    size_t pixels = (size_t)fast->width * fast->height * 4;
    if (fast->state != FAST_UNTRIED || fast->interlaced) return pixels;
    return fast->scanline_bytes > pixels ? fast->scanline_bytes : pixels;
}

void cis_fast_release(cis_png_reader *reader) {
    cis_png_fast *fast = &reader->fast;
    free(fast->owned);
    free(fast->rows);
    fast->owned = NULL;
    fast->rows = NULL;
    fast->scanlines = NULL;
}

/* Gives up: libpng reads the rows. */
static int give_up(cis_png_reader *reader) {
    cis_fast_release(reader);
    reader->fast.state = FAST_OFF;
    return 0;
}

/* The zlib stream of the IDAT chunks from the first one on, after checking each chunk's CRC and
 * length as libpng would: in place when there is one chunk, else copied into *copy (freed by the
 * caller). NULL when a chunk is damaged, too long or cut off, which libpng reports itself. */
static const uint8_t *idat_stream(cis_png_reader *reader, size_t *size, uint8_t **copy) {
    const uint8_t *data = reader->source.data;
    size_t end = reader->source.size, at = reader->fast.idat - 8, total = 0;
    int chunks = 0;
    *copy = NULL;
    /* The IDAT chunks that follow each other; the chunk after them is png_read_end's. */
    while (end - at >= 8 && memcmp(data + at + 4, "IDAT", 4) == 0) {
        uint32_t length = be32(data + at);
        if (length > reader->fast.idat_max || end - at - 8 < (size_t)length + 4) return NULL;
        if (libdeflate_crc32(0, data + at + 4, (size_t)length + 4) != be32(data + at + 8 + length)) return NULL;
        total += length;
        chunks++;
        at += (size_t)length + 12;
    }
    *size = total;
    if (chunks == 1) return data + reader->fast.idat;
    uint8_t *joined = (uint8_t *)malloc(total > 0 ? total : 1);
    if (joined == NULL) return NULL;
    size_t filled = 0;
    for (at = reader->fast.idat - 8; filled < total; at += (size_t)be32(data + at) + 12) {
        memcpy(joined + filled, data + at + 8, be32(data + at));
        filled += be32(data + at);
    }
    *copy = joined;
    return joined;
}

/* Every row's filter type is one libpng knows (0...4). */
static int filters_valid(const cis_png_fast *fast) {
    const uint8_t *line = fast->scanlines;
    for (int pass = 0; pass < (fast->interlaced ? 7 : 1); pass++) {
        uint32_t w = fast->interlaced ? pass_extent(fast->width, pass_x0[pass], pass_dx[pass]) : fast->width;
        uint32_t h = fast->interlaced ? pass_extent(fast->height, pass_y0[pass], pass_dy[pass]) : fast->height;
        if (w == 0 || h == 0) continue;
        size_t length = row_bytes(w, fast->bits) + 1;
        for (uint32_t y = 0; y < h; y++, line += length) {
            if (*line > 4) return 0;
        }
    }
    return 1;
}

int cis_fast_inflate(cis_png_reader *reader, uint8_t *buffer, size_t capacity) {
    cis_png_fast *fast = &reader->fast;
    if (fast->state != FAST_UNTRIED) return fast->state == FAST_ON;
    /* The first IDAT is later read by libpng as an 8-byte empty stream (cis_fast_patch). */
    if (fast->first_length < 8) return give_up(reader);
    size_t size = 0;
    uint8_t *copy = NULL;
    const uint8_t *stream = idat_stream(reader, &size, &copy);
    int ok = stream != NULL && size >= 6;
    if (ok) {
        /* zlib's header as zlib checks it (method 8, a window of at most 32 KiB, check bits, no
         * preset dictionary) and libpng (a window above 32 KiB is refused). libdeflate reaches
         * back 32 KiB whatever the header says; with a smaller window zlib refuses a distance
         * beyond it, so such a stream is taken only when all of it fits in the window. */
        unsigned cmf = stream[0], flg = stream[1];
        size_t window = (size_t)1 << ((cmf >> 4) + 8);
        ok = (cmf & 15) == 8 && (cmf >> 4) <= 7 && ((cmf << 8) | flg) % 31 == 0 && (flg & 0x20) == 0
            && (window == 32768 || fast->scanline_bytes <= window);
    }
    size_t line = fast->row_bytes + 1;
    if (ok) {
        if (buffer != NULL && !fast->interlaced && capacity >= cis_fast_capacity(reader)) {
            fast->scanlines = buffer + (capacity - fast->scanline_bytes);
        } else {
            fast->owned = (uint8_t *)pk_alloc_large(fast->scanline_bytes);
            fast->scanlines = fast->owned;
        }
        fast->rows = (uint8_t *)malloc(2 * line);
        ok = fast->scanlines != NULL && fast->rows != NULL;
    }
    if (ok) {
        /* Exactly the bytes the header promises, then the end of the last block, then the four
         * bytes of Adler-32 that zlib reads (and libpng does not check). */
        struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
        size_t used = 0;
        ok = inflater != NULL
            && libdeflate_deflate_decompress_ex(inflater, stream + 2, size - 2, fast->scanlines,
                                                fast->scanline_bytes, &used, NULL) == LIBDEFLATE_SUCCESS
            && size - 2 - used >= 4;
        libdeflate_free_decompressor(inflater);
    }
    free(copy);
    if (!ok || !filters_valid(fast)) return give_up(reader);
    fast->previous = fast->rows;
    fast->current = fast->rows + line;
    fast->next_row = 0;
    fast->state = FAST_ON;
    return 1;
}

void cis_fast_rows(cis_png_reader *reader, uint8_t *out, size_t stride, uint32_t count) {
    cis_png_fast *fast = &reader->fast;
    size_t line = fast->row_bytes + 1;
    for (uint32_t i = 0; i < count && fast->next_row < fast->height; i++, out += stride) {
        uint32_t y = fast->next_row++;
        const uint8_t *source = fast->scanlines + (size_t)y * line;
        /* A row without a filter is expanded where it lies, unless the next row reads it (Up,
         * Average, Paeth), which then needs a copy that the output cannot overwrite. */
        int read_next = y + 1 < fast->height && source[line] >= 2;
        if (source[0] == 0 && !read_next) {
            pk_png_expand(source + 1, fast->width, &fast->format, out, 1);
            continue;
        }
        pk_png_unfilter(source[0], source + 1, y > 0 ? fast->previous : NULL, fast->current,
                        (ptrdiff_t)fast->row_bytes, fast->bpp);
        pk_png_expand(fast->current, fast->width, &fast->format, out, 1);
        uint8_t *swap = fast->previous;
        fast->previous = fast->current;
        fast->current = swap;
    }
}

void cis_fast_interlaced(cis_png_reader *reader, uint8_t *out, size_t stride) {
    cis_png_fast *fast = &reader->fast;
    const uint8_t *source = fast->scanlines;
    for (int pass = 0; pass < 7; pass++) {
        uint32_t w = pass_extent(fast->width, pass_x0[pass], pass_dx[pass]);
        uint32_t h = pass_extent(fast->height, pass_y0[pass], pass_dy[pass]);
        if (w == 0 || h == 0) continue;
        size_t length = row_bytes(w, fast->bits);
        for (uint32_t r = 0; r < h; r++, source += length + 1) {
            pk_png_unfilter(source[0], source + 1, r > 0 ? fast->previous : NULL, fast->current,
                            (ptrdiff_t)length, fast->bpp);
            uint8_t *target = out + (size_t)(pass_y0[pass] + r * pass_dy[pass]) * stride + (size_t)pass_x0[pass] * 4;
            pk_png_expand(fast->current, w, &fast->format, target, pass_dx[pass]);
            uint8_t *swap = fast->previous;
            fast->previous = fast->current;
            fast->current = swap;
        }
    }
}

void cis_fast_patch(cis_png_reader *reader) {
    /* An empty zlib stream: header 78 01, a final fixed-code block holding only its end code,
     * Adler-32 of nothing. The rest of the chunk's data follows it unchanged (libpng skips
     * it as "Extra compressed data", a warning), so the chunk's CRC changes by the CRC of the
     * 8 bytes' difference shifted over the rest: zlib's crc32_combine computes that shift. */
    static const uint8_t empty[8] = {0x78, 0x01, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01};
    cis_png_fast *fast = &reader->fast;
    png_source *source = &reader->source;
    const uint8_t *data = source->data + fast->idat;
    uLong type = crc32(0L, (const Bytef *)"IDAT", 4);
    uLong difference = crc32(type, data, 8) ^ crc32(type, empty, 8);
    uLong crc = be32(data + fast->first_length) ^ crc32_combine(difference, 0L, (z_off_t)(fast->first_length - 8));
    source->patches = 2;
    source->patch_at[0] = fast->idat;
    source->patch_length[0] = 8;
    memcpy(source->patch[0], empty, 8);
    source->patch_at[1] = fast->idat + fast->first_length;
    source->patch_length[1] = 4;
    for (int i = 0; i < 4; i++) source->patch[1][i] = (uint8_t)(crc >> (24 - 8 * i));
}
