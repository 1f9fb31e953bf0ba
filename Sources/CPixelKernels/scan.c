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

pk_scan_tally pk_scan_threshold(const uint8_t *expected, const uint8_t *actual, ptrdiff_t width,
                                ptrdiff_t height, ptrdiff_t threshold, uint8_t *verdicts, pk_verdict_codes codes) {
    pk_scan_tally tally = {0, 0, 0, PTRDIFF_MAX, PTRDIFF_MAX, -1, -1};
    if (expected == actual) return tally; /* one buffer: every row is identical */
    ptrdiff_t row_bytes = width * 4;
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint8_t *e = expected + row_bytes * y;
        const uint8_t *a = actual + row_bytes * y;
        if (memcmp(e, a, (size_t)row_bytes) == 0) continue;
        const uint32_t *ew = (const uint32_t *)(const void *)e;
        const uint32_t *aw = (const uint32_t *)(const void *)a;
        ptrdiff_t row_min = PTRDIFF_MAX, row_max = -1, row_count = 0;
        for (ptrdiff_t x = 0; x < width; x++) {
            if (ew[x] == aw[x]) continue;
            int d = pk_channel_difference(e + 4 * x, a + 4 * x);
            if (d > tally.max_channel_difference) tally.max_channel_difference = d;
            int differs = d > threshold;
            if (verdicts != NULL) verdicts[width * y + x] = differs ? codes.differs : codes.tolerated;
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
    return tally;
}
