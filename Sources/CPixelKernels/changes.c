#include "kernel.h"

#include <string.h>

/* Columns compared at a time before a differing run is narrowed to its pixel: one memcmp of 64
 * bytes instead of 16 of 4 (the kernels are also built without optimization, see
 * docs/debug-performance.md). */
#define PK_CHANGE_RUN 16

/* The first column in [from, to) where rows `pa` and `pb` differ, or `to`. */
static ptrdiff_t first_change(const uint8_t *pa, const uint8_t *pb, ptrdiff_t from, ptrdiff_t to) {
    ptrdiff_t x = from;
    while (x + PK_CHANGE_RUN <= to && memcmp(pa + 4 * x, pb + 4 * x, 4 * PK_CHANGE_RUN) == 0) x += PK_CHANGE_RUN;
    while (x < to && memcmp(pa + 4 * x, pb + 4 * x, 4) == 0) x++;
    return x;
}

/* The last column in [from, to) where rows `pa` and `pb` differ, or from - 1. */
static ptrdiff_t last_change(const uint8_t *pa, const uint8_t *pb, ptrdiff_t from, ptrdiff_t to) {
    ptrdiff_t x = to;
    while (x - PK_CHANGE_RUN >= from
           && memcmp(pa + 4 * (x - PK_CHANGE_RUN), pb + 4 * (x - PK_CHANGE_RUN), 4 * PK_CHANGE_RUN) == 0) {
        x -= PK_CHANGE_RUN;
    }
    while (x > from && memcmp(pa + 4 * (x - 1), pb + 4 * (x - 1), 4) == 0) x--;
    return x - 1;
}

/* Rows are compared with memcmp; inside the rows that differ only the columns left of the
 * rectangle found so far and right of it are looked at, a run of columns at a time, so the cost
 * is about one pass over the unchanged part. */
int pk_changed_rect(const uint8_t *a, const uint8_t *b, ptrdiff_t width, ptrdiff_t height,
                    ptrdiff_t out[4]) {
    size_t row = (size_t)width * 4;
    ptrdiff_t top = 0, bottom = height - 1;
    while (top < height && memcmp(a + (size_t)top * row, b + (size_t)top * row, row) == 0) top++;
    if (top == height) return 0;
    while (bottom > top && memcmp(a + (size_t)bottom * row, b + (size_t)bottom * row, row) == 0) bottom--;
    ptrdiff_t left = width, right = -1; /* columns [left, right] */
    for (ptrdiff_t y = top; y <= bottom; y++) {
        const uint8_t *pa = a + (size_t)y * row, *pb = b + (size_t)y * row;
        ptrdiff_t first = first_change(pa, pb, 0, left);
        if (first < left) left = first;
        ptrdiff_t last = last_change(pa, pb, right + 1, width);
        if (last > right) right = last;
    }
    out[0] = left;
    out[1] = top;
    out[2] = right - left + 1;
    out[3] = bottom - top + 1;
    return 1;
}
