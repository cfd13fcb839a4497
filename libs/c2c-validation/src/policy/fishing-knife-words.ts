/**
 * A knife named as a fishing knife: for fishing, for the fish it guts or fillets, or for spearfishing ("faca de pesca", "cuchillo de
 * pesca", "couteau de pêche", "coltello da pesca", "fishing knife", "filleting knife", "Anglermesser"). An angler's tool, as a kitchen
 * knife is a cook's: the marketplaces' bladed-weapons clauses leave tools out whatever the blade's length. Only the knife so named: a
 * hunting knife also said good for fishing ("faca de caça e pesca") is still a hunting knife.
 */
export const fishingKnifeWords =
  /(?<![\p{L}])(?:(?:facas?|cuchill[oa]s?|navajas?|couteaux?|coltell[oi]|kni(?:fe|ves)|messer)\s+(?:de|da|para|pour|[àa]|per|for|zum)\s+(?:(?:la|o|il|the)\s+)?(?:pesca|p[eê]che|pescar|fishing|angeln|peixe|pescado|poissons?|pesce|fish|filetar|filetear|fileter|sfilettare|filleting)|(?:fishing|fillet(?:ing)?|angl(?:er|ing)|spear[\s-]?fishing)\s+kni(?:fe|ves)|(?:angel|angler|fisch|filetier)messer\p{L}*)(?![\p{L}])/iu;
