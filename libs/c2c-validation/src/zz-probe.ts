import { checkListingRules } from './check-listing-rules.ts';
const probes: [string, string, string][] = JSON.parse(process.argv[2]!);
for (const [profile, title, description] of probes) {
  const v = checkListingRules({ title, description, price: 10, currency: 'EUR', category: 'x' } as never, { profile: profile as never });
  console.log(JSON.stringify(title + ' || ' + description), '=>', JSON.stringify(v.map((x: any) => [x.code, x.evidence ?? x.span ?? ''])));
}
