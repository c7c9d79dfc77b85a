#!/usr/bin/env python3
"""Writes the image fixtures for the decoder and quantizer differential tests (deterministic).

    python3 Tests/MaterialThemingTests/Images/make-fixtures.py [--oracle PATH]

For each generated image it writes, in Fixtures/:
  NAME.png / NAME.jpg        the image (PNGs by this script's own encoder via zlib; JPEGs by `cjpeg`)
  NAME.pam                   the DECODED pixels as a P7 RGB_ALPHA PAM: for a PNG the generator's own
                             pixels (16-bit channels scaled to 8 bits by round(v * 255 / 65535));
                             for a JPEG `djpeg -rgb`'s output (libjpeg-turbo, the library we link)
and oracle.jsonl: one JSON object per image with the mcu-oracle answers (material-color-utilities Java
at the commit in the oracle's COMMIT file) for `quantize`, `score`
and `source` on NAME.pam, and `score` on its opaque pixels only (key "seeds": our `seeds` pipeline).
cmyk.jpg (a CMYK JPEG, which the decoder refuses) is written only when Pillow is importable (cjpeg
cannot write CMYK); otherwise the committed one is kept.
Needs python3 (no PIL), cjpeg/djpeg (Debian libjpeg-turbo-progs), java, and the mcu-oracle.
"""
import json
import math
import os
import random
import struct
import subprocess
import sys
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "Fixtures")
ORACLE = "/work/shared/tools/mcu-oracle/mcu-oracle"
if "--oracle" in sys.argv:
    ORACLE = sys.argv[sys.argv.index("--oracle") + 1]

# ---------------------------------------------------------------- PNG encoding (our own, via zlib)


def chunk(kind, data):
    body = kind + data
    return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)


ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def pack_row(samples, depth):
    """Samples (ints) of one row to bytes at the given bit depth."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, acc, bits = bytearray(), 0, 0
    for s in samples:
        acc = (acc << depth) | s
        bits += depth
        if bits == 8:
            out.append(acc)
            acc, bits = 0, 0
    if bits:
        out.append(acc << (8 - bits))
    return bytes(out)


def encode_png(width, height, rows, color_type, depth, interlace=False, plte=None, trns=None):
    """rows: list of rows, each a list of per-pixel sample tuples."""
    raw = bytearray()

    def emit(pixel_rows):
        for row in pixel_rows:
            raw.append(0)  # filter: none
            raw.extend(pack_row([s for px in row for s in px], depth))

    if interlace:
        for x0, y0, dx, dy in ADAM7:
            sub = [[rows[y][x] for x in range(x0, width, dx)] for y in range(y0, height, dy)]
            if sub and sub[0]:
                emit(sub)
    else:
        emit(rows)
    data = b"\x89PNG\r\n\x1a\n"
    data += chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, color_type, 0, 0, int(interlace)))
    if plte is not None:
        data += chunk(b"PLTE", bytes(c for rgb in plte for c in rgb))
    if trns is not None:
        data += chunk(b"tRNS", trns)
    data += chunk(b"IDAT", zlib.compress(bytes(raw), 9))
    data += chunk(b"IEND", b"")
    return data


def scale16(v):
    return (v * 255 + 32767) // 65535


# ---------------------------------------------------------------- pictures (RGBA 8-bit or 16-bit)


def clamp(v, hi=255):
    return max(0, min(hi, int(v)))


def picture(kind, w, h, rng):
    """A w×h list of rows of (r, g, b, a) 0...255."""
    if kind == "flat":
        return [[(0x67, 0x50, 0xA4, 255) if y < h // 2 else (0xE6, 0x78, 0x1E, 255) for x in range(w)] for y in range(h)]
    if kind == "gradient":
        return [[(clamp(255 * x / (w - 1)), clamp(255 * y / (h - 1)), clamp(128 + 100 * math.sin(x / 9.0)), 255)
                 for x in range(w)] for y in range(h)]
    if kind == "noise":
        return [[(rng.randrange(256), rng.randrange(256), rng.randrange(256), 255) for _ in range(w)] for _ in range(h)]
    if kind == "blobs":
        blobs = [(rng.uniform(0, w), rng.uniform(0, h), rng.uniform(6, w / 3),
                  (rng.randrange(256), rng.randrange(256), rng.randrange(256))) for _ in range(7)]
        base = (rng.randrange(60, 200),) * 3
        rows = []
        for y in range(h):
            row = []
            for x in range(w):
                r, g, b = base
                for bx, by, radius, (cr, cg, cb) in blobs:
                    t = math.exp(-((x - bx) ** 2 + (y - by) ** 2) / (2 * radius * radius))
                    r, g, b = r + (cr - r) * t, g + (cg - g) * t, b + (cb - b) * t
                n = rng.gauss(0, 6)
                row.append((clamp(r + n), clamp(g + n), clamp(b + n), 255))
            rows.append(row)
        return rows
    if kind == "alpha":
        rows = []
        for y in range(h):
            row = []
            for x in range(w):
                if x < w // 3:
                    row.append((0x14, 0x37, 0xF0, 0))  # transparent blue, the largest area
                elif x < w // 2:
                    row.append((0xE8, 0xAC, 0x47, 128 + (y % 64)))  # translucent
                else:
                    row.append((clamp(200 - y * 2), clamp(60 + x), 0x30 + (x * y) % 40, 255))
            rows.append(row)
        return rows
    raise ValueError(kind)


def write_pam(path, w, h, pixels):
    with open(path, "wb") as f:
        f.write(b"P7\nWIDTH %d\nHEIGHT %d\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n" % (w, h))
        f.write(bytes(c for row in pixels for px in row for c in px))


def write_ppm(path, w, h, pixels):
    with open(path, "wb") as f:
        f.write(b"P6\n%d %d\n255\n" % (w, h))
        f.write(bytes(c for row in pixels for px in row for c in px[:3]))


def read_ppm(path):
    data = open(path, "rb").read()
    parts, pos = [], 0
    while len(parts) < 4:
        while data[pos:pos + 1].isspace():
            pos += 1
        end = pos
        while not data[end:end + 1].isspace():
            end += 1
        parts.append(data[pos:end])
        pos = end
    pos += 1
    assert parts[0] == b"P6" and parts[3] == b"255", parts
    w, h = int(parts[1]), int(parts[2])
    body = data[pos:pos + w * h * 3]
    return w, h, [[(body[(y * w + x) * 3], body[(y * w + x) * 3 + 1], body[(y * w + x) * 3 + 2], 255)
                   for x in range(w)] for y in range(h)]


# ---------------------------------------------------------------- the set


def main():
    os.makedirs(OUT, exist_ok=True)
    rng = random.Random(20261130)
    made = []  # (name, file, w, h, decoded rows)

    def png(name, w, h, rows, color_type, depth, decoded, **kw):
        open(os.path.join(OUT, name + ".png"), "wb").write(encode_png(w, h, rows, color_type, depth, **kw))
        made.append((name, name + ".png", w, h, decoded))

    # 8-bit RGB pictures.
    for kind, w, h in [("flat", 64, 48), ("gradient", 96, 64), ("noise", 48, 48), ("blobs", 96, 72)]:
        pic = picture(kind, w, h, rng)
        png(kind, w, h, [[px[:3] for px in row] for row in pic], 2, 8, pic)
    blobs = made[-1][4]
    # RGBA with transparent and translucent areas; the same, Adam7-interlaced.
    pic = picture("alpha", 90, 64, rng)
    png("alpha", 90, 64, pic, 6, 8, pic)
    png("alpha-interlaced", 90, 64, pic, 6, 8, pic, interlace=True)
    png("blobs-interlaced", 96, 72, [[px[:3] for px in row] for row in blobs], 2, 8, blobs, interlace=True)
    # 16-bit RGB and RGBA.
    w, h = 64, 40
    rows16 = [[(x * 1031 % 65536, y * 1601 % 65536, (x * y * 97) % 65536) for x in range(w)] for y in range(h)]
    png("rgb16", w, h, rows16, 2, 16, [[tuple(scale16(s) for s in px) + (255,) for px in row] for row in rows16])
    rows16a = [[px + ((x * 4099 + y * 977) % 65536,) for x, px in enumerate(row)] for y, row in enumerate(rows16)]
    png("rgba16", w, h, rows16a, 6, 16, [[tuple(scale16(s) for s in px) for px in row] for row in rows16a])
    # Grey 8 and 16-bit, grey+alpha 8 and 16-bit, grey with a tRNS key.
    grey = [[((x * 5 + y * 3) % 256,) for x in range(72)] for y in range(40)]
    png("grey", 72, 40, grey, 0, 8, [[(g, g, g, 255) for (g,) in row] for row in grey])
    grey16 = [[((x * 911 + y * 7919) % 65536,) for x in range(72)] for y in range(40)]
    png("grey16", 72, 40, grey16, 0, 16, [[(scale16(g),) * 3 + (255,) for (g,) in row] for row in grey16])
    ga = [[((x * 7) % 256, (y * 13 + x) % 256) for x in range(50)] for y in range(30)]
    png("grey-alpha", 50, 30, ga, 4, 8, [[(g, g, g, a) for g, a in row] for row in ga])
    ga16 = [[((x * 2003) % 65536, (y * 4001 + x * 17) % 65536) for x in range(50)] for y in range(30)]
    png("grey-alpha16", 50, 30, ga16, 4, 16, [[(scale16(g),) * 3 + (scale16(a),) for g, a in row] for row in ga16])
    key = [[((x // 8 * 40) % 256,) for x in range(64)] for y in range(16)]
    png("grey-trns", 64, 16, key, 0, 8, [[(g, g, g, 0 if g == 80 else 255) for (g,) in row] for row in key],
        trns=struct.pack(">H", 80))
    # RGB with a tRNS key colour.
    rgbk = [[((x // 10) * 50 % 256, 100, (y // 10) * 60 % 256) for x in range(60)] for y in range(40)]
    png("rgb-trns", 60, 40, rgbk, 2, 8, [[px + (0 if px == (50, 100, 60) else 255,) for px in row] for row in rgbk],
        trns=struct.pack(">HHH", 50, 100, 60))
    # Palettes: 8-bit with partial tRNS, 4-bit, 1-bit; and low-depth grey.
    plte = [(rng.randrange(256), rng.randrange(256), rng.randrange(256)) for _ in range(40)]
    alphas = [0, 64, 200] + [255] * 10  # shorter than PLTE: the rest are opaque
    idx = [[((x // 6) + (y // 5) * 3) % 40 for x in range(66)] for y in range(50)]
    png("palette", 66, 50, [[(i,) for i in row] for row in idx], 3, 8,
        [[plte[i] + (alphas[i] if i < len(alphas) else 255,) for i in row] for row in idx], plte=plte,
        trns=bytes(alphas))
    plte4 = plte[:16]
    idx4 = [[(x + y) % 16 for x in range(33)] for y in range(17)]
    png("palette4", 33, 17, [[(i,) for i in row] for row in idx4], 3, 4,
        [[plte4[i] + (255,) for i in row] for row in idx4], plte=plte4)
    idx1 = [[(x * y) % 2 for x in range(37)] for y in range(9)]
    png("palette1", 37, 9, [[(i,) for i in row] for row in idx1], 3, 1,
        [[plte[i] + (255,) for i in row] for row in idx1], plte=plte[:2])
    grey2 = [[(x % 4,) for x in range(21)] for y in range(7)]
    png("grey2", 21, 7, grey2, 0, 2, [[(g * 85,) * 3 + (255,) for (g,) in row] for row in grey2])

    # JPEGs from the blobs and gradient pictures; expected pixels are libjpeg-turbo's own decode.
    src = os.path.join(OUT, "jpeg-source.ppm")
    for name, base, w, h, args in [
        ("blobs-baseline", blobs, 96, 72, ["-quality", "90"]),
        ("blobs-progressive", blobs, 96, 72, ["-quality", "85", "-progressive"]),
        ("blobs-grey", blobs, 96, 72, ["-quality", "90", "-grayscale"]),
        ("gradient-444", picture("gradient", 96, 64, rng), 96, 64, ["-quality", "95", "-sample", "1x1"]),
    ]:
        write_ppm(src, w, h, base)
        jpg = os.path.join(OUT, name + ".jpg")
        subprocess.run(["cjpeg", *args, "-outfile", jpg, src], check=True)
        ppm = os.path.join(OUT, name + ".decoded.ppm")
        subprocess.run(["djpeg", "-rgb", "-ppm", "-outfile", ppm, jpg], check=True)
        dw, dh, decoded = read_ppm(ppm)
        os.remove(ppm)
        made.append((name, name + ".jpg", dw, dh, decoded))
    os.remove(src)

    try:
        from PIL import Image  # optional: only for the CMYK sample
        Image.new("CMYK", (16, 8), (10, 200, 30, 5)).save(os.path.join(OUT, "cmyk.jpg"), quality=90)
    except ImportError:
        pass

    requests, layout = [], []
    for name, file, w, h, decoded in made:
        write_pam(os.path.join(OUT, name + ".pam"), w, h, decoded)
        opaque = [px for row in decoded for px in row if px[3] == 255]
        write_pam(os.path.join(OUT, name + ".opaque.pam"), max(len(opaque), 1) if opaque else 1, 1,
                  [opaque or [(0, 0, 0, 0)]])
        asks = [
            ("quantize128", "quantize %s.pam 128"),
            ("quantize16", "quantize %s.pam 16"),
            ("quantize1", "quantize %s.pam 1"),
            ("score128", "score %s.pam 128"),
            ("score128unfiltered", "score %s.pam 128 4 4285F4 false"),
            ("score16desired2", "score %s.pam 16 2"),
            ("seeds", "score %s.opaque.pam 128"),
            ("source", "source %s.pam"),
        ]
        layout.append((name, file, w, h, [k for k, _ in asks]))
        requests += [fmt % os.path.join(OUT, name) for _, fmt in asks]
    answers = subprocess.run([ORACLE], input="\n".join(requests) + "\n", capture_output=True, text=True,
                             check=True).stdout.splitlines()
    assert len(answers) == len(requests), (len(answers), len(requests))
    with open(os.path.join(OUT, "oracle.jsonl"), "w") as f:
        commit = open(os.path.join(os.path.dirname(ORACLE), "COMMIT")).read().split()[0]
        f.write(json.dumps({"oracle": "mcu-oracle", "commit": commit, "images": len(layout)}) + "\n")
        i = 0
        for name, file, w, h, keys in layout:
            entry = {"name": name, "file": file, "width": w, "height": h}
            for key in keys:
                answer = json.loads(answers[i])
                i += 1
                assert list(answer) != ["error"], (name, key, answer)
                if "colors" in answer:  # keep the map's insertion order explicit for Swift's decoders
                    answer["colors"] = [[color, count] for color, count in answer["colors"].items()]
                entry[key] = answer
            f.write(json.dumps(entry) + "\n")
    for name, *_ in layout:
        os.remove(os.path.join(OUT, name + ".opaque.pam"))  # only the oracle needs these
    print("wrote %d images to %s" % (len(layout), OUT))


if __name__ == "__main__":
    main()
