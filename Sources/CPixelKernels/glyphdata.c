#include "kernel.h"

ptrdiff_t pk_base64_decode(const uint8_t *text, ptrdiff_t length, uint8_t *out, ptrdiff_t capacity) {
    ptrdiff_t written = 0;
    unsigned acc = 0;
    int bits = 0;
    for (ptrdiff_t i = 0; i < length; i++) {
        unsigned c = text[i], v;
        if (c >= 'A' && c <= 'Z') v = c - 'A';
        else if (c >= 'a' && c <= 'z') v = c - 'a' + 26;
        else if (c >= '0' && c <= '9') v = c - '0' + 52;
        else if (c == '+') v = 62;
        else if (c == '/') v = 63;
        else if (c == '=' || c == '\n' || c == '\r' || c == ' ' || c == '\t') continue;
        else return -1;
        acc = (acc << 6) | v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            if (written >= capacity) return -1;
            out[written++] = (uint8_t)(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    return written;
}

ptrdiff_t pk_unrle(const uint8_t *data, ptrdiff_t size, uint8_t *out, ptrdiff_t count) {
    ptrdiff_t written = 0;
    ptrdiff_t i = 0;
    while (i < size) {
        uint8_t b = data[i];
        if (b == 0 || b == 255) {
            if (i + 1 >= size) return -1;
            ptrdiff_t n = data[i + 1];
            if (written + n > count) return -1;
            for (ptrdiff_t k = 0; k < n; k++) out[written + k] = b;
            written += n;
            i += 2;
        } else {
            if (written >= count) return -1;
            out[written++] = b;
            i += 1;
        }
    }
    return written;
}
