#include "kernel.h"

#include <string.h>

/*
 * The perceptual comparison (pixelmatch 5.x semantics) and the diff image's faded background.
 * These are the only kernels with floating point: IEEE-754 + - * / in the order written, which
 * is exactly rounded on every machine. Contraction into fused multiply-adds (which clang does
 * by default on arm64) would change results, so it is off.
 */
#pragma STDC FP_CONTRACT OFF

/* A colour channel with opacity `alpha` (0...1) over white. */
PK_INLINE double pk_blend(double c, double alpha) { return 255 + (c - 255) * alpha; }

/* The Y (brightness), I and Q components of YIQ. */
PK_INLINE double pk_luma(double r, double g, double b) { return r * 0.29889531 + g * 0.58662247 + b * 0.11448223; }
PK_INLINE double pk_in_phase(double r, double g, double b) { return r * 0.59597799 - g * 0.27417610 - b * 0.32180189; }
PK_INLINE double pk_quadrature(double r, double g, double b) { return r * 0.21147017 - g * 0.52261711 + b * 0.31114694; }

/* Squared YIQ distance between the pixels at p and q, or, with `brightness_only`, the signed
 * difference of their brightness. Translucent colours are blended onto white first. */
static double pk_color_delta(const uint8_t *p, const uint8_t *q, int brightness_only) {
    if (p[3] == q[3] && p[0] == q[0] && p[1] == q[1] && p[2] == q[2]) return 0;
    double r1 = p[0], g1 = p[1], b1 = p[2];
    double r2 = q[0], g2 = q[1], b2 = q[2];
    if (p[3] < 255) {
        double alpha = (double)p[3] / 255;
        r1 = pk_blend(r1, alpha); g1 = pk_blend(g1, alpha); b1 = pk_blend(b1, alpha);
    }
    if (q[3] < 255) {
        double alpha = (double)q[3] / 255;
        r2 = pk_blend(r2, alpha); g2 = pk_blend(g2, alpha); b2 = pk_blend(b2, alpha);
    }
    double y = pk_luma(r1, g1, b1) - pk_luma(r2, g2, b2);
    if (brightness_only) return y;
    double i = pk_in_phase(r1, g1, b1) - pk_in_phase(r2, g2, b2);
    double k = pk_quadrature(r1, g1, b1) - pk_quadrature(r2, g2, b2);
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * k * k;
}

/* The pixel at (x, y) of an image whose row `first` starts at `img`. */
PK_INLINE const uint8_t *pk_pixel(const uint8_t *img, ptrdiff_t width, ptrdiff_t first, ptrdiff_t x, ptrdiff_t y) {
    return img + ((y - first) * width + x) * 4;
}

/* Whether the pixel at (x1, y1) has three or more neighbours of exactly the same RGBA value
 * (a pixel on the image border counts one extra). Reads rows y1 - 1 ... y1 + 1 (within the image). */
static int pk_has_many_siblings(const uint8_t *img, ptrdiff_t width, ptrdiff_t height, ptrdiff_t first,
                                ptrdiff_t x1, ptrdiff_t y1) {
    ptrdiff_t x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    ptrdiff_t x2 = x1 + 1 < width ? x1 + 1 : width - 1, y2 = y1 + 1 < height ? y1 + 1 : height - 1;
    uint32_t value;
    memcpy(&value, pk_pixel(img, width, first, x1, y1), 4);
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    for (ptrdiff_t x = x0; x <= x2; x++) {
        for (ptrdiff_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            uint32_t other;
            memcpy(&other, pk_pixel(img, width, first, x, y), 4);
            if (other == value) zeroes++;
            if (zeroes > 2) return 1;
        }
    }
    return 0;
}

/* Whether the pixel at (x1, y1) of `img` is likely part of anti-aliasing: among its neighbours
 * at most two have the same brightness (a border pixel counts one extra), there is a darker
 * and a brighter one, and the darkest or the brightest lies in a flat area in both images.
 * Neighbours are visited column by column; the first extreme found wins ties. Reads rows
 * y1 - 2 ... y1 + 2 (within the image) of both images, whose row `first` starts at `img`, `other`. */
static int pk_is_antialiased(const uint8_t *img, const uint8_t *other, ptrdiff_t width, ptrdiff_t height,
                             ptrdiff_t first, ptrdiff_t x1, ptrdiff_t y1) {
    ptrdiff_t x0 = x1 > 0 ? x1 - 1 : 0, y0 = y1 > 0 ? y1 - 1 : 0;
    ptrdiff_t x2 = x1 + 1 < width ? x1 + 1 : width - 1, y2 = y1 + 1 < height ? y1 + 1 : height - 1;
    const uint8_t *center = pk_pixel(img, width, first, x1, y1);
    int zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0;
    double darkest = 0, brightest = 0;
    ptrdiff_t dark_x = 0, dark_y = 0, bright_x = 0, bright_y = 0;
    for (ptrdiff_t x = x0; x <= x2; x++) {
        for (ptrdiff_t y = y0; y <= y2; y++) {
            if (x == x1 && y == y1) continue;
            double delta = pk_color_delta(center, pk_pixel(img, width, first, x, y), 1);
            if (delta == 0) {
                zeroes++;
                if (zeroes > 2) return 0;
            } else if (delta < darkest) {
                darkest = delta;
                dark_x = x;
                dark_y = y;
            } else if (delta > brightest) {
                brightest = delta;
                bright_x = x;
                bright_y = y;
            }
        }
    }
    if (darkest == 0 || brightest == 0) return 0;
    return (pk_has_many_siblings(img, width, height, first, dark_x, dark_y)
            && pk_has_many_siblings(other, width, height, first, dark_x, dark_y))
        || (pk_has_many_siblings(img, width, height, first, bright_x, bright_y)
            && pk_has_many_siblings(other, width, height, first, bright_x, bright_y));
}

void pk_scan_perceptual(const uint8_t *expected, const uint8_t *actual, ptrdiff_t width, ptrdiff_t height,
                        ptrdiff_t first_row, ptrdiff_t y0, ptrdiff_t y1, double max_delta, int detect_antialiasing,
                        uint8_t *verdicts, pk_verdict_codes codes, pk_scan_tally *out) {
    if (expected == actual) return; /* one buffer: every row is identical */
    pk_scan_tally tally = *out;
    ptrdiff_t row_bytes = width * 4;
    for (ptrdiff_t y = y0; y < y1; y++) {
        const uint8_t *e = expected + row_bytes * (y - first_row);
        const uint8_t *a = actual + row_bytes * (y - first_row);
        if (memcmp(e, a, (size_t)row_bytes) == 0) continue;
        const uint32_t *ew = (const uint32_t *)(const void *)e;
        const uint32_t *aw = (const uint32_t *)(const void *)a;
        for (ptrdiff_t x = 0; x < width; x++) {
            if (ew[x] == aw[x]) continue;
            const uint8_t *ep = e + 4 * x, *ap = a + 4 * x;
            int d = 0;
            for (int c = 0; c < 4; c++) {
                int dc = ep[c] > ap[c] ? ep[c] - ap[c] : ap[c] - ep[c];
                if (dc > d) d = dc;
            }
            if (d > tally.max_channel_difference) tally.max_channel_difference = d;
            uint8_t verdict = codes.tolerated;
            if (pk_color_delta(ep, ap, 0) > max_delta) {
                if (detect_antialiasing
                    && (pk_is_antialiased(expected, actual, width, height, first_row, x, y)
                        || pk_is_antialiased(actual, expected, width, height, first_row, x, y))) {
                    verdict = codes.antialiased;
                    tally.antialiased++;
                } else {
                    verdict = codes.differs;
                    tally.differing++;
                    if (x < tally.min_x) tally.min_x = x;
                    if (x > tally.max_x) tally.max_x = x;
                    if (y < tally.min_y) tally.min_y = y;
                    if (y > tally.max_y) tally.max_y = y;
                }
            }
            if (verdicts != NULL) verdicts[width * (y - first_row) + x] = verdict;
        }
    }
    *out = tally;
}

/* The faded grey of one expected pixel (the diff image's background). */
static uint8_t pk_faded_grey(const uint8_t *pixel, double fade) {
    double luma = pk_luma(pixel[0], pixel[1], pixel[2]);
    double value = pk_blend(luma, fade * pixel[3] / 255);
    long grey = (long)value;
    return (uint8_t)(grey < 0 ? 0 : (grey > 255 ? 255 : grey));
}

/* Whether one of the four bytes of `x` equals the byte repeated in `bytes4`. */
PK_INLINE int pk_has_byte(uint32_t x, uint32_t bytes4) {
    uint32_t v = x ^ bytes4;
    return ((v - 0x01010101u) & ~v & 0x80808080u) != 0;
}

/* pk_draw_diff and pk_draw_diff_rgb: `channels` bytes a pixel written (4 with alpha 255, or 3). */
PK_INLINE void draw_diff(const uint8_t *expected, const uint8_t *verdicts, ptrdiff_t count, pk_verdict_codes codes,
                         const uint8_t difference[4], const uint8_t antialias[4], double fade, uint8_t *out,
                         int channels) {
    /* The grey is a function of the pixel's four bytes, and a screen has few colours, mostly in
     * runs: a small table of the greys computed last (indexed by a hash of the bytes) answers
     * most pixels without the floating-point formula, with the same value. */
    uint32_t keys[64];
    uint8_t greys[64];
    uint8_t known[64];
    memset(known, 0, sizeof known);
    uint32_t last_key = 0;
    uint8_t last_grey = 0;
    int has_last = 0;
    /* Four pixels at a time where their verdicts are all "differs", or all another one and their
     * bytes the colour just drawn: the flat areas and solid differences of a screen. */
    const uint32_t spread = 0x01010101u;
    const uint32_t differs4 = codes.differs * spread, antialiased4 = codes.antialiased * spread;
    ptrdiff_t i = 0;
    while (i < count) {
        if (count - i >= 4) {
            uint32_t v4;
            memcpy(&v4, verdicts + i, 4);
            if (v4 == differs4) {
                for (int k = 0; k < 4; k++, out += channels) {
                    out[0] = difference[0]; out[1] = difference[1]; out[2] = difference[2];
                    if (channels == 4) out[3] = 255;
                }
                i += 4;
                expected += 16;
                continue;
            }
            uint64_t first, second;
            memcpy(&first, expected, 8);
            memcpy(&second, expected + 8, 8);
            uint64_t run = (uint64_t)last_key * UINT64_C(0x0000000100000001);
            if (has_last && first == run && second == run && !pk_has_byte(v4, differs4) && !pk_has_byte(v4, antialiased4)) {
                if (channels == 3) {
                    memset(out, last_grey, 12);
                } else {
                    uint8_t pixel[4] = {last_grey, last_grey, last_grey, 255};
                    for (int k = 0; k < 4; k++) memcpy(out + 4 * k, pixel, 4);
                }
                out += 4 * channels;
                i += 4;
                expected += 16;
                continue;
            }
        }
        uint8_t v = verdicts[i];
        const uint8_t *colour;
        uint8_t grey[4];
        if (v == codes.differs) {
            colour = difference;
        } else if (v == codes.antialiased) {
            colour = antialias;
        } else {
            uint32_t key;
            memcpy(&key, expected, 4);
            if (!has_last || key != last_key) {
                unsigned slot = (unsigned)((key * 2654435761u) >> 26);
                if (!known[slot] || keys[slot] != key) {
                    keys[slot] = key;
                    greys[slot] = pk_faded_grey(expected, fade);
                    known[slot] = 1;
                }
                last_key = key;
                last_grey = greys[slot];
                has_last = 1;
            }
            grey[0] = grey[1] = grey[2] = last_grey;
            colour = grey;
        }
        out[0] = colour[0];
        out[1] = colour[1];
        out[2] = colour[2];
        if (channels == 4) out[3] = 255;
        i++;
        expected += 4;
        out += channels;
    }
}

void pk_draw_diff(const uint8_t *expected, const uint8_t *verdicts, ptrdiff_t count, pk_verdict_codes codes,
                  const uint8_t difference[4], const uint8_t antialias[4], double fade, uint8_t *out) {
    draw_diff(expected, verdicts, count, codes, difference, antialias, fade, out, 4);
}

void pk_draw_diff_rgb(const uint8_t *expected, const uint8_t *verdicts, ptrdiff_t count, pk_verdict_codes codes,
                      const uint8_t difference[4], const uint8_t antialias[4], double fade, uint8_t *out) {
    draw_diff(expected, verdicts, count, codes, difference, antialias, fade, out, 3);
}

uint8_t pk_faded_grey_of(const uint8_t pixel[4], double fade) { return pk_faded_grey(pixel, fade); }
