const products = [
  ['Red city bike, 7 speeds', 'Aluminium frame, <b>new tyres</b>. Pick-up in Lisbon or shipping for %{price} €.'],
  ['iPhone 12, 128 GB, blue', 'Battery health 87%. Screen without scratches; see {count} photos at https://example.com/p/12.'],
  ['Bosch washing machine 8 kg', 'Energy class A+++, 1400 rpm. Contact: seller@example.com before {{date}}.'],
  ['Wool winter coat, size M', 'Worn twice, dry-cleaned. Measurements: 62 cm chest, 98 cm length &amp; lined.'],
] as const;

/**
 * A translator request shaped like a real catalogue export: product names and descriptions with
 * placeholders, HTML, URLs, e-mails and numbers. `salt` makes the texts unique so that benchmarks
 * measure translation, not the translation memory.
 */
export function catalogPayload({ keys, targetLocales, salt = '' }: { keys: number; targetLocales: string[]; salt?: string }) {
  const data: Record<string, string> = {};
  for (let i = 0; Object.keys(data).length < keys; i++) {
    const [name, description] = products[i % products.length]!;
    data[`product_${i}_name`] = `${name} #${i}${salt}`;
    if (Object.keys(data).length < keys) data[`product_${i}_description`] = `${description} (ref ${i}${salt})`;
  }
  return {
    source_locale: 'en',
    ...(targetLocales.length === 1 ? { target_locale: targetLocales[0] } : { target_locales: targetLocales }),
    context: 'Second-hand marketplace catalogue: product titles and descriptions written by sellers.',
    data,
  };
}
