import { describe, expect, it } from 'vitest';
import { playgroundDefaults, renderChatPlayground } from './chat-playground.ts';

const route = { method: 'post', path: '/chat' };

describe('renderChatPlayground', () => {
  it('prefills the base URLs where npm run core-sim listens', () => {
    const html = renderChatPlayground({ route });
    expect(playgroundDefaults).toEqual({ coreUrl: 'http://127.0.0.1:4030/core', submissionUrl: 'http://127.0.0.1:4030/submission' });
    expect(html).toContain('<input id="chat-core-url" type="url" value="http://127.0.0.1:4030/core">');
    expect(html).toContain('<input id="chat-submission-url" type="url" value="http://127.0.0.1:4030/submission">');
  });

  it('loads the Deep Chat component from this server, at a URL naming its version', () => {
    expect(renderChatPlayground({ route })).toMatch(/<script type="module" src="\/assets\/deep-chat\.js\?v=\d+\.\d+\.\d+"><\/script>/);
  });

  it('offers the four languages of the chat, Portuguese first', () => {
    const codes = [...renderChatPlayground({ route }).matchAll(/<option value="([^"]+)">/g)].map((match) => match[1]);
    expect(codes).toEqual(['PT-PT', 'EN', 'ES', 'FR']);
  });

  it('escapes what it interpolates', () => {
    const html = renderChatPlayground({ route, coreUrl: 'http://x/"><script>alert(1)</script>', bundleUrl: '/a.js?v=1&b="' });
    expect(html).toContain('value="http://x/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('src="/a.js?v=1&amp;b=&quot;"');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('binds its controls from the script, without inline event handlers', () => {
    expect(renderChatPlayground({ route })).not.toMatch(/\son[a-z]+=/i);
  });

  it('names the route it drives, for the reader and for the page script, as the contract gives it', () => {
    const html = renderChatPlayground({ route: { method: 'post', path: '/v2/chat' } });
    expect(html).toContain('<code>POST /v2/chat</code>');
    expect(html).toContain('<deep-chat id="chat" data-path="/v2/chat"');
  });

  it('runs its browser side from a served module, no inline script', () => {
    const html = renderChatPlayground({ route });
    expect(html).toMatch(/<script type="module" src="\/assets\/page\/[0-9a-f]{16}\/chat-playground\.js"><\/script>/);
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
  });
});
