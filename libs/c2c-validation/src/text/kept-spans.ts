/** A span of a text: where it starts and ends. */
export interface Span {
  start: number;
  end: number;
}

/**
 * Spans kept so far, in order of where they start, with the longest one's length: which of them a span overlaps is found by
 * search, not by reading them all (a wall of thousands of findings would otherwise compare each pair).
 */
export class KeptSpans<S extends Span = Span> {
  readonly #spans: S[] = [];
  #longest = 0;

  add(span: S): void {
    this.#spans.splice(this.#firstStartingFrom(span.start), 0, span);
    this.#longest = Math.max(this.#longest, span.end - span.start);
  }

  /** Whether a kept span overlapping `start`…`end` meets `clashes`: only those starting less than the longest's length before `start` can. */
  some(start: number, end: number, clashes: (k: S) => boolean): boolean {
    for (let i = this.#firstStartingFrom(start - this.#longest); i < this.#spans.length; i++) {
      const k = this.#spans[i]!;
      if (k.start >= end) break;
      if (start < k.end && clashes(k)) return true;
    }
    return false;
  }

  /** The index of the first kept span that starts at `position` or later. */
  #firstStartingFrom(position: number): number {
    let low = 0;
    let high = this.#spans.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.#spans[middle]!.start < position) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
