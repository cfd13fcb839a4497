import { finding, type Finding } from './finding.ts';

const tlds = 'com|pt|es|fr|net|org|eu|io|me|ly|link|shop|store|co|uk|de|it|info|biz|app|site|online|be|ch|gl|gg|to|tk|xyz|top|live|tv|ee|cc|sh|dev|page|am|gd|im|nl|br';
const urlPattern = new RegExp(String.raw`\b(?:https?://|www\.)[^\s<>"')\]]+|(?<![@\p{L}\p{N}.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:${tlds})(?:/[^\s<>"')\]]*)?(?![\p{L}\p{N}@-])`, 'giu');

/** Links and bare domains ("olx.pt", "bit.ly/x", "www.loja.com"), which send buyers off the platform. */
export function findLinks(text: string): Finding[] {
  const found: Finding[] = [];
  for (const match of text.matchAll(urlPattern)) {
    const value = match[0].replace(/[.,;:!?]+$/, '');
    const host = value.replace(/^https?:\/\//i, '').split('/')[0] ?? '';
    // "3.5mm", "v2.0", "Node.js": a domain needs a label with letters that is not a version or unit.
    const bare = !/^https?:|^www\./i.test(value);
    if (bare && !/[a-z]{2,}/i.test(host.split('.').slice(0, -1).join('.'))) continue;
    // "Bom estado.Com carregador", "Muy bonito.Es nuevo": a sentence run into the next without a space, not a domain.
    const tld = host.split('.').at(-1) ?? '';
    if (bare && tld !== tld.toLowerCase() && host !== host.toUpperCase()) continue;
    found.push(finding('external_link', 'external-links', text, match.index, match.index + value.length));
  }
  return found;
}
