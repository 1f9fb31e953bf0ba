#include "kernel.h"

#include <stdlib.h>

/* The row pass with N taps written out (no inner loop, which matters at -O0); SUM(c) is the
 * weighted sum of channel c. */
#define PK_ROW_TAPS(N, SUM)                                                                       \
    for (ptrdiff_t o = 0; o < out_width; o++, m += 4, w += N) {                                   \
        const uint8_t *p = s + 4 * start[o];                                                      \
        m[0] = (uint16_t)((32 + SUM(0)) >> 6);                                                    \
        m[1] = (uint16_t)((32 + SUM(1)) >> 6);                                                    \
        m[2] = (uint16_t)((32 + SUM(2)) >> 6);                                                    \
        m[3] = (uint16_t)((32 + SUM(3)) >> 6);                                                    \
    }
#define PK_TAPS1(c) (p[c] * w[0])
#define PK_TAPS2(c) (PK_TAPS1(c) + p[4 + c] * w[1])
#define PK_TAPS3(c) (PK_TAPS2(c) + p[8 + c] * w[2])
#define PK_TAPS4(c) (PK_TAPS3(c) + p[12 + c] * w[3])
#define PK_TAPS5(c) (PK_TAPS4(c) + p[16 + c] * w[4])
#define PK_TAPS6(c) (PK_TAPS5(c) + p[20 + c] * w[5])

#if defined(__SSE2__)
#include <emmintrin.h>

/* The four channel sums Σ p[4t + c]·w[t] of taps 0–3 (one 16-byte load) and, when `five`, tap 4,
 * with pmaddwd on pairs of taps (`w[0]` holds (w0, w2) and `w[1]` (w1, w3) in each 32-bit lane,
 * `w[2]` w4): weights ≤ 16384 and pixels ≤ 255 fit its signed 16-bit operands and every sum fits
 * 32 bits, so the sums are those of the scalar code. */
PK_INLINE __m128i pk_row_sums(const uint8_t *p, const __m128i *w, int five) {
    const __m128i zero = _mm_setzero_si128();
    __m128i px = _mm_loadu_si128((const __m128i *)(const void *)p);
    __m128i lo = _mm_unpacklo_epi8(px, zero), hi = _mm_unpackhi_epi8(px, zero);   /* taps 0, 1 | 2, 3 */
    __m128i even = _mm_unpacklo_epi16(lo, hi), odd = _mm_unpackhi_epi16(lo, hi); /* taps 0, 2 | 1, 3 */
    __m128i sums = _mm_add_epi32(_mm_madd_epi16(even, w[0]), _mm_madd_epi16(odd, w[1]));
    if (five) {
        int32_t word;
        __builtin_memcpy(&word, p + 16, 4);
        __m128i tap = _mm_unpacklo_epi16(_mm_unpacklo_epi8(_mm_cvtsi32_si128(word), zero), zero);
        sums = _mm_add_epi32(sums, _mm_madd_epi16(tap, w[2]));
    }
    return sums;
}

/* (32 + Σ) >> 6 (≤ 65280) less 32768, so that a signed pack keeps it. */
PK_INLINE __m128i pk_row_value(__m128i sums) {
    return _mm_sub_epi32(_mm_srli_epi32(_mm_add_epi32(sums, _mm_set1_epi32(32)), 6), _mm_set1_epi32(32768));
}

/* The row pass for 4 or 5 taps, two outputs per 16-byte store; `packed` holds each output's
 * weights as three vectors (see `pk_row_sums`). */
PK_INLINE void pk_rows_sse2(const uint8_t *s, const ptrdiff_t *start, const __m128i *packed, int five,
                            ptrdiff_t out_width, uint16_t *m) {
    const __m128i flip = _mm_set1_epi16((short)0x8000);
    ptrdiff_t o = 0;
    for (; o + 2 <= out_width; o += 2, m += 8, packed += 6) {
        __m128i a = pk_row_value(pk_row_sums(s + 4 * start[o], packed, five));
        __m128i b = pk_row_value(pk_row_sums(s + 4 * start[o + 1], packed + 3, five));
        _mm_storeu_si128((__m128i *)(void *)m, _mm_xor_si128(_mm_packs_epi32(a, b), flip));
    }
    if (o < out_width) {
        __m128i a = pk_row_value(pk_row_sums(s + 4 * start[o], packed, five));
        _mm_storel_epi64((__m128i *)(void *)m, _mm_xor_si128(_mm_packs_epi32(a, a), flip));
    }
}

/* The column pass of one output row for up to 8 taps, eight values at a time: each product
 * mid · weight (both at most 16 bits unsigned: weights ≤ 16384) is formed exactly as 32 bits from
 * its low and high halves, and the sums (< 2^31) are those of the scalar code; the final
 * min(255, ·) is the unsigned saturation of the packs. Returns how many values were done. */
PK_INLINE ptrdiff_t pk_columns_sse2(const uint16_t *const *rows, const int32_t *w, const ptrdiff_t taps,
                                    ptrdiff_t row_length, uint8_t *d) {
    const __m128i round = _mm_set1_epi32(1 << 21);
    __m128i weight[8];
    for (ptrdiff_t t = 0; t < taps; t++) weight[t] = _mm_set1_epi16((short)(uint16_t)w[t]);
    ptrdiff_t i = 0;
    for (; i + 8 <= row_length; i += 8) {
        __m128i lo = round, hi = round;
        for (ptrdiff_t t = 0; t < taps; t++) {
            __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(rows[t] + i));
            __m128i pl = _mm_mullo_epi16(v, weight[t]), ph = _mm_mulhi_epu16(v, weight[t]);
            lo = _mm_add_epi32(lo, _mm_unpacklo_epi16(pl, ph));
            hi = _mm_add_epi32(hi, _mm_unpackhi_epi16(pl, ph));
        }
        __m128i words = _mm_packs_epi32(_mm_srli_epi32(lo, 22), _mm_srli_epi32(hi, 22));
        _mm_storel_epi64((__m128i *)(void *)(d + i), _mm_packus_epi16(words, words));
    }
    return i;
}
#endif

int pk_kernels_fastest_differs(void) {
#if PK_HAVE_AVX2
    /* 0 not known yet, 1 without AVX2, 2 with: the check runs once (a race only repeats it). */
    static int avx2 = 0;
    int known = __atomic_load_n(&avx2, __ATOMIC_RELAXED);
    if (known == 0) {
        __builtin_cpu_init();
        known = __builtin_cpu_supports("avx2") ? 2 : 1;
        __atomic_store_n(&avx2, known, __ATOMIC_RELAXED);
    }
    return known == 2;
#else
    return 0;
#endif
}

#if PK_HAVE_AVX2
/* Whether `kernels` asks for the AVX2 code and this processor runs it. */
static int pk_use_avx2(pk_kernels kernels) {
    return kernels == PK_KERNELS_FASTEST && pk_kernels_fastest_differs();
}
#endif

void pk_resample_rows(const uint8_t *source, ptrdiff_t source_stride, ptrdiff_t rows, const ptrdiff_t *start,
                      const int32_t *weights, ptrdiff_t taps, ptrdiff_t out_width, uint16_t *mid,
                      pk_kernels kernels) {
#if !PK_HAVE_AVX2
    (void)kernels;
#else
    if (pk_use_avx2(kernels) && pk_resample_rows_avx2(source, source_stride, rows, start, weights, taps, out_width, mid)) {
        return;
    }
#endif
#if defined(__SSE2__)
    if ((taps == 4 || taps == 5) && out_width > 0) {
        /* Each output's weights as pmaddwd operands, once for all rows. */
        __m128i *packed = malloc((size_t)out_width * 3 * sizeof *packed);
        if (packed != NULL) {
            for (ptrdiff_t o = 0; o < out_width; o++) {
                const int32_t *w = weights + taps * o;
                packed[3 * o] = _mm_set1_epi32((int32_t)((uint32_t)w[0] | ((uint32_t)w[2] << 16)));
                packed[3 * o + 1] = _mm_set1_epi32((int32_t)((uint32_t)w[1] | ((uint32_t)w[3] << 16)));
                packed[3 * o + 2] = _mm_set1_epi32(taps == 5 ? w[4] : 0);
            }
            for (ptrdiff_t row = 0; row < rows; row++) {
                pk_rows_sse2(source + 4 * source_stride * row, start, packed, taps == 5, out_width,
                             mid + 4 * out_width * row);
            }
            free(packed);
            return;
        }
    }
#endif
    for (ptrdiff_t row = 0; row < rows; row++) {
        const uint8_t *s = source + 4 * source_stride * row;
        uint16_t *m = mid + 4 * out_width * row;
        const int32_t *w = weights;
        switch (taps) {
        case 1: PK_ROW_TAPS(1, PK_TAPS1) break;
        case 2: PK_ROW_TAPS(2, PK_TAPS2) break;
        case 3: PK_ROW_TAPS(3, PK_TAPS3) break;
        case 4: PK_ROW_TAPS(4, PK_TAPS4) break;
        case 5: PK_ROW_TAPS(5, PK_TAPS5) break;
        case 6: PK_ROW_TAPS(6, PK_TAPS6) break;
        default:
            /* The first four taps written out, the rest in a loop. */
            for (ptrdiff_t o = 0; o < out_width; o++, m += 4, w += taps) {
                const uint8_t *p = s + 4 * start[o];
                int32_t s0 = 32 + PK_TAPS4(0), s1 = 32 + PK_TAPS4(1), s2 = 32 + PK_TAPS4(2), s3 = 32 + PK_TAPS4(3);
                for (ptrdiff_t t = 4; t < taps; t++) {
                    const uint8_t *q = p + 4 * t;
                    int32_t k = w[t];
                    s0 += q[0] * k;
                    s1 += q[1] * k;
                    s2 += q[2] * k;
                    s3 += q[3] * k;
                }
                m[0] = (uint16_t)(s0 >> 6);
                m[1] = (uint16_t)(s1 >> 6);
                m[2] = (uint16_t)(s2 >> 6);
                m[3] = (uint16_t)(s3 >> 6);
            }
        }
    }
}

void pk_resample_columns(const uint16_t *mid, ptrdiff_t row_length, const ptrdiff_t *first,
                         const int32_t *weights, ptrdiff_t taps, ptrdiff_t out_height, uint8_t *out,
                         pk_kernels kernels) {
#if PK_HAVE_AVX2
    const int avx2 = pk_use_avx2(kernels);
#else
    (void)kernels;
#endif
    for (ptrdiff_t o = 0; o < out_height; o++) {
        const uint16_t *m = mid + row_length * first[o];
        const int32_t *w = weights + taps * o;
        uint8_t *d = out + row_length * o;
        ptrdiff_t done = 0;
#if defined(__SSE2__)
        if (taps <= 8) {
            const uint16_t *rows[8];
#if PK_HAVE_AVX2
            /* AVX2 first, 16 values at a time; SSE2 and plain C finish the row. */
            if (avx2) {
                for (ptrdiff_t t = 0; t < taps; t++) rows[t] = m + row_length * t;
                done = pk_resample_columns_avx2(rows, w, taps, row_length, d);
            }
#endif
            for (ptrdiff_t t = 0; t < taps; t++) rows[t] = m + row_length * t + done;
            ptrdiff_t left = row_length - done;
            uint8_t *e = d + done;
            /* A constant tap count, so that the tap loop is unrolled with the weights in registers. */
            switch (taps) {
            case 1: done += pk_columns_sse2(rows, w, 1, left, e); break;
            case 2: done += pk_columns_sse2(rows, w, 2, left, e); break;
            case 3: done += pk_columns_sse2(rows, w, 3, left, e); break;
            case 4: done += pk_columns_sse2(rows, w, 4, left, e); break;
            case 5: done += pk_columns_sse2(rows, w, 5, left, e); break;
            case 6: done += pk_columns_sse2(rows, w, 6, left, e); break;
            default: done += pk_columns_sse2(rows, w, taps, left, e); break;
            }
        }
#endif
        /* Four taps written out (missing ones with weight 0), further ones in a loop. */
        const uint16_t *m0 = m, *m1 = m, *m2 = m, *m3 = m;
        int32_t w0 = w[0], w1 = 0, w2 = 0, w3 = 0;
        if (taps > 1) { m1 = m + row_length; w1 = w[1]; }
        if (taps > 2) { m2 = m + 2 * row_length; w2 = w[2]; }
        if (taps > 3) { m3 = m + 3 * row_length; w3 = w[3]; }
        if (taps <= 4) {
            for (ptrdiff_t i = done; i < row_length; i++) {
                int32_t sum = ((1 << 21) + w0 * m0[i] + w1 * m1[i] + w2 * m2[i] + w3 * m3[i]) >> 22;
                d[i] = (uint8_t)(sum > 255 ? 255 : sum);
            }
            continue;
        }
        if (taps <= 6) {
            /* Six taps written out (a missing sixth with weight 0): a 2× screen reduced to a
             * thumbnail has five. */
            const uint16_t *m4 = m + 4 * row_length, *m5 = m4;
            int32_t w4 = w[4], w5 = 0;
            if (taps > 5) { m5 = m + 5 * row_length; w5 = w[5]; }
            for (ptrdiff_t i = done; i < row_length; i++) {
                int32_t sum = ((1 << 21) + w0 * m0[i] + w1 * m1[i] + w2 * m2[i] + w3 * m3[i]
                               + w4 * m4[i] + w5 * m5[i]) >> 22;
                d[i] = (uint8_t)(sum > 255 ? 255 : sum);
            }
            continue;
        }
        for (ptrdiff_t i = done; i < row_length; i++) {
            int32_t sum = (1 << 21) + w0 * m0[i] + w1 * m1[i] + w2 * m2[i] + w3 * m3[i];
            const uint16_t *mp = m3 + row_length + i;
            for (ptrdiff_t t = 4; t < taps; t++, mp += row_length) sum += w[t] * *mp;
            sum >>= 22;
            d[i] = (uint8_t)(sum > 255 ? 255 : sum);
        }
    }
}

/* Per-byte (a + b + c + e + 2) >> 2 of four words, two bytes per 16-bit lane at a time. */
PK_INLINE uint32_t pk_average4(uint32_t a, uint32_t b, uint32_t c, uint32_t e) {
    const uint32_t low = 0x00FF00FFu, round = 0x00020002u;
    uint32_t even = (a & low) + (b & low) + (c & low) + (e & low);
    uint32_t odd = ((a >> 8) & low) + ((b >> 8) & low) + ((c >> 8) & low) + ((e >> 8) & low);
    return (((even + round) >> 2) & low) | ((((odd + round) >> 2) & low) << 8);
}

void pk_halve(const uint8_t *source, ptrdiff_t source_stride, uint8_t *out, ptrdiff_t width, ptrdiff_t height) {
    for (ptrdiff_t j = 0; j < height; j++) {
        const uint32_t *top = (const uint32_t *)(const void *)(source + 4 * source_stride * 2 * j);
        const uint32_t *bottom = top + source_stride;
        uint32_t *d = (uint32_t *)(void *)(out + 4 * width * j);
        for (ptrdiff_t i = 0; i < width; i++, top += 2, bottom += 2) {
            d[i] = pk_average4(top[0], top[1], bottom[0], bottom[1]);
        }
    }
}
