/**
 * Writes out one phrase a lexicon term (a regular-expression fragment of the rules' item lexicons) matches: the generator's
 * way to name items with the rules' own words without a hand-made copy of them. Reads the subset of the syntax the
 * lexicons use (groups, alternation, classes, `\s`, `\p{L}`, quantifiers, look-arounds); anything else makes it give up.
 */
export function sampleTerm(source: string, random: () => number): string | undefined {
  let at = 0;
  const fail = (): never => {
    throw new Error('unsupported');
  };
  const pickChar = (chars: string[]) => chars[Math.floor(random() * chars.length)] ?? '';
  const escape = (): string => {
    const c = source[at++] ?? fail();
    if (c === 's') return ' ';
    if (c === 'd') return String(Math.floor(random() * 10));
    if (c === 'b' || c === 'B') return '';
    if (c === 'p' || c === 'P') {
      const close = source.indexOf('}', at);
      if (close < 0) fail();
      const name = source.slice(at + 1, close);
      at = close + 1;
      return name === 'N' ? '1' : name === 'L' || name === 'Ll' ? 'a' : '';
    }
    if (c === 'x') {
      const hex = source.slice(at, at + 2);
      at += 2;
      return String.fromCharCode(parseInt(hex, 16));
    }
    if (/[a-zA-Z]/.test(c)) fail();
    return c;
  };
  const charClass = (): string => {
    const negated = source[at] === '^';
    if (negated) at++;
    const chars: string[] = [];
    while (source[at] !== ']') {
      if (at >= source.length) fail();
      let c = source[at++]!;
      if (c === '\\') c = escape();
      if (source[at] === '-' && source[at + 1] !== ']') {
        at++;
        let to = source[at++]!;
        if (to === '\\') to = escape();
        for (let code = c.charCodeAt(0); code <= to.charCodeAt(0) && code - c.charCodeAt(0) < 64; code++) chars.push(String.fromCharCode(code));
      } else chars.push(c);
    }
    at++;
    if (negated) return ' ';
    const usable = chars.filter((c) => c !== '' && c !== '\n');
    return pickChar(usable.some((c) => c !== ' ') ? usable.filter((c) => c !== ' ' || random() < 0.5) : usable);
  };
  const sequence = (): string => {
    const alternatives: string[] = [];
    let current = '';
    while (at < source.length && source[at] !== ')') {
      const c = source[at++]!;
      if (c === '|') {
        alternatives.push(current);
        current = '';
        continue;
      }
      let piece: string;
      let lookaround = false;
      if (c === '(') {
        if (source.startsWith('?:', at)) at += 2;
        else if (/^\?<?[=!]/.test(source.slice(at, at + 3))) {
          at += source[at + 1] === '<' ? 3 : 2;
          lookaround = true;
        } else if (source[at] === '?') fail();
        piece = sequence();
        if (source[at++] !== ')') fail();
        if (lookaround) piece = '';
      } else if (c === '[') piece = charClass();
      else if (c === '\\') piece = escape();
      else if (c === '.') piece = 'x';
      else if (c === '^' || c === '$') piece = '';
      else piece = c;
      const q = source[at];
      if (q === '?') {
        at++;
        if (random() < 0.5) piece = '';
      } else if (q === '*') {
        at++;
        piece = '';
      } else if (q === '+') at++;
      else if (q === '{') {
        const close = source.indexOf('}', at);
        const min = Number(source.slice(at + 1, close).split(',')[0]);
        at = close + 1;
        piece = piece.repeat(Number.isFinite(min) ? min : 1);
      }
      if (source[at] === '?' && (q === '*' || q === '+' || q === '?' || q === '{')) at++;
      current += piece;
    }
    alternatives.push(current);
    return alternatives[Math.floor(random() * alternatives.length)]!;
  };
  try {
    const out = sequence().replace(/\s+/g, ' ').trim();
    return at === source.length && out.length >= 3 ? out : undefined;
  } catch {
    return undefined;
  }
}
