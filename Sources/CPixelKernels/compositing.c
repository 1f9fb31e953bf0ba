#include "kernel.h"

#include <string.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void pk_over(uint8_t *p, int r, int g, int b, int a) { pk_over_pixel(p, r, g, b, a); }

void pk_over_span(uint8_t *p, ptrdiff_t count, int r, int g, int b, int a) {
    if (a <= 0 || count <= 0) return;
    if (a >= 255) {
        pk_fill(p, count, r, g, b, 255);
        return;
    }
    uint8_t *end = p + 4 * count;
    if (count < 64) {
        for (; p < end; p += 4) pk_over_pixel(p, r, g, b, a);
        return;
    }
    /* Long spans: the opaque-destination formula tabulated per channel. */
    uint8_t table[768];
    unsigned ia = (unsigned)(255 - a);
    unsigned kr = (unsigned)(r * a + 127), kg = (unsigned)(g * a + 127), kb = (unsigned)(b * a + 127);
    for (unsigned d = 0; d < 256; d++) {
        unsigned m = d * ia;
        table[d] = (uint8_t)pk_div255(kr + m);
        table[256 + d] = (uint8_t)pk_div255(kg + m);
        table[512 + d] = (uint8_t)pk_div255(kb + m);
    }
    /* A pixel equal to the one before becomes what that one became: large areas of one colour
     * (a dimmed background) cost a compare and a store per pixel, four at a time with SSE2. */
    uint32_t last_in = 0, last_out = 0;
    int have_last = 0;
    while (p < end) {
        uint32_t v;
        memcpy(&v, p, 4);
        if (have_last && v == last_in) {
#if defined(__SSE2__)
            const __m128i in4 = _mm_set1_epi32((int32_t)last_in), out4 = _mm_set1_epi32((int32_t)last_out);
            while (end - p >= 16) {
                __m128i four = _mm_loadu_si128((const __m128i *)(const void *)p);
                if (_mm_movemask_epi8(_mm_cmpeq_epi32(four, in4)) != 0xFFFF) break;
                _mm_storeu_si128((__m128i *)(void *)p, out4);
                p += 16;
            }
            if (p == end) break;
            memcpy(&v, p, 4);
            if (v != last_in) continue;
#endif
            memcpy(p, &last_out, 4);
            p += 4;
            continue;
        }
        if (p[3] == 255) {
            p[0] = table[p[0]];
            p[1] = table[256 + p[1]];
            p[2] = table[512 + p[2]];
        } else {
            pk_over_translucent(p, r, g, b, a);
        }
        last_in = v;
        memcpy(&last_out, p, 4);
        have_last = 1;
        p += 4;
    }
}

void pk_over_coverage(uint8_t *p, ptrdiff_t stride, const uint16_t *coverage, ptrdiff_t coverage_stride,
                      ptrdiff_t width, ptrdiff_t height, int r, int g, int b, int a) {
    for (ptrdiff_t y = 0; y < height; y++) {
        uint8_t *row = p + 4 * stride * y;
        const uint16_t *m = coverage + coverage_stride * y;
        ptrdiff_t x = 0;
        while (x < width) {
            unsigned n = m[x];
            ptrdiff_t run = 1;
            while (x + run < width && m[x + run] == n) run++;
            if (n != 0) pk_over_span(row + 4 * x, run, r, g, b, n == 256 ? a : pk_alpha256(a, (int)n));
            x += run;
        }
    }
}

void pk_over_sample_counts(uint8_t *p, const ptrdiff_t *counts, ptrdiff_t width, ptrdiff_t cy,
                           int r, int g, int b, int a) {
    for (ptrdiff_t i = 0; i < width; i++) {
        pk_over_pixel(p + 4 * i, r, g, b, pk_alpha256(a, (int)(counts[i] * cy)));
    }
}

void pk_over_image(uint8_t *p, ptrdiff_t stride, const uint8_t *source, ptrdiff_t source_stride,
                   const uint16_t *coverage, ptrdiff_t coverage_stride, ptrdiff_t width, ptrdiff_t height) {
    for (ptrdiff_t y = 0; y < height; y++) {
        uint8_t *d = p + 4 * stride * y;
        const uint8_t *s = source + 4 * source_stride * y;
        const uint8_t *end = s + 4 * width;
        if (coverage == NULL) {
            for (; s < end; s += 4, d += 4) pk_over_pixel(d, s[0], s[1], s[2], s[3]);
            continue;
        }
        const uint16_t *m = coverage + coverage_stride * y;
        while (s < end) {
            /* A run of fully covered opaque pixels is the source's bytes. */
            const uint8_t *run = s;
            const uint16_t *mr = m;
#if defined(__SSE2__)
            /* Four pixels at a time while all four are opaque and fully covered. */
            const __m128i ones = _mm_set1_epi32(-1), colour = _mm_set1_epi32(0x00FFFFFF), full = _mm_set1_epi16(256);
            while (end - run >= 16) {
                __m128i opaque = _mm_cmpeq_epi32(_mm_or_si128(_mm_loadu_si128((const __m128i *)(const void *)run), colour), ones);
                __m128i covered = _mm_cmpeq_epi16(_mm_loadl_epi64((const __m128i *)(const void *)mr), full);
                if (_mm_movemask_epi8(opaque) != 0xFFFF || (_mm_movemask_epi8(covered) & 0xFF) != 0xFF) break;
                run += 16, mr += 4;
            }
#endif
            while (run < end && *mr == 256 && run[3] == 255) run += 4, mr++;
            if (run != s) {
                memcpy(d, s, (size_t)(run - s));
                d += run - s;
                s = run;
                m = mr;
                continue;
            }
            int n = *m;
            pk_over_pixel(d, s[0], s[1], s[2], n == 256 ? s[3] : pk_alpha256(s[3], n));
            s += 4, d += 4, m++;
        }
    }
}

void pk_over_glyph(uint8_t *p, ptrdiff_t stride, const uint8_t *glyph, ptrdiff_t glyph_stride,
                   ptrdiff_t width, ptrdiff_t height, int r, int g, int b, int a) {
    for (ptrdiff_t y = 0; y < height; y++) {
        uint8_t *d = p + 4 * stride * y;
        const uint8_t *s = glyph + glyph_stride * y;
        for (ptrdiff_t x = 0; x < width; x++, d += 4) {
            unsigned c = s[x];
            if (c == 0) continue;
            pk_over_pixel(d, r, g, b, c == 255 ? a : (int)pk_div255((unsigned)a * c + 127));
        }
    }
}

void pk_over_profile(uint8_t *p, const ptrdiff_t *profile, ptrdiff_t count, ptrdiff_t vy, int r, int g, int b) {
    for (ptrdiff_t i = 0; i < count; i++, p += 4) {
        int64_t v = (int64_t)profile[i] * (int64_t)vy + ((int64_t)1 << 23);
        pk_over_pixel(p, r, g, b, (int)(v >> 24));
    }
}
