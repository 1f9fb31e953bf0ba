/* Status codes and libpng's callbacks for the shim's PNG code (not part of the API). */
#ifndef CIMAGESHIM_PNG_STATUS_H
#define CIMAGESHIM_PNG_STATUS_H

#include "cimageshim.h"

#include <png.h>

/* Sets `status`'s message, cut to CIS_MESSAGE_SIZE - 1 bytes. */
void cis_set_message(cis_status *status, const char *message);

/* A status of CIS_OK, no size, no message. */
void cis_reset_status(cis_status *status);

/* libpng's error callback: the first error's message into the cis_status that is the error
 * pointer, then back to the caller's setjmp. */
void cis_on_png_error(png_structp png, png_const_charp message);

/* libpng's warning callback: warnings (damaged ancillary chunks, benign errors) are not failures. */
void cis_on_png_warning(png_structp png, png_const_charp message);

/* libpng's write callbacks into a cis_buffer (the io pointer), growing it as needed. */
void cis_png_append(png_structp png, png_bytep bytes, size_t length);
void cis_png_flush(png_structp png);

/* A libpng write struct and info struct reporting into `status`; on failure sets CIS_NO_MEMORY,
 * frees what was made and returns 0. The caller sets its own setjmp before using them. */
int cis_png_writer_create(cis_status *status, png_structp *png, png_infop *info);

#endif
