import { checkListingRules } from '@circular/c2c-validation';
for (const description of process.argv.slice(2)) {
  const listing = { title: 'Candeeiro de latão', description };
  for (const strictness of ['standard', 'strict'] as const) console.log(strictness, JSON.stringify(checkListingRules(listing, { profile: 'generic', strictness, learnedScorer: true }).map((v) => [v.code, v.source, v.severity, v.evidence])));
}
