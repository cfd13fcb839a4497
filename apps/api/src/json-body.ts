import type { IncomingMessage } from 'node:http';
import { createBrotliDecompress, createUnzip } from 'node:zlib';
import type { Transform } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { InvalidRequestError, PayloadTooLargeError, ServiceError } from '@circular/runtime/light';
import { httpProblems } from './problem.ts';

/** Content-Encoding values a body may carry; anything else is a 415 naming these. */
export const acceptedContentEncodings = ['gzip', 'deflate', 'br'] as const;

const decoders: Record<string, () => Transform> = {
  gzip: createUnzip,
  'x-gzip': createUnzip,
  // HTTP's "deflate" is the zlib format; createUnzip also reads gzip sent under the wrong name.
  deflate: createUnzip,
  br: createBrotliDecompress,
};

/**
 * Parses a JSON body under the operation's size limit, reading it ourselves rather than through
 * body-parser, which reads a too-large body to its end before answering and turns corrupt
 * compressed data into a 500. Here:
 * - a declared Content-Length over the limit is refused at once, before a byte of the body is read;
 * - bytes are counted as they arrive (chunked bodies too) and, for gzip/deflate/br bodies, the
 *   decompressed bytes as well, so a decompression bomb is cut as soon as it passes the limit;
 * - after a 413 the connection is closed rather than the rest of the body being read off;
 * - a client that goes away mid-body is a 499, not an internal error.
 * Every other way a body can be unusable is a 415 or a 422 naming the problem.
 */
export function jsonBody(limitBytes: number) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is(['application/json', 'application/*+json'])) {
      const got = req.headers['content-type'] ?? 'none';
      next(new InvalidRequestError([{ pointer: '', message: `Content-Type must be application/json (got ${got})` }]));
      return;
    }
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      next(new InvalidRequestError([{ pointer: '', message: 'body must be UTF-8 encoded JSON' }]));
      return;
    }
    const encodings = (req.headers['content-encoding'] ?? '')
      .split(',')
      .map((coding) => coding.trim().toLowerCase())
      .filter((coding) => coding !== '' && coding !== 'identity');
    if (encodings.length > 1 || (encodings.length === 1 && !decoders[encodings[0]!])) {
      res.setHeader('Accept-Encoding', acceptedContentEncodings.join(', '));
      next(httpProblems.unsupportedContentEncoding(req.headers['content-encoding'] ?? '', acceptedContentEncodings));
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limitBytes) return refuseTooLarge(req, res, next, limitBytes);

    readBody({ req, limitBytes, decoder: encodings[0] ? decoders[encodings[0]]!() : undefined }).then(
      (body) => {
        req.body = body;
        next();
      },
      (error: unknown) => {
        if (PayloadTooLargeError.isInstance(error)) return refuseTooLarge(req, res, next, limitBytes);
        next(error);
      },
    );
  };
}

/**
 * Answers 413 and closes the connection instead of reading the rest of the body: the response
 * goes out with `Connection: close`, and the socket is destroyed shortly after it is written, once
 * the client has had a moment to read it (closing at once with unread data resets the connection,
 * which can destroy the answer in flight).
 */
function refuseTooLarge(req: IncomingMessage, res: Response, next: NextFunction, limitBytes: number): void {
  res.setHeader('Connection', 'close');
  res.once('finish', () => {
    setTimeout(() => req.socket.destroy(), 250).unref();
  });
  next(new PayloadTooLargeError(limitBytes));
}

/** Reads the body, counting raw and decoded bytes against the limit; resolves the parsed JSON value. */
function readBody({ req, limitBytes, decoder }: { req: IncomingMessage; limitBytes: number; decoder: Transform | undefined }): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let rawBytes = 0;
    let decodedBytes = 0;
    let settled = false;
    const settle = (error: unknown, value?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', onRaw);
      req.off('end', onRawEnd);
      req.off('aborted', onAborted);
      req.off('close', onClose);
      req.off('error', onAborted);
      if (decoder) {
        req.unpipe(decoder);
        decoder.off('data', onDecoded);
        decoder.on('error', () => {});
        decoder.destroy();
      }
      if (error) {
        // Stop reading: what is left of the body is not wanted (the connection closes or is dropped).
        req.pause();
        reject(error);
      } else resolve(value);
    };
    const onAborted = () => settle(new ServiceError('client-closed', 499, 'Client closed the request'));
    const onClose = () => {
      if (!req.complete) onAborted();
    };
    const collect = (chunk: Buffer) => {
      decodedBytes += chunk.length;
      if (decodedBytes > limitBytes) return settle(new PayloadTooLargeError(limitBytes));
      chunks.push(chunk);
    };
    const onRaw = (chunk: Buffer) => {
      rawBytes += chunk.length;
      if (rawBytes > limitBytes) return settle(new PayloadTooLargeError(limitBytes));
      if (!decoder) collect(chunk);
    };
    const onDecoded = (chunk: Buffer) => collect(chunk);
    const finish = () => {
      try {
        // A body that came in one chunk (most do) is read where it lies, not copied first.
        settle(undefined, parseJson(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
      } catch (error) {
        settle(error);
      }
    };
    const onRawEnd = () => {
      if (!decoder) finish();
    };
    req.on('data', onRaw);
    req.on('end', onRawEnd);
    req.on('aborted', onAborted);
    req.on('close', onClose);
    req.on('error', onAborted);
    if (decoder) {
      decoder.on('data', onDecoded);
      decoder.on('end', finish);
      decoder.on('error', () =>
        settle(new InvalidRequestError([{ pointer: '', message: `body is not valid ${String(req.headers['content-encoding']).trim()} data` }])),
      );
      req.pipe(decoder);
    }
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** An empty body is an empty object (as body-parser had it): validation then names the missing fields. */
function parseJson(bytes: Buffer): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new InvalidRequestError([{ pointer: '', message: 'body must be UTF-8 encoded JSON' }]);
  }
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new InvalidRequestError([{ pointer: '', message: 'body is not valid JSON' }]);
  }
}
