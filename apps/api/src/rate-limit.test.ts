import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { problemHandler } from './problem.ts';
import { endpointRateLimit } from './rate-limit.ts';
import { pino } from 'pino';

const logger = pino({ level: 'silent' });

/** An endpoint behind `limiter` that answers 204, its problems as the API answers them. */
function behind(limiter: express.RequestHandler) {
  const app = express();
  app.post('/limited', limiter, (_req: Request, res: Response) => void res.status(204).end());
  app.use(problemHandler(logger));
  return app;
}

/** express-rate-limit's own draft-8 header writer, on a limiter set up as the endpoint's (window, limit, name): the reference the endpoint's headers must equal. */
function librarysOwn(operationId: string, perMinute: number) {
  return rateLimit({
    windowMs: 60_000,
    limit: perMinute,
    identifier: operationId,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req: Request, _res: Response, next: NextFunction) => next(new Error('limited')),
  });
}

const headersOf = (res: request.Response) => ({ rateLimit: res.headers['ratelimit'] as string | undefined, policy: res.headers['ratelimit-policy'] as string | undefined });

describe('endpointRateLimit headers', () => {
  it('are the headers express-rate-limit’s draft-8 writer gives, request by request, within the limit and past it', async () => {
    const ours = behind(endpointRateLimit({ operationId: 'bench-endpoint', perMinute: 2 }));
    const theirs = behind(librarysOwn('bench-endpoint', 2));
    for (let i = 0; i < 4; i++) {
      const [mine, library] = await Promise.all([request(ours).post('/limited'), request(theirs).post('/limited')]);
      expect(mine.status).toBe(i < 2 ? 204 : 429);
      // The seconds to the window's end may tick between the two limiters' windows; the rest is the same text.
      const withoutReset = ({ rateLimit, policy }: ReturnType<typeof headersOf>) => ({ rateLimit: rateLimit?.replace(/t=\d+$/, 't=…'), policy });
      expect(withoutReset(headersOf(mine))).toEqual(withoutReset(headersOf(library)));
      expect(headersOf(mine).rateLimit).toMatch(/^"bench-endpoint"; r=\d+; t=(59|60)$/);
    }
  });

  it('name each client’s own partition: another key, another policy', async () => {
    const app = express();
    app.set('trust proxy', true);
    app.post('/limited', endpointRateLimit({ operationId: 'bench-endpoint', perMinute: 5 }), (_req: Request, res: Response) => void res.status(204).end());
    const first = await request(app).post('/limited').set('X-Forwarded-For', '192.0.2.10');
    const again = await request(app).post('/limited').set('X-Forwarded-For', '192.0.2.10');
    const other = await request(app).post('/limited').set('X-Forwarded-For', '198.51.100.7');
    expect(again.headers['ratelimit-policy']).toBe(first.headers['ratelimit-policy']);
    expect(other.headers['ratelimit-policy']).not.toBe(first.headers['ratelimit-policy']);
    expect(other.headers['ratelimit']).toMatch(/r=4;/);
    expect(again.headers['ratelimit']).toMatch(/r=3;/);
  });
});
