/**
 * Words that go on a sentence (articles, prepositions, conjunctions, "since"; PT, ES, FR, EN, IT, DE): after a
 * network's name they are never its handle, and before a written-out dot never a domain's name.
 */
export const functionWords: ReadonlySet<string> = new Set(
  'for to and or the of on in at with from more too also e ou o a os as de da do das dos no na nos nas em com para por mais também um uma y o el la los las del al en con más también un una et ou le la les des du au aux sur avec pour plus aussi un une und oder der die das den dem mit für auf im und auch ed il lo gli per con più anche desde since depuis seit'.split(' '),
);
