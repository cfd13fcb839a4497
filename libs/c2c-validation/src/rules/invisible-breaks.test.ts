import { foundAs, scoredFindings as found, staysClean } from '../test-support/listing-kinds.ts';

// The second reading (invisible breaks read as spaces) adds only what the breaks hid, never a piece of a longer word.
staysClean('invisible breaks inside words', [
  ['Cha\u200bmarras de lã', 'Cobertor gros\u200bso, com bo\u200blsa, Vin\u200bted ou entre\u200bga em mão.'],
  ['Juego de copas talladas', 'Media docena de copas talladas en cri\u200bstal, buenas para un tinto, sin estrenar.'],
  ['Objectif mon\u200bture Canon', 'Aucune rayure, fac\u200bture, mes\u200bsagerie Vin\u200bted.'],
  ['Wine gla\u200bsses, cut cry\u200bstal', 'Six wine gla\u200bsses in cut cry\u200bstal, never used.'],
  ['Calici in cri\u200bstallo per vino rosso', 'Sei calici in cri\u200bstallo per vino rosso, mai usati.'],
  ['Weingläser Kri\u200bstall', 'Sechs Weingläser aus Kri\u200bstall, unbenutzt, Vin\u200bted Versand.'],
]);
foundAs('an invisible break as the only space between words', 'contact_phone:contact-details', found, [
  ['Telemóvel antigo', 'Ligue\u200b913572468'],
  ['Móvil', 'Llama\u200b612345678'],
  ['Portable reconditionné', 'Appelez\u200b0612345678'],
]);
foundAs('an invisible break right after a whole word', 'prohibited_item:counterfeits', found, [
  ['Relógio', 'réplica\u200bRolex perfeita'],
  ['Reloj', 'réplica\u200bRolex perfecta'],
  ['Watch', 'replica\u200bRolex perfect'],
]);
