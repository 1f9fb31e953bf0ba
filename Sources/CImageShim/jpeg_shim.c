/* libjpeg(-turbo) behind plain C calls; setjmp/longjmp never leave this file. */
#include "cimageshim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager; /* must be first */
    jmp_buf jump;
    cis_status *status;
} jpeg_failure;

static void set_message(cis_status *status, const char *message) {
    size_t length = strlen(message);
    if (length >= CIS_MESSAGE_SIZE) length = CIS_MESSAGE_SIZE - 1;
    memcpy(status->message, message, length);
    status->message[length] = '\0';
}

static void reset_status(cis_status *status) {
    status->code = CIS_OK;
    status->width = 0;
    status->height = 0;
    status->message[0] = '\0';
}

static void fail(j_common_ptr cinfo) {
    jpeg_failure *failure = (jpeg_failure *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    failure->status->code = CIS_ERROR;
    set_message(failure->status, text);
    if (cinfo->is_decompressor) {
        /* Report the size if the frame header got through, so the caller can apply its limit.
         * (Read here, not after longjmp: the decoder's struct is a local of the function that
         * called setjmp, and an optimizing compiler may assume it still holds its old value.) */
        j_decompress_ptr decoder = (j_decompress_ptr)cinfo;
        failure->status->width = decoder->image_width;
        failure->status->height = decoder->image_height;
    }
    longjmp(failure->jump, 1);
}

/* Warnings that mean pixels were lost (the library would paint grey) become
 * errors; harmless ones (unknown JFIF version, stray bytes, …) are ignored. */
static void on_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    switch (cinfo->err->msg_code) {
    case JWRN_JPEG_EOF:
    case JWRN_HIT_MARKER:
    case JWRN_MUST_RESYNC:
    case JWRN_HUFF_BAD_CODE:
    case JWRN_ARITH_BAD_CODE:
    case JWRN_NOT_SEQUENTIAL:
    case JWRN_BOGUS_PROGRESSION:
        fail(cinfo);
        break;
    default:
        break;
    }
}

static void silent(j_common_ptr cinfo) {
    (void)cinfo;
}

static void install_failure(jpeg_failure *failure, cis_status *status) {
    jpeg_std_error(&failure->manager);
    failure->manager.error_exit = fail;
    failure->manager.emit_message = on_message;
    failure->manager.output_message = silent;
    failure->status = status;
}

static void jpeg_read(const uint8_t *data, size_t size, uint8_t *out, size_t out_size,
                      cis_status *status) {
    reset_status(status);
    if ((unsigned long)size != size) {
        status->code = CIS_NO_MEMORY;
        set_message(status, "file too large");
        return;
    }
    struct jpeg_decompress_struct cinfo;
    jpeg_failure failure;
    memset(&cinfo, 0, sizeof cinfo);
    install_failure(&failure, status);
    cinfo.err = &failure.manager;
    if (setjmp(failure.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, (const unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    status->width = cinfo.image_width;
    status->height = cinfo.image_height;
    if (out == NULL) {
        jpeg_destroy_decompress(&cinfo);
        return;
    }
    size_t stride = (size_t)cinfo.image_width * 4;
    if (cinfo.image_width == 0 || stride * cinfo.image_height / stride != cinfo.image_height
        || out_size != stride * cinfo.image_height) {
        jpeg_destroy_decompress(&cinfo);
        status->code = CIS_BAD_ARGUMENT;
        set_message(status, "output buffer does not match image size");
        return;
    }
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.do_fancy_upsampling = TRUE;
    cinfo.scale_num = 1;
    cinfo.scale_denom = 1;
    jpeg_start_decompress(&cinfo);
    if (cinfo.output_width != cinfo.image_width || cinfo.output_height != cinfo.image_height
        || cinfo.output_components != 4) {
        ERREXIT(&cinfo, JERR_CONVERSION_NOTIMPL);
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW rows[16];
        JDIMENSION count = 0;
        while (count < 16 && cinfo.output_scanline + count < cinfo.output_height) {
            rows[count] = out + (size_t)(cinfo.output_scanline + count) * stride;
            count++;
        }
        jpeg_read_scanlines(&cinfo, rows, count);
    }
    if (cmyk) {
        /* Adobe writes inverted CMYK (255 = no ink); others store ink amounts. */
        int inverted = cinfo.saw_Adobe_marker;
        size_t total = stride * cinfo.output_height;
        for (size_t i = 0; i < total; i += 4) {
            unsigned c = out[i], m = out[i + 1], y = out[i + 2], k = out[i + 3];
            if (!inverted) {
                c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k;
            }
            out[i] = (uint8_t)((c * k + 127) / 255);
            out[i + 1] = (uint8_t)((m * k + 127) / 255);
            out[i + 2] = (uint8_t)((y * k + 127) / 255);
            out[i + 3] = 255;
        }
    }
    jpeg_finish_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
}

void cis_jpeg_read_header(const uint8_t *data, size_t size, cis_status *status) {
    jpeg_read(data, size, NULL, 0, status);
}

void cis_jpeg_decode_rgba(const uint8_t *data, size_t size,
                          uint8_t *out, size_t out_size, cis_status *status) {
    if (out == NULL) {
        reset_status(status);
        status->code = CIS_BAD_ARGUMENT;
        set_message(status, "no output buffer");
        return;
    }
    jpeg_read(data, size, out, out_size, status);
}

void cis_jpeg_encode_rgba(const uint8_t *pixels, uint32_t width, uint32_t height,
                          int quality, cis_buffer *out, cis_status *status) {
    reset_status(status);
    out->bytes = NULL;
    out->size = 0;
    out->capacity = 0;
    if (pixels == NULL || width == 0 || height == 0 || width > JPEG_MAX_DIMENSION
        || height > JPEG_MAX_DIMENSION) {
        status->code = CIS_BAD_ARGUMENT;
        set_message(status, "image size not supported by JPEG");
        return;
    }
    struct jpeg_compress_struct cinfo;
    jpeg_failure failure;
    unsigned char *bytes = NULL;
    unsigned long size = 0;
    memset(&cinfo, 0, sizeof cinfo);
    install_failure(&failure, status);
    cinfo.err = &failure.manager;
    if (setjmp(failure.jump)) {
        jpeg_destroy_compress(&cinfo);
        free(bytes);
        return;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &bytes, &size);
    cinfo.image_width = width;
    cinfo.image_height = height;
    cinfo.input_components = 4;
    cinfo.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    cinfo.dct_method = JDCT_ISLOW;
    cinfo.optimize_coding = TRUE;
    jpeg_start_compress(&cinfo, TRUE);
    size_t stride = (size_t)width * 4;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)cinfo.next_scanline * stride);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    jpeg_destroy_compress(&cinfo);
    status->width = width;
    status->height = height;
    out->bytes = bytes;
    out->size = size;
    out->capacity = size;
}
