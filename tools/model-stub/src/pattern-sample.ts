/**
 * A string matching a JSON Schema `pattern`, for the common shapes schemas use (`^[A-Z]{3}$`,
 * `^\d{4}-\d{2}$`, `^(EUR|USD)$`). Takes the first alternative, the first character of each
 * class and the fewest repetitions allowed. Returns undefined when the pattern uses something
 * this sampler does not model (look-arounds, back-references) or the sample does not match.
 */
export function samplePattern(pattern: string): string | undefined {
  let sample: string | undefined;
  try {
    sample = new PatternSampler(pattern).sample();
  } catch {
    return undefined;
  }
  return sample !== undefined && compile(pattern)?.test(sample) ? sample : undefined;
}

function compile(pattern: string): RegExp | undefined {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(pattern, flags);
    } catch {
      // Try the next dialect: some schema patterns are only valid without the unicode flag.
    }
  }
  return undefined;
}

/** Characters tried, in order, when a class is negated or written as `.`. */
const candidates = 'a0A_ -.x1Z9';

/** A recursive-descent walk over the pattern that builds the sample as it goes. */
class PatternSampler {
  private readonly source: string;
  private position = 0;

  constructor(source: string) {
    this.source = source;
  }

  sample(): string {
    const result = this.alternation();
    if (this.position < this.source.length) throw new Error(`unexpected ${this.peek()}`);
    return result;
  }

  private peek(): string | undefined {
    return this.source[this.position];
  }

  private next(): string {
    const char = this.source[this.position];
    if (char === undefined) throw new Error('unexpected end of pattern');
    this.position += 1;
    return char;
  }

  /** `a|b|c`: the first alternative is the sample; the others are parsed and dropped. */
  private alternation(): string {
    const first = this.sequence();
    while (this.peek() === '|') {
      this.position += 1;
      this.sequence();
    }
    return first;
  }

  private sequence(): string {
    let result = '';
    while (this.position < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const atom = this.atom();
      result += atom.repeat(this.quantifier());
    }
    return result;
  }

  /** Fewest repetitions the quantifier allows (1 when there is none). */
  private quantifier(): number {
    const char = this.peek();
    let count = 1;
    if (char === '*' || char === '?') {
      count = 0;
      this.position += 1;
    } else if (char === '+') {
      this.position += 1;
    } else if (char === '{') {
      const match = /^\{(\d+)(,\d*)?\}/.exec(this.source.slice(this.position));
      if (!match) return 1;
      count = Number(match[1]);
      this.position += match[0].length;
    } else {
      return 1;
    }
    if (this.peek() === '?') this.position += 1;
    return count;
  }

  private atom(): string {
    const char = this.next();
    switch (char) {
      case '^':
      case '$':
        return '';
      case '.':
        return candidates[0] as string;
      case '(':
        return this.group();
      case '[':
        return this.characterClass();
      case '\\':
        return this.escape();
      default:
        return char;
    }
  }

  private group(): string {
    if (this.peek() === '?') {
      this.position += 1;
      const kind = this.next();
      if (kind === '<' && this.peek() !== '=' && this.peek() !== '!') {
        while (this.next() !== '>');
      } else if (kind !== ':') {
        throw new Error('look-arounds are not sampled');
      }
    }
    const result = this.alternation();
    if (this.next() !== ')') throw new Error('unclosed group');
    return result;
  }

  private escape(): string {
    const char = this.next();
    switch (char) {
      case 'd':
        return '0';
      case 'w':
        return 'a';
      case 's':
        return ' ';
      case 'D':
      case 'W':
        return '-';
      case 'S':
        return 'a';
      case 'b':
      case 'B':
        return '';
      case 'n':
        return '\n';
      case 't':
        return '\t';
      case 'u':
      case 'x':
        return this.hexEscape(char === 'u' ? 4 : 2);
      default:
        if (/[1-9]/.test(char)) throw new Error('back-references are not sampled');
        return char;
    }
  }

  private hexEscape(length: number): string {
    const hex = this.source.slice(this.position, this.position + length);
    if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== length) throw new Error('bad hex escape');
    this.position += length;
    return String.fromCharCode(Number.parseInt(hex, 16));
  }

  /** `[...]`: the first member, or for `[^...]` the first candidate character not excluded. */
  private characterClass(): string {
    const negated = this.peek() === '^';
    if (negated) this.position += 1;
    const members: ((char: string) => boolean)[] = [];
    let first: string | undefined;
    while (this.peek() !== ']' || members.length === 0) {
      const start = this.classCharacter();
      if (this.peek() === '-' && this.source[this.position + 1] !== ']' && start.length === 1) {
        this.position += 1;
        const end = this.classCharacter();
        members.push((char) => char >= start && char <= end);
      } else {
        members.push((char) => classEscapeMatches(start, char));
      }
      first ??= start.length === 1 ? start : sampleClassEscape(start);
    }
    this.position += 1;
    if (!negated) return first as string;
    const allowed = [...candidates].find((char) => !members.some((member) => member(char)));
    if (allowed === undefined) throw new Error('no candidate outside the negated class');
    return allowed;
  }

  /** One class member: a character, or a two-character class escape such as `\d`. */
  private classCharacter(): string {
    const char = this.next();
    if (char !== '\\') return char;
    const escaped = this.next();
    if ('dwsDWS'.includes(escaped)) return `\\${escaped}`;
    if (escaped === 'u' || escaped === 'x') return this.hexEscape(escaped === 'u' ? 4 : 2);
    if (escaped === 'n') return '\n';
    if (escaped === 't') return '\t';
    return escaped;
  }
}

function sampleClassEscape(escape: string): string {
  return { '\\d': '0', '\\w': 'a', '\\s': ' ', '\\D': '-', '\\W': '-', '\\S': 'a' }[escape] ?? escape;
}

function classEscapeMatches(member: string, char: string): boolean {
  if (member.length === 1) return member === char;
  return new RegExp(member).test(char);
}
