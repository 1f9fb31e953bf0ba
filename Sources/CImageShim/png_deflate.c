/* A deflate (RFC 1951) encoder in a zlib (RFC 1950) wrapper, made for PNG scanlines of rendered
 * screens; see png_deflate.h. */
#include "png_deflate.h"
#include "cimageshim.h"

#include <stdlib.h>
#include <string.h>

enum {
    MIN_MATCH = 4,
    MAX_MATCH = 258,
    WINDOW = 32768,
    HASH_BITS = 15,
    BLOCK_SYMBOLS = 65535, /* a block of literals is one stored block when stored */
    LITLEN_CODES = 286,
    DIST_CODES = 30,
    CODELEN_CODES = 19,
    STORED_MAX = 65535
};

/* A symbol: a literal byte, or MATCH_FLAG | length << 16 | distance. */
#define MATCH_FLAG 0x80000000u

static const uint16_t length_base[29] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                                         31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint16_t dist_base[30] = {1,   2,   3,   4,   5,    7,    9,    13,   17,   25,
                                       33,  49,  65,  97,  129,  193,  257,  385,  513,  769,
                                       1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
static const uint8_t codelen_order[CODELEN_CODES] = {16, 17, 18, 0, 8,  7, 9,  6, 10, 5,
                                                     11, 4,  12, 3, 13, 2, 14, 1, 15};

/* Length code (0...28, symbol 257 + code) of a match length 3...258. */
static inline unsigned length_code(unsigned length) {
    if (length == MAX_MATCH) return 28;
    unsigned v = length - 3;
    if (v < 8) return v;
    unsigned top = 31u - (unsigned)__builtin_clz(v);
    return 4 * (top - 1) + ((v >> (top - 2)) & 3);
}

static inline unsigned length_extra(unsigned code) { return code < 8 || code == 28 ? 0 : code / 4 - 1; }

/* Distance code (0...29) of a distance 1...32768. */
static inline unsigned dist_code(unsigned distance) {
    unsigned v = distance - 1;
    if (v < 4) return v;
    unsigned top = 31u - (unsigned)__builtin_clz(v);
    return 2 * top + ((v >> (top - 1)) & 1);
}

static inline unsigned dist_extra(unsigned code) { return code < 4 ? 0 : code / 2 - 1; }

/* ---- Bits ---------------------------------------------------------------- */

typedef struct {
    uint8_t *out;
    size_t used;
    uint64_t bits;
    unsigned count;
} bit_writer;

static inline void put_bits(bit_writer *w, uint32_t value, unsigned count) {
    w->bits |= (uint64_t)value << w->count;
    w->count += count;
    if (w->count >= 32) {
        uint32_t word = (uint32_t)w->bits;
        w->out[w->used] = (uint8_t)word;
        w->out[w->used + 1] = (uint8_t)(word >> 8);
        w->out[w->used + 2] = (uint8_t)(word >> 16);
        w->out[w->used + 3] = (uint8_t)(word >> 24);
        w->used += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/* Writes the pending bits, padding the last byte with zeros. */
static void align_bits(bit_writer *w) {
    while (w->count > 0) {
        w->out[w->used++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->bits = 0;
}

/* ---- Huffman codes -------------------------------------------------------- */

/* Code lengths (at most `limit` bits, which must leave room for the used symbols) for `n`
 * symbols with frequencies `freq`: a Huffman code
 * built with two queues over the used symbols sorted by (frequency, symbol); while it is too
 * deep, the frequencies are halved (rounding up) and it is built again. Two or more used
 * symbols always give a complete code. */
static void build_lengths(const uint32_t *freq, unsigned n, unsigned limit, uint8_t *lengths) {
    uint32_t weight[2 * LITLEN_CODES], scaled[LITLEN_CODES];
    uint16_t symbol[LITLEN_CODES], parent[2 * LITLEN_CODES];
    uint16_t depth[2 * LITLEN_CODES];
    memset(lengths, 0, n);
    for (unsigned s = 0; s < n; s++) scaled[s] = freq[s];
    for (;;) {
        unsigned used = 0;
        for (unsigned s = 0; s < n; s++) {
            if (scaled[s] == 0) continue;
            /* Insertion by (frequency, symbol): n ≤ 286. */
            unsigned at = used++;
            while (at > 0 && scaled[symbol[at - 1]] > scaled[s]) {
                symbol[at] = symbol[at - 1];
                at--;
            }
            symbol[at] = (uint16_t)s;
        }
        if (used == 0) return;
        if (used == 1) {
            lengths[symbol[0]] = 1;
            return;
        }
        for (unsigned i = 0; i < used; i++) weight[i] = scaled[symbol[i]];
        /* Leaves 0..used-1 ascending; internal nodes used..2·used-2, created in ascending weight. */
        unsigned leaf = 0, inner = used, next = used;
        for (; next < 2 * used - 1; next++) {
            unsigned pick[2];
            for (int k = 0; k < 2; k++) {
                if (leaf < used && (inner >= next || weight[leaf] <= weight[inner])) pick[k] = leaf++;
                else pick[k] = inner++;
            }
            weight[next] = weight[pick[0]] + weight[pick[1]];
            parent[pick[0]] = parent[pick[1]] = (uint16_t)next;
        }
        unsigned root = next - 1, deepest = 0;
        depth[root] = 0;
        for (unsigned i = root; i-- > 0;) {
            depth[i] = (uint16_t)(depth[parent[i]] + 1);
            if (i < used && depth[i] > deepest) deepest = depth[i];
        }
        if (deepest <= limit) {
            for (unsigned i = 0; i < used; i++) lengths[symbol[i]] = (uint8_t)depth[i];
            return;
        }
        for (unsigned s = 0; s < n; s++) scaled[s] = (scaled[s] + 1) / 2;
    }
}

void cis_deflate_code_lengths(const uint32_t *freq, unsigned n, unsigned limit, uint8_t *lengths) {
    if (n == 0 || n > LITLEN_CODES || limit == 0 || limit > 15) return;
    unsigned used = 0;
    for (unsigned s = 0; s < n; s++) used += freq[s] > 0;
    if (used > (1u << limit)) { /* no code fits: halving would never end */
        memset(lengths, 0, n);
        return;
    }
    build_lengths(freq, n, limit, lengths);
}

/* Canonical codes for `lengths`, bit-reversed as deflate writes them (RFC 1951 3.2.2). */
static void build_codes(const uint8_t *lengths, unsigned n, uint16_t *codes) {
    unsigned count[16] = {0}, next[16] = {0};
    for (unsigned s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    unsigned code = 0;
    for (unsigned bits = 1; bits < 16; bits++) {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    for (unsigned s = 0; s < n; s++) {
        unsigned length = lengths[s];
        if (length == 0) {
            codes[s] = 0;
            continue;
        }
        unsigned value = next[length]++, reversed = 0;
        for (unsigned b = 0; b < length; b++) reversed |= ((value >> b) & 1) << (length - 1 - b);
        codes[s] = (uint16_t)reversed;
    }
}

/* ---- Blocks ------------------------------------------------------------- */

typedef struct {
    uint32_t symbols[BLOCK_SYMBOLS];
    unsigned count;
    uint32_t litlen_freq[LITLEN_CODES];
    uint32_t dist_freq[DIST_CODES];
    size_t start; /* first input byte of the block */
} block;

/* The run-length coded code lengths of a dynamic block header: items are code-length symbols,
 * with the repeat count in bits 8 and up for 16, 17 and 18. */
static unsigned rle_lengths(const uint8_t *lengths, unsigned n, uint16_t *items, uint32_t *freq) {
    unsigned count = 0;
    for (unsigned i = 0; i < n;) {
        uint8_t value = lengths[i];
        unsigned run = 1;
        while (i + run < n && lengths[i + run] == value) run++;
        i += run;
        if (value == 0) {
            while (run >= 11) {
                unsigned take = run > 138 ? 138 : run;
                items[count++] = (uint16_t)(18 | (take - 11) << 8);
                freq[18]++;
                run -= take;
            }
            if (run >= 3) {
                items[count++] = (uint16_t)(17 | (run - 3) << 8);
                freq[17]++;
                run = 0;
            }
        } else {
            items[count++] = value;
            freq[value]++;
            run--;
            while (run >= 3) {
                unsigned take = run > 6 ? 6 : run;
                items[count++] = (uint16_t)(16 | (take - 3) << 8);
                freq[16]++;
                run -= take;
            }
        }
        while (run > 0) {
            items[count++] = value;
            freq[value]++;
            run--;
        }
    }
    return count;
}

/* Writes `size` input bytes from `data` as stored blocks. */
static void write_stored(bit_writer *w, const uint8_t *data, size_t size, int final) {
    do {
        size_t take = size > STORED_MAX ? STORED_MAX : size;
        size -= take;
        put_bits(w, (final && size == 0) ? 1 : 0, 3);
        align_bits(w);
        w->out[w->used++] = (uint8_t)take;
        w->out[w->used++] = (uint8_t)(take >> 8);
        w->out[w->used++] = (uint8_t)~take;
        w->out[w->used++] = (uint8_t)(~take >> 8);
        memcpy(w->out + w->used, data, take);
        w->used += take;
        data += take;
    } while (size > 0);
}

/* Writes the block's symbols (input bytes data[start..<end]) as one dynamic Huffman block, or as
 * stored blocks when that is smaller. */
static void write_block(bit_writer *w, block *b, const uint8_t *data, size_t end, int final) {
    b->litlen_freq[256] = 1;
    /* Two distance codes at least, so that the code is complete for every decoder. */
    unsigned distances = 0;
    for (unsigned d = 0; d < DIST_CODES; d++) distances += b->dist_freq[d] > 0;
    for (unsigned d = 0; distances < 2; d++) {
        if (b->dist_freq[d] == 0) {
            b->dist_freq[d] = 1;
            distances++;
        }
    }
    uint8_t lengths[LITLEN_CODES + DIST_CODES];
    build_lengths(b->litlen_freq, LITLEN_CODES, 15, lengths);
    build_lengths(b->dist_freq, DIST_CODES, 15, lengths + LITLEN_CODES);
    unsigned hlit = LITLEN_CODES, hdist = DIST_CODES;
    while (hlit > 257 && lengths[hlit - 1] == 0) hlit--;
    while (hdist > 1 && lengths[LITLEN_CODES + hdist - 1] == 0) hdist--;
    uint8_t sequence[LITLEN_CODES + DIST_CODES];
    memcpy(sequence, lengths, hlit);
    memcpy(sequence + hlit, lengths + LITLEN_CODES, hdist);
    uint16_t items[LITLEN_CODES + DIST_CODES];
    uint32_t codelen_freq[CODELEN_CODES] = {0};
    unsigned item_count = rle_lengths(sequence, hlit + hdist, items, codelen_freq);
    unsigned used = 0;
    for (unsigned s = 0; s < CODELEN_CODES; s++) used += codelen_freq[s] > 0;
    for (unsigned s = 0; used < 2; s++) {
        if (codelen_freq[s] == 0) { codelen_freq[s] = 1; used++; }
    }
    uint8_t codelen_lengths[CODELEN_CODES];
    build_lengths(codelen_freq, CODELEN_CODES, 7, codelen_lengths);
    unsigned hclen = CODELEN_CODES;
    while (hclen > 4 && codelen_lengths[codelen_order[hclen - 1]] == 0) hclen--;

    /* Sizes in bits: the dynamic block against stored blocks of the same bytes. */
    uint64_t dynamic = 3 + 14 + 3 * (uint64_t)hclen;
    for (unsigned i = 0; i < item_count; i++) {
        unsigned s = items[i] & 0xff;
        dynamic += codelen_lengths[s] + (s == 16 ? 2 : s == 17 ? 3 : s == 18 ? 7 : 0);
    }
    for (unsigned s = 0; s < 256; s++) dynamic += (uint64_t)b->litlen_freq[s] * lengths[s];
    for (unsigned c = 0; c < 29; c++)
        dynamic += (uint64_t)b->litlen_freq[257 + c] * (lengths[257 + c] + length_extra(c));
    for (unsigned c = 0; c < DIST_CODES; c++)
        dynamic += (uint64_t)b->dist_freq[c] * (lengths[LITLEN_CODES + c] + dist_extra(c));
    dynamic += lengths[256];
    size_t raw = end - b->start;
    uint64_t stored = ((uint64_t)raw / STORED_MAX + 1) * (3 + 7 + 32) + 8 * (uint64_t)raw;
    if (stored < dynamic) {
        write_stored(w, data + b->start, raw, final);
        return;
    }

    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 2, 2);
    put_bits(w, hlit - 257, 5);
    put_bits(w, hdist - 1, 5);
    put_bits(w, hclen - 4, 4);
    for (unsigned i = 0; i < hclen; i++) put_bits(w, codelen_lengths[codelen_order[i]], 3);
    uint16_t codelen_codes[CODELEN_CODES];
    build_codes(codelen_lengths, CODELEN_CODES, codelen_codes);
    for (unsigned i = 0; i < item_count; i++) {
        unsigned s = items[i] & 0xff, extra = items[i] >> 8;
        put_bits(w, codelen_codes[s], codelen_lengths[s]);
        if (s == 16) put_bits(w, extra, 2);
        else if (s == 17) put_bits(w, extra, 3);
        else if (s == 18) put_bits(w, extra, 7);
    }
    uint16_t codes[LITLEN_CODES + DIST_CODES];
    build_codes(lengths, LITLEN_CODES, codes);
    build_codes(lengths + LITLEN_CODES, DIST_CODES, codes + LITLEN_CODES);
    const uint16_t *dcodes = codes + LITLEN_CODES;
    const uint8_t *dlengths = lengths + LITLEN_CODES;
    for (unsigned i = 0; i < b->count; i++) {
        uint32_t symbol = b->symbols[i];
        if (!(symbol & MATCH_FLAG)) {
            put_bits(w, codes[symbol], lengths[symbol]);
            continue;
        }
        unsigned length = (symbol >> 16) & 0x1ff, distance = symbol & 0xffff;
        unsigned lc = length_code(length), dc = dist_code(distance);
        put_bits(w, codes[257 + lc], lengths[257 + lc]);
        put_bits(w, length - length_base[lc], length_extra(lc));
        put_bits(w, dcodes[dc], dlengths[dc]);
        put_bits(w, distance - dist_base[dc], dist_extra(dc));
    }
    put_bits(w, codes[256], lengths[256]);
}

/* ---- Matching ---------------------------------------------------------- */

/* How many bytes a[0..<max] and b[0..<max] share from the start. */
static inline size_t match_length(const uint8_t *a, const uint8_t *b, size_t max) {
    size_t length = 0;
    while (length + 8 <= max) {
        uint64_t x, y;
        memcpy(&x, a + length, 8);
        memcpy(&y, b + length, 8);
        uint64_t difference = x ^ y;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        if (difference != 0) return length + ((size_t)__builtin_ctzll(difference) >> 3);
#else
        if (difference != 0) break;
#endif
        length += 8;
    }
    while (length < max && a[length] == b[length]) length++;
    return length;
}

static inline uint32_t hash4(const uint8_t *p) {
    uint32_t word;
    memcpy(&word, p, 4);
    return (word * 0x9E3779B1u) >> (32 - HASH_BITS);
}

int cis_screen_deflate_slice(const uint8_t *data, size_t size, size_t row_bytes, int bpp, int header, int final,
                             uint8_t **out, size_t *out_size, const char **message) {
    *out = NULL;
    *out_size = 0;
    size_t capacity = size + (size / STORED_MAX + 2) * 16 + 1024;
    uint8_t *bytes = capacity > size ? (uint8_t *)malloc(capacity) : NULL;
    uint32_t *table = (uint32_t *)calloc((size_t)1 << HASH_BITS, sizeof(uint32_t));
    block *b = (block *)malloc(sizeof(block));
    if (bytes == NULL || table == NULL || b == NULL) {
        free(bytes);
        free(table);
        free(b);
        *message = "out of memory";
        return CIS_NO_MEMORY;
    }
    /* The distances where screens repeat: a pixel back, a row back, a row back ± a pixel. */
    size_t candidates[4];
    unsigned candidate_count = 0;
    size_t wanted[4] = {(size_t)bpp, row_bytes, row_bytes - (size_t)bpp, row_bytes + (size_t)bpp};
    for (unsigned k = 0; k < 4; k++) {
        size_t d = wanted[k];
        int seen = 0;
        for (unsigned j = 0; j < candidate_count; j++) seen |= candidates[j] == d;
        if (d >= 1 && d <= WINDOW && row_bytes > (size_t)bpp && !seen) candidates[candidate_count++] = d;
    }

    bit_writer w = {bytes, 0, 0, 0};
    if (header) {
        w.out[w.used++] = 0x78; /* deflate, 32 KiB window */
        w.out[w.used++] = 0x01; /* fastest; (0x78 << 8 | 0x01) % 31 == 0 */
    }
    b->count = 0;
    memset(b->litlen_freq, 0, sizeof b->litlen_freq);
    memset(b->dist_freq, 0, sizeof b->dist_freq);
    b->start = 0;
    unsigned last = 0;
    int wrote_final = 0;
    size_t i = 0;
    while (i < size) {
        size_t max = size - i < MAX_MATCH ? size - i : MAX_MATCH;
        size_t best = 0, best_distance = 0;
        if (max >= MIN_MATCH) {
            for (unsigned n = 0; n < candidate_count; n++) {
                unsigned k = n == 0 ? last : (n <= last ? n - 1 : n);
                size_t d = candidates[k];
                if (d > i) continue;
                size_t length = match_length(data + i, data + i - d, max);
                if (length > best) {
                    best = length;
                    best_distance = d;
                    last = k;
                    if (length == max) break;
                }
            }
            uint32_t h = hash4(data + i);
            if (best < MIN_MATCH) {
                size_t previous = table[h];
                if (previous > 0 && i + 1 - previous <= WINDOW) {
                    size_t d = i + 1 - previous;
                    size_t length = match_length(data + i, data + i - d, max);
                    if (length > best) {
                        best = length;
                        best_distance = d;
                    }
                }
            }
            table[h] = (uint32_t)(i + 1);
        }
        if (best >= MIN_MATCH) {
            b->symbols[b->count++] = MATCH_FLAG | (uint32_t)best << 16 | (uint32_t)best_distance;
            b->litlen_freq[257 + length_code((unsigned)best)]++;
            b->dist_freq[dist_code((unsigned)best_distance)]++;
            i += best;
        } else {
            b->symbols[b->count++] = data[i];
            b->litlen_freq[data[i]]++;
            i++;
        }
        if (b->count == BLOCK_SYMBOLS) {
            write_block(&w, b, data, i, final && i == size);
            wrote_final = i == size;
            b->count = 0;
            memset(b->litlen_freq, 0, sizeof b->litlen_freq);
            memset(b->dist_freq, 0, sizeof b->dist_freq);
            b->start = i;
        }
    }
    /* wrote_final: the symbols are all written (in a final block only when `final`). */
    if (!wrote_final) write_block(&w, b, data, size, final);
    if (!final) write_stored(&w, data + size, 0, 0); /* a sync flush: byte-aligned, non-final */
    align_bits(&w);
    free(table);
    free(b);
    *out = bytes;
    *out_size = w.used;
    return CIS_OK;
}
