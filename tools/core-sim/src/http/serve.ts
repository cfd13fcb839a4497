import type { IncomingMessage } from 'node:http';

export class BodyError extends Error {
  readonly status: 400 | 413;

  constructor(status: 400 | 413, message: string) {
    super(message);
    this.name = 'BodyError';
    this.status = status;
  }
}

/** The JSON body, undefined when empty; a BodyError when it is not JSON or larger than `maxBytes`. */
export async function readJsonBody(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength;
    if (size > maxBytes) throw new BodyError(413, `the body is larger than ${maxBytes} bytes`);
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new BodyError(400, `the body is not JSON: ${(error as Error).message}`);
  }
}
