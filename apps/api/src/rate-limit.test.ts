import express, { type NextFunction, type Request, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endpointRateLimit, partitionKeyOf } from './rate-limit.ts';

/** An app answering 200 behind `limiter`, and a limited request's error as its status and headers. */
function appBehind(limiter: express.RequestHandler) {
  const app = express();
  app.post('/op', limiter, (_req, res) => void res.status(200).json({ ok: true }));
  app.use((error: { status?: number }, _req: Request, res: Response, _next: NextFunction) => void res.status(error.status ?? 500).json({ status: error.status }));
  return app;
}

/** express-rate-limit writing its own draft-8 headers, as the endpoints' limiter did before it wrote them itself. */
function libraryHeadersLimiter(operationId: string, perMinute: number) {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    identifier: operationId,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (_req: Request, _res: Response, next: NextFunction) => next(Object.assign(new Error('limited'), { status: 429 })),
  });
}

/** The headers of an answer in the order they were written, the date left out (it moves with the clock). */
const headersOf = (res: request.Response) => {
  const raw = (res as unknown as { res: { rawHeaders: string[] } }).res.rawHeaders;
  const pairs: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() !== 'date') pairs.push(`${raw[i]}: ${raw[i + 1]}`);
  return pairs;
};

describe('endpointRateLimit', () => {
  it("writes express-rate-limit's draft-8 headers byte for byte, in the same place, on answers let through and on the limited one", async () => {
    const ours = appBehind(endpointRateLimit({ operationId: 'someOperation', perMinute: 2 }));
    const theirs = appBehind(libraryHeadersLimiter('someOperation', 2));
    for (let i = 0; i < 3; i++) {
      const [a, b] = [await request(ours).post('/op'), await request(theirs).post('/op')];
      expect(a.status).toBe(i < 2 ? 200 : 429);
      expect(headersOf(a)).toEqual(headersOf(b));
    }
  });

  it('counts down and names the operation in the headers', async () => {
    const app = appBehind(endpointRateLimit({ operationId: 'countedOperation', perMinute: 3 }));
    const first = await request(app).post('/op');
    const second = await request(app).post('/op');
    expect(first.headers['ratelimit']).toMatch(/^"countedOperation"; r=2; t=(59|60)$/);
    expect(second.headers['ratelimit']).toMatch(/^"countedOperation"; r=1; t=(59|60)$/);
    expect(first.headers['ratelimit-policy']).toMatch(/^"countedOperation"; q=3; w=60; pk=:[A-Za-z0-9+/=]+:$/);
  });
});

describe('partitionKeyOf', () => {
  it('is the base64 of the first 12 hex digits of the key’s sha256, the same each time, different per key', () => {
    // Its agreement with express-rate-limit's own value is what the first test checks.
    const key = partitionKeyOf('203.0.113.7');
    expect(Buffer.from(key, 'base64').toString()).toMatch(/^[0-9a-f]{12}$/);
    expect(partitionKeyOf('203.0.113.7')).toBe(key);
    expect(partitionKeyOf('203.0.113.8')).not.toBe(key);
  });
});
