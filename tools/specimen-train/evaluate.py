"""Scores specimen-mark detectors on a fresh synthetic set and prints their ROC, to compare them
and to choose the library's threshold on synthetic data (never on a real image).

    /usr/bin/python3 tools/specimen-train/evaluate.py MODEL.onnx [MODEL2.pt ...] --corpus /tmp/corpus-train \
        --seed 4242 --count 1500 [--threshold 0.5]

Every model sees the same images: drawn by synth_marks.py from `--seed` (choose one no training
run used: train.py draws from --seed and 10000 + --seed). Per model: the area under the ROC
curve, accuracy, marks caught and unmarked images flagged at `--threshold` (the library's
`markProbabilityThreshold`), and, for a few rates of unmarked images flagged, the lowest
threshold that keeps to it and the share of marks caught there.

`--old-labels` draws as the generator did before marks were labelled only where they show
(`synth_marks.legible`): drawn marks that show no readable letter stay labelled marked. It then
says what share of them show none, and scores legible and illegible marks apart against the
unmarked images -- how far such labels bound what a network trained on them can reach.
"""
import argparse
import os
import random
import sys

import numpy as np
import torch

sys.path.insert(0, os.path.dirname(__file__))
import synth_marks  # noqa: E402
from synth_marks import Backgrounds, sample  # noqa: E402
from train import MarkDetector, _mrz_train, auc  # noqa: E402


def load(path):
    model = MarkDetector()
    if path.endswith(".onnx"):
        _mrz_train().load_onnx(model, path)
    else:
        model.load_state_dict(torch.load(path))
    return model.eval()


def scores(model, images, batch=64):
    out = []
    with torch.no_grad():
        for i in range(0, len(images), batch):
            pooled, _ = model(torch.from_numpy(np.stack(images[i : i + batch])))
            out += torch.sigmoid(pooled).tolist()
    return out


def roc_points(marked, unmarked, rates=(0.0, 0.001, 0.005, 0.01, 0.02, 0.05)):
    """For each rate of unmarked images flagged: the lowest threshold that keeps to it, and the share of marks caught there."""
    ranked = sorted(unmarked, reverse=True)
    points = []
    for rate in rates:
        allowed = int(rate * len(ranked))
        threshold = ranked[allowed] + 1e-6 if allowed < len(ranked) else 0.0
        points.append((rate, threshold, sum(p >= threshold for p in marked) / len(marked)))
    return points


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("models", nargs="+")
    parser.add_argument("--corpus", default=None)
    parser.add_argument("--seed", type=int, default=4242)
    parser.add_argument("--count", type=int, default=1500)
    parser.add_argument("--threshold", type=float, default=0.5)
    parser.add_argument("--old-labels", action="store_true")
    args = parser.parse_args()
    torch.set_num_threads(1)
    synth_marks.LEGIBLE_MARKS_ONLY = not args.old_labels
    rng = random.Random(args.seed)
    np.random.seed(args.seed)
    backgrounds = Backgrounds(args.corpus)
    infos = [{} for _ in range(args.count)]
    drawn = [sample(rng, backgrounds, info) for info in infos]
    images, labels = [x for x, *_ in drawn], [y for _, y, *_ in drawn]
    # Per image: None unmarked, "legible" / "illegible" a drawn mark, "corpus" a corpus specimen page.
    kinds = [None if not y else "corpus" if not info else "legible" if info["legible"] else "illegible" for y, info in zip(labels, infos)]
    print(f"{args.count} synthetic images (seed {args.seed}), {sum(labels)} marked", flush=True)
    if args.old_labels:
        drawn_marks = sum(k in ("legible", "illegible") for k in kinds)
        print(f"old labels: {kinds.count('illegible')} of {drawn_marks} drawn marks ({kinds.count('illegible') / max(1, drawn_marks):.1%}) show no readable mark", flush=True)
    for path in args.models:
        p = scores(load(path), images)
        marked = [s for s, y in zip(p, labels) if y]
        unmarked = [s for s, y in zip(p, labels) if not y]
        if args.old_labels:
            for kind in ("legible", "illegible", "corpus"):
                pos = [s for s, k in zip(p, kinds) if k == kind]
                if pos:
                    print(f"  {kind} marks ({len(pos)}) against unmarked: AUC {auc(pos + unmarked, [1] * len(pos) + [0] * len(unmarked)):.4f}")
        t = args.threshold
        accuracy = sum((s >= t) == bool(y) for s, y in zip(p, labels)) / len(labels)
        print(f"{path}: AUC {auc(p, labels):.4f}; at {t}: accuracy {accuracy:.3f}, marks caught {sum(s >= t for s in marked)}/{len(marked)}, "
              f"unmarked flagged {sum(s >= t for s in unmarked)}/{len(unmarked)}")
        for rate, threshold, caught in roc_points(marked, unmarked):
            print(f"  unmarked flagged <= {rate:.1%}: threshold {threshold:.3f} catches {caught:.1%} of marks")


if __name__ == "__main__":
    main()
