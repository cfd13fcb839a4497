import { describe, expect, it } from 'vitest';
import { playgroundDefaults, renderChatPlayground } from './chat-playground.ts';

describe('renderChatPlayground', () => {
  it('prefills the base URLs where npm run core-sim listens', () => {
    const html = renderChatPlayground();
    expect(playgroundDefaults).toEqual({ coreUrl: 'http://127.0.0.1:4030/core', submissionUrl: 'http://127.0.0.1:4030/submission' });
    expect(html).toContain('<input id="chat-core-url" type="url" value="http://127.0.0.1:4030/core">');
    expect(html).toContain('<input id="chat-submission-url" type="url" value="http://127.0.0.1:4030/submission">');
  });

  it('loads the Deep Chat component from this server, at a URL naming its version', () => {
    expect(renderChatPlayground()).toMatch(/<script type="module" src="\/assets\/deep-chat\.js\?v=\d+\.\d+\.\d+"><\/script>/);
  });

  it('offers the four languages of the chat, Portuguese first', () => {
    const codes = [...renderChatPlayground().matchAll(/<option value="([^"]+)">/g)].map((match) => match[1]);
    expect(codes).toEqual(['PT-PT', 'EN', 'ES', 'FR']);
  });

  it('escapes what it interpolates', () => {
    const html = renderChatPlayground({ coreUrl: 'http://x/"><script>alert(1)</script>', bundleUrl: '/a.js?v=1&b="' });
    expect(html).toContain('value="http://x/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('src="/a.js?v=1&amp;b=&quot;"');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('binds its controls from the script, without inline event handlers', () => {
    expect(renderChatPlayground()).not.toMatch(/\son[a-z]+=/i);
  });
});
