/* libpng behind plain C calls; setjmp/longjmp never leave this file. */
#include "cimageshim.h"
#include "png_reader.h"
#include "png_status.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>

static void read_from_memory(png_structp png, png_bytep out, size_t length) {
    png_source *source = (png_source *)png_get_io_ptr(png);
    if (length > source->size - source->position) {
        png_error(png, "file is truncated");
    }
    size_t at = source->position;
    memcpy(out, source->data + at, length);
    for (int i = 0; i < source->patches; i++) {
        size_t from = source->patch_at[i] > at ? source->patch_at[i] : at;
        size_t to = source->patch_at[i] + source->patch_length[i];
        if (to > at + length) to = at + length;
        if (from < to) memcpy(out + (from - at), source->patch[i] + (from - source->patch_at[i]), to - from);
    }
    source->position += length;
}

/* Copies the reader's status (code and message, and the size once IHDR is read) to `status`. */
static void report(cis_png_reader *reader, cis_status *status) {
    *status = reader->status;
    if (reader->info != NULL) {
        status->width = png_get_image_width(reader->png, reader->info);
        status->height = png_get_image_height(reader->png, reader->info);
    }
}

cis_png_reader *cis_png_reader_open(const uint8_t *data, size_t size, cis_status *status) {
    return cis_png_reader_open_with(data, size, CIS_PNG_DECODE_AUTOMATIC, status);
}

cis_png_reader *cis_png_reader_open_with(const uint8_t *data, size_t size, int decoding, cis_status *status) {
    cis_reset_status(status);
    cis_png_reader *reader = (cis_png_reader *)calloc(1, sizeof(cis_png_reader));
    if (reader == NULL) {
        status->code = CIS_NO_MEMORY;
        cis_set_message(status, "cannot create PNG reader");
        return NULL;
    }
    cis_reset_status(&reader->status);
    reader->source.data = data;
    reader->source.size = size;
    reader->decoding = decoding;
    reader->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &reader->status, cis_on_png_error, cis_on_png_warning);
    if (reader->png != NULL) reader->info = png_create_info_struct(reader->png);
    if (reader->png == NULL || reader->info == NULL) {
        cis_png_reader_close(reader);
        status->code = CIS_NO_MEMORY;
        cis_set_message(status, "cannot create PNG reader");
        return NULL;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        /* Report the size if IHDR got through, so the caller can apply its limit. */
        report(reader, status);
        cis_png_reader_close(reader);
        return NULL;
    }
    png_set_read_fn(reader->png, &reader->source, read_from_memory);
    /* The caller applies its own pixel limit; let libpng accept any legal size. */
    png_set_user_limits(reader->png, 0x7fffffff, 0x7fffffff);
#if defined(PNG_SET_OPTION_SUPPORTED) && defined(PNG_IGNORE_ADLER32)
    /* Every IDAT byte is already covered by its chunk's CRC-32; skipping zlib's Adler-32
     * over the inflated data saves ~20 % of decode time and detects nothing more. */
    png_set_option(reader->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
#endif
    png_read_info(reader->png, reader->info);
    report(reader, status);
    return reader;
}

int cis_png_reader_start(cis_png_reader *reader, cis_status *status) {
    png_structp png = reader->png;
    png_infop info = reader->info;
    if (reader->status.code != CIS_OK || reader->started) {
        report(reader, status);
        if (status->code == CIS_OK) {
            status->code = CIS_BAD_ARGUMENT;
            cis_set_message(status, "PNG reader already started");
        }
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        report(reader, status);
        return 0;
    }
    reader->started = 1;
    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0;
    png_get_IHDR(png, info, &width, &height, &bit_depth, &color_type, NULL, NULL, NULL);
    size_t stride = (size_t)width * 4;
    if (width == 0 || height == 0 || stride / 4 != width) png_error(png, "image has no pixels");

    /* Expand everything to 8-bit RGBA; no gamma, background or colour-space work. */
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (bit_depth == 16) png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) {
        png_set_gray_to_rgb(png);
    }
    if ((color_type & PNG_COLOR_MASK_ALPHA) == 0 && !has_trns) {
        png_set_add_alpha(png, 0xff, PNG_FILLER_AFTER);
    }
    reader->passes = png_set_interlace_handling(png);
    /* From the file's own header, palette and tRNS: png_read_update_info turns info into the
     * transforms' output (8-bit RGBA). */
    cis_fast_prepare(reader);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != stride) {
        png_error(png, "unexpected row size after conversion to RGBA");
    }
    report(reader, status);
    return reader->passes;
}

void cis_png_reader_read_rows(cis_png_reader *reader, uint8_t *out, size_t stride, uint32_t count,
                              cis_status *status) {
    if (reader->status.code != CIS_OK || !reader->started) {
        report(reader, status);
        if (status->code == CIS_OK) {
            status->code = CIS_BAD_ARGUMENT;
            cis_set_message(status, "PNG reader not started");
        }
        return;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        report(reader, status);
        return;
    }
    reader->rows_done += count;
    /* Rows read one pass at a time (interlaced images) are libpng's. */
    if (reader->fast.state == FAST_UNTRIED && reader->passes == 1) cis_fast_inflate(reader, NULL, 0);
    if (reader->fast.state == FAST_ON) {
        cis_fast_rows(reader, out, stride, count);
    } else {
        reader->fast.state = FAST_OFF;
        for (uint32_t row = 0; row < count; row++) {
            png_read_row(reader->png, out + (size_t)row * stride, NULL);
        }
    }
    report(reader, status);
}

void cis_png_reader_skip_rows(cis_png_reader *reader, cis_status *status) {
    if (reader->status.code != CIS_OK || !reader->started || reader->passes != 1) {
        report(reader, status);
        if (status->code == CIS_OK) {
            status->code = CIS_BAD_ARGUMENT;
            cis_set_message(status, "PNG reader not started, or interlaced");
        }
        return;
    }
    if (reader->fast.state != FAST_OFF && cis_fast_inflate(reader, NULL, 0)) {
        /* Inflated, every filter type checked: nothing left that can fail. */
        reader->rows_done = reader->fast.height;
        reader->fast.next_row = reader->fast.height;
        report(reader, status);
        return;
    }
    uint8_t *row = (uint8_t *)malloc((size_t)reader->fast.width * 4);
    if (row == NULL) {
        report(reader, status);
        status->code = CIS_NO_MEMORY;
        cis_set_message(status, "out of memory");
        return;
    }
    report(reader, status);
    while (reader->rows_done < reader->fast.height && status->code == CIS_OK) {
        cis_png_reader_read_rows(reader, row, 0, 1, status);
    }
    free(row);
}

size_t cis_png_reader_image_capacity(const cis_png_reader *reader) {
    return cis_fast_capacity(reader);
}

int cis_png_reader_used_fast_path(const cis_png_reader *reader) {
    return reader->fast.state == FAST_ON;
}

void cis_png_reader_decode_image(cis_png_reader *reader, uint8_t *out, size_t capacity, cis_status *status) {
    size_t stride = (size_t)reader->fast.width * 4;
    if (reader->status.code != CIS_OK || !reader->started || reader->rows_done > 0 || out == NULL
        || capacity < stride * reader->fast.height) {
        report(reader, status);
        if (status->code == CIS_OK) {
            status->code = CIS_BAD_ARGUMENT;
            cis_set_message(status, "PNG reader not at its first row, or the buffer is too small");
        }
        return;
    }
    /* A fresh buffer of megabytes, written in full once. */
    pk_prefer_huge_pages(out, (ptrdiff_t)capacity);
    if (reader->fast.state == FAST_UNTRIED) cis_fast_inflate(reader, out, capacity);
    if (reader->fast.state == FAST_ON && reader->fast.interlaced) {
        cis_fast_interlaced(reader, out, stride);
    } else {
        for (int pass = 0; pass < reader->passes && reader->status.code == CIS_OK; pass++) {
            cis_png_reader_read_rows(reader, out, stride, reader->fast.height, status);
        }
    }
    if (reader->status.code == CIS_OK) cis_png_reader_finish(reader, status);
    else report(reader, status);
}

void cis_png_reader_finish(cis_png_reader *reader, cis_status *status) {
    if (reader->status.code != CIS_OK) {
        report(reader, status);
        return;
    }
    if (setjmp(png_jmpbuf(reader->png))) {
        report(reader, status);
        return;
    }
    if (reader->fast.state == FAST_ON) cis_fast_patch(reader);
    png_read_end(reader->png, NULL);
    report(reader, status);
}

void cis_png_reader_close(cis_png_reader *reader) {
    if (reader == NULL) return;
    cis_fast_release(reader);
    if (reader->png != NULL) png_destroy_read_struct(&reader->png, reader->info != NULL ? &reader->info : NULL, NULL);
    free(reader);
}

void cis_png_read_header(const uint8_t *data, size_t size, cis_status *status) {
    cis_png_reader_close(cis_png_reader_open(data, size, status));
}

void cis_png_decode_rgba(const uint8_t *data, size_t size,
                         uint8_t *out, size_t out_size, cis_status *status) {
    if (out == NULL) {
        cis_reset_status(status);
        status->code = CIS_BAD_ARGUMENT;
        cis_set_message(status, "no output buffer");
        return;
    }
    cis_png_reader *reader = cis_png_reader_open(data, size, status);
    if (reader == NULL) return;
    size_t stride = (size_t)status->width * 4;
    uint32_t height = status->height;
    if (status->width == 0 || stride / 4 != status->width || stride * height / stride != height
        || out_size != stride * height) {
        cis_png_reader_close(reader);
        status->code = CIS_BAD_ARGUMENT;
        cis_set_message(status, "output buffer does not match image size");
        return;
    }
    cis_png_reader_start(reader, status);
    if (status->code == CIS_OK) cis_png_reader_decode_image(reader, out, out_size, status);
    cis_png_reader_close(reader);
}
