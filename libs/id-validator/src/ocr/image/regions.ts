/** Pixels the fill's buffers hold at first; they double when a region needs more. */
const firstCapacity = 4096;

/**
 * The 8-connected regions of the pixels `inside` accepts (flood fill with a stack), each handed to
 * `visit` as its pixels' indices in the order the fill reached them: a view into one buffer, valid
 * until `visit` returns (copy it to keep it). The stack and that buffer grow with the largest
 * region rather than being sized to the whole image up front (two 4-byte maps of every pixel: 4.6 MB
 * per search on the 900-pixel copy the MRZ is looked for on, for regions mostly of a few hundred pixels).
 */
export function eachConnectedRegion(width: number, height: number, inside: (index: number) => boolean, visit: (pixels: Int32Array) => void): void {
  const total = width * height;
  const seen = new Uint8Array(total);
  let stack = new Int32Array(Math.min(total, firstCapacity));
  let pixels = new Int32Array(Math.min(total, firstCapacity));
  const grown = (buffer: Int32Array, length: number) => {
    const larger = new Int32Array(Math.min(total, 2 * buffer.length));
    larger.set(buffer.subarray(0, length));
    return larger;
  };
  for (let start = 0; start < total; start++) {
    if (seen[start] || !inside(start)) continue;
    let size = 0;
    let count = 0;
    stack[size++] = start;
    seen[start] = 1;
    while (size > 0) {
      const i = stack[--size] as number;
      if (count === pixels.length) pixels = grown(pixels, count);
      pixels[count++] = i;
      const x = i % width;
      const y = (i - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (seen[j] || !inside(j)) continue;
          seen[j] = 1;
          if (size === stack.length) stack = grown(stack, size);
          stack[size++] = j;
        }
      }
    }
    visit(pixels.subarray(0, count));
  }
}
