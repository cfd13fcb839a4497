import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twenty-fifth.json: a twenty-fifth labelled set for issue 19, written by hand on
 * 2026-11-29 by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no
 * rule code, lexicon or brand table, no README rules table and no earlier set's listing records — only the twenty-third
 * and twenty-fourth writers' headers and split, the line parser (`areaListingsFromLines`), `balancedSplit`'s signature, the
 * scorer (evasion-quality.ts) and the contract's flag codes and profiles.
 * 432 listings (one listing weighs under 0.5 point of a part): PT 89, ES 89, FR 89, EN 96, IT 35, DE 34; 201 clean (47 %),
 * 231 with a problem (232 labels: prohibited item 137, restricted item 51, off-site payment 11, phone 11, social 10,
 * e-mail 6, link 6; first label's kind: item 188, payment 11, phone 10, social 10, email 6, link 6). Areas (28, named
 * afresh by what a listing is for rather than by either earlier list): gigs (services, jobs and schemes offered), prizes
 * (draws, bets and gambling methods), lending (loans, guarantors, accounts), docs (papers and certificates), remedies
 * (medicines, health claims, body products), fauna (live animals, wildlife, animal products and animal-harm devices),
 * kitchen (food), nicotine (tobacco, vaping, cannabis), liquor, substances (hazardous), defence (weapons, their parts and
 * ammunition), lookalikes (counterfeits and the means to pass one off), provenance (stolen or unexplained goods),
 * stateowned (public and official property), lockouts (locked devices), safety (recalled and unsafe goods), software
 * (digital goods), privacy (personal data), admission (tickets and passes), flora (plants and seeds), intimate (adult),
 * motors (devices that cheat a vehicle check or a camera), covert (devices sold to spy, jam or cheat a meter), and
 * ordinary goods (gadgets, wardrobe, household, nursery, leisure) where contact or payment is moved off the site.
 * Problems chosen by purpose as well as by name, from clauses neither earlier header names: sitting a theory exam in
 * someone's place, fake reviews, bought followers, a starter-kit-and-recruit scheme, usury loans against a car, erasing a
 * credit-register entry, a paid guarantor's payslip, a loan "fee up front", sold pre-verified business accounts, a money
 * mule job, a company address farm, a bot that books and resells public appointments (NIE, préfecture, DVSA tests), an
 * earpiece for exam answers, carrying sealed parcels abroad, laundering winning lottery tickets, premium bonds resold,
 * a casino-bonus method, a draw for a watch or a console by tickets, sick notes and fit notes, a school-leaving
 * certificate, a degree and a baccalauréat in one's name, a clean criminal-record certificate, a construction-site card
 * without the test, a fitness-for-work-at-height certificate without a visit, a pet passport with a rabies shot never
 * given, council-tax letters as proof of address; sibutramine slimming pills, insulin and Wegovy pens left over, breast
 * milk, chlorine dioxide (MMS) "cures autism", fish amoxicillin for people, prescribed test strips resold, abortion pills
 * "to bring periods back", colloidal silver instead of chemotherapy, worn coloured contact lenses, synthetic urine for a
 * drug test, high-dose melatonin, a morning-after pill, home botox vials, growth hormone; wild-caught goldfinches, fighting
 * cocks, stud service, glass eels, a wild tortoise, a grey parrot without CITES papers, glue traps, a shock collar and a
 * prong collar, live feeder crickets, tortoiseshell, mink, sea urchins, date mussels, raw red coral, a road-kill owl
 * mounted, a great-white tooth, XL bully puppies "kept quiet", a royal python, dwarf rabbits; wild mushrooms, raw-milk
 * cheese, home-made baby food, hash brownies, protein bars past use-by; snus, 50 mg nicotine liquids, THC cartridges,
 * Terea sticks, a glass bong, disposable puffs banned in France, untaxed cigarettes and shisha tobacco, "souvenir"
 * cannabis seeds; medronho, pacharán, poitín, home-distilled absinthe, alcohol delivered to minors; asbestos sheets,
 * liquid mercury, black powder, ammonium nitrate, loose salvaged 18650 cells, pull-pin smoke grenades, sodium chlorate,
 * paraquat, sodium metal, Italian "cobra" and Polish bangers; a crossbow, shurikens, a pneumatic speargun, a solvent-trap
 * kit "you know what for", a spiked cat-ear keyring and a spiked kubotan, 9 mm rounds, a compound bow with broadheads, an
 * air-rifle spring over the legal limit, a pistol crossbow, a blackjack, an unregistered pistol and an unlicensed shotgun
 * buried in a house-clearance list; counterfeits said as "same factory as the original", "made in Turkey / Putian /
 * Prato / Antalya", "not from the shop obviously", AirPods that "show as genuine", loose authenticity cards, NFC tags,
 * holograms and labels, empty luxury boxes to repackage; tools "before the owner turns up", wheels "taken last night",
 * a bike with a D-lock on it, a filed e-bike frame, railway copper, branded site radios; a street sign, a stop sign, a
 * manhole cover, road-works cones, an NHS wheelchair, a current Guardia Civil uniform; an Apple Watch and an iPhone with
 * another's activation lock, a firmware-locked MacBook, an FRP-locked Galaxy, a school-managed iPad; an inclined sleeper,
 * water beads, a cot bumper, a baby walker, uncertified chargers; shared paid courses, 10,000 e-books, Canva/Office
 * invitations, V-bucks from carded accounts, a Pezzotto IPTV list, a KMS activator; a gym's member list, ID selfies for
 * KYC, an ex's nude photos, owner details from a number plate; a student travel pass, a nominative season ski pass, a
 * nominative Roland-Garros ticket above face value, duplicated QR cinema tickets; Carpobrotus, Cabomba and parrot's
 * feather, datura seeds "to travel", giant hogweed seeds, an Apulian olive tree without plant passport; worn socks to
 * order, a sugar-daddy arrangement, a "naturist massage with finish", a girlfriend experience; an airbag simulator for
 * the inspection, an anti-radar plate spray, a remote flip-up plate, a keyless relay box; a GPS tracker "on your wife's
 * car", a hidden camera for holiday-let guests, a water-meter magnet, a GPS jammer for a company van, a phone and wifi
 * jammer, a voice changer to call a bank as someone else. Contact moved off the site by a PT number in "meia" and tens,
 * a number with the letters O and l for digits, "ring seven seven double oh nine", an ES number in words and tens, a FR
 * number in pairs and one half emoji, an IT number with dots between digits, a DE number half in words, "zap", "wasap";
 * e-mails "na gmail" in words, "arroba … punto", "(arobase) … (pt)", "dot … at … dot co dot uk", "chiocciola", "punkt …
 * bei"; links to a YouTube channel by domain, a Milanuncios shop, a spaced domain, a QR code in the last photo, "subito
 * punto it", "kleinanzeigen punkt de slash"; Instagram by "procura no insta", "estou mais no insta", "DM sur insta =>",
 * Telegram, Snap, TikTok, a Facebook Marketplace name; payment off the site by MB WAY, an IBAN for the reservation,
 * paysafecard codes, Bizum, Western Union, Wero or Lydia for a discount, Wise, "PayPal gift", Revolut, Postepay or
 * Satispay, N26 in advance, and an English listing paid "por Bizum".
 * Hard negatives in the same words for every problem kind: driving-theory lessons, a social-media manager, a kitchen job
 * with a contract, a finance book, a translator, a health-book cover, green tea, an insulin cool bag, a Medela pump, a bird
 * guide and a canary cage, a mushroom recipe book, a tobacco tin, medronho bottles empty, fibre-cement-free roof panels, a
 * digital thermometer, an archery target, a ninja costume, an unbranded diver, a Hilti kit with invoice, hand-painted
 * street-sign tiles, a reset Apple Watch, a Fisher-Price bouncer, an Excel DVD, a leather contact book, a pass holder,
 * rosemary cuttings, new socks, a genuine steering-wheel airbag from a licensed breaker, a luggage tracker, an outdoor
 * camera with its notice, a glue gun in a moving-out list; a registered gestoría, TFG writing lessons,
 * an Instagram photographer, a bingo cage, a finance book, penal-record help with one's own certificate, a diploma frame,
 * water tablets, aquarium conditioner, a glucometer, a terrarium, a GPS dog collar, an acetate comb, a cheese press, a 510
 * battery, an IQOS case, dried sloes, metal polish, worm humus, fins and goggles, a shotgun cleaning kit, a Loewe bag with
 * invoice, unbranded white sneakers, wheels with invoice, a decorative stop sign, a police costume, a formatted MacBook,
 * Play-Doh, a reset Kindle, a ski-pass holder, Anubias, a sugar-daddy novel, headlamp cleaner, a car charger; an ANTS
 * helper paid by CESU, code lessons, a parcel minder, a girls' clothes box with no draw, a mortgage broker, a Vitale-card
 * case, bac past papers, pregnancy tests, a silver face spray, a lens case, a parrot cage, humane mouse traps, faux fur,
 * glass jars, a blown-glass vase, an absinthe fountain, an 18650 storage box, vinegar weed-killer, foam nunchaku, a plush
 * cat keyring, spent 9 mm cases, a canvas holdall, a Chanel bottle with receipt, an e-bike with invoice and engraving,
 * cast-iron stepping stones, a reset Galaxy, a sleeping bag, a boxed Office, a Roland-Garros ticket through the official
 * resale, a nursery olive tree, a physio's sports massage, a short homologated plate holder, a wifi repeater, a
 * clearance list with a Manufrance poster; an ADI's mock test, a chemistry tutor, a licensed virtual office, a sample-sale
 * queuer, raffle books, a budgeting book, a blue-badge holder, a CSCS revision book, a sharps bin, home drug tests for
 * parents, a sleep mask, bully-stick chews, a vivarium, a ceramic owl, a brownie tin, protein bars in date, hemp bird
 * seed, a whisky decanter, an enamel sign, a kids' chemistry set, a kids' archery set, a keyring torch, a target stand, a
 * jumper with receipt, sealed AirPods with receipt, a bike with its lock and keys, football cones, a private wheelchair,
 * a reset iPad, a static activity centre, a UKCA charger, a Fortnite gift card, genealogy from public records, an Odeon
 * gift card, wildflower seeds, a TV box set, a Faraday pouch, a toy voice changer, a toy cap gun in a clearance list; a
 * skipper's theory lessons, old lottery tickets, a car-document folder, a botox-effect serum, farmed mussels, a resin
 * coral necklace, a silver cigarette case, cake fountains, a dartboard, a Prato maker's bag, invoiced cable, a reset Fire
 * stick; a traffic psychologist, a children's lotto, a pet-passport sleeve, creatine, a harness, a rabbit hutch, an empty
 * shisha, F1 table fireworks, trekking poles, a Moncler with invoice, a Makita radio with invoice, an empty USB stick; and
 * for contact and payment, "só pelo chat", "nao dou numero", tracking and reference numbers, "vi no insta", "from my snap
 * but I sell here", "tiktok video", "no hago bizum", payment on hand-over or through the site, a serial-label QR code.
 * Label policy (a careful moderator of a general European marketplace): contact, links and payment moved off the site are
 * labelled where they are asked for; cash at a hand-over, the site's own payment and "message me here" are clean.
 * Services that cheat an exam, an authority, a bank, an employer or a public queue, fake reviews and bought followers,
 * recruitment schemes, usury and advance-fee loans, money mules, address farms, accounts sold, lotteries and draws run by
 * a seller and gambling methods, forged or bought papers, prescription-only medicines and body products (breast milk,
 * insulin, GLP-1 pens, botulinum toxin, growth hormone, abortion pills), prescribed supplies resold, medicines sold with a
 * cure claim or for another use, drug-test cheats, wild-caught protected birds and reptiles, CITES species without
 * papers, animals bred to fight, glass eels and date mussels, products with cannabis (THC) or untaxed tobacco, snus and
 * over-limit nicotine, banned disposables, asbestos, mercury, black powder, banned pesticides, illegal fireworks,
 * shurikens, spiked knuckle-type keyrings and kubotans, live ammunition, silencer kits, over-limit air rifles,
 * blackjacks, unregistered firearms, switchblades and butterfly knives, counterfeits said in any way and the means to
 * pass one off, goods of stolen or unexplained origin and public property, locked devices, recalled goods, pirated and
 * stolen digital goods, personal data and intimate images, personal passes and duplicated tickets, EU-listed invasive
 * species, sexual services, and devices sold to cheat a check, spy on someone, jam signals or steal a car are
 * prohibited; ghost-written coursework, high-dose melatonin, the morning-after pill, worn lenses, stud service, shock and
 * prong collars, glue traps, live feeders, mink, shark tooth, raw coral, home-picked sea urchins and mushrooms, raw-milk
 * and home-made food, food past its use-by date, Terea sticks, bongs, cannabis seeds, home-made spirits, alcohol offered to
 * minors, ammonium nitrate, loose lithium cells, sodium metal, smoke grenades, crossbows, spearguns, compound bows,
 * nunchaku, datura and Carpobrotus, an olive tree without plant passport, worn socks, a baby walker, a cot bumper, water
 * beads, uncertified chargers, a deactivated rifle without certificate, a shotgun without licence in a house clearance, a
 * blank revolver without its red cap, nominative tickets and season passes are restricted (the scorer meets either item
 * code).
 * Borderline decisions, stated: ghost-written coursework restricted (as the earlier headers ranked a ghost-written thesis)
 * while the TFG "you hand in as yours" is the same and restricted too; the morning-after pill restricted (over the
 * counter in most markets, not a resale item); high-dose melatonin restricted (prescription in some countries only); the
 * shotgun "without a permit" in a French house clearance restricted, the unregistered pistol in a Portuguese one
 * prohibited; the XL bully prohibited (a banned breed in the UK without exemption) and the royal python restricted; the
 * mink coat restricted (fur, the profile decides); the tortoiseshell comb prohibited (hawksbill, CITES I) and the raw red
 * coral restricted; Terea sticks restricted (legal tobacco), snus prohibited (banned for sale outside Sweden); the 18650
 * cells restricted (shipping rules), sodium chlorate prohibited (withdrawn weed-killer); nominative passes: a student
 * travel pass prohibited (personal by law), a season ski pass and a named tennis ticket restricted; the "same QR" cinema
 * tickets prohibited (fraud); worn socks restricted (adult, the profile decides); "sugar daddy" prohibited (a paid
 * arrangement); the empty luxury boxes "to repackage" restricted rather than prohibited; a number "in the last photo" is
 * not used here; a WhatsApp asked with the number is labelled as the phone, not a handle.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twenty-fourth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 215 (100 clean, 115 problems: item 94, phone 6, payment 5,
 * social 5, link 3, email 2; 116 labels), holdout 217 (101 clean, 116 problems: item 94, payment 6, social 5, phone 4,
 * email 4, link 3; 116 labels); every language and all 28 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twenty-fifth-listing-set.ts`.
 * First run (2026-11-29, rules as on c095f42, no rule changed, a scratch script calling `evasionQuality` on this file only,
 * `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-45w.ts`): tune part recall 0.64 (74 of 116
 * labels; by kind item 55/95, phone 6/6, payment 5/5, social 4/5, link 3/3, email 1/2), clean listings flagged 0.03 (3 of
 * 100), wrongful rejects 0.00 (0 of 121); holdout part recall 0.66 (76 of 116 labels; by kind item 55/94, payment 6/6,
 * social 4/5, email 4/4, phone 4/4, link 3/3), clean listings flagged 0.08 (8 of 101), wrongful rejects 0.03 (4 of 123).
 * Labelling choices of the writer questioned by the tune part's first-run findings and left as frozen: a shop on another
 * classifieds site given as "search me as <name>" is labelled a link where the rules read a handle; "winner drawn on
 * Facebook live" in a paid draw carries only the item label where the rules also flag a handle.
 */

const marked = `
gigs ;; pt ;; olx-pt ;; servicos ;; 150 ;; Faco o teu exame de codigo por ti ;; Boas, tenho carta ha 12 anos e sei o codigo de cor. {{prohibited_item|Vou ao exame de codigo no teu lugar}}, so precisas de me arranjar o CC emprestado no dia, somos parecidos ou nao, ninguem olha bem. Pagamento metade antes.
gigs ;; pt ;; olx-pt ;; servicos ;; 20 ;; Explicacoes de codigo da estrada ;; Dou explicacoes de codigo a quem vai fazer exame no IMT, com fichas e testes de treino. Sou instrutor certificado, escola em Odivelas. Preco por hora.
gigs ;; pt ;; olx-pt ;; servicos ;; 40 ;; Avaliacoes 5 estrelas no google para o teu negocio ;; Tens restaurante ou loja e poucas avaliacoes? {{prohibited_item|Meto 50 reviews de 5 estrelas no Google com contas diferentes}}, parecem clientes reais, ninguem desconfia. Entrega em 3 dias.
gigs ;; pt ;; olx-pt ;; servicos ;; 35 ;; Gestao de redes sociais para pequenos negocios ;; Faco gestao de Instagram e Facebook de cafes e lojas: fotos, textos, respostas a avaliacoes dos clientes. Relatorio mensal. Recibo verde.
gigs ;; pt ;; olx-pt ;; emprego ;; 0 ;; Ganha 300 euros por dia em casa!!! ;; Trabalho a partir de casa sem experiencia, so precisas de telemovel. {{prohibited_item|Para comecar pagas o kit de inscricao de 49 euros e depois recrutas mais 3 pessoas}} e ganhas comissao de tudo o que eles venderem. Vagas limitadas!!!
gigs ;; pt ;; olx-pt ;; emprego ;; 0 ;; Procura-se ajudante de cozinha part-time ;; Restaurante em Braga procura ajudante de cozinha, 20h semanais, contrato e seguro. Nao e preciso pagar nada, enviar CV pela mensagem do anuncio.
lending ;; pt ;; olx-pt ;; servicos ;; 0 ;; Emprestimo rapido sem perguntas ;; Precisas de dinheiro ate amanha? {{prohibited_item|Empresto de 500 a 5000 euros sem contrato nem banco, devolves com 30 por cento de juro ao mes}}. Aceito carros como garantia. Discricao total.
lending ;; pt ;; olx-pt ;; livros ;; 8 ;; Livro Pai Rico Pai Pobre ;; Livro Pai Rico Pai Pobre em bom estado, algumas paginas sublinhadas a lapis. Fala de investimento e de emprestimos, otimo para comecar a ler sobre financas.
lending ;; pt ;; olx-pt ;; servicos ;; 200 ;; Limpo o teu nome do Banco de Portugal ;; Estas na lista negra do Banco de Portugal e nao consegues credito? {{prohibited_item|Tenho um contacto la dentro que apaga o teu registo da central de responsabilidades}}, em 10 dias tens credito de novo. 200 adiantado.
docs ;; pt ;; olx-pt ;; servicos ;; 60 ;; Baixa medica de 15 dias ;; {{prohibited_item|Passo baixa medica com carimbo de medico verdadeiro}}, serve para o trabalho e para a seguranca social, so dizes as datas. Ja ajudei muita gente, rapido e discreto.
docs ;; pt ;; olx-pt ;; casa ;; 5 ;; Capa para caderneta de saude ;; Capa em pele para o boletim de vacinas ou caderneta de saude das criancas, com bolsos para receitas. Nova, cor azul.
docs ;; pt ;; olx-pt ;; servicos ;; 120 ;; Certificado de habilitacoes 12 ano ;; Precisas do 12 ano para aquela vaga? {{prohibited_item|Faco certificado de habilitacoes com selo da escola, igualzinho ao original}}, com notas que tu escolhes. Entrega em PDF e em papel.
docs ;; pt ;; olx-pt ;; servicos ;; 25 ;; Traducao certificada de documentos ;; Tradutora com cedula, faco traducoes certificadas de certidoes, diplomas e registos criminais para ingles e frances. Orcamento gratis.
remedies ;; pt ;; olx-pt ;; saude ;; 30 ;; Cha emagrecedor chines super forte ;; Capsulas para emagrecer que trouxe da China, {{prohibited_item|tem sibutramina}} por isso tira a fome mesmo, perdi 8 kg num mes. Caixa de 60, nao vendem ca.
remedies ;; pt ;; olx-pt ;; saude ;; 12 ;; Cha verde e gengibre para dieta ;; Cha verde com gengibre biologico, caixa de 40 saquetas, comprado no Celeiro e nao gostei do sabor. Validade 2027.
remedies ;; pt ;; olx-pt ;; saude ;; 40 ;; Canetas de insulina que sobraram ;; O meu pai mudou de tratamento e {{prohibited_item|sobraram 6 canetas de insulina Lantus}}, estao no frigorifico, fechadas. Vendo barato a quem precise.
remedies ;; pt ;; olx-pt ;; saude ;; 15 ;; Estojo termico para insulina ;; Estojo termico para transportar canetas de insulina, com 2 placas de gel. Usado poucas vezes, limpo.
remedies ;; pt ;; olx-pt ;; bebe ;; 25 ;; Leite materno congelado ;; Tenho excesso de producao, {{prohibited_item|vendo leite materno congelado}} em sacos de 150 ml, sou saudavel e nao fumo. Entrego em Coimbra.
remedies ;; pt ;; olx-pt ;; bebe ;; 45 ;; Bomba tira leite Medela ;; Bomba tira leite eletrica Medela Swing, usada 3 meses, pecas que tocam no leite novas. Com caixa e carregador.
fauna ;; pt ;; olx-pt ;; animais ;; 60 ;; Pintassilgos machos bons cantores ;; {{prohibited_item|Pintassilgos apanhados no campo este ano}}, machos, ja cantam bem. Com gaiola se quiser. So entregas em maos, zona de Santarem.
fauna ;; pt ;; olx-pt ;; animais ;; 30 ;; Gaiola para canarios com comedouros ;; Gaiola grande para canarios ou periquitos, com 4 comedouros e banheira. Ligeiros riscos na pintura.
fauna ;; pt ;; olx-pt ;; animais ;; 80 ;; Galos para luta raça india ;; {{prohibited_item|Galos treinados para luta}}, raça india combatente, ja com esporas. Bons de briga, fazem boa figura no rinque.
fauna ;; pt ;; olx-pt ;; animais ;; 150 ;; Cobricao com macho Labrador com LOP ;; {{restricted_item|Macho labrador chocolate para cobricao}}, com LOP e testes de displasia, muito meigo. Valor combinado por ninhada.
fauna ;; pt ;; olx-pt ;; animais ;; 40 ;; Meixao fresco ;; {{prohibited_item|Meixao apanhado no rio Minho esta semana}}, 1 kg, entrego em caixa termica. Quantidade limitada.
fauna ;; pt ;; olx-pt ;; animais ;; 20 ;; Livro Guia das aves de Portugal ;; Guia de campo das aves de Portugal e Europa, com pintassilgos, verdilhoes, estorninhos. Excelente estado, ideal para observacao.
kitchen ;; pt ;; olx-pt ;; alimentacao ;; 15 ;; Cogumelos silvestres apanhados hoje ;; {{restricted_item|Tortulhos e cantarelos apanhados hoje na serra}}, eu e que sei quais sao bons, nunca ninguem ficou mal. Kilo a 15.
kitchen ;; pt ;; olx-pt ;; alimentacao ;; 6 ;; Livro receitas com cogumelos ;; Livro de receitas so com cogumelos, de cultivo e silvestres, com fotos. Como novo.
nicotine ;; pt ;; olx-pt ;; outros ;; 25 ;; Snus sueco varias marcas ;; {{prohibited_item|Latas de snus trazidas da Suecia}}, general e siberia, 10 latas. Nao se vende em Portugal por isso aproveitem.
nicotine ;; pt ;; olx-pt ;; outros ;; 10 ;; Lata de tabaco antiga decorativa ;; Lata antiga de tabaco dos anos 50, vazia, decorativa, boa para colecionadores.
nicotine ;; pt ;; olx-pt ;; outros ;; 30 ;; Liquido vape 50mg sal de nicotina ;; {{prohibited_item|Liquidos de 50 mg de sal de nicotina}} importados dos EUA, 30 ml cada, aqui so deixam ate 20. Varios sabores.
liquor ;; pt ;; olx-pt ;; bebidas ;; 12 ;; Medronho caseiro do Algarve ;; {{restricted_item|Aguardente de medronho feita pelo meu avo}}, garrafa de litro, 48 graus. Da melhor.
liquor ;; pt ;; olx-pt ;; casa ;; 12 ;; Garrafas de vidro vazias de aguardente ;; 6 garrafas de vidro vazias com rolha, eram de aguardente de medronho, lavadas. Boas para licores caseiros.
substances ;; pt ;; olx-pt ;; construcao ;; 50 ;; Placas de fibrocimento usadas ;; Tiramos o telhado do anexo, {{prohibited_item|placas de lusalite antigas com amianto}}, umas 20, quem quiser leva. Sao boas para galinheiro.
substances ;; pt ;; olx-pt ;; construcao ;; 90 ;; Placas de telhado sandwich novas ;; Placas sandwich para telhado, 3 metros, cinzentas, sobraram da obra. Sem amianto, compradas na Leroy com fatura.
substances ;; pt ;; olx-pt ;; outros ;; 70 ;; Mercurio liquido em frasco ;; {{prohibited_item|Frasco com 200 g de mercurio liquido}}, era do meu tio que era dentista. Para experiencias ou colecao.
substances ;; pt ;; olx-pt ;; casa ;; 8 ;; Termometro digital sem mercurio ;; Termometro digital de febre, sem mercurio, com capa. Pilhas novas.
defence ;; pt ;; olx-pt ;; desporto ;; 180 ;; Besta de caca 175 lbs com mira ;; {{restricted_item|Besta de 175 libras}} com mira e 6 virotes, muito potente, atravessa tudo. Pouco usada.
defence ;; pt ;; olx-pt ;; desporto ;; 25 ;; Alvo de espuma para tiro com arco ;; Alvo de espuma 3D para tiro com arco, tamanho medio. Serve para arco recurvo e setas de treino.
defence ;; pt ;; olx-pt ;; outros ;; 15 ;; Estrelas ninja de aco ;; Kit de {{prohibited_item|shurikens de aco afiadas}}, 6 pecas com bolsa, espetam-se bem na madeira. Para colecao.
defence ;; pt ;; olx-pt ;; outros ;; 10 ;; Fato de ninja para carnaval crianca ;; Fato de ninja para crianca de 8 anos, com mascara e estrelas de espuma. Usado num carnaval.
lookalikes ;; pt ;; olx-pt ;; relogios ;; 90 ;; Relogio estilo submariner verde ;; Relogio automatico verde e preto, {{prohibited_item|sai da mesma fabrica que o original, com coroa e tudo gravado}}, so o dono sabe a diferenca. Caixa e papeis incluidos.
lookalikes ;; pt ;; olx-pt ;; relogios ;; 80 ;; Relogio de mergulho sem marca verde ;; Relogio automatico de mergulho verde, marca pequena portuguesa, mostrador liso sem logos de outras marcas. Com garantia da loja.
lookalikes ;; pt ;; olx-pt ;; moda ;; 15 ;; Etiquetas e hologramas para tenis ;; {{prohibited_item|Etiquetas interiores, hologramas e caixas para por em tenis}}, deixam qualquer par igual ao de loja. Varios tamanhos.
provenance ;; pt ;; olx-pt ;; ferramentas ;; 200 ;; Lote de ferramentas Hilti ;; Lote de ferramentas Hilti, berbequim, rebarbadora e martelo. {{prohibited_item|Nao tenho fatura nem pergunto de onde vieram, e levar ja hoje}} antes que apareca o dono, preco para despachar.
provenance ;; pt ;; olx-pt ;; ferramentas ;; 220 ;; Ferramentas Hilti com fatura ;; Berbequim e rebarbadora Hilti, comprados para obra que acabou, com fatura em nome da empresa e garantia ate 2027.
stateowned ;; pt ;; olx-pt ;; colecionismo ;; 45 ;; Placa de rua antiga esmaltada ;; {{prohibited_item|Placa de rua tirada da parede da camara}} ha uns meses, Rua do Almada, esmaltada azul. Pecas destas nao aparecem.
stateowned ;; pt ;; olx-pt ;; colecionismo ;; 25 ;; Placa de rua personalizada ;; Faco placas de azulejo personalizadas estilo placa de rua de Lisboa com o teu nome ou morada da tua casa. Pintadas a mao.
lockouts ;; pt ;; olx-pt ;; telemoveis ;; 150 ;; Apple Watch serie 8 bloqueado ;; Apple Watch serie 8 45mm, {{prohibited_item|tem o bloqueio de ativacao da conta da outra pessoa}}, mas desbloqueia-se numa loja do Martim Moniz. Vendo assim.
lockouts ;; pt ;; olx-pt ;; telemoveis ;; 190 ;; Apple Watch serie 8 desbloqueado e reposto ;; Apple Watch serie 8 45mm, removido da minha conta e reposto de fabrica, com fatura da Worten. Bracelete extra.
safety ;; pt ;; olx-pt ;; bebe ;; 30 ;; Cadeira de dormir inclinada para bebe ;; {{prohibited_item|Cadeira de dormir inclinada Rock n Play da Fisher-Price}}, o bebe dormia la a noite toda. Foi retirada nos EUA mas ca ninguem liga.
safety ;; pt ;; olx-pt ;; bebe ;; 30 ;; Espreguicadeira de bebe Fisher-Price ;; Espreguicadeira com vibracao Fisher-Price, para o bebe estar acordado enquanto fazemos o jantar, nao e para dormir. Lavada.
software ;; pt ;; olx-pt ;; informatica ;; 20 ;; Cursos pagos de trading em pasta Mega ;; {{prohibited_item|Pasta Mega com 40 cursos pagos de trading e marketing}} que custaram milhares, envio link depois de pagar. Atualizada.
software ;; pt ;; olx-pt ;; livros ;; 20 ;; Curso de Excel em DVD original ;; Curso de Excel em DVD original, da editora, com manual. Nunca usado, ainda selado.
privacy ;; pt ;; olx-pt ;; servicos ;; 100 ;; Lista de contactos de clientes de ginasio ;; {{prohibited_item|Tenho a lista de 3000 socios do ginasio onde trabalhei}}, com nomes, telemoveis e emails. Otimo para quem vende suplementos.
admission ;; pt ;; olx-pt ;; bilhetes ;; 30 ;; Passe Navegante estudante deste mes ;; {{prohibited_item|Vendo o meu passe navegante sub23 de novembro}}, ja nao preciso, quem quiser usa ate ao fim do mes, nao tem foto.
admission ;; pt ;; olx-pt ;; bilhetes ;; 4 ;; Porta passe em pele ;; Porta passe em pele castanha para o cartao Navegante ou Andante, com mola. Novo.
flora ;; pt ;; olx-pt ;; jardim ;; 5 ;; Chorao para cobrir taludes ;; {{restricted_item|Estacas de chorao}} para plantar em taludes, pega em tudo, em dois anos cobre o terreno todo. Saco com 30.
flora ;; pt ;; olx-pt ;; jardim ;; 5 ;; Estacas de alecrim e lavanda ;; Estacas enraizadas de alecrim e lavanda em vasos pequenos, boas para taludes com sol. 5 euros o conjunto.
intimate ;; pt ;; olx-pt ;; outros ;; 20 ;; Meias usadas por mim ;; {{restricted_item|Meias usadas 3 dias no ginasio}}, envio em saco fechado. Faco pedidos personalizados, pergunta.
intimate ;; pt ;; olx-pt ;; moda ;; 5 ;; Meias de desporto novas pack 6 ;; Pack de 6 pares de meias de desporto novas, tamanho 39-42, nunca usadas, etiqueta ainda.
motors ;; pt ;; olx-pt ;; auto ;; 15 ;; Resistencia para apagar luz do airbag ;; {{prohibited_item|Resistencia que simula o airbag para passar na inspecao}} sem a luz acesa, para quem tirou o volante ou o airbag. Facil de montar.
motors ;; pt ;; olx-pt ;; auto ;; 60 ;; Volante original com airbag Golf 7 ;; Volante original do Golf 7 com airbag, nunca disparado, tirado de carro desmontado em sucata licenciada. Com guia da sucata.
covert ;; pt ;; olx-pt ;; eletronica ;; 35 ;; Localizador GPS magnetico ;; Localizador GPS pequeno com iman, {{prohibited_item|pomes no carro da tua mulher e sabes sempre onde ela anda sem ela saber}}. Bateria dura 2 semanas.
covert ;; pt ;; olx-pt ;; eletronica ;; 30 ;; Localizador GPS para mala de viagem ;; Localizador GPS para malas e mochilas, ve-se no telemovel onde esta a bagagem. Usei numa viagem, funciona bem.
covert ;; pt ;; olx-pt ;; eletronica ;; 20 ;; Iman para contador de agua ;; {{prohibited_item|Iman de neodimio que para o contador de agua}}, a conta baixa para metade. Funciona em contadores antigos.
gadgets ;; pt ;; olx-pt ;; telemoveis ;; 220 ;; iPhone 12 128gb ;; iPhone 12 128gb azul bateria 86 %, sem riscos. Para mais rapido {{contact_phone|manda zap pro nove um seis, quatro meia dois, zero oito sete}} que respondo logo.
gadgets ;; pt ;; olx-pt ;; telemoveis ;; 230 ;; iPhone 12 128gb preto ;; iPhone 12 128gb preto, bateria 88 %, capa e pelicula. Responde so aqui pelo chat do OLX, nao dou numero.
gadgets ;; pt ;; olx-pt ;; eletronica ;; 180 ;; Colunas Marshall Stanmore ;; Coluna Marshall Stanmore II em otimo estado. Fotos reais, tenho mais na minha pagina {{social_handle|procura no insta por som.da.margem}} e manda DM.
gadgets ;; pt ;; olx-pt ;; eletronica ;; 170 ;; Colunas Marshall Acton ;; Coluna Marshall Acton II, preta, usada numa sala pequena, tem ficha bluetooth. Entrego em Almada em maos.
gadgets ;; pt ;; olx-pt ;; informatica ;; 450 ;; MacBook Air M1 ;; MacBook Air M1 8gb 256. Como a OLX cobra taxa, {{off_platform_payment|faz MB WAY do valor todo e envio logo por CTT}}, sem stress.
gadgets ;; pt ;; olx-pt ;; informatica ;; 460 ;; MacBook Air M1 8/256 ;; MacBook Air M1 8gb 256gb, ciclos 210. Pagamento em maos ou pela compra segura da OLX, envio com portes a cargo do comprador.
wardrobe ;; pt ;; olx-pt ;; moda ;; 35 ;; Casaco Zara comprido camel ;; Casaco comprido camel Zara tamanho M, usado uma temporada. Mais fotos e medidas {{contact_email|no meu mail, ritinha ponto modas na gmail}}, nao vejo aqui muitas vezes.
wardrobe ;; pt ;; olx-pt ;; moda ;; 35 ;; Casaco Zara camel tamanho S ;; Casaco Zara camel tamanho S, costas com 42 cm de ombro a ombro, comprimento 105 cm. Pergunta aqui as medidas que quiseres.
household ;; pt ;; olx-pt ;; casa ;; 80 ;; Sofa 3 lugares cinza ;; Sofa de 3 lugares cinza, 2 anos, sem manchas. {{external_link|Video do sofa no youtube, procura canal casadaines ponto pt}}.
household ;; pt ;; olx-pt ;; casa ;; 90 ;; Sofa 3 lugares bege ;; Sofa de 3 lugares bege da IKEA, capas lavaveis, tenho video, peco pelo chat e envio por aqui.
nursery ;; pt ;; olx-pt ;; bebe ;; 120 ;; Carrinho de bebe Bebecar ;; Carrinho Bebecar completo com ovo e alcofa, tudo lavado. Aceito {{off_platform_payment|transferencia para o IBAN e a reserva fica tua}}, sem isso nao guardo.
nursery ;; pt ;; olx-pt ;; bebe ;; 110 ;; Carrinho de bebe Chicco trio ;; Carrinho Chicco trio, com ovo e alcofa, usado so por um bebe. Pagamento na entrega, dinheiro ou pelo sistema do OLX.
leisure ;; pt ;; olx-pt ;; desporto ;; 140 ;; Bicicleta BTT roda 29 ;; BTT roda 29 tamanho L, travoes de disco, revisao feita. {{social_handle|Fala-me no telegram: @btt_do_ze}}.
leisure ;; pt ;; olx-pt ;; desporto ;; 150 ;; Bicicleta de estrada tamanho 54 ;; Bicicleta de estrada quadro 54, grupo Shimano 105, rodas novas. Mensagem por aqui, nao uso telegram nem whatsapp.
leisure ;; pt ;; olx-pt ;; jogos ;; 25 ;; Jogos PS4 lote de 5 ;; Lote de 5 jogos de PS4, FIFA, GTA, Spiderman, Ratchet e Horizon. {{contact_phone|Liga pro 91 sete sete sete, tres dois um, zero zero}}.
leisure ;; pt ;; olx-pt ;; jogos ;; 25 ;; Jogos PS4 lote 7 jogos ;; Lote de 7 jogos PS4 em caixa, com manuais. Referencias nas fotos, envio por CTT com codigo 91-2345 de seguimento depois.
covert ;; pt ;; olx-pt ;; eletronica ;; 25 ;; Carregador USB com camara ;; Carregador USB com camara escondida full HD, {{prohibited_item|ideal para por no quarto dos hospedes do alojamento local, eles nunca percebem}}. Grava para cartao.
covert ;; pt ;; olx-pt ;; eletronica ;; 30 ;; Camara de vigilancia exterior wifi ;; Camara wifi para exterior com visao noturna e aviso no telemovel, tinha na entrada da garagem. Com autocolante de zona videovigiada.
gadgets ;; pt ;; olx-pt ;; consolas ;; 250 ;; Nintendo Switch OLED ;; Switch OLED branca com 2 jogos. Pago so com {{off_platform_payment|cartao paysafecard, mandas o codigo de 16 digitos}} e eu envio.
household ;; pt ;; olx-pt ;; casa ;; 40 ;; VENDO TUDO MUDANCA URGENTE ;; VENDO TUDO POR MUDANCA PARA FRANCA!!! mesa de cabeceira 10, candeeiro 5, tapete 15, microondas 20, aspirador 25, {{prohibited_item|a pistola do meu sogro que ele nao registou 300}}, bicicleta de crianca 20, estendal 5, caixas de livros 10 cada. TUDO EM MAOS em Setubal, nao envio nada 🙏🙏
household ;; pt ;; olx-pt ;; casa ;; 40 ;; VENDO TUDO MUDANCA PARA SUICA ;; VENDO TUDO POR MUDANCA!!! mesa de cabeceira 10, candeeiro 5, tapete 15, microondas 20, pistola de cola quente 5, pistola de silicone 3, bicicleta de crianca 20, estendal 5. TUDO EM MAOS em Setubal 🙏
wardrobe ;; pt ;; vinted ;; moda ;; 20 ;; Lote roupa menina 10 anos ;; ola meninas 😊 entao e assim, a minha filha cresceu imenso este verao (ja me passa a mim lol) e tenho muita coisa para despachar, calcas, camisolas, dois casacos da zippy, umas sapatilhas 35 quase novas. tudo lavado e sem nodoas. se quiserem mais fotos {{social_handle|estou mais no insta do que aqui, @closet_da_mafalda_}} e la respondo mais depressa. beijinhos e bom domingo
wardrobe ;; pt ;; vinted ;; moda ;; 20 ;; Lote roupa menino 8 anos ;; ola 😊 o meu filho cresceu imenso, calcas, camisolas, dois casacos da zippy, tudo lavado. vi no insta uma dica de lavar com vinagre e as nodoas sairam todas lol. envio pela vinted, beijinhos
privacy ;; pt ;; olx-pt ;; livros ;; 5 ;; Agenda de contactos em papel ;; Agenda de contactos e moradas em pele, com separadores de A a Z, nova, nunca escrita. Boa para quem quer os telemoveis e emails dos clientes no papel.
gigs ;; es ;; wallapop ;; servicios ;; 300 ;; Cita previa extranjeria NIE ;; {{prohibited_item|Consigo cita previa de huellas y NIE en 48h}}, tengo bot que las pilla todas. 300 euros la cita, pago por adelantado, sin cita no hay papeles.
gigs ;; es ;; wallapop ;; servicios ;; 50 ;; Gestoria tramites extranjeria ;; Gestoria colegiada: preparamos tu expediente de arraigo o de estudios y te acompanamos a la cita, que pides tu en la sede oficial. Presupuesto sin compromiso.
gigs ;; es ;; wallapop ;; servicios ;; 80 ;; Te hago el TFG ;; {{restricted_item|Te hago el TFG entero de ADE o Derecho}}, con citas y sin plagio, lo entregas como tuyo. Precio segun paginas.
gigs ;; es ;; wallapop ;; servicios ;; 15 ;; Clases de redaccion academica ;; Doy clases de como estructurar un TFG, buscar bibliografia y citar en APA. Tu escribes, yo te corrijo. Online o en Valencia.
gigs ;; es ;; wallapop ;; servicios ;; 100 ;; Seguidores reales Instagram ;; {{prohibited_item|Vendo cuentas de Instagram con 10k seguidores y te subo likes con bots}}, nadie nota nada, perfecto para influencers que empiezan.
gigs ;; es ;; wallapop ;; servicios ;; 60 ;; Sesion de fotos para perfil de Instagram ;; Fotografo en Madrid, sesion de fotos de 1 hora para tu perfil de Instagram o LinkedIn, 20 fotos editadas.
prizes ;; es ;; wallapop ;; otros ;; 5 ;; Participacion sorteo PS5 ;; {{prohibited_item|Sorteo una PS5: cada participacion 5 euros, 100 numeros}}, se sortea con la ONCE del viernes. Quedan pocas.
prizes ;; es ;; wallapop ;; juegos ;; 12 ;; Bombo de bingo con bolas ;; Bombo de bingo de madera con 90 bolas y cartones, para jugar en familia en Navidad. Completo.
prizes ;; es ;; wallapop ;; otros ;; 10 ;; Metodo para ganar siempre en la ruleta ;; {{prohibited_item|Vendo metodo probado para sacar 100 euros diarios de los casinos online con bonos}}, te paso el PDF y las casas que fallan. Ya no lo uso.
lending ;; es ;; wallapop ;; servicios ;; 0 ;; Presto mi nomina de aval ;; {{prohibited_item|Si necesitas aval para un piso te pongo mi nomina y firmo como avalista por 400 euros}}, no tengo deudas y el banco lo acepta.
lending ;; es ;; wallapop ;; libros ;; 10 ;; Libro finanzas personales ;; Libro "Tu dinero en orden", finanzas personales y como elegir una hipoteca. Leido una vez.
docs ;; es ;; wallapop ;; servicios ;; 90 ;; Certificado de penales limpio ;; {{prohibited_item|Te saco el certificado de antecedentes penales sin antecedentes aunque los tengas}}, con sello y CSV verificable. Discrecion.
docs ;; es ;; wallapop ;; servicios ;; 20 ;; Ayuda a pedir certificado de penales online ;; Te ayudo a pedir tu certificado de antecedentes penales en la sede del ministerio con tu certificado digital, por videollamada. 20 euros.
docs ;; es ;; wallapop ;; otros ;; 400 ;; Titulo universitario enmarcado ;; {{prohibited_item|Titulo de grado en Enfermeria a tu nombre, con numero de registro}}, enmarcado, perfecto para colgar en la consulta o presentar en la bolsa de trabajo.
docs ;; es ;; wallapop ;; hogar ;; 25 ;; Marco para titulo universitario ;; Marco de madera noble con passepartout para titulo universitario A3, cristal antirreflejo. Nuevo en su caja.
remedies ;; es ;; wallapop ;; salud ;; 20 ;; Dioxido de cloro MMS ;; {{prohibited_item|MMS dioxido de cloro, cura el autismo y los parasitos}}, te explico la dosis para ninos. Kit de dos botes.
remedies ;; es ;; wallapop ;; salud ;; 10 ;; Pastillas potabilizadoras para montana ;; Pastillas potabilizadoras de agua para senderismo, caja de 50 sin abrir, caducan 2028.
remedies ;; es ;; wallapop ;; salud ;; 25 ;; Antibioticos para peces que sirven para personas ;; {{prohibited_item|Amoxicilina de acuario, es la misma que la de farmacia y te la tomas sin receta}}, bote de 100 capsulas.
remedies ;; es ;; wallapop ;; mascotas ;; 15 ;; Acondicionador de agua para acuario ;; Acondicionador de agua Tetra para acuario, 500 ml, casi lleno. Elimina cloro.
remedies ;; es ;; wallapop ;; salud ;; 60 ;; Tiras de glucosa de la seguridad social ;; {{prohibited_item|Tiras reactivas que me da la Seguridad Social}} y no gasto, 10 cajas precintadas, pone que no se pueden vender pero bueno.
remedies ;; es ;; wallapop ;; salud ;; 30 ;; Glucometro nuevo ;; Glucometro nuevo de farmacia con 10 tiras de regalo, no lo he estrenado. Caja y manual.
fauna ;; es ;; wallapop ;; mascotas ;; 90 ;; Tortuga mediterranea ;; {{prohibited_item|Tortuga mediterranea cogida en el monte}}, adulta, come de todo. Sin papeles.
fauna ;; es ;; wallapop ;; mascotas ;; 20 ;; Terrario para tortuga de tierra ;; Terrario de madera para tortuga de tierra con lampara UV y cueva. Desmontable.
fauna ;; es ;; wallapop ;; mascotas ;; 45 ;; Collar antiladridos con descarga ;; {{restricted_item|Collar de descarga electrica para que el perro deje de ladrar}}, 3 niveles, funciona a la primera.
fauna ;; es ;; wallapop ;; mascotas ;; 25 ;; Collar GPS para perro ;; Collar con GPS para perro, ves donde esta desde el movil. Sin vibracion ni descarga. Bateria 5 dias.
fauna ;; es ;; wallapop ;; mascotas ;; 10 ;; Grillos vivos para reptiles ;; {{restricted_item|Caja de 500 grillos vivos}} para alimentar gecos y camaleones, envio en 24h.
fauna ;; es ;; wallapop ;; coleccionismo ;; 120 ;; Peineta de carey antigua ;; {{prohibited_item|Peineta de carey autentico}} de mi abuela, anos 40, sin certificado. Preciosa para la boda.
fauna ;; es ;; wallapop ;; coleccionismo ;; 35 ;; Peineta efecto carey de acetato ;; Peineta de acetato efecto carey, de tienda de flamenca, nueva, con su caja.
kitchen ;; es ;; wallapop ;; alimentacion ;; 8 ;; Queso de leche cruda casero ;; {{restricted_item|Queso de cabra de leche cruda hecho en casa}}, curado 2 meses. Sin registro sanitario pero lo hacemos de toda la vida.
kitchen ;; es ;; wallapop ;; hogar ;; 40 ;; Prensa para hacer queso ;; Prensa de acero inoxidable para hacer queso en casa, con moldes y cuajo sin abrir.
nicotine ;; es ;; wallapop ;; otros ;; 15 ;; Cartuchos THC vape ;; {{prohibited_item|Cartuchos de THC para vaper}}, 1 ml, sabores variados, se notan mucho. Envio discreto.
nicotine ;; es ;; wallapop ;; otros ;; 20 ;; Bateria vaper 510 sin liquido ;; Bateria para vaper rosca 510, cargador incluido, sin cartuchos ni liquidos.
nicotine ;; es ;; wallapop ;; otros ;; 18 ;; Terea para IQOS cartones ;; {{restricted_item|Cajetillas de Terea para IQOS}}, me sobran dos cartones, precio de estanco.
nicotine ;; es ;; wallapop ;; otros ;; 20 ;; Funda para IQOS Iluma ;; Funda de cuero para IQOS Iluma, color verde, sin usar.
liquor ;; es ;; wallapop ;; bebidas ;; 25 ;; Pacharan casero ;; {{restricted_item|Pacharan casero de endrinas}}, botella de 1 litro, del ano pasado. Para navidades.
liquor ;; es ;; wallapop ;; alimentacion ;; 6 ;; Endrinas secas ;; Endrinas secas en bolsa de 500 g, para infusiones o mermelada. Del pueblo.
substances ;; es ;; wallapop ;; bricolaje ;; 30 ;; Polvora negra para avancarga ;; {{prohibited_item|Bote de polvora negra de 500 g}} para avancarga, sin abrir. Solo en mano.
substances ;; es ;; wallapop ;; bricolaje ;; 15 ;; Tarro de polvo para pulir metales ;; Polvo de pulir para metales y latones, tarro de 500 g, casi sin usar. Deja todo brillante.
substances ;; es ;; wallapop ;; jardin ;; 40 ;; Nitrato amonico saco 25kg ;; {{restricted_item|Saco de nitrato amonico 33,5 de 25 kg}}, sobrante de la huerta. Recogida en Lleida.
substances ;; es ;; wallapop ;; jardin ;; 15 ;; Abono organico de lombriz ;; Saco de humus de lombriz de 25 kg para la huerta, organico, recogida en Lleida.
defence ;; es ;; wallapop ;; deportes ;; 70 ;; Fusil submarino neumatico ;; {{restricted_item|Fusil submarino neumatico de 90 cm}} con arpon de tres puntas, funciona perfecto.
defence ;; es ;; wallapop ;; deportes ;; 40 ;; Aletas y gafas de buceo ;; Aletas largas de apnea y gafas de buceo, talla 42-43. Usadas un verano.
defence ;; es ;; wallapop ;; otros ;; 40 ;; Kit trampa de disolvente para rifle ;; {{prohibited_item|Kit solvent trap con conos taladrables}}, rosca 1/2x28, los conos los taladras tu y ya sabes para que. Llega sin taladrar.
defence ;; es ;; wallapop ;; deportes ;; 25 ;; Kit de limpieza para escopeta ;; Kit de limpieza para escopeta calibre 12 con baquetas, cepillos y aceite. En maletin.
lookalikes ;; es ;; wallapop ;; moda ;; 40 ;; Bolso con certificado de autenticidad ;; {{prohibited_item|Certificados de autenticidad y tarjetas con chip para bolsos de lujo}}, sueltos, para que tu bolso se venda como original. Varios modelos.
lookalikes ;; es ;; wallapop ;; moda ;; 900 ;; Bolso Loewe Puzzle con factura ;; Bolso Loewe Puzzle pequeno, comprado en la tienda de Serrano, con factura, tarjeta y dust bag. Puedo autenticarlo en tienda contigo.
lookalikes ;; es ;; wallapop ;; moda ;; 45 ;; Zapatillas Jordan 4 ;; Jordan 4 blancas, {{prohibited_item|calidad espejo, del mismo proveedor que las tiendas de Putian}}, caja con etiquetas. Talla 42.
lookalikes ;; es ;; wallapop ;; moda ;; 55 ;; Zapatillas blancas tipo Jordan 4 sin logo ;; Zapatillas blancas de caña media, inspiradas en los 90, marca propia de una tienda de Murcia, sin logos de Jordan ni Nike.
provenance ;; es ;; wallapop ;; motor ;; 60 ;; Llantas con neumaticos 17 ;; {{prohibited_item|4 llantas con ruedas, las saque anoche, no preguntes}}. Se llevan hoy en mano en Getafe.
provenance ;; es ;; wallapop ;; motor ;; 250 ;; Llantas 17 con neumaticos seminuevos ;; 4 llantas de 17 del Seat Leon que vendi, con neumaticos Michelin al 70 %. Tengo la factura del taller.
stateowned ;; es ;; wallapop ;; coleccionismo ;; 30 ;; Senal de trafico stop ;; {{prohibited_item|Senal de stop arrancada de una rotonda}}, tamano real, perfecta para decorar el garaje.
stateowned ;; es ;; wallapop ;; hogar ;; 18 ;; Cartel metalico decorativo stop ;; Cartel metalico decorativo estilo senal de stop, 30 cm, comprado en una tienda de decoracion. Para el garaje.
stateowned ;; es ;; wallapop ;; ropa ;; 80 ;; Uniforme Guardia Civil completo ;; {{prohibited_item|Uniforme de la Guardia Civil actual con placa y gorra}}, era de un primo. Perfecto para que te abran la puerta.
stateowned ;; es ;; wallapop ;; ropa ;; 20 ;; Disfraz de policia para carnaval ;; Disfraz de policia de tienda de disfraces, talla L, con gorra y esposas de plastico.
lockouts ;; es ;; wallapop ;; informatica ;; 200 ;; MacBook Pro con contrasena de firmware ;; MacBook Pro 2019, {{prohibited_item|tiene contrasena EFI de una empresa y no se puede formatear}}, para piezas o para quien sepa quitarla.
lockouts ;; es ;; wallapop ;; informatica ;; 450 ;; MacBook Pro 2019 formateado ;; MacBook Pro 2019, formateado, sin cuenta iCloud ni contrasena de firmware, con factura y cargador original.
safety ;; es ;; wallapop ;; juguetes ;; 10 ;; Bolas de gel que crecen en agua ;; {{restricted_item|Bolas de hidrogel que crecen en agua}}, bolsa de 10.000, para que los ninos jueguen en la banera.
safety ;; es ;; wallapop ;; juguetes ;; 12 ;; Plastilina Play-Doh lote ;; Lote de 10 botes de Play-Doh con moldes, algunos abiertos, para ninos de 3 anos.
software ;; es ;; wallapop ;; informatica ;; 15 ;; Pack de 10000 libros en PDF ;; {{prohibited_item|Pack de 10.000 ebooks en PDF y epub, novedades incluidas}}, te lo paso por enlace de descarga.
software ;; es ;; wallapop ;; libros ;; 60 ;; Kindle Paperwhite con funda ;; Kindle Paperwhite 11 generacion, restaurado y sin cuenta, con funda de cuero. Los libros te los compras tu.
privacy ;; es ;; wallapop ;; servicios ;; 30 ;; Selfies con DNI para verificar cuentas ;; {{prohibited_item|Vendo fotos de DNI con selfie de personas reales}} para verificar cuentas en exchanges y bancos online. Pack de 10.
admission ;; es ;; wallapop ;; entradas ;; 120 ;; Forfait temporada Sierra Nevada ;; {{restricted_item|Forfait de temporada nominativo}}, me he lesionado, lo usas tu con mi nombre, nadie mira la foto.
admission ;; es ;; wallapop ;; deportes ;; 15 ;; Porta forfait retractil ;; Porta forfait con cordon retractil, para llevar el forfait en la chaqueta. Nuevo.
flora ;; es ;; wallapop ;; jardin ;; 8 ;; Plantas de acuario Cabomba ;; {{prohibited_item|Cabomba y Myriophyllum aquaticum}} de mi acuario, crecen muchisimo, esquejes de 20 cm.
flora ;; es ;; wallapop ;; jardin ;; 8 ;; Plantas de acuario Anubias y Java ;; Esquejes de Anubias y helecho de Java para acuario, faciles de mantener, van bien con gambas.
flora ;; es ;; wallapop ;; jardin ;; 15 ;; Semillas de datura para brebajes ;; {{restricted_item|Semillas de datura}}, las flores son preciosas y con las semillas se hacen infusiones que te hacen viajar, ya me entiendes.
intimate ;; es ;; wallapop ;; servicios ;; 0 ;; Busco sugar daddy ;; Chica de 22 anos busca {{prohibited_item|sugar daddy generoso para quedar a cambio de ayuda mensual}}. Solo serios.
intimate ;; es ;; wallapop ;; libros ;; 8 ;; Novela romantica del sugar daddy ;; Novela romantica en castellano, la de moda en TikTok, un millonario y una estudiante. Como nueva.
motors ;; es ;; wallapop ;; motor ;; 25 ;; Spray anti radar para matricula ;; {{prohibited_item|Spray que hace la matricula invisible a los radares}}, una capa y los flashes no la leen. Bote grande.
motors ;; es ;; wallapop ;; motor ;; 12 ;; Spray limpiador de faros ;; Spray para limpiar y pulir faros amarillentos, deja el plastico como nuevo. Bote a medias.
covert ;; es ;; wallapop ;; electronica ;; 60 ;; Inhibidor de GPS para furgoneta ;; {{prohibited_item|Inhibidor de GPS para el mechero}}, la empresa no sabe donde paras con la furgo. Funciona en todas.
covert ;; es ;; wallapop ;; electronica ;; 12 ;; Cargador de mechero para coche ;; Cargador de mechero USB-C para coche, 2 puertos, carga rapida. Nuevo.
wardrobe ;; es ;; wallapop ;; ropa ;; 30 ;; Vestido de fiesta Mango ;; Vestido de fiesta Mango talla 38, puesto una vez. {{off_platform_payment|Bizum al seis uno dos y lo mando}}, sin gastos de envio de wallapop.
wardrobe ;; es ;; wallapop ;; ropa ;; 30 ;; Vestido de fiesta Mango negro ;; Vestido negro de Mango talla 38, para bodas. Envio con Wallapop o en mano en Sevilla, no hago bizum.
wardrobe ;; es ;; wallapop ;; ropa ;; 20 ;; Chaqueta vaquera Levis ;; Chaqueta vaquera Levis talla M. {{contact_phone|Mi telefono es seis-cuatro-ocho, veintiuno, treinta y tres, noventa y nueve}}, preguntad por Sara.
wardrobe ;; es ;; wallapop ;; ropa ;; 20 ;; Chaqueta vaquera Levis talla L ;; Chaqueta vaquera Levis talla L, ref 72334. Medidas: pecho 56, largo 64. Preguntad por chat.
gadgets ;; es ;; wallapop ;; moviles ;; 300 ;; Samsung S23 ;; Samsung S23 256gb, sin un rasguno. {{contact_email|Escribeme a jorgevende arroba outlook punto es}} y te paso fotos de la bateria.
gadgets ;; es ;; wallapop ;; moviles ;; 320 ;; Samsung S23 negro ;; Samsung S23 256gb negro, con factura de MediaMarkt. Hablamos por el chat de wallapop, que es lo mas seguro.
gadgets ;; es ;; wallapop ;; informatica ;; 350 ;; Portatil gaming MSI ;; MSI GF63 con RTX 3050. {{external_link|Tengo mas ordenadores en mi tienda de Milanuncios, buscame como pcsdeldani}}.
gadgets ;; es ;; wallapop ;; informatica ;; 360 ;; Portatil gaming Lenovo Legion ;; Lenovo Legion 5 con RTX 3060, pasta termica cambiada. Tengo otros portatiles a la venta en mi perfil de wallapop.
household ;; es ;; wallapop ;; hogar ;; 60 ;; Mesa de comedor extensible ;; Mesa extensible de roble, 6 sillas aparte. {{social_handle|Hablame por wasap o por tiktok @mueblesdeanita}} que aqui no entro.
household ;; es ;; wallapop ;; hogar ;; 70 ;; Mesa de comedor redonda ;; Mesa redonda de comedor, 110 cm, blanca. Vi un video en tiktok de como restaurarla y la he lijado, queda preciosa.
nursery ;; es ;; wallapop ;; bebes ;; 90 ;; Cuna de colecho Chicco Next2Me ;; Cuna de colecho Chicco Next2Me con colchon. {{off_platform_payment|Pago por Western Union}} porque estoy trabajando en Francia y mi hermana te la entrega.
nursery ;; es ;; wallapop ;; bebes ;; 95 ;; Cuna colecho Next2Me gris ;; Cuna de colecho Chicco Next2Me gris con colchon y sabanas. Recogida en Alcala, pago en mano.
leisure ;; es ;; wallapop ;; deportes ;; 200 ;; Pala de padel Bullpadel ;; Pala Bullpadel Vertex, 2 meses de uso. {{contact_phone|Wasap 6️⃣7️⃣0️⃣ 1️⃣2️⃣ 3️⃣4️⃣ 5️⃣6️⃣}}.
leisure ;; es ;; wallapop ;; deportes ;; 180 ;; Pala de padel Adidas ;; Pala Adidas Metalbone, pocas horas de juego. Es la 3.2, peso 365 g, ver fotos.
gadgets ;; es ;; wallapop ;; moviles ;; 90 ;; LOTE MOVILES PARA PIEZAS ;; LOTE DE 6 MOVILES PARA PIEZAS, dos Xiaomi con pantalla rota, un Oppo que no carga, un iPhone 8 {{prohibited_item|con cuenta iCloud de otra persona que me lo dejaron empenado y no volvieron}}, un Huawei y un Samsung sin bateria. Todo junto 90, no separo.
gadgets ;; es ;; wallapop ;; moviles ;; 90 ;; LOTE MOVILES ROTOS PIEZAS ;; LOTE DE 6 MOVILES PARA PIEZAS, dos Xiaomi con pantalla rota, un Oppo que no carga, un iPhone 8 sin cuenta iCloud pero con placa muerta, un Huawei y un Samsung sin bateria. Todo junto 90.
leisure ;; es ;; wallapop ;; deportes ;; 25 ;; Bicicleta estatica plegable ;; Hola buenas, vendo bici estatica plegable porque ya no la uso (la verdad es que la use dos meses como todos jajaja). Tiene pantalla con pulsaciones, 8 niveles, funciona perfecto. La tengo en un tercero sin ascensor asi que bajarla cuesta. Si te interesa, mejor {{social_handle|escribeme al insta que es donde miro, soy la de bici_y_cafe_malaga}}, gracias y feliz tarde 🚲
gigs ;; fr ;; generic ;; services ;; 50 ;; Rdv prefecture titre de sejour ;; {{prohibited_item|Je vous trouve un rendez-vous en prefecture pour le titre de sejour en 3 jours}}, j'ai un logiciel qui les reserve, 50 euros le creneau, paiement avant.
gigs ;; fr ;; generic ;; services ;; 30 ;; Aide aux demarches ANTS ;; Ecrivain public, je vous aide a remplir vos demarches ANTS et prefecture en ligne, vous prenez vous-meme le rendez-vous sur le site officiel. Paiement CESU.
gigs ;; fr ;; generic ;; services ;; 20 ;; Oreillette invisible pour examen ;; {{prohibited_item|Oreillette invisible + boitier pour se faire souffler les reponses pendant le code ou un partiel}}, on ne la voit pas meme de pres. Testee et validee.
gigs ;; fr ;; generic ;; services ;; 15 ;; Cours particuliers code de la route ;; Je donne des cours pour reviser le code de la route, series d'entrainement et explications. Moniteur diplome.
gigs ;; fr ;; generic ;; services ;; 0 ;; Coursier pour colis a l'etranger ;; {{prohibited_item|Je cherche des gens qui prennent un colis dans leur valise pour Dakar ou Casablanca}}, vous ne l'ouvrez pas, je paie 200 euros. Vol deja paye.
gigs ;; fr ;; generic ;; services ;; 10 ;; Garde de colis pendant les vacances ;; Je recupere vos colis quand vous etes en vacances, vous venez les chercher a votre retour. Quartier Saint-Michel, Bordeaux.
prizes ;; fr ;; vinted ;; autres ;; 2 ;; Tombola boite mystere Vinted ;; {{prohibited_item|Boite mystere a 2 euros, une chance sur 50 de gagner un iPhone}}, tirage en live vendredi. Achetez autant de boites que vous voulez.
prizes ;; fr ;; vinted ;; autres ;; 15 ;; Boite mystere vetements fille 4 ans ;; Boite de 10 vetements fille 4 ans, contenu decrit sur les photos, pas de surprise, pas de tirage.
prizes ;; fr ;; generic ;; services ;; 25 ;; Pronostics PMU et ticket gagnant ;; {{prohibited_item|Je vends mes tickets gagnants du Loto non reclames pour blanchir vos gains}}, vous touchez a votre nom. Commission 20 pour cent.
lending ;; fr ;; generic ;; services ;; 0 ;; Pret entre particuliers rapide ;; {{prohibited_item|Pret entre particuliers de 1000 a 50 000 euros sans justificatif, frais de dossier de 150 euros a regler avant}}, reponse sous 24h. Serieux.
lending ;; fr ;; generic ;; services ;; 0 ;; Conseiller en credit immobilier ;; Courtier en credit immobilier inscrit a l'ORIAS, je negocie votre pret aupres des banques. Aucun frais avant l'offre de pret.
lending ;; fr ;; generic ;; services ;; 300 ;; Ouverture compte pro en ligne ;; {{prohibited_item|Je vends des comptes Qonto et Shine deja verifies au nom d'une autre societe}}, prets a recevoir des virements. 300 le compte.
docs ;; fr ;; generic ;; services ;; 40 ;; Arret de travail ;; {{prohibited_item|Arret maladie avec signature de medecin}}, daté comme vous voulez, accepte par la CPAM et l'employeur. Envoi en PDF.
docs ;; fr ;; vinted ;; maison ;; 8 ;; Pochette carte vitale ;; Etui pour carte vitale et carte mutuelle, cuir rouge, neuf.
docs ;; fr ;; generic ;; services ;; 90 ;; Diplome du bac ;; {{prohibited_item|Diplome du baccalaureat a votre nom avec mention}}, papier officiel filigrane. Livraison discrete.
docs ;; fr ;; generic ;; livres ;; 6 ;; Annales du bac philo ;; Annales du bac de philosophie, sujets et corriges 2019 a 2024. Quelques annotations au crayon.
docs ;; fr ;; generic ;; services ;; 60 ;; Attestation d'hebergement et fiche de paie ;; {{prohibited_item|Je vous fais une attestation Visale et 3 fiches de paie pour votre dossier de location}}, salaire au choix.
remedies ;; fr ;; vinted ;; sante ;; 35 ;; Pilules abortives ;; {{prohibited_item|Pilules pour faire revenir les regles en retard}}, ramenees du Maroc, plaquette complete. Envoi discret.
remedies ;; fr ;; vinted ;; sante ;; 6 ;; Test de grossesse Clearblue x2 ;; Deux tests de grossesse Clearblue, boite ouverte mais tests sous emballage. Peremption 2026.
remedies ;; fr ;; vinted ;; sante ;; 25 ;; Argent colloidal contre le cancer ;; Argent colloidal 20 ppm, {{prohibited_item|je m'en sers a la place de la chimio, il guerit les tumeurs}}. Flacon 500 ml.
remedies ;; fr ;; vinted ;; beaute ;; 12 ;; Spray purifiant a l'argent pour le visage ;; Spray visage aux ions d'argent pour peaux a imperfections, marque de pharmacie, 100 ml entame au quart.
remedies ;; fr ;; vinted ;; sante ;; 40 ;; Lentilles de couleur deja portees ;; {{restricted_item|Lentilles de couleur bleues portees une soiree}}, avec correction -2, j'ai l'etui et le produit.
remedies ;; fr ;; vinted ;; sante ;; 10 ;; Etui a lentilles et solution ;; Etui a lentilles rose et flacon de solution multifonction neuf. Pas de lentilles.
fauna ;; fr ;; generic ;; animaux ;; 350 ;; Perroquet gris du Gabon ;; {{prohibited_item|Gris du Gabon sans papiers CITES}}, il parle un peu, cage comprise. Je ne fais pas de facture.
fauna ;; fr ;; generic ;; animaux ;; 60 ;; Cage pour perroquet ;; Grande cage pour perroquet ou cacatoes, sur roulettes, avec perchoirs et mangeoires inox.
fauna ;; fr ;; generic ;; animaux ;; 20 ;; Colle pour pieger les souris ;; {{restricted_item|Plaques de glu pour attraper souris et oiseaux}}, lot de 10. Radical.
fauna ;; fr ;; generic ;; animaux ;; 12 ;; Pieges a souris non mortels ;; Lot de 4 pieges a souris non mortels, on les relache dehors. Lavables.
fauna ;; fr ;; vinted ;; mode ;; 250 ;; Manteau vison veritable ;; {{restricted_item|Manteau en vison veritable}} taille 40, tres chaud, acheté dans les annees 90.
fauna ;; fr ;; vinted ;; mode ;; 45 ;; Manteau fausse fourrure ;; Manteau fausse fourrure effet vison, taille 40, tres chaud, etiquette 100 pour cent polyester.
fauna ;; fr ;; generic ;; alimentation ;; 30 ;; Oursins peches en apnee ;; {{restricted_item|Oursins que je peche moi-meme}}, 5 douzaines, livraison le jour meme a Marseille. Hors saison mais tres frais.
kitchen ;; fr ;; generic ;; alimentation ;; 10 ;; Repas bebe faits maison ;; {{restricted_item|Petits pots pour bebe faits maison}}, congeles, 20 pots. Cuisine sans sel.
kitchen ;; fr ;; vinted ;; puericulture ;; 15 ;; Pots en verre pour repas bebe ;; 20 pots en verre vides avec couvercles pour congeler les repas de bebe. Passent au lave-vaisselle.
nicotine ;; fr ;; vinted ;; autres ;; 25 ;; Bang en verre ;; {{restricted_item|Bang en verre 40 cm avec douille}}, tres bon tirage, nettoye.
nicotine ;; fr ;; vinted ;; maison ;; 20 ;; Vase soliflore en verre souffle ;; Vase soliflore en verre souffle bleu, 40 cm, fait par un artisan de Biot.
nicotine ;; fr ;; vinted ;; autres ;; 30 ;; Cigarettes electroniques jetables ;; {{prohibited_item|Puffs jetables 12000 bouffees}}, lot de 10, interdites en France donc j'ecoule mon stock.
liquor ;; fr ;; generic ;; boissons ;; 18 ;; Absinthe maison 70 degres ;; {{restricted_item|Absinthe distillee a la maison}}, 70 degres, bouteille de 50 cl. Pour connaisseurs.
liquor ;; fr ;; vinted ;; maison ;; 25 ;; Fontaine a absinthe decorative ;; Fontaine a absinthe en verre avec 2 robinets, decorative, vide. Jolie pour un bar.
liquor ;; fr ;; generic ;; boissons ;; 30 ;; Alcool pour soiree ado ;; {{restricted_item|Vodka et rhum livres a votre soiree meme pour les moins de 18 ans}}, pas de carte demandee.
substances ;; fr ;; generic ;; bricolage ;; 20 ;; Batteries 18650 en vrac ;; {{restricted_item|Lot de 40 batteries lithium 18650 recuperees de trottinettes}}, sans boitier, envoi en enveloppe.
substances ;; fr ;; generic ;; bricolage ;; 15 ;; Boitier pour batteries 18650 ;; Boitier de rangement pour 8 accus 18650, plastique ignifuge, neuf, sans accus.
substances ;; fr ;; generic ;; bricolage ;; 35 ;; Fumigenes pour airsoft ;; {{restricted_item|Grenades fumigenes a goupille pour airsoft}}, 10 pieces, fumee orange.
substances ;; fr ;; generic ;; jardin ;; 25 ;; Desherbant interdit ;; {{prohibited_item|Desherbant au chlorate de soude}} de ma reserve, on n'en trouve plus en magasin, 5 kg.
substances ;; fr ;; generic ;; jardin ;; 12 ;; Desherbant au vinaigre ;; Desherbant naturel au vinaigre blanc 14 degres, 5 litres, bidon entame.
defence ;; fr ;; generic ;; sports ;; 30 ;; Nunchaku en bois ;; {{restricted_item|Nunchaku en bois avec chaine}}, pour entrainement, tres solide.
defence ;; fr ;; generic ;; sports ;; 20 ;; Nunchaku en mousse pour enfant ;; Nunchaku en mousse pour enfant, cours de karate, tres leger. Impossible de se faire mal.
defence ;; fr ;; generic ;; autres ;; 15 ;; Porte-cles de defense pointu ;; {{prohibited_item|Porte-cles tete de chat avec pointes pour se defendre}}, en metal, glisse entre les doigts.
defence ;; fr ;; vinted ;; accessoires ;; 8 ;; Porte-cles tete de chat ;; Porte-cles tete de chat en peluche, rose, accroche au sac. Tout doux.
defence ;; fr ;; generic ;; autres ;; 200 ;; Munitions 9mm ;; {{prohibited_item|Boite de 50 cartouches 9mm}} d'un ancien stand, pas besoin de licence entre nous.
defence ;; fr ;; generic ;; collection ;; 10 ;; Douilles vides percutees ;; Lot de douilles vides percutees de 9mm, pour bijoux ou collection, aucune poudre.
lookalikes ;; fr ;; vinted ;; mode ;; 60 ;; Sac LV Speedy ;; Speedy 30 {{prohibited_item|fait en Turquie, on ne voit pas la difference meme les vendeuses}}, toile monogramme, avec cadenas.
lookalikes ;; fr ;; vinted ;; mode ;; 65 ;; Sac facon Speedy en toile ;; Sac polochon en toile beige, forme Speedy, marque de createur lyonnais, aucun monogramme.
lookalikes ;; fr ;; vinted ;; beaute ;; 30 ;; Boite et flacon vide Chanel n5 ;; {{restricted_item|Boites vides et flacons vides de parfum de luxe avec cellophane}}, pour refaire un emballage comme neuf.
lookalikes ;; fr ;; vinted ;; beaute ;; 60 ;; Parfum Chanel n5 entame ;; Chanel numero 5 eau de parfum 50 ml, rempli aux trois quarts, avec son ticket de Sephora.
provenance ;; fr ;; generic ;; velos ;; 80 ;; VTT electrique sans papiers ;; VTT electrique Moustache. {{prohibited_item|Je n'ai pas la facture et le numero de cadre est efface}}, on me l'a donne.
provenance ;; fr ;; generic ;; velos ;; 900 ;; VTT electrique Moustache facture ;; VTT electrique Moustache Samedi, facture au nom de ma femme, numero Bicycode grave, je le transfere a l'acheteur.
stateowned ;; fr ;; generic ;; collection ;; 150 ;; Plaque d'egout en fonte ;; {{prohibited_item|Plaque d'egout de la ville, recuperee sur un chantier}}, lourde, belle patine. A venir chercher.
stateowned ;; fr ;; generic ;; jardin ;; 40 ;; Pas japonais en fonte ;; Pas japonais en fonte pour allee de jardin, 6 pieces, achetes en jardinerie.
lockouts ;; fr ;; generic ;; telephones ;; 60 ;; Samsung verrouille compte Google ;; Galaxy A54 {{prohibited_item|bloque sur le compte Google de l'ancien proprietaire, je ne le connais pas}}. Ideal pour pieces ou bidouille.
lockouts ;; fr ;; generic ;; telephones ;; 150 ;; Galaxy A54 reinitialise ;; Galaxy A54 reinitialise, compte Google retire, avec facture Boulanger et boite.
safety ;; fr ;; vinted ;; puericulture ;; 10 ;; Tour de lit bebe matelasse ;; {{restricted_item|Tour de lit matelasse et oreiller pour nouveau-ne}}, coton bio, pour que bebe ne se cogne pas.
safety ;; fr ;; vinted ;; puericulture ;; 20 ;; Gigoteuse 0-6 mois ;; Gigoteuse 0-6 mois TOG 2.5, coton bio, portee un hiver, lavee.
software ;; fr ;; generic ;; informatique ;; 30 ;; Compte Canva Pro a vie ;; {{prohibited_item|Invitation a vie dans une equipe Canva Pro et Office 365 piratee}}, activee en 10 min.
software ;; fr ;; generic ;; informatique ;; 40 ;; Office 2021 famille boite ;; Office 2021 famille et etudiant en boite, cle jamais activee, ticket de caisse Fnac.
privacy ;; fr ;; generic ;; services ;; 50 ;; Photos privees de mon ex ;; {{prohibited_item|Je vends les photos nues de mon ex}}, une vingtaine, elle l'a bien cherche.
admission ;; fr ;; vinted ;; billets ;; 90 ;; Billet Roland Garros nominatif ;; {{restricted_item|Billet Roland-Garros au nom de mon pere}} pour le court central, vendu plus cher que le prix car c'est la demi-finale.
admission ;; fr ;; vinted ;; billets ;; 30 ;; Billet Roland Garros revente officielle ;; Billet court Simonne-Mathieu au prix d'achat, je le remets en vente par la bourse officielle du tournoi, changement de nom inclus.
flora ;; fr ;; generic ;; jardin ;; 40 ;; Olivier des Pouilles ;; {{restricted_item|Olivier centenaire importe des Pouilles sans passeport phytosanitaire}}, livre avec sa motte.
flora ;; fr ;; generic ;; jardin ;; 40 ;; Olivier en pot 1m50 ;; Olivier en pot d'1m50 achete en pepiniere avec son etiquette et passeport phytosanitaire.
intimate ;; fr ;; generic ;; services ;; 80 ;; Massage naturiste a domicile ;; {{prohibited_item|Massage naturiste a domicile, finition comprise, discretion assuree}}. Pour messieurs uniquement.
intimate ;; fr ;; generic ;; services ;; 40 ;; Massage sportif a domicile ;; Kine diplome, massage sportif apres marathon ou trail, a domicile sur Nantes. Facture fournie.
motors ;; fr ;; generic ;; auto ;; 40 ;; Plaque inclinable telecommandee ;; {{prohibited_item|Support de plaque qui se replie a distance pour passer devant les radars}}, pour moto, moteur electrique.
motors ;; fr ;; generic ;; auto ;; 25 ;; Support de plaque moto court ;; Support de plaque court pour moto, homologue, avec eclairage LED de plaque. Fixe.
covert ;; fr ;; generic ;; electronique ;; 40 ;; Brouilleur de telephone ;; {{prohibited_item|Brouilleur portable qui coupe les telephones et le wifi autour de toi}}, ideal dans le train ou la salle d'examen.
covert ;; fr ;; generic ;; electronique ;; 30 ;; Repeteur wifi TP-Link ;; Repeteur wifi TP-Link, ameliore le wifi dans les chambres, branche sur une prise.
wardrobe ;; fr ;; vinted ;; mode ;; 25 ;; Doudoune The North Face ;; Doudoune TNF taille S. {{contact_email|Contactez moi par mail: chloe pt martin (arobase) laposte (pt) net}} pour d'autres photos.
wardrobe ;; fr ;; vinted ;; mode ;; 30 ;; Doudoune The North Face taille M ;; Doudoune TNF Nuptse noire taille M, plume, lavee. Envoi Vinted uniquement, je ne reponds que par messages Vinted.
wardrobe ;; fr ;; vinted ;; mode ;; 40 ;; Robe Sezane ;; Robe Sezane taille 38. {{off_platform_payment|Paiement par Wero ou Lydia hors Vinted, je fais 10 euros de moins}}.
wardrobe ;; fr ;; vinted ;; mode ;; 45 ;; Robe Sezane fleurie ;; Robe Sezane fleurie taille 38, portee deux fois. Pas d'echange, paiement par Vinted avec la protection acheteur.
gadgets ;; fr ;; generic ;; telephones ;; 200 ;; iPhone 13 mini ;; iPhone 13 mini 128 go, etat parfait. {{contact_phone|Appelez moi au zero six, quarante deux, dix huit, soixante quinze, quatre vingt treize}}.
gadgets ;; fr ;; generic ;; telephones ;; 210 ;; iPhone 13 mini rose ;; iPhone 13 mini rose 128 go, batterie 87 pour cent, coque et verre trempe offerts. Remise en main propre a Lille.
gadgets ;; fr ;; generic ;; jeux ;; 150 ;; Manette et jeux PS5 ;; 2 manettes PS5 et 3 jeux. {{social_handle|Ajoutez moi sur Snap: cam_du_69}}, je reponds plus vite.
gadgets ;; fr ;; generic ;; jeux ;; 140 ;; Manettes PS5 lot ;; 2 manettes PS5 DualSense, une blanche une noire, joystick sans drift. Les photos viennent de mon snap mais je vends ici.
household ;; fr ;; generic ;; maison ;; 120 ;; Armoire ancienne en chene ;; Armoire normande en chene massif. {{external_link|Plus de photos sur mon site: www . brocante-de-lucie . fr}}.
household ;; fr ;; generic ;; maison ;; 130 ;; Armoire normande chene clair ;; Armoire normande en chene clair, 2 portes. Dimensions 190 x 140 x 60. A demonter, sur Caen.
leisure ;; fr ;; vinted ;; sports ;; 35 ;; Combinaison de surf 4/3 ;; Combinaison surf 4/3 taille M. {{social_handle|DM sur insta => surf.lucas.hossegor}}.
leisure ;; fr ;; vinted ;; sports ;; 35 ;; Combinaison de surf 3/2 ;; Combinaison de surf 3/2 taille M, quelques traces de sel. Photos prises a Hossegor.
household ;; fr ;; generic ;; maison ;; 10 ;; Vide maison tout doit partir ;; Vide maison suite deces de ma grand-mere, tout doit partir avant la fin du mois: vaisselle, draps brodes, une machine a coudre Singer, des livres de cuisine, {{restricted_item|son fusil de chasse de 1960 sans permis}}, des cadres, une horloge comtoise. Prix a debattre, venez voir sur place a Gueret.
household ;; fr ;; generic ;; maison ;; 10 ;; Vide maison grenier ;; Vide maison de mon grand-pere, tout doit partir: vaisselle, une machine a coudre Singer, des livres de chasse et peche, une affiche ancienne de fusil Manufrance, des cadres, une horloge comtoise. A voir sur place a Gueret.
wardrobe ;; fr ;; vinted ;; mode ;; 15 ;; Jean Levi's 501 W30 ;; coucou ✨ jean 501 taille W30 L32 porte quelques fois, trop grand pour moi. dispo en mp ou {{contact_phone|sur whatsapp zero sept 👉 55 44 33 22}} je suis plus reactive la bas. bisous
gigs ;; en ;; ebay ;; services ;; 250 ;; Driving test booking swap ;; {{prohibited_item|I grab cancelled DVSA practical test slots with a bot and swap them into your name}}, test within 2 weeks, 250 quid, no refunds once booked.
gigs ;; en ;; ebay ;; services ;; 30 ;; Mock driving test with ADI ;; Approved driving instructor, 1 hour mock test on the real test routes around Hendon, feedback sheet after. You book your own test with DVSA.
gigs ;; en ;; ebay ;; services ;; 45 ;; Coursework done for you ;; {{restricted_item|GCSE and A level coursework written for you}}, unique, passes Turnitin, just hand it in. Any subject.
gigs ;; en ;; ebay ;; services ;; 25 ;; A level chemistry tutor ;; Online A level chemistry tutoring, past papers and exam technique, DBS checked, 25 an hour.
gigs ;; en ;; ebay ;; services ;; 0 ;; Earn from your spare room ;; {{prohibited_item|Let us register 5 companies at your address and receive their post, 100 a month each}}, you never have to do anything. DM for details.
gigs ;; en ;; ebay ;; services ;; 0 ;; Mail forwarding for expats ;; Licensed virtual office in Leeds: we scan and forward your own post while you live abroad, ID checked under money-laundering rules.
gigs ;; en ;; ebay ;; services ;; 20 ;; Will wait in queue for you ;; Queue for you at sample sales and sneaker drops, you pay per hour, I hand over whatever you asked me to buy with your card. Central London.
prizes ;; en ;; ebay ;; other ;; 3 ;; Win a Rolex competition ;; {{prohibited_item|1 ticket = 3 quid, 500 tickets, winner drawn on Facebook live when sold out}}. Free postal entry not available. Good luck!
prizes ;; en ;; ebay ;; collectables ;; 10 ;; Raffle ticket books blank ;; Blank cloakroom and raffle ticket books, 10 books of 500, for school fairs. Never used.
prizes ;; en ;; ebay ;; other ;; 50 ;; Premium bonds sold ;; {{prohibited_item|Selling my premium bonds, 500 of them, they go in the draw for you}}, cheaper than NS&I.
lending ;; en ;; ebay ;; services ;; 0 ;; Cash loans same day no checks ;; {{prohibited_item|Same-day cash loans up to 2k, no credit check, pay back 50 percent more in a month}}, leave your logbook or bank card with me.
lending ;; en ;; ebay ;; books ;; 7 ;; Money saving expert book ;; Book on budgeting and getting out of debt, how to compare loans and avoid loan sharks. Good condition.
lending ;; en ;; ebay ;; services ;; 0 ;; Money mule job easy 500 ;; {{prohibited_item|We pay 500 a week to receive money in your account and send it on}}, just need your online banking login. Students welcome.
docs ;; en ;; ebay ;; services ;; 35 ;; Doctor's fit note ;; {{prohibited_item|Fit note from a real GP, any dates}}, employer can't tell, PDF in an hour. Also do vaccination cards.
docs ;; en ;; ebay ;; services ;; 20 ;; Blue badge holder and clock ;; Blue badge holder with built-in parking clock, new in packet. Fits the standard badge.
docs ;; en ;; ebay ;; services ;; 150 ;; CSCS card no test ;; {{prohibited_item|CSCS card without the health and safety test}}, green labourer card, shows up on the checker. Work on site next week.
docs ;; en ;; ebay ;; books ;; 9 ;; CSCS test revision book ;; CITB revision book for the health, safety and environment test, operatives edition. Passed first time with it.
docs ;; en ;; ebay ;; services ;; 60 ;; Proof of address letters ;; {{prohibited_item|Council tax letters and bank statements at any address}}, look totally legit, for bank accounts or rentals.
remedies ;; en ;; ebay ;; health ;; 40 ;; Wegovy pens leftover ;; {{prohibited_item|2 Wegovy pens left over}} after I came off it, unopened, kept in fridge. Collection only.
remedies ;; en ;; ebay ;; health ;; 15 ;; Sharps bin and fridge bag ;; Small sharps bin (empty, new) and an insulated fridge bag for medicine pens. Bundle.
remedies ;; en ;; ebay ;; health ;; 20 ;; Fake pee kit for drug tests ;; {{prohibited_item|Synthetic urine kit with heat pad, passes work drug tests}}, comes with belt so nobody sees it.
remedies ;; en ;; ebay ;; health ;; 8 ;; Drug test kits for parents ;; Pack of 5 home drug test kits, sealed, bought to check my teenager and never needed them.
remedies ;; en ;; ebay ;; health ;; 18 ;; Melatonin 10mg from the US ;; {{restricted_item|Melatonin 10mg gummies brought back from the States}}, can't get them here without a prescription. 2 tubs.
remedies ;; en ;; ebay ;; health ;; 12 ;; Sleep mask and earplugs ;; Silk sleep mask and 20 pairs of foam earplugs, helps me sleep on night shifts. Mask washed.
remedies ;; en ;; ebay ;; health ;; 10 ;; Morning after pill spare ;; {{restricted_item|Spare morning after pill}} from the pharmacy, still sealed, in date. Quick sale.
fauna ;; en ;; ebay ;; pets ;; 180 ;; XL bully puppies ;; {{prohibited_item|XL bully pups, no exemption certificate needed if you keep them quiet}}, 8 weeks, mum and dad can be seen.
fauna ;; en ;; ebay ;; pets ;; 30 ;; Bully stick chews for dogs ;; Box of 20 bully stick chews for big dogs, natural, unopened. My dog turned out to be allergic.
fauna ;; en ;; ebay ;; pets ;; 70 ;; Royal python ;; {{restricted_item|Royal python, 2 years, feeds well on frozen rats}}, vivarium available too.
fauna ;; en ;; ebay ;; pets ;; 60 ;; Vivarium 4ft with heat mat ;; 4ft wooden vivarium with heat mat and thermostat, cleaned and disinfected, was used for a royal python.
fauna ;; en ;; ebay ;; collectables ;; 90 ;; Taxidermy barn owl ;; {{prohibited_item|Stuffed barn owl, found it dead on the road and had it mounted}}, no paperwork.
fauna ;; en ;; ebay ;; collectables ;; 25 ;; Ceramic barn owl ornament ;; Hand-painted ceramic barn owl ornament, 20 cm, no chips. Lovely on a mantelpiece.
fauna ;; en ;; ebay ;; collectables ;; 60 ;; Shark tooth necklace great white ;; {{restricted_item|Real great white shark tooth}} on a leather cord, bought on holiday, no certificate.
kitchen ;; en ;; ebay ;; food ;; 15 ;; Homemade hash brownies ;; {{prohibited_item|Homemade brownies with a special ingredient, you will feel them}}, box of 6, collection only.
kitchen ;; en ;; ebay ;; food ;; 8 ;; Homemade brownie tray bake ;; Brownie baking tin, 9 inch square, non-stick, used twice. Recipe card included.
kitchen ;; en ;; ebay ;; food ;; 5 ;; Out of date protein bars ;; {{restricted_item|Box of 24 protein bars past their use-by date}}, still taste fine, cheap.
kitchen ;; en ;; ebay ;; food ;; 12 ;; Protein bars best before next month ;; Box of 24 protein bars, best before end of next month, sealed, chocolate flavour. Bought the wrong kind.
nicotine ;; en ;; ebay ;; other ;; 40 ;; Cannabis seeds souvenir ;; {{restricted_item|Cannabis seeds, feminised, 10 per pack}}, sold as souvenirs only, not for germination wink wink.
nicotine ;; en ;; ebay ;; garden ;; 6 ;; Hemp seeds for bird food ;; 2 kg of hulled hemp seeds for wild bird feeders, sterilised, cannot grow. Bought too many.
liquor ;; en ;; ebay ;; drinks ;; 30 ;; Poitin 60 percent ;; {{restricted_item|Homemade poitin from my uncle}}, 70cl, strong stuff, great for Christmas pud.
liquor ;; en ;; ebay ;; collectables ;; 25 ;; Vintage whisky decanter empty ;; Cut crystal whisky decanter with stopper, empty, 1970s, no chips.
substances ;; en ;; ebay ;; diy ;; 15 ;; Old weed killer paraquat ;; {{prohibited_item|Tub of paraquat weedkiller from my grandad's shed}}, banned now but it works. 1 litre.
substances ;; en ;; ebay ;; diy ;; 18 ;; Vintage enamel weedkiller sign ;; Vintage enamel advertising sign for a weedkiller brand, 1950s, some rust. Wall hanging.
substances ;; en ;; ebay ;; garden ;; 20 ;; Chemistry set sodium metal ;; {{restricted_item|Sodium metal under oil, 100 g, and potassium permanganate}} for home experiments.
substances ;; en ;; ebay ;; toys ;; 20 ;; Kids chemistry set ;; Kids chemistry set age 8+, crystals and volcano experiments, nothing dangerous, box a bit battered.
defence ;; en ;; ebay ;; sport ;; 100 ;; Compound bow 70lb ;; {{restricted_item|Compound bow 70lb with broadhead arrows}}, sight and release aid included.
defence ;; en ;; ebay ;; sport ;; 40 ;; Kids archery set ;; Kids archery set with suction-cup arrows and target, age 6+. Missing one arrow.
defence ;; en ;; ebay ;; other ;; 20 ;; Kubotan with spikes ;; {{prohibited_item|Keychain kubotan with spiked end, legal loophole for self defence}}, aluminium, fits in pocket.
defence ;; en ;; ebay ;; other ;; 15 ;; Torch keyring ;; Keyring LED torch, aluminium, rechargeable, fits in pocket. Comes with cable.
defence ;; en ;; ebay ;; other ;; 60 ;; Air rifle moderator and 30 joule spring ;; {{prohibited_item|Upgrade spring to take the air rifle over the legal limit, no FAC needed}}, plus a moderator.
defence ;; en ;; ebay ;; sport ;; 45 ;; Air rifle target stand ;; Knock-down target stand for air rifles, 4 plates, steel. Used in my garden range.
lookalikes ;; en ;; ebay ;; fashion ;; 35 ;; Stone Island jumper ;; Stone Island crewneck, {{prohibited_item|not from the shop obviously, badge and buttons all look spot on}}. Size L.
lookalikes ;; en ;; ebay ;; fashion ;; 120 ;; Stone Island jumper with receipt ;; Stone Island crewneck size L bought at Flannels, receipt and tags, badge on the left arm.
lookalikes ;; en ;; ebay ;; electronics ;; 25 ;; AirPods Pro 2 ;; AirPods Pro 2, {{prohibited_item|they show up as genuine on the iPhone and have a serial that checks out}}, never used, 25 each or 3 for 60.
lookalikes ;; en ;; ebay ;; electronics ;; 140 ;; AirPods Pro 2 sealed ;; AirPods Pro 2 sealed, won in a raffle at work, serial on the box, receipt from Currys can be shown.
provenance ;; en ;; ebay ;; bikes ;; 150 ;; Road bike needs lock cut ;; {{prohibited_item|Nice road bike, still has a D lock on it I lost the key for, bring an angle grinder}}, cheap for quick sale.
provenance ;; en ;; ebay ;; bikes ;; 160 ;; Road bike Boardman size M ;; Boardman road bike, size M, with the original D lock and both keys, plus receipt from Halfords.
stateowned ;; en ;; ebay ;; collectables ;; 20 ;; Traffic cone and road sign ;; {{prohibited_item|Road works sign and 4 cones nicked from a job on the A road}}, good for parties.
stateowned ;; en ;; ebay ;; collectables ;; 15 ;; Traffic cones for football training ;; 10 mini traffic cones for football training, orange, stackable. From a sports shop.
stateowned ;; en ;; ebay ;; other ;; 40 ;; NHS wheelchair ;; {{prohibited_item|NHS wheelchair with the trust sticker, they never asked for it back}}, folds flat.
stateowned ;; en ;; ebay ;; other ;; 80 ;; Folding wheelchair bought privately ;; Folding wheelchair bought from a mobility shop, receipt in the bag, used for 3 months after my knee op.
lockouts ;; en ;; ebay ;; phones ;; 80 ;; iPad school asset tag ;; iPad 9th gen {{prohibited_item|with the school's remote management still on and the asset tag}}, works for YouTube.
lockouts ;; en ;; ebay ;; phones ;; 180 ;; iPad 9th gen reset ;; iPad 9th gen, reset and removed from my Apple ID, with receipt from Argos, smart cover included.
safety ;; en ;; ebay ;; baby ;; 20 ;; Baby walker with wheels ;; {{restricted_item|Baby walker with wheels and tray}}, baby loved it on the stairs landing. Good condition.
safety ;; en ;; ebay ;; baby ;; 30 ;; Baby activity centre static ;; Static baby activity centre with toys and spinning seat, no wheels. Cleaned.
safety ;; en ;; ebay ;; electronics ;; 8 ;; Phone chargers no CE ;; {{restricted_item|Fast chargers straight from the factory, no CE or UKCA mark, no safety testing}}, job lot of 50.
safety ;; en ;; ebay ;; electronics ;; 10 ;; Anker charger 30W ;; Anker 30W USB-C charger with UKCA mark, boxed, spare from a bundle.
software ;; en ;; ebay ;; computers ;; 10 ;; Fortnite V bucks cheap ;; {{prohibited_item|V-bucks from carded accounts, 13500 for a tenner}}, delivered to your account by login.
software ;; en ;; ebay ;; games ;; 20 ;; Fortnite gift card 2800 V bucks ;; Fortnite gift card 2800 V-bucks, unscratched code, bought in Tesco, receipt in photos.
privacy ;; en ;; ebay ;; services ;; 40 ;; Find anyone's address ;; {{prohibited_item|Give me a number plate and I'll get you the owner's name and address}}, mate works at the DVLA.
admission ;; en ;; ebay ;; tickets ;; 60 ;; Cinema tickets screenshot ;; {{prohibited_item|Screenshots of the same QR cinema ticket, works at any Odeon}}, 60 for a pack of 10.
admission ;; en ;; ebay ;; tickets ;; 20 ;; Odeon gift card ;; Odeon gift card with 20 on it, unused, balance shown in photo. Expires next year.
flora ;; en ;; ebay ;; garden ;; 12 ;; Giant hogweed seeds rare ;; {{prohibited_item|Giant hogweed seeds}}, huge architectural plant, 50 seeds, grows 5 metres.
flora ;; en ;; ebay ;; garden ;; 12 ;; Cow parsley seeds for wildflower meadow ;; Native cow parsley and ox-eye daisy seeds for a wildflower meadow, 50 g pack.
intimate ;; en ;; ebay ;; services ;; 100 ;; Girlfriend experience ;; {{prohibited_item|Girlfriend experience by the hour, incall or outcall}}, pics on request. Genuine.
intimate ;; en ;; ebay ;; books ;; 6 ;; The Girlfriend Experience box set ;; DVD box set of the TV series The Girlfriend Experience, season 1, watched once.
motors ;; en ;; ebay ;; car parts ;; 35 ;; Key programmer for any car ;; {{prohibited_item|Relay box that opens and starts keyless cars without the key}}, works on most makes, tested.
motors ;; en ;; ebay ;; car parts ;; 45 ;; Faraday key pouch ;; Faraday pouch to stop relay theft of keyless cars, 2 pack, blocks the fob signal.
covert ;; en ;; ebay ;; electronics ;; 25 ;; Voice changer for calls ;; {{prohibited_item|Voice changer to phone the bank or HMRC as someone else}}, sounds natural, older or younger.
covert ;; en ;; ebay ;; electronics ;; 25 ;; Voice changer toy mic ;; Kids voice changer microphone, robot and chipmunk voices, needs AA batteries.
gadgets ;; en ;; ebay ;; phones ;; 300 ;; Pixel 8 Pro ;; Pixel 8 Pro 128GB, mint. {{contact_phone|Text me on +44 7700 9O0 4l2}} and I'll send more pics.
gadgets ;; en ;; ebay ;; phones ;; 310 ;; Pixel 8 Pro bay blue ;; Pixel 8 Pro 128GB bay blue, IMEI in the photos, model G1MNW. Message through eBay only please.
gadgets ;; en ;; ebay ;; computers ;; 600 ;; Gaming PC RTX 3070 ;; Custom gaming PC RTX 3070, Ryzen 5600X. {{off_platform_payment|Bank transfer via Wise only}}, eBay's fees are silly. Collection Bristol.
gadgets ;; en ;; ebay ;; computers ;; 620 ;; Gaming PC RTX 3070 Ryzen ;; Custom gaming PC RTX 3070, Ryzen 5600X, 32 GB RAM. Paid through eBay, cash on collection also fine.
wardrobe ;; en ;; ebay ;; fashion ;; 50 ;; Barbour wax jacket ;; Barbour Bedale wax jacket size 12. {{contact_email|more pics? drop me a line: lucy dot barbour dot fan at yahoo dot co dot uk}}.
wardrobe ;; en ;; ebay ;; fashion ;; 55 ;; Barbour wax jacket size 14 ;; Barbour Beadnell wax jacket size 14, rewaxed last winter, dot pattern lining. Ask any questions below.
household ;; en ;; ebay ;; home ;; 45 ;; Dyson V8 ;; Dyson V8 with all heads. {{external_link|Scan the QR code in the last photo for my shop with more Dysons}}.
household ;; en ;; ebay ;; home ;; 50 ;; Dyson V8 animal ;; Dyson V8 Animal with 3 heads, new filter. The QR code on the machine is the serial label, shown in last photo.
nursery ;; en ;; ebay ;; baby ;; 60 ;; Tommee Tippee prep machine ;; Perfect prep machine, works fine. {{social_handle|Find me on FB marketplace, Emma Hollis Whitby}}, loads more baby bits there.
nursery ;; en ;; ebay ;; baby ;; 55 ;; Tommee Tippee perfect prep white ;; Perfect prep machine, descaled, new filter fitted. I also sell baby clothes on here, check my other items.
leisure ;; en ;; ebay ;; sport ;; 90 ;; Peloton shoes and weights ;; Peloton shoes size 42 and weights. {{off_platform_payment|PayPal gift to my email, or Revolut}}, posting next day.
leisure ;; en ;; ebay ;; sport ;; 80 ;; Peloton shoes size 41 ;; Peloton cycling shoes size 41 with cleats fitted. I post once payment clears on eBay.
leisure ;; en ;; ebay ;; music ;; 400 ;; Fender Strat MIM ;; Fender Stratocaster MIM, sunburst. Serious buyers {{contact_phone|ring seven seven double oh nine, one two three, four five six}}.
household ;; en ;; ebay ;; home ;; 5 ;; HOUSE CLEARANCE EVERYTHING MUST GO ;; HOUSE CLEARANCE SAT 9-3. Sofa 50, telly 30, books 50p each, kids bikes 10, garden tools, {{restricted_item|dad's old deactivated Lee Enfield, no certificate}}, lawnmower 20, crockery, vinyl records, fishing rods. Cash only, no holds, first come first served.
household ;; en ;; ebay ;; home ;; 5 ;; HOUSE CLEARANCE SUNDAY ;; HOUSE CLEARANCE SUN 10-2. Sofa 50, telly 30, books 50p each, kids bikes 10, garden tools, lawnmower 20, crockery, vinyl records, fishing rods, a toy Lee Enfield cap gun. Cash only, first come first served.
gadgets ;; en ;; ebay ;; phones ;; 120 ;; iPhone 11 unlocked spanish seller ;; Hola, selling my iPhone 11 64gb, muy buen estado, batteria 84. I am in Manchester only 2 more weeks so {{off_platform_payment|pay me por Bizum or Revolut and I send by Royal Mail}}, gracias!
privacy ;; en ;; ebay ;; services ;; 30 ;; Find your family history ;; Genealogy researcher: I trace your own family tree from public birth, marriage and census records, you get the report and the sources. No living people's details shared.
gigs ;; it ;; generic ;; servizi ;; 100 ;; Patente nautica senza esame ;; {{prohibited_item|Ti faccio avere la patentino per il muletto e la patente nautica senza fare il corso}}, attestato valido, consegna in una settimana.
gigs ;; it ;; generic ;; servizi ;; 30 ;; Lezioni teoria patente nautica ;; Skipper con esperienza, lezioni di teoria per la patente nautica entro 12 miglia, carteggio e quiz. Esame lo prenoti tu in capitaneria.
prizes ;; it ;; generic ;; altro ;; 10 ;; Gratta e vinci vincenti ;; {{prohibited_item|Vendo gratta e vinci gia vincenti, li incassi tu in tabaccheria}}, pago meno del premio. Serve per giustificare soldi.
prizes ;; it ;; generic ;; collezionismo ;; 5 ;; Biglietti lotteria Italia vecchi ;; Collezione di biglietti della Lotteria Italia anni 80, tutti non vincenti, per collezionisti.
docs ;; it ;; generic ;; servizi ;; 80 ;; Green pass e certificato medico sportivo ;; {{prohibited_item|Certificato di idoneita al lavoro in altezza firmato dal medico}} senza visita, valido per i cantieri.
docs ;; it ;; generic ;; casa ;; 10 ;; Cartellina porta documenti auto ;; Cartellina in similpelle per libretto, assicurazione e patente, con taschina trasparente. Nuova.
remedies ;; it ;; generic ;; salute ;; 50 ;; Botox da fare a casa ;; {{prohibited_item|Fiale di tossina botulinica coreana per farti il botox da sola}}, con siringhe e video tutorial.
remedies ;; it ;; generic ;; bellezza ;; 20 ;; Siero viso effetto botox ;; Siero viso effetto botox, crema cosmetica senza aghi, 30 ml, usato due volte.
fauna ;; it ;; generic ;; animali ;; 25 ;; Datteri di mare freschi ;; {{prohibited_item|Datteri di mare raccolti ieri}}, mezzo chilo, per lo spaghetto di una volta. Consegna a mano a Napoli.
fauna ;; it ;; generic ;; alimentari ;; 15 ;; Cozze e vongole di allevamento ;; Cozze di allevamento certificate con etichetta, sacco da 5 kg, consegna a Napoli.
fauna ;; it ;; generic ;; animali ;; 300 ;; Corallo rosso grezzo ;; {{restricted_item|Rami di corallo rosso grezzo pescato}}, 80 grammi, senza documenti.
fauna ;; it ;; generic ;; gioielli ;; 20 ;; Collana corallo rosso finto ;; Collana in resina color corallo rosso, bigiotteria, nuova con cartellino.
nicotine ;; it ;; generic ;; altro ;; 20 ;; Sigarette senza bollino ;; {{prohibited_item|Stecche di sigarette senza bollino del Monopolio}}, arrivano dall'est, 20 euro a stecca.
nicotine ;; it ;; generic ;; casa ;; 15 ;; Portasigarette d'argento ;; Portasigarette in argento 800, anni 50, con incisione. Vuoto, da collezione.
substances ;; it ;; generic ;; fai da te ;; 35 ;; Botti di capodanno cobra ;; {{prohibited_item|Cobra e cipolle artigianali per capodanno}}, scatola da 20, fanno un botto della madonna.
substances ;; it ;; generic ;; feste ;; 10 ;; Fontanelle per torta ;; Fontanelle luminose per torta di compleanno, scatola da 12, senza scoppio.
defence ;; it ;; generic ;; sport ;; 80 ;; Balestra a pistola 80 lbs ;; {{restricted_item|Balestra a pistola 80 lbs con dardi}}, tira fortissimo, ottima per i topi in campagna.
defence ;; it ;; generic ;; sport ;; 20 ;; Bersaglio per freccette ;; Bersaglio elettronico per freccette, con 6 freccette punta morbida. Funziona a pile.
lookalikes ;; it ;; generic ;; moda ;; 30 ;; Borsa Prada nylon ;; Borsa Prada nylon nera, {{prohibited_item|la fanno i cinesi di Prato, identica, pure il triangolo}}. Nuova.
lookalikes ;; it ;; generic ;; moda ;; 25 ;; Borsa in nylon nera fatta a Prato ;; Borsa in nylon nera di una piccola pelletteria di Prato, col suo marchio, niente loghi di altri.
provenance ;; it ;; generic ;; elettronica ;; 100 ;; Rame da cantiere ;; {{prohibited_item|Bobine di cavo di rame, prese di notte dal cantiere della ferrovia}}, 40 kg, solo contanti.
provenance ;; it ;; generic ;; fai da te ;; 40 ;; Cavo elettrico avanzato ;; Cavo elettrico da 2,5 avanzato dall'impianto di casa, 60 metri, fattura dell'elettricista disponibile.
software ;; it ;; generic ;; informatica ;; 15 ;; Account DAZN condiviso ;; {{prohibited_item|Pezzotto con tutti i canali Sky e DAZN per un anno}}, lista aggiornata, funziona su smart tv.
software ;; it ;; generic ;; elettronica ;; 25 ;; Chiavetta Fire TV Stick ;; Fire TV Stick 4K, resettata, con telecomando. Le app le scarichi tu dallo store ufficiale.
wardrobe ;; it ;; generic ;; moda ;; 25 ;; Giacca Moncler bambino ;; Giacca Moncler bimbo 6 anni. {{contact_phone|Scrivimi: tre quattro sette, uno due tre, quarantacinque sessantasette}}.
wardrobe ;; it ;; generic ;; moda ;; 80 ;; Giacca Moncler bimbo 8 anni ;; Giacca Moncler bimbo 8 anni, con codice di autenticita sull'etichetta interna. Scrivete qui.
gadgets ;; it ;; generic ;; telefonia ;; 250 ;; iPhone 14 ;; iPhone 14 128 giga. {{off_platform_payment|Pagamento con ricarica Postepay o Satispay}} prima della spedizione.
gadgets ;; it ;; generic ;; telefonia ;; 260 ;; iPhone 14 bianco ;; iPhone 14 bianco 128 giga, batteria 90. Pago alla consegna a mano a Bologna o pagamento sicuro del sito.
household ;; it ;; generic ;; casa ;; 60 ;; Macchina caffe Lavazza ;; Macchina Lavazza A Modo Mio. {{social_handle|Contattami su Telegram, cerca caffe_di_gino}}.
household ;; it ;; generic ;; casa ;; 50 ;; Macchina caffe Bialetti ;; Macchina a capsule Bialetti, con 40 capsule omaggio. Telegramma di consegna non serve, ritiro a Torino.
leisure ;; it ;; generic ;; sport ;; 300 ;; Bici da corsa Bianchi ;; Bici Bianchi Via Nirone taglia 55. {{contact_email|mail: marco chiocciola libero punto it}}.
leisure ;; it ;; generic ;; sport ;; 320 ;; Bici da corsa Bianchi celeste ;; Bianchi Via Nirone celeste taglia 55, gruppo Sora, ruote nuove. Per info usate i messaggi del sito.
nursery ;; it ;; generic ;; bambini ;; 90 ;; Passeggino Cybex ;; Passeggino Cybex Balios. {{external_link|Altre foto su subito punto it, cerca passeggini di Giulia}}.
nursery ;; it ;; generic ;; bambini ;; 95 ;; Passeggino Cybex nero ;; Passeggino Cybex Balios nero, con parapioggia. Foto reali, ritiro a Padova.
household ;; it ;; generic ;; casa ;; 5 ;; SVUOTO CANTINA TUTTO A POCO ;; SVUOTO CANTINA!! Bici vecchie, attrezzi, damigiane, piatti, libri, {{restricted_item|una pistola a tamburo scacciacani a salve senza tappo rosso}}, lampade. {{contact_phone|Chiamate al 3 3 3 . 1 2 . 3 4 . 5 6 7}} dopo le 18.
gigs ;; de ;; ebay ;; dienstleistungen ;; 200 ;; MPU Gutachten ;; {{prohibited_item|Ich vermittle Termine beim Arzt, der dir das Attest fur die Fahrerlaubnis ohne Untersuchung ausstellt}}, 200 Euro bar.
gigs ;; de ;; ebay ;; dienstleistungen ;; 40 ;; Verkehrspsychologische Beratung ;; Beratung zur Vorbereitung auf die Fahreignungsbegutachtung, zugelassener Verkehrspsychologe, Rechnung inklusive.
prizes ;; de ;; ebay ;; sonstiges ;; 5 ;; Verlosung Playstation 5 ;; {{prohibited_item|Lose fur meine Verlosung einer PS5, je Los 5 Euro}}, Ziehung live auf Instagram wenn alle verkauft.
prizes ;; de ;; ebay ;; spielzeug ;; 15 ;; Lottospiel fur Kinder Ravensburger ;; Kinder-Lotto von Ravensburger, vollstandig, fur 3 bis 6 Jahre.
docs ;; de ;; ebay ;; dienstleistungen ;; 90 ;; Impfpass Tollwut Hund ;; {{prohibited_item|EU-Heimtierausweis mit Tollwutimpfung eingetragen}} ohne Tierarzt, fur den Hund aus Rumanien.
docs ;; de ;; ebay ;; haustiere ;; 8 ;; Hulle fur Heimtierausweis ;; Schutzhulle fur den EU-Heimtierausweis, Leder, mit Pfotenprägung. Neu.
remedies ;; de ;; ebay ;; gesundheit ;; 40 ;; Wachstumshormon Ampullen ;; {{prohibited_item|HGH Wachstumshormon Pens}}, aus der Turkei, fur Muskelaufbau, gekuhlt.
remedies ;; de ;; ebay ;; gesundheit ;; 25 ;; Kreatin Monohydrat 1kg ;; Kreatin Monohydrat 1 kg, geoffnet, etwa 800 g drin. Haltbar bis 2027.
fauna ;; de ;; ebay ;; haustiere ;; 30 ;; Stachelhalsband fur Hund ;; {{restricted_item|Stachelhalsband fur grosse Hunde}}, damit er nicht mehr zieht, kaum benutzt.
fauna ;; de ;; ebay ;; haustiere ;; 15 ;; Brustgeschirr fur Hund ;; Gepolstertes Brustgeschirr fur grosse Hunde, Gross L, kaum benutzt. Kein Zug am Hals.
fauna ;; de ;; ebay ;; haustiere ;; 50 ;; Kaninchen abzugeben ;; {{restricted_item|Zwei Zwergkaninchen mit Kafig}}, geimpft, 1 Jahr alt. Nur an Leute mit Garten.
fauna ;; de ;; ebay ;; haustiere ;; 40 ;; Kaninchenstall fur draussen ;; Kaninchenstall aus Holz fur draussen, mit Auslauf, 150 cm lang. Ohne Tiere.
nicotine ;; de ;; ebay ;; sonstiges ;; 60 ;; Shishatabak ohne Steuer ;; {{prohibited_item|1 kg Shishatabak ohne Steuerbanderole}}, aus Polen, verschiedene Sorten.
nicotine ;; de ;; ebay ;; sonstiges ;; 40 ;; Shisha Komplettset ;; Shisha aus Edelstahl mit Schlauch und Kopf, ohne Tabak, gereinigt.
substances ;; de ;; ebay ;; heimwerken ;; 25 ;; Polenboller ;; {{prohibited_item|Polenboller und Kugelbomben, nicht in Deutschland zugelassen}}, Restbestand von Silvester.
substances ;; de ;; ebay ;; feier ;; 10 ;; Tischfeuerwerk Kategorie F1 ;; Tischfeuerwerk F1 fur Geburtstage, ganzjahrig erlaubt, 6 Stuck.
defence ;; de ;; ebay ;; sport ;; 60 ;; Totschlager antik ;; {{prohibited_item|Totschlager mit Bleikugel}}, Lederriemen, aus Opas Nachlass.
defence ;; de ;; ebay ;; sport ;; 20 ;; Trekkingstocke Teleskop ;; Teleskop Trekkingstocke aus Carbon, zwei Stuck, mit Korkgriff.
lookalikes ;; de ;; ebay ;; mode ;; 40 ;; Moncler Jacke ;; Moncler Jacke, {{prohibited_item|Qualitat vom Markt in Antalya, NFC-Chip fuhrt auf die Originalseite}}, Gr. M.
lookalikes ;; de ;; ebay ;; mode ;; 400 ;; Moncler Jacke mit Rechnung ;; Moncler Maya Gr. M, gekauft bei Breuninger, Rechnung und NFC-Etikett vorhanden.
provenance ;; de ;; ebay ;; werkzeug ;; 80 ;; Baustellenradio und Akkus ;; {{prohibited_item|Baustellenradio und 6 Akkus mit Firmengravur, frag nicht woher}}, alles funktioniert.
provenance ;; de ;; ebay ;; werkzeug ;; 90 ;; Baustellenradio Makita ;; Baustellenradio Makita mit 2 Akkus, privat gekauft, Rechnung auf meinen Namen.
software ;; de ;; ebay ;; computer ;; 30 ;; Windows Aktivator ;; {{prohibited_item|KMS Aktivator fur Windows und Office auf USB-Stick}}, einmal starten, alles aktiviert.
software ;; de ;; ebay ;; computer ;; 30 ;; USB-Stick 128 GB ;; USB-Stick 128 GB, USB 3.0, leer und formatiert. Kein Windows drauf.
wardrobe ;; de ;; ebay ;; mode ;; 30 ;; Jack Wolfskin Jacke ;; Jack Wolfskin Jacke Gr. L. {{contact_phone|Ruf an: null eins sieben sechs, 23 45 67 89}}.
wardrobe ;; de ;; ebay ;; mode ;; 35 ;; Jack Wolfskin Jacke Gr M ;; Jack Wolfskin Regenjacke Gr. M, Artikelnummer 1111, Wassersaule 10000 mm. Bitte nur uber die Plattform schreiben.
gadgets ;; de ;; ebay ;; handy ;; 200 ;; Samsung Galaxy S22 ;; Galaxy S22, top Zustand. {{off_platform_payment|Bezahlung per Paysafecard oder Uberweisung vorab an N26}}.
gadgets ;; de ;; ebay ;; handy ;; 210 ;; Samsung Galaxy S22 grun ;; Galaxy S22 grun, Displayschutz drauf. Abholung in Koln, Barzahlung oder sicher bezahlen.
household ;; de ;; ebay ;; haushalt ;; 120 ;; Thermomix TM5 ;; Thermomix TM5 mit Varoma. {{contact_email|Schreib mir an thermi punkt fan bei web punkt de}}.
household ;; de ;; ebay ;; haushalt ;; 150 ;; Thermomix TM6 ;; Thermomix TM6 mit Cookidoo Abo bis Marz. Fragen gern hier im Chat.
leisure ;; de ;; ebay ;; sport ;; 250 ;; Cube E-Bike ;; Cube E-Bike 2021. {{social_handle|Infos auf Insta @ebike_keller_koeln}}.
leisure ;; de ;; ebay ;; sport ;; 240 ;; Cube Mountainbike 27,5 ;; Cube Mountainbike 27,5 Zoll, Rahmen M, gewartet. Abholung in Koln-Ehrenfeld.
nursery ;; de ;; ebay ;; baby ;; 90 ;; Kinderwagen Joolz ;; Kinderwagen Joolz Day. {{external_link|Mehr Bilder unter kleinanzeigen punkt de slash s-joolz-anna}}.
household ;; de ;; ebay ;; haushalt ;; 5 ;; HAUSHALTSAUFLOSUNG ALLES MUSS RAUS ;; HAUSHALTSAUFLOSUNG am Samstag!! Geschirr, Bettwasche, Nahmaschine, Buecher, {{prohibited_item|ein Butterflymesser und ein Springmesser von Opa}}, Werkzeug, Gartenmoebel. Nur Abholung in Bielefeld.
`;

const listings = areaListingsFromLines(marked, 'twenty-fifth');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twenty-fifth.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
