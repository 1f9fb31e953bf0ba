/* Scanline packing, PNG row filters and the deflate step of PNG encoding. */
#include "png_scanlines.h"
#include "cimageshim.h"
#include "png_deflate.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define CIS_HAVE_SSSE3 1

/* RGBA → RGB for the first multiple of 16 pixels of a row with SSSE3's byte shuffle (run only
 * when the processor has it); returns how many pixels it packed and sets *opaque to whether all
 * their alpha bytes are 255. A shuffle moves bytes: the output is that of the plain code. */
__attribute__((target("ssse3"))) static uint32_t pack_rgb_ssse3(const uint8_t *in, uint8_t *out, uint32_t width,
                                                                int *opaque) {
    const __m128i drop_alpha = _mm_setr_epi8(0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1);
    __m128i alphas = _mm_set1_epi8(-1);
    uint32_t x = 0;
    for (; x + 16 <= width; x += 16, in += 64, out += 48) {
        __m128i a = _mm_loadu_si128((const __m128i *)(const void *)in);
        __m128i b = _mm_loadu_si128((const __m128i *)(const void *)(in + 16));
        __m128i c = _mm_loadu_si128((const __m128i *)(const void *)(in + 32));
        __m128i d = _mm_loadu_si128((const __m128i *)(const void *)(in + 48));
        alphas = _mm_and_si128(alphas, _mm_and_si128(_mm_and_si128(a, b), _mm_and_si128(c, d)));
        a = _mm_shuffle_epi8(a, drop_alpha); /* 12 bytes, then 4 zeros */
        b = _mm_shuffle_epi8(b, drop_alpha);
        c = _mm_shuffle_epi8(c, drop_alpha);
        d = _mm_shuffle_epi8(d, drop_alpha);
        _mm_storeu_si128((__m128i *)(void *)out, _mm_or_si128(a, _mm_slli_si128(b, 12)));
        _mm_storeu_si128((__m128i *)(void *)(out + 16), _mm_or_si128(_mm_srli_si128(b, 4), _mm_slli_si128(c, 8)));
        _mm_storeu_si128((__m128i *)(void *)(out + 32), _mm_or_si128(_mm_srli_si128(c, 8), _mm_slli_si128(d, 4)));
    }
    /* Every alpha byte (the fourth of each pixel) 255: set the others and compare all to 255. */
    __m128i full = _mm_or_si128(alphas, _mm_set1_epi32(0x00FFFFFF));
    *opaque = _mm_movemask_epi8(_mm_cmpeq_epi8(full, _mm_set1_epi8(-1))) == 0xFFFF;
    return x;
}
#endif

/* RGBA → RGB for one row; returns the AND of the row's alpha bytes (255 or not, the value is
 * otherwise unspecified). With SSSE3 (`fast`), 16 pixels at a time are shuffled; four pixels at
 * a time go through two 64-bit words (little-endian byte order); the rest one by one, writing
 * 4 bytes per pixel (the fourth overwritten by the next pixel), so `out` needs one byte of
 * slack. */
static uint8_t pack_rgb(const uint8_t *in, uint8_t *out, uint32_t width, int fast) {
    uint32_t x = 0;
    uint8_t shuffled = 255;
#if CIS_HAVE_SSSE3
    if (fast) {
        int opaque = 1;
        x = pack_rgb_ssse3(in, out, width, &opaque);
        in += (size_t)x * 4;
        out += (size_t)x * 3;
        shuffled = opaque ? 255 : 0;
    }
#else
    (void)fast;
#endif
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t alphas = UINT64_C(0xFF000000FF000000);
    for (; x + 4 <= width; x += 4) {
        uint64_t a, b;
        memcpy(&a, in, 8);
        memcpy(&b, in + 8, 8);
        alphas &= a & b;
        uint64_t low = (a & 0xFFFFFF) | ((a >> 8) & UINT64_C(0xFFFFFF000000)) | (b << 48);
        uint32_t high = (uint32_t)((b >> 16) & 0xFF) | (uint32_t)((b >> 24) & 0xFFFFFF00);
        memcpy(out, &low, 8);
        memcpy(out + 8, &high, 4);
        in += 16;
        out += 12;
    }
    uint8_t alpha = (alphas == UINT64_C(0xFF000000FF000000)) ? shuffled : 0;
#else
    uint8_t alpha = shuffled;
#endif
    for (; x < width; x++) {
        memcpy(out, in, 4);
        alpha &= in[3];
        in += 4;
        out += 3;
    }
    return alpha;
}

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    if (pa <= pb && pa <= pc) return a;
    return pb <= pc ? b : c;
}

/* Filters raw row `row` (previous raw row `up`, zeros for the first) with filter type `type`
 * (1...4) into `out`; `bpp` bytes per pixel. */
static void filter_row(int type, const uint8_t *row, const uint8_t *up, size_t length, int bpp,
                       uint8_t *out) {
    size_t i = 0;
    switch (type) {
    case CIS_FILTER_SUB:
        for (; i < (size_t)bpp && i < length; i++) out[i] = row[i];
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - row[i - bpp]);
        break;
    case CIS_FILTER_UP:
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - up[i]);
        break;
    case CIS_FILTER_AVERAGE:
        for (; i < (size_t)bpp && i < length; i++) out[i] = (uint8_t)(row[i] - (up[i] >> 1));
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - ((row[i - bpp] + up[i]) >> 1));
        break;
    case CIS_FILTER_PAETH:
        for (; i < (size_t)bpp && i < length; i++) out[i] = (uint8_t)(row[i] - paeth(0, up[i], 0));
        for (; i < length; i++) out[i] = (uint8_t)(row[i] - paeth(row[i - bpp], up[i], up[i - bpp]));
        break;
    default:
        memcpy(out, row, length);
        break;
    }
}

/* libpng's measure for choosing a filter: the sum of the bytes taken as signed magnitudes. */
static uint64_t filter_cost(const uint8_t *bytes, size_t length) {
    uint64_t sum = 0;
    for (size_t i = 0; i < length; i++) sum += bytes[i] < 128 ? bytes[i] : 256u - bytes[i];
    return sum;
}

/* Packs the rows as `channels`; returns 1 when done, 0 when an RGB packing met a pixel that is
 * not opaque (the caller starts over as RGBA). `raw` holds two rows of scratch, `trial` four. */
static int pack_rows(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                     int channels, int filter, uint8_t *dst, uint8_t *raw, uint8_t *trial) {
    size_t length = (size_t)width * (size_t)channels;
    size_t row_bytes = length + 1;
    uint8_t *previous = raw, *current = raw + length + 1;
    memset(previous, 0, length);
#if CIS_HAVE_SSSE3
    int fast = __builtin_cpu_supports("ssse3");
#else
    int fast = 0;
#endif
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *in = pixels + (size_t)y * stride;
        uint8_t *out = dst + (size_t)y * row_bytes;
        uint8_t *packed = filter == CIS_FILTER_NONE ? out + 1 : current;
        if (channels == 3) {
            if (pack_rgb(in, packed, width, fast) != 255) return 0;
        } else {
            memcpy(packed, in, length);
        }
        if (filter == CIS_FILTER_NONE) {
            out[0] = 0;
            continue;
        }
        int type = filter;
        if (filter == CIS_FILTER_ADAPTIVE) {
            /* Per row, the filter whose output costs least; ties go to the lower type. */
            type = CIS_FILTER_NONE;
            uint64_t best = filter_cost(current, length);
            for (int candidate = CIS_FILTER_SUB; candidate <= CIS_FILTER_PAETH; candidate++) {
                uint8_t *scratch = trial + (size_t)(candidate - 1) * length;
                filter_row(candidate, current, previous, length, channels, scratch);
                uint64_t cost = filter_cost(scratch, length);
                if (cost < best) {
                    best = cost;
                    type = candidate;
                }
            }
            if (type == CIS_FILTER_NONE) memcpy(out + 1, current, length);
            else memcpy(out + 1, trial + (size_t)(type - 1) * length, length);
        } else {
            filter_row(type, current, previous, length, channels, out + 1);
        }
        out[0] = (uint8_t)type;
        uint8_t *swap = previous;
        previous = current;
        current = swap;
    }
    return 1;
}

int cis_scanlines_pack(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                       int rgba, int filter, cis_scanlines *out) {
    out->bytes = NULL;
    out->size = 0;
    out->channels = 0;
    if (width == 0 || height == 0 || (size_t)width > (SIZE_MAX - 8) / 4 / 6) return CIS_NO_MEMORY;
    size_t length = (size_t)width * 4;
    size_t row_bytes = length + 1;
    if ((size_t)height > (SIZE_MAX - 8) / row_bytes) return CIS_NO_MEMORY;
    /* Room for RGBA rows (untouched pages of an RGB image cost nothing) and one byte of slack. */
    uint8_t *bytes = (uint8_t *)malloc(row_bytes * height + 1);
    uint8_t *scratch = (uint8_t *)malloc((length + 1) * 6);
    if (bytes == NULL || scratch == NULL) {
        free(bytes);
        free(scratch);
        return CIS_NO_MEMORY;
    }
    uint8_t *raw = scratch, *trial = scratch + (length + 1) * 2;
    int channels = rgba ? 4 : 3;
    if (!pack_rows(pixels, stride, width, height, channels, filter, bytes, raw, trial)) {
        channels = 4;
        pack_rows(pixels, stride, width, height, channels, filter, bytes, raw, trial);
    }
    free(scratch);
    out->bytes = bytes;
    out->size = ((size_t)width * (size_t)channels + 1) * height;
    out->channels = channels;
    return CIS_OK;
}

void cis_scanlines_free(cis_scanlines *scanlines) {
    free(scanlines->bytes);
    scanlines->bytes = NULL;
    scanlines->size = 0;
}

static int libdeflate_stream(const uint8_t *data, size_t size, int level, uint8_t **out,
                             size_t *out_size, const char **message) {
    struct libdeflate_compressor *compressor =
        libdeflate_alloc_compressor(level < 0 ? 0 : level > 12 ? 12 : level);
    if (compressor == NULL) {
        *message = "cannot create the compressor";
        return CIS_NO_MEMORY;
    }
    size_t bound = libdeflate_zlib_compress_bound(compressor, size);
    uint8_t *bytes = (uint8_t *)malloc(bound);
    if (bytes == NULL) {
        libdeflate_free_compressor(compressor);
        *message = "out of memory";
        return CIS_NO_MEMORY;
    }
    size_t written = libdeflate_zlib_compress(compressor, data, size, bytes, bound);
    libdeflate_free_compressor(compressor);
    if (written == 0) {
        free(bytes);
        *message = "compression failed";
        return CIS_ERROR;
    }
    *out = bytes;
    *out_size = written;
    return CIS_OK;
}

static int zlib_stream(const uint8_t *data, size_t size, int level, int strategy, uint8_t **out,
                       size_t *out_size, const char **message) {
    z_stream stream;
    memset(&stream, 0, sizeof stream);
    /* libpng's choice for small images (png_deflate_claim), so zlib output stays byte for byte
     * what libpng wrote when it compressed rows itself. */
    int window_bits = 15;
    if (size <= 16384) {
        unsigned int half_window = 1U << (window_bits - 1);
        while (size + 262 <= half_window) {
            half_window >>= 1;
            --window_bits;
        }
    }
    if (deflateInit2(&stream, level < 0 ? 0 : level > 9 ? 9 : level, Z_DEFLATED, window_bits, 8, strategy) != Z_OK) {
        *message = "cannot create the compressor";
        return CIS_NO_MEMORY;
    }
    size_t bound = deflateBound(&stream, (uLong)size);
    if (bound < size) bound = size + size / 1000 + 64; /* deflateBound's uLong may be narrower */
    uint8_t *bytes = (uint8_t *)malloc(bound);
    if (bytes == NULL) {
        deflateEnd(&stream);
        *message = "out of memory";
        return CIS_NO_MEMORY;
    }
    stream.next_out = bytes;
    stream.avail_out = bound > UINT32_MAX ? UINT32_MAX : (uInt)bound;
    size_t offset = 0;
    int result = Z_OK;
    while (result == Z_OK) {
        size_t piece = size - offset > UINT32_MAX ? UINT32_MAX : size - offset;
        stream.next_in = (Bytef *)(data + offset);
        stream.avail_in = (uInt)piece;
        offset += piece;
        result = deflate(&stream, offset == size ? Z_FINISH : Z_NO_FLUSH);
        size_t used = (size_t)(stream.next_out - bytes);
        stream.avail_out = bound - used > UINT32_MAX ? UINT32_MAX : (uInt)(bound - used);
    }
    size_t written = (size_t)(stream.next_out - bytes);
    deflateEnd(&stream);
    if (result != Z_STREAM_END) {
        free(bytes);
        *message = "compression failed";
        return CIS_ERROR;
    }
    /* libpng's optimize_cmf: the smallest window field that covers the data. */
    if (size <= 16384 && written >= 2 && (bytes[0] & 0x0f) == 8 && (bytes[0] & 0xf0) <= 0x70) {
        unsigned int cinfo = bytes[0] >> 4;
        unsigned int half_window = 1U << (cinfo + 7);
        if (size <= half_window) {
            do {
                half_window >>= 1;
                --cinfo;
            } while (cinfo > 0 && size <= half_window);
            unsigned int cmf = (bytes[0] & 0x0f) | (cinfo << 4);
            unsigned int flg = bytes[1] & 0xe0;
            flg += 0x1f - ((cmf << 8) + flg) % 0x1f;
            bytes[0] = (uint8_t)cmf;
            bytes[1] = (uint8_t)flg;
        }
    }
    *out = bytes;
    *out_size = written;
    return CIS_OK;
}

int cis_zlib_stream(const uint8_t *data, size_t size, size_t row_bytes, int bpp, int compressor,
                    int level, int strategy, uint8_t **out, size_t *out_size, const char **message) {
    *out = NULL;
    *out_size = 0;
    if (compressor == CIS_COMPRESSOR_SCREEN) {
        return cis_screen_deflate(data, size, row_bytes, bpp, out, out_size, message);
    }
    if (compressor == CIS_COMPRESSOR_LIBDEFLATE) {
        return libdeflate_stream(data, size, level, out, out_size, message);
    }
    return zlib_stream(data, size, level, strategy, out, out_size, message);
}
