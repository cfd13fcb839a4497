import express from 'express';
import helmet from 'helmet';
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { fixedHeaders } from './security-headers.ts';

const appWith = (env: Record<string, string> = {}) => createApp(loadConfig(env), { logger: pino({ level: 'silent' }), model: undefined });

describe('security headers', () => {
  it('sends nosniff, no referrer, no framing and a policy that runs nothing on API answers', async () => {
    const res = await request(appWith()).get('/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
    const problem = await request(appWith()).post('/service_ai_translator').send({});
    expect(problem.status).toBe(422);
    expect(problem.headers['x-content-type-options']).toBe('nosniff');
  });

  it("gives the index page a policy of its own: scripts from the API's own assets only, no inline script, no framing", async () => {
    const page = await request(appWith()).get('/');
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    // Every executable script of the page is a file the policy allows; JSON data blocks run nothing.
    const inline = [...page.text.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>/g)].map((match) => match[1]);
    expect(inline.every((attributes) => /type="application\/json"/.test(attributes!))).toBe(true);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('sends Strict-Transport-Security only for HTTPS through a trusted proxy', async () => {
    const trusted = appWith({ TRUST_PROXY: 'loopback' });
    expect((await request(trusted).get('/health').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await request(trusted).get('/health')).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header a client sends proves nothing.
    expect((await request(appWith()).get('/health').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBeUndefined();
  });

  it('reads the headers of a helmet middleware once, as helmet itself sets them', async () => {
    const withHelmet = express().disable('x-powered-by').use(helmet()).get('/', (_req, res) => void res.end());
    const fixed = fixedHeaders(helmet());
    const withList = express().disable('x-powered-by').use((_req, res, next) => {
      for (const [name, value] of fixed) res.setHeader(name, value);
      next();
    }).get('/', (_req, res) => void res.end());
    const names = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(name)));
    expect(fixed.length).toBeGreaterThan(5);
    expect(names((await request(withList).get('/')).headers)).toEqual(names((await request(withHelmet).get('/')).headers));
  });

  it('refuses a middleware that does not finish at once', () => {
    expect(() => fixedHeaders((_req, _res, next) => void setTimeout(next))).toThrow(/not fixed/);
  });
});
