import { readFileSync } from 'node:fs';
import { listOperations, openapiDocument } from '@circular/contract';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { pageScriptsVersion, pageScriptUrl } from './page-scripts.ts';

const app = createApp(loadConfig({}), { logger: pino({ level: 'silent' }), model: undefined });
const source = (file: string) => readFileSync(new URL(`./browser/${file}`, import.meta.url), 'utf8');
const contractFiles = () => {
  const parameters = openapiDocument.paths!['/assets/page/{version}/{file}']!.get!.parameters as { name: string; schema: { enum?: string[] } }[];
  return parameters.find((parameter) => parameter.name === 'file')!.schema.enum!;
};

describe('GET /assets/page/{version}/{file}', () => {
  it('serves each script the contract lists, as JavaScript from src/browser, kept a year under the current version', async () => {
    expect(listOperations().some((op) => op.operationId === 'getPageScript')).toBe(true);
    for (const file of contractFiles()) {
      const res = await request(app).get(`/assets/page/${pageScriptsVersion}/${file}`);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.text).toBe(source(file));
    }
  });

  it('serves the current file under another version, but never to be kept there', async () => {
    const res = await request(app).get('/assets/page/0123456789abcdef/try-forms.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for a file it does not list, and never reaches the rest of the folder', async () => {
    for (const path of [`/assets/page/${pageScriptsVersion}/app.ts`, `/assets/page/${pageScriptsVersion}/..%2Fapp.ts`, `/assets/page/${pageScriptsVersion}/tsconfig.json`]) {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });

  it('names the version in every URL, so an import between the scripts carries it too', () => {
    expect(pageScriptUrl('try-forms.js')).toBe(`/assets/page/${pageScriptsVersion}/try-forms.js`);
    expect(source('try-forms.js')).toContain("from './read-as-data-url.js'");
    expect(source('chat-playground.js')).toContain("from './read-as-data-url.js'");
  });
});
