/**
 * What traces must not carry: query strings and user info of URLs (signed image URLs hold tokens),
 * and the bytes of images and documents, whether as data URLs, bare base64 or binary buffers.
 */

/** A URL without user info, query or fragment; a path (`/chat?x=1`) keeps only its path. */
export function redactUrl(value: string): string {
  if (value.startsWith('/')) return value.split(/[?#]/, 1)[0]!;
  try {
    const url = new URL(value);
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return url.toString();
  } catch {
    return value.split(/[?#]/, 1)[0]!;
  }
}

const dataUrl = /^data:([\w.+-]+\/[\w.+-]+)?(;[\w-]+=[^;,]*)*;base64,/i;
// A photo's base64 is tens of kilobytes; 256 characters of the alphabet alone and nothing else is
// no word, sentence or identifier of ours (ids, hashes and UUIDs are shorter or have separators).
const bareBase64 = /^[A-Za-z0-9+/]{256,}={0,2}$/;
const dataUrlInText = /data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[^;,]*)*;base64,[A-Za-z0-9+/=]+/gi;

function redactString(value: string): string {
  if (dataUrl.test(value)) return `[${value.slice(5, value.indexOf(';')) || 'data'} redacted: ${value.length} characters]`;
  if (value.length >= 256 && bareBase64.test(value.replace(/\s+/g, ''))) return `[base64 redacted: ${value.length} characters]`;
  return value.includes('base64,') ? value.replace(dataUrlInText, '[data URL redacted]') : value;
}

/**
 * A copy of a run's inputs or outputs with every image or binary replaced by a short marker
 * naming its size, for traces (LangSmith, OTEL_CAPTURE_CONTENT). Objects that serialise
 * themselves (LangChain messages) are redacted as they would be serialised.
 */
export function redactContent<T>(value: T): T {
  return walk(value, new WeakSet()) as T;
}

function walk(value: unknown, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactString(value);
  if (typeof value !== 'object' || value === null) return value;
  if (ArrayBuffer.isView(value)) return `[binary redacted: ${value.byteLength} bytes]`;
  if (value instanceof ArrayBuffer) return `[binary redacted: ${value.byteLength} bytes]`;
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  const serialisable = value as { toJSON?: () => unknown };
  if (typeof serialisable.toJSON === 'function' && !(value instanceof Date)) {
    const json = serialisable.toJSON();
    if (json !== value) return walk(json, seen);
  }
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => walk(item, seen));
  // A Buffer after JSON.stringify: { type: 'Buffer', data: [...] }.
  const record = value as Record<string, unknown>;
  if (record['type'] === 'Buffer' && Array.isArray(record['data'])) return `[binary redacted: ${record['data'].length} bytes]`;
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, walk(item, seen)]));
}
