import { Buffer } from 'node:buffer';
import { HumanMessage } from '@langchain/core/messages';
import { describe, expect, it } from 'vitest';
import { redactContent, redactUrl } from './redact-content.ts';

const base64 = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37) % 256)).toString('base64');

describe('redactContent', () => {
  it('replaces data URLs, bare base64 and binary buffers by markers naming their size, and keeps the rest', () => {
    const redacted = redactContent({
      request: { images: [`data:image/png;base64,${base64}`, base64], agent_specific: { doc_type: 'passport', name: 'Ana Silva' } },
      bytes: Buffer.from('%PDF-1.7'),
      pixels: new Uint8Array(3),
      count: 2,
    });
    expect(redacted).toEqual({
      request: {
        images: [`[image/png redacted: ${base64.length + 22} characters]`, `[base64 redacted: ${base64.length} characters]`],
        agent_specific: { doc_type: 'passport', name: 'Ana Silva' },
      },
      bytes: '[binary redacted: 8 bytes]',
      pixels: '[binary redacted: 3 bytes]',
      count: 2,
    });
  });

  it('redacts an image inside a LangChain message as the message would be serialised', () => {
    const message = new HumanMessage({ content: [{ type: 'text', text: 'Read this' }, { type: 'image_url', image_url: { url: `data:image/jpeg;base64,${base64}` } }] });
    const serialised = JSON.stringify(redactContent({ messages: [[message]] }));
    expect(serialised).toContain('Read this');
    expect(serialised).toContain('[image/jpeg redacted');
    expect(serialised).not.toContain(base64.slice(0, 40));
  });

  it('keeps words, identifiers and short base64-looking strings (a hash, a UUID) as they are', () => {
    const values = ['e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855', '0f8fad5b-d9cb-469f-a165-70867728950e', 'Red city bike', 'W868403M54UTO8509141F3207198RTB3906K<<<<<<70'];
    expect(redactContent(values)).toEqual(values);
  });

  it('cuts a data URL out of running text', () => {
    expect(redactContent(`see data:image/png;base64,${base64} here`)).toBe('see [data URL redacted] here');
  });

  it('survives cycles', () => {
    const node: Record<string, unknown> = { name: 'a' };
    node['self'] = node;
    expect(redactContent(node)).toEqual({ name: 'a', self: '[circular]' });
  });
});

describe('redactUrl', () => {
  it('drops user info, query and fragment of absolute URLs and the query of paths', () => {
    expect(redactUrl('https://user:secret@images.example.com/a/b.jpg?X-Amz-Signature=abc#top')).toBe('https://images.example.com/a/b.jpg');
    expect(redactUrl('/service_ai_translator?token=abc')).toBe('/service_ai_translator');
    expect(redactUrl('http://127.0.0.1:4030/core/catalog/products')).toBe('http://127.0.0.1:4030/core/catalog/products');
  });
});
