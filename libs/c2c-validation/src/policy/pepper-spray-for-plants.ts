/**
 * A pepper or chilli spray made for plants and their pests (PT, ES, FR, EN, IT, DE: "spray de pimenta para plantas", "pepper spray for
 * aphids", "Pfefferspray gegen Blattläuse"): a garden repellent, no defence spray. Not where people or animals are what it is against.
 */
export const pepperSprayForPlants = (() => {
  const spray = String.raw`(?:sprays?\s+(?:de\s+|au\s+|al\s+)?(?:pimenta|pimienta|poivre|piment|peperoncino|malagueta|guindilla|chil(?:l)?i)|(?:chil(?:l)?i\s+)?pepper\s+sprays?|pfefferspray|chilispray)`;
  const plants = String.raw`(?:(?:os\s+|as\s+|o\s+|a\s+|el\s+|los\s+|las\s+|les\s+|the\s+|your\s+|le\s+|la\s+|il\s+|gli\s+|le\s+|die\s+|den\s+|der\s+)?(?:plantas?|plantes?|plants?|piante|pflanzen|horta|huerto|hortas?|jardim|jard[ií]n|jardin|garden|giardino|orto|garten|pulg[oõ]es|pulgones|pucerons?|aphids?|afidi|blattl[aä]use|pragas|plagas|ravageurs|pests?|parassiti|sch[aä]dlinge|insetos|insectos|insectes|insects|insetti|insekten|lesmas|caracoles|limaces|slugs|lumache|schnecken|rosas|rosales|rosiers|roses|rosen|tomateiros|tomateras|tomates|tomatoes|pomodori))`;
  return String.raw`${spray}\s+(?:\p{L}+\s+)?(?:para|for|pour|per|f[uü]r|contra|against|contre|contro|gegen|anti)\s+${plants}(?![\p{L}])|(?:repelentes?|repellents?|r[eé]pulsifs?|repellenti|insecticidas?|inseticidas?|insecticides?|bio|natural|natur\p{L}*|garden|jardim|jard[ií]n|jardin|giardino|garten)\s+(?:\p{L}+\s+)?${spray}(?![\p{L}])`;
})();
