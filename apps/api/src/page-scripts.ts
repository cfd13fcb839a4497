import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Request, Response } from 'express';
import { httpProblems } from './problem.ts';

/**
 * The index page's own browser code, real ES modules under `src/browser/` (linted, and
 * type-checked against the DOM by tsconfig.browser.json), by the name in
 * `GET /assets/page/{version}/{file}`: nothing else of the folder is reachable.
 */
const files = ['try-forms.js', 'chat-playground.js', 'api-reference.js', 'read-as-data-url.js', 'server-sent-events.js'] as const;
export type PageScript = (typeof files)[number];

const contents = new Map<string, Buffer>(files.map((file) => [file, readFileSync(fileURLToPath(new URL(`./browser/${file}`, import.meta.url)))]));

/**
 * A digest of every script together: it names the folder the page loads them from, so the
 * modules' relative imports (`./read-as-data-url.js`) carry it too and any change gives every
 * file a new URL, which is what lets a browser keep them for a year.
 */
export const pageScriptsVersion = files
  .reduce((hash, file) => hash.update(file).update('\0').update(contents.get(file)!), createHash('sha256'))
  .digest('hex')
  .slice(0, 16);

/** Where the page loads one of its scripts from. */
export const pageScriptUrl = (file: PageScript) => `/assets/page/${pageScriptsVersion}/${file}`;

/** `GET /assets/page/{version}/{file}`: a script of the index page, from this deployment. */
export function servePageScript(req: Request, res: Response): void {
  const body = contents.get(String(req.params['file']));
  if (!body) throw httpProblems.notFound(req.path);
  res.type('text/javascript');
  // Under another version (a page served by an older or newer replica) the current file is the
  // best answer there is, but it must not be kept under that URL.
  res.set('Cache-Control', req.params['version'] === pageScriptsVersion ? 'public, max-age=31536000, immutable' : 'no-store');
  res.send(body);
}
