"""Synthetic MRZ line images for training the OCR-B line recogniser.

Each sample is drawn the way the reader will see it: a whole 2- or 3-line zone in OCR-B (the
project's own font file, tools/id-corpus/fonts/OCRB.otf) on a document-like background, degraded
like real captures (5-26 px lines, two in five of them 5-10 px; sharp, Gaussian, anisotropic or
motion blur, or a lower-resolution capture enlarged back; heavy or repeated JPEG, noise, tilt and
perspective, uneven light and glare, guilloche and photo-like backgrounds, colour stamps and
overprints, laminate texture),
then one line cut out with the same band the reader cuts (`lineBand` in
libs/id-validator/src/ocr/read/learned-reader.ts: the located zone split into equal slices,
widened by half a line height at the sides and a fifth above and below) and scaled to the
recogniser's input height. The locator's estimates are jittered as real ones are.

Text is random, not names: letters, digits and filler runs of every length in the shapes MRZ
lines take, so the recogniser learns glyphs, not words.
"""
import io
import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"
INPUT_HEIGHT = 24
FONT_PATH = os.path.join(os.path.dirname(__file__), "..", "id-corpus", "fonts", "OCRB.otf")
LETTERS = ALPHABET[:26]
DIGITS = ALPHABET[26:36]

_fonts = {}


def font(size):
    if size not in _fonts:
        _fonts[size] = ImageFont.truetype(FONT_PATH, size)
    return _fonts[size]


def random_line(rng, length):
    """A line of `length` MRZ characters shaped like MRZ lines: words, numbers, filler runs."""
    parts = []
    total = 0
    while total < length:
        kind = rng.random()
        if kind < 0.35:
            run = "".join(rng.choice(LETTERS) for _ in range(rng.randint(1, 12)))
        elif kind < 0.6:
            run = "".join(rng.choice(DIGITS) for _ in range(rng.randint(1, 9)))
        elif kind < 0.85:
            run = "<" * rng.choice([1, 1, 2, 2, 3, rng.randint(1, length)])
        else:
            run = "".join(rng.choice(ALPHABET[:36]) for _ in range(rng.randint(1, 9)))
        parts.append(run)
        total += len(run)
    line = "".join(parts)[:length]
    if rng.random() < 0.3:
        # A name line: everything after some point is filler.
        cut = rng.randint(length // 3, length)
        line = line[:cut] + "<" * (length - cut)
    return line


def background(rng, width, height):
    """A document-like colour background: paper tint, gradients, guilloche, photo blobs, texture (drawn at half size: it is smooth)."""
    full_w, full_h = width, height
    width, height = max(2, width // 2), max(2, height // 2)
    base = np.array([rng.uniform(150, 255) for _ in range(3)], dtype=np.float32)
    img = np.ones((height, width, 3), dtype=np.float32) * base
    yy, xx = np.mgrid[0:height, 0:width].astype(np.float32)
    # Smooth colour gradient.
    direction = rng.uniform(0, 2 * math.pi)
    ramp = (np.cos(direction) * xx + np.sin(direction) * yy) / max(width, height)
    img += ramp[..., None] * np.array([rng.uniform(-60, 60) for _ in range(3)], dtype=np.float32)
    # Guilloche: interfering sine lines.
    for _ in range(rng.choice([0, 0, 1, 2, 3])):
        f1, f2 = rng.uniform(0.04, 0.6), rng.uniform(0.01, 0.16)
        phase = rng.uniform(0, 6.28)
        wave = np.sin(f1 * xx + 6 * np.sin(f2 * yy + phase) + phase)
        lines = (np.abs(wave) < rng.uniform(0.1, 0.4)).astype(np.float32)
        colour = np.array([rng.uniform(-120, 0) for _ in range(3)], dtype=np.float32)
        img += lines[..., None] * colour * rng.uniform(0.1, 0.5)
    # Photo-like blobs.
    for _ in range(rng.randint(0, 3)):
        cx, cy = rng.uniform(0, width), rng.uniform(0, height)
        r = rng.uniform(0.05, 0.5) * width
        blob = np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r))
        img += blob[..., None] * np.array([rng.uniform(-150, 50) for _ in range(3)], dtype=np.float32)
    img = np.asarray(Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).resize((full_w, full_h), Image.BILINEAR), dtype=np.float32)
    # Laminate / paper texture.
    if rng.random() < 0.6:
        img += np.random.normal(0, rng.uniform(2, 15), (full_h, full_w, 1)).astype(np.float32)
    return img


def draw_zone(rng, lines, cap):
    """The zone drawn at cap height `cap` (pixels), on a background; returns the RGB array and where its ink lies."""
    size = max(4, int(round(cap / 0.72)))
    f = font(size)
    ascent, _ = f.getmetrics()
    box = f.getbbox("H")
    ink_top, ink_bottom = box[1], box[3]
    real_cap = ink_bottom - ink_top
    pitch = f.getlength("H")
    spacing = real_cap * rng.uniform(1.45, 2.1)
    n = len(lines[0])
    margin_x = int(rng.uniform(1.2, 2.5) * real_cap)
    margin_y = int(rng.uniform(1.0, 1.6) * real_cap)
    width = int(n * pitch + 2 * margin_x)
    height = int((len(lines) - 1) * spacing + real_cap + 2 * margin_y)
    bg = background(rng, width, height)
    ink = Image.new("L", (width, height), 0)
    d = ImageDraw.Draw(ink)
    # Bolder print now and then (worn ribbons, laser printers).
    stroke = 1 if real_cap > 14 and rng.random() < 0.15 else 0
    for row, text in enumerate(lines):
        y = margin_y + row * spacing - ink_top
        d.text((margin_x, y), text, font=f, fill=255, stroke_width=stroke, stroke_fill=255)
    alpha = np.asarray(ink, dtype=np.float32)[..., None] / 255.0
    colour = np.array([rng.uniform(0, 70)] * 3, dtype=np.float32)
    if rng.random() < 0.3:
        colour = colour + np.array([rng.uniform(-20, 20), rng.uniform(-20, 20), rng.uniform(0, 60)], dtype=np.float32)
    img = bg * (1 - alpha * rng.uniform(0.6, 1.0)) + colour * alpha * rng.uniform(0.6, 1.0)
    region = (margin_x, margin_y, n * pitch, (len(lines) - 1) * spacing + real_cap, real_cap)
    return img, region


def overprint(rng, img):
    """Colour stamps and overprinted text or lines across the zone, partly transparent."""
    h, w, _ = img.shape
    for _ in range(rng.randint(0, 3)):
        layer = Image.new("L", (w, h), 0)
        d = ImageDraw.Draw(layer)
        kind = rng.random()
        if kind < 0.4:
            cx, cy, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.1, 0.6) * h
            d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=255, width=max(1, int(r * 0.08)))
        elif kind < 0.7:
            text = "".join(rng.choice(LETTERS) for _ in range(rng.randint(4, 10)))
            f = font(max(6, int(rng.uniform(0.3, 1.2) * h)))
            d.text((rng.uniform(-0.2, 0.8) * w, rng.uniform(-0.3, 0.6) * h), text, font=f, fill=255)
        else:
            for _ in range(rng.randint(1, 6)):
                d.line([rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0, w), rng.uniform(0, h)], fill=255, width=rng.randint(1, 3))
        a = np.asarray(layer, dtype=np.float32)[..., None] / 255.0 * rng.uniform(0.1, 0.45)
        colour = np.array([rng.uniform(0, 255), rng.uniform(0, 255), rng.uniform(0, 255)], dtype=np.float32)
        img = img * (1 - a) + colour * a
    return img


def light(rng, img):
    """Uneven light and glare."""
    h, w, _ = img.shape
    yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
    gain = 1 + rng.uniform(-0.3, 0.15) * (xx / w) + rng.uniform(-0.2, 0.15) * (yy / h)
    img = img * gain[..., None]
    if rng.random() < 0.25:
        cx, cy, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.1, 0.4) * w
        glare = np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r)) * rng.uniform(30, 120)
        img = img + glare[..., None]
    return img


def to_grey(img):
    img = np.clip(img, 0, 255)
    return (0.299 * img[..., 0] + 0.587 * img[..., 1] + 0.114 * img[..., 2]).astype(np.float32)


def warp(rng, grey, region):
    """Slight rotation and perspective (what is left after the reader levels the zone)."""
    h, w = grey.shape
    im = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8))
    angle = rng.gauss(0, 0.6)
    shear = rng.gauss(0, 0.02)
    squeeze = rng.gauss(0, 0.01)
    cx, cy = w / 2, h / 2
    a, b = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    # Affine plus a weak projective term, centred.
    coeffs = [a, -b + shear, cx - a * cx - (-b + shear) * cy, b, a, cy - b * cx - a * cy, squeeze / w, 0]
    im = im.transform((w, h), Image.PERSPECTIVE, coeffs, resample=Image.BILINEAR, fillcolor=int(np.median(grey)))
    return np.asarray(im, dtype=np.float32)


def blur_1d(arr, sigma, axis):
    """Gaussian blur of `arr` along one axis (edges repeated): anisotropic blur is two of these with different sigmas."""
    if sigma < 0.05:
        return arr
    radius = max(1, int(math.ceil(3 * sigma)))
    taps = np.exp(-0.5 * (np.arange(-radius, radius + 1) / sigma) ** 2)
    taps /= taps.sum()
    pad = [(0, 0)] * arr.ndim
    pad[axis] = (radius, radius)
    padded = np.pad(arr, pad, mode="edge")
    n = arr.shape[axis]
    out = np.zeros_like(arr)
    for k, w in enumerate(taps):
        out += w * np.take(padded, np.arange(k, k + n), axis=axis)
    return out


def resample(grey, factor, down, up):
    """Shrunk by `factor` and enlarged back: a low-resolution capture the pipeline scaled up."""
    h, w = grey.shape
    im = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8))
    small = im.resize((max(2, int(round(w / factor))), max(2, int(round(h / factor)))), down)
    return np.asarray(small.resize((w, h), up), dtype=np.float32)


def optics(rng, grey, cap):
    """Focus and resolution loss, relative to the line height `cap`; returns the image and what was done.

    One of: sharp; Gaussian (isotropic, up to a sigma of a tenth of the line height and more);
    anisotropic (different sigmas across and along the line, or a short motion smear); a capture at
    1.5-3.5 times lower resolution enlarged back (blocky or smooth), now and then blurred too.
    """
    kind = rng.choices(["sharp", "gaussian", "anisotropic", "resampled"], weights=[0.22, 0.33, 0.2, 0.25])[0]
    strength = 0.0
    if kind == "gaussian":
        strength = rng.uniform(0.2, 0.5 + 0.1 * cap)
        grey = blur_1d(blur_1d(grey, strength, 0), strength, 1)
    elif kind == "anisotropic":
        across, along = rng.uniform(0.1, 0.5 + 0.1 * cap), rng.uniform(0.1, 0.5 + 0.12 * cap)
        if rng.random() < 0.5:
            across, along = along, across
        grey = blur_1d(blur_1d(grey, across, 0), along, 1)
        strength = max(across, along)
    elif kind == "resampled":
        factor = rng.uniform(1.5, 3.5)
        grey = resample(grey, factor, rng.choice([Image.BOX, Image.BILINEAR, Image.NEAREST]), rng.choice([Image.BILINEAR, Image.BICUBIC, Image.NEAREST]))
        strength = 0.4 * factor
        if rng.random() < 0.3:
            extra = rng.uniform(0.3, 0.3 + 0.06 * cap)
            grey = blur_1d(blur_1d(grey, extra, 0), extra, 1)
            strength = max(strength, extra)
    return grey, kind, strength


def camera(rng, grey, cap):
    """Focus and resolution loss (`optics`), noise, contrast loss and JPEG (heavy at times, sometimes twice); returns the image and the optics done."""
    arr, kind, strength = optics(rng, grey, cap)
    if rng.random() < 0.6:
        arr = arr + np.random.normal(0, rng.uniform(1, 12), arr.shape).astype(np.float32)
    # Contrast squeeze.
    if rng.random() < 0.4:
        lo, hi = rng.uniform(0, 90), rng.uniform(170, 255)
        arr = lo + arr * (hi - lo) / 255.0
    im = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    for _ in range(rng.choices([0, 1, 2], weights=[0.25, 0.6, 0.15])[0]):
        buf = io.BytesIO()
        im.save(buf, format="JPEG", quality=rng.choice([rng.randint(8, 40), rng.randint(30, 95)]))
        buf.seek(0)
        im = Image.open(buf).convert("L")
    return np.asarray(im, dtype=np.float32), kind, strength


def line_band(region, row, count):
    left, top, width, height, lh = region
    margin = 0.5 * lh
    slice_ = height / count
    return left - margin, top + row * slice_ - 0.2 * lh, left + width + margin, top + (row + 1) * slice_ + 0.2 * lh


def cut_band(grey, band, target_height=INPUT_HEIGHT):
    """The band of `grey` scaled to `target_height` rows (edge pixels repeated outside the image)."""
    left, top, right, bottom = band
    h, w = grey.shape
    scale = target_height / (bottom - top)
    out_w = max(8, int(round((right - left) * scale)))
    xs = left + (np.arange(out_w) + 0.5) / scale - 0.5
    ys = top + (np.arange(target_height) + 0.5) / scale - 0.5
    # Area-average when shrinking: blur to the new pitch first.
    im = Image.fromarray(np.clip(grey, 0, 255).astype(np.uint8))
    if scale < 0.7:
        im = im.filter(ImageFilter.BoxBlur(max(0, int(0.5 / scale - 0.5))))
    src = np.asarray(im, dtype=np.float32)
    x0 = np.clip(np.floor(xs).astype(int), 0, w - 1)
    y0 = np.clip(np.floor(ys).astype(int), 0, h - 1)
    x1 = np.clip(x0 + 1, 0, w - 1)
    y1 = np.clip(y0 + 1, 0, h - 1)
    fx = np.clip(xs - np.floor(xs), 0, 1)[None, :]
    fy = np.clip(ys - np.floor(ys), 0, 1)[:, None]
    top_row = src[y0][:, x0] * (1 - fx) + src[y0][:, x1] * fx
    bottom_row = src[y1][:, x0] * (1 - fx) + src[y1][:, x1] * fx
    return top_row * (1 - fy) + bottom_row * fy


def normalise(band):
    """What the recogniser is fed: ink high, paper low, 0-1, stretched between the band's 2nd and 98th percentiles."""
    lo, hi = np.percentile(band, 2), np.percentile(band, 98)
    return np.clip((hi - band) / max(hi - lo, 1.0), 0, 1).astype(np.float32)


def sample(rng, length=None):
    """One training sample: the normalised band (INPUT_HEIGHT x W) and its text.

    Lines are short by default (6-16 characters): the network sees a few characters either side of
    each, so short lines teach it what whole ones would, at a third of the cost.
    """
    band, text, _ = sample_with_conditions(rng, length)
    return band, text


def line_height(rng):
    """The capture's cap height in pixels: two draws in five are small lines (5-10 px), the rest spread up to 26 px."""
    return rng.choice([rng.uniform(5, 10), rng.uniform(5, 10), rng.uniform(8, 14), rng.uniform(12, 20), rng.uniform(16, 26)])


def sample_with_conditions(rng, length=None):
    """`sample`, and the conditions it was drawn under: the line height in pixels and the optics (kind, sigma-like strength)."""
    count = rng.choice([2, 2, 3])
    length = length or rng.randint(6, 16)
    # Only the line read and its neighbours are drawn (the band shows parts of them); the zone's
    # box is still that of all its lines.
    row = rng.randrange(count)
    lines = [random_line(rng, length) if abs(r - row) <= 1 else " " * length for r in range(count)]
    cap = line_height(rng)
    # Drawn at up to 3 times the capture size, then shrunk: sub-pixel antialiasing of a real capture.
    supersample = rng.choice([s for s in (1, 2, 3) if s * cap <= 26] or [1])
    img, region = draw_zone(rng, lines, cap * supersample)
    img = overprint(rng, img)
    img = light(rng, img)
    grey = to_grey(img)
    if supersample > 1:
        h, w = grey.shape
        grey = np.asarray(Image.fromarray(grey.astype(np.uint8)).resize((w // supersample, h // supersample), Image.BOX), dtype=np.float32)
        region = tuple(v / supersample for v in region)
    grey = warp(rng, grey, region)
    grey, kind, strength = camera(rng, grey, region[4])
    conditions = {"line_height": region[4], "optics": kind, "strength": strength}
    # The locator's estimates are rough: jitter the zone's box and line height.
    left, top, width, height, lh = region
    jitter = lambda s: rng.gauss(0, s)
    region = (left + jitter(0.4 * lh), top + jitter(0.2 * lh), width * (1 + jitter(0.015)), height * (1 + jitter(0.04)), lh * (1 + jitter(0.12)))
    band = cut_band(grey, line_band(region, row, count))
    return normalise(band), lines[row], conditions


if __name__ == "__main__":
    rng = random.Random(1)
    os.makedirs("/tmp/mrz-samples", exist_ok=True)
    for i in range(12):
        band, text = sample(rng)
        Image.fromarray((255 - band * 255).astype(np.uint8)).save(f"/tmp/mrz-samples/{i}.png")
        print(i, band.shape, text)
