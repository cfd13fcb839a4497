import { checkListingRules } from './check-listing-rules.ts';
for (const p of process.argv.slice(2)) {
  const v = checkListingRules({ title: 'Artigo', description: p }, { profile: 'generic' });
  console.log(v.length ? 'HIT ' : 'MISS', p, '=>', JSON.stringify(v.map((x) => [x.code, x.evidence])));
}
