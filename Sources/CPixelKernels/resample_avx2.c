#include "kernel.h"

/*
 * The resampling passes with AVX2 (resample.c chooses them when the processor has it). The same
 * integer sums as the baseline code, in the same order of rounding: pmaddwd multiplies pixels
 * (≤ 255) by weights (≤ 16384), both exact as its signed 16-bit operands, and adds pairs of taps
 * in 32 bits (≤ 2 · 255 · 16384 < 2^31); integer addition does not depend on its order, so every
 * sum and every byte equals the scalar code's. Taps a row pass does not have get weight 0 and read
 * no byte past the last tap.
 */

#if PK_HAVE_AVX2
#include <immintrin.h>
#include <stdlib.h>

#define PK_AVX2_INLINE static inline __attribute__((always_inline, target("avx2")))

PK_AVX2_INLINE int32_t pk_load32(const uint8_t *p) {
    int32_t word;
    __builtin_memcpy(&word, p, 4);
    return word;
}

/* The bytes of taps 0–3 of an output (4 per tap) whose first tap is at `p`; taps beyond `taps`
 * are zero and not read. */
PK_AVX2_INLINE __m128i pk_taps_low(const uint8_t *p, ptrdiff_t taps) {
    switch (taps) {
    case 1: return _mm_cvtsi32_si128(pk_load32(p));
    case 2: return _mm_loadl_epi64((const __m128i *)(const void *)p);
    case 3: return _mm_insert_epi32(_mm_loadl_epi64((const __m128i *)(const void *)p), pk_load32(p + 8), 2);
    default: return _mm_loadu_si128((const __m128i *)(const void *)p);
    }
}

/* Taps 4 and 5 of two outputs (at `p` and `q`), output p's in the low 8 bytes; zero when absent. */
PK_AVX2_INLINE __m128i pk_taps_high(const uint8_t *p, const uint8_t *q, ptrdiff_t taps) {
    if (taps == 5) return _mm_insert_epi32(_mm_cvtsi32_si128(pk_load32(p + 16)), pk_load32(q + 16), 2);
    int64_t a, b;
    __builtin_memcpy(&a, p + 16, 8);
    __builtin_memcpy(&b, q + 16, 8);
    return _mm_set_epi64x(b, a);
}

/* The four channel values (32 + Σ) >> 6 of two outputs, output a's in the low lane: `w` holds
 * the pairs (w0, w1), (w2, w3) and, with more than 4 taps, (w4, w5) of both, as 32-bit lanes. */
PK_AVX2_INLINE __m256i pk_row_pair(const uint8_t *a, const uint8_t *b, const __m256i *w, ptrdiff_t taps) {
    /* Per 8 bytes: channel c of tap 2k and of tap 2k + 1 side by side. */
    const __m256i pairs = _mm256_setr_epi8(0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15,
                                           0, 4, 1, 5, 2, 6, 3, 7, 8, 12, 9, 13, 10, 14, 11, 15);
    const __m256i zero = _mm256_setzero_si256();
    __m256i px = _mm256_inserti128_si256(_mm256_castsi128_si256(pk_taps_low(a, taps)), pk_taps_low(b, taps), 1);
    px = _mm256_shuffle_epi8(px, pairs);
    __m256i sums = _mm256_madd_epi16(_mm256_unpacklo_epi8(px, zero), w[0]);
    if (taps > 2) sums = _mm256_add_epi32(sums, _mm256_madd_epi16(_mm256_unpackhi_epi8(px, zero), w[1]));
    if (taps > 4) {
        __m128i high = _mm_shuffle_epi8(pk_taps_high(a, b, taps), _mm256_castsi256_si128(pairs));
        sums = _mm256_add_epi32(sums, _mm256_madd_epi16(_mm256_cvtepu8_epi16(high), w[2]));
    }
    return _mm256_srli_epi32(_mm256_add_epi32(sums, _mm256_set1_epi32(32)), 6);
}

/* Output o's channels by the scalar rule (the last outputs of a row, fewer than four). */
PK_AVX2_INLINE void pk_row_one(const uint8_t *p, const int32_t *w, ptrdiff_t taps, uint16_t *m) {
    for (int c = 0; c < 4; c++) {
        int32_t sum = 32;
        for (ptrdiff_t t = 0; t < taps; t++) sum += p[4 * t + c] * w[t];
        m[c] = (uint16_t)(sum >> 6);
    }
}

/* One row: four outputs (a, b, c, d) per 32-byte store; `packed` holds, per group of four, the
 * weight vectors of the lanes (a | c) then those of (b | d), `vectors` each. */
PK_AVX2_INLINE void pk_row_avx2(const uint8_t *s, const ptrdiff_t *start, const __m256i *packed, ptrdiff_t vectors,
                                const int32_t *weights, ptrdiff_t taps, ptrdiff_t out_width, uint16_t *m) {
    ptrdiff_t o = 0;
    for (; o + 4 <= out_width; o += 4, m += 16, packed += 2 * vectors) {
        __m256i ac = pk_row_pair(s + 4 * start[o], s + 4 * start[o + 2], packed, taps);
        __m256i bd = pk_row_pair(s + 4 * start[o + 1], s + 4 * start[o + 3], packed + vectors, taps);
        /* Lane 0: a, b; lane 1: c, d. The values are ≤ 65280: the unsigned pack keeps them. */
        _mm256_storeu_si256((__m256i *)(void *)m, _mm256_packus_epi32(ac, bd));
    }
    for (; o < out_width; o++, m += 4) pk_row_one(s + 4 * start[o], weights + taps * o, taps, m);
}

/* The weight pair (w[i], w[i + 1]) of an output as one 32-bit lane (0 beyond `taps`). */
static int32_t pk_weight_pair(const int32_t *w, ptrdiff_t i, ptrdiff_t taps) {
    uint32_t low = i < taps ? (uint32_t)w[i] : 0, high = i + 1 < taps ? (uint32_t)w[i + 1] : 0;
    return (int32_t)(low | high << 16);
}

__attribute__((target("avx2"))) int pk_resample_rows_avx2(const uint8_t *source, ptrdiff_t source_stride,
                                                           ptrdiff_t rows, const ptrdiff_t *start,
                                                           const int32_t *weights, ptrdiff_t taps,
                                                           ptrdiff_t out_width, uint16_t *mid) {
    if (taps < 1 || taps > 6 || out_width < 4) return 0;
    const ptrdiff_t vectors = (taps + 1) / 2, groups = out_width / 4;
    /* 32-byte vectors want 32-byte alignment (malloc gives 16); the size is a multiple of it. */
    __m256i *packed = aligned_alloc(sizeof *packed, (size_t)(groups * 2 * vectors) * sizeof *packed);
    if (packed == NULL) return 0;
    for (ptrdiff_t g = 0; g < groups; g++) {
        for (ptrdiff_t half = 0; half < 2; half++) {
            /* Lanes (a | c) for half 0, (b | d) for half 1. */
            const int32_t *low = weights + taps * (4 * g + half), *high = weights + taps * (4 * g + half + 2);
            for (ptrdiff_t v = 0; v < vectors; v++) {
                __m128i l = _mm_set1_epi32(pk_weight_pair(low, 2 * v, taps));
                __m128i h = _mm_set1_epi32(pk_weight_pair(high, 2 * v, taps));
                packed[(2 * g + half) * vectors + v] = _mm256_inserti128_si256(_mm256_castsi128_si256(l), h, 1);
            }
        }
    }
    for (ptrdiff_t row = 0; row < rows; row++) {
        const uint8_t *s = source + 4 * source_stride * row;
        uint16_t *m = mid + 4 * out_width * row;
        /* A constant tap count, so that the loads and the extra taps are chosen once. */
        switch (taps) {
        case 1: pk_row_avx2(s, start, packed, 1, weights, 1, out_width, m); break;
        case 2: pk_row_avx2(s, start, packed, 1, weights, 2, out_width, m); break;
        case 3: pk_row_avx2(s, start, packed, 2, weights, 3, out_width, m); break;
        case 4: pk_row_avx2(s, start, packed, 2, weights, 4, out_width, m); break;
        case 5: pk_row_avx2(s, start, packed, 3, weights, 5, out_width, m); break;
        default: pk_row_avx2(s, start, packed, 3, weights, 6, out_width, m); break;
        }
    }
    free(packed);
    return 1;
}

/* Sixteen values of a column-pass row (SSE2's method on twice the width): each product
 * mid · weight, both ≤ 16 bits unsigned, formed exactly as 32 bits from its low and high halves. */
PK_AVX2_INLINE ptrdiff_t pk_columns_avx2(const uint16_t *const *rows, const int32_t *w, const ptrdiff_t taps,
                                         ptrdiff_t row_length, uint8_t *d) {
    const __m256i round = _mm256_set1_epi32(1 << 21);
    __m256i weight[8];
    for (ptrdiff_t t = 0; t < taps; t++) weight[t] = _mm256_set1_epi16((short)(uint16_t)w[t]);
    ptrdiff_t i = 0;
    for (; i + 16 <= row_length; i += 16) {
        __m256i lo = round, hi = round;
        for (ptrdiff_t t = 0; t < taps; t++) {
            __m256i v = _mm256_loadu_si256((const __m256i *)(const void *)(rows[t] + i));
            __m256i pl = _mm256_mullo_epi16(v, weight[t]), ph = _mm256_mulhi_epu16(v, weight[t]);
            lo = _mm256_add_epi32(lo, _mm256_unpacklo_epi16(pl, ph));
            hi = _mm256_add_epi32(hi, _mm256_unpackhi_epi16(pl, ph));
        }
        /* Per lane: values 0–3 in lo, 4–7 in hi; the packs keep lane order, and the unsigned
         * saturation is the final min(255, ·). */
        __m256i words = _mm256_packs_epi32(_mm256_srli_epi32(lo, 22), _mm256_srli_epi32(hi, 22));
        __m256i bytes = _mm256_permute4x64_epi64(_mm256_packus_epi16(words, words), 0x08);
        _mm_storeu_si128((__m128i *)(void *)(d + i), _mm256_castsi256_si128(bytes));
    }
    return i;
}

__attribute__((target("avx2"))) ptrdiff_t pk_resample_columns_avx2(const uint16_t *const *rows, const int32_t *w,
                                                                    ptrdiff_t taps, ptrdiff_t row_length,
                                                                    uint8_t *d) {
    switch (taps) {
    case 1: return pk_columns_avx2(rows, w, 1, row_length, d);
    case 2: return pk_columns_avx2(rows, w, 2, row_length, d);
    case 3: return pk_columns_avx2(rows, w, 3, row_length, d);
    case 4: return pk_columns_avx2(rows, w, 4, row_length, d);
    case 5: return pk_columns_avx2(rows, w, 5, row_length, d);
    case 6: return pk_columns_avx2(rows, w, 6, row_length, d);
    default: return taps <= 8 ? pk_columns_avx2(rows, w, taps, row_length, d) : 0;
    }
}
#endif
