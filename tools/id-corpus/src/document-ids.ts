/** `passport`; `id` national identity card; `rp` residence permit; `dl` driving licence (the contract's kinds). */
export type DocumentKind = 'passport' | 'id' | 'rp' | 'dl';

/** ISO alpha-2 of the states the corpus has templates for. */
const alpha2Of: Readonly<Record<string, string>> = { AUT: 'AT', DEU: 'DE', ESP: 'ES', FRA: 'FR', GBR: 'GB', PRT: 'PT', ROU: 'RO' };

/** The response's expected `doc_type`: `passport` for any passport, else `<kind>-<alpha-2>` (`id-PT`). */
export function expectedDocType({ kind, country }: { kind: DocumentKind; country: string }): string {
  if (kind === 'passport') return 'passport';
  const alpha2 = alpha2Of[country];
  if (!alpha2) throw new RangeError(`no alpha-2 code known for ${country}`);
  return `${kind}-${alpha2}`;
}

/** The response's expected `item_id`: `<kind>_<ISO alpha-3>_<number without spaces or fillers>`. */
export function expectedItemId({ kind, country, number }: { kind: DocumentKind; country: string; number: string }): string {
  return `${kind}_${country}_${number.replace(/[\s.\-/<]+/g, '').toUpperCase()}`;
}
