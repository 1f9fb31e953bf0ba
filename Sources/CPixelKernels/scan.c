#include "kernel.h"

#include <string.h>

PK_INLINE int pk_abs_diff(int a, int b) { return a > b ? a - b : b - a; }

/* The largest channel difference of two pixels. */
PK_INLINE int pk_channel_difference(const uint8_t *e, const uint8_t *a) {
    int d = pk_abs_diff(e[0], a[0]);
    int d1 = pk_abs_diff(e[1], a[1]);
    int d2 = pk_abs_diff(e[2], a[2]);
    int d3 = pk_abs_diff(e[3], a[3]);
    if (d1 > d) d = d1;
    if (d2 > d) d = d2;
    if (d3 > d) d = d3;
    return d;
}

#if defined(__SSE2__)
#include <emmintrin.h>

/* Pixels x0 ..< x0 + 4·n of one row, four at a time: per-byte |e − a| is (e ⊖ a) | (a ⊖ e)
 * (saturating), a pixel differs when some byte of it exceeds `threshold` (0 ≤ threshold ≤ 254),
 * and the row's largest byte difference is kept in `largest`. With `verdicts`, each pixel whose
 * bytes differ gets `codes.differs` or `codes.tolerated`. The same count, columns, maximum and
 * verdicts as the scalar loop: pixels whose bytes are equal differ by 0 and get no verdict. */
PK_INLINE void pk_scan_row_sse2(const uint8_t *e, const uint8_t *a, ptrdiff_t n, uint8_t threshold,
                                uint8_t *verdicts, pk_verdict_codes codes,
                                __m128i *largest, ptrdiff_t *count, ptrdiff_t *row_min, ptrdiff_t *row_max) {
    const __m128i zero = _mm_setzero_si128(), limit = _mm_set1_epi8((char)threshold);
    const uint32_t tolerated4 = codes.tolerated * 0x01010101u, differs4 = codes.differs * 0x01010101u;
    for (ptrdiff_t i = 0; i < n; i++) {
        __m128i ev = _mm_loadu_si128((const __m128i *)(const void *)(e + 16 * i));
        __m128i av = _mm_loadu_si128((const __m128i *)(const void *)(a + 16 * i));
        __m128i d = _mm_or_si128(_mm_subs_epu8(ev, av), _mm_subs_epu8(av, ev));
        *largest = _mm_max_epu8(*largest, d);
        __m128i over = _mm_cmpeq_epi32(_mm_subs_epu8(d, limit), zero);
        int mask = (~_mm_movemask_ps(_mm_castsi128_ps(over))) & 15;
        if (verdicts != NULL) {
            /* One byte a pixel, 0xFF where the pixel is unchanged / within the threshold; the
             * verdicts of unchanged pixels keep their bytes. */
            __m128i same = _mm_cmpeq_epi32(d, zero);
            __m128i bytes = _mm_packs_epi16(_mm_packs_epi32(same, over), zero);
            uint64_t both;
            _mm_storel_epi64((__m128i *)(void *)&both, bytes);
            uint32_t unchanged = (uint32_t)both, within = (uint32_t)(both >> 32);
            uint32_t old;
            memcpy(&old, verdicts + 4 * i, 4);
            uint32_t fresh = (within & tolerated4) | (~within & differs4);
            uint32_t merged = (old & unchanged) | (fresh & ~unchanged);
            memcpy(verdicts + 4 * i, &merged, 4);
        }
        if (mask == 0) continue;
        *count += __builtin_popcount((unsigned)mask);
        ptrdiff_t first = 4 * i + __builtin_ctz((unsigned)mask), last = 4 * i + 31 - __builtin_clz((unsigned)mask);
        if (first < *row_min) *row_min = first;
        *row_max = last;
    }
}

PK_INLINE int pk_max_byte(__m128i v) {
    v = _mm_max_epu8(v, _mm_srli_si128(v, 8));
    v = _mm_max_epu8(v, _mm_srli_si128(v, 4));
    v = _mm_max_epu8(v, _mm_srli_si128(v, 2));
    v = _mm_max_epu8(v, _mm_srli_si128(v, 1));
    return _mm_cvtsi128_si32(v) & 255;
}
#endif

void pk_scan_tally_init(pk_scan_tally *tally) {
    tally->differing = 0;
    tally->antialiased = 0;
    tally->max_channel_difference = 0;
    tally->min_x = PTRDIFF_MAX;
    tally->min_y = PTRDIFF_MAX;
    tally->max_x = -1;
    tally->max_y = -1;
}

void pk_scan_threshold(const uint8_t *expected, const uint8_t *actual, ptrdiff_t width, ptrdiff_t first_row,
                       ptrdiff_t y0, ptrdiff_t y1, ptrdiff_t threshold, uint8_t *verdicts, pk_verdict_codes codes,
                       pk_scan_tally *out) {
    if (expected == actual) return; /* one buffer: every row is identical */
    pk_scan_tally tally = *out;
    ptrdiff_t row_bytes = width * 4;
    for (ptrdiff_t y = y0; y < y1; y++) {
        const uint8_t *e = expected + row_bytes * (y - first_row);
        const uint8_t *a = actual + row_bytes * (y - first_row);
        if (memcmp(e, a, (size_t)row_bytes) == 0) continue;
        const uint32_t *ew = (const uint32_t *)(const void *)e;
        const uint32_t *aw = (const uint32_t *)(const void *)a;
        ptrdiff_t row_min = PTRDIFF_MAX, row_max = -1, row_count = 0;
        ptrdiff_t x = 0;
#if defined(__SSE2__)
        if (threshold >= 0 && threshold <= 254) {
            __m128i largest = _mm_setzero_si128();
            x = width / 4 * 4;
            uint8_t *row_verdicts = verdicts != NULL ? verdicts + width * (y - first_row) : NULL;
            pk_scan_row_sse2(e, a, width / 4, (uint8_t)threshold, row_verdicts, codes, &largest, &row_count, &row_min,
                             &row_max);
            int d = pk_max_byte(largest);
            if (d > tally.max_channel_difference) tally.max_channel_difference = d;
        }
#endif
        for (; x < width; x++) {
            if (ew[x] == aw[x]) continue;
            int d = pk_channel_difference(e + 4 * x, a + 4 * x);
            if (d > tally.max_channel_difference) tally.max_channel_difference = d;
            int differs = d > threshold;
            if (verdicts != NULL) verdicts[width * (y - first_row) + x] = differs ? codes.differs : codes.tolerated;
            if (differs) {
                row_count++;
                if (x < row_min) row_min = x;
                row_max = x;
            }
        }
        if (row_count > 0) {
            tally.differing += row_count;
            if (row_min < tally.min_x) tally.min_x = row_min;
            if (row_max > tally.max_x) tally.max_x = row_max;
            if (y < tally.min_y) tally.min_y = y;
            tally.max_y = y;
        }
    }
    *out = tally;
}
