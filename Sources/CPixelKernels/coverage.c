#include "kernel.h"

void pk_coverage_product(uint16_t *coverage, const ptrdiff_t *xs, ptrdiff_t width, const ptrdiff_t *ys,
                         ptrdiff_t height) {
    for (ptrdiff_t y = 0; y < height; y++) {
        ptrdiff_t cy = ys[y];
        uint16_t *out = coverage + width * y;
        for (ptrdiff_t x = 0; x < width; x++) out[x] = (uint16_t)(cy * xs[x]);
    }
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
