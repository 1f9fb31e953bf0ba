#include "kernel.h"

#include <string.h>

/* Rows are compared with memcmp; inside the rows that differ only the columns left of the
 * rectangle found so far and right of it are looked at, so the cost is about one pass over the
 * unchanged part. */
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
        for (ptrdiff_t x = 0; x < left; x++) {
            if (memcmp(pa + 4 * x, pb + 4 * x, 4) != 0) {
                left = x;
                break;
            }
        }
        for (ptrdiff_t x = width - 1; x > right; x--) {
            if (memcmp(pa + 4 * x, pb + 4 * x, 4) != 0) {
                right = x;
                break;
            }
        }
    }
    out[0] = left;
    out[1] = top;
    out[2] = right - left + 1;
    out[3] = bottom - top + 1;
    return 1;
}
