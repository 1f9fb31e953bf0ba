#ifndef PIXELKERNELS_KERNEL_H
#define PIXELKERNELS_KERNEL_H

/*
 * Helpers shared by the kernels. They are forced inline: a debug build compiles C at -O0,
 * where only always_inline functions are inlined.
 */

#include "pixelkernels.h"

#define PK_INLINE static inline __attribute__((always_inline))

/* x / 255 for 0 <= x <= 65534, without a division instruction (which -O0 code would issue). */
PK_INLINE unsigned pk_div255(unsigned x) { return (x + 1 + (x >> 8)) >> 8; }

/* Source-over onto a destination whose alpha is below 255 (0 < a < 255). */
PK_INLINE void pk_over_translucent(uint8_t *p, int r, int g, int b, int a) {
    int sw = a * 255;
    int dw = p[3] * (255 - a);
    int w = sw + dw;
    int half = w / 2;
    p[0] = (uint8_t)((r * sw + p[0] * dw + half) / w);
    p[1] = (uint8_t)((g * sw + p[1] * dw + half) / w);
    p[2] = (uint8_t)((b * sw + p[2] * dw + half) / w);
    p[3] = (uint8_t)((w + 127) / 255);
}

/* Source-over of (r, g, b) at effective alpha a, the rules of docs/raster.md. */
PK_INLINE void pk_over_pixel(uint8_t *p, int r, int g, int b, int a) {
    if (a <= 0) return;
    if (a >= 255) {
        p[0] = (uint8_t)r;
        p[1] = (uint8_t)g;
        p[2] = (uint8_t)b;
        p[3] = 255;
        return;
    }
    if (p[3] == 255) {
        unsigned ia = (unsigned)(255 - a);
        p[0] = (uint8_t)pk_div255((unsigned)(r * a) + p[0] * ia + 127);
        p[1] = (uint8_t)pk_div255((unsigned)(g * a) + p[1] * ia + 127);
        p[2] = (uint8_t)pk_div255((unsigned)(b * a) + p[2] * ia + 127);
        return;
    }
    pk_over_translucent(p, r, g, b, a);
}

/* Effective alpha of colour alpha `a` at a coverage of n samples of 256. */
PK_INLINE int pk_alpha256(int a, int n) { return (a * n + 128) >> 8; }

/* AVX2 variants of kernels (resample_avx2.c): compiled for x86-64 with GCC or Clang, run only
 * when the processor has AVX2 (pk_kernels_fastest_differs); they give the baseline's bytes. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define PK_HAVE_AVX2 1

/* The row pass for 1 to 6 taps and at least 4 outputs; returns 0 (having written nothing) for
 * other tap counts or when out of memory. */
int pk_resample_rows_avx2(const uint8_t *source, ptrdiff_t source_stride, ptrdiff_t rows, const ptrdiff_t *start,
                          const int32_t *weights, ptrdiff_t taps, ptrdiff_t out_width, uint16_t *mid);

/* The first values of one column-pass output row, 16 at a time, for up to 8 taps (`rows[t]` is
 * tap t's row): returns how many it wrote (a multiple of 16; 0 for more than 8 taps). */
ptrdiff_t pk_resample_columns_avx2(const uint16_t *const *rows, const int32_t *w, ptrdiff_t taps,
                                   ptrdiff_t row_length, uint8_t *d);
#else
#define PK_HAVE_AVX2 0
#endif

#endif
