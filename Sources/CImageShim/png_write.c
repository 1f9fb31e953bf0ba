/* The PNG encoder behind plain C calls: rows packed and filtered (png_scanlines.c), compressed
 * into one zlib stream, written by libpng; setjmp/longjmp never leave this file. */
#include "cimageshim.h"
#include "png_scanlines.h"
#include "png_status.h"

#include <png.h>
#include <zlib.h>
#include <stdlib.h>
#include <string.h>

/* The largest IDAT chunk written; a longer zlib stream is split (64 KiB: libpng's own
 * compression buffer size as the encoder set it before, so zlib-compressed files keep their
 * bytes). */
#define CIS_IDAT_CHUNK_MAX ((size_t)1 << 16)

/* Writes the file around an already compressed zlib stream: libpng writes the signature and
 * the header chunks, then the stream goes out as IDAT chunks and IEND through
 * png_write_chunk (png_write_end would refuse: libpng wrote no IDAT of its own). */
static void write_png(uint32_t width, uint32_t height, int channels, const uint8_t *palette, int palette_count,
                      const uint8_t *stream, size_t stream_size, cis_buffer *out, cis_status *status) {
    png_structp png = NULL;
    png_infop info = NULL;
    if (!cis_png_writer_create(status, &png, &info)) return;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        cis_free(out);
        return;
    }
    size_t chunks = stream_size / CIS_IDAT_CHUNK_MAX + 1;
    out->capacity = stream_size + chunks * 12 + 128 + (size_t)palette_count * 3;
    out->bytes = (uint8_t *)malloc(out->capacity);
    if (out->bytes == NULL) png_error(png, "out of memory");
    png_set_write_fn(png, out, cis_png_append, cis_png_flush);
    png_set_user_limits(png, 0x7fffffff, 0x7fffffff);
    png_set_IHDR(png, info, width, height, 8,
                 channels == 1 ? PNG_COLOR_TYPE_PALETTE : channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (channels == 1) {
        png_color colours[256];
        for (int i = 0; i < palette_count; i++) {
            colours[i].red = palette[3 * i];
            colours[i].green = palette[3 * i + 1];
            colours[i].blue = palette[3 * i + 2];
        }
        png_set_PLTE(png, info, colours, palette_count);
    }
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(png, info);
    for (size_t offset = 0; offset < stream_size; offset += CIS_IDAT_CHUNK_MAX) {
        size_t length = stream_size - offset;
        if (length > CIS_IDAT_CHUNK_MAX) length = CIS_IDAT_CHUNK_MAX;
        png_write_chunk(png, (png_const_bytep)"IDAT", stream + offset, length);
    }
    png_write_chunk(png, (png_const_bytep)"IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
}

/* Compresses `height` packed rows of `channels` samples into one zlib stream (*stream, malloc'd);
 * on failure sets `status` and returns 0. */
static int compress_rows(const uint8_t *scanlines, size_t size, uint32_t width, int channels,
                         cis_png_settings settings, uint8_t **stream, size_t *stream_size, cis_status *status) {
    const char *message = "";
    size_t row_bytes = (size_t)width * (size_t)channels + 1;
    int code = cis_zlib_stream(scanlines, size, row_bytes, channels, settings.compressor, settings.level,
                               settings.strategy, stream, stream_size, &message);
    if (code == CIS_OK) return 1;
    status->code = code;
    cis_set_message(status, message);
    return 0;
}

/* Starts an encoder call: an empty `out`, a status for `width` x `height`, or CIS_BAD_ARGUMENT
 * with `problem` when `bad` (then returns 0). */
static int start_encoding(int bad, const char *problem, uint32_t width, uint32_t height, cis_buffer *out,
                          cis_status *status) {
    cis_reset_status(status);
    out->bytes = NULL;
    out->size = 0;
    out->capacity = 0;
    if (bad || width == 0 || height == 0 || width > 0x7fffffff || height > 0x7fffffff) {
        status->code = CIS_BAD_ARGUMENT;
        cis_set_message(status, problem);
        return 0;
    }
    status->width = width;
    status->height = height;
    return 1;
}

void cis_png_encode(const uint8_t *pixels, size_t stride, uint32_t width, uint32_t height,
                    cis_png_settings settings, cis_buffer *out, cis_status *status) {
    int bad = pixels == NULL || stride / 4 < width || settings.filter < CIS_FILTER_NONE
        || settings.filter > CIS_FILTER_ADAPTIVE;
    if (!start_encoding(bad, "empty image, bad row stride or bad filter", width, height, out, status)) return;
    cis_scanlines scanlines;
    if (cis_scanlines_pack(pixels, stride, width, height, settings.rgba, settings.filter,
                           &scanlines) != CIS_OK) {
        status->code = CIS_NO_MEMORY;
        cis_set_message(status, "out of memory");
        return;
    }
    uint8_t *stream = NULL;
    size_t stream_size = 0;
    int channels = scanlines.channels;
    int compressed = compress_rows(scanlines.bytes, scanlines.size, width, channels, settings, &stream,
                                   &stream_size, status);
    cis_scanlines_free(&scanlines);
    if (!compressed) return;
    write_png(width, height, channels, NULL, 0, stream, stream_size, out, status);
    free(stream);
}

void cis_png_encode_scanlines(const uint8_t *scanlines, uint32_t width, uint32_t height, int channels,
                              cis_png_settings settings, cis_buffer *out, cis_status *status) {
    int bad = scanlines == NULL || (channels != 3 && channels != 4);
    if (!start_encoding(bad, "empty image or bad channel count", width, height, out, status)) return;
    uint8_t *stream = NULL;
    size_t stream_size = 0;
    size_t size = ((size_t)width * (size_t)channels + 1) * height;
    if (!compress_rows(scanlines, size, width, channels, settings, &stream, &stream_size, status)) return;
    write_png(width, height, channels, NULL, 0, stream, stream_size, out, status);
    free(stream);
}

void cis_png_encode_indexed(const uint8_t *scanlines, uint32_t width, uint32_t height, const uint8_t *palette,
                            int palette_count, cis_png_settings settings, cis_buffer *out, cis_status *status) {
    int bad = scanlines == NULL || palette == NULL || palette_count < 1 || palette_count > 256;
    if (!start_encoding(bad, "empty image or bad palette", width, height, out, status)) return;
    uint8_t *stream = NULL;
    size_t stream_size = 0;
    size_t size = ((size_t)width + 1) * height;
    uint8_t largest = 0; /* the largest index, filter bytes left out */
    for (size_t row = 0; row < size; row += (size_t)width + 1) {
        const uint8_t *indices = scanlines + row + 1;
        for (size_t x = 0; x < width; x++) largest = indices[x] > largest ? indices[x] : largest;
    }
    if (largest >= palette_count) {
        status->code = CIS_BAD_ARGUMENT;
        cis_set_message(status, "a palette index is outside the palette");
        return;
    }
    if (!compress_rows(scanlines, size, width, 1, settings, &stream, &stream_size, status)) return;
    write_png(width, height, 1, palette, palette_count, stream, stream_size, out, status);
    free(stream);
}

void cis_png_encode_pieces(const cis_deflate_piece *pieces, int count, uint32_t width, uint32_t height, int channels,
                           const uint8_t *palette, int palette_count, cis_buffer *out, cis_status *status) {
    int bad = pieces == NULL || count < 1 || (channels != 1 && channels != 3 && channels != 4)
        || (channels == 1 && (palette == NULL || palette_count < 1 || palette_count > 256));
    if (!start_encoding(bad, "no pieces, bad channel count or bad palette", width, height, out, status)) return;
    size_t size = 4, rows = 0;
    for (int i = 0; i < count; i++) {
        size += pieces[i].size;
        rows += pieces[i].length;
    }
    if (rows != ((size_t)width * (size_t)channels + 1) * height) {
        status->code = CIS_BAD_ARGUMENT;
        cis_set_message(status, "the pieces are not the rows of the image");
        return;
    }
    uint8_t *stream = (uint8_t *)malloc(size);
    if (stream == NULL) {
        status->code = CIS_NO_MEMORY;
        cis_set_message(status, "out of memory");
        return;
    }
    size_t used = 0;
    uLong adler = adler32(0L, Z_NULL, 0);
    for (int i = 0; i < count; i++) {
        memcpy(stream + used, pieces[i].bytes, pieces[i].size);
        used += pieces[i].size;
        adler = adler32_combine(adler, pieces[i].adler, (z_off_t)pieces[i].length);
    }
    stream[used++] = (uint8_t)(adler >> 24);
    stream[used++] = (uint8_t)(adler >> 16);
    stream[used++] = (uint8_t)(adler >> 8);
    stream[used++] = (uint8_t)adler;
    write_png(width, height, channels, palette, palette_count, stream, used, out, status);
    free(stream);
}

void cis_free(cis_buffer *buffer) {
    if (buffer == NULL) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->size = 0;
    buffer->capacity = 0;
}
