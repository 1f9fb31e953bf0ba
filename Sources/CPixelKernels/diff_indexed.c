#include "kernel.h"

#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

/*
 * The diff image as palette indices (pk_draw_diff_indexed): integer work only; the grey of a pixel
 * comes from pk_faded_grey_of (perceptual.c), once per colour thanks to a small cache.
 */

/* The bytes of `x` that equal the byte repeated in `bytes8`, as 0xFF, the others 0. */
PK_INLINE uint64_t pk_equal_bytes(uint64_t x, uint64_t bytes8) {
    const uint64_t low7 = UINT64_C(0x7F7F7F7F7F7F7F7F);
    uint64_t v = x ^ bytes8;
    uint64_t nonzero = ((v & low7) + low7) | v; /* high bit of each byte: the byte is not zero */
    return ((~nonzero >> 7) & UINT64_C(0x0101010101010101)) * 0xFF;
}

/* The palette index of the grey of the expected pixel at `pixel`, through the cache of
 * pk_draw_diff_indexed; 255 when the grey is not in the palette. */
typedef struct {
    uint32_t keys[256];
    uint8_t indices[256];
    uint8_t known[256];
    uint32_t last_key;
    uint8_t last_index;
    int has_last;
} grey_cache;

PK_INLINE uint8_t grey_cache_index(grey_cache *cache, const uint8_t *pixel, const uint8_t grey_index[256],
                                   double fade) {
    uint32_t key;
    memcpy(&key, pixel, 4);
    if (cache->has_last && key == cache->last_key) return cache->last_index;
    unsigned slot = (unsigned)((key * 2654435761u) >> 24);
    if (!cache->known[slot] || cache->keys[slot] != key) {
        uint8_t index = grey_index[pk_faded_grey_of(pixel, fade)];
        if (index == 255) return 255;
        cache->keys[slot] = key;
        cache->indices[slot] = index;
        cache->known[slot] = 1;
    }
    cache->last_key = key;
    cache->last_index = cache->indices[slot];
    cache->has_last = 1;
    return cache->last_index;
}

/* What pk_draw_diff_indexed draws with. */
typedef struct {
    pk_verdict_codes codes;
    const uint8_t *grey_index;
    uint8_t difference, antialias;
    double fade;
} indexed_drawing;

/* One pixel; 0 when its grey is not in the palette. */
PK_INLINE int draw_indexed_one(grey_cache *cache, const indexed_drawing *d, const uint8_t *expected, uint8_t v,
                               uint8_t *out) {
    if (v == d->codes.differs) {
        *out = d->difference;
    } else if (v == d->codes.antialiased) {
        *out = d->antialias;
    } else {
        uint8_t index = grey_cache_index(cache, expected, d->grey_index, d->fade);
        if (index == 255) return 0;
        *out = index;
    }
    return 1;
}

/* Eight pixels: where they all differ, or are the bytes of the last grey drawn (a flat area,
 * whatever their verdicts), each verdict picks its index without a branch; otherwise one by
 * one. 0 when a grey is not in the palette. */
PK_INLINE int draw_indexed_eight(grey_cache *cache, const indexed_drawing *d, const uint8_t *expected,
                                 const uint8_t *verdicts, uint8_t *out) {
    const uint64_t spread = UINT64_C(0x0101010101010101);
    uint64_t v8;
    memcpy(&v8, verdicts, 8);
    uint64_t differ = pk_equal_bytes(v8, d->codes.differs * spread);
    if (differ == ~UINT64_C(0)) {
        uint64_t all = d->difference * spread;
        memcpy(out, &all, 8);
        return 1;
    }
    if (cache->has_last) {
        uint64_t run = (uint64_t)cache->last_key * UINT64_C(0x0000000100000001), p[4];
        memcpy(p, expected, 32);
        if (p[0] == run && p[1] == run && p[2] == run && p[3] == run) {
            uint64_t aliased = pk_equal_bytes(v8, d->codes.antialiased * spread) & ~differ;
            uint64_t grey = ~(differ | aliased) & (cache->last_index * spread);
            uint64_t indices8 = ((d->difference * spread) & differ) | ((d->antialias * spread) & aliased) | grey;
            memcpy(out, &indices8, 8);
            return 1;
        }
    }
    for (int k = 0; k < 8; k++) {
        if (!draw_indexed_one(cache, d, expected + 4 * k, verdicts[k], out + k)) return 0;
    }
    return 1;
}

int pk_draw_diff_indexed(const uint8_t *expected, const uint8_t *verdicts, ptrdiff_t count, pk_verdict_codes codes,
                         const uint8_t grey_index[256], uint8_t difference, uint8_t antialias, double fade,
                         uint8_t *out) {
    /* As draw_diff: the index of a pixel's grey cached by a hash of its bytes, and the index of
     * the last pixel's grey for the next ones with the same bytes. */
    grey_cache cache;
    memset(cache.known, 0, sizeof cache.known);
    cache.last_key = 0;
    cache.last_index = 0;
    cache.has_last = 0;
    const indexed_drawing d = {codes, grey_index, difference, antialias, fade};
    ptrdiff_t i = 0;
#if defined(__SSE2__)
    /* Sixteen pixels at a time with SSE2 where they all differ or are flat, as eight below. */
    const __m128i differs16 = _mm_set1_epi8((char)codes.differs), antialiased16 = _mm_set1_epi8((char)codes.antialiased);
    const __m128i difference16 = _mm_set1_epi8((char)difference), antialias16 = _mm_set1_epi8((char)antialias);
    for (; i + 16 <= count; i += 16, expected += 64, out += 16) {
        __m128i v = _mm_loadu_si128((const __m128i *)(const void *)(verdicts + i));
        __m128i differ = _mm_cmpeq_epi8(v, differs16);
        if (_mm_movemask_epi8(differ) == 0xFFFF) {
            _mm_storeu_si128((__m128i *)(void *)out, difference16);
            continue;
        }
        if (cache.has_last) {
            __m128i run = _mm_set1_epi32((int)cache.last_key);
            __m128i p0 = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(const void *)expected), run);
            __m128i p1 = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(const void *)(expected + 16)), run);
            __m128i p2 = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(const void *)(expected + 32)), run);
            __m128i p3 = _mm_cmpeq_epi32(_mm_loadu_si128((const __m128i *)(const void *)(expected + 48)), run);
            __m128i all = _mm_and_si128(_mm_and_si128(p0, p1), _mm_and_si128(p2, p3));
            if (_mm_movemask_epi8(all) == 0xFFFF) {
                __m128i aliased = _mm_andnot_si128(differ, _mm_cmpeq_epi8(v, antialiased16));
                __m128i grey = _mm_andnot_si128(_mm_or_si128(differ, aliased), _mm_set1_epi8((char)cache.last_index));
                __m128i indices = _mm_or_si128(_mm_or_si128(_mm_and_si128(differ, difference16),
                                                            _mm_and_si128(aliased, antialias16)), grey);
                _mm_storeu_si128((__m128i *)(void *)out, indices);
                continue;
            }
        }
        if (!draw_indexed_eight(&cache, &d, expected, verdicts + i, out)) return 0;
        if (!draw_indexed_eight(&cache, &d, expected + 32, verdicts + i + 8, out + 8)) return 0;
    }
#endif
    for (; i + 8 <= count; i += 8, expected += 32, out += 8) {
        if (!draw_indexed_eight(&cache, &d, expected, verdicts + i, out)) return 0;
    }
    for (; i < count; i++, expected += 4, out++) {
        if (!draw_indexed_one(&cache, &d, expected, verdicts[i], out)) return 0;
    }
    return 1;
}

