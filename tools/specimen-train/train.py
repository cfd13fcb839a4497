"""Trains the specimen-mark detector on synthetic documents and exports it to ONNX.

    /usr/bin/python3 tools/specimen-train/train.py --minutes 40 --corpus /tmp/corpus-train \
        --out libs/id-validator/data/specimen-mark-detector.onnx

A small fully convolutional network scores every 16 x 16-pixel cell of the image for "part of a
specimen mark" and the image's score is a smooth maximum over the cells (log-sum-exp pooling),
so it is trained from whole-image labels and finds a corner stamp as well as a word across the
page (multiple-instance learning). Where the synthetic mark's letters lie is known
(`cell_targets`), so each cell is also trained on its own (`--cell-weight`): the network learns
what a mark's letters look like from every cell, not from one pooled score per image, which is
what a few thousand images on a CPU allow. Samples are drawn afresh for every batch
(synth_marks.py) in a second process, so no image is seen twice. `--init` starts from a trained
model (an exported .onnx or a checkpoint .pt).
"""
import importlib.util
import argparse
import os
import random
import sys
import time

import numpy as np
import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(__file__))
from synth_marks import INPUT_H, INPUT_W, Backgrounds, sample  # noqa: E402

# Sharpness of the pooling: large is a max over cells, small an average.
POOL_SHARPNESS = 4.0
# `SPECIMEN_ARCH=wide` trains (and evaluates) the larger network below; the default is the small one.
ARCH = os.environ.get("SPECIMEN_ARCH", "small")


class MarkDetector(nn.Module):
    def __init__(self):
        super().__init__()

        def block(cin, cout, dilation=1):
            return [nn.Conv2d(cin, cout, 3, padding=dilation, dilation=dilation, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True)]

        if ARCH == "wide":
            # More channels and a wider view (dilations 2 and 4 at /16): a word's letters seen with their neighbours.
            self.features = nn.Sequential(
                nn.Conv2d(3, 24, 5, stride=2, padding=2, bias=False), nn.BatchNorm2d(24), nn.ReLU(inplace=True),  # /2
                nn.Conv2d(24, 32, 3, stride=2, padding=1, bias=False), nn.BatchNorm2d(32), nn.ReLU(inplace=True),  # /4
                *block(32, 48), nn.MaxPool2d(2),  # /8
                *block(48, 64), nn.MaxPool2d(2),  # /16
                *block(64, 96),
                *block(96, 96, dilation=2),
                *block(96, 96, dilation=4),
                nn.Conv2d(96, 1, 1),
            )
            return
        self.features = nn.Sequential(
            nn.Conv2d(3, 16, 5, stride=2, padding=2, bias=False), nn.BatchNorm2d(16), nn.ReLU(inplace=True),  # /2
            nn.Conv2d(16, 24, 3, stride=2, padding=1, bias=False), nn.BatchNorm2d(24), nn.ReLU(inplace=True),  # /4
            *block(24, 32), nn.MaxPool2d(2),  # /8
            *block(32, 48), nn.MaxPool2d(2),  # /16
            *block(48, 64),
            *block(64, 64, dilation=2),
            nn.Conv2d(64, 1, 1),
        )

    def forward(self, x):
        # x: [batch, 3, H, W] in 0-1 -> (image logit [batch], cell logits [batch, H/16, W/16])
        cells = self.features(x - 0.5).squeeze(1)
        flat = cells.flatten(1)
        pooled = (torch.logsumexp(POOL_SHARPNESS * flat, dim=1) - np.log(flat.shape[1])) / POOL_SHARPNESS
        return pooled, cells


class Exported(nn.Module):
    """What the library runs: the probability that the image carries a mark."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, x):
        pooled, _ = self.model(x)
        return torch.sigmoid(pooled)


class Images(torch.utils.data.IterableDataset):
    def __init__(self, seed, corpus):
        self.seed, self.corpus = seed, corpus

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        wid = info.id if info else 0
        rng = random.Random(self.seed + wid * 7919)
        np.random.seed((self.seed * 31 + wid) % 2**32)
        backgrounds = Backgrounds(self.corpus)
        while True:
            yield sample(rng, backgrounds)


def collate(items):
    """Images [batch, 3, H, W], labels [batch], per-cell targets and weights [batch, H/16, W/16]."""
    x, y, target, weight = zip(*items)
    return torch.from_numpy(np.stack(x)), torch.tensor(y, dtype=torch.float32), torch.from_numpy(np.stack(target)), torch.from_numpy(np.stack(weight))


def _mrz_train():
    """tools/mrz-train/train.py, whose loading of an exported model (`load_onnx`, `recalibrate`) fits any `features` stack."""
    spec = importlib.util.spec_from_file_location("mrz_train", os.path.join(os.path.dirname(__file__), "..", "mrz-train", "train.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def auc(scores, labels):
    pos = [s for s, y in zip(scores, labels) if y]
    neg = [s for s, y in zip(scores, labels) if not y]
    if not pos or not neg:
        return float("nan")
    return sum((p > n) + 0.5 * (p == n) for p in pos for n in neg) / (len(pos) * len(neg))


def evaluate(model, batches):
    model.eval()
    device = next(model.parameters()).device
    scores, labels = [], []
    with torch.no_grad():
        for x, y, *_ in batches:
            pooled, _ = model(x.to(device))
            scores += torch.sigmoid(pooled).tolist()
            labels += y.tolist()
    model.train()
    accuracy = sum((s > 0.5) == bool(y) for s, y in zip(scores, labels)) / len(labels)
    return auc(scores, labels), accuracy


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--minutes", type=float, default=40)
    parser.add_argument("--batch", type=int, default=24)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu", help="where the network trains (samples are always drawn on the CPU)")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--corpus", default=None, help="a folder rendered by `npm run corpus -w @circular/id-corpus -- --out DIR --seed N`")
    parser.add_argument("--out", default="specimen-mark-detector.onnx")
    parser.add_argument("--checkpoint", default="/tmp/specimen-mark-detector.pt")
    parser.add_argument("--init", help="start from these weights (an exported .onnx, or a checkpoint .pt) instead of random ones")
    parser.add_argument("--lr", type=float, default=2e-3, help="peak learning rate (lower, e.g. 7e-4, when starting from --init)")
    parser.add_argument("--cell-weight", type=float, default=1.0, help="weight of the per-cell loss beside the image's (0: image labels only)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    model = MarkDetector()
    if os.path.exists(args.checkpoint) and os.environ.get("RESUME"):
        model.load_state_dict(torch.load(args.checkpoint, map_location="cpu"))
    print("parameters", sum(p.numel() for p in model.parameters()), flush=True)
    loader = torch.utils.data.DataLoader(Images(args.seed, args.corpus), batch_size=args.batch, collate_fn=collate, num_workers=args.workers, prefetch_factor=4 if args.workers else None)
    it = iter(Images(10_000 + args.seed, args.corpus))
    validation = [collate([next(it) for _ in range(args.batch)]) for _ in range(8)]
    if args.init:
        if args.init.endswith(".onnx"):
            mrz = _mrz_train()
            mrz.recalibrate(mrz.load_onnx(model, args.init), [collate([next(it) for _ in range(args.batch)]) for _ in range(8)])
        else:
            model.load_state_dict(torch.load(args.init, map_location="cpu"))
        area, accuracy = evaluate(model, validation)
        print(f"started from {args.init}: held-out AUC {area:.4f} accuracy@0.5 {accuracy:.3f}", flush=True)
    model.to(args.device)
    loss_fn = nn.BCEWithLogitsLoss()
    optimiser = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    deadline = time.time() + 60 * args.minutes
    started = time.time()
    step = seen = 0
    for x, y, target, weight in loader:
        x, y, target, weight = (t.to(args.device, non_blocking=True) for t in (x, y, target, weight))
        progress = min(1.0, (time.time() - started) / (deadline - started))
        for group in optimiser.param_groups:
            group["lr"] = args.lr * (0.05 + 0.95 * 0.5 * (1 + np.cos(np.pi * progress)))
        pooled, cells = model(x)
        loss = loss_fn(pooled, y)
        if args.cell_weight > 0 and weight.sum() > 0:
            cell_loss = nn.functional.binary_cross_entropy_with_logits(cells, target, weight=weight, reduction="sum") / weight.sum()
            loss = loss + args.cell_weight * cell_loss
        optimiser.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        optimiser.step()
        step += 1
        seen += x.shape[0]
        if step % 40 == 0:
            area, accuracy = evaluate(model, validation)
            print(f"step {step} images {seen} loss {loss.item():.3f} held-out AUC {area:.4f} accuracy@0.5 {accuracy:.3f} {time.time() - started:.0f}s", flush=True)
            torch.save(model.state_dict(), args.checkpoint)
        if time.time() > deadline:
            break
    area, accuracy = evaluate(model, validation)
    print(f"final: images {seen} held-out AUC {area:.4f} accuracy@0.5 {accuracy:.3f}", flush=True)
    torch.save(model.state_dict(), args.checkpoint)
    export(model, args.out)


def export(model, out):
    model.cpu().eval()
    dummy = torch.zeros(1, 3, INPUT_H, INPUT_W)
    options = dict(input_names=["image"], output_names=["mark"], dynamic_axes={"image": {0: "batch"}, "mark": {0: "batch"}}, opset_version=13)
    try:  # the TorchScript exporter: newer torch defaults to another one, which writes a different graph
        torch.onnx.export(Exported(model), dummy, out, dynamo=False, **options)
    except TypeError:  # torch before 2.x has only the TorchScript exporter and no `dynamo` option
        torch.onnx.export(Exported(model), dummy, out, **options)
    print("wrote", out, os.path.getsize(out), "bytes", flush=True)


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "export":
        m = MarkDetector()
        m.load_state_dict(torch.load(sys.argv[2], map_location="cpu"))
        export(m, sys.argv[3])
    else:
        main()
