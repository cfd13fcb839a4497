import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** A year: browsers keep to HTTPS this long after one answer over HTTPS. */
const hstsMaxAgeSeconds = 365 * 86_400;

/**
 * Security headers on every answer (helmet): `nosniff`, `Referrer-Policy: no-referrer`, no framing
 * (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), and a Content-Security-Policy that
 * lets nothing run on API answers. `Strict-Transport-Security` only when the request came over
 * HTTPS (directly, or through a proxy TRUST_PROXY trusts): over plain HTTP the header is ignored
 * by browsers and would mislead a reader.
 */
export function securityHeaders({ crossOrigin }: { crossOrigin: boolean }) {
  const common = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
    // With CORS_ORIGINS a marketplace page loads the chat component from the API.
    crossOriginResourcePolicy: { policy: crossOrigin ? 'cross-origin' : 'same-origin' },
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: hstsMaxAgeSeconds, includeSubDomains: true });
  const fixed = fixedHeaders(common);
  return (req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (req.secure) hsts(req, res, next);
    else next();
  };
}

/**
 * The headers a helmet middleware sets, read once: with fixed options they depend on nothing in
 * the request, so each answer gets them from one list instead of through helmet's chain of eleven
 * middlewares. A middleware that does not finish at once (its headers may depend on the request) is refused.
 */
export function fixedHeaders(middleware: (req: Request, res: Response, next: (error?: unknown) => void) => void): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  let done = false;
  const probe = {
    setHeader: (name: string, value: string | number) => headers.push([name, String(value)]),
    // X-Powered-By: the app never sends it (express's own header is disabled).
    removeHeader: () => undefined,
  };
  middleware({} as Request, probe as unknown as Response, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('The security headers middleware did not finish at once: its headers are not fixed.');
  return headers;
}

/**
 * The index page's policy: scripts from the API's own assets only (the page's own scripts, Swagger
 * UI and Deep Chat; the page has no inline script, so none may run), and calls to the API itself. Styles may be inline: Swagger UI and Deep Chat set style
 * attributes and elements as they render, and styles cannot run code.
 */
export const indexPagePolicy = helmet.contentSecurityPolicy({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
});
