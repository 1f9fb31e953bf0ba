#include "kernel.h"

#include <string.h>

/*
 * SHA-256 (FIPS 180-4) for the golden cache's keys, and a fast 128-bit digest of pixel buffers
 * for its values. SHA-256 uses the x86 SHA extensions when the processor has them (same output,
 * several times faster); the portable rounds below are the reference.
 */

static const uint32_t pk_sha256_k[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

PK_INLINE uint32_t pk_rotr32(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

/* Portable compression of `blocks` 64-byte blocks into `state`. */
static void pk_sha256_blocks_portable(uint32_t state[8], const uint8_t *data, size_t blocks) {
    uint32_t w[64];
    for (size_t block = 0; block < blocks; block++, data += 64) {
        for (int i = 0; i < 16; i++) {
            w[i] = (uint32_t)data[4 * i] << 24 | (uint32_t)data[4 * i + 1] << 16
                | (uint32_t)data[4 * i + 2] << 8 | (uint32_t)data[4 * i + 3];
        }
        for (int i = 16; i < 64; i++) {
            uint32_t s0 = pk_rotr32(w[i - 15], 7) ^ pk_rotr32(w[i - 15], 18) ^ (w[i - 15] >> 3);
            uint32_t s1 = pk_rotr32(w[i - 2], 17) ^ pk_rotr32(w[i - 2], 19) ^ (w[i - 2] >> 10);
            w[i] = w[i - 16] + s0 + w[i - 7] + s1;
        }
        uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
        uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
        for (int i = 0; i < 64; i++) {
            uint32_t s1 = pk_rotr32(e, 6) ^ pk_rotr32(e, 11) ^ pk_rotr32(e, 25);
            uint32_t ch = (e & f) ^ (~e & g);
            uint32_t t1 = h + s1 + ch + pk_sha256_k[i] + w[i];
            uint32_t s0 = pk_rotr32(a, 2) ^ pk_rotr32(a, 13) ^ pk_rotr32(a, 22);
            uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
            uint32_t t2 = s0 + maj;
            h = g; g = f; f = e; e = d + t1;
            d = c; c = b; b = a; a = t1 + t2;
        }
        state[0] += a; state[1] += b; state[2] += c; state[3] += d;
        state[4] += e; state[5] += f; state[6] += g; state[7] += h;
    }
}

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>

/* The same compression with the SHA extensions (the widely published sha256rnds2 sequence). */
__attribute__((target("sha,sse4.1")))
static void pk_sha256_blocks_shani(uint32_t state[8], const uint8_t *data, size_t blocks) {
    const __m128i shuffle = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i tmp = _mm_loadu_si128((const __m128i *)(const void *)&state[0]);
    __m128i state1 = _mm_loadu_si128((const __m128i *)(const void *)&state[4]);
    tmp = _mm_shuffle_epi32(tmp, 0xB1);          /* CDAB */
    state1 = _mm_shuffle_epi32(state1, 0x1B);    /* EFGH */
    __m128i state0 = _mm_alignr_epi8(tmp, state1, 8);   /* ABEF */
    state1 = _mm_blend_epi16(state1, tmp, 0xF0);         /* CDGH */
    for (size_t block = 0; block < blocks; block++, data += 64) {
        __m128i abef = state0, cdgh = state1;
        __m128i msg[4];
        for (int i = 0; i < 4; i++) {
            msg[i] = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(const void *)(data + 16 * i)), shuffle);
        }
        for (int round = 0; round < 16; round++) {
            __m128i m = msg[round & 3];
            if (round >= 4) {
                /* Message schedule: w[i..i+3] from the previous four groups. */
                __m128i a = msg[(round - 4) & 3], b = msg[(round - 3) & 3];
                __m128i c = msg[(round - 2) & 3], d = msg[(round - 1) & 3];
                __m128i t = _mm_sha256msg1_epu32(a, b);
                t = _mm_add_epi32(t, _mm_alignr_epi8(d, c, 4));
                m = _mm_sha256msg2_epu32(t, d);
                msg[round & 3] = m;
            }
            __m128i k = _mm_loadu_si128((const __m128i *)(const void *)&pk_sha256_k[4 * round]);
            __m128i wk = _mm_add_epi32(m, k);
            state1 = _mm_sha256rnds2_epu32(state1, state0, wk);
            wk = _mm_shuffle_epi32(wk, 0x0E);
            state0 = _mm_sha256rnds2_epu32(state0, state1, wk);
        }
        state0 = _mm_add_epi32(state0, abef);
        state1 = _mm_add_epi32(state1, cdgh);
    }
    tmp = _mm_shuffle_epi32(state0, 0x1B);       /* FEBA */
    state1 = _mm_shuffle_epi32(state1, 0xB1);    /* DCHG */
    state0 = _mm_blend_epi16(tmp, state1, 0xF0); /* DCBA */
    state1 = _mm_alignr_epi8(state1, tmp, 8);    /* ABEF */
    _mm_storeu_si128((__m128i *)(void *)&state[0], state0);
    _mm_storeu_si128((__m128i *)(void *)&state[4], state1);
}

static int pk_has_sha_extensions(void) {
    static int known = -1;
    if (known < 0) {
        __builtin_cpu_init();
        known = __builtin_cpu_supports("sha") && __builtin_cpu_supports("sse4.1") ? 1 : 0;
    }
    return known;
}
#endif

static void pk_sha256_blocks(uint32_t state[8], const uint8_t *data, size_t blocks, int portable) {
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
    if (!portable && pk_has_sha_extensions()) {
        pk_sha256_blocks_shani(state, data, blocks);
        return;
    }
#endif
    (void)portable;
    pk_sha256_blocks_portable(state, data, blocks);
}

void pk_sha256(const uint8_t *data, ptrdiff_t count, uint8_t out[32], int portable) {
    uint32_t state[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                         0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
    size_t length = count > 0 ? (size_t)count : 0;
    size_t whole = length / 64;
    if (whole > 0) pk_sha256_blocks(state, data, whole, portable);
    uint8_t tail[128];
    size_t rest = length - whole * 64;
    if (rest > 0) memcpy(tail, data + whole * 64, rest);
    tail[rest] = 0x80;
    size_t padded = rest + 1 + 8 <= 64 ? 64 : 128;
    memset(tail + rest + 1, 0, padded - rest - 1);
    uint64_t bits = (uint64_t)length * 8;
    for (int i = 0; i < 8; i++) tail[padded - 1 - i] = (uint8_t)(bits >> (8 * i));
    pk_sha256_blocks(state, tail, padded / 64, portable);
    for (int i = 0; i < 8; i++) {
        out[4 * i] = (uint8_t)(state[i] >> 24);
        out[4 * i + 1] = (uint8_t)(state[i] >> 16);
        out[4 * i + 2] = (uint8_t)(state[i] >> 8);
        out[4 * i + 3] = (uint8_t)state[i];
    }
}

/* ---- 128-bit pixel digest ------------------------------------------------------------------ */

#define PK_P1 0x9E3779B185EBCA87ULL
#define PK_P2 0xC2B2AE3D27D4EB4FULL
#define PK_P3 0x165667B19E3779F9ULL
#define PK_P4 0x85EBCA77C2B2AE63ULL
#define PK_P5 0x27D4EB2F165667C5ULL

PK_INLINE uint64_t pk_rotl64(uint64_t x, int n) { return (x << n) | (x >> (64 - n)); }

PK_INLINE uint64_t pk_round64(uint64_t acc, uint64_t input) {
    acc += input * PK_P2;
    acc = pk_rotl64(acc, 31);
    return acc * PK_P1;
}

PK_INLINE uint64_t pk_avalanche64(uint64_t h) {
    h ^= h >> 33;
    h *= PK_P2;
    h ^= h >> 29;
    h *= PK_P3;
    h ^= h >> 32;
    return h;
}

PK_INLINE uint64_t pk_load64(const uint8_t *p) {
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
}

/* The accumulation's key, one word per lane. */
static const uint64_t pk_digest_key[8] = {PK_P1, PK_P2, PK_P3, PK_P4, PK_P5, PK_P1 ^ PK_P3, PK_P2 ^ PK_P4, PK_P5 ^ PK_P1};

/* The 32-bit prime the lanes are scrambled with every 16 stripes. */
#define PK_SCRAMBLE 0x9E3779B1u

/* One 64-byte stripe into the eight lanes: lane i gains (low half × high half) of word i XOR
 * its key, and lane i ^ 1 gains word i (XXH3's accumulation: 32×32-bit products, which SSE2
 * does two at a time). */
PK_INLINE void pk_stripe_scalar(uint64_t lane[8], const uint8_t *p) {
    for (int i = 0; i < 8; i++) {
        uint64_t value = pk_load64(p + 8 * i), keyed = value ^ pk_digest_key[i];
        lane[i ^ 1] += value;
        lane[i] += (keyed & 0xFFFFFFFFu) * (keyed >> 32);
    }
}

PK_INLINE void pk_scramble_scalar(uint64_t lane[8]) {
    for (int i = 0; i < 8; i++) {
        uint64_t a = lane[i] ^ (lane[i] >> 47);
        lane[i] = (a ^ pk_digest_key[i]) * PK_SCRAMBLE;
    }
}

#if defined(__SSE2__)
#include <emmintrin.h>

/* `stripes` stripes with SSE2, two lanes per register: the same sums and products as the
 * scalar code (every operation is on integers modulo 2^64), scrambling after each stripe whose
 * index (counted from `first`) is 15 modulo 16. */
static void pk_stripes_sse2(uint64_t lane[8], const uint8_t *p, size_t stripes, size_t first) {
    __m128i acc[4], key[4];
    for (int j = 0; j < 4; j++) {
        acc[j] = _mm_loadu_si128((const __m128i *)(const void *)(lane + 2 * j));
        key[j] = _mm_loadu_si128((const __m128i *)(const void *)(pk_digest_key + 2 * j));
    }
    const __m128i prime = _mm_set1_epi32((int)PK_SCRAMBLE);
    for (size_t s = 0; s < stripes; s++, p += 64) {
        for (int j = 0; j < 4; j++) {
            __m128i value = _mm_loadu_si128((const __m128i *)(const void *)(p + 16 * j));
            __m128i keyed = _mm_xor_si128(value, key[j]);
            __m128i product = _mm_mul_epu32(keyed, _mm_shuffle_epi32(keyed, _MM_SHUFFLE(0, 3, 0, 1)));
            __m128i swapped = _mm_shuffle_epi32(value, _MM_SHUFFLE(1, 0, 3, 2));
            acc[j] = _mm_add_epi64(acc[j], _mm_add_epi64(product, swapped));
        }
        if (((first + s) & 15) == 15) {
            for (int j = 0; j < 4; j++) {
                __m128i a = _mm_xor_si128(_mm_xor_si128(acc[j], _mm_srli_epi64(acc[j], 47)), key[j]);
                __m128i low = _mm_mul_epu32(a, prime);
                __m128i high = _mm_mul_epu32(_mm_srli_epi64(a, 32), prime);
                acc[j] = _mm_add_epi64(low, _mm_slli_epi64(high, 32));
            }
        }
    }
    for (int j = 0; j < 4; j++) _mm_storeu_si128((__m128i *)(void *)(lane + 2 * j), acc[j]);
}
#endif

/*
 * Eight lanes accumulated over 64-byte stripes (little-endian words) as XXH3 does, scrambled
 * every 16 stripes, then folded into two 64-bit halves with different seeds and the length. Not
 * cryptographic: it tells apart buffers that differ by accident, as a cache of rendered images
 * needs, at memory speed. The SSE2 and plain paths compute the same function.
 */
void pk_digest128_using(const uint8_t *data, ptrdiff_t count, uint64_t out[2], pk_kernels kernels) {
    size_t length = count > 0 ? (size_t)count : 0;
    uint64_t lane[8];
    for (int i = 0; i < 8; i++) lane[i] = PK_P5 * (uint64_t)(i + 1) + PK_P4;
    size_t stripes = length / 64, done = 0;
    const uint8_t *p = data;
#if defined(__SSE2__)
    if (kernels == PK_KERNELS_FASTEST) {
        pk_stripes_sse2(lane, p, stripes, 0);
        done = stripes;
        p += 64 * stripes;
    }
#else
    (void)kernels;
#endif
    for (size_t s = done; s < stripes; s++, p += 64) {
        pk_stripe_scalar(lane, p);
        if ((s & 15) == 15) pk_scramble_scalar(lane);
    }
    size_t rest = length - stripes * 64;
    uint8_t tail[64] = {0};
    if (rest > 0) memcpy(tail, p, rest);
    pk_stripe_scalar(lane, tail);
    for (int i = 0; i < 8; i++) lane[i] ^= (uint64_t)rest;
    pk_scramble_scalar(lane);
    uint64_t low = (uint64_t)length * PK_P5, high = (uint64_t)length * PK_P3 + PK_P1;
    for (int i = 0; i < 8; i++) {
        low = pk_round64(low ^ lane[i], (uint64_t)i + 1);
        high = pk_round64(high + lane[7 - i], PK_P4 ^ (uint64_t)i);
    }
    out[0] = pk_avalanche64(low);
    out[1] = pk_avalanche64(high ^ pk_rotl64(low, 17));
}

void pk_digest128(const uint8_t *data, ptrdiff_t count, uint64_t out[2]) {
    pk_digest128_using(data, count, out, PK_KERNELS_FASTEST);
}
