/* PNG files of any colour type, bit depth and interlacing written by libpng itself, row by row
 * with its own filters and zlib: the files other programs write, for the tests of the decoder and
 * for instagrid-bench (cis_png_encode_samples in cimageshim.h). */
#include "cimageshim.h"
#include "png_status.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

/* Everything libpng may longjmp out of, in one frame that owns the setjmp. */
static void write_samples(png_structp png, png_infop info, const uint8_t *rows, size_t stride, uint32_t width,
                          uint32_t height, const cis_png_sample_settings *settings, cis_buffer *out) {
    png_set_write_fn(png, out, cis_png_append, cis_png_flush);
    png_set_IHDR(png, info, width, height, settings->bit_depth, settings->color_type,
                 settings->interlaced ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    if (settings->palette_count > 0) {
        png_color palette[256];
        for (int i = 0; i < settings->palette_count && i < 256; i++) {
            palette[i].red = settings->palette[3 * i];
            palette[i].green = settings->palette[3 * i + 1];
            palette[i].blue = settings->palette[3 * i + 2];
        }
        png_set_PLTE(png, info, palette, settings->palette_count < 256 ? settings->palette_count : 256);
    }
    if (settings->alpha_count > 0) {
        png_set_tRNS(png, info, settings->alphas, settings->alpha_count, NULL);
    } else if (settings->has_trns_colour) {
        png_color_16 colour;
        memset(&colour, 0, sizeof colour);
        colour.gray = settings->trns_grey;
        colour.red = settings->trns_red;
        colour.green = settings->trns_green;
        colour.blue = settings->trns_blue;
        png_set_tRNS(png, info, NULL, 0, &colour);
    }
#ifdef PNG_CHECK_FOR_INVALID_INDEX_SUPPORTED
    /* Palette indices past the palette are written as given (decoders make them black). */
    png_set_check_for_invalid_index(png, 0);
#endif
    if (settings->level >= 0) png_set_compression_level(png, settings->level);
    if (settings->filters >= 0) png_set_filter(png, PNG_FILTER_TYPE_BASE, settings->filters);
    if (settings->idat_bytes > 0) png_set_compression_buffer_size(png, (size_t)settings->idat_bytes);
    png_write_info(png, info);
    int passes = png_set_interlace_handling(png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < height; y++) png_write_row(png, rows + (size_t)y * stride);
    }
    png_write_end(png, info);
}

void cis_png_encode_samples(const uint8_t *rows, size_t stride, uint32_t width, uint32_t height,
                            cis_png_sample_settings settings, cis_buffer *out, cis_status *status) {
    status->code = CIS_OK;
    status->width = width;
    status->height = height;
    status->message[0] = '\0';
    out->bytes = NULL;
    out->size = 0;
    out->capacity = 0;
    if (rows == NULL || width == 0 || height == 0) {
        status->code = CIS_BAD_ARGUMENT;
        cis_set_message(status, "empty image");
        return;
    }
    png_structp png = NULL;
    png_infop info = NULL;
    if (!cis_png_writer_create(status, &png, &info)) return;
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        cis_free(out);
        return;
    }
    write_samples(png, info, rows, stride, width, height, &settings, out);
    png_destroy_write_struct(&png, &info);
}
