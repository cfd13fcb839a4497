"""Character error rate and exact lines of trained recognisers on the same fresh full-length synthetic lines, per line height and per optics.

    /usr/bin/python3 tools/mrz-train/evaluate.py libs/id-validator/data/mrz-line-recogniser.onnx /tmp/mrz-line-recogniser.pt [--lines 600] [--seed 777]

Each model given (a training checkpoint .pt, or an exported .onnx loaded back into the network:
`train.load_onnx`) reads the same lines of 30, 36 and 44 characters, drawn with a seed the
training never used, so old and new models compare line for line. Figures come per capture line
height (pixels), per optics (`synth_lines.optics`: sharp, Gaussian, anisotropic, resampled) and
per blur strength (sigma-like, relative to nothing: pixels of the capture).
"""
import argparse
import os
import random
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(__file__))
from synth_lines import sample_with_conditions  # noqa: E402
from train import LineRecogniser, collate, edit_distance, greedy, load_onnx  # noqa: E402

HEIGHTS = [(5, 7), (7, 10), (10, 14), (14, 20), (20, 27)]
STRENGTHS = [(0, 0.01, "none"), (0.01, 1.0, "< 1 px"), (1.0, 2.0, "1-2 px"), (2.0, 99, ">= 2 px")]


def load(path):
    model = LineRecogniser()
    if path.endswith(".onnx"):
        load_onnx(model, path)
    else:
        model.load_state_dict(torch.load(path))
    return model.eval()


def buckets(conditions):
    """The rows a line counts in: all, its height band, its optics, its blur strength."""
    h, kind, strength = conditions["line_height"], conditions["optics"], conditions["strength"]
    height = next((f"height {lo}-{hi} px" for lo, hi in HEIGHTS if lo <= h < hi), "height other")
    blur = next(f"blur {name}" for lo, hi, name in STRENGTHS if lo <= strength < hi)
    return ["all", height, f"optics {kind}", blur]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("models", nargs="+")
    parser.add_argument("--lines", type=int, default=600)
    parser.add_argument("--seed", type=int, default=777)
    args = parser.parse_args()
    torch.set_num_threads(1)
    models = [load(path) for path in args.models]
    rng = random.Random(args.seed)
    np.random.seed(args.seed)
    # rows[bucket][model] = [errors, chars, exact, lines]
    rows = {}
    with torch.no_grad():
        for _ in range(args.lines):
            band, text, conditions = sample_with_conditions(rng, length=rng.choice([30, 36, 44]))
            x, _, _, frames, _ = collate([(band, text)])
            for m, model in enumerate(models):
                read = greedy(model(x)[0, : frames[0]])
                for key in buckets(conditions):
                    s = rows.setdefault(key, [[0, 0, 0, 0] for _ in models])[m]
                    s[0] += edit_distance(read, text)
                    s[1] += len(text)
                    s[2] += read == text
                    s[3] += 1
    order = ["all"] + [f"height {lo}-{hi} px" for lo, hi in HEIGHTS] + [f"optics {k}" for k in ("sharp", "gaussian", "anisotropic", "resampled")] + [f"blur {n}" for _, _, n in STRENGTHS]
    names = [os.path.basename(p) for p in args.models]
    print(f"{'lines':>6}  {'bucket':<20}" + "".join(f"  {name[:22]:>22} CER / exact" for name in names))
    for key in order + sorted(set(rows) - set(order)):
        if key not in rows:
            continue
        figures = rows[key]
        print(f"{figures[0][3]:>6}  {key:<20}" + "".join(f"  {e / max(c, 1):>22.4f} / {x / max(n, 1):.3f}" for e, c, x, n in figures))


if __name__ == "__main__":
    main()
