#include "kernel.h"

void pk_coverage_product(uint16_t *coverage, const ptrdiff_t *xs, ptrdiff_t width, const ptrdiff_t *ys,
                         ptrdiff_t height) {
    for (ptrdiff_t y = 0; y < height; y++) {
        ptrdiff_t cy = ys[y];
        uint16_t *out = coverage + width * y;
        for (ptrdiff_t x = 0; x < width; x++) out[x] = (uint16_t)(cy * xs[x]);
    }
}

void pk_coverage_add_span(int32_t *partial, int32_t *diff, ptrdiff_t width, ptrdiff_t row, ptrdiff_t lo,
                          ptrdiff_t hi) {
    ptrdiff_t p0 = lo >> 4, p1 = hi >> 4;
    int32_t *part = partial + width * row;
    if (p0 == p1) {
        part[p0] += (int32_t)(hi - lo);
        return;
    }
    part[p0] += (int32_t)(16 - (lo & 15));
    if (p1 > p0 + 1) {
        int32_t *d = diff + (width + 1) * row;
        d[p0 + 1] += 16;
        d[p1] -= 16;
    }
    if ((hi & 15) != 0) part[p1] += (int32_t)(hi & 15);
}

void pk_coverage_resolve(uint16_t *coverage, const int32_t *partial, const int32_t *diff, ptrdiff_t width,
                         ptrdiff_t height) {
    for (ptrdiff_t y = 0; y < height; y++) {
        const int32_t *d = diff + (width + 1) * y;
        const int32_t *q = partial + width * y;
        uint16_t *out = coverage + width * y;
        int32_t run = 0;
        for (ptrdiff_t x = 0; x < width; x++) {
            run += d[x];
            int32_t v = run + q[x];
            out[x] = (uint16_t)(v < 0 ? 0 : (v > 256 ? 256 : v));
        }
    }
}
