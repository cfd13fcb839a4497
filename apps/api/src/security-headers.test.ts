import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';

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

  it("gives the index page a policy of its own: the API's own assets, its inline scripts by hash, no framing", async () => {
    const policy = (await request(appWith()).get('/')).headers['content-security-policy'] as string;
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*'){3};/);
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
});
