#include "kernel.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#if defined(__linux__)
#include <sys/mman.h>
#endif

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

void pk_fill(uint8_t *p, ptrdiff_t count, int r, int g, int b, int a) {
    uint8_t bytes[4] = {(uint8_t)r, (uint8_t)g, (uint8_t)b, (uint8_t)a};
    uint32_t word;
    memcpy(&word, bytes, 4);
    uint32_t *q = (uint32_t *)(void *)p;
    uint32_t *end = q + count;
    if (((uintptr_t)p & 3) != 0) {
        for (ptrdiff_t i = 0; i < count; i++) memcpy(p + 4 * i, bytes, 4);
        return;
    }
#if defined(__SSE2__)
    /* Sixteen pixels per step in 16-byte stores. */
    const __m128i v = _mm_set1_epi32((int32_t)word);
    while (end - q >= 16) {
        _mm_storeu_si128((__m128i *)(void *)q, v);
        _mm_storeu_si128((__m128i *)(void *)(q + 4), v);
        _mm_storeu_si128((__m128i *)(void *)(q + 8), v);
        _mm_storeu_si128((__m128i *)(void *)(q + 12), v);
        q += 16;
    }
#endif
    /* Eight pixels per step: at -O0 the loop overhead costs more than the stores. */
    while (end - q >= 8) {
        q[0] = word; q[1] = word; q[2] = word; q[3] = word;
        q[4] = word; q[5] = word; q[6] = word; q[7] = word;
        q += 8;
    }
    while (q < end) *q++ = word;
}

int pk_bytes_equal(const uint8_t *a, const uint8_t *b, ptrdiff_t count) {
    return count <= 0 || a == b || memcmp(a, b, (size_t)count) == 0;
}

int pk_is_opaque(const uint8_t *p, ptrdiff_t count) {
    for (const uint8_t *end = p + 4 * count; p < end; p += 4) {
        if (p[3] != 255) return 0;
    }
    return 1;
}

void *pk_alloc_large(size_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const size_t huge = (size_t)1 << 21;
    if (bytes >= huge && bytes <= SIZE_MAX - huge) {
        size_t rounded = (bytes + huge - 1) & ~(huge - 1);
        void *p = NULL;
        if (posix_memalign(&p, huge, rounded) != 0) return NULL;
        (void)madvise(p, rounded, MADV_HUGEPAGE);
        return p;
    }
#endif
    return malloc(bytes > 0 ? bytes : 1);
}

void pk_prefer_huge_pages(void *p, ptrdiff_t bytes) {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    const uintptr_t huge = (uintptr_t)1 << 21;
    if (p == NULL || bytes < (ptrdiff_t)(2 * huge)) return;
    uintptr_t start = ((uintptr_t)p + huge - 1) & ~(huge - 1);
    uintptr_t end = ((uintptr_t)p + (uintptr_t)bytes) & ~(huge - 1);
    if (end > start) (void)madvise((void *)start, end - start, MADV_HUGEPAGE);
#else
    (void)p;
    (void)bytes;
#endif
}
