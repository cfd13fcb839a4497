"""Character error rate and exact lines of a trained recogniser on fresh full-length synthetic lines.

    /usr/bin/python3 tools/mrz-train/evaluate.py /tmp/mrz-line-recogniser.pt [--lines 300] [--seed 777]

Loads the training checkpoint (the weights exported to ONNX; the export folds batch norms into the
convolutions, so the ONNX file is not loaded back here) and reads lines of 30, 36 and 44
characters drawn with a seed the training never used.
"""
import argparse
import os
import random
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(__file__))
from synth_lines import sample  # noqa: E402
from train import LineRecogniser, collate, edit_distance, greedy  # noqa: E402


def load(path):
    model = LineRecogniser()
    model.load_state_dict(torch.load(path))
    return model.eval()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model")
    parser.add_argument("--lines", type=int, default=300)
    parser.add_argument("--seed", type=int, default=777)
    args = parser.parse_args()
    torch.set_num_threads(1)
    model = load(args.model)
    rng = random.Random(args.seed)
    np.random.seed(args.seed)
    by_size = {}
    with torch.no_grad():
        for _ in range(args.lines):
            band, text = sample(rng, length=rng.choice([30, 36, 44]))
            x, _, _, frames, _ = collate([(band, text)])
            read = greedy(model(x)[0, : frames[0]])
            errors = edit_distance(read, text)
            s = by_size.setdefault("full-length lines", [0, 0, 0, 0])
            s[0] += errors
            s[1] += len(text)
            s[2] += read == text
            s[3] += 1
    for key, (errors, chars, exact, lines) in by_size.items():
        print(f"{key}: lines {lines} character error rate {errors / chars:.4f} lines exact {exact / lines:.3f}")


if __name__ == "__main__":
    main()
