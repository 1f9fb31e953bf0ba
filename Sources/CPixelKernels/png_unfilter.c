/* PNG row filters undone (PNG 1.2, section 9): the decoder's half of png_scanlines.c's filters.
 * Plain C for every pixel size; SSE2 one pixel at a time for 3- and 4-byte pixels (8-bit RGB and
 * RGBA, nearly every file), where Sub, Average and Paeth depend on the pixel just written. Byte
 * arithmetic modulo 256 throughout, so every version gives the same bytes. */
#include "kernel.h"

#include <stdlib.h>
#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>

/* Three or four bytes into the low lanes of a register, zero-extended to 16 bits, and back. */
PK_INLINE __m128i load_pixel(const uint8_t *p, ptrdiff_t bpp) {
    uint32_t word = 0;
    if (bpp == 4) memcpy(&word, p, 4);
    else memcpy(&word, p, 3);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)word), _mm_setzero_si128());
}

PK_INLINE void store_pixel(uint8_t *p, __m128i v, ptrdiff_t bpp) {
    /* v holds bytes (0...255) in 16-bit lanes: pack them back to bytes. */
    uint32_t word = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(v, v));
    if (bpp == 4) memcpy(p, &word, 4);
    else memcpy(p, &word, 3);
}

PK_INLINE __m128i select_i16(__m128i mask, __m128i yes, __m128i no) {
    return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}

/* Paeth for 3- or 4-byte pixels. Each pixel needs the one to its left, so the time is the chain
 * of operations from that pixel to this one. Written as Paeth's rule (PNG 1.2, 6.6), the chain is
 * long (two absolute differences, their minimum, two comparisons, two selections). Here
 * everything that depends on the row above only (b above, c above-left) is computed first, as
 * bounds on a (the pixel to the left):
 *
 *   a wins when a >= hi or a <= lo, with hi, lo the larger and smaller of b and 3c - 2b;
 *   otherwise b wins when a >= ceil((3c - b) / 2) if b >= c, when a <= floor((3c - b) / 2) if
 *   b < c; otherwise c,
 *
 * which leaves four comparisons, two selections and the add on the chain. The two forms agree on
 * all 2^24 triples (a, b, c) (checked by the tests against the plain code). Sums are 16-bit: 3c - 2b
 * lies in -510...765. */
static void paeth_sse2(const uint8_t *in, const uint8_t *prev, uint8_t *out, ptrdiff_t length, ptrdiff_t bpp) {
    __m128i a = _mm_setzero_si128();
    __m128i c = _mm_setzero_si128();
    const __m128i one = _mm_set1_epi16(1);
    const __m128i far_low = _mm_set1_epi16(-0x4000), far_high = _mm_set1_epi16(0x4000);
    for (ptrdiff_t i = 0; i < length; i += bpp) {
        __m128i x = load_pixel(in + i, bpp);
        __m128i b = load_pixel(prev + i, bpp);
        /* From b and c only. */
        __m128i e = _mm_sub_epi16(b, c);
        __m128i other = _mm_sub_epi16(c, _mm_add_epi16(e, e)); /* 3c - 2b */
        __m128i hi = _mm_sub_epi16(_mm_max_epi16(b, other), one);
        __m128i lo = _mm_add_epi16(_mm_min_epi16(b, other), one);
        __m128i t = _mm_sub_epi16(_mm_add_epi16(c, _mm_add_epi16(c, c)), b); /* 3c - b */
        __m128i falls = _mm_cmpgt_epi16(_mm_setzero_si128(), e);             /* b < c */
        __m128i b_low = select_i16(falls, far_low, _mm_sub_epi16(_mm_srai_epi16(_mm_add_epi16(t, one), 1), one));
        __m128i b_high = select_i16(falls, _mm_add_epi16(_mm_srai_epi16(t, 1), one), far_high);
        __m128i b_or_c = _mm_xor_si128(b, c);
        /* The chain from a. */
        __m128i takes_a = _mm_or_si128(_mm_cmpgt_epi16(a, hi), _mm_cmpgt_epi16(lo, a));
        __m128i takes_b = _mm_and_si128(_mm_cmpgt_epi16(a, b_low), _mm_cmpgt_epi16(b_high, a));
        __m128i bc = _mm_xor_si128(c, _mm_and_si128(takes_b, b_or_c));
        __m128i nearest = select_i16(takes_a, a, bc);
        /* Bytes in 16-bit lanes: an 8-bit add wraps each sum and leaves the high bytes zero. */
        a = _mm_add_epi8(x, nearest);
        store_pixel(out + i, a, bpp);
        c = b;
    }
}

/* Sub and Average for 3- or 4-byte pixels, one pixel per step (each needs the one to its left). */
static void sub_average_sse2(int filter, const uint8_t *in, const uint8_t *prev, uint8_t *out,
                             ptrdiff_t length, ptrdiff_t bpp) {
    __m128i a = _mm_setzero_si128(); /* the pixel to the left, unfiltered */
    for (ptrdiff_t i = 0; i < length; i += bpp) {
        __m128i x = load_pixel(in + i, bpp);
        __m128i step = a;
        if (filter == 3) {
            __m128i b = prev != NULL ? load_pixel(prev + i, bpp) : _mm_setzero_si128();
            step = _mm_srli_epi16(_mm_add_epi16(a, b), 1);
        }
        a = _mm_add_epi8(x, step);
        store_pixel(out + i, a, bpp);
    }
}
#endif

PK_INLINE uint8_t paeth(int a, int b, int c) {
    int p = a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return (uint8_t)a;
    return (uint8_t)(pb <= pc ? b : c);
}

int pk_png_unfilter(int filter, const uint8_t *in, const uint8_t *prev, uint8_t *out, ptrdiff_t length,
                    ptrdiff_t bpp) {
    if (filter < 0 || filter > 4 || bpp < 1) return 0;
    if (filter == 0 || (filter == 2 && prev == NULL)) {
        if (out != in) memmove(out, in, (size_t)length);
        return 1;
    }
    if (filter == 2) {
        ptrdiff_t i = 0;
#if defined(__SSE2__)
        for (; i + 16 <= length; i += 16) {
            __m128i x = _mm_loadu_si128((const __m128i *)(const void *)(in + i));
            __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(prev + i));
            _mm_storeu_si128((__m128i *)(void *)(out + i), _mm_add_epi8(x, b));
        }
#endif
        for (; i < length; i++) out[i] = (uint8_t)(in[i] + prev[i]);
        return 1;
    }
#if defined(__SSE2__)
    if ((bpp == 3 || bpp == 4) && length % bpp == 0 && (filter != 4 || prev != NULL)) {
        if (filter == 4) paeth_sse2(in, prev, out, length, bpp);
        else sub_average_sse2(filter, in, prev, out, length, bpp);
        return 1;
    }
#endif
    ptrdiff_t i = 0;
    switch (filter) {
    case 1:
        for (; i < bpp && i < length; i++) out[i] = in[i];
        for (; i < length; i++) out[i] = (uint8_t)(in[i] + out[i - bpp]);
        break;
    case 3:
        for (; i < bpp && i < length; i++) out[i] = (uint8_t)(in[i] + ((prev != NULL ? prev[i] : 0) >> 1));
        for (; i < length; i++) out[i] = (uint8_t)(in[i] + ((out[i - bpp] + (prev != NULL ? prev[i] : 0)) >> 1));
        break;
    default:
        if (prev == NULL) {
            /* Above is zero: Paeth picks the left pixel, as Sub does. */
            for (; i < bpp && i < length; i++) out[i] = in[i];
            for (; i < length; i++) out[i] = (uint8_t)(in[i] + out[i - bpp]);
        } else {
            for (; i < bpp && i < length; i++) out[i] = (uint8_t)(in[i] + paeth(0, prev[i], 0));
            for (; i < length; i++) out[i] = (uint8_t)(in[i] + paeth(out[i - bpp], prev[i], prev[i - bpp]));
        }
        break;
    }
    return 1;
}
