import { describe, expect, it } from 'vitest';
import { assistantReply } from './chat-reply.ts';

describe('assistantReply', () => {
  it('lists the choices in text and renders them as Deep Chat suggestion buttons in html', () => {
    expect(assistantReply({ text: 'Qual é a cor?', choices: ['Azul', 'Preto'], choicesLabel: 'Opções' })).toEqual({
      role: 'assistant',
      text: 'Qual é a cor?\n\nOpções: Azul | Preto',
      html:
        '<div class="deep-chat-temporary-message"><button class="deep-chat-button deep-chat-suggestion-button">Azul</button> ' +
        '<button class="deep-chat-button deep-chat-suggestion-button">Preto</button></div>',
    });
  });

  it('escapes HTML in labels and links', () => {
    const reply = assistantReply({ text: 'x', choices: ['<b>"R&D"</b>'], choicesLabel: 'Options', link: { href: 'https://e.example/c?a=1&b="2"', label: 'Go <now>' } });
    expect(reply.html).toBe(
      '<div class="deep-chat-temporary-message"><button class="deep-chat-button deep-chat-suggestion-button">&lt;b&gt;&quot;R&amp;D&quot;&lt;/b&gt;</button></div>' +
        '<p><a href="https://e.example/c?a=1&amp;b=&quot;2&quot;" target="_blank" rel="noopener">Go &lt;now&gt;</a></p>',
    );
  });

  it('has no html when there is nothing to click', () => {
    expect(assistantReply({ text: 'Olá' })).toEqual({ role: 'assistant', text: 'Olá' });
  });
});
