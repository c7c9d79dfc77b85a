#include "common.h"

#include <png.h>
#include <setjmp.h>

typedef struct {
  jmp_buf jump;
  mt_image *out;
  const uint8_t *data;
  size_t size;
  size_t offset;
} png_state;

static void on_png_error(png_structp png, png_const_charp message) {
  png_state *state = (png_state *)png_get_error_ptr(png);
  mt_set_message(state->out, "%s", message ? message : "invalid PNG data");
  longjmp(state->jump, 1);
}

static void on_png_warning(png_structp png, png_const_charp message) {
  (void)png;
  (void)message;  // Benign problems (e.g. a bad ancillary chunk) do not stop the decode.
}

static void read_from_memory(png_structp png, png_bytep into, size_t length) {
  png_state *state = (png_state *)png_get_io_ptr(png);
  if (length > state->size - state->offset) png_error(png, "the file ends early (truncated)");
  memcpy(into, state->data + state->offset, length);
  state->offset += length;
}

mt_image_status mt_decode_png(const uint8_t *data, size_t size, mt_image_limits limits,
                              mt_image *out) {
  memset(out, 0, sizeof *out);
  if (size < 8 || png_sig_cmp(data, 0, 8) != 0) {
    mt_set_message(out, "not a PNG file (bad signature)");
    return MT_IMAGE_CORRUPT;
  }
  // The IHDR chunk must come first: check its size against the limits (and for zero) before
  // libpng sees it, so the message says what is wrong rather than "Invalid IHDR data".
  if (size >= 24 && memcmp(data + 12, "IHDR", 4) == 0) {
    uint32_t width = (uint32_t)data[16] << 24 | (uint32_t)data[17] << 16 |
                     (uint32_t)data[18] << 8 | data[19];
    uint32_t height = (uint32_t)data[20] << 24 | (uint32_t)data[21] << 16 |
                      (uint32_t)data[22] << 8 | data[23];
    mt_image_status early = mt_check_size(width, height, limits, out);
    if (early != MT_IMAGE_OK) return early;
  }
  // volatile: these change between setjmp and a possible longjmp.
  png_state state = {.out = out, .data = data, .size = size, .offset = 0};
  uint32_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  volatile mt_image_status status = MT_IMAGE_CORRUPT;
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, on_png_error,
                                           on_png_warning);
  if (!png) {
    mt_set_message(out, "out of memory");
    return MT_IMAGE_NO_MEMORY;
  }
  png_infop info = png_create_info_struct(png);
  if (!info) {
    png_destroy_read_struct(&png, NULL, NULL);
    mt_set_message(out, "out of memory");
    return MT_IMAGE_NO_MEMORY;
  }
  if (setjmp(state.jump)) {
    free(rows);
    free(pixels);
    png_destroy_read_struct(&png, &info, NULL);
    return status;
  }
  png_set_read_fn(png, &state, read_from_memory);
  // Ancillary chunks (text, ICC profiles) get at most 1 MiB each, decompressed.
  png_set_chunk_malloc_max(png, 1 << 20);
  png_set_chunk_cache_max(png, 1000);
  png_read_info(png, info);

  png_uint_32 width = 0, height = 0;
  int depth = 0, color_type = 0, interlace = 0;
  png_get_IHDR(png, info, &width, &height, &depth, &color_type, &interlace, NULL, NULL);
  mt_image_status size_status = mt_check_size(width, height, limits, out);
  if (size_status != MT_IMAGE_OK) {
    status = size_status;
    longjmp(state.jump, 1);
  }

  // Everything becomes 8-bit RGBA.
  if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color_type == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (depth == 16) png_set_scale_16(png);
  if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
    png_set_gray_to_rgb(png);
  png_set_filler(png, 0xFF, PNG_FILLER_AFTER);  // no effect when there is already alpha
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)width * 4) {
    mt_set_message(out, "unexpected PNG layout after conversion");
    longjmp(state.jump, 1);
  }

  pixels = mt_allocate_pixels(width, height);
  rows = (png_bytep *)malloc(sizeof(png_bytep) * height);
  if (!pixels || !rows) {
    status = MT_IMAGE_NO_MEMORY;
    mt_set_message(out, "out of memory for %ux%u pixels", width, height);
    longjmp(state.jump, 1);
  }
  for (png_uint_32 y = 0; y < height; y++) rows[y] = (png_bytep)(pixels + (size_t)y * width);
  png_read_image(png, rows);

  mt_rgba_to_argb(pixels, (size_t)width * height);
  free(rows);
  png_destroy_read_struct(&png, &info, NULL);
  out->pixels = pixels;
  out->width = width;
  out->height = height;
  return MT_IMAGE_OK;
}

void mt_image_free(mt_image *image) {
  if (!image) return;
  free(image->pixels);
  image->pixels = NULL;
}
