"""Trains the OCR-B MRZ line recogniser on synthetic lines and exports it to ONNX.

    /usr/bin/python3 tools/mrz-train/train.py --minutes 18 --out libs/id-validator/data/mrz-line-recogniser.onnx

A small convolutional network reads a line band (24 pixels high, any width) into one column of
class scores every 4 pixels, trained with CTC (blank + the 37 MRZ symbols). No recurrence: OCR-B
is fixed-pitch and each character is judged from its own neighbourhood, which keeps the model
small (about 0.1 M parameters) and fast on a CPU. Samples are drawn afresh for every batch
(synth_lines.py) in a second process, so no line is seen twice.
"""
import argparse
import os
import random
import sys
import time

import numpy as np
import torch
import torch.nn as nn

sys.path.insert(0, os.path.dirname(__file__))
from synth_lines import ALPHABET, INPUT_HEIGHT, sample  # noqa: E402


class LineRecogniser(nn.Module):
    def __init__(self, classes=len(ALPHABET) + 1):
        super().__init__()

        def block(cin, cout):
            return [nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True)]

        self.features = nn.Sequential(
            nn.Conv2d(1, 16, 3, stride=2, padding=1, bias=False), nn.BatchNorm2d(16), nn.ReLU(inplace=True),  # 12 x W/2
            *block(16, 24), nn.MaxPool2d(2),           # 6 x W/4
            *block(24, 32), nn.MaxPool2d((2, 1)),      # 3 x W/4
            *block(32, 48),
            nn.Conv2d(48, 96, (3, 1), bias=False), nn.BatchNorm2d(96), nn.ReLU(inplace=True),  # 1 x W/4
        )
        self.sequence = nn.Sequential(
            nn.Conv1d(96, 96, 5, padding=2), nn.ReLU(inplace=True),
            nn.Conv1d(96, classes, 1),
        )

    def forward(self, x):
        # x: [batch, 1, 32, W] -> log-probabilities [batch, W/4, classes]
        f = self.features(x).squeeze(2)
        return torch.log_softmax(self.sequence(f), dim=1).transpose(1, 2)


class Lines(torch.utils.data.IterableDataset):
    def __init__(self, seed):
        self.seed = seed

    def __iter__(self):
        info = torch.utils.data.get_worker_info()
        rng = random.Random(self.seed + (info.id if info else 0) * 7919)
        np.random.seed((self.seed * 31 + (info.id if info else 0)) % 2**32)
        while True:
            yield sample(rng)


def collate(items):
    width = max(band.shape[1] for band, _ in items)
    width += (-width) % 4
    x = np.zeros((len(items), 1, INPUT_HEIGHT, width), dtype=np.float32)
    for i, (band, _) in enumerate(items):
        x[i, 0, :, : band.shape[1]] = band
    targets = [torch.tensor([ALPHABET.index(c) + 1 for c in text]) for _, text in items]
    return torch.from_numpy(x), torch.cat(targets), torch.tensor([len(t) for t in targets]), [band.shape[1] // 4 for band, _ in items], [t for _, t in items]


def greedy(logp):
    best = logp.argmax(-1).tolist()
    out, last = [], 0
    for k in best:
        if k != last and k != 0:
            out.append(ALPHABET[k - 1])
        last = k
    return "".join(out)


def edit_distance(a, b):
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def evaluate(model, batches):
    model.eval()
    device = next(model.parameters()).device
    errors = chars = exact = lines = 0
    with torch.no_grad():
        for x, _, _, frames, texts in batches:
            logp = model(x.to(device)).cpu()
            for i, text in enumerate(texts):
                read = greedy(logp[i, : frames[i]])
                errors += edit_distance(read, text)
                chars += len(text)
                exact += read == text
                lines += 1
    model.train()
    return errors / chars, exact / lines


def load_onnx(model, path):
    """The weights of an exported model (`export`) put back into `model`, exactly as the export ran.

    The export folds each batch norm into the convolution before it, so each convolution of
    `features` comes back as its folded weights with the batch norm after it an identity plus the
    folded bias (mean 0, variance 1 - eps, scale 1). Exact in eval mode; `recalibrate` makes it
    hold in training too.
    """
    import onnx
    from onnx import numpy_helper

    graph = onnx.load(path).graph
    values = {i.name: torch.from_numpy(numpy_helper.to_array(i).copy()) for i in graph.initializer}
    convs = [node for node in graph.node if node.op_type == "Conv"]
    layers = [m for m in model.modules() if isinstance(m, (nn.Conv1d, nn.Conv2d))]
    norms = {id(conv): norm for conv, norm in zip(model.features, list(model.features)[1:]) if isinstance(conv, nn.Conv2d) and isinstance(norm, nn.BatchNorm2d)}
    if len(convs) != len(layers):
        raise ValueError(f"{path}: {len(convs)} convolutions, the model has {len(layers)}")
    with torch.no_grad():
        for node, layer in zip(convs, layers):
            weight, bias = values[node.input[1]], values[node.input[2]]
            layer.weight.copy_(weight)
            norm = norms.get(id(layer))
            if norm is None:
                layer.bias.copy_(bias)
                continue
            norm.weight.fill_(1)
            norm.bias.copy_(bias)
            norm.running_mean.zero_()
            norm.running_var.fill_(1 - norm.eps)
    return model


def recalibrate(model, batches):
    """Batch norms set to the statistics their convolution gives on `batches`, the function unchanged.

    After `load_onnx` each batch norm is an identity plus bias: in training it would normalise by
    the batch's statistics instead, a different function. Measuring each convolution's output mean
    m and variance v and setting the norm to (m, v) with scale sqrt(v + eps) and bias + m keeps eval
    mode exact and makes training start from (nearly) the loaded model.
    """
    model.eval()
    convs = {conv: norm for conv, norm in zip(model.features, list(model.features)[1:]) if isinstance(conv, nn.Conv2d) and isinstance(norm, nn.BatchNorm2d)}
    sums = {conv: [0.0, 0.0, 0] for conv in convs}

    def hook(conv):
        def record(_, __, out):
            s = sums[conv]
            s[0] = s[0] + out.sum(dim=(0, 2, 3))
            s[1] = s[1] + (out * out).sum(dim=(0, 2, 3))
            s[2] += out.numel() // out.shape[1]
        return record

    handles = [conv.register_forward_hook(hook(conv)) for conv in convs]
    with torch.no_grad():
        for x, *_ in batches:
            model(x)
        for h in handles:
            h.remove()
        for conv, norm in convs.items():
            total, squares, n = sums[conv]
            mean = total / n
            var = (squares / n - mean * mean).clamp(min=1e-6)
            norm.bias.add_(mean)
            norm.weight.copy_(torch.sqrt(var + norm.eps))
            norm.running_mean.copy_(mean)
            norm.running_var.copy_(var)
    model.train()
    return model


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--minutes", type=float, default=18)
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu", help="where the network trains (samples are always drawn on the CPU)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", default="mrz-line-recogniser.onnx")
    parser.add_argument("--checkpoint", default="/tmp/mrz-line-recogniser.pt")
    parser.add_argument("--init", help="start from these weights (an exported .onnx, or a checkpoint .pt) instead of random ones")
    parser.add_argument("--lr", type=float, default=3e-3, help="peak learning rate (lower, e.g. 1e-3, when starting from --init)")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    model = LineRecogniser()
    if os.path.exists(args.checkpoint) and os.environ.get("RESUME"):
        model.load_state_dict(torch.load(args.checkpoint, map_location="cpu"))
    print("parameters", sum(p.numel() for p in model.parameters()), flush=True)
    loader = torch.utils.data.DataLoader(Lines(args.seed), batch_size=args.batch, collate_fn=collate, num_workers=args.workers, prefetch_factor=4)
    held_out = Lines(10_000 + args.seed)
    it = iter(held_out)
    validation = [collate([next(it) for _ in range(args.batch)]) for _ in range(4)]
    if args.init:
        if args.init.endswith(".onnx"):
            recalibrate(load_onnx(model, args.init), [collate([next(it) for _ in range(args.batch)]) for _ in range(8)])
        else:
            model.load_state_dict(torch.load(args.init, map_location="cpu"))
        cer, exact = evaluate(model, validation)
        print(f"started from {args.init}: held-out CER {cer:.4f} lines exact {exact:.3f}", flush=True)
    model.to(args.device)
    ctc = nn.CTCLoss(blank=0, zero_infinity=True)
    optimiser = torch.optim.AdamW(model.parameters(), lr=args.lr, weight_decay=1e-4)
    deadline = time.time() + 60 * args.minutes
    started = time.time()
    step = seen = 0
    for x, targets, target_lengths, frames, _ in loader:
        x, targets = x.to(args.device, non_blocking=True), targets.to(args.device, non_blocking=True)
        progress = min(1.0, (time.time() - started) / (deadline - started))
        for group in optimiser.param_groups:
            group["lr"] = args.lr * (0.05 + 0.95 * 0.5 * (1 + np.cos(np.pi * progress)))
        logp = model(x).transpose(0, 1)  # [T, batch, classes]
        loss = ctc(logp, targets, torch.tensor(frames), target_lengths)
        optimiser.zero_grad()
        loss.backward()
        nn.utils.clip_grad_norm_(model.parameters(), 5.0)
        optimiser.step()
        step += 1
        seen += x.shape[0]
        if step % 50 == 0:
            cer, exact = evaluate(model, validation)
            print(f"step {step} lines {seen} loss {loss.item():.3f} held-out CER {cer:.4f} lines exact {exact:.3f} {time.time() - started:.0f}s", flush=True)
            torch.save(model.state_dict(), args.checkpoint)
        if time.time() > deadline:
            break
    cer, exact = evaluate(model, validation)
    print(f"final: lines {seen} held-out CER {cer:.4f} lines exact {exact:.3f}", flush=True)
    torch.save(model.state_dict(), args.checkpoint)
    export(model, args.out)


def export(model, out):
    model.cpu().eval()
    dummy = torch.zeros(1, 1, INPUT_HEIGHT, 400)
    options = dict(input_names=["band"], output_names=["logp"], dynamic_axes={"band": {0: "batch", 3: "width"}, "logp": {0: "batch", 1: "frames"}}, opset_version=13)
    try:  # the TorchScript exporter: newer torch defaults to another one, which writes a different graph
        torch.onnx.export(model, dummy, out, dynamo=False, **options)
    except TypeError:  # torch before 2.x has only the TorchScript exporter and no `dynamo` option
        torch.onnx.export(model, dummy, out, **options)
    print("wrote", out, os.path.getsize(out), "bytes", flush=True)


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "export":
        m = LineRecogniser()
        m.load_state_dict(torch.load(sys.argv[2], map_location="cpu"))
        export(m, sys.argv[3])
    else:
        main()
