/**
 * The browser side of the index page's try-forms (rendered by try-forms.ts): a submit posts the
 * edited JSON (with the chosen photos as data URLs in the upload field, when any) to the form's
 * operation and shows the status and the answer. No inline handlers: the page's policy runs no
 * inline code.
 */
import { readAsDataUrl } from './read-as-data-url.js';

/**
 * One row of `comparable_listings` in a value estimate, as the contract names its fields.
 * @typedef {{
 *   status: string, excluded_reason?: string | null, marketplace: string, url: string, title: string, sold?: boolean,
 *   price: number, currency: string, price_adjusted_to_condition: number | null, stated_condition?: string | null, seen_at: string
 * }} ComparableListing
 */

/**
 * The listings a value estimate rests on, as a table under the answer: built from text nodes, so
 * a listing's title can never be read as markup.
 * @param {HTMLFormElement} form
 * @param {unknown} answer
 */
const showComparables = (form, answer) => {
  form.querySelector('table.comparables')?.remove();
  const estimate = /** @type {{ comparable_listings?: unknown, price_basis?: unknown } | null | undefined} */ (answer);
  /** @type {ComparableListing[]} */
  const rows = estimate && Array.isArray(estimate.comparable_listings) ? estimate.comparable_listings : [];
  if (rows.length === 0) return;
  const table = document.createElement('table');
  table.className = 'comparables';
  /**
   * @param {HTMLElement} tr
   * @param {'th' | 'td'} tag
   * @param {string} text
   */
  const cell = (tr, tag, text) => {
    const element = document.createElement(tag);
    element.textContent = text;
    tr.append(element);
    return element;
  };
  const caption = document.createElement('caption');
  caption.textContent =
    'Comparables (' +
    (estimate?.price_basis === 'sold' ? 'sold prices' : 'asking prices') +
    '): ' +
    rows.filter((row) => row.status === 'kept').length +
    ' kept of ' +
    rows.length;
  table.append(caption);
  const head = document.createElement('tr');
  for (const title of ['Status', 'Marketplace', 'Listing', 'Price', 'At this grade', 'Stated grade', 'Seen']) cell(head, 'th', title);
  table.append(head);
  for (const row of rows) {
    const tr = document.createElement('tr');
    tr.dataset['status'] = row.status;
    cell(tr, 'td', row.status === 'kept' ? 'kept' : 'excluded: ' + String(row.excluded_reason).replace('_', ' '));
    cell(tr, 'td', row.marketplace);
    const title = cell(tr, 'td', '');
    const link = document.createElement('a');
    if (row.url.startsWith('https://') || row.url.startsWith('http://')) link.href = row.url;
    link.rel = 'noreferrer';
    link.textContent = row.title + (row.sold ? ' (sold)' : '');
    title.append(link);
    cell(tr, 'td', row.price + ' ' + row.currency);
    cell(tr, 'td', row.price_adjusted_to_condition === null ? '' : row.price_adjusted_to_condition + ' ' + row.currency);
    cell(tr, 'td', row.stated_condition ?? 'not stated');
    cell(tr, 'td', String(row.seen_at).slice(0, 16).replace('T', ' '));
    table.append(tr);
  }
  form.append(table);
};

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

for (const form of document.querySelectorAll('form.try-form')) {
  if (!(form instanceof HTMLFormElement)) continue;
  const output = /** @type {HTMLOutputElement} */ (form.querySelector('output'));
  const button = /** @type {HTMLButtonElement} */ (form.querySelector('button[type=submit]'));
  const bodyField = /** @type {HTMLTextAreaElement} */ (form.elements.namedItem('body'));
  const filePicker = /** @type {HTMLInputElement | null} */ (form.elements.namedItem('files'));
  const { method = 'POST', path = '', upload = '' } = form.dataset;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    /** @type {Record<string, unknown>} */
    let body;
    try {
      body = JSON.parse(bodyField.value);
    } catch (error) {
      output.textContent = 'The body is not valid JSON: ' + messageOf(error);
      return;
    }
    const files = filePicker?.files ? [...filePicker.files] : [];
    const exampleUploads = form.querySelector('script.example-uploads');
    if (files.length > 0) body[upload] = await Promise.all(files.map(readAsDataUrl));
    else if (exampleUploads && body[upload] === undefined) body[upload] = JSON.parse(exampleUploads.textContent ?? 'null');
    const key = /** @type {HTMLInputElement} */ (document.getElementById('try-api-key')).value.trim();
    button.disabled = true;
    output.textContent = 'Waiting for ' + method + ' ' + path + '…';
    const started = performance.now();
    try {
      const res = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: 'Bearer ' + key } : {}) },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      let shown = text;
      /** @type {unknown} */
      let answer;
      try {
        answer = JSON.parse(text);
        shown = JSON.stringify(answer, null, 2);
      } catch {
        // Not JSON: shown as it came.
      }
      showComparables(form, answer);
      output.textContent = res.status + ' ' + res.statusText + ' · ' + Math.round(performance.now() - started) + ' ms\n' + shown;
      output.dataset['status'] = String(res.status);
    } catch (error) {
      output.textContent = 'The request failed: ' + messageOf(error);
    } finally {
      button.disabled = false;
    }
  });
}
