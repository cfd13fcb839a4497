import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { apiReferenceAssetUrls, renderApiReference, serveApiReferenceAsset } from './api-reference.ts';
import { pageScriptUrl } from './page-scripts.ts';
import { problemHandler } from './problem.ts';
import { pino } from 'pino';

const require = createRequire(import.meta.url);
const swaggerUiVersion = (require('swagger-ui-dist/package.json') as { version: string }).version;

describe('serveApiReferenceAsset', () => {
  const app = express().get('/assets/swagger-ui/:file', serveApiReferenceAsset).use(problemHandler(pino({ level: 'silent' })));

  it("serves Swagger UI's script and style sheet from the installed package, cacheable for a year", async () => {
    const script = await request(app).get(apiReferenceAssetUrls.script);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.text).toBe(readFileSync(require.resolve('swagger-ui-dist/swagger-ui-bundle.js'), 'utf8'));
    const styles = await request(app).get(apiReferenceAssetUrls.styles);
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(styles.text).toContain('.swagger-ui');
  });

  it('answers 404 for any other file of the package', async () => {
    const res = await request(app).get('/assets/swagger-ui/package.json');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('names the installed version in the URLs', () => {
    expect(apiReferenceAssetUrls.script).toBe(`/assets/swagger-ui/swagger-ui-bundle.js?v=${swaggerUiVersion}`);
  });
});

describe('renderApiReference', () => {
  it('loads Swagger UI from this server only, and keeps it from calling its online validator', () => {
    const html = renderApiReference();
    expect(html).toContain(`<script src="${apiReferenceAssetUrls.script}"></script>`);
    expect(html).toContain(`<link rel="stylesheet" href="${apiReferenceAssetUrls.styles}">`);
    expect(html).toContain(`<script type="module" src="${pageScriptUrl('api-reference.js')}"></script>`);
    expect(readFileSync(new URL('./browser/api-reference.js', import.meta.url), 'utf8')).toContain('validatorUrl: null');
    expect(html).not.toMatch(/(src|href)="https?:/);
  });
});
