/**
 * Words that go on a sentence (articles, prepositions, conjunctions, "since"; PT, ES, FR, EN, IT, DE): after a
 * network's name they are never its handle, and before a written-out dot never a domain's name. Narrower than the brand
 * matcher's list (libs/brands matching/function-words.ts), on purpose: that one adds pronouns, negations and adverbs, where a
 * word read as a word only costs a brand's alias; here each word read as the sentence going on drops a contact, and some of
 * those pronouns are domain endings ("es", "it", "me").
 */
export const functionWords: ReadonlySet<string> = new Set(
  'for to and or the of on in at with from more too also e ou o a os as de da do das dos no na nos nas em com para por mais também um uma y o el la los las del al en con más también un una et ou le la les des du au aux sur avec pour plus aussi un une und oder der die das den dem mit für auf im und auch ed il lo gli per con più anche desde since depuis seit'.split(' '),
);
