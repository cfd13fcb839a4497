"""Synthetic document images with and without a specimen mark, for the specimen-mark detector.

A positive is a document-like image with a word that marks a specimen or sample printed or
stamped on it: SPECIMEN and its translations in the EU's and ICAO's languages, VOID, SAMPLE and
"not valid" overprints, in any of the fonts found on the machine, at any angle (often diagonal),
any size from a corner stamp to a word across the page, semi-transparent, outlined or filled,
in any colour, tiled, sideways, partly under the photo. A negative is the same kind of image
without one -- and, as hard negatives, with large or diagonal ordinary words drawn in exactly
the styles the marks are (country names, document titles, words of six languages), so the
network must read the letters, not the style.

Backgrounds are drawn here (paper tint, gradients, guilloche, rainbow hologram patches, seals,
photo, captions and values, an MRZ in OCR-B, signatures) or are pages of the project's own
synthetic corpus (`tools/id-corpus`, rendered with another seed than the benchmark's; its
specimen pages, marked ESPÉCIME, are positives). No image, name or number of the real
development set is used.

Every image is then framed as the detector sees it (`prepare` mirrors
libs/id-validator/src/assess/specimen-marks.ts... `markInput`): turned landscape, fitted inside
INPUT_W x INPUT_H on mid grey, RGB 0-1.
"""
import glob
import io
import json
import math
import os
import random

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

# The network's input, width x height; `SPECIMEN_INPUT=480x320` trains (and evaluates) a larger one: a
# faint word across a page keeps more of its strokes. The library reads the size from the model.
INPUT_W, INPUT_H = (int(v) for v in os.environ.get("SPECIMEN_INPUT", "240x160").split("x"))
PAD = 128

# The mark words, in the EU's and ICAO's languages (as specimen.ts lists them), with accents.
MARK_WORDS = (
    ["SPECIMEN"] * 8
    + ["SPÉCIMEN"] * 3
    + ["MUSTER"] * 3
    + ["ESPÉCIMEN", "ESPÉCIME", "ESPECIMEN", "ESPECIME", "MUESTRA", "MODELO", "MODELO", "CAMPIONE", "MONSTER", "VOORBEELD",
       "VZOR", "VZOR", "VZOREC", "WZÓR", "WZÓR", "MINTA", "PARAUGS", "PAVYZDYS", "NÄIDIS", "NÄYTE", "MALLI", "PROV", "PRØVE",
       "EKSEMPLAR", "SÝNISHORN", "UZORAK", "KAMPJUN", "SAMPLA", "AMOSTRA", "ESEMPLARE", "FACSIMILE", "NUMUNE",
       "ΔΕΙΓΜΑ", "ΥΠΟΔΕΙΓΜΑ", "ОБРАЗЕЦ", "ЗРАЗОК", "NÃO VÁLIDO", "NO VÁLIDO", "NON VALIDO", "NIET GELDIG", "UNGÜLTIG",
       "NEPLATNÝ", "NIEWAŻNY", "NEVALJAN", "SPECIMEN SPECIMEN"]
    + ["VOID"] * 3
    + ["SAMPLE"] * 3
)

# Ordinary words drawn as hard negatives in the marks' styles: document titles, states, common
# words of six languages (none of them a mark word; checked below).
TITLE_WORDS = [
    "PASSPORT", "PASAPORTE", "PASSEPORT", "REISEPASS", "PASSAPORTE", "PASSAPORTO", "PASZPORT", "CESTOVNÍ PAS",
    "IDENTITY CARD", "CARTE D'IDENTITÉ", "PERSONALAUSWEIS", "DOCUMENTO NACIONAL", "CARTÃO DE CIDADÃO", "CARTA D'IDENTITÀ",
    "DOWÓD OSOBISTY", "OSOBNÍ PRŮKAZ", "RESIDENCE PERMIT", "TÍTULO DE RESIDÊNCIA", "AUFENTHALTSTITEL", "DRIVING LICENCE",
    "EUROPEAN UNION", "UNIÃO EUROPEIA", "UNIÓN EUROPEA", "EUROPÄISCHE UNION", "REPUBLIC", "REPÚBLICA", "RÉPUBLIQUE",
    "BUNDESREPUBLIK", "KINGDOM", "KONINKRIJK", "REINO", "ROYAUME", "FEDERATION", "COMMONWEALTH", "NATIONAL", "CITIZEN",
    "PORTUGAL", "ESPAÑA", "FRANCE", "DEUTSCHLAND", "ITALIA", "POLSKA", "ÖSTERREICH", "SVERIGE", "SUOMI", "EESTI", "LATVIJA",
    "LIETUVA", "ČESKÁ", "SLOVENSKO", "MAGYARORSZÁG", "ROMÂNIA", "БЪЛГАРИЯ", "ΕΛΛΑΔΑ", "HRVATSKA", "MALTA", "ÉIRE", "BELGIË",
    "NEDERLAND", "LUXEMBOURG", "DANMARK", "NORGE", "ÍSLAND", "SCHWEIZ", "MONACO", "CANADA", "AUSTRALIA", "UKRAINE",
    "SIGNATURE", "NATIONALITY", "SURNAME", "GIVEN NAMES", "DATE OF BIRTH", "VALID UNTIL", "AUTHORITY", "HOLDER",
    "SECURITY", "ORIGINAL", "OFFICIAL", "GOVERNMENT", "MINISTRY", "INTERIOR", "POLICE", "PREFECTURE",
]


def _dictionary_words():
    words = []
    for path in glob.glob("/usr/share/dict/*") + glob.glob("/usr/share/hunspell/*.dic"):
        try:
            with open(path, encoding="utf-8", errors="ignore") as f:
                for line in f:
                    w = line.split("/")[0].strip()
                    if 4 <= len(w) <= 12 and w.isalpha():
                        words.append(w.upper())
        except OSError:
            pass
    return words


def _folded(text):
    import unicodedata

    return "".join(c for c in unicodedata.normalize("NFD", text.upper().replace("Ø", "O")) if not unicodedata.combining(c))


_MARK_FOLDED = {_folded(w) for phrase in MARK_WORDS for w in phrase.split()}
ORDINARY_WORDS = [w for w in TITLE_WORDS + _dictionary_words() if not (set(_folded(w).split()) & _MARK_FOLDED)]

CAPTIONS = ["Surname", "Nom", "Apellidos", "Given names", "Prénoms", "Nombre", "Nationality", "Date of birth", "Sex", "Place of birth",
            "Date of issue", "Date of expiry", "Authority", "Document No", "Personal No", "Signature", "Height", "Geburtsort"]


def _fonts():
    found = []
    for pattern in ("/usr/share/fonts/**/*.ttf", "/usr/share/fonts/**/*.otf", "/usr/share/fonts/**/*.t1"):
        found += glob.glob(pattern, recursive=True)
    usable = [f for f in sorted(found) if "Math" not in f and not f.endswith(".t1")]
    return usable or [os.path.join(os.path.dirname(__file__), "..", "id-corpus", "fonts", "DejaVuSans.ttf")]


FONT_FILES = _fonts()
OCRB = os.path.join(os.path.dirname(__file__), "..", "id-corpus", "fonts", "OCRB.otf")
_font_cache = {}


def font(path, size):
    key = (path, size)
    if key not in _font_cache:
        if len(_font_cache) > 400:
            _font_cache.clear()
        try:
            _font_cache[key] = ImageFont.truetype(path, size)
        except OSError:
            _font_cache[key] = ImageFont.truetype(OCRB, size)
    return _font_cache[key]


def _colour(rng, dark=None):
    if dark is None:
        dark = rng.random() < 0.5
    if dark:
        return tuple(int(rng.uniform(0, 90)) for _ in range(3))
    return tuple(int(rng.uniform(0, 255)) for _ in range(3))


def procedural_page(rng, w, h):
    """A document-like page: tint, gradient, guilloche, hologram, seal, photo, captions, MRZ."""
    yy, xx = np.mgrid[0 : h // 2, 0 : w // 2].astype(np.float32)
    base = np.array([rng.uniform(160, 255) for _ in range(3)], dtype=np.float32)
    img = np.ones((h // 2, w // 2, 3), dtype=np.float32) * base
    d = rng.uniform(0, 2 * math.pi)
    img += ((math.cos(d) * xx + math.sin(d) * yy) / max(w, h))[..., None] * np.array([rng.uniform(-70, 70) for _ in range(3)], dtype=np.float32)
    for _ in range(rng.choice([0, 1, 2, 3, 4])):
        f1, f2 = rng.uniform(0.05, 0.5), rng.uniform(0.01, 0.15)
        ph = rng.uniform(0, 6.28)
        wave = np.sin(f1 * xx + rng.uniform(2, 9) * np.sin(f2 * yy + ph) + ph)
        lines = (np.abs(wave) < rng.uniform(0.08, 0.35)).astype(np.float32)
        img += lines[..., None] * np.array([rng.uniform(-140, 10) for _ in range(3)], dtype=np.float32) * rng.uniform(0.1, 0.5)
    if rng.random() < 0.3:
        # Rainbow hologram patch.
        cx, cy, r = rng.uniform(0, w / 2), rng.uniform(0, h / 2), rng.uniform(0.08, 0.3) * w / 2
        m = np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r))
        hue = (xx + yy) * rng.uniform(0.05, 0.2)
        rainbow = np.stack([np.sin(hue), np.sin(hue + 2.1), np.sin(hue + 4.2)], -1) * 60
        img += m[..., None] * rainbow
    page = Image.fromarray(np.clip(img, 0, 255).astype(np.uint8)).resize((w, h), Image.BILINEAR)
    d = ImageDraw.Draw(page)
    ink = _colour(rng, dark=True)
    # Title.
    if rng.random() < 0.8:
        title = rng.choice(TITLE_WORDS)
        f = font(rng.choice(FONT_FILES), max(8, int(h * rng.uniform(0.04, 0.09))))
        d.text((rng.uniform(0.02, 0.4) * w, rng.uniform(0.02, 0.1) * h), title, font=f, fill=_colour(rng))
    # Photo.
    photo = None
    if rng.random() < 0.85:
        pw, ph_ = int(w * rng.uniform(0.2, 0.32)), int(h * rng.uniform(0.45, 0.65))
        px = int(rng.choice([rng.uniform(0.02, 0.06), rng.uniform(0.65, 0.75)]) * w)
        py = int(rng.uniform(0.15, 0.3) * h)
        photo = (px, py, pw, ph_)
    # Captions and values.
    f_small = font(rng.choice(FONT_FILES), max(6, int(h * rng.uniform(0.025, 0.045))))
    f_value = font(rng.choice(FONT_FILES), max(7, int(h * rng.uniform(0.03, 0.055))))
    x0 = (photo[0] + photo[2] + 0.03 * w) if photo and photo[0] < w / 2 else 0.05 * w
    y = rng.uniform(0.15, 0.25) * h
    while y < 0.7 * h:
        d.text((x0, y), rng.choice(CAPTIONS), font=f_small, fill=_colour(rng))
        value = rng.choice(ORDINARY_WORDS) if rng.random() < 0.6 else "".join(rng.choice("0123456789 .") for _ in range(rng.randint(4, 10)))
        d.text((x0, y + h * 0.035), value, font=f_value, fill=ink)
        y += h * rng.uniform(0.09, 0.13)
    if photo:
        px, py, pw, ph_ = photo
        face = Image.new("RGB", (pw, ph_), _colour(rng, dark=False))
        fd = ImageDraw.Draw(face)
        skin = tuple(int(rng.uniform(90, 230)) for _ in range(3))
        fd.ellipse([pw * 0.25, ph_ * 0.15, pw * 0.75, ph_ * 0.65], fill=skin)
        fd.rectangle([pw * 0.1, ph_ * 0.7, pw * 0.9, ph_], fill=_colour(rng))
        face = face.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 3)))
        if rng.random() < 0.5:
            face = face.convert("L").convert("RGB")
        page.paste(face, (px, py))
    if rng.random() < 0.4:
        # Seal: a ring with text-like ticks.
        cx, cy, r = rng.uniform(0.1, 0.9) * w, rng.uniform(0.3, 0.9) * h, rng.uniform(0.05, 0.12) * w
        d.ellipse([cx - r, cy - r, cx + r, cy + r], outline=_colour(rng), width=max(1, int(r * 0.05)))
    if rng.random() < 0.5:
        # Signature scribble.
        pts = []
        sx, sy = rng.uniform(0.1, 0.6) * w, rng.uniform(0.7, 0.85) * h
        for i in range(rng.randint(5, 15)):
            pts.append((sx + i * w * 0.015, sy + rng.uniform(-1, 1) * h * 0.03))
        d.line(pts, fill=ink, width=max(1, int(h * 0.004)))
    if rng.random() < 0.6:
        # MRZ in OCR-B.
        lines = rng.choice([2, 3])
        n = 44 if lines == 2 else 30
        cap = h * (0.045 if lines == 2 else 0.055)
        f = font(OCRB, max(6, int(cap / 0.72)))
        for r in range(lines):
            text = "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<<<<<<") for _ in range(n))
            d.text((0.04 * w, h * (0.97 - (lines - r) * 0.085)), text, font=f, fill=ink)
    return page


class Backgrounds:
    """Pages to draw on: procedural ones and the project's synthetic corpus (its specimen pages are positives)."""

    def __init__(self, corpus_dir=None):
        self.pages, self.marked = [], []
        if corpus_dir and os.path.exists(os.path.join(corpus_dir, "manifest.json")):
            manifest = json.load(open(os.path.join(corpus_dir, "manifest.json")))
            for entry in manifest["entries"]:
                for image in entry["images"]:
                    im = Image.open(os.path.join(corpus_dir, image["file"])).convert("RGB")
                    im.thumbnail((520, 520))
                    (self.marked if entry["case"] == "specimen" else self.pages).append(im)

        self.drawn = []

    def page(self, rng):
        if self.pages and rng.random() < 0.35:
            return self.pages[rng.randrange(len(self.pages))].copy(), False
        if self.marked and rng.random() < 0.03:
            return self.marked[rng.randrange(len(self.marked))].copy(), True
        # Drawn pages are kept (up to 400) and reused: drawing one costs more than the rest of a sample.
        if len(self.drawn) < 400 and (len(self.drawn) < 40 or rng.random() < 0.15):
            w = int(rng.uniform(300, 520))
            h = int(w / rng.choice([1.42, 1.58, 1.58, 1.42, 0.7, 1.3]))
            self.drawn.append(procedural_page(rng, w, h))
            return self.drawn[-1].copy(), False
        page = self.drawn[rng.randrange(len(self.drawn))].copy()
        return page, False


def _text_layer(rng, size, text, font_path, px, outline, spacing=0):
    """The word as an alpha mask (L) on its own tight canvas."""
    f = font(font_path, px)
    if spacing:
        text = (" " * spacing).join(text)
    box = f.getbbox(text, stroke_width=outline)
    tw, th = box[2] - box[0] + 4, box[3] - box[1] + 4
    layer = Image.new("L", (max(1, tw), max(1, th)), 0)
    d = ImageDraw.Draw(layer)
    if outline:
        d.text((2 - box[0], 2 - box[1]), text, font=f, fill=0, stroke_width=outline, stroke_fill=255)
        if rng.random() < 0.5:
            d.text((2 - box[0], 2 - box[1]), text, font=f, fill=0)
    else:
        d.text((2 - box[0], 2 - box[1]), text, font=f, fill=255)
    if rng.random() < 0.25:
        # A stamp's box around the word.
        pad = max(2, px // 6)
        big = Image.new("L", (layer.width + 2 * pad, layer.height + 2 * pad), 0)
        big.paste(layer, (pad, pad))
        ImageDraw.Draw(big).rectangle([1, 1, big.width - 2, big.height - 2], outline=255, width=max(1, px // 12))
        layer = big
    if rng.random() < 0.3:
        sx = rng.uniform(0.6, 1.3)
        layer = layer.resize((max(1, int(layer.width * sx)), layer.height), Image.BILINEAR)
    return layer


def _perforated(rng, layer):
    """The word as a perforation prints it: a grid of round holes where the letters are."""
    pitch = max(3, int(layer.height * rng.uniform(0.06, 0.12)))
    dots = Image.new("L", layer.size, 0)
    d = ImageDraw.Draw(dots)
    r = max(1, pitch // 3)
    for y in range(0, layer.height, pitch):
        for x in range(0, layer.width, pitch):
            d.ellipse([x - r, y - r, x + r, y + r], fill=255)
    return Image.fromarray(np.minimum(np.asarray(layer), np.asarray(dots)))


def _local_colour(rng, page, cx, cy):
    """A colour a little darker or lighter than the page around (cx, cy): a low-contrast overprint."""
    x, y = int(np.clip(cx, 0, page.width - 1)), int(np.clip(cy, 0, page.height - 1))
    base = np.asarray(page.crop((max(0, x - 20), max(0, y - 20), x + 20, y + 20)), dtype=np.float32).reshape(-1, 3).mean(0)
    shift = rng.choice([-1, 1]) * rng.uniform(25, 70)
    return tuple(int(np.clip(c + shift, 0, 255)) for c in base)


def draw_word(rng, page, text, mask=None, drawn=None):
    """Draws `text` on the page the ways specimen marks are printed; returns the page.

    `mask` (L, the page's size), when given, gets the word's letters painted in where they show:
    on the page and at least MIN_MARK_CONTRAST levels from what they were drawn over (a white
    word on white paper is not painted in) -- where the mark is, for the detector's per-cell
    targets (hard negatives are drawn without one). `drawn` (a dict), when given, gets the
    word's letter pixels as drawn (`ink`, those off the page included) and its letters' height
    (`letter_px`), both at the page's scale, for `legible`.
    """
    w, h = page.size
    style = rng.random()
    font_path = rng.choice(FONT_FILES)
    outline = 0
    if rng.random() < 0.25:
        outline = 1
    overlay = False
    if style < 0.38:
        # Across the page, usually diagonal.
        target = rng.uniform(0.45, 1.05) * math.hypot(w, h) if rng.random() < 0.7 else rng.uniform(0.3, 0.7) * w
        angle = rng.choice([rng.uniform(15, 50), -rng.uniform(15, 50), rng.uniform(-12, 12), rng.uniform(-90, 90)])
        count = 1
    elif style < 0.5:
        # A large translucent overlay over the whole page (photo and text show through it):
        # letters up to most of the page's height, dark grey, light grey or white, faint.
        overlay = True
        target = rng.uniform(0.75, 1.15) * math.hypot(w, h)
        angle = rng.choice([rng.uniform(15, 45), -rng.uniform(15, 45), rng.uniform(-8, 8)])
        count = 1
    elif style < 0.68:
        # A stamp: smaller, anywhere, level or tilted; sometimes tiny.
        target = rng.uniform(0.15, 0.45) * w if rng.random() < 0.75 else rng.uniform(0.07, 0.15) * w
        angle = rng.choice([0, 0, rng.uniform(-25, 25), rng.uniform(-90, 90)])
        count = 1
    elif style < 0.8:
        # Sideways along an edge.
        target = rng.uniform(0.3, 0.9) * h
        angle = rng.choice([90, -90]) + rng.uniform(-4, 4)
        count = 1
    elif style < 0.88:
        # Level across the page's text (a line of the page that reads SPECIMEN).
        target = rng.uniform(0.2, 0.6) * w
        angle = rng.uniform(-3, 3)
        count = 1
    else:
        # Tiled across the page.
        target = rng.uniform(0.12, 0.3) * w
        angle = rng.uniform(-45, 45)
        count = rng.randint(3, 9)
    px0 = 40
    probe = _text_layer(rng, None, text, font_path, px0, outline)
    px = max(6, int(px0 * target / max(1, probe.width)))
    px = min(px, int(h * (0.9 if overlay else 0.6)))
    if outline:
        outline = max(1, px // 25)
    layer = _text_layer(rng, None, text, font_path, px, outline, spacing=1 if rng.random() < 0.06 else 0)
    if rng.random() < 0.06 and px >= 16:
        layer = _perforated(rng, layer)
    layer = layer.rotate(angle, expand=True, resample=Image.BILINEAR)
    centres = [(rng.uniform(0.15, 0.85) * w, rng.uniform(0.15, 0.85) * h) for _ in range(count)]
    if overlay:
        centres = [(rng.uniform(0.4, 0.6) * w, rng.uniform(0.4, 0.6) * h)]
        colour = rng.choice([(70, 70, 70), (110, 110, 110), (160, 160, 160), (255, 255, 255), (230, 230, 230), (40, 40, 60)])
        opacity = rng.uniform(0.1, 0.4)
    elif rng.random() < 0.15:
        colour, opacity = _local_colour(rng, page, *centres[0]), rng.uniform(0.5, 1.0)
    else:
        colour = rng.choice([(200, 30, 40), (220, 50, 50), (180, 0, 0), (0, 0, 0), (60, 60, 60), (120, 120, 120), (30, 60, 170), (230, 120, 30), (20, 120, 60), (255, 255, 255), _colour(rng, dark=False)])
        opacity = rng.choice([rng.uniform(0.12, 0.35), rng.uniform(0.3, 0.7), rng.uniform(0.6, 0.95)])
    colour = tuple(int(np.clip(c + rng.uniform(-25, 25), 0, 255)) for c in colour)
    fill = Image.new("RGB", layer.size, colour)
    alpha = layer.point(lambda v: int(v * opacity))
    if rng.random() < 0.3:
        alpha = alpha.filter(ImageFilter.GaussianBlur(rng.uniform(0.5, 1.5)))
    ink = layer.point(lambda v: 255 if v > 96 else 0)
    before = np.asarray(page, dtype=np.int16) if mask is not None else None
    letters = Image.new("L", page.size, 0)
    for cx, cy in centres:
        at = (int(cx - layer.width / 2), int(cy - layer.height / 2))
        page.paste(fill, at, alpha)
        letters.paste(255, at, ink)
    if mask is not None:
        shows = np.abs(np.asarray(page, dtype=np.int16) - before).max(axis=-1) >= MIN_MARK_CONTRAST
        seen = np.where(shows & (np.asarray(letters) > 0), 255, 0).astype(np.uint8)
        mask.paste(Image.fromarray(np.maximum(np.asarray(mask), seen)))
    if drawn is not None:
        cap = font(font_path, px).getbbox("E")
        drawn["ink"] = drawn.get("ink", 0) + int((np.asarray(ink) > 0).sum()) * len(centres)
        drawn["letter_px"] = max(drawn.get("letter_px", 0), cap[3] - cap[1])
    return page


def occlude(rng, page, mask):
    """The photo or a hologram laid over part of the page (marks are often half hidden); the mark under it is gone from `mask`."""
    w, h = page.size
    pw, ph = int(w * rng.uniform(0.15, 0.35)), int(h * rng.uniform(0.3, 0.6))
    patch = Image.new("RGB", (pw, ph), _colour(rng))
    patch = patch.filter(ImageFilter.GaussianBlur(2))
    at = (int(rng.uniform(0, w - pw)), int(rng.uniform(0, h - ph)))
    page.paste(patch, at)
    mask.paste(0, (at[0], at[1], at[0] + pw, at[1] + ph))
    return page


def frame(rng, page, mask):
    """As photographed or scanned: a table around the document, tilted, or the page turned (the mask moved alike).

    Returns the page, the mask and the scale the page was drawn at (shrunk: below 1).
    """
    if rng.random() < 0.35:
        w, h = page.size
        m = rng.uniform(0.03, 0.3)
        size = (int(w * (1 + 2 * m)), int(h * (1 + 2 * m)))
        at = (int(w * m * rng.uniform(0.3, 1.7)), int(h * m * rng.uniform(0.3, 1.7)))
        table, held = Image.new("RGB", size, _colour(rng)), Image.new("L", size, 0)
        table.paste(page, at)
        held.paste(mask, at)
        tilt = rng.uniform(-8, 8)
        page = table.rotate(tilt, resample=Image.BILINEAR, fillcolor=_colour(rng))
        mask = held.rotate(tilt, resample=Image.BILINEAR, fillcolor=0)
    elif rng.random() < 0.15:
        turn = rng.choice([90, 180, 270])
        page, mask = page.rotate(turn, expand=True), mask.rotate(turn, expand=True)
    scale = 1.0
    if rng.random() < 0.3:
        scale = rng.uniform(0.35, 0.8)
        size = (max(40, int(page.width * scale)), max(30, int(page.height * scale)))
        page, mask = page.resize(size, Image.BILINEAR), mask.resize(size, Image.BILINEAR)
    return page, mask, scale


def degrade(rng, x):
    """Blur, uneven light and glare, noise, grey capture and JPEG, applied to the detector's input (CHW 0-1)."""
    im = Image.fromarray((x.transpose(1, 2, 0) * 255).astype(np.uint8))
    if rng.random() < 0.4:
        im = im.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.2)))
    arr = np.asarray(im, dtype=np.float32)
    h, w, _ = arr.shape
    if rng.random() < 0.5:
        yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
        gain = 1 + rng.uniform(-0.35, 0.15) * xx / w + rng.uniform(-0.25, 0.15) * yy / h
        arr = arr * gain[..., None]
        if rng.random() < 0.3:
            cx, cy, r = rng.uniform(0, w), rng.uniform(0, h), rng.uniform(0.1, 0.35) * w
            arr = arr + (np.exp(-((xx - cx) ** 2 + (yy - cy) ** 2) / (2 * r * r)) * rng.uniform(40, 140))[..., None]
    if rng.random() < 0.5:
        arr = arr + np.random.normal(0, rng.uniform(1, 8), arr.shape).astype(np.float32)
    if rng.random() < 0.15:
        arr = np.repeat(arr.mean(-1, keepdims=True), 3, -1)
    im = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    if rng.random() < 0.6:
        buf = io.BytesIO()
        im.save(buf, format="JPEG", quality=rng.randint(40, 95))
        buf.seek(0)
        im = Image.open(buf).convert("RGB")
    return np.asarray(im, dtype=np.float32).transpose(2, 0, 1) / 255.0


def _fitted(page, pad):
    """The page turned landscape and fitted inside INPUT_W x INPUT_H on `pad`."""
    if page.height > page.width:
        page = page.transpose(Image.ROTATE_90)
    scale = min(INPUT_W / page.width, INPUT_H / page.height)
    w, h = max(1, round(page.width * scale)), max(1, round(page.height * scale))
    small = page.resize((w, h), Image.BILINEAR, reducing_gap=2.0)
    canvas = Image.new(page.mode, (INPUT_W, INPUT_H), pad)
    canvas.paste(small, ((INPUT_W - w) // 2, (INPUT_H - h) // 2))
    return canvas


def prepare(page):
    """The detector's input, as `markInput` in TypeScript makes it: landscape, fitted inside INPUT_W x INPUT_H on grey, CHW float 0-1."""
    return np.asarray(_fitted(page, (PAD, PAD, PAD)), dtype=np.float32).transpose(2, 0, 1) / 255.0


# A drawn mark makes a positive only when the input shows it (`legible`): this share of its letter
# pixels on the page and not hidden, each at least MIN_MARK_CONTRAST levels (0-255, any channel)
# from the page under it, its letters at least MIN_LETTER_PX input pixels high, and some cell of
# the input marked (`cell_targets`). Drawn freely, a fifth of the "marked" images showed no
# readable mark (a white word on white paper, a word mostly off the page or under the photo, a
# stamp 2 pixels high, a hairline outline): labels no network can learn.
MIN_MARK_CONTRAST = 16
MIN_VISIBLE_SHARE = 0.4
MIN_LETTER_PX = 4
LEGIBLE_MARKS_ONLY = True

# The network scores cells of CELL x CELL input pixels. A cell is marked when this share of it is
# a mark's letters, unmarked when none of it is; in between it is left out of the per-cell loss.
CELL = 16
CELL_MARKED = 0.04


def cell_targets(mask):
    """Per-cell target (1: a mark's letters are in the cell) and weight (0: not known or ambiguous), each [INPUT_H/CELL, INPUT_W/CELL]."""
    m = (np.asarray(_fitted(mask, 0), dtype=np.float32) > 127).astype(np.float32)
    share = m.reshape(INPUT_H // CELL, CELL, INPUT_W // CELL, CELL).mean(axis=(1, 3))
    target = (share >= CELL_MARKED).astype(np.float32)
    weight = ((share == 0) | (share >= CELL_MARKED)).astype(np.float32)
    return target, weight


def legible(drawn, mask, scale, page):
    """Whether a drawn mark shows in the network's input: at least MIN_VISIBLE_SHARE of its letter
    pixels on the page, not hidden and not lost in the page's own colour (`mask` after `occlude`,
    at the page's scale, against `drawn["ink"]`), its letters at least MIN_LETTER_PX high once the
    page is fitted into the input (`scale`: what `frame` shrank it by; `page`: as framed)."""
    w, h = (page.height, page.width) if page.height > page.width else page.size
    fitted = scale * min(INPUT_W / w, INPUT_H / h)
    shown = int((np.asarray(mask) > 127).sum()) / max(1, drawn.get("ink", 0))
    return shown >= MIN_VISIBLE_SHARE and drawn.get("letter_px", 0) * fitted >= MIN_LETTER_PX, shown, drawn.get("letter_px", 0) * fitted


def sample(rng, backgrounds, info=None):
    """One training image, its label (1: a mark is printed on it) and its per-cell targets and weights (`cell_targets`).

    A drawn mark that does not show in the input (`legible`) is no positive: the sample is drawn
    again (LEGIBLE_MARKS_ONLY; off, such images stay labelled marked, as before). A page of the
    corpus that comes marked has its mark somewhere unknown: its cells weigh nothing. `info` (a
    dict), when given, gets the drawn mark's `legible`, `shown` share and input `letter_px`.
    """
    while True:
        page, marked = backgrounds.page(rng)
        label = 1 if marked else 0
        mask = Image.new("L", page.size, 0)
        drawn = {}
        if not marked and rng.random() < 0.5:
            label = 1
            page = draw_word(rng, page, rng.choice(MARK_WORDS) if rng.random() < 0.9 else rng.choice(MARK_WORDS).lower().capitalize(), mask, drawn)
        if rng.random() < (0.45 if label == 0 else 0.2):
            # Hard negatives (and distractors beside marks): ordinary words in the marks' styles.
            for _ in range(rng.randint(1, 2)):
                page = draw_word(rng, page, rng.choice(ORDINARY_WORDS))
        if rng.random() < 0.25:
            page = occlude(rng, page, mask)
        before_frame = mask
        page, mask, scale = frame(rng, page, mask)
        target, weight = cell_targets(mask)
        if drawn:
            ok, shown, letter_px = legible(drawn, before_frame, scale, page)
            # And some cell of the input holds enough of its letters to be marked (thin outlines, faint specks do not).
            ok = ok and bool(target.any())
            if info is not None:
                info.update(legible=ok, shown=shown, letter_px=letter_px, cells=int(target.sum()))
            if not ok and LEGIBLE_MARKS_ONLY:
                continue
        elif info is not None:
            info.clear()
        if marked:
            weight[:] = 0
        return degrade(rng, prepare(page)), label, target, weight


if __name__ == "__main__":
    import sys

    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    out = sys.argv[1] if len(sys.argv) > 1 else "/tmp/specimen-samples"
    os.makedirs(out, exist_ok=True)
    bg = Backgrounds(os.environ.get("CORPUS_DIR"))
    for i in range(24):
        x, y, target, _ = sample(rng, bg)
        picture = (x.transpose(1, 2, 0) * 255).astype(np.uint8)
        # Cells the mark is in are outlined in green.
        for cy, cx in zip(*np.nonzero(target)):
            picture[cy * CELL, cx * CELL : (cx + 1) * CELL] = picture[(cy + 1) * CELL - 1, cx * CELL : (cx + 1) * CELL] = (0, 255, 0)
            picture[cy * CELL : (cy + 1) * CELL, cx * CELL] = picture[cy * CELL : (cy + 1) * CELL, (cx + 1) * CELL - 1] = (0, 255, 0)
        Image.fromarray(picture).save(os.path.join(out, f"{i:02d}-{y}.png"))
    print(len(FONT_FILES), "fonts,", len(ORDINARY_WORDS), "ordinary words")
