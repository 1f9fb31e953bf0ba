/* A deflate encoder for PNG scanlines of rendered screens (not part of the API). */
#ifndef CIMAGESHIM_PNG_DEFLATE_H
#define CIMAGESHIM_PNG_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/* Compresses `size` bytes of PNG scanlines (rows of `row_bytes` bytes, filter byte included,
 * `bpp` bytes per pixel) into one zlib stream, malloc'd into *out.
 *
 * Rendered screens repeat themselves at a few distances: one pixel back (flat runs), one row
 * back (vertical edges, flat areas), and one row back give or take a pixel (diagonal edges and
 * gradients). Matches are looked for at those distances first, the last one that matched
 * first of all, and only where none of them gives 4 bytes or more in a small hash table of
 * recent positions. A long run costs a few 8-byte compares per 258 bytes and no hashing. The
 * matches and literals are written as dynamic Huffman blocks of at most 65,535 symbols.
 * Everything is integer arithmetic on the input alone: same bytes in, same bytes out.
 *
 * Returns CIS_OK, or CIS_NO_MEMORY with `message` set to a static string. */
int cis_screen_deflate(const uint8_t *data, size_t size, size_t row_bytes, int bpp, uint8_t **out,
                       size_t *out_size, const char **message);

/* cis_screen_deflate's blocks for data[0..<size] alone (no match reaches before `data`), after
 * the zlib header when `header`; the last block is final when `final`, else an empty stored block
 * follows it and the output ends on a byte boundary. No Adler-32: the caller appends it, with
 * at least 8 bytes of room left in *out. Returns as cis_screen_deflate. */
int cis_screen_deflate_slice(const uint8_t *data, size_t size, size_t row_bytes, int bpp, int header, int final,
                             uint8_t **out, size_t *out_size, const char **message);

#endif
