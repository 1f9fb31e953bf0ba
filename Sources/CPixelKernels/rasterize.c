#include "kernel.h"

#include <string.h>

/* Floor and ceiling of a / b for b > 0 (C division truncates towards zero). */
PK_INLINE ptrdiff_t pk_floor_div(ptrdiff_t a, ptrdiff_t b) {
    ptrdiff_t q = a / b;
    return (a % b != 0 && a < 0) ? q - 1 : q;
}

PK_INLINE ptrdiff_t pk_ceil_div(ptrdiff_t a, ptrdiff_t b) { return -pk_floor_div(-a, b); }

PK_INLINE ptrdiff_t pk_max(ptrdiff_t a, ptrdiff_t b) { return a > b ? a : b; }

PK_INLINE ptrdiff_t pk_min(ptrdiff_t a, ptrdiff_t b) { return a < b ? a : b; }

/* floor(sqrt(n)) for n >= 0, bit by bit (no floating point). */
static ptrdiff_t pk_isqrt(ptrdiff_t n) {
    if (n <= 0) return 0;
    ptrdiff_t x = n, result = 0;
    ptrdiff_t bit = (ptrdiff_t)1 << (sizeof(ptrdiff_t) * 8 - 2);
    while (bit > x) bit >>= 2;
    while (bit != 0) {
        if (x >= result + bit) {
            x -= result + bit;
            result = (result >> 1) + bit;
        } else {
            result >>= 1;
        }
        bit >>= 2;
    }
    return result;
}

/* The samples of the quantized span [xa, xb): ceil((xa - 8) / 16) ..< ceil((xb - 8) / 16). */
PK_INLINE void pk_spans_add_quantized(const pk_spans *spans, ptrdiff_t j, ptrdiff_t xa, ptrdiff_t xb) {
    pk_spans_add(spans, j, pk_ceil_div(xa - 8, 16), pk_ceil_div(xb - 8, 16));
}

void pk_spans_add(const pk_spans *spans, ptrdiff_t j, ptrdiff_t i0, ptrdiff_t i1) {
    ptrdiff_t width = spans->width;
    ptrdiff_t row = pk_floor_div(j, 16) - spans->y;
    if (row < 0 || row >= spans->height) return;
    ptrdiff_t lo = pk_max(i0, 16 * spans->x) - 16 * spans->x;
    ptrdiff_t hi = pk_min(i1, 16 * (spans->x + width)) - 16 * spans->x;
    if (hi <= lo) return;
    ptrdiff_t p0 = lo >> 4, p1 = hi >> 4;
    int32_t *part = spans->partial + width * row;
    if (p0 == p1) {
        part[p0] += (int32_t)(hi - lo);
        return;
    }
    part[p0] += (int32_t)(16 - (lo & 15));
    if (p1 > p0 + 1) {
        int32_t *d = spans->diff + (width + 1) * row;
        d[p0 + 1] += 16;
        d[p1] -= 16;
    }
    if ((hi & 15) != 0) part[p1] += (int32_t)(hi & 15);
}

/* The samples of sub-scanline j (sample row y = 16 j + 8) inside the rounded rectangle, relative to
 * sample column `origin` and clipped to [0, limit), as [*lo, *hi); 0 when there are none. A row at
 * vertical distance dy > 0 beyond a corner centre covers x0 + r - s <= x < min(x1, x1 - r + s + 1)
 * with s = isqrt(r^2 - dy^2), nothing when dy > r; other rows cover [x0, x1). */
PK_INLINE int pk_rounded_rect_span(ptrdiff_t j, ptrdiff_t x0, ptrdiff_t y0, ptrdiff_t x1, ptrdiff_t y1, ptrdiff_t r,
                                   ptrdiff_t origin, ptrdiff_t limit, ptrdiff_t *lo, ptrdiff_t *hi) {
    ptrdiff_t y = 16 * j + 8;
    ptrdiff_t xa = x0, xb = x1;
    ptrdiff_t dy = y < y0 + r ? y0 + r - y : (y > y1 - r ? y - (y1 - r) : 0);
    if (dy > 0) {
        if (dy > r) return 0;
        ptrdiff_t s = pk_isqrt(r * r - dy * dy);
        xa = x0 + r - s;
        xb = pk_min(x1, x1 - r + s + 1);
    }
    *lo = pk_max(pk_ceil_div(xa - 8, 16), origin) - origin;
    *hi = pk_min(pk_ceil_div(xb - 8, 16), origin + limit) - origin;
    return *hi > *lo;
}

void pk_coverage_rounded_rect(uint16_t *coverage, ptrdiff_t x, ptrdiff_t y, ptrdiff_t width, ptrdiff_t height,
                              ptrdiff_t x0, ptrdiff_t y0, ptrdiff_t x1, ptrdiff_t y1, ptrdiff_t r, int32_t *scratch) {
    ptrdiff_t jlo = pk_ceil_div(y0 - 8, 16), jhi = pk_ceil_div(y1 - 8, 16);
    int32_t *partial = scratch, *diff = scratch + width;
    /* Whether the row above was written from one span (lo, hi) n times. */
    int same = 0;
    ptrdiff_t last_lo = 0, last_hi = 0, last_n = 0;
    for (ptrdiff_t row = 0; row < height; row++) {
        uint16_t *out = coverage + width * row;
        ptrdiff_t j = pk_max(16 * (y + row), jlo), end = pk_min(16 * (y + row) + 16, jhi);
        ptrdiff_t lo[16], hi[16], n = 0;
        int uniform = 1;
        for (; j < end; j++) {
            if (!pk_rounded_rect_span(j, x0, y0, x1, y1, r, 16 * x, 16 * width, &lo[n], &hi[n])) continue;
            if (lo[n] != lo[0] || hi[n] != hi[0]) uniform = 0;
            n++;
        }
        if (n == 0) {
            for (ptrdiff_t p = 0; p < width; p++) out[p] = 0;
            same = 0;
            continue;
        }
        if (uniform) {
            /* n equal spans: each pixel gets n times its samples inside [lo, hi). */
            ptrdiff_t a = lo[0], b = hi[0], p0 = a >> 4, p1 = b >> 4;
            if (row > 0 && same == 1 && a == last_lo && b == last_hi && n == last_n) {
                /* The same spans as the row above (every row away from the corners). */
                memcpy(out, out - width, (size_t)width * sizeof *out);
                continue;
            }
            for (ptrdiff_t p = 0; p < p0; p++) out[p] = 0;
            if (p0 == p1) {
                out[p0] = (uint16_t)(n * (b - a));
            } else {
                out[p0] = (uint16_t)(n * (16 - (a & 15)));
                for (ptrdiff_t p = p0 + 1; p < p1; p++) out[p] = (uint16_t)(n * 16);
                if (p1 < width) out[p1] = (uint16_t)(n * (b & 15));
            }
            for (ptrdiff_t p = p1 + 1; p < width; p++) out[p] = 0;
            same = 1, last_lo = a, last_hi = b, last_n = n;
            continue;
        }
        /* Spans that differ (rows through a corner): partial counts at the ends, runs of 16 as
         * deltas, summed along the row. */
        same = 0;
        for (ptrdiff_t p = 0; p < width; p++) partial[p] = 0;
        for (ptrdiff_t p = 0; p <= width; p++) diff[p] = 0;
        for (ptrdiff_t k = 0; k < n; k++) {
            ptrdiff_t a = lo[k], b = hi[k], p0 = a >> 4, p1 = b >> 4;
            if (p0 == p1) {
                partial[p0] += (int32_t)(b - a);
                continue;
            }
            partial[p0] += (int32_t)(16 - (a & 15));
            if (p1 > p0 + 1) {
                diff[p0 + 1] += 16;
                diff[p1] -= 16;
            }
            if ((b & 15) != 0) partial[p1] += (int32_t)(b & 15);
        }
        int32_t run = 0;
        for (ptrdiff_t p = 0; p < width; p++) {
            run += diff[p];
            int32_t v = run + partial[p];
            out[p] = (uint16_t)(v < 0 ? 0 : (v > 256 ? 256 : v));
        }
    }
}

void pk_rasterize_edges(const pk_spans *spans, const ptrdiff_t *edges, ptrdiff_t count, ptrdiff_t min_y,
                        ptrdiff_t max_y, ptrdiff_t *scratch) {
    ptrdiff_t j = pk_max(pk_ceil_div(min_y - 8, 16), 16 * spans->y);
    ptrdiff_t end = pk_min(pk_ceil_div(max_y - 8, 16), 16 * (spans->y + spans->height));
    for (; j < end; j++) {
        ptrdiff_t y = 16 * j + 8;
        /* Crossings as (x, dir) pairs, inserted in order of x (stable: after equal ones). */
        ptrdiff_t n = 0;
        for (ptrdiff_t k = 0; k < count; k++) {
            const ptrdiff_t *e = edges + 5 * k;
            if (e[1] > y) break;
            if (y >= e[3]) continue;
            ptrdiff_t x = e[0] + pk_floor_div((y - e[1]) * (e[2] - e[0]), e[3] - e[1]);
            ptrdiff_t b = n - 1;
            while (b >= 0 && scratch[2 * b] > x) {
                scratch[2 * b + 2] = scratch[2 * b];
                scratch[2 * b + 3] = scratch[2 * b + 1];
                b--;
            }
            scratch[2 * b + 2] = x;
            scratch[2 * b + 3] = e[4];
            n++;
        }
        ptrdiff_t winding = 0, start = 0;
        for (ptrdiff_t c = 0; c < n; c++) {
            ptrdiff_t before = winding;
            winding += scratch[2 * c + 1];
            if (before == 0 && winding != 0) {
                start = scratch[2 * c];
            } else if (before != 0 && winding == 0) {
                pk_spans_add_quantized(spans, j, start, scratch[2 * c]);
            }
        }
    }
}
