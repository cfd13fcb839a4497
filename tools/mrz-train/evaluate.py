"""Character error rate and exact lines of trained recognisers on the same fresh full-length synthetic lines, per line height and per optics.

    /usr/bin/python3 tools/mrz-train/evaluate.py libs/id-validator/data/mrz-line-recogniser.onnx /tmp/mrz-line-recogniser.pt [--lines 600] [--seed 777]

Each model given (a training checkpoint .pt, or an exported .onnx loaded back into the network:
`train.load_onnx`) reads the same lines of 30, 36 and 44 characters, drawn with a seed the
training never used, so old and new models compare line for line. Figures come per capture line
height (pixels), per optics (`synth_lines.optics`: sharp, Gaussian, anisotropic, resampled) and
per blur strength (sigma-like, relative to nothing: pixels of the capture).

Then, per model, its letters read wrong that it offered no other letter for at 5 % or more (as
`decodeFrames` and `minCandidateProbability` do in the library), over the lines it read at their
full length: no candidate doubts such a letter, so where no check digit covers it (a name) only
another reader or the printed side can catch it. A better model can have more of them.
"""
import argparse
import os
import random
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(__file__))
from synth_lines import sample_with_conditions  # noqa: E402
from train import ALPHABET, LineRecogniser, collate, edit_distance, greedy, load_onnx  # noqa: E402

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


# Alternatives the library keeps as candidates (`minCandidateProbability` in learned-pass.ts).
MIN_CANDIDATE = 0.05


def letters_undoubted(logp, text):
    """(letters, wrong, wrong with no other letter offered at MIN_CANDIDATE) of one line read at its full length, else None.

    Best-path runs as the library's `decodeFrames` makes them: a character's alternatives are the
    other classes of its run's strongest frame."""
    lp = logp.numpy()
    best = lp.argmax(-1)
    symbols, run = [], None
    for t, k in enumerate(best):
        if run and run[0] == k:
            if lp[t, k] > lp[run[1], k]:
                run = (k, t)
            continue
        if run and run[0] != 0:
            symbols.append(run)
        run = (k, t)
    if run and run[0] != 0:
        symbols.append(run)
    if len(symbols) != len(text):
        return None
    letters = wrong = undoubted = 0
    for (k, t), truth in zip(symbols, text):
        if not truth.isalpha():
            continue
        letters += 1
        if ALPHABET[k - 1] != truth:
            wrong += 1
            p = np.exp(lp[t])
            if not any(p[c] >= MIN_CANDIDATE for c in range(1, len(ALPHABET) + 1) if c != k and ALPHABET[c - 1].isalpha()):
                undoubted += 1
    return letters, wrong, undoubted


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
    undoubted = [[0, 0, 0] for _ in models]
    with torch.no_grad():
        for _ in range(args.lines):
            band, text, conditions = sample_with_conditions(rng, length=rng.choice([30, 36, 44]))
            x, _, _, frames, _ = collate([(band, text)])
            for m, model in enumerate(models):
                logp = model(x)[0, : frames[0]]
                read = greedy(logp)
                counted = letters_undoubted(logp, text)
                if counted:
                    undoubted[m] = [a + b for a, b in zip(undoubted[m], counted)]
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
    for name, (letters, wrong, sure) in zip(names, undoubted):
        print(f"{name}: letters of lines read whole {letters}, wrong {wrong} ({wrong / max(letters, 1):.2%}), "
              f"wrong with no other letter offered >= {MIN_CANDIDATE}: {sure} ({sure / max(letters, 1):.2%} of letters, {sure / max(wrong, 1):.1%} of wrong ones)")


if __name__ == "__main__":
    main()
