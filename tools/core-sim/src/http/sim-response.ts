import type { ServerResponse } from 'node:http';

/** What a route answers; written by the dispatcher, which may also drop it (the `lost` fault). */
export interface SimResponse {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless `contentType` says otherwise (then a string or bytes). */
  body?: unknown;
  contentType?: string;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): SimResponse {
  return { status, body, headers };
}

export interface FieldError {
  pointer: string;
  message: string;
}

/** An RFC 9457 problem; `slug` becomes the type `/problems/{slug}`. */
export function problem(status: number, slug: string, title: string, detail?: string, errors?: FieldError[]): SimResponse {
  return {
    status,
    contentType: 'application/problem+json',
    body: { type: `/problems/${slug}`, title, status, ...(detail === undefined ? {} : { detail }), ...(errors === undefined ? {} : { errors }) },
  };
}

export function invalid(errors: FieldError[]): SimResponse {
  return problem(422, 'validation-error', 'Invalid request', `${errors.length} field${errors.length === 1 ? ' is' : 's are'} invalid.`, errors);
}

export function notFound(detail: string): SimResponse {
  return problem(404, 'not-found', 'Not found', detail);
}

export function send(response: ServerResponse, { status, headers = {}, body, contentType }: SimResponse): void {
  if (body === undefined) {
    response.writeHead(status, headers).end();
    return;
  }
  const payload = Buffer.isBuffer(body) ? body : contentType === undefined || contentType.endsWith('json') ? JSON.stringify(body) : String(body);
  response
    .writeHead(status, {
      'content-type': contentType === undefined ? 'application/json' : contentType,
      'content-length': String(Buffer.byteLength(payload)),
      ...headers,
    })
    .end(payload);
}
