import { describe, expect, it } from 'vitest';
import { readmeExample } from './readme-example.ts';

describe('readmeExample', () => {
  it('takes the fenced block right after the marker, with its language', () => {
    const readme = ['# x', '```ts', 'ignored()', '```', '<!-- runnable-example -->', '```ts', "import { x } from '@circular/x';", 'console.log(await x());', '```', 'after'].join('\n');
    expect(readmeExample(readme)).toEqual({ language: 'ts', code: "import { x } from '@circular/x';\nconsole.log(await x());\n" });
  });

  it('reads a JavaScript block as js', () => {
    expect(readmeExample('<!-- runnable-example -->\n```js\nconsole.log(1);\n```\n')?.language).toBe('js');
  });

  it('finds nothing in a README without the marker', () => {
    expect(readmeExample('# x\n```ts\nconsole.log(1);\n```\n')).toBeUndefined();
  });
});
