#include "kernel.h"

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

void pk_rasterize_rounded_rect(const pk_spans *spans, ptrdiff_t x0, ptrdiff_t y0, ptrdiff_t x1, ptrdiff_t y1,
                               ptrdiff_t r) {
    ptrdiff_t j = pk_max(pk_ceil_div(y0 - 8, 16), 16 * spans->y);
    ptrdiff_t end = pk_min(pk_ceil_div(y1 - 8, 16), 16 * (spans->y + spans->height));
    for (; j < end; j++) {
        ptrdiff_t y = 16 * j + 8;
        ptrdiff_t xa = x0, xb = x1;
        ptrdiff_t dy = y < y0 + r ? y0 + r - y : (y > y1 - r ? y - (y1 - r) : 0);
        if (dy > 0) {
            if (dy > r) continue;
            ptrdiff_t s = pk_isqrt(r * r - dy * dy);
            xa = x0 + r - s;
            xb = pk_min(x1, x1 - r + s + 1);
        }
        pk_spans_add_quantized(spans, j, xa, xb);
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
