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

PK_INLINE __m128i abs_i16(__m128i x) {
    __m128i negative = _mm_srai_epi16(x, 15);
    return _mm_sub_epi16(_mm_xor_si128(x, negative), negative);
}

PK_INLINE __m128i select_i16(__m128i mask, __m128i yes, __m128i no) {
    return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}

/* Sub, Average and Paeth for 3- or 4-byte pixels, one pixel per step (each needs the one to its
 * left); the caller has checked the filter type. */
static void unfilter_sse2(int filter, const uint8_t *in, const uint8_t *prev, uint8_t *out,
                          ptrdiff_t length, ptrdiff_t bpp) {
    __m128i a = _mm_setzero_si128(); /* the pixel to the left, unfiltered */
    __m128i c = _mm_setzero_si128(); /* the pixel above that one */
    for (ptrdiff_t i = 0; i < length; i += bpp) {
        __m128i x = load_pixel(in + i, bpp);
        __m128i result;
        if (filter == 1) {
            result = _mm_add_epi16(x, a);
        } else {
            __m128i b = prev != NULL ? load_pixel(prev + i, bpp) : _mm_setzero_si128();
            if (filter == 3) {
                result = _mm_add_epi16(x, _mm_srli_epi16(_mm_add_epi16(a, b), 1));
            } else {
                /* Paeth: the one of a, b, c nearest to a + b - c, ties in that order. */
                __m128i pa = _mm_sub_epi16(b, c);
                __m128i pb = _mm_sub_epi16(a, c);
                __m128i pc = abs_i16(_mm_add_epi16(pa, pb));
                pa = abs_i16(pa);
                pb = abs_i16(pb);
                __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
                __m128i nearest = select_i16(_mm_cmpeq_epi16(smallest, pa), a,
                                             select_i16(_mm_cmpeq_epi16(smallest, pb), b, c));
                result = _mm_add_epi16(x, nearest);
            }
            c = b;
        }
        a = _mm_and_si128(result, _mm_set1_epi16(0xFF));
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
    if ((bpp == 3 || bpp == 4) && length % bpp == 0) {
        unfilter_sse2(filter, in, prev, out, length, bpp);
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
