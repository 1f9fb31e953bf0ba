/* Unfiltered PNG rows of any colour type and bit depth to 8-bit RGBA, with exactly the values of
 * the libpng transforms png_shim.c asks for (palette to RGB, low-bit grey to 8 bits, tRNS to
 * alpha, 16 to 8 bits rounded, grey to RGB, opaque alpha added): docs/png-encoding.md. */
#include "kernel.h"

#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define PK_HAVE_SSSE3 1

/* RGB → RGBA with alpha 255 for the first multiple of 16 pixels of a row (SSSE3's byte shuffle,
 * run only when the processor has it); returns how many pixels it wrote. The 48 bytes of 16
 * pixels are read as three 16-byte loads, never past them. */
__attribute__((target("ssse3"))) static ptrdiff_t rgb_to_rgba_ssse3(const uint8_t *in, uint8_t *out, ptrdiff_t width) {
    const __m128i alpha = _mm_set1_epi32((int)0xFF000000u);
    /* Pixels 0-3 are bytes 0-11 of the 48, 4-7 bytes 12-23, 8-11 bytes 24-35, 12-15 bytes 36-47
     * (bytes 4-15 of the third load). */
    const __m128i first = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i last = _mm_setr_epi8(4, 5, 6, -1, 7, 8, 9, -1, 10, 11, 12, -1, 13, 14, 15, -1);
    ptrdiff_t x = 0;
    for (; x + 16 <= width; x += 16, in += 48, out += 64) {
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)in);
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(in + 16));
        __m128i c = _mm_loadu_si128((const __m128i *)(const void *)(in + 32));
        __m128i ab = _mm_or_si128(_mm_srli_si128(a, 12), _mm_slli_si128(b, 4)); /* bytes 12-27 */
        __m128i bc = _mm_or_si128(_mm_srli_si128(b, 8), _mm_slli_si128(c, 8));  /* bytes 24-39 */
        _mm_storeu_si128((__m128i *)(void *)out, _mm_or_si128(_mm_shuffle_epi8(a, first), alpha));
        _mm_storeu_si128((__m128i *)(void *)(out + 16), _mm_or_si128(_mm_shuffle_epi8(ab, first), alpha));
        _mm_storeu_si128((__m128i *)(void *)(out + 32), _mm_or_si128(_mm_shuffle_epi8(bc, first), alpha));
        _mm_storeu_si128((__m128i *)(void *)(out + 48), _mm_or_si128(_mm_shuffle_epi8(c, last), alpha));
    }
    return x;
}

static int has_ssse3(void) {
    static int known = 0; /* 0 not asked yet, 1 no, 2 yes; the answer is the same on every thread */
    int value = __atomic_load_n(&known, __ATOMIC_RELAXED);
    if (value == 0) {
        __builtin_cpu_init();
        value = __builtin_cpu_supports("ssse3") ? 2 : 1;
        __atomic_store_n(&known, value, __ATOMIC_RELAXED);
    }
    return value == 2;
}
#else
#define PK_HAVE_SSSE3 0
#endif

/* A 16-bit sample rounded to 8 bits as libpng's png_set_scale_16 does: (v * 255 + 32767) / 65535,
 * computed as (v * 255 + 32895) >> 16 (the same for every v). */
PK_INLINE uint8_t scale16(const uint8_t *p) {
    uint32_t v = ((uint32_t)p[0] << 8) | p[1];
    return (uint8_t)((v * 255 + 32895) >> 16);
}

PK_INLINE uint16_t sample16(const uint8_t *p) { return (uint16_t)(((unsigned)p[0] << 8) | p[1]); }

PK_INLINE void put(uint8_t *out, uint8_t r, uint8_t g, uint8_t b, uint8_t a) {
    out[0] = r;
    out[1] = g;
    out[2] = b;
    out[3] = a;
}

void pk_png_format_init(pk_png_format *format, int color_type, int bit_depth, const uint8_t *palette,
                        int palette_count, const uint8_t *palette_alpha, int alpha_count, int has_trns,
                        unsigned trns_grey, unsigned trns_red, unsigned trns_green, unsigned trns_blue) {
    memset(format, 0, sizeof *format);
    format->color_type = color_type;
    format->bit_depth = bit_depth;
    format->has_trns = has_trns;
    format->trns[0] = (uint16_t)trns_red;
    format->trns[1] = (uint16_t)trns_green;
    format->trns[2] = (uint16_t)trns_blue;
    format->trns[3] = (uint16_t)trns_grey;
    if (color_type == 3) {
        /* Indices past the palette are black (libpng's palette has 256 entries, zeroed), past the
         * tRNS entries opaque. */
        for (int i = 0; i < 256; i++) {
            const uint8_t *rgb = i < palette_count ? palette + 3 * i : NULL;
            uint8_t a = (has_trns && i < alpha_count) ? palette_alpha[i] : 255;
            put(format->table[i], rgb ? rgb[0] : 0, rgb ? rgb[1] : 0, rgb ? rgb[2] : 0, a);
        }
    } else if (color_type == 0 && bit_depth <= 8) {
        /* Sample s of b bits is s * 255 / (2^b - 1); the tRNS grey is compared with s, masked to
         * b bits as libpng masks it (png_do_expand). */
        unsigned mask = (1u << bit_depth) - 1;
        unsigned scale = 255 / mask;
        for (unsigned s = 0; s <= mask; s++) {
            uint8_t v = (uint8_t)(s * scale);
            put(format->table[s], v, v, v, (has_trns && s == (trns_grey & mask)) ? 0 : 255);
        }
    }
}

void pk_png_expand(const uint8_t *row, ptrdiff_t width, const pk_png_format *f, uint8_t *out, ptrdiff_t step) {
    ptrdiff_t advance = 4 * step;
    int depth = f->bit_depth;
    switch (f->color_type) {
    case 0:
    case 3:
        if (f->color_type == 0 && depth == 16) {
            for (ptrdiff_t x = 0; x < width; x++, row += 2, out += advance) {
                uint8_t v = scale16(row);
                put(out, v, v, v, (f->has_trns && sample16(row) == f->trns[3]) ? 0 : 255);
            }
        } else if (depth == 8) {
            for (ptrdiff_t x = 0; x < width; x++, out += advance) memcpy(out, f->table[row[x]], 4);
        } else {
            /* 1, 2 or 4 bits a sample, the leftmost pixel in the high bits of a byte. */
            int per_byte = 8 / depth;
            unsigned mask = (1u << depth) - 1;
            for (ptrdiff_t x = 0; x < width; x++, out += advance) {
                int shift = 8 - depth * (int)(x % per_byte + 1);
                memcpy(out, f->table[(row[x / per_byte] >> shift) & mask], 4);
            }
        }
        break;
    case 2:
        if (depth == 8) {
            ptrdiff_t x = 0;
            if (f->has_trns) {
                uint8_t r = (uint8_t)f->trns[0], g = (uint8_t)f->trns[1], b = (uint8_t)f->trns[2];
                for (; x < width; x++, row += 3, out += advance) {
                    put(out, row[0], row[1], row[2], (row[0] == r && row[1] == g && row[2] == b) ? 0 : 255);
                }
                break;
            }
#if PK_HAVE_SSSE3
            if (step == 1 && has_ssse3()) {
                x = rgb_to_rgba_ssse3(row, out, width);
                row += 3 * x;
                out += 4 * x;
            }
#endif
            for (; x < width; x++, row += 3, out += advance) put(out, row[0], row[1], row[2], 255);
        } else {
            for (ptrdiff_t x = 0; x < width; x++, row += 6, out += advance) {
                int clear = f->has_trns && sample16(row) == f->trns[0] && sample16(row + 2) == f->trns[1]
                    && sample16(row + 4) == f->trns[2];
                put(out, scale16(row), scale16(row + 2), scale16(row + 4), clear ? 0 : 255);
            }
        }
        break;
    case 4:
        if (depth == 8) {
            for (ptrdiff_t x = 0; x < width; x++, row += 2, out += advance) put(out, row[0], row[0], row[0], row[1]);
        } else {
            for (ptrdiff_t x = 0; x < width; x++, row += 4, out += advance) {
                uint8_t v = scale16(row);
                put(out, v, v, v, scale16(row + 2));
            }
        }
        break;
    default: /* 6 */
        if (depth == 8) {
            if (step == 1) memmove(out, row, (size_t)width * 4);
            else for (ptrdiff_t x = 0; x < width; x++, row += 4, out += advance) memmove(out, row, 4);
        } else {
            for (ptrdiff_t x = 0; x < width; x++, row += 8, out += advance) {
                put(out, scale16(row), scale16(row + 2), scale16(row + 4), scale16(row + 6));
            }
        }
        break;
    }
}
