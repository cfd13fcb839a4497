/** The comment that marks a README's runnable example: the fenced block right after it. */
export const exampleMarker = '<!-- runnable-example -->';

export interface ReadmeExample {
  /** `ts` runs as a `.ts` file (Node strips the types), `js` as `.mjs`. */
  language: 'ts' | 'js';
  code: string;
}

/**
 * The example a library's README promises runs as it is: the fenced `ts` or `js` block right
 * after the marker. An ES module script, run from a project that installed the library, with the
 * stubs' URLs in the environment (OPENAI_BASE_URL, TAVILY_BASE_URL, …).
 */
export function readmeExample(readme: string): ReadmeExample | undefined {
  const match = new RegExp(`${exampleMarker}\\s*\\n\`\`\`(ts|typescript|js|javascript)\\n([\\s\\S]*?)\\n\`\`\``).exec(readme);
  if (!match) return undefined;
  return { language: match[1]!.startsWith('t') ? 'ts' : 'js', code: `${match[2]!}\n` };
}
