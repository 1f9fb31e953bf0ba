/* PNG scanlines and their zlib stream, for the encoder in png_shim.c (not part of the API). */
#ifndef CIMAGESHIM_PNG_SCANLINES_H
#define CIMAGESHIM_PNG_SCANLINES_H

#include <stddef.h>
#include <stdint.h>

/* An image's scanlines as PNG compresses them: per row a filter type byte, then the row's
 * filtered samples, RGB or RGBA, 8 bits each. */
typedef struct {
    uint8_t *bytes;
    size_t size;
    int channels; /* 3 or 4 */
} cis_scanlines;

/* Packs and filters `height` rows of `width` RGBA pixels, rows `stride` bytes apart, in one pass
 * that also decides the colour type: with `rgba` 0 the rows are RGB while every alpha seen is
 * 255, and the packing starts over as RGBA at the first pixel that is not opaque. `filter` is a
 * CIS_FILTER_* value. Returns CIS_OK, or CIS_NO_MEMORY (then nothing is allocated). */
int cis_scanlines_pack(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                       int rgba, int filter, cis_scanlines *out);

void cis_scanlines_free(cis_scanlines *scanlines);

/* Compresses `size` bytes of scanlines (rows of `row_bytes` bytes, `bpp` bytes per pixel) into
 * one zlib stream (malloc'd into *out): with libdeflate when `compressor` is
 * CIS_COMPRESSOR_LIBDEFLATE (level 0...12), with png_deflate.c's encoder for
 * CIS_COMPRESSOR_SCREEN, with zlib otherwise (level 0...9, `strategy` a CIS_Z_* value). Returns
 * CIS_OK, or CIS_NO_MEMORY / CIS_ERROR with `message` set to a static string. */
int cis_zlib_stream(const uint8_t *data, size_t size, size_t row_bytes, int bpp, int compressor,
                    int level, int strategy, uint8_t **out, size_t *out_size, const char **message);

#endif
