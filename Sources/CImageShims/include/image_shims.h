#ifndef MT_IMAGE_SHIMS_H
#define MT_IMAGE_SHIMS_H

// PNG and JPEG decoding for MaterialTheming: libpng and libjpeg report errors with longjmp, which
// Swift cannot call or catch, so each decoder runs under setjmp here and returns a status code and
// a message instead. Input is a whole file in memory; output is 0xAARRGGBB pixels, row-major.

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a decode ended.
typedef enum {
  MT_IMAGE_OK = 0,
  /// The data is not a valid image of the format (corrupt, truncated, bad header).
  MT_IMAGE_CORRUPT = 1,
  /// The header declares more pixels than the limits allow (checked before decoding).
  MT_IMAGE_TOO_LARGE = 2,
  /// A valid image in a form we do not decode (e.g. a CMYK JPEG).
  MT_IMAGE_UNSUPPORTED = 3,
  /// Memory for the pixels could not be allocated.
  MT_IMAGE_NO_MEMORY = 4,
} mt_image_status;

/// Bounds checked against the header before any pixel is decoded.
typedef struct {
  uint32_t max_width;
  uint32_t max_height;
  uint64_t max_pixels;
} mt_image_limits;

/// A decoded image, or why there is none.
typedef struct {
  /// width * height pixels as 0xAARRGGBB (malloc'ed; release with mt_image_free), or NULL.
  uint32_t *pixels;
  uint32_t width;
  uint32_t height;
  /// The header's dimensions even when decoding stopped (0 if the header was not read).
  uint32_t header_width;
  uint32_t header_height;
  /// A human-readable reason when status is not MT_IMAGE_OK (ASCII, NUL-terminated).
  char message[200];
} mt_image;

/// Decodes a PNG: any bit depth, palette, grey, grey+alpha, RGB, RGBA, tRNS, Adam7. 16-bit
/// channels are scaled to 8 bits with rounding; no gamma or colour-profile correction is applied.
mt_image_status mt_decode_png(const uint8_t *data, size_t size, mt_image_limits limits,
                              mt_image *out);

/// Decodes a baseline, extended or progressive JPEG in grey, YCbCr or RGB with libjpeg's default
/// (djpeg's) settings; CMYK/YCCK is MT_IMAGE_UNSUPPORTED. Any libjpeg warning (corrupt or truncated
/// data) fails the decode with MT_IMAGE_CORRUPT rather than returning a partly grey image.
mt_image_status mt_decode_jpeg(const uint8_t *data, size_t size, mt_image_limits limits,
                               mt_image *out);

/// Releases the pixels of an image and clears the pointer.
void mt_image_free(mt_image *image);

#ifdef __cplusplus
}
#endif

#endif
