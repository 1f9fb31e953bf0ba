#ifndef PIXELKERNELS_H
#define PIXELKERNELS_H

/*
 * The innermost per-pixel loops of the renderer and the golden comparison, in plain C99 (some
 * with SSE2, and AVX2 variants chosen at run time: see pk_kernels).
 *
 * Swift code built without the optimizer (a debug build, which is how a package's dependencies
 * are built for `swift test`) runs these loops 10-50 times slower than optimized code; C built
 * at -O0 stays within a few times of optimized code. So the loops live here and the Swift
 * modules (Raster, Golden) call them once per row or per image.
 *
 * Everything is integer arithmetic with the exact rules documented in docs/raster.md; no
 * floating point and no library function decides a pixel. Pixels are 8-bit RGBA, straight
 * alpha, 4 bytes each in the order R, G, B, A. Strides are in pixels (or elements) per row.
 * Sizes are `ptrdiff_t` so they import into Swift as `Int`.
 */

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ---- Whole images (RGBAImage, Canvas) ---------------------------------------------------- */

/* Writes the pixel (r, g, b, a) to `count` pixels from `p` (no compositing). */
void pk_fill(uint8_t *p, ptrdiff_t count, int r, int g, int b, int a);

/* Asks the kernel to back the whole 2 MiB blocks of [p, p + bytes) with huge pages when they are
 * first touched (Linux's transparent huge pages, which this machine's kernels give on request):
 * one page fault per 2 MiB instead of 512, for a fresh buffer of megabytes that is about to be
 * written in full (a decoded image, inflated rows). A hint only: where it is not available
 * nothing changes, and the memory's content never does. */
void pk_prefer_huge_pages(void *p, ptrdiff_t bytes);

/* `bytes` of fresh memory for a buffer about to be written in full, released with free(): from
 * 2 MiB on, aligned to 2 MiB and rounded up to whole 2 MiB blocks, all of them backed by huge
 * pages where the kernel gives them (see pk_prefer_huge_pages, which covers only the whole
 * blocks inside a buffer malloc placed); below that, malloc's. NULL when there is no memory. */
void *pk_alloc_large(size_t bytes);

/* Whether the `count` bytes at `a` and `b` are equal. */
int pk_bytes_equal(const uint8_t *a, const uint8_t *b, ptrdiff_t count);

/* Whether every one of the `count` pixels from `p` has alpha 255. */
int pk_is_opaque(const uint8_t *p, ptrdiff_t count);

/* The smallest rectangle holding every pixel where the `width` x `height` images `a` and `b`
 * differ, as x, y, width, height in `out`; returns 0 (and leaves `out` alone) when they are
 * equal. */
int pk_changed_rect(const uint8_t *a, const uint8_t *b, ptrdiff_t width, ptrdiff_t height,
                    ptrdiff_t out[4]);


/* ---- Compositing (Compositing, Canvas) ----------------------------------------------------- */

/* Composites (r, g, b) with effective alpha `a` (0...255; <= 0 leaves the pixels alone) over
 * the pixel at `p`, source-over with straight alpha. */
void pk_over(uint8_t *p, int r, int g, int b, int a);

/* `pk_over` on `count` pixels from `p` with one colour and one alpha. */
void pk_over_span(uint8_t *p, ptrdiff_t count, int r, int g, int b, int a);

/* Composites colour (r, g, b) with colour alpha `a` through a coverage mask: pixel (x, y) of the
 * `width` x `height` block at `p` gets alpha `(a * n + 128) >> 8` for the mask's count n
 * (0...256) at `coverage[y * coverage_stride + x]`. */
void pk_over_coverage(uint8_t *p, ptrdiff_t stride, const uint16_t *coverage, ptrdiff_t coverage_stride,
                      ptrdiff_t width, ptrdiff_t height, int r, int g, int b, int a);

/* Composites `width` pixels from `p` with one colour whose alpha at pixel i is
 * `(a * counts[i] * cy + 128) >> 8` (counts of 16 samples along x, cy along y). */
void pk_over_sample_counts(uint8_t *p, const ptrdiff_t *counts, ptrdiff_t width, ptrdiff_t cy,
                           int r, int g, int b, int a);

/* Composites the `width` x `height` block of RGBA pixels at `source` over the one at `p`, each
 * with its own alpha scaled by the mask's count n (`(alpha * n + 128) >> 8`), or unscaled
 * when `coverage` is NULL. */
void pk_over_image(uint8_t *p, ptrdiff_t stride, const uint8_t *source, ptrdiff_t source_stride,
                   const uint16_t *coverage, ptrdiff_t coverage_stride, ptrdiff_t width, ptrdiff_t height);

/* Composites colour (r, g, b) with colour alpha `a` through 8-bit glyph coverage g
 * (`(a * g + 127) / 255`) over the `width` x `height` block at `p`. */
void pk_over_glyph(uint8_t *p, ptrdiff_t stride, const uint8_t *glyph, ptrdiff_t glyph_stride,
                   ptrdiff_t width, ptrdiff_t height, int r, int g, int b, int a);

/* One row of a separable shadow: pixel i from `p` gets alpha `(profile[i] * vy + 2^23) >> 24`. */
void pk_over_profile(uint8_t *p, const ptrdiff_t *profile, ptrdiff_t count, ptrdiff_t vy, int r, int g, int b);

/* ---- Coverage masks (CoverageMask, SpanAccumulator) --------------------------------------- */

/* coverage[y * width + x] = ys[y] * xs[x]. */
void pk_coverage_product(uint16_t *coverage, const ptrdiff_t *xs, ptrdiff_t width, const ptrdiff_t *ys,
                         ptrdiff_t height);

/* Sample spans being accumulated into a mask of `width` x `height` pixels whose top-left pixel
 * is canvas pixel (x, y): per pixel a partial sample count, per row `width + 1` run deltas. */
typedef struct {
    int32_t *partial;
    int32_t *diff;
    ptrdiff_t x, y, width, height;
} pk_spans;

/* Adds the samples i0 ..< i1 (canvas sample columns, 16 per pixel) of sub-scanline j (16 per
 * pixel row), clipped to the mask. */
void pk_spans_add(const pk_spans *spans, ptrdiff_t j, ptrdiff_t i0, ptrdiff_t i1);

/* The coverage of the rounded rectangle [x0, x1) x [y0, y1) with corner radius r (all in 1/256
 * pixel, r already clamped) by the integer rule of docs/raster.md, for the `width` x `height`
 * pixels whose top-left pixel is canvas pixel (x, y): every count written. `scratch` holds
 * 2 * width + 1 values. */
void pk_coverage_rounded_rect(uint16_t *coverage, ptrdiff_t x, ptrdiff_t y, ptrdiff_t width, ptrdiff_t height,
                              ptrdiff_t x0, ptrdiff_t y0, ptrdiff_t x1, ptrdiff_t y1, ptrdiff_t r, int32_t *scratch);

/* Scan-converts `count` edges (x0, y0, x1, y1, dir each, y0 < y1, in 1/256 pixel, sorted by y0
 * first) spanning rows min_y ..< max_y with the non-zero winding rule. `scratch` holds
 * 2 * count values. */
void pk_rasterize_edges(const pk_spans *spans, const ptrdiff_t *edges, ptrdiff_t count, ptrdiff_t min_y,
                        ptrdiff_t max_y, ptrdiff_t *scratch);

/* coverage = clamp(running sum of diff + partial, 0, 256), row by row. */
void pk_coverage_resolve(uint16_t *coverage, const int32_t *partial, const int32_t *diff, ptrdiff_t width,
                         ptrdiff_t height);

/* ---- Resampling (Resample, Pyramid) ------------------------------------------------------ */

/* Which code a kernel with several runs: the fastest this processor supports (AVX2 when it has
 * it, checked once) or the baseline every processor runs (SSE2 and plain C on x86-64). Both give
 * the same bytes; the baseline is there for tests that compare the two. */
typedef enum { PK_KERNELS_FASTEST = 0, PK_KERNELS_BASELINE = 1 } pk_kernels;

/* 1 when PK_KERNELS_FASTEST runs code the baseline does not (AVX2 on this processor), else 0. */
int pk_kernels_fastest_differs(void);


/* Row pass: for each of `rows` rows and each output o < `out_width`, the 4 channels of
 * `(32 + sum over t < taps of source[start[o] + t] * weights[o * taps + t]) >> 6` into `mid`
 * (`out_width * 4` values per row). */
void pk_resample_rows(const uint8_t *source, ptrdiff_t source_stride, ptrdiff_t rows, const ptrdiff_t *start,
                      const int32_t *weights, ptrdiff_t taps, ptrdiff_t out_width, uint16_t *mid,
                      pk_kernels kernels);

/* Column pass: output row o is `min(255, (2^21 + sum over t < taps of
 * mid[first[o] + t] * weights[o * taps + t]) >> 22)`, element by element over `row_length`
 * values per row. */
void pk_resample_columns(const uint16_t *mid, ptrdiff_t row_length, const ptrdiff_t *first,
                         const int32_t *weights, ptrdiff_t taps, ptrdiff_t out_height, uint8_t *out,
                         pk_kernels kernels);

/* out (width x height) pixel (i, j) = per channel (a + b + c + d + 2) >> 2 of the 2 x 2 block at
 * source pixel (2i, 2j). */
void pk_halve(const uint8_t *source, ptrdiff_t source_stride, uint8_t *out, ptrdiff_t width, ptrdiff_t height);

/* ---- Glyph data (GlyphTable) -------------------------------------------------------------- */

/* Decodes base64 `text`, skipping '=', CR, LF, space and tab, into `out` (room for `capacity`
 * bytes). Returns the number of bytes written, or -1 for any other character or when `out` is
 * too small. */
ptrdiff_t pk_base64_decode(const uint8_t *text, ptrdiff_t length, uint8_t *out, ptrdiff_t capacity);

/* Undoes the glyph data's run-length coding (0x00 n: n zeros, 0xFF n: n times 0xFF, any other
 * byte literal) into `out`. Returns the number of bytes written, or -1 when the data ends inside
 * a run or would write more than `count` bytes. */
ptrdiff_t pk_unrle(const uint8_t *data, ptrdiff_t size, uint8_t *out, ptrdiff_t count);

/* ---- PNG rows (CImageShim's decoder) ------------------------------------------------------ */

/* Undoes PNG filter `filter` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) on the `length` bytes of
 * one row at `in` into `out` (which may be `in`): `prev` is the row above, already unfiltered, or
 * NULL for the first row of an image or interlace pass (taken as zeros); `bpp` is the bytes of
 * one pixel, at least 1 (1 for samples of fewer than 8 bits). Returns 0, writing nothing, for a
 * filter type above 4 (which libpng calls "bad adaptive filter value"), else 1. */
int pk_png_unfilter(int filter, const uint8_t *in, const uint8_t *prev, uint8_t *out, ptrdiff_t length,
                    ptrdiff_t bpp);

/* How a PNG's unfiltered samples become 8-bit RGBA (pk_png_format_init fills it). */
typedef struct {
    int color_type; /* 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA */
    int bit_depth;  /* 1, 2, 4, 8 or 16, as the PNG allows for the colour type */
    int has_trns;   /* a tRNS chunk: its colour (grey, RGB) or alphas (palette) apply */
    uint16_t trns[4]; /* tRNS red, green, blue, grey as stored (16 bits) */
    uint8_t table[256][4]; /* palette and grey of 8 bits or fewer: the RGBA of each sample value */
} pk_png_format;

/* Sets up `format` for a PNG of colour type `color_type` and depth `bit_depth`: `palette` holds
 * `palette_count` RGB triples (palette images; indices past them are black), `palette_alpha` the
 * `alpha_count` alphas of tRNS (indices past them are opaque), and the tRNS colour of grey and RGB
 * images, each used when `has_trns`. */
void pk_png_format_init(pk_png_format *format, int color_type, int bit_depth, const uint8_t *palette,
                        int palette_count, const uint8_t *palette_alpha, int alpha_count, int has_trns,
                        unsigned trns_grey, unsigned trns_red, unsigned trns_green, unsigned trns_blue);

/* Writes the `width` pixels of one unfiltered row `row` as 8-bit RGBA, pixel i at
 * `out + 4 * step * i` (step 1 for a whole row, 2 to 8 for an interlace pass): libpng's values
 * for the transforms of docs/png-encoding.md, "Decoding" (16-bit samples rounded,
 * (v * 255 + 32767) / 65535; low-bit grey scaled to 0...255; a pixel equal to the tRNS colour
 * transparent, the others opaque). */
void pk_png_expand(const uint8_t *row, ptrdiff_t width, const pk_png_format *format, uint8_t *out, ptrdiff_t step);

/* ---- Comparison (Golden) ------------------------------------------------------------------- */

/* What a scan found: pixels counted as differing, pixels taken for anti-aliasing (perceptual
 * scan only), the largest channel difference of all pixels, and the bounding box of the counted
 * pixels (max_x < 0 when none). */
typedef struct {
    ptrdiff_t differing;
    ptrdiff_t antialiased;
    ptrdiff_t max_channel_difference;
    ptrdiff_t min_x, min_y, max_x, max_y;
} pk_scan_tally;

/* The byte values a scan writes into a verdict buffer (the caller's in-memory encoding). */
typedef struct {
    uint8_t tolerated;
    uint8_t antialiased;
    uint8_t differs;
} pk_verdict_codes;

/* Sets `tally` to "nothing found" (no bounding box: max_x < 0). */
void pk_scan_tally_init(pk_scan_tally *tally);

/* The scans compare rows y0 ..< y1 of two images `width` pixels wide and `height` rows high and
 * add what they find to `tally`, so an image can be scanned whole (y0 = 0, y1 = height) or band
 * by band with the same result. `expected` and `actual` point at row `first_row` of each image
 * (0 for a whole image; rows are `width * 4` bytes apart); `verdicts`, when not NULL, points at
 * the verdict of row `first_row`'s first pixel, `width` verdicts a row.
 *
 * pk_scan_threshold compares with a per-channel threshold: a pixel differs when a channel differs
 * by more than `threshold`. Each pixel whose bytes differ gets the verdict `codes.tolerated` or
 * `codes.differs`; the others are left alone. Rows that are byte-identical are skipped with
 * memcmp. It reads rows y0 ..< y1 only. */
void pk_scan_threshold(const uint8_t *expected, const uint8_t *actual, ptrdiff_t width, ptrdiff_t first_row,
                       ptrdiff_t y0, ptrdiff_t y1, ptrdiff_t threshold, uint8_t *verdicts, pk_verdict_codes codes,
                       pk_scan_tally *tally);

/* Compares as pixelmatch 5.x does (see ImageComparison.perceptual): a pixel differs when its
 * squared YIQ distance exceeds `max_delta`; with `detect_antialiasing`, one that looks like
 * anti-aliasing in either image is counted in `antialiased` instead. Verdicts as above. With
 * `detect_antialiasing` it reads the two rows above and below the band too (those inside the
 * image: rows max(0, y0 - 2) ..< min(height, y1 + 2)); without, rows y0 ..< y1 only. */
void pk_scan_perceptual(const uint8_t *expected, const uint8_t *actual, ptrdiff_t width, ptrdiff_t height,
                        ptrdiff_t first_row, ptrdiff_t y0, ptrdiff_t y1, double max_delta, int detect_antialiasing,
                        uint8_t *verdicts, pk_verdict_codes codes, pk_scan_tally *tally);

/* The diff image of `count` pixels: the colour (r, g, b) of `difference` where the verdict is
 * `codes.differs`, of `antialias` where it is `codes.antialiased`, elsewhere the expected
 * pixel's YIQ brightness blended over white at opacity `fade * alpha / 255`, truncated, as
 * grey; alpha 255 throughout. */
void pk_draw_diff(const uint8_t *expected, const uint8_t *verdicts, ptrdiff_t count, pk_verdict_codes codes,
                  const uint8_t difference[4], const uint8_t antialias[4], double fade, uint8_t *out);

/* pk_draw_diff's pixels without their alpha (which is 255): 3 bytes each, as the samples of an RGB
 * PNG row. */
void pk_draw_diff_rgb(const uint8_t *expected, const uint8_t *verdicts, ptrdiff_t count, pk_verdict_codes codes,
                      const uint8_t difference[4], const uint8_t antialias[4], double fade, uint8_t *out);

/* pk_draw_diff's pixels as the indices of an 8-bit palette, one byte each, as the samples of an
 * indexed-colour PNG row: `difference` where the verdict is `codes.differs`, `antialias` where
 * it is `codes.antialiased`, elsewhere `grey_index[g]` for the pixel's grey g (pk_draw_diff's
 * formula). Returns 1, or 0 as soon as a grey's index is 255 (not in the palette; `out` is then
 * partly written). */
int pk_draw_diff_indexed(const uint8_t *expected, const uint8_t *verdicts, ptrdiff_t count, pk_verdict_codes codes,
                         const uint8_t grey_index[256], uint8_t difference, uint8_t antialias, double fade,
                         uint8_t *out);

/* The grey pk_draw_diff draws for one expected pixel (r, g, b, a) that does not differ. */
uint8_t pk_faded_grey_of(const uint8_t pixel[4], double fade);

#ifdef __cplusplus
}
#endif

#endif
