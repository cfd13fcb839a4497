import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twenty-fourth.json: a twenty-fourth labelled set for issue 19, written by hand on
 * 2026-11-29 by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no
 * rule code, lexicon or brand table, no README rules table and no earlier set's listing records — only the twenty-second
 * and twenty-third writers' headers and split, the line parser (`areaListingsFromLines`), `balancedSplit`'s signature, the
 * scorer (evasion-quality.ts) and the contract's flag codes and profiles.
 * 398 listings (one listing weighs about 0.5 point of a part): PT 82, ES 82, FR 80, EN 84, IT 35, DE 35; 185 clean (46 %),
 * 213 with a problem (213 labels: prohibited item 113, restricted item 61, off-site payment 11, phone 9, social 7, e-mail 6,
 * link 6; first label's kind: item 174, payment 11, phone 9, social 7, email 6, link 6). Areas (31, the writer's own, by
 * what a general marketplace's moderators meet and in rough proportion to it): hire (services and offers), betting
 * (chances and prizes), officialpapers, money, pharmacy, beasts, food, smoking, drinks, chemicals, blades, guns, copies,
 * origin (stolen or unknown origin), locked, publicproperty, unsafe (recalled and unsafe goods), digital, data (personal
 * data), tickets, plants, adult, motoring (vehicles, their papers and illegal modifications), and ordinary goods (phones,
 * electronics, furniture, fashion, kids, home, sports, books) where contact or payment is moved off the site.
 * Problems chosen from policy clauses neither earlier header names: a diesel particulate-filter and EGR removal, an AdBlue
 * emulator, a radar detector, an e-scooter and a 50 cc scooter derestricted, a guaranteed roadworthiness test (ITV, MOT)
 * without the car, odometer correction, a TÜV sticker and a Crit'Air sticker sold to stick, police-style blue lights, an
 * energy certificate without a visit, parcel reshipping from home, a marriage for papers, egg donation and surrogacy
 * offered for money, a kidney, a fake employer reference, a sold certificate of sponsorship, a driving licence without the
 * exam, made-up utility bills, a tachograph card in another name, a European health-insurance card made to order, a blank
 * signed sports medical certificate, a rental contract for a municipal registration, the registration papers and VIN plate
 * of a wreck, a paid VIP betting-tips group, bookmaker accounts rented, football squares with a pot, prize envelopes,
 * unscratched scratch cards resold, gift cards "don't ask where from", street currency exchange, meal-voucher cards and
 * holiday vouchers resold, a fake rent receipt for housing benefit, a bank account lent for transfers, prop money,
 * a pyramid "recruit two friends", misoprostol, pregabalin, tramadol, modafinil, finasteride, codeine linctus,
 * ivermectin, alprazolam ("blue footballs"), methylphenidate (Medikinet), sildenafil, melanotan, fat-dissolving
 * injections, SARMs, DMAA pre-workout, 35 % peroxide whitening gel, banned tattoo pigments, red-eared sliders, a horse
 * without passport, an axolotl, a hedgehog, ferrets, day-old chicks, category-1 type dogs, American Staffordshire puppies,
 * wild birds' eggs, a seal-skin coat, a crocodile bag and an elephant-hair bracelet, recreational bluefin tuna, goose
 * barnacles picked by the seller, game meat without inspection, home-cooked meals, an opened tin of infant formula, magic
 * truffles, duty-free and Belgian tobacco, untaxed shisha tobacco, chewing tobacco, Tuscan cigars, disposable nicotine
 * vapes, home-distilled bagaceira and grappa, rhum arrangé, homebrew, whisky miniatures, cellar wine, professional rat
 * poison, glyphosate for professionals, metaldehyde, a 5000 mW laser, expired marine flares, an undeployed airbag,
 * potassium nitrate with sulphur, calcium carbide, thorium gas mantles, pepper-gel spray, unlabelled and F4 firecrackers,
 * a karambit, a belt-buckle knife, a sword cane, a push dagger, a hunting slingshot, a tomahawk, a lipstick stun gun, an
 * automatic Sicilian knife, a one-hand fixed-blade knife, an inherited shotgun with no licence, a deactivated rifle
 * without certificate, an inert grenade, a body-armour vest, a night-vision rifle scope, 3D files of a pistol frame, a
 * blank-firing pistol without the licence, counterfeits said as "mirror quality", "UA batch", "clean factory super clone",
 * "version fan AAA", "market in Istanbul", "prima scelta fatta a Napoli", "logos gestickt", a logo the seller embroidered,
 * burnt DVD box sets, tools "from work", a car radio and a sat nav with cut cables, found AirTags still paired, a
 * blacklisted iPhone, an FRP-locked Samsung, an MDM-locked school iPad, a council wheelie bin, a park bench, a Royal Mail
 * cage, current-issue army kit, hospital crutches, library books never returned, a crashed car seat, a dropped helmet, a
 * hoverboard without CE mark, a looped blind cord, a drawstring hood for a toddler, an amber teething necklace, a rebuilt
 * e-bike battery, a ROM-loaded retro console, an R4 card, a Kindle loaded with books, a cracked Photoshop, an aimbot, a
 * modded Wii, a football IPTV list, contact and lead databases, a named festival pass, named football and festival
 * tickets above face value, a named flight resold, water hyacinth and pampas grass to plant, dried opium-poppy heads,
 * magic-mushroom grow kits, wild orchids dug up, escort "company", packs of +18 photos, a used vibrator, an OnlyFans
 * account. Contact moved off the site by a PT number in spoken tens, a number in emoji keycaps, an ES number in words and
 * digits and another spaced with dashes, a FR number in spoken pairs, an EN number with letters for digits, an IT and a DE
 * number in words and digits, "WhatsApp au même numéro que mon pseudo"; e-mails "na hotmail ponto com", "arroba … punto",
 * "(arobase) … (point)", written backwards, "chiocciola … punto", "punkt … bei"; links "ponto pt barra", a Vinted shop,
 * bit.ly, linktr.ee and youtu.be spaced out, a shop domain spaced; Instagram, Telegram, Facebook by name, Snapchat,
 * Discord, IG with an arrow, Threema and Signal; payment off the site by MB WAY in advance, a transfer for a discount, a
 * Fnac gift card, Bizum, PayPal family and friends, PCS or Transcash coupons, Wero, Monzo, Amazon vouchers, a Postepay
 * top-up or Satispay, an advance transfer to an IBAN.
 * Hard negatives in the same words, for every problem kind: a new particulate filter and an AdBlue can, a TomTom with the
 * official camera alerts, a scooter limited to 25 km/h and one restricted from the factory, a licensed administrative agent,
 * a garage's instrument-cluster repair, a sticker pouch, an ADENE expert's visit, a maths tutor, a wedding photographer and
 * a wedding dress, a CV writer, a dog walker, a babysitter, driving-school theory lessons, a betting book, a table-football
 * game, scratched losing tickets as a collection, a children's lotto, a card holder, an ID sleeve, a car-document wallet,
 * a passport holder, a theory-test book, analogue tachograph discs, a gift card with its receipt, withdrawn notes,
 * commemorative coins, a piggy bank, a public writer paid by CESU, B2B phone prospecting under GDPR, a pill organiser, a
 * first-aid kit, a blood-pressure meter, a glucose meter, honey and lemon syrup, minoxidil from the pharmacy, pregnancy
 * tests, sunscreen, nappies, whey protein, charcoal whitening without peroxide, a derma roller, an empty turtle tank, a
 * saddle, riding boots, a dog carrier, a muzzle, a hedgehog house, a henhouse, a ferret-free cage, painted wooden eggs, a
 * croc-effect bag, a tiger's-eye bracelet, a Pitbull concert T-shirt, a Python book, olive oil from a licensed mill,
 * registered honey, backyard eggs, empty jam jars, a formula dispenser, poppy seeds for baking, an empty hookah, a cigarette
 * case, a tube filler, an ashtray, a lighter, an empty cigar box, empty vape pods, an empty liqueur bottle and a
 * decorative still, a rhum-arrangé jar, a wine rack, beer glasses, grappa glasses, a homebrew kit with no ingredients,
 * mouse traps, beer slug traps, a hoe, an empty cleaning-acid bottle, spray bottles, nail-polish remover, a class-2 laser
 * presenter, a caving headlamp, AAA batteries, a smoke alarm, F1 cake sparklers, a mercury-free thermometer, a Swiss
 * army knife, a plain belt, a hiking pole, a camping hatchet, kitchen knives, a ham knife, a pocket knife with a two-hand
 * opening, a garden machete, a fishing vest, a gun bag, a leather holster, a night-vision monocular without rail, a Nerf
 * blaster, a water pistol, pomegranates ("grenades"), an unbranded embroidered jumper, a microbrand homage watch, an
 * equivalence perfume in its own bottle, a dupe sold under its own name, a Florentine maker's bag, clone-trooper Lego, a
 * shirt from the fan shop with receipt, invoiced tools, a liquidation pallet with invoice, an airline lost-luggage auction
 * suitcase, boxed AirTags with receipt, a carrier-locked phone, a reset iPhone with invoice, an IMEI shown on the box, a
 * cast-iron bench from a DIY store, a flatbed trolley, withdrawn library books, a car seat never in an accident, a hood
 * with no cords, a silicone teether, cord cleats, an official mini console, an original cartridge, a reset Kindle, a boxed
 * game code, an official decoder, a paper address book, face-value tickets through official resale, a ticket holder, a
 * nenuphar, dried pampas plumes, a columnar cactus cutting, an elderly companion, new lingerie, a romance novel, a
 * kidney-shaped desk and table, "arroba" as a weight, an Instax camera, a Snapchat-logo T-shirt, a "telegram-style" print,
 * dimensions and reference numbers, "no Bizum", cash at a hand-over and the site's own payment.
 * Label policy (a careful moderator of a general European marketplace): contact, links and payment moved off the site are
 * labelled where they are asked for; cash at a hand-over, the site's own payment and "through the app's chat" are clean.
 * Services that defraud an authority, an insurer, an employer or a test, marriages for papers, paid egg donation,
 * surrogacy and organs, reshipping parcels and lending accounts, official papers and stickers made or sold, betting
 * accounts rented, paid tip groups, sweepstakes, prize envelopes and resold lottery products, gift cards of unstated
 * origin, vouchers personal by law, prop money, pyramids, prescription-only medicines, injectables and doping products,
 * invasive species on the EU list, category-1 dogs in France, wild birds' eggs, ivory-like wildlife parts, recreational
 * bluefin tuna, psychoactive mushrooms, smuggled and duty-free tobacco, illegal fireworks, class-3B/4 lasers, hidden and
 * disguised blades, sword canes, push daggers, automatic knives, stun guns, firearms without a licence and their 3D files,
 * counterfeits said in any way, goods of unknown, stolen or public origin, locked devices, unsafe or recalled goods sold as
 * safe, pirated and cheating software, personal data, sexual services and adult accounts are prohibited; live animals,
 * wildlife skins with no papers, wild-caught and home-made food, infant formula opened, nicotine and tobacco products sold
 * legally, cigars, alcohol, professional pesticides and rodenticides, pyrotechnic airbags and flares, oxidisers and
 * carbide, thorium mantles, defence sprays, karambits, slingshots with a brace, tomahawks, one-hand fixed blades,
 * deactivated arms without certificate, replica grenades, body armour, night-vision rifle scopes, blank pistols,
 * derestricted vehicles and police-style lights, street currency exchange, named tickets and flights resold, second-hand
 * car seats after a crash and dropped helmets, looped blind cords, drawstring hoods, amber teething necklaces, rebuilt
 * batteries, dried poppy heads, used intimate toys are restricted (the scorer meets either item code).
 * Borderline decisions, stated: a horse "without passport yet" restricted (a live animal; the passport is due); the
 * American Staffordshire puppies restricted (the profile decides) while the French "category 1" pitbull puppies are
 * prohibited; home-made rhum arrangé, grappa and bagaceira restricted like any alcohol; finasteride prohibited
 * (prescription-only), minoxidil 5 % clean (sold over the counter); a garden machete and a pocket knife opened with two
 * hands clean; a night-vision monocular without rail clean, a rifle scope restricted; the equivalence perfume in its own
 * bottle with no maker's logo clean, the perfume "dupe" under its own name clean; a columnar cactus cutting clean; a
 * seal-skin coat restricted, not prohibited (pre-ban vintage; the profile decides); a car seat "never in an accident" clean;
 * a WhatsApp "on the same number as my user name" labelled as a phone, not a handle; "or WhatsApp" beside a labelled
 * number left outside the label; Threema and Signal without an id labelled as a handle (the buyer is sent off the site).
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twenty-third set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 199 (93 clean, 106 problems: item 88, payment 6, phone 4, link
 * 4, email 2, social 2; 106 labels), holdout 199 (92 clean, 107 problems: item 86, payment 5, phone 5, social 5, email 4,
 * link 2; 107 labels); every language and 31 of the 31 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twenty-fourth-listing-set.ts`.
 * First run (2026-11-29, rules as on 98f7d8d, no rule changed, a scratch script calling `evasionQuality` on this file only,
 * `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-44w.ts`): tune part recall 0.57 (60 of 106
 * labels; by kind item 46/88, payment 5/6, phone 3/4, link 3/4, email 1/2, social 2/2), clean listings flagged 0.09 (8 of
 * 93), wrongful rejects 0.05 (5 of 111); holdout part recall 0.52 (56 of 107 labels; by kind item 38/86, payment 5/5, phone
 * 4/5, social 4/5, email 3/4, link 2/2), clean listings flagged 0.03 (3 of 92), wrongful rejects 0.02 (2 of 113).
 * Labelling choices of the writer questioned by the tune part's first-run findings and left as frozen: "WhatsApp au même
 * numéro que mon pseudo" is labelled a phone where the rules read a handle; "o whatsapp" / "anche whatsapp" after a
 * labelled number is left outside the label where the rules flag it as a handle.
 */

const marked = `
motoring ;; pt ;; olx-pt ;; vehicle-parts ;; 150 ;; Serviço eliminação FAP e EGR ;; Faço {{prohibited_item|remoção do filtro de particulas e EGR off}} com reprogramação, carro fica com mais força e sem luz no painel, passa na inspecao na mesma fica descansado. Diesel todas as marcas
motoring ;; pt ;; olx-pt ;; vehicle-parts ;; 90 ;; Filtro de partículas novo Bosch ;; Filtro de particulas novo, caixa selada, sobrou da oficina. Serve varios diesel do grupo VAG, envio a referencia por mensagem aqui no olx
motoring ;; pt ;; olx-pt ;; vehicle-parts ;; 45 ;; Emulador adblue ;; vendo {{prohibited_item|emulador adblue plug and play desliga o sistema}}, nunca mais compra adblue. montagem em 10 min
motoring ;; pt ;; olx-pt ;; vehicle-parts ;; 18 ;; Adblue 10 litros ;; Bidon de adblue 10L fechado, comprei a mais. Levantamento em Setúbal
hire ;; pt ;; olx-pt ;; services ;; 120 ;; Certificado energético rápido ;; Precisa de certificado energetico para vender ou arrendar? {{prohibited_item|emito sem visita ao imóvel, so me manda a caderneta e fotos}}, 24h. Classe à escolha dentro do razoavel
hire ;; pt ;; olx-pt ;; services ;; 180 ;; Perito qualificado ADENE - certificação energética ;; Sou perito qualificado ADENE, faço a visita ao imóvel, medições e emissão do certificado energético. Recibo verde. Zona Lisboa e Margem Sul
hire ;; pt ;; olx-pt ;; services ;; 0 ;; Trabalho em casa 300€ por semana ;; Empresa internacional procura pessoas para {{prohibited_item|receber encomendas em casa e reenviar para o estrangeiro com etiquetas que nós mandamos}}. nao precisa experiencia, pagamento semanal
hire ;; pt ;; olx-pt ;; services ;; 10 ;; Explicações de matemática 9º ano ;; Professora com experiencia dá explicações de matemática ao 9º ano e preparação para exame nacional. Em casa ou online, 10€/h
pharmacy ;; pt ;; olx-pt ;; beauty-perfume ;; 25 ;; gel branqueamento dentes profissional ;; kit branqueamento {{restricted_item|peroxido de hidrogenio 35% uso profissional}} com moldeiras, 4 seringas. resultados em 2 dias
pharmacy ;; pt ;; olx-pt ;; beauty-perfume ;; 12 ;; Kit branqueamento dentes carvão ;; Pasta de dentes com carvão activado e tiras, sem peróxido, vendida em farmácia. Nova, selada
pharmacy ;; pt ;; olx-pt ;; health ;; 30 ;; cytotec ;; tenho {{prohibited_item|cytotec misoprostol 200 caixa}} pra quem precisar, discreção total. envio em envelope
pharmacy ;; pt ;; olx-pt ;; health ;; 15 ;; Caixa de primeiros socorros ;; Kit de primeiros socorros para carro, completo, com compressas, ligaduras, tesoura e luvas. Validade 2028
pharmacy ;; pt ;; olx-pt ;; health ;; 60 ;; Melanotan ;; Para quem quer bronzear sem apanhar sol, {{prohibited_item|melanotan 2 frasco 10mg + seringas insulina}}. Explico como fazer
beasts ;; pt ;; olx-pt ;; other ;; 35 ;; Tartarugas de orelha vermelha ;; Dou/vendo {{prohibited_item|2 tartarugas de orelha vermelha}} com o aquario, ja estão grandes e nao tenho espaço
beasts ;; pt ;; olx-pt ;; other ;; 40 ;; Aquario para tartarugas 60L ;; Aquário 60 litros com ilha e lâmpada UVB, usado, a tartaruga morreu de velha. Sem animais
beasts ;; pt ;; olx-pt ;; other ;; 800 ;; Cavalo lusitano 7 anos ;; {{restricted_item|Cavalo lusitano castrado 7 anos}}, manso, ideal para lazer. ainda nao tem passaporte mas faz-se
beasts ;; pt ;; olx-pt ;; sports-outdoor ;; 350 ;; Sela de equitação Wintec ;; Sela Wintec 17,5 com cilha e estribos. Pouco usada. Entrego em Santarem
food ;; pt ;; olx-pt ;; food ;; 25 ;; percebes frescos ;; {{restricted_item|percebes apanhados por mim hoje de manha}} na costa vicentina, 1 kg, entrego ao fim da tarde. quem quer?
food ;; pt ;; olx-pt ;; food ;; 6 ;; compota de abóbora caseira ;; Frascos de vidro vazios com tampa 12 unidades, ideais para compotas caseiras. Nunca usados
food ;; pt ;; olx-pt ;; food ;; 8 ;; Leite em pó bebé aberto ;; {{restricted_item|Lata de leite em pó 1ª idade aberta}}, o bebé não se adaptou, usada 3 colheres. Validade ok
food ;; pt ;; olx-pt ;; toys-baby ;; 20 ;; Doseador de leite em pó ;; Doseador de leite em pó com 3 compartimentos e 2 biberões, lavados e esterilizados
smoking ;; pt ;; olx-pt ;; other ;; 15 ;; Tabaco shisha ;; {{restricted_item|tabaco de shisha 1kg sem selo}} trazido de marrocos, sabores menta e uva
smoking ;; pt ;; olx-pt ;; other ;; 45 ;; Shisha completa ;; Shisha de 60cm com mangueira, base de vidro e pinça. Sem tabaco, sem carvão. Lavada
drinks ;; pt ;; olx-pt ;; other ;; 12 ;; aguardente velha ;; {{restricted_item|bagaceira caseira 1,5L feita pelo meu avo}} de 2009, garrafao de vidro. so para maiores
drinks ;; pt ;; olx-pt ;; home ;; 30 ;; Alambique decorativo cobre ;; Alambique de cobre pequeno de decoração, 2 litros, nunca foi usado para destilar. Ótimo para cozinha rustica
chemicals ;; pt ;; olx-pt ;; garden ;; 20 ;; veneno ratos profissional ;; {{restricted_item|raticida profissional brodifacum balde 5kg}} so para profissionais mas vendo a quem precisar
chemicals ;; pt ;; olx-pt ;; garden ;; 9 ;; Ratoeiras ;; 6 ratoeiras de madeira e 2 gaiolas de captura viva. Usadas uma vez na garagem
chemicals ;; pt ;; olx-pt ;; electronics ;; 35 ;; Laser verde 5000mw ;; {{prohibited_item|ponteiro laser verde 5000mW queima papel}}, chega as nuvens, com bateria e carregador
chemicals ;; pt ;; olx-pt ;; electronics ;; 14 ;; Apresentador laser para powerpoint ;; Apresentador sem fios com ponteiro laser classe 2 (menos de 1mW), funciona com pilhas AAA. Para aulas
blades ;; pt ;; olx-pt ;; sports-outdoor ;; 25 ;; Karambit ;; {{restricted_item|faca karambit aço D2 lamina 9cm}} com bainha kydex, nunca usada
blades ;; pt ;; olx-pt ;; sports-outdoor ;; 18 ;; Canivete suíço Victorinox ;; Canivete suiço Victorinox Spartan, 12 funções, lamina pequena. Lembrança de viagem
blades ;; pt ;; olx-pt ;; fashion ;; 30 ;; Cinto com fivela ;; {{prohibited_item|cinto com faca escondida na fivela}}, ninguem nota, passa em todo lado
blades ;; pt ;; olx-pt ;; fashion ;; 15 ;; Cinto pele com fivela ;; Cinto de pele castanho com fivela em metal escovado, tamanho 95. Como novo
guns ;; pt ;; olx-pt ;; sports-outdoor ;; 400 ;; Caçadeira herdada ;; {{prohibited_item|espingarda caçadeira calibre 12 do meu pai}}, ele faleceu e nao tenho licença, quero despachar rapido
guns ;; pt ;; olx-pt ;; sports-outdoor ;; 60 ;; Bolsa para espingarda ;; Bolsa de lona para espingarda com bolso para cartuchos, vazia. Usada pelo meu pai na caça
copies ;; pt ;; vinted ;; clothing ;; 35 ;; camisola da marca ;; camisola estilo lacoste, {{prohibited_item|o crocodilo fui eu que bordei}} ficou igual. tamanho M
copies ;; pt ;; vinted ;; clothing ;; 20 ;; Camisola com crocodilo bordado ;; Camisola de malha verde sem marca, com um crocodilo pequeno que a minha avó bordou à mão. Não é de marca nenhuma, é caseira
copies ;; pt ;; vinted ;; fashion ;; 60 ;; Mala ;; mala linda {{prohibited_item|comprada no mercado de Istambul, igualzinha à verdadeira}}, com dustbag
origin ;; pt ;; olx-pt ;; tools-diy ;; 150 ;; Lote ferramentas ;; Lote de ferramentas, berbequim, rebarbadora, nivel laser {{prohibited_item|vieram do trabalho, ninguém deu pela falta}}, vendo tudo junto
origin ;; pt ;; olx-pt ;; phones ;; 200 ;; iPhone 12 desbloqueado ;; iPhone 12 64gb livre para qualquer operadora, com fatura da worten em meu nome, bateria 88%
locked ;; pt ;; olx-pt ;; phones ;; 90 ;; Samsung A52 bloqueado ;; Samsung A52 {{prohibited_item|com bloqueio de conta google, nao sei a conta}}, serve para peças ou quem souber desbloquear
locked ;; pt ;; olx-pt ;; phones ;; 110 ;; Samsung A52 bloqueado à Vodafone ;; Samsung A52 bloqueado à rede Vodafone, reposto de fabrica e sem conta. Desbloqueio de rede pede-se à operadora
publicproperty ;; pt ;; olx-pt ;; home ;; 40 ;; Contentor do lixo grande ;; {{prohibited_item|contentor do lixo da câmara 800L}}, verde, com rodas, estava na rua há meses
unsafe ;; pt ;; olx-pt ;; toys-baby ;; 40 ;; cadeira auto ;; {{restricted_item|cadeirinha auto grupo 1 teve um acidente}} mas nao se nota nada, esta impecavel
unsafe ;; pt ;; olx-pt ;; toys-baby ;; 20 ;; Casaco de criança com capuz ;; Casaco de criança 4 anos, capuz sem cordões, fecho. Em bom estado
unsafe ;; pt ;; olx-pt ;; toys-baby ;; 8 ;; Camisola com cordão ;; {{restricted_item|camisola de capuz 2 anos com cordões compridos no pescoço}}, marca espanhola antiga
digital ;; pt ;; olx-pt ;; consoles ;; 60 ;; Emulador retro ;; Consola retro {{prohibited_item|com 15000 jogos ROMs carregados}}, snes, mega drive, ps1, liga à tv
digital ;; pt ;; olx-pt ;; consoles ;; 40 ;; Cartucho Super Mario World ;; Cartucho original Super Nintendo Super Mario World, com caixa e manual, PAL
data ;; pt ;; olx-pt ;; services ;; 50 ;; Base de dados empresas ;; {{prohibited_item|base de dados com 40 mil emails e telefones de empresas do norte}}, excel, ideal para marketing
data ;; pt ;; olx-pt ;; books-media ;; 10 ;; Agenda de contactos ;; Agenda telefónica em pele, nova, letras A-Z, para quem gosta de papel
tickets ;; pt ;; olx-pt ;; tickets ;; 250 ;; Bilhetes NOS Alive ;; {{restricted_item|pulseira passe 3 dias NOS Alive nominal, paguei 170}}, troca-se o nome, vendo a 250
tickets ;; pt ;; olx-pt ;; tickets ;; 80 ;; Bilhete concerto ;; Bilhete plateia para o concerto do dia 12 no Coliseu, ao preço que paguei (80€), não posso ir. Transfiro pela app oficial da bilheteira
plants ;; pt ;; olx-pt ;; garden ;; 10 ;; Jacinto de agua ;; {{prohibited_item|jacinto-de-água para lagos}}, cresce rapido, flores lilás, 10 plantas
plants ;; pt ;; olx-pt ;; garden ;; 12 ;; Nenúfar para lago ;; Nenúfar rústico branco em vaso, para lagos de jardim. 3 unidades
adult ;; pt ;; olx-pt ;; services ;; 100 ;; Companhia ;; Menina simpatica {{prohibited_item|faz companhia a senhores, jantares e o que vier depois}}, discreta, Porto
adult ;; pt ;; olx-pt ;; services ;; 12 ;; Acompanhante de idosos ;; Ofereço-me para acompanhar idosos a consultas e passeios, com experiencia de lar, recibos. Braga
phones ;; pt ;; olx-pt ;; phones ;; 130 ;; Xiaomi redmi note 11 ;; como novo, liga pro {{contact_phone|nove um dois, trinta e quatro, 567 89}} depois das 18h
phones ;; pt ;; olx-pt ;; phones ;; 130 ;; Xiaomi Redmi Note 11 128GB ;; Como novo, 128GB, capa e pelicula. Respondo às mensagens aqui no olx à noite
phones ;; pt ;; olx-pt ;; phones ;; 95 ;; iphone xr ;; iPhone XR vermelho, bateria 81. procura-me no {{social_handle|insta: @ritinha.vendas}} tenho mais coisas la
electronics ;; pt ;; olx-pt ;; electronics ;; 70 ;; Colunas JBL ;; JBL charge 4 com cabo. pagamento {{off_platform_payment|adiantado por MBway}} e envio CTT no dia seguinte
electronics ;; pt ;; olx-pt ;; electronics ;; 70 ;; Coluna JBL Charge 4 ;; JBL Charge 4 azul com cabo. Envio com a compra segura do OLX ou em mão em Coimbra, pagamento em dinheiro na entrega
furniture ;; pt ;; olx-pt ;; furniture ;; 220 ;; Sofa 3 lugares ;; Sofá cinza 3 lugares, 2 anos. mais fotos e videos no meu {{contact_email|email mariasofia77 na hotmail ponto com}}
furniture ;; pt ;; olx-pt ;; furniture ;; 60 ;; Mesa de cabeceira ;; Par de mesas de cabeceira em pinho, 45x40x55. Tenho mais moveis anunciados no meu perfil do olx
fashion ;; pt ;; vinted ;; clothing ;; 25 ;; Casaco ganga ;; casaco ganga oversize S. {{contact_phone|😊 9️⃣6️⃣1️⃣ 2️⃣2️⃣3️⃣ 4️⃣4️⃣5️⃣}} manda msg
fashion ;; pt ;; vinted ;; clothing ;; 25 ;; Casaco de ganga oversize ;; Casaco ganga oversize tamanho S, azul claro, usado 3 vezes 😊 envio pela vinted
kids ;; pt ;; olx-pt ;; toys-baby ;; 80 ;; Carrinho bebe ;; carrinho de bebe completo, ovo e alcofa. {{off_platform_payment|faço desconto se pagar por transferencia antes}} e eu envio por transportadora
kids ;; pt ;; olx-pt ;; toys-baby ;; 30 ;; Parque de bebé ;; Parque de bebé dobrável com colchão, usado um ano. Em mão em Faro ou envio com a entrega do olx
home ;; pt ;; olx-pt ;; small-appliances ;; 45 ;; Bimby TM5 acessórios ;; Varoma e cesto para bimby tm5, originais. vejam a minha loja {{external_link|cozinhaboa ponto pt barra loja}}
home ;; pt ;; olx-pt ;; small-appliances ;; 25 ;; Varinha mágica ;; Varinha mágica 800W com copo e picador, funciona bem. Quem quiser mais fotos pede aqui
sports ;; pt ;; olx-pt ;; sports-outdoor ;; 150 ;; Prancha de surf 6'2 ;; Prancha 6'2 com quilhas e leash. Prefiro tratar tudo no {{social_handle|tele @surfcaparica}}, respondo mais rapido
books ;; pt ;; olx-pt ;; books-media ;; 30 ;; Livros escolares 10º ano ;; Manuais do 10º ano, português e matemática, sem escritos. Também aceito {{off_platform_payment|pagamento em cartão oferta Fnac ou cheque-prenda}}
books ;; pt ;; olx-pt ;; books-media ;; 30 ;; Manuais escolares 10º ano ;; Manuais do 10º ano de português e matemática A, sem escritos, edição atual. Entrego em mão
food ;; pt ;; olx-pt ;; food ;; 40 ;; Azeite novo 5L ;; Azeite virgem extra da nossa quinta, lagar licenciado com rotulo e lote, garrafões de 5L. Faturo
phones ;; pt ;; olx-pt ;; phones ;; 140 ;; Samsung S21 ;; Samsung S21 com fatura, IMEI 35 291 706 448 213 7 visível na caixa para confirmarem que está limpo. Contacto só pelo chat
home ;; pt ;; olx-pt ;; home ;; 25 ;; Balança antiga de arroba ;; Balança antiga de ferro com pesos, pesava até uma arroba (15 kg), restaurada, ótima para decoração
fashion ;; pt ;; vinted ;; cameras ;; 45 ;; Câmara Instax mini ;; Câmara instantânea Instax mini 11 rosa com 2 rolos de fotos. Envio pela vinted
kids ;; pt ;; olx-pt ;; toys-baby ;; 12 ;; Réplica carro miniatura ;; Réplica em miniatura 1:18 de um carro clássico, metal, colecionismo, com caixa original
blades ;; pt ;; olx-pt ;; home ;; 20 ;; Faca de presunto ;; Faca de presunto com suporte de madeira, lamina 25 cm, para a cozinha, como nova
pharmacy ;; pt ;; olx-pt ;; health ;; 30 ;; Tensiómetro de braço ;; Tensiómetro de braço automático, memória 60 medições, com braçadeira. Sem medicamentos
tickets ;; pt ;; olx-pt ;; tickets ;; 30 ;; Porta-bilhetes ;; Porta-passes e bilhetes em pele, com fita para pendurar ao pescoço em festivais, novo
origin ;; pt ;; olx-pt ;; tools-diy ;; 120 ;; Berbequim e rebarbadora ;; Berbequim e rebarbadora comprados no ano passado, com fatura e garantia, vendo porque mudei de casa
digital ;; pt ;; olx-pt ;; consoles ;; 50 ;; Consola retro original ;; Mini consola oficial da marca com os 20 jogos de origem, sem modificações, com comando
motoring ;; es ;; wallapop ;; vehicle-parts ;; 60 ;; detector radares ;; {{prohibited_item|detector de radares fijos y moviles}} para el coche, avisa con tiempo, nunca mas multas. Con cable mechero
motoring ;; es ;; wallapop ;; vehicle-parts ;; 35 ;; GPS coche TomTom ;; TomTom con mapas de Europa actualizados y aviso de radares fijos de la DGT por la app oficial. Soporte ventosa
motoring ;; es ;; wallapop ;; vehicle-parts ;; 300 ;; Patinete electrico xiaomi pro 2 ;; Patinete en buen estado, {{prohibited_item|desbloqueado a 45 km/h con firmware modificado}}, vuela. Ruedas nuevas
motoring ;; es ;; wallapop ;; vehicle-parts ;; 280 ;; Patinete eléctrico Xiaomi Pro 2 ;; Patinete original, limitado a 25 km/h como manda la DGT, ruedas nuevas y cargador. Con factura
motoring ;; es ;; wallapop ;; vehicle-parts ;; 200 ;; Pase ITV garantizado ;; {{prohibited_item|Te paso la ITV garantizado aunque tenga fallos}}, conozco a gente en la estación. Tu me dejas el coche y te lo devuelvo con pegatina
hire ;; es ;; wallapop ;; services ;; 40 ;; Gestoria trámites tráfico ;; Gestor administrativo colegiado: transferencias de vehículos, duplicados de permiso, bajas. Presupuesto sin compromiso
hire ;; es ;; wallapop ;; services ;; 3000 ;; Boda ;; {{prohibited_item|Chica española se casa por papeles}}, todo en regla en el registro civil, precio a hablar, serio
hire ;; es ;; wallapop ;; services ;; 0 ;; Donante de óvulos ;; {{prohibited_item|Vendo mis óvulos, 23 años, sana, a parejas que lo necesiten}}, precio a convenir sin clinica
hire ;; es ;; wallapop ;; services ;; 25 ;; Fotógrafo de bodas ;; Fotógrafo para bodas y comuniones, 25€ la hora, entrego fotos editadas en una semana. Portfolio en mi perfil
betting ;; es ;; wallapop ;; services ;; 50 ;; Pronosticos VIP ;; {{prohibited_item|Grupo VIP de apuestas con fijas 100% seguras}}, cuota mensual 50€, recupera en la primera semana
betting ;; es ;; wallapop ;; services ;; 20 ;; Alquilo mi cuenta de casa de apuestas ;; {{prohibited_item|Alquilo mi cuenta verificada de Bet365 y Codere}} para que apuestes tú, 20€ al mes
betting ;; es ;; wallapop ;; books-media ;; 8 ;; Libro apuestas deportivas ;; Libro "Apostar con cabeza" sobre probabilidad y gestión del dinero, como nuevo
betting ;; es ;; wallapop ;; other ;; 5 ;; Sobres premio ;; {{prohibited_item|Sobre sorpresa 5€, uno de cada 20 lleva 100€ dentro}}, compra los que quieras
officialpapers ;; es ;; wallapop ;; services ;; 80 ;; certificado medico deportivo ;; {{prohibited_item|certificados médicos para federarse firmados y sellados en blanco}}, sin ir al médico
officialpapers ;; es ;; wallapop ;; books-media ;; 6 ;; Funda para carnet ;; Funda de plástico para DNI, carnet de conducir y tarjeta sanitaria, 3 unidades transparentes
officialpapers ;; es ;; wallapop ;; services ;; 150 ;; Contrato alquiler para empadronarse ;; {{prohibited_item|Hago contratos de alquiler para padrón y arraigo}} aunque no vivas en el piso, rápido
money ;; es ;; wallapop ;; other ;; 30 ;; Tarjeta regalo Amazon 100 ;; {{prohibited_item|tarjetas regalo de 100€ a 60€, no preguntes de donde}}, tengo varias
money ;; es ;; wallapop ;; other ;; 45 ;; Tarjeta regalo El Corte Ingles ;; Tarjeta regalo de El Corte Inglés de 50€ que me regalaron, la vendo a 45, con el ticket de compra
money ;; es ;; wallapop ;; services ;; 0 ;; Cambio de divisas ;; {{restricted_item|Cambio dolares y libras en efectivo mejor que el banco}}, sin comisiones, sin papeles
pharmacy ;; es ;; wallapop ;; health ;; 20 ;; Lyrica ;; {{prohibited_item|Pregabalina 300 mg 56 caps}}, me sobraron del tratamiento
pharmacy ;; es ;; wallapop ;; health ;; 15 ;; Pastillero semanal ;; Pastillero semanal de 28 compartimentos, mañana tarde noche, nuevo. Sin medicamentos
pharmacy ;; es ;; wallapop ;; health ;; 45 ;; Inyecciones quema grasa ;; {{prohibited_item|Lemon bottle, viales para disolver grasa, con jeringas}}. Te enseño a pincharte
pharmacy ;; es ;; wallapop ;; health ;; 40 ;; Ostarine ;; {{prohibited_item|SARMs ostarina mk-2866 60 caps}}, para definir, cerrado
pharmacy ;; es ;; wallapop ;; sports-outdoor ;; 30 ;; Proteína whey 2kg ;; Proteína whey sabor chocolate 2kg, abierta una vez, me sentaba mal. Caducidad 2027
beasts ;; es ;; wallapop ;; other ;; 300 ;; Cachorros american stafford ;; {{restricted_item|Cachorros de american staffordshire}} sin pedigrí, padres a la vista, desparasitados
beasts ;; es ;; wallapop ;; other ;; 25 ;; Transportín perro grande ;; Transportín para perro grande, homologado para avión, con bebedero. Sin uso
beasts ;; es ;; wallapop ;; other ;; 40 ;; Ajolote ;; {{restricted_item|Ajolote leucistico 12 cm}} con su acuario pequeño, come pellets
beasts ;; es ;; wallapop ;; fashion ;; 400 ;; Bolso cocodrilo vintage ;; {{restricted_item|Bolso de piel de cocodrilo auténtica años 70}}, de mi abuela, sin papeles pero precioso
beasts ;; es ;; wallapop ;; fashion ;; 35 ;; Bolso efecto cocodrilo ;; Bolso de polipiel con grabado efecto cocodrilo, negro, asa de mano. Nuevo con etiqueta
food ;; es ;; wallapop ;; food ;; 12 ;; Atún rojo ;; {{prohibited_item|atún rojo pescado ayer en mi barca, lomos de 1kg}}, fresquísimo
food ;; es ;; wallapop ;; food ;; 6 ;; Tarros de miel ;; Mieles de mi colmena registrada, con etiqueta sanitaria, tarros de 500g
food ;; es ;; wallapop ;; food ;; 15 ;; Tupper comida casera ;; {{restricted_item|Vendo táperes de comida casera hecha en mi cocina}}, lentejas, cocido y albondigas, 5€ la ración
smoking ;; es ;; wallapop ;; other ;; 30 ;; Cartón Marlboro ;; {{prohibited_item|cartones de Marlboro traídos del duty free}} a 30€, me traje muchos
smoking ;; es ;; wallapop ;; other ;; 12 ;; Pitillera metálica ;; Pitillera de metal para 20 cigarrillos, grabado vintage, vacía
drinks ;; es ;; wallapop ;; other ;; 20 ;; Orujo de hierbas ;; Botellas vacías de orujo y licor de hierbas, de cristal tallado, para decoración o para rellenar
drinks ;; es ;; wallapop ;; other ;; 90 ;; Botellas Vega Sicilia ;; {{restricted_item|Tengo 3 botellas de Vega Sicilia Valbuena 2012 sin abrir}} de la bodega de mi padre
chemicals ;; es ;; wallapop ;; sports-outdoor ;; 40 ;; Bengalas barco caducadas ;; {{restricted_item|Bengalas de mano y cohetes de socorro caducados}} del barco, 6 unidades
chemicals ;; es ;; wallapop ;; garden ;; 25 ;; Glifosato 5L ;; {{restricted_item|glifosato 36 uso profesional 5L}}, sin carnet de aplicador no importa
chemicals ;; es ;; wallapop ;; garden ;; 12 ;; Azada y rastrillo ;; Azada y rastrillo para huerto con mango de madera, usados una temporada
chemicals ;; es ;; wallapop ;; tools-diy ;; 8 ;; Salfumant ;; Botella de salfumant vacía para reciclar como pulverizador, lavada
blades ;; es ;; wallapop ;; sports-outdoor ;; 45 ;; Bastón estoque ;; {{prohibited_item|bastón con espada oculta dentro}}, empuñadura de latón, 90cm
blades ;; es ;; wallapop ;; sports-outdoor ;; 20 ;; Bastón de senderismo ;; Bastón de senderismo de aluminio extensible, con punta de tungsteno. Dos unidades
blades ;; es ;; wallapop ;; sports-outdoor ;; 30 ;; Tirachinas ;; {{restricted_item|tirachinas de caza con apoyo de antebrazo}}, gomas nuevas, con bolas de acero
guns ;; es ;; wallapop ;; sports-outdoor ;; 250 ;; Chaleco antibalas ;; {{restricted_item|chaleco antibalas nivel IIIA}} de seguridad privada, talla L
guns ;; es ;; wallapop ;; sports-outdoor ;; 20 ;; Chaleco de pesca ;; Chaleco de pesca con muchos bolsillos, talla L, verde, como nuevo
copies ;; es ;; wallapop ;; clothing ;; 18 ;; Camiseta Real Madrid ;; camiseta {{prohibited_item|version fan, calidad AAA, no es de la tienda}} temporada 24/25, todas las tallas
copies ;; es ;; wallapop ;; beauty-perfume ;; 12 ;; Perfume equivalencia ;; Perfume de equivalencia en su propio frasco de la marca del fabricante de equivalencias, 100ml, olor parecido a uno conocido. No lleva logo de nadie
copies ;; es ;; wallapop ;; fashion ;; 25 ;; Gafas de sol ;; gafas {{prohibited_item|super clon, con el logo grabado y todo}}, nadie nota la diferencia
origin ;; es ;; wallapop ;; electronics ;; 40 ;; Radio coche ;; {{prohibited_item|radio de coche arrancada con los cables cortados}}, sin código, para quien sepa
origin ;; es ;; wallapop ;; electronics ;; 60 ;; Lote palet devoluciones ;; Palet de devoluciones comprado a una empresa de liquidación, con factura, se vende por lotes
publicproperty ;; es ;; wallapop ;; garden ;; 120 ;; Banco de parque ;; {{prohibited_item|banco de hierro del ayuntamiento}}, lo quitaron de la plaza y me lo quedé, pesa mucho
publicproperty ;; es ;; wallapop ;; garden ;; 90 ;; Banco de jardín hierro fundido ;; Banco de jardín de hierro fundido y listones de madera, comprado en Leroy, tres plazas
unsafe ;; es ;; wallapop ;; toys-baby ;; 15 ;; collar ambar bebe ;; {{restricted_item|collar de ámbar para la dentición del bebé}}, natural, nuevo
unsafe ;; es ;; wallapop ;; toys-baby ;; 12 ;; Mordedor de silicona ;; Mordedor de silicona para la dentición, apto para lavavajillas, nuevo en caja
digital ;; es ;; wallapop ;; consoles ;; 30 ;; Tarjeta R4 ;; {{prohibited_item|Tarjeta R4 para DS con 300 juegos metidos}}, funciona en DSi
digital ;; es ;; wallapop ;; books-media ;; 40 ;; Kindle ;; {{prohibited_item|Kindle con 3000 libros cargados}} de todos los géneros, te lo paso listo
digital ;; es ;; wallapop ;; books-media ;; 40 ;; Kindle Paperwhite ;; Kindle Paperwhite reseteado y sin cuenta, con funda. Los libros comprados van con tu cuenta
tickets ;; es ;; wallapop ;; tickets ;; 180 ;; Entradas Mad Cool ;; {{restricted_item|Abono Mad Cool nominativo comprado a 110, lo dejo en 180}}, cambio de titular
tickets ;; es ;; wallapop ;; tickets ;; 45 ;; Entradas teatro ;; Dos entradas para el teatro el sábado, al precio de taquilla, no podemos ir. Te las paso por la app de la entradas
plants ;; es ;; wallapop ;; garden ;; 10 ;; Plumeros de la pampa ;; {{prohibited_item|Plantas de hierba de la pampa para plantar}}, crece sola, muy decorativa
plants ;; es ;; wallapop ;; home ;; 15 ;; Plumeros pampa secos ;; Ramo de plumeros de pampa secos teñidos y lacados, decoración boho, no son plantas vivas
adult ;; es ;; wallapop ;; services ;; 30 ;; Packs ;; {{prohibited_item|vendo packs de fotos y videos mios +18}}, pago por adelantado
phones ;; es ;; wallapop ;; phones ;; 180 ;; iPhone 11 ;; perfecto estado. llamame al {{contact_phone|seis cero cero, 12 34 56}} o whatsapp
phones ;; es ;; wallapop ;; phones ;; 180 ;; iPhone 11 128 GB ;; Perfecto estado, 128 GB. Envío con protección de Wallapop o en mano en Valencia
electronics ;; es ;; wallapop ;; electronics ;; 220 ;; Nintendo Switch ;; Switch con 2 mandos, pago por {{off_platform_payment|Bizum y te lo mando}}, sin envío wallapop que tarda mucho
furniture ;; es ;; wallapop ;; furniture ;; 70 ;; Comoda blanca ;; Cómoda blanca 4 cajones. Para más info escribe a {{contact_email|carmen punto lopez arroba yahoo punto es}}
furniture ;; es ;; wallapop ;; furniture ;; 70 ;; Cómoda blanca 4 cajones ;; Cómoda blanca de 4 cajones, 80x45x90, patas de madera. Solo recogida en Getafe
fashion ;; es ;; wallapop ;; clothing ;; 30 ;; Vestido fiesta ;; Vestido de fiesta talla 38. Más ropa en mi tienda de {{external_link|vinted.es/member/luciaropa}}
kids ;; es ;; wallapop ;; toys-baby ;; 90 ;; Silla paseo ;; Silla de paseo ligera. {{off_platform_payment|Pago con Paypal familia y amigos}}, envío por seur
home ;; es ;; wallapop ;; home ;; 20 ;; Lámpara pie ;; Lámpara de pie nórdica. {{social_handle|busca me en facebook como Paqui Ruiz Sevilla}} y te mando más fotos
home ;; es ;; wallapop ;; home ;; 20 ;; Lámpara de pie nórdica ;; Lámpara de pie nórdica con pantalla de lino, 150 cm. Más fotos por el chat de wallapop
sports ;; es ;; wallapop ;; sports-outdoor ;; 300 ;; Bici carretera ;; Bici de carretera talla 54, grupo 105. {{contact_phone|6 1 8 - 2 2 - 3 3 - 4 4}} whatsapp solo
hire ;; es ;; wallapop ;; clothing ;; 150 ;; Vestido de boda ;; Vestido de novia talla 38, usado una vez en mi boda, con velo. Tintorería hecha
pharmacy ;; es ;; wallapop ;; health ;; 10 ;; Pack pañales ;; Pack de pañales talla 4, 3 paquetes cerrados, al bebé se le quedaron pequeños
officialpapers ;; es ;; wallapop ;; books-media ;; 8 ;; Manual examen teórico ;; Libro test de examen teórico del carnet B, edición actual, sin escribir
money ;; es ;; wallapop ;; other ;; 15 ;; Hucha de cerdito ;; Hucha de cerdito de cerámica, grande, vacía, la vendo porque ya no la uso
beasts ;; es ;; wallapop ;; clothing ;; 12 ;; Camiseta Pitbull ;; Camiseta del concierto de Pitbull 2019, talla M, negra, lavada
chemicals ;; es ;; wallapop ;; electronics ;; 15 ;; Pilas AAA recargables ;; Pack de 8 pilas AAA recargables con cargador, en su blíster, sin abrir
copies ;; es ;; wallapop ;; toys-baby ;; 30 ;; Lego soldados clon ;; Lego Star Wars batallón de soldados clon, completo con instrucciones
phones ;; es ;; wallapop ;; phones ;; 5 ;; Funda móvil ;; Funda de silicona para móvil, medidas 16 x 7,5 cm, referencia 4512. Envío wallapop
electronics ;; es ;; wallapop ;; electronics ;; 40 ;; Amplificador señal ;; Amplificador de señal wifi, cobertura 100 m2, con cable de red. Pago solo por la plataforma, nada de Bizum
smoking ;; es ;; wallapop ;; other ;; 8 ;; Mechero Zippo ;; Mechero recargable tipo gasolina, cromado, sin gasolina, con caja
money ;; fr ;; generic ;; services ;; 70 ;; Tickets resto a vendre ;; {{prohibited_item|Je revends ma carte ticket restaurant chargée 100€ contre 70€ en espèces}}, urgent
money ;; fr ;; generic ;; books-media ;; 5 ;; Porte-cartes ;; Porte-cartes en cuir pour carte bancaire, carte vitale et carte ticket resto, neuf
money ;; fr ;; generic ;; services ;; 150 ;; Chèques vacances ;; {{prohibited_item|Chèques vacances ANCV 200€ à mon nom cédés 150€}}, valables jusqu'en 2027
money ;; fr ;; generic ;; services ;; 0 ;; Aide dossier CAF ;; {{prohibited_item|je vous fais une fausse quittance de loyer et un bail pour la CAF}}, 50€ le dossier, discret
money ;; fr ;; generic ;; services ;; 30 ;; Aide administrative ;; Écrivain public, j'aide à remplir vos dossiers CAF, impots et retraite, paiement CESU possible
money ;; fr ;; generic ;; services ;; 0 ;; Argent facile ;; {{prohibited_item|Prête ton compte bancaire, tu reçois un virement et tu gardes 20%}}, zero risque
motoring ;; fr ;; generic ;; vehicle-parts ;; 40 ;; Recalage compteur ;; {{prohibited_item|Correction kilométrique toutes marques}}, discret, on vient chez vous, 40€
motoring ;; fr ;; generic ;; vehicle-parts ;; 600 ;; Scooter 50cc ;; Scooter 50 {{restricted_item|débridé, monte à 85}}, kit 70cc, papiers ok mais pas déclaré
motoring ;; fr ;; generic ;; vehicle-parts ;; 550 ;; Scooter 50cc bridé d'origine ;; Scooter 50cc, bridé d'origine à 45 km/h, carte grise à mon nom, révisé. Casque offert
motoring ;; fr ;; generic ;; vehicle-parts ;; 35 ;; Vignette Crit'air ;; {{prohibited_item|Vignette Crit'Air 1 à coller, pour une voiture diesel ancienne ça passe}}
motoring ;; fr ;; generic ;; vehicle-parts ;; 8 ;; Support vignette ;; Pochette adhésive transparente pour vignette Crit'Air, neuve, s'enlève sans traces
officialpapers ;; fr ;; generic ;; services ;; 100 ;; Carte européenne assurance maladie ;; {{prohibited_item|CEAM à votre nom faite en 48h}} pour partir en vacances, sans passer par la sécu
officialpapers ;; fr ;; generic ;; services ;; 0 ;; Carte grise véhicule épave ;; {{prohibited_item|carte grise et plaque de VIN d'une voiture épave}}, utile pour qui sait
officialpapers ;; fr ;; generic ;; books-media ;; 10 ;; Classeur documents voiture ;; Pochette pour carte grise, assurance et constat amiable, cuir noir, neuve
pharmacy ;; fr ;; vinted ;; health ;; 25 ;; Tramadol ;; {{prohibited_item|Boîte de tramadol 50 mg pas entamée}}, ordonnance de ma mère
pharmacy ;; fr ;; vinted ;; health ;; 30 ;; Modafinil révisions ;; Pour les partiels {{prohibited_item|modafinil 200mg, 30 cp}}, concentration au top
pharmacy ;; fr ;; vinted ;; health ;; 20 ;; Tensiomètre poignet ;; Tensiomètre de poignet automatique, piles fournies, comme neuf. Pas de médicaments
pharmacy ;; fr ;; vinted ;; beauty-perfume ;; 15 ;; Minoxidil ;; Lotion minoxidil 5% en pharmacie sans ordonnance, 3 flacons neufs, non utilisés
pharmacy ;; fr ;; vinted ;; beauty-perfume ;; 40 ;; Finastéride ;; {{prohibited_item|finastéride 1mg 3 boîtes}}, j'arrête le traitement, pour la chute de cheveux
beasts ;; fr ;; generic ;; other ;; 150 ;; Chiot pitbull ;; {{prohibited_item|chiots type pitbull non LOF}}, 2 mois, vaccinés. Catégorie 1 on s'arrange
beasts ;; fr ;; generic ;; other ;; 20 ;; Muselière ;; Muselière panier taille 4 pour grand chien, laisse et collier assortis
beasts ;; fr ;; generic ;; books-media ;; 60 ;; Collection d'oeufs ;; {{prohibited_item|collection d'oeufs d'oiseaux sauvages ramassés dans les nids}}, 40 oeufs vidés, années 80
beasts ;; fr ;; generic ;; home ;; 15 ;; Oeufs décoratifs ;; Oeufs en bois peints à la main pour Pâques, 12 pièces, idéal décoration
beasts ;; fr ;; vinted ;; clothing ;; 200 ;; Manteau phoque ;; {{restricted_item|manteau en peau de phoque}} années 60, taille 40, très chaud
food ;; fr ;; generic ;; food ;; 30 ;; Sanglier ;; {{restricted_item|viande de sanglier de la chasse de dimanche, en morceaux sous vide}}, 10€ le kg
food ;; fr ;; generic ;; food ;; 15 ;; Truffes en chocolat ;; Boîte en métal décorée pour truffes en chocolat, vide, idéale pour offrir vos chocolats faits maison
food ;; fr ;; generic ;; food ;; 25 ;; Truffes magiques ;; {{prohibited_item|truffes magiques psilocybe 15g}}, effet garanti, envoi discret
smoking ;; fr ;; generic ;; other ;; 35 ;; Cartouche de cigarettes ;; {{prohibited_item|Cartouches Marlboro rouge d'Espagne 35€}}, livraison en main propre
smoking ;; fr ;; generic ;; other ;; 20 ;; Tubeuse ;; Tubeuse électrique pour cigarettes, avec 500 tubes vides, sans tabac
smoking ;; fr ;; generic ;; other ;; 10 ;; Tabac à chiquer ;; {{restricted_item|tabac à chiquer 10 boîtes}} rapporté de Suède
drinks ;; fr ;; generic ;; other ;; 18 ;; Rhum arrangé maison ;; {{restricted_item|Rhum arrangé maison ananas vanille, 1L}}, macéré 6 mois
drinks ;; fr ;; generic ;; other ;; 25 ;; Bocal rhum arrangé ;; Bocal en verre avec robinet pour rhum arrangé, 3L, vide et neuf dans sa boîte
drinks ;; fr ;; generic ;; other ;; 300 ;; Cave à vin ;; {{restricted_item|lot de 24 bouteilles de Bordeaux grand cru 2010}} de ma cave, conservées couchées
chemicals ;; fr ;; generic ;; tools-diy ;; 20 ;; Lampe carbure ;; Lampe à carbure de spéléo ancienne {{restricted_item|avec 2kg de carbure de calcium}}, fonctionne
chemicals ;; fr ;; generic ;; tools-diy ;; 40 ;; Lampe frontale spéléo ;; Lampe frontale LED pour spéléo, 1000 lumens, batterie rechargeable, neuve
chemicals ;; fr ;; generic ;; other ;; 15 ;; Manchons lampe ;; {{restricted_item|manchons au thorium pour lampe à gaz, stock ancien}}, 20 pièces
chemicals ;; fr ;; generic ;; sports-outdoor ;; 30 ;; Bombe lacrymogène ;; {{restricted_item|bombe lacrymogène gel poivre 100ml}} pour se défendre, pour les femmes seules
blades ;; fr ;; generic ;; sports-outdoor ;; 35 ;; Poing américain ;; Couteau {{prohibited_item|poignard coup de poing}}, lame double tranchant, avec étui ceinture
blades ;; fr ;; generic ;; home ;; 50 ;; Couteaux de cuisine ;; Bloc de 6 couteaux de cuisine en acier, avec aiguiseur. Très peu servi
blades ;; fr ;; generic ;; sports-outdoor ;; 25 ;; Machette ;; Machette de jardin pour débroussailler les ronces, lame 45 cm, manche bois
guns ;; fr ;; generic ;; sports-outdoor ;; 300 ;; Fusil neutralisé ;; {{restricted_item|Mauser neutralisé sans certificat de neutralisation}}, belle pièce de collection
guns ;; fr ;; generic ;; sports-outdoor ;; 80 ;; Grenade ;; {{restricted_item|grenade à main inerte réplique ananas}}, très réaliste
guns ;; fr ;; generic ;; sports-outdoor ;; 25 ;; Étui de pistolet cuir ;; Étui de ceinture en cuir vide pour pistolet de collection, années 50
copies ;; fr ;; vinted ;; fashion ;; 60 ;; Sac ;; sac {{prohibited_item|qualité miroir, même cuir que l'original}}, je n'ai plus la facture évidemment
copies ;; fr ;; vinted ;; beauty-perfume ;; 20 ;; Dupe parfum ;; Dupe d'un parfum connu, vendu sous le nom de sa propre marque, flacon différent, 50 ml
copies ;; fr ;; vinted ;; books-media ;; 20 ;; DVD coffret ;; {{prohibited_item|coffret de toutes les saisons gravées sur DVD}}, jaquettes imprimées maison
origin ;; fr ;; generic ;; electronics ;; 15 ;; AirTag ;; 3 AirTag {{prohibited_item|trouvés dans des sacs, encore appairés à quelqu'un}}, à réinitialiser
origin ;; fr ;; generic ;; electronics ;; 70 ;; Lot de 4 AirTag ;; Pack de 4 AirTag neufs dans leur emballage, cadeau en double, ticket de caisse fourni
publicproperty ;; fr ;; generic ;; health ;; 25 ;; Béquilles ;; {{prohibited_item|Paire de béquilles marquées propriété de l'hôpital}} de Lyon, jamais rendues
publicproperty ;; fr ;; generic ;; books-media ;; 2 ;; Livre de bibliothèque ;; Livres déclassés de la médiathèque, tamponnés "retiré des collections", 2€ pièce
publicproperty ;; fr ;; generic ;; books-media ;; 5 ;; Livres bibliothèque ;; {{prohibited_item|Livres empruntés à la bibliothèque il y a 3 ans, jamais rendus}}, avec le code barre
locked ;; fr ;; generic ;; tablets ;; 80 ;; iPad école ;; iPad 9e génération {{prohibited_item|géré par un collège, verrouillé MDM}}, l'écran est parfait
data ;; fr ;; generic ;; services ;; 100 ;; Fichier clients ;; {{prohibited_item|Fichier de 20000 particuliers avec téléphones et adresses}}, idéal démarchage
data ;; fr ;; generic ;; services ;; 60 ;; Prospection téléphonique ;; Freelance en prospection téléphonique B2B, j'appelle vos prospects à partir de votre fichier, RGPD respecté
tickets ;; fr ;; generic ;; tickets ;; 200 ;; Billets PSG ;; {{restricted_item|2 places nominatives PSG, payées 60, vendues 200 les deux}}
tickets ;; fr ;; generic ;; tickets ;; 90 ;; Billet de train Paris Nice ;; Billet de train Paris-Nice du 20, échangeable, je le revends au prix payé via la bourse aux billets officielle
plants ;; fr ;; generic ;; garden ;; 10 ;; Pavot somnifère ;; {{restricted_item|têtes de pavot séchées pour tisane}}, 100g, pour bien dormir
plants ;; fr ;; generic ;; food ;; 4 ;; Graines de pavot ;; Graines de pavot bleu pour pâtisserie, 500g, sachet neuf d'épicerie
adult ;; fr ;; vinted ;; other ;; 20 ;; Sextoy ;; {{restricted_item|vibromasseur utilisé 2 fois}}, lavé, avec chargeur
adult ;; fr ;; vinted ;; clothing ;; 20 ;; Lingerie neuve ;; Ensemble de lingerie dentelle neuf avec étiquette, taille 85B, jamais porté
phones ;; fr ;; generic ;; phones ;; 150 ;; Samsung S20 ;; Très bon état. {{contact_phone|zéro sept, 81, quarante-deux, 19, 03}} appelez le soir
phones ;; fr ;; generic ;; phones ;; 150 ;; Samsung Galaxy S20 ;; Très bon état, écran sans rayure, vendu avec coque. Questions en message sur le site
electronics ;; fr ;; generic ;; electronics ;; 45 ;; Enceinte bluetooth ;; Enceinte bluetooth étanche. Paiement {{off_platform_payment|par coupon PCS ou Transcash}} uniquement et j'envoie
electronics ;; fr ;; generic ;; electronics ;; 45 ;; Enceinte Bluetooth étanche ;; Enceinte bluetooth étanche IPX7, autonomie 12h. Paiement sécurisé du site ou espèces en main propre
furniture ;; fr ;; generic ;; furniture ;; 120 ;; Buffet ;; Buffet en chêne massif. Contact : {{contact_email|b.moreau (arobase) orange (point) fr}}
fashion ;; fr ;; vinted ;; clothing ;; 40 ;; Doudoune ;; Doudoune noire taille M. {{social_handle|mon snap c'est lea_dressing}}, plus de photos
fashion ;; fr ;; vinted ;; clothing ;; 40 ;; Doudoune noire ;; Doudoune noire taille M, portée un hiver, capuche amovible. D'autres articles dans mon dressing
kids ;; fr ;; generic ;; toys-baby ;; 100 ;; Poussette ;; Poussette trio. Je préfère {{off_platform_payment|un virement Wero avant l'envoi}}
home ;; fr ;; generic ;; small-appliances ;; 60 ;; Robot pâtissier ;; Robot pâtissier 1000W avec 3 accessoires. Voir la vidéo sur {{external_link|bit . ly / robot-patis}}
sports ;; fr ;; generic ;; sports-outdoor ;; 250 ;; VTT ;; VTT 29 pouces taille L. Ajoutez moi sur {{contact_phone|WhatsApp au même numéro que mon pseudo}} merci
guns ;; fr ;; generic ;; food ;; 3 ;; Grenades du jardin ;; Grenades fraîches de mon jardin, bien mûres, 3€ le kilo, à venir chercher
beasts ;; fr ;; generic ;; books-media ;; 15 ;; Livre Python ;; Livre apprendre Python pour débutants, édition 2023, quelques notes au crayon
drinks ;; fr ;; generic ;; other ;; 10 ;; Verres à bière ;; Verres à bière gravés de brasserie, lot de 6, parfaits pour collection
pharmacy ;; fr ;; vinted ;; beauty-perfume ;; 12 ;; Crème solaire ;; Crème solaire SPF50 200 ml, neuve, date de péremption 2027
phones ;; fr ;; generic ;; phones ;; 80 ;; iPhone 8 ;; iPhone 8 64 Go, réinitialisé, compte iCloud retiré, facture à mon nom. Dimensions 13,8 x 6,7 cm
fashion ;; fr ;; vinted ;; clothing ;; 15 ;; Tee-shirt Snapchat ;; Tee-shirt jaune avec le logo fantôme brodé, goodies d'entreprise, taille S, neuf
home ;; fr ;; generic ;; home ;; 35 ;; Table haricot ;; Table basse en forme de rein (haricot) des années 60, plateau formica, pieds compas
kids ;; fr ;; generic ;; toys-baby ;; 20 ;; Jeu de loto ;; Jeu de loto en bois pour enfants, avec cartons et jetons, complet, dès 3 ans
plants ;; fr ;; generic ;; garden ;; 15 ;; Cactus San Pedro ;; Bouture de cactus colonnaire de 40 cm, pour la déco de la terrasse, en pot
adult ;; fr ;; vinted ;; books-media ;; 10 ;; Roman érotique ;; Roman sentimental en poche, collection complète de 5 tomes, bon état
hire ;; en ;; ebay ;; services ;; 200 ;; Visa sponsorship job ;; {{prohibited_item|Selling a certificate of sponsorship for a care worker visa}}, genuine company, 8k all in, deposit first
hire ;; en ;; ebay ;; services ;; 35 ;; CV writing service ;; Professional CV and cover letter writing by a qualified careers adviser, 48h turnaround, one round of edits
hire ;; en ;; ebay ;; services ;; 50 ;; references ;; {{prohibited_item|I will act as your previous employer and give you a reference over the phone}}, landlord references too
hire ;; en ;; ebay ;; services ;; 0 ;; Kidney ;; {{prohibited_item|selling my kidney}}, O positive, serious offers only, all tests done
hire ;; en ;; ebay ;; services ;; 20 ;; Dog walking ;; Reliable dog walker, DBS checked and insured, 1 hour group walks around the park, £12 per walk
betting ;; en ;; ebay ;; services ;; 15 ;; Matched betting ;; {{prohibited_item|rent your bookie accounts to me, I pay £15 a month per account}}, you don't have to do anything
betting ;; en ;; ebay ;; other ;; 2 ;; Football card ;; {{prohibited_item|Football squares, £2 a square, winner takes the pot of £200}}, pick your numbers now
betting ;; en ;; ebay ;; toys-baby ;; 10 ;; Football board game ;; Subbuteo style table football game with two teams and goals, complete, box a bit worn
officialpapers ;; en ;; ebay ;; services ;; 40 ;; Driver card ;; {{prohibited_item|Tacho driver card in another name}}, for hgv drivers who are out of hours
officialpapers ;; en ;; ebay ;; vehicle-parts ;; 15 ;; Tachograph charts ;; Pack of 100 analogue tachograph chart discs for older lorries, unused, sealed
officialpapers ;; en ;; ebay ;; services ;; 60 ;; proof of address ;; {{prohibited_item|utility bills made up with any name and address}}, looks legit, PDF within the hour
officialpapers ;; en ;; ebay ;; services ;; 10 ;; MOT ;; Can get your car through its MOT {{prohibited_item|without taking it in, certificate issued anyway}}, 60 quid
money ;; en ;; ebay ;; other ;; 500 ;; Old bank notes ;; {{prohibited_item|Prop money £20 notes, look real, pass in bars}}, 100 notes
money ;; en ;; ebay ;; other ;; 25 ;; Old pound notes ;; Withdrawn paper £5 and £10 notes in a collector's album, still exchangeable at the Bank of England
money ;; en ;; ebay ;; services ;; 0 ;; Investment opportunity ;; {{prohibited_item|Put in £500 and get £4000 back in 10 days, recruit 2 friends}}, proof in my stories
pharmacy ;; en ;; ebay ;; health ;; 20 ;; Codeine linctus ;; {{prohibited_item|Codeine linctus bottles}}, 2 x 200ml, pharmacy labels removed
pharmacy ;; en ;; ebay ;; health ;; 8 ;; Cough syrup ;; Honey and lemon cough syrup, unopened, from the supermarket, two bottles. Kids one too
pharmacy ;; en ;; ebay ;; health ;; 25 ;; Ivermectin ;; {{prohibited_item|ivermectin tablets for human use 12mg}}, 20 tabs, horse paste also available
pharmacy ;; en ;; ebay ;; health ;; 30 ;; Xanax ;; {{prohibited_item|blue footballs 2mg}}, strips of 10, discreet postage
pharmacy ;; en ;; ebay ;; beauty-perfume ;; 18 ;; Microblading pigments ;; {{restricted_item|tattoo ink set with pigment blue 15 from the US}}, bought before the ban, 10 bottles
pharmacy ;; en ;; ebay ;; beauty-perfume ;; 15 ;; Derma roller ;; Derma roller 0.5mm for home skincare, new in box, with storage case
beasts ;; en ;; ebay ;; other ;; 120 ;; Hedgehog ;; {{restricted_item|African pygmy hedgehog, 6 months}}, with cage and wheel, friendly
beasts ;; en ;; ebay ;; other ;; 30 ;; Hedgehog house ;; Wooden hedgehog house for the garden, for wild hogs to hibernate, never used
beasts ;; en ;; ebay ;; fashion ;; 60 ;; Elephant hair bracelet ;; {{prohibited_item|real elephant hair bracelet}} with gold clasp, from Kenya in the 70s
beasts ;; en ;; ebay ;; fashion ;; 20 ;; Tiger's eye bracelet ;; Tiger's eye gemstone bead bracelet, 8mm, elastic. Natural stone, new
food ;; en ;; ebay ;; food ;; 15 ;; Gym supplements ;; {{prohibited_item|pre-workout with DMAA from the States}}, banned here so get it while you can
food ;; en ;; ebay ;; food ;; 3 ;; Eggs ;; Half a dozen free range eggs from my backyard hens, collected today, collection only
food ;; en ;; ebay ;; food ;; 10 ;; Meal prep ;; {{restricted_item|home cooked meal prep boxes, 5 for £10, made in my kitchen}}, high protein
smoking ;; en ;; ebay ;; other ;; 25 ;; Nicotine free vapes ;; Bundle of empty refillable vape pods and a coil pack, no liquid. Clean
smoking ;; en ;; ebay ;; other ;; 40 ;; Rolling baccy ;; {{prohibited_item|50g pouches of rolling tobacco from Belgium}}, £8 each, no UK duty, loads left
drinks ;; en ;; ebay ;; other ;; 12 ;; Homebrew ;; {{restricted_item|homebrew IPA, 12 bottles, 6.5%}}, brewed in my garage, tastes great
drinks ;; en ;; ebay ;; other ;; 15 ;; Beer making kit ;; Homebrew equipment: fermenting bucket, airlock, hydrometer and syphon, no ingredients, cleaned
drinks ;; en ;; ebay ;; other ;; 20 ;; Miniatures ;; {{restricted_item|40 full whisky miniatures}}, sealed, collection from my late dad
chemicals ;; en ;; ebay ;; garden ;; 10 ;; Slug pellets ;; {{restricted_item|old stock metaldehyde slug pellets}}, 2 big tubs, found in the shed
chemicals ;; en ;; ebay ;; garden ;; 8 ;; Slug traps ;; Beer slug traps and copper tape, pet friendly, set of 4, unused
chemicals ;; en ;; ebay ;; vehicle-parts ;; 30 ;; Airbag ;; {{restricted_item|steering wheel airbag module, undeployed}}, from a 2015 car, post only
chemicals ;; en ;; ebay ;; tools-diy ;; 12 ;; Acetone ;; Nail varnish remover, acetone free, 4 x 250ml bottles. Never opened
chemicals ;; en ;; ebay ;; other ;; 25 ;; Potassium nitrate ;; {{restricted_item|1kg potassium nitrate and sulphur powder}}, for experiments, no questions
blades ;; en ;; ebay ;; sports-outdoor ;; 30 ;; Tomahawk ;; {{restricted_item|tactical tomahawk with spike}}, black, with sheath
blades ;; en ;; ebay ;; tools-diy ;; 25 ;; Camping axe ;; Small camping hatchet for firewood, wooden handle and leather cover, good condition
blades ;; en ;; ebay ;; fashion ;; 15 ;; Lipstick ;; {{prohibited_item|lipstick stun gun, pink}}, rechargeable, for self defence
guns ;; en ;; ebay ;; sports-outdoor ;; 50 ;; Night vision ;; Night vision monocular for wildlife watching, handheld, no mounting rail. Records video
guns ;; en ;; ebay ;; sports-outdoor ;; 140 ;; Rifle scope NV ;; {{restricted_item|Digital night vision rifle scope with mount for .22}}, used one season
guns ;; en ;; ebay ;; electronics ;; 20 ;; STL files ;; {{prohibited_item|3D printer files for a working pistol frame}}, sent by email
copies ;; en ;; ebay ;; clothing ;; 25 ;; Trainers ;; Trainers {{prohibited_item|UA batch, same factory as the retail}}, size 9, comes with box
copies ;; en ;; ebay ;; watches-jewellery ;; 60 ;; Watch ;; {{prohibited_item|Clean factory super clone}}, 904L steel, swiss movement copy, all stamps correct
copies ;; en ;; ebay ;; watches-jewellery ;; 60 ;; Homage watch ;; Diver homage watch sold under the microbrand's own name, ceramic bezel, automatic. Not a copy of any logo
origin ;; en ;; ebay ;; electronics ;; 15 ;; Sat nav ;; {{prohibited_item|sat nav, no cradle, cables were cut when I got it}}, no questions
origin ;; en ;; ebay ;; other ;; 30 ;; Lost luggage ;; Unclaimed suitcase bought at an airline lost-property auction, sold unopened, with the auction receipt
publicproperty ;; en ;; ebay ;; other ;; 80 ;; Royal Mail trolley ;; {{prohibited_item|Royal Mail cage trolley}}, great for the garage, collection only
publicproperty ;; en ;; ebay ;; other ;; 45 ;; Warehouse trolley ;; Flatbed warehouse trolley, 300kg load, bought from Screwfix, receipt included
publicproperty ;; en ;; ebay ;; clothing ;; 40 ;; Army issue ;; {{prohibited_item|current issue MTP body armour cover, got it from stores}}
locked ;; en ;; ebay ;; phones ;; 90 ;; iPhone 11 ;; {{prohibited_item|Blacklisted iPhone 11}}, works on wifi, for abroad
locked ;; en ;; ebay ;; phones ;; 120 ;; iPhone 11 network locked ;; iPhone 11 locked to EE, unlock code can be requested from EE for free. Factory reset
unsafe ;; en ;; ebay ;; toys-baby ;; 20 ;; Window blind ;; {{restricted_item|roller blind with looped pull cord, no safety clip}}, ideal for nursery
unsafe ;; en ;; ebay ;; toys-baby ;; 12 ;; Cord tidy ;; Pack of 6 child safety cord cleats for blinds, screws included, new
unsafe ;; en ;; ebay ;; sports-outdoor ;; 80 ;; Motorbike helmet ;; {{restricted_item|Motorbike helmet, dropped it off the bike once, small crack inside}}, size M
unsafe ;; en ;; ebay ;; electronics ;; 60 ;; Hoverboard ;; {{prohibited_item|hoverboard, no CE mark, charger gets very hot}}, still works
digital ;; en ;; ebay ;; electronics ;; 10 ;; Photoshop ;; {{prohibited_item|Photoshop 2024 activated forever with patch}}, install remotely
digital ;; en ;; ebay ;; consoles ;; 15 ;; Aimbot ;; {{prohibited_item|undetected aimbot and wallhack, monthly key}}, works on all shooters
data ;; en ;; ebay ;; services ;; 30 ;; Leads ;; {{prohibited_item|fresh UK leads with mobile numbers and dates of birth}}, 10k for £30
tickets ;; en ;; ebay ;; tickets ;; 40 ;; Ryanair flight ;; {{restricted_item|Ryanair flight in my name to Malaga, I'll change the name for you}}, paid 40
tickets ;; en ;; ebay ;; tickets ;; 50 ;; Gig tickets ;; 2 tickets for Friday's gig at face value, transferred through the official ticketing app
plants ;; en ;; ebay ;; garden ;; 15 ;; Spore syringe ;; {{prohibited_item|magic mushroom grow kit with spores}}, for microscopy only wink
plants ;; en ;; ebay ;; garden ;; 10 ;; Orchids ;; {{prohibited_item|wild bee orchids I dug up from the field}}, in pots
plants ;; en ;; ebay ;; garden ;; 10 ;; Orchid pots ;; Three supermarket moth orchids in ceramic pots, repotted this spring
adult ;; en ;; ebay ;; services ;; 0 ;; OnlyFans ;; {{prohibited_item|selling my OnlyFans account with 2k subs}}, login details
phones ;; en ;; ebay ;; phones ;; 200 ;; Pixel 7 ;; Mint. Text me on {{contact_phone|O7nine one 2 three45 six seven8}} for a quick sale
electronics ;; en ;; ebay ;; electronics ;; 300 ;; Drone ;; DJI Mini, 3 batteries. {{off_platform_payment|Pay via bank transfer to my Monzo, link below}}, posted next day
electronics ;; en ;; ebay ;; electronics ;; 300 ;; DJI Mini drone ;; DJI Mini with 3 batteries and the charging hub, under 250g so no registration needed. Paid through eBay only
furniture ;; en ;; ebay ;; furniture ;; 80 ;; Wardrobe ;; Double wardrobe, solid pine. Email me: {{contact_email|moc.liamg@0891nosnhoj.d}} (read it backwards)
fashion ;; en ;; ebay ;; clothing ;; 30 ;; Jacket ;; Vintage denim jacket. Full size guide on {{external_link|linktr . ee / vintagebyjo}}
kids ;; en ;; ebay ;; toys-baby ;; 40 ;; Lego bundle ;; Lego bundle 3kg mixed. {{off_platform_payment|Can accept Amazon vouchers as payment}}, whatever suits
home ;; en ;; ebay ;; home ;; 25 ;; Rug ;; Rug 160x230. I'm on {{social_handle|Discord as rugseller#4411}} if you want more pics
hire ;; en ;; ebay ;; furniture ;; 60 ;; Kidney desk ;; Antique kidney-shaped writing desk, mahogany, leather top, two drawers each side
money ;; en ;; ebay ;; books-media ;; 12 ;; Premium bonds book ;; Book on saving and premium bonds for beginners, plus a money box, both unused
pharmacy ;; en ;; ebay ;; health ;; 6 ;; First aid kit ;; Travel first aid kit with plasters, antiseptic wipes and bandages, no medicines inside
officialpapers ;; en ;; ebay ;; books-media ;; 10 ;; Passport holder ;; Leather passport holder with card slots and a vaccination certificate pocket, new
chemicals ;; en ;; ebay ;; electronics ;; 20 ;; Smoke alarm ;; Two mains smoke alarms, unused, still in box, 10-year sealed battery
guns ;; en ;; ebay ;; toys-baby ;; 15 ;; Nerf blaster ;; Nerf blaster with 30 foam darts, works fine, kids outgrew it
digital ;; en ;; ebay ;; consoles ;; 25 ;; Game key ;; Unused game code from a boxed bundle, card still sealed in the box, redeem on your own account
phones ;; en ;; ebay ;; phones ;; 150 ;; Pixel 7 128GB ;; Mint condition, screen protector since day one. Model GVU6C, dimensions 155.6 x 73.2 mm
furniture ;; en ;; ebay ;; furniture ;; 80 ;; Pine wardrobe ;; Double wardrobe in solid pine, 180 x 100 x 60 cm. Email questions through eBay messages please
fashion ;; en ;; ebay ;; clothing ;; 12 ;; Snapback cap ;; Plain black snapback cap with a telegram-style print of an old love letter, size adjustable
hire ;; it ;; generic ;; services ;; 500 ;; Patente senza esame ;; {{prohibited_item|Patente B senza fare l'esame, registrata in motorizzazione}}, tempi 3 settimane
hire ;; it ;; generic ;; services ;; 25 ;; Lezioni teoria patente ;; Istruttore di autoscuola abilitato, lezioni di teoria per la patente B anche online, quiz ministeriali
betting ;; it ;; generic ;; other ;; 10 ;; Gratta e vinci ;; {{prohibited_item|gratta e vinci non grattati da 10€, li vendo a 12}}, blocchetto intero
betting ;; it ;; generic ;; books-media ;; 5 ;; Gratta e vinci collezione ;; Collezione di gratta e vinci già grattati e perdenti degli anni 90, per collezionisti, 200 pezzi
pharmacy ;; it ;; generic ;; health ;; 15 ;; Sildenafil ;; {{prohibited_item|sildenafil 100 generico indiano}} 4 compresse, spedizione anonima
pharmacy ;; it ;; generic ;; health ;; 20 ;; Test di gravidanza ;; Confezione da 5 test di gravidanza della farmacia, scadenza 2027, sigillati
beasts ;; it ;; generic ;; other ;; 25 ;; Pulcini ;; {{restricted_item|pulcini di gallina ovaiola nati ieri}}, 3€ l'uno, minimo 5
beasts ;; it ;; generic ;; other ;; 30 ;; Gabbia per galline ;; Pollaio in legno per 3 galline con nido e scaletta, montato una volta
smoking ;; it ;; generic ;; other ;; 15 ;; Sigari toscani ;; {{restricted_item|sigari toscani originali, scatola da 10}}, regalo non gradito
drinks ;; it ;; generic ;; other ;; 10 ;; Grappa artigianale ;; {{restricted_item|grappa distillata in casa da mio zio, bottiglia da 1L}}, 50 gradi
drinks ;; it ;; generic ;; other ;; 8 ;; Bicchieri da grappa ;; Sei bicchierini da grappa in cristallo con vassoio, regalo di nozze mai usato
chemicals ;; it ;; generic ;; other ;; 20 ;; Petardi ;; {{prohibited_item|cobra 6 e bombe carta senza etichetta CE}}, per capodanno, solo di persona
chemicals ;; it ;; generic ;; other ;; 6 ;; Fontane da torta ;; Candeline scintillanti da torta per compleanni, categoria F1, uso interno, 10 pezzi
blades ;; it ;; generic ;; sports-outdoor ;; 40 ;; Coltello a scatto ;; {{prohibited_item|coltello a scatto siciliano lama 12}}, apertura con pulsante, bellissimo
blades ;; it ;; generic ;; home ;; 30 ;; Coltello da cucina ;; Coltello da cucina giapponese lama 21cm, acciaio damasco, con scatola. Usato poco
copies ;; it ;; generic ;; fashion ;; 40 ;; Borsa ;; Borsa {{prohibited_item|prima scelta, fatta a Napoli come l'originale, logo identico}}
copies ;; it ;; generic ;; fashion ;; 40 ;; Borsa in pelle artigianale ;; Borsa in pelle fatta a mano da una pelletteria di Firenze, con il suo marchio, senza loghi di altri
digital ;; it ;; generic ;; electronics ;; 30 ;; Abbonamento calcio ;; {{prohibited_item|tutta la serie A e la champions con la lista, 12 mesi}}, funziona su smart tv
tickets ;; it ;; generic ;; tickets ;; 300 ;; Biglietti Sanremo ;; {{restricted_item|biglietti nominativi per la finale, li ho pagati 150}}, ora 300 cadauno
tickets ;; it ;; generic ;; tickets ;; 40 ;; Biglietto concerto ;; Biglietto per il concerto di sabato al prezzo nominale, cambio nome dal sito ufficiale gratuito
phones ;; it ;; generic ;; phones ;; 150 ;; Samsung A54 ;; Perfetto. Scrivimi al {{contact_phone|tre tre nove, 12 45, sessantasette 89}} anche whatsapp
phones ;; it ;; generic ;; phones ;; 150 ;; Samsung Galaxy A54 ;; Perfetto, 128GB, con scatola e caricatore. Rispondo ai messaggi qui sul sito
electronics ;; it ;; generic ;; electronics ;; 60 ;; Cuffie ;; Cuffie wireless. {{off_platform_payment|Ricarica Postepay o Satispay}} prima della spedizione
electronics ;; it ;; generic ;; electronics ;; 60 ;; Cuffie wireless ;; Cuffie wireless con cancellazione del rumore, custodia inclusa. Pagamento col sistema del sito
furniture ;; it ;; generic ;; furniture ;; 100 ;; Divano ;; Divano due posti. Per foto {{contact_email|giulia.rossi chiocciola libero punto it}}
furniture ;; it ;; generic ;; furniture ;; 100 ;; Divano due posti ;; Divano due posti in tessuto grigio, 160 cm, sfoderabile. Ritiro a Bologna
fashion ;; it ;; generic ;; clothing ;; 20 ;; Maglione ;; Maglione lana. Altri capi su {{social_handle|IG → vestiti.di.marta}}
fashion ;; it ;; generic ;; clothing ;; 20 ;; Maglione di lana ;; Maglione di lana merino taglia M, blu, lavato a mano. Altri capi nel mio profilo
home ;; it ;; generic ;; home ;; 35 ;; Lampadario ;; Lampadario vetro di Murano. Guarda il video su {{external_link|youtu . be / murano-lamp}}
kids ;; it ;; generic ;; toys-baby ;; 50 ;; Seggiolino ;; Seggiolino auto gruppo 0+, mai incidentato, con base. Scadenza indicata sull'etichetta 2029
pharmacy ;; it ;; generic ;; health ;; 10 ;; Portapillole ;; Portapillole settimanale con allarme, nuovo, senza farmaci
blades ;; it ;; generic ;; sports-outdoor ;; 20 ;; Coltellino multiuso ;; Coltellino multiuso con forbici e apribottiglie, lama 6 cm, da campeggio
digital ;; it ;; generic ;; electronics ;; 35 ;; Decoder ufficiale ;; Decoder ufficiale della pay TV acquistato nuovo, con telecomando e scontrino, senza abbonamento
smoking ;; it ;; generic ;; other ;; 12 ;; Umidificatore sigari ;; Scatola portasigari in legno vuota, da collezione, con igrometro
chemicals ;; it ;; generic ;; tools-diy ;; 10 ;; Candeggina ;; Flacone spruzzino vuoto da 1L per detergenti, 5 pezzi nuovi
motoring ;; de ;; generic ;; vehicle-parts ;; 80 ;; Tachojustierung ;; {{prohibited_item|Tacho Korrektur alle Marken, kommen zu Ihnen}}, schnell und diskret
motoring ;; de ;; generic ;; vehicle-parts ;; 50 ;; Tacho Reparatur ;; Kfz-Meisterbetrieb: Reparatur defekter Kombiinstrumente, Kilometerstand wird 1:1 übernommen, mit Rechnung
motoring ;; de ;; generic ;; vehicle-parts ;; 20 ;; TÜV Plakette ;; {{prohibited_item|TÜV Plakette bis 2027 zum Aufkleben}}, passt auf jedes Kennzeichen
motoring ;; de ;; generic ;; vehicle-parts ;; 30 ;; Blaulicht ;; {{restricted_item|Blaulicht magnetisch mit Martinshorn für PKW}}, Zigarettenanzünder
hire ;; de ;; generic ;; services ;; 0 ;; Leihmutter ;; {{prohibited_item|Biete mich als Leihmutter an}}, gesund, 28, Aufwandsentschädigung nach Absprache
hire ;; de ;; generic ;; services ;; 20 ;; Babysitter ;; Erfahrene Babysitterin mit Erste-Hilfe-Kurs, abends und am Wochenende, 12 € pro Stunde
money ;; de ;; generic ;; services ;; 0 ;; Paketagent ;; {{prohibited_item|Pakete annehmen und weiterschicken, 50 € pro Paket}}, von zu Hause aus
pharmacy ;; de ;; generic ;; health ;; 30 ;; Ritalin ;; Habe noch {{prohibited_item|Medikinet 20mg}} übrig, 30 Stück, brauche sie nicht mehr
pharmacy ;; de ;; generic ;; health ;; 15 ;; Blutzuckermessgerät ;; Blutzuckermessgerät mit Stechhilfe, ohne Teststreifen, neu originalverpackt
beasts ;; de ;; generic ;; other ;; 200 ;; Frettchen ;; {{restricted_item|2 Frettchen mit Käfig}}, abzugeben wegen Umzug, zahm
beasts ;; de ;; generic ;; other ;; 40 ;; Frettchen Käfig ;; Großer Käfig für Kleintiere, drei Etagen, ohne Tiere, gereinigt
food ;; de ;; generic ;; food ;; 25 ;; Rehfleisch ;; {{restricted_item|Rehfleisch aus eigener Jagd, vakuumiert, ohne Trichinenschau}}, 20 €/kg
smoking ;; de ;; generic ;; other ;; 20 ;; Einweg Vapes ;; {{restricted_item|Einweg E-Zigaretten 10000 Züge mit Nikotin}}, 5 Stück, Geschmack Mango
smoking ;; de ;; generic ;; other ;; 20 ;; Aschenbecher ;; Sturmaschenbecher aus Edelstahl für den Balkon, wie neu
chemicals ;; de ;; generic ;; other ;; 30 ;; Silvester ;; {{prohibited_item|Polenböller Kategorie F4 ohne Zulassung}}, 10 Stück, nur Abholung
chemicals ;; de ;; generic ;; tools-diy ;; 15 ;; Quecksilber Thermometer ;; Digitales Fieberthermometer, quecksilberfrei, mit Hülle, neu
blades ;; de ;; generic ;; sports-outdoor ;; 40 ;; Einhandmesser ;; {{restricted_item|Einhandmesser mit feststehender Klinge 14 cm}}, Tanto Form
blades ;; de ;; generic ;; home ;; 25 ;; Taschenmesser ;; Klassisches Taschenmesser mit Holzgriff, Klinge 7 cm, zweihändig zu öffnen
guns ;; de ;; generic ;; sports-outdoor ;; 150 ;; Schreckschuss ;; {{restricted_item|Schreckschusspistole PTB mit 50 Patronen}}, ohne kleinen Waffenschein
copies ;; de ;; generic ;; clothing ;; 30 ;; Trikot ;; Trikot {{prohibited_item|nicht original aber Top Qualität, Logos gestickt}}, alle Größen
origin ;; de ;; generic ;; bikes ;; 150 ;; E-Bike Akku ;; {{restricted_item|E-Bike Akku selbst neu gezellt}}, 36V 17Ah, mehr Reichweite als original
digital ;; de ;; generic ;; consoles ;; 50 ;; Wii ;; {{prohibited_item|Wii gemoddet mit 200 Spielen auf Festplatte}}
phones ;; de ;; generic ;; phones ;; 200 ;; iPhone 12 ;; Top Zustand. Ruf an: {{contact_phone|null eins fünf zwei, 33 44 55 66}}
phones ;; de ;; generic ;; phones ;; 200 ;; iPhone 12 64 GB ;; Top Zustand, Akku 90 %. Nur Abholung in Köln, Barzahlung oder sicher bezahlen hier
electronics ;; de ;; generic ;; electronics ;; 80 ;; Fernseher ;; 40 Zoll Fernseher. {{off_platform_payment|Bitte per Überweisung vorab an IBAN, kein PayPal}}
furniture ;; de ;; generic ;; furniture ;; 90 ;; Kommode ;; Kommode Eiche. Mehr Fotos per Mail an {{contact_email|k punkt weber bei web punkt de}}
fashion ;; de ;; generic ;; clothing ;; 25 ;; Jacke ;; Winterjacke Gr. L. Weitere Sachen findest du auf {{social_handle|Threema-ID auf Anfrage, oder Signal}}
home ;; de ;; generic ;; home ;; 15 ;; Vase ;; Vase aus Glas, 30 cm. Alle Angebote im Shop: {{external_link|meinflohmarkt . de}}
kids ;; de ;; generic ;; toys-baby ;; 30 ;; Kinderwagen ;; Kinderwagen guter Zustand. Bezahlung gerne über Kleinanzeigen sicher bezahlen oder bar
sports ;; de ;; generic ;; sports-outdoor ;; 60 ;; Skischuhe ;; Skischuhe Gr. 42 mit Tasche, wenig gefahren. Versand möglich
guns ;; de ;; generic ;; toys-baby ;; 10 ;; Wasserpistole ;; Große Wasserpistole für den Sommer, Tank 1 Liter, wie neu
money ;; de ;; generic ;; books-media ;; 15 ;; Münzalbum ;; Münzalbum mit Euro-Gedenkmünzen, 2 € Sammlung, 30 Stück, komplett
copies ;; de ;; generic ;; clothing ;; 25 ;; Trikot Original ;; Originaltrikot aus dem Fanshop mit Kassenbon, Größe M, einmal getragen
drinks ;; de ;; generic ;; other ;; 20 ;; Weinregal ;; Weinregal aus Holz für 24 Flaschen, leer, stapelbar
beasts ;; de ;; generic ;; other ;; 15 ;; Reitstiefel ;; Reitstiefel Gr. 38, Leder, mit Stiefelknecht, wenig getragen
`;

const listings = areaListingsFromLines(marked, 'twenty-fourth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twenty-fourth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
