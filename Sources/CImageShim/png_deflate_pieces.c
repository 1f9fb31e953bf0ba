/* The screen deflater's whole streams and pieces of streams, around cis_screen_deflate_slice
 * (png_deflate.c). */
#include "png_deflate.h"
#include "cimageshim.h"
#include "png_status.h"

#include <libdeflate.h>
#include <stdlib.h>

/* Appends the big-endian Adler-32 `adler` to the stream at `bytes` (`used` bytes, room left). */
static void put_adler(uint8_t *bytes, size_t *used, uint32_t adler) {
    bytes[(*used)++] = (uint8_t)(adler >> 24);
    bytes[(*used)++] = (uint8_t)(adler >> 16);
    bytes[(*used)++] = (uint8_t)(adler >> 8);
    bytes[(*used)++] = (uint8_t)adler;
}

int cis_screen_deflate(const uint8_t *data, size_t size, size_t row_bytes, int bpp, uint8_t **out,
                       size_t *out_size, const char **message) {
    int code = cis_screen_deflate_slice(data, size, row_bytes, bpp, 1, 1, out, out_size, message);
    if (code == CIS_OK) put_adler(*out, out_size, libdeflate_adler32(1, data, size));
    return code;
}

void cis_screen_deflate_piece(const uint8_t *data, size_t size, size_t row_bytes, int bpp, int first, int last,
                              cis_deflate_piece *piece, cis_status *status) {
    cis_reset_status(status);
    piece->bytes = NULL;
    piece->size = 0;
    piece->length = size;
    piece->adler = libdeflate_adler32(1, data, size);
    const char *message = "";
    int code = cis_screen_deflate_slice(data, size, row_bytes, bpp, first, last, &piece->bytes, &piece->size, &message);
    if (code != CIS_OK) {
        status->code = code;
        cis_set_message(status, message);
        return;
    }
    /* The last piece ends the stream: room for the Adler-32 of all pieces. */
    if (last) {
        uint8_t *grown = (uint8_t *)realloc(piece->bytes, piece->size + 4);
        if (grown == NULL) {
            cis_deflate_piece_free(piece);
            status->code = CIS_NO_MEMORY;
            cis_set_message(status, "out of memory");
            return;
        }
        piece->bytes = grown;
    }
}

void cis_deflate_piece_free(cis_deflate_piece *piece) {
    if (piece == NULL) return;
    free(piece->bytes);
    piece->bytes = NULL;
    piece->size = 0;
}
