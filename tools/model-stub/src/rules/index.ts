import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Rule } from '../rule.ts';

/**
 * The rules every module in this folder default-exports, in file-name order, so a function
 * library's demo rules (e.g. `translator.ts`) take effect by being added here, without editing
 * this file. `npm run stub:model` serves them; tests pass their own rules instead.
 */
export async function loadDefaultRules({ dir = import.meta.dirname }: { dir?: string } = {}): Promise<Rule[]> {
  const files = (await readdir(dir))
    .filter((file) => /\.(ts|js)$/.test(file) && !/\.d\.ts$|\.test\.(ts|js)$|^index\.(ts|js)$/.test(file))
    .sort();
  const rules: Rule[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(dir, file)).href)) as { default?: unknown };
    if (!Array.isArray(module.default) || !module.default.every(isRule)) {
      throw new TypeError(`${join(dir, file)} must default-export an array of rules ({ match, reply })`);
    }
    rules.push(...module.default);
  }
  return rules;
}

function isRule(value: unknown): value is Rule {
  if (typeof value !== 'object' || value === null) return false;
  const { match, reply } = value as Partial<Rule>;
  return typeof match === 'function' && (typeof reply === 'function' || (typeof reply === 'object' && reply !== null));
}
