#include "common.h"

#include <jpeglib.h>
#include <setjmp.h>

// Progressive JPEGs may hold any number of scans; each one re-walks the coefficient buffer, so a
// small file with thousands of scans takes minutes. djpeg's -maxscans guards the same way.
#define MT_JPEG_MAX_SCANS 500

typedef struct {
  struct jpeg_error_mgr base;
  jmp_buf jump;
  mt_image *out;
  volatile mt_image_status status;
} jpeg_errors;

typedef struct {
  struct jpeg_progress_mgr base;
  j_decompress_ptr info;
} jpeg_progress;

static void fail_with_libjpeg_message(j_common_ptr info) {
  jpeg_errors *errors = (jpeg_errors *)info->err;
  char text[JMSG_LENGTH_MAX];
  (*info->err->format_message)(info, text);
  mt_set_message(errors->out, "%s", text);
  longjmp(errors->jump, 1);
}

// Any warning (level -1: corrupt or truncated data, which libjpeg would paper over with grey)
// ends the decode; trace messages (level >= 0) are ignored.
static void on_jpeg_message(j_common_ptr info, int level) {
  if (level < 0) fail_with_libjpeg_message(info);
}

static void on_jpeg_progress(j_common_ptr info) {
  j_decompress_ptr decompress = (j_decompress_ptr)info;
  if (decompress->progressive_mode && decompress->input_scan_number > MT_JPEG_MAX_SCANS) {
    jpeg_errors *errors = (jpeg_errors *)info->err;
    errors->status = MT_IMAGE_CORRUPT;
    mt_set_message(errors->out, "the progressive JPEG has more than %d scans",
                   MT_JPEG_MAX_SCANS);
    longjmp(errors->jump, 1);
  }
}

mt_image_status mt_decode_jpeg(const uint8_t *data, size_t size, mt_image_limits limits,
                               mt_image *out) {
  memset(out, 0, sizeof *out);
  if (size < 3 || data[0] != 0xFF || data[1] != 0xD8 || data[2] != 0xFF) {
    mt_set_message(out, "not a JPEG file (bad signature)");
    return MT_IMAGE_CORRUPT;
  }
  struct jpeg_decompress_struct info;
  jpeg_errors errors;
  jpeg_progress progress;
  uint32_t *volatile pixels = NULL;
  memset(&info, 0, sizeof info);
  info.err = jpeg_std_error(&errors.base);
  errors.base.error_exit = fail_with_libjpeg_message;
  errors.base.emit_message = on_jpeg_message;
  errors.out = out;
  errors.status = MT_IMAGE_CORRUPT;
  if (setjmp(errors.jump)) {
    free(pixels);
    jpeg_destroy_decompress(&info);
    return errors.status;
  }
  jpeg_create_decompress(&info);
  // Without a backing store, a decode needing more than this fails instead of growing.
  info.mem->max_memory_to_use = 1024L * 1024 * 1024;
  progress.base.progress_monitor = on_jpeg_progress;
  progress.info = &info;
  info.progress = &progress.base;
  jpeg_mem_src(&info, data, (unsigned long)size);
  jpeg_read_header(&info, TRUE);

  mt_image_status size_status = mt_check_size(info.image_width, info.image_height, limits, out);
  if (size_status != MT_IMAGE_OK) {
    errors.status = size_status;
    longjmp(errors.jump, 1);
  }
  switch (info.jpeg_color_space) {
    case JCS_GRAYSCALE:
    case JCS_YCbCr:
    case JCS_RGB:
      break;
    case JCS_CMYK:
    case JCS_YCCK:
      errors.status = MT_IMAGE_UNSUPPORTED;
      mt_set_message(out, "CMYK JPEGs are not supported; save the image as RGB");
      longjmp(errors.jump, 1);
    default:
      errors.status = MT_IMAGE_UNSUPPORTED;
      mt_set_message(out, "the JPEG's colour space (%d) is not supported",
                     (int)info.jpeg_color_space);
      longjmp(errors.jump, 1);
  }
  info.out_color_space = JCS_EXT_RGBA;
  jpeg_start_decompress(&info);
  if (info.output_components != 4 || info.output_width != info.image_width ||
      info.output_height != info.image_height) {
    mt_set_message(out, "unexpected JPEG output layout");
    longjmp(errors.jump, 1);
  }
  pixels = mt_allocate_pixels(info.output_width, info.output_height);
  if (!pixels) {
    errors.status = MT_IMAGE_NO_MEMORY;
    mt_set_message(out, "out of memory for %ux%u pixels", info.output_width,
                   info.output_height);
    longjmp(errors.jump, 1);
  }
  while (info.output_scanline < info.output_height) {
    JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.output_scanline * info.output_width);
    if (jpeg_read_scanlines(&info, &row, 1) != 1) {
      mt_set_message(out, "the file ends early (truncated)");
      longjmp(errors.jump, 1);
    }
  }
  jpeg_finish_decompress(&info);
  mt_rgba_to_argb(pixels, (size_t)info.output_width * info.output_height);
  out->pixels = pixels;
  out->width = info.output_width;
  out->height = info.output_height;
  jpeg_destroy_decompress(&info);
  return MT_IMAGE_OK;
}
