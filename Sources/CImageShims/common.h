#ifndef MT_IMAGE_COMMON_H
#define MT_IMAGE_COMMON_H

#include "image_shims.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Writes a message into out->message (printf-style, always NUL-terminated).
static inline void mt_set_message(mt_image *out, const char *format, ...) {
  va_list arguments;
  va_start(arguments, format);
  vsnprintf(out->message, sizeof out->message, format, arguments);
  va_end(arguments);
}

// Checks a header's size against the limits; writes the reason and returns a status.
static inline mt_image_status mt_check_size(uint32_t width, uint32_t height, mt_image_limits limits,
                                            mt_image *out) {
  out->header_width = width;
  out->header_height = height;
  if (width == 0 || height == 0) {
    mt_set_message(out, "the image is %ux%u pixels (empty)", width, height);
    return MT_IMAGE_CORRUPT;
  }
  if (width > limits.max_width || height > limits.max_height) {
    mt_set_message(out, "the image is %ux%u pixels, larger than the limit of %ux%u", width,
                   height, limits.max_width, limits.max_height);
    return MT_IMAGE_TOO_LARGE;
  }
  if ((uint64_t)width * height > limits.max_pixels) {
    mt_set_message(out, "the image is %ux%u = %llu pixels, more than the limit of %llu", width,
                   height, (unsigned long long)width * height,
                   (unsigned long long)limits.max_pixels);
    return MT_IMAGE_TOO_LARGE;
  }
  return MT_IMAGE_OK;
}

// Allocates width*height 32-bit pixels (the limits keep the product far below SIZE_MAX / 4).
static inline uint32_t *mt_allocate_pixels(uint32_t width, uint32_t height) {
  size_t count = (size_t)width * height;
  if (count == 0 || count > SIZE_MAX / 4) return NULL;
  return (uint32_t *)malloc(count * 4);
}

// Rewrites RGBA bytes in place as 0xAARRGGBB words.
static inline void mt_rgba_to_argb(uint32_t *pixels, size_t count) {
  uint8_t *bytes = (uint8_t *)pixels;
  for (size_t i = 0; i < count; i++) {
    uint8_t *p = bytes + i * 4;
    pixels[i] = (uint32_t)p[3] << 24 | (uint32_t)p[0] << 16 | (uint32_t)p[1] << 8 | p[2];
  }
}

#endif
