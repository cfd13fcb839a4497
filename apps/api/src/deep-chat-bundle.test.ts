import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { deepChatBundleUrl, serveDeepChatBundle } from './deep-chat-bundle.ts';

const deepChatVersion = (createRequire(import.meta.url)('deep-chat/package.json') as { version: string }).version;

describe('serveDeepChatBundle', () => {
  const app = express().get('/assets/deep-chat.js', serveDeepChatBundle);

  it('serves the self-contained module that defines <deep-chat>, cacheable for a year', async () => {
    const res = await request(app).get(deepChatBundleUrl);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.text).toContain('customElements.define("deep-chat"');
    expect(res.text).toBe(readFileSync(createRequire(import.meta.url).resolve('deep-chat/dist/deepChat.bundle.js'), 'utf8'));
  });

  it('names the installed version in the URL the index page uses', () => {
    expect(deepChatBundleUrl).toBe(`/assets/deep-chat.js?v=${deepChatVersion}`);
  });
});
