import { notFound, type SimResponse } from '../http/sim-response.ts';
import type { SimDatabase } from '../store/sim-database.ts';
import type { OfferRecord } from '../submission/offer-check.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A placeholder picture for `image_url`, so chat clients have something to show. */
export function productImage(db: SimDatabase, productId: string): SimResponse {
  const product = db.product(productId);
  if (product === undefined) return notFound(`No product with id ${productId}.`);
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240">' +
    '<rect width="320" height="240" rx="16" fill="#eef3f1"/>' +
    `<text x="160" y="110" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#5b6b66">${escapeHtml(product.brand)}</text>` +
    `<text x="160" y="140" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="bold" fill="#1f2d29">${escapeHtml(product.name)}</text>` +
    '</svg>';
  return { status: 200, body: svg, contentType: 'image/svg+xml', headers: { 'cache-control': 'public, max-age=86400' } };
}

/** A photo answer that was sent as a data URL, served from where the answers say it is. */
export function photo(db: SimDatabase, itemId: string, questionId: string): SimResponse {
  const value = db.answers(itemId).find((answer) => answer.question_id === questionId)?.value;
  const parts = typeof value === 'string' ? /^data:(image\/[a-z+.-]+);base64,(.*)$/.exec(value) : null;
  if (parts === null) return notFound(`No photo answer ${questionId} for item ${itemId}.`);
  return { status: 200, body: Buffer.from(parts[2]!, 'base64'), contentType: parts[1]! };
}

/** Where `continue_url` leads: the seller's next step in the submission system, simulated. */
export function continuePage(db: SimDatabase, itemId: string, token: string | null): SimResponse {
  const completion = db.completion(itemId);
  if (completion === undefined || completion.continue_token !== token) return notFound(`No completed submission ${itemId} for this link.`);
  const item = db.item(itemId)!;
  const product = db.product(item.product_id)!;
  const html =
    '<!doctype html><html lang="pt-PT"><meta charset="utf-8"><title>Submissão concluída</title>' +
    `<h1>Submissão concluída · Submission complete</h1><p>${escapeHtml(`${product.brand} ${product.name}`)} — ${escapeHtml(item.id)}</p>` +
    offerParagraph(completion.offer) +
    '<p>Simulador do sistema de submissão · Submission system simulator</p></html>';
  return { status: 200, body: html, contentType: 'text/html; charset=utf-8' };
}

/** The accepted offer as the seller's page shows it, or nothing when the submission has none. */
function offerParagraph(offer: OfferRecord | null): string {
  if (offer === null) return '<p>Sem oferta aceite · No offer accepted</p>';
  const range = offer.min === offer.max ? `${offer.min}` : `${offer.min}–${offer.max}`;
  const line = `${range} ${offer.currency} · ${offer.comparables} ${offer.basis} · ${offer.grade.scale} ${offer.grade.grade} · ${offer.disposition}`;
  return `<p>Oferta aceite · Offer accepted: <span class="offer">${escapeHtml(line)}</span></p>`;
}
