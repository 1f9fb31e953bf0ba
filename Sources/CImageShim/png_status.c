/* Status codes and libpng's error and warning callbacks, shared by the PNG reader and writers. */
#include "png_status.h"

#include <stdlib.h>
#include <string.h>

void cis_set_message(cis_status *status, const char *message) {
    size_t length = strlen(message);
    if (length >= CIS_MESSAGE_SIZE) length = CIS_MESSAGE_SIZE - 1;
    memcpy(status->message, message, length);
    status->message[length] = '\0';
}

void cis_reset_status(cis_status *status) {
    status->code = CIS_OK;
    status->width = 0;
    status->height = 0;
    status->message[0] = '\0';
}

void cis_on_png_error(png_structp png, png_const_charp message) {
    cis_status *status = (cis_status *)png_get_error_ptr(png);
    if (status->code == CIS_OK) {
        status->code = CIS_ERROR;
        cis_set_message(status, message != NULL ? message : "unknown libpng error");
    }
    png_longjmp(png, 1);
}

void cis_on_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message; /* Warnings (bad ancillary chunks, …) are not failures. */
}

void cis_png_append(png_structp png, png_bytep bytes, size_t length) {
    cis_buffer *buffer = (cis_buffer *)png_get_io_ptr(png);
    if (length > buffer->capacity - buffer->size) {
        size_t capacity = buffer->capacity < 4096 ? 4096 : buffer->capacity;
        while (length > capacity - buffer->size) {
            if (capacity > SIZE_MAX / 2) png_error(png, "output too large");
            capacity *= 2;
        }
        uint8_t *grown = (uint8_t *)realloc(buffer->bytes, capacity);
        if (grown == NULL) png_error(png, "out of memory");
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->size, bytes, length);
    buffer->size += length;
}

void cis_png_flush(png_structp png) {
    (void)png;
}

int cis_png_writer_create(cis_status *status, png_structp *png, png_infop *info) {
    *png = png_create_write_struct(PNG_LIBPNG_VER_STRING, status, cis_on_png_error, cis_on_png_warning);
    *info = *png != NULL ? png_create_info_struct(*png) : NULL;
    if (*png != NULL && *info != NULL) return 1;
    png_destroy_write_struct(png, NULL);
    status->code = CIS_NO_MEMORY;
    cis_set_message(status, "cannot create PNG writer");
    return 0;
}
