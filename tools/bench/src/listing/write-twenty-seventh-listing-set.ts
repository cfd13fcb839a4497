import { writeFileSync } from 'node:fs';
import { areaListingsFromLines } from './marked-listing.ts';
import { balancedSplit } from '../balanced-split.ts';

/*
 * Writes data/listing/validation-twenty-seventh.json: a twenty-seventh labelled set for issue 19, written by hand on
 * 2026-11-30 by a writer who changes no rule, as the session's final unseen measure (its holdout part). Its writer read no
 * rule code, lexicon or brand table, no README rules table and no earlier set's listing records — only the twenty-fifth
 * and twenty-sixth writers' headers and split, the line parser (`areaListingsFromLines`), `balancedSplit`'s signature, the
 * scorer (evasion-quality.ts) and the contract's flag codes and profiles.
 * 479 listings (one listing weighs about 0.4 point of a part): PT 89, ES 100, FR 97, EN 103, IT 45, DE 45; 225 clean (47 %),
 * 254 with a problem (254 labels: prohibited item 181, restricted item 37, off-site payment 12, phone 9, social 6, e-mail
 * 5, link 4; first label's kind: item 218, payment 12, phone 9, social 6, email 5, link 4). Areas (23, named afresh): hire
 * (services that cheat: exams sat for another, reviews, followers, a sham marriage, a lent address, padded tax returns),
 * money (mules, pyramids and gifting circles, private loans, credit "repair", prop money that passes), luck (draws, mystery
 * boxes, winning scratch cards sold to launder cash), papers (sick notes, appointment slots resold, diplomas, licences,
 * registration), health (weight-loss pens, antibiotics, sedatives, steroids, botulinum toxin, insulin, breast milk, bleaching
 * and whitening), fauna (wild-caught birds and tortoises, parrots without papers, dogs without chips or exemption, coral,
 * traps, tortoiseshell, a capuchin, a discarded greyhound), smoke, drink, chem (fireworks, mercury, banned herbicides, acid,
 * smoke bombs), arms (moderators, disguised stun guns, switchblades, sword sticks, printable gun files, crossbows, Nazi
 * militaria), copies (counterfeits and the means to pass one off: brand labels to sew in, authenticity cards, serials that
 * check out), hot (pooled pallets, locked laptops and phones, tools with the engraving removed, kegs), public (uniforms,
 * road signs, council cones, a post-box key, blue lights), tickets, flora (Carpobrotus, pampas grass, water primrose, giant
 * hogweed, peyote, datura, spore kits), food, adult, digital (IPTV, modded consoles, lifetime licences, game accounts),
 * data, recall, garage (DPF/EGR delete, AdBlue emulators, odometer tools, show plates, derestricted scooters, salvaged
 * airbags), snoop (trackers and hidden cameras offered to watch a partner, a flatmate or guests), and ordinary goods (phones,
 * tech, fashion, home, kids, sport) where contact or payment is moved off the site.
 * Problems chosen by purpose as well as by name: a product is labelled when what it is offered FOR is the harm ("ideal to
 * put in your girlfriend's car", "a smoke alarm camera for the Airbnb", "to justify cash", "so it is not in my name",
 * "passes the MOT", "comes in a neutral box because of customs", "for the tests between mates"), and the same object is
 * clean when offered for an ordinary use (a GPS tag for one's own bike, a pet camera, a smoke alarm, an OBD reader).
 * Contact moved off the site: PT numbers in words and digits and one dotted in pairs, an ES number in dashes and one with
 * spaces inside a rambling text, FR numbers in dots and words and one "+33 6 ..", an EN number as "0044" with words, an IT
 * number in words and dashes, a DE number in words with a slash; e-mails "arroba sapo ponto pt", "en gmail", "(at) free
 * (point) fr", "at outlook dot com", "chiocciola gmail punto com"; links to a Vinted shop, a shop domain, a bit.ly; handles
 * on Instagram, Telegram, Snapchat, TikTok; payment by MB Way, Revolut, Bizum, Western Union, Lydia/Paylib, a cash voucher
 * (mandat cash, PCS), a RIB transfer, PayPal friends and family, bank transfer to hold, Revolut/Monzo links, a Postepay
 * top-up and Vorkasse.
 * Hard negatives in the same words for every problem kind: driving-code lessons, a restaurant photographer, a wedding
 * dress, a wall mailbox, a certified accountant, Rich Dad Poor Dad, Cashflow, commemorative coins, a first-aid kit, a
 * certified translator, a body-fat scale, a thermometer, a breast pump, ringed canaries from a breeder, a parrot cage, a GPS
 * dog collar, rolling papers, a 0 mg shortfill, fresh strawberry-tree berries, a firework-shaped LED lamp, a motorcycle
 * exhaust silencer, a lipstick, trainers and polos with receipts, school name labels, wooden pallets, a formatted company
 * laptop, a carnival police costume, a painted street-name tile, succulents, a birthday cake, new lingerie, an Android TV
 * box, a PS4 with disc games, and the same words in every language after (an official extranjería lawyer, a room with
 * registration, UNED tutoring, a ring light, a piggy bank, peseta notes, a sealed iPhone, an anti-wrinkle serum, whey,
 * whitening toothpaste, an insulin cooler, a terrarium, resin coral, a greyhound coat, a decorative shisha, orujo glasses,
 * a beer kit, a manual weeder, a fog machine, a running torch, a 3D printer, an Albacete knife, an official shirt, a
 * wicker bag, AirPods with invoice, a released S23, a Hilti with company invoice, a Route 66 sign, an official resale
 * ticket, dried pampas, a San Diego cactus, registered sausages, a sports masseur, a Nintendo DS with its game, a
 * marketing book, CNAPS detective, a parental-control case, a Doctolib consultation, a bee-keeper's honey, farm cheese, a
 * Fujifilm for portraits, boxed Office, a dala horse, whisky glasses, a cider press, vinegar weedkiller, a stand mixer, a
 * folding cane, foam arrows, a V5 car for parts, a toy post van, a recovery beacon, cow parsley, an oyster-mushroom kit,
 * home-made jam, a ceilidh partner, a Fire TV Stick, a GDPR handbook, registered number plates, a Pelikan pen, a bike
 * tracker, an OBD tester, a VEBEG rucksack, a smart TV with Netflix), and for contact and payment "reply on the chat",
 * OLX Pay, Wallapop's protected shipping, Vinted shipping, eBay checkout, "see my other listings here", cash at collection.
 * Label policy (a careful moderator of a general European marketplace): contact, links and payment moved off the site are
 * labelled where they are asked for; cash at a hand-over, the site's own payment and "message me here" are clean. Services
 * that deceive an authority, an examiner, an employer, an insurer, a landlord, a court or buyers (impersonated exams,
 * bought reviews and followers, sham marriages and addresses, sick notes, forged papers, resold public appointments,
 * padded tax returns, credit-file wiping, rented seller accounts), accounts and banks lent for money, pyramid and gifting
 * schemes, draws and chance boxes sold by a seller, winning scratch cards sold to launder, prescription-only and
 * injectable medicines, mercury creams, DNP, wild-caught or protected animals and their parts, animals without the
 * identification the law asks, non-selective traps and glue boards, untaxed tobacco and over-strength nicotine liquids,
 * fireworks of the higher categories, banned pesticides and sodium chlorate, mercury, moderators, disguised and bladed
 * weapons, printable gun files, unlicensed firearms, Nazi militaria, counterfeits however said and the means to pass one
 * off, goods of stolen, found or unexplained origin, current uniforms and public property, EU-listed invasive plants and
 * psychoactive plants, cannabis food, sexual services and worn underwear, pirated TV and games, resold licences and
 * accounts, personal data and tracing services, recalled goods sold as working, emission and odometer cheats, false
 * plates, speed derestriction, and spying devices offered to watch someone are prohibited; private loans, a shisha's
 * tobacco, home-made and commercial alcohol, craft beer, smoke bombs and flares, hydrochloric acid, pepper spray,
 * crossbows and broadheads, a blank pistol, breast milk, 35 % peroxide gel, coloured lenses with a correction, 10 mg
 * melatonin, a Larsen trap, a carved sperm-whale tooth, wild boar meat without inspection, shore-picked oysters, raw
 * colostrum, neodymium magnet balls, salvaged airbags, blue lights, resale above face value and named tickets, and
 * made-to-order risqué photos are restricted (the scorer meets either item code).
 * Borderline decisions, stated: breast milk restricted, not prohibited (sold between parents, a health product some sites
 * ban); the Larsen trap restricted (licensed use in the UK) while steel leg-hold traps and glue boards are prohibited; the
 * galgo "I give him for 100 or I hang him" prohibited as an animal offered under a threat of harm; ringed canaries from a
 * registered breeder clean (a live animal a general marketplace admits); the sperm-whale tooth restricted (CITES papers may
 * exist) while real tortoiseshell and carved ivory are prohibited; pepper spray restricted (legal for defence in Spain)
 * while a taser disguised as a lipstick is prohibited (disguised weapon); the private loan "without ASNEF" and "without a
 * payslip" restricted (unlicensed lending, not a plain scam), while the 2 % loan asking fees first is restricted too; the
 * French tickets "nominative, I change the name" restricted; the melatonin restricted; the EU-listed invasives
 * (Carpobrotus, Cortaderia, Ludwigia, giant hogweed) prohibited; the datura seeds "for experiments" prohibited by purpose;
 * the "girlfriend experience … extras negotiable" prohibited; a found scooter and a found bicycle with a cut lock prohibited
 * (not the seller's); Hilti tools with the engraving removed prohibited; empty pub kegs prohibited (the brewer's
 * property); a Telegram handle and a TikTok profile labelled handles; a number "on WhatsApp" labelled as the phone.
 * Overlaps with the twenty-sixth header, seen after writing and left as frozen (the writer had read that header first):
 * a car tombola, a private Vespa lottery, a lip-filler syringe for self-injection, tilidine, lorazepam (Tavor), puffs,
 * cream chargers for balloons, Andorran cartons, home-made spirits, a brass knuckle-duster "as a paperweight", a blank
 * pistol without the small licence, a catalytic-converter buyer "no questions", a Fortnite account, a shared Netflix
 * access, an app to read a partner's messages, puppies from abroad handed over on a car park, bird glue, magnet balls, a
 * rental-file tax notice; the rest are in areas or phrasings neither header names.
 *
 * SPLIT (`part: "tune"` read while tuning, `part: "holdout"` only as summary figures): fixed before any run by the
 * twenty-sixth set's greedy balance in file order over language, area, clean/problem and kind (`balancedSplit`, below),
 * which no label text or rule output decides. Parts: tune 239 (113 clean, 126 problems: item 109, payment 6, phone 4,
 * social 4, email 2, link 1; 126 labels), holdout 240 (112 clean, 128 problems: item 109, payment 6, phone 5, link 3,
 * email 3, social 2; 128 labels); every language and all 23 areas in both.
 *
 * Lines: `area ;; language ;; profile ;; category ;; price ;; title ;; description`, labels inline as
 * `{{code|text}}` (`areaListingsFromLines`); `area` is kept in the JSON beside the listing.
 * Collisions: before freezing, a scratch check compared each title, case- and accent-folded, with every earlier listing
 * set's titles (printing only this set's titles): 56 collided (plain titles such as a phone model or "Leads"), every one
 * was rewritten in this writer's words, and 0 collide in the frozen set.
 * Frozen: `node --conditions=@circular/source tools/bench/src/listing/write-twenty-seventh-listing-set.ts`.
 * First run (2026-11-30, rules as on c6c6487, no rule changed, a scratch script calling `evasionQuality` on this file only,
 * `nice -n 10 timeout 600 node --conditions=@circular/source tools/bench/src/zz-47w.ts`): tune part recall 0.76 (96 of 126
 * labels; by kind item 80/109, payment 6/6, phone 4/4, email 2/2, link 1/1, social 3/4), clean listings flagged 0.03 (3 of
 * 113), wrongful rejects 0.02 (2 of 130); holdout part recall 0.71 (91 of 128 labels; by kind item 73/109, phone 5/5,
 * payment 6/6, link 3/3, social 2/2, email 2/3), clean listings flagged 0.05 (6 of 112), wrongful rejects 0.02 (3 of 131).
 */

const marked = `
hire ;; pt ;; olx-pt ;; services ;; 150 ;; Exame de código garantido ;; Tenho auricular invisível e faço-te chegar as {{prohibited_item|respostas do exame de código em tempo real}}, já ajudei 30 pessoas. Pagas só se passares.
hire ;; pt ;; olx-pt ;; services ;; 25 ;; Explicações código estrada, instrutor reformado ;; Sou instrutor reformado, dou explicações de código em casa ou online, fichas e testes de treino. Zona de Braga.
hire ;; pt ;; olx-pt ;; services ;; 40 ;; Avaliações Google para o teu negocio ;; restaurantes, cabeleireiros, oficinas... {{prohibited_item|ponho 50 avaliações 5 estrelas de contas diferentes}} no teu perfil em 48h, parecem reais. desconto para 100
hire ;; pt ;; olx-pt ;; services ;; 60 ;; Fotografia para perfil de Google do teu negócio ;; Faço fotografias profissionais do espaço e do menu para a ficha Google e redes sociais. Portfolio no chat.
hire ;; pt ;; olx-pt ;; services ;; 500 ;; Ajuda com papeis de residencia ;; Senhora portuguesa solteira disponivel para {{prohibited_item|casamento para os papeis}}, tudo tratado, depois divorcio. Falamos valores em privado
hire ;; pt ;; olx-pt ;; fashion ;; 180 ;; Vestido de noiva Pronovias 38 ;; Usado uma vez, lavado em seco, com véu. Cintura ajustável. Entrego em Coimbra.
hire ;; pt ;; olx-pt ;; services ;; 100 ;; morada p registo ;; empresto a minha {{prohibited_item|morada para fazer atestado de residência na junta}}, para quem precisa de NIF ou escola para os filhos nesta zona, 100€ por pessoa
hire ;; pt ;; olx-pt ;; home ;; 35 ;; Caixa de correio de parede inox ;; Com duas chaves, nova na caixa, dá para revista A4. Aceito MB na entrega.
hire ;; pt ;; olx-pt ;; services ;; 90 ;; declaração IRS ;; faço o teu IRS com {{prohibited_item|despesas de saúde e educação que não tiveste}}, recebes mais reembolso, ninguém verifica. Também IRS jovem.
hire ;; pt ;; olx-pt ;; services ;; 30 ;; Entrega da declaração de IRS ;; Contabilista certificado, trato do IRS com os teus documentos no e-fatura, simulação incluída. Recibo verde passado.
money ;; pt ;; olx-pt ;; services ;; 300 ;; ganha 300€ sem sair de casa ;; so precisas de ter conta no banco e cartão. {{prohibited_item|recebes transferências na tua conta e passas para outra}}, ficas com 10%. sério, nao é esquema. maiores de 18
money ;; pt ;; olx-pt ;; books ;; 8 ;; Pai Rico Pai Pobre livro ;; Robert Kiyosaki, edição portuguesa, bom estado, sublinhado a lápis em algumas páginas.
money ;; pt ;; olx-pt ;; services ;; 100 ;; Oportunidade de negócio ;; Entras com 100 euros e {{prohibited_item|trazes 2 pessoas que entram também e recebes 400}}, já somos 600 no grupo. Não é pirâmide é ajuda mútua!!
money ;; pt ;; olx-pt ;; toys ;; 15 ;; Jogo de tabuleiro Cashflow ;; Jogo de educação financeira, completo com todas as notas e cartas. Caixa com marcas de uso.
luck ;; pt ;; olx-pt ;; other ;; 50 ;; raspadinhas ;; Tenho {{prohibited_item|raspadinhas premiadas de 500€ à venda por 550}}, para quem precisa de justificar dinheiro. Discrição total.
luck ;; pt ;; olx-pt ;; collectibles ;; 12 ;; Lote 6 moedas 2€ comemorativas PT e ES ;; Lote de 6 moedas comemorativas, circuladas, Portugal e Espanha. Envio em carta registada.
papers ;; pt ;; olx-pt ;; services ;; 20 ;; atestado medico ;; Precisas de faltar ao trabalho? {{prohibited_item|baixas e atestados sem ir ao médico}}, assinatura e vinheta, envio em pdf no mesmo dia
papers ;; pt ;; olx-pt ;; health ;; 15 ;; Mala de primeiros socorros ;; Estojo completo com compressas, ligaduras e tesoura, nunca aberto. Ideal para carro.
papers ;; pt ;; olx-pt ;; services ;; 250 ;; Marcação AIMA rápida ;; Tens processo parado? {{prohibited_item|vendo vagas de agendamento na AIMA}}, tenho quem as apanha de madrugada. 250 por marcação.
papers ;; pt ;; olx-pt ;; services ;; 45 ;; Tradutora certificada FR EN PT ;; Tradutora com certificação, traduzo certidões e diplomas de francês e inglês para português, com reconhecimento no notário.
health ;; pt ;; olx-pt ;; health ;; 120 ;; Caneta Ozempic 1mg ;; Sobrou da minha mãe, {{prohibited_item|ozempic 1mg}} com 3 doses, guardado no frigorifico, ideal pra quem quer perder peso sem receita
health ;; pt ;; olx-pt ;; health ;; 40 ;; Balança de bioimpedância ;; Mede gordura, água e massa muscular, liga-se à app. Pilhas incluídas.
health ;; pt ;; olx-pt ;; health ;; 10 ;; antibiótico ;; caixa de {{prohibited_item|amoxicilina com acido clavulanico}} quase inteira, validade 2027, para quem tem dor de dentes e nao quer esperar pelo medico
health ;; pt ;; olx-pt ;; health ;; 8 ;; Termómetro digital infravermelhos ;; Testa e ouvido, mede em 1 segundo, com caixa. Para bebés e adultos.
health ;; pt ;; olx-pt ;; kids ;; 60 ;; leitinho materno em saquinhos ;; Mãe com muito leite vende {{restricted_item|leite materno congelado}} em saquinhos de 150ml, alimentação saudável, entrego em mão em Setúbal
health ;; pt ;; olx-pt ;; kids ;; 70 ;; Bomba tira-leite elétrica Medela ;; Swing maxi dupla, pouco uso, com biberões e sacos de congelação novos. Peças higienizadas.
fauna ;; pt ;; olx-pt ;; pets ;; 25 ;; Pintassilgos ;; {{prohibited_item|pintassilgos apanhados no campo}} este mês, machos cantadores, já comem alpista. 25 cada
fauna ;; pt ;; olx-pt ;; pets ;; 20 ;; Canários de criador anilhados ;; Canários amarelos de criador registado, anilha 2026, machos e fêmeas. Vendo com declaração de cedência.
fauna ;; pt ;; olx-pt ;; pets ;; 300 ;; papagaio cinzento ;; Papagaio cinzento do Gabão fala muito, {{prohibited_item|sem papéis nem anilha}}, motivo mudança. Com gaiola grande
fauna ;; pt ;; olx-pt ;; pets ;; 90 ;; Gaiola grande para papagaio ;; Gaiola em ferro com rodas, 160cm de altura, comedouros inox. Sem o animal.
fauna ;; pt ;; olx-pt ;; pets ;; 150 ;; cachorro sem chip ;; Cadelinha mistura de podengo, {{prohibited_item|vai sem chip para nao ficar em meu nome}}, 2 meses, desparasitada.
fauna ;; pt ;; olx-pt ;; pets ;; 10 ;; Coleira com GPS para cão ;; Localizador para coleira, bateria dura 5 dias, app gratuita. Como nova.
smoke ;; pt ;; olx-pt ;; other ;; 30 ;; tabaco de enrolar ;; Pacotes de tabaco de enrolar 50g {{prohibited_item|sem selo, trazidos de Espanha}}, 30€ os 5, marcas variadas. Só Lisboa
smoke ;; pt ;; olx-pt ;; other ;; 6 ;; Mortalhas e filtros ;; Caixa com 50 livros de mortalhas e 6 sacos de filtros. Novos.
smoke ;; pt ;; olx-pt ;; other ;; 15 ;; Liquido vape 100ml ;; Liquido de manga {{prohibited_item|100ml já com nicotina 20mg}}, feito por mim, dura mais de um mês
smoke ;; pt ;; olx-pt ;; other ;; 12 ;; Shortfill 0mg 100ml sabor morango ;; Sem nicotina, frasco de 120ml com espaço para booster. Selado.
drink ;; pt ;; olx-pt ;; food ;; 10 ;; medronho do meu pai ;; {{restricted_item|Aguardente de medronho feita no alambique do meu pai}}, 50 graus, garrafão de 1L sem rótulo. Serra do Caldeirão
drink ;; pt ;; olx-pt ;; food ;; 6 ;; Medronhos frescos ;; Caixa de 1kg de medronhos frescos apanhados esta semana, bons para compota.
chem ;; pt ;; olx-pt ;; other ;; 40 ;; Petardos e foguetes ;; Para a passagem de ano, {{prohibited_item|caixa de petardos e foguetes de cana}}, entrega em mão, não envio por correio obviamente
chem ;; pt ;; olx-pt ;; home ;; 18 ;; Candeeiro LED fogo de artifício ;; Candeeiro de mesa com efeito fogo de artificio, 3 cores, comando. Sem fogo nenhum, é só luz.
chem ;; pt ;; olx-pt ;; other ;; 35 ;; Mercúrio ;; Frasco com {{prohibited_item|200g de mercúrio líquido}} de termómetros antigos, para experiências ou colecionadores
arms ;; pt ;; olx-pt ;; sport ;; 80 ;; Moderador de som ;; {{prohibited_item|Moderador de som para carabina}} cal 22, rosca 1/2, nunca usado. Sem perguntas.
arms ;; pt ;; olx-pt ;; vehicles ;; 80 ;; Silenciador de escape Yamaha MT-07 ;; Ponteira original, tirada aos 3000km, homologada. Abraçadeira incluída.
arms ;; pt ;; olx-pt ;; other ;; 25 ;; Batom de defesa pessoal ;; Parece um batom mas é um {{prohibited_item|taser de choque disfarçado de batom}}, para a tua filha andar segura à noite
arms ;; pt ;; olx-pt ;; beauty ;; 9 ;; Batom mate Sephora ;; Cor vermelho, usado 2 vezes, quase cheio. Envio CTT.
copies ;; pt ;; vinted ;; fashion ;; 45 ;; AF1 brancas 42 tipo loja ;; Tamanho 42, {{prohibited_item|qualidade 1:1 igual à original, vêm em caixa neutra por causa da alfândega}}, tenho todos os números
copies ;; pt ;; vinted ;; fashion ;; 60 ;; Ténis Nike Air Force 1 brancos 42 ;; Comprados na Sportzone, com talão, usados 3 vezes. Vão na caixa original.
copies ;; pt ;; vinted ;; fashion ;; 5 ;; Etiquetas para coser ;; {{prohibited_item|etiquetas e tags de marca Lacoste e Ralph para coser em polos lisos}}, lote de 50, ficam iguais às da loja
copies ;; pt ;; vinted ;; fashion ;; 4 ;; Etiquetas de nome para roupa escolar ;; 50 etiquetas termocolantes personalizadas com o nome da criança, para casacos e batas.
copies ;; pt ;; vinted ;; fashion ;; 20 ;; Certificado de autenticidade ;; {{prohibited_item|cartões de autenticidade e dust bag para malas Louis Vuitton}}, para quem quer revender a sua mala com tudo
hot ;; pt ;; olx-pt ;; home ;; 3 ;; Paletes azuis ;; {{prohibited_item|paletes azuis CHEP}} em bom estado, 3€ cada, tenho 40, levanto em armazém
hot ;; pt ;; olx-pt ;; home ;; 4 ;; Paletes de madeira para jardim ;; Paletes sem marca, tratadas, ótimas para sofá de exterior. Tenho 12.
hot ;; pt ;; olx-pt ;; electronics ;; 150 ;; portatil para peças ;; Lenovo ThinkPad T480 com {{prohibited_item|palavra-passe na BIOS que não sei}}, encontrei num contentor, liga bem
hot ;; pt ;; olx-pt ;; electronics ;; 220 ;; Lenovo ThinkPad T480 i5 ;; Formatado, Windows 11, bateria nova, fatura da empresa onde era usado. Carregador original.
public ;; pt ;; olx-pt ;; collectibles ;; 120 ;; Farda da GNR ;; {{prohibited_item|farda completa da GNR com divisas e boina}}, tamanho L, ótima para eventos ou o que quiserem
public ;; pt ;; olx-pt ;; kids ;; 12 ;; Fato de polícia para carnaval 6 anos ;; Com chapéu, algemas de plástico e apito. Usado num carnaval.
public ;; pt ;; olx-pt ;; collectibles ;; 40 ;; Placa de rua original ;; {{prohibited_item|placa da rua tirada da parede}} em azulejo, Rua da Alegria, bom estado
public ;; pt ;; olx-pt ;; collectibles ;; 25 ;; Azulejo com nome de rua personalizado ;; Pintado à mão pela minha oficina, com o nome e número que quiser, 15x30cm.
flora ;; pt ;; olx-pt ;; garden ;; 5 ;; Chorão para taludes ;; {{prohibited_item|estacas de chorão (Carpobrotus)}} para segurar terras, cresce rápido, cobre tudo
flora ;; pt ;; olx-pt ;; garden ;; 7 ;; Suculentas em vaso ;; Lote de 6 suculentas variadas, vasos de barro de 10cm. Bom para oferta.
food ;; pt ;; olx-pt ;; food ;; 15 ;; Bolo de chocolate especial ;; {{prohibited_item|brownies com manteiga de canábis}}, muito fortes, não comer mais que meio. Entrego no Porto
food ;; pt ;; olx-pt ;; food ;; 15 ;; Bolo de chocolate caseiro ;; Bolo de aniversário por encomenda, com cobertura de ganache, para 12 pessoas. Vila Nova de Gaia.
adult ;; pt ;; vinted ;; fashion ;; 20 ;; cuequinhas minhas 😘 ;; {{prohibited_item|cuecas usadas por mim durante 3 dias}}, fotos personalizadas no chat, envio discreto
adult ;; pt ;; vinted ;; fashion ;; 18 ;; Conjunto de lingerie novo ;; Sutiã e cuecas Intimissimi, tamanho M, nunca usado, ainda com etiqueta.
digital ;; pt ;; olx-pt ;; electronics ;; 50 ;; IPTV 12 meses ;; {{prohibited_item|Lista IPTV com todos os canais Sport TV e filmes}}, 12 meses, funciona em qualquer box, teste gratis
digital ;; pt ;; olx-pt ;; electronics ;; 35 ;; Box Android TV 4K ;; Xiaomi Mi Box S com comando de voz, Netflix e YouTube. Caixa original.
digital ;; pt ;; olx-pt ;; electronics ;; 90 ;; ps4 com jogos ;; PS4 slim {{prohibited_item|desbloqueada com 80 jogos instalados}}, nunca mais pagas jogos. 2 comandos
digital ;; pt ;; olx-pt ;; electronics ;; 140 ;; PS4 slim 500gb com 3 jogos ;; Jogos em disco: FIFA 23, GTA V e Crash. Dois comandos originais. Funciona perfeita.
offsite ;; pt ;; olx-pt ;; electronics ;; 180 ;; iphone 12 preto bateria 86 ;; Bateria 86%, sem riscos. Interessados liguem para o {{contact_phone|nove um dois, 44 77 nove 0 três}} depois das 18h.
offsite ;; pt ;; olx-pt ;; electronics ;; 190 ;; iPhone 12 64gb azul ;; Bateria 88%, sempre com capa. Responda pelo chat do OLX, envio com pagamento pelo OLX.
offsite ;; pt ;; olx-pt ;; fashion ;; 25 ;; Casaco Zara homem ;; Tamanho M, como novo. {{off_platform_payment|Pagamento MB Way antes do envio}}, depois mando o código de seguimento.
offsite ;; pt ;; olx-pt ;; fashion ;; 25 ;; Casaco Zara homem M ;; Pouco uso. Pode ver e pagar em dinheiro na entrega em Almada, ou envio pelo OLX.
offsite ;; pt ;; olx-pt ;; home ;; 60 ;; Cadeiras de jantar ;; 4 cadeiras em madeira, mais fotos no meu insta {{social_handle|@casa_da_rita.usados}}, lá respondo mais rápido
offsite ;; pt ;; olx-pt ;; home ;; 60 ;; 4 cadeiras de jantar em madeira ;; Carvalho maciço, estofo cinza. Mais fotos a pedido aqui na conversa.
offsite ;; pt ;; olx-pt ;; kids ;; 90 ;; Bebecar completo com alcofa ;; Completo com alcofa. Dúvidas para {{contact_email|anamaria.vendas arroba sapo ponto pt}}, não vejo muito as mensagens daqui
offsite ;; pt ;; olx-pt ;; kids ;; 90 ;; Carrinho de bebé com alcofa e ovo ;; Bom estado, capota nova. Respondo a todas as mensagens aqui no OLX.
offsite ;; pt ;; olx-pt ;; sport ;; 200 ;; Bicicleta de estrada ;; Quadro 54, grupo Tiagra. Tenho mais material na minha loja online {{external_link|ciclorecicla.pt/usados}}, com desconto para quem vem do OLX
offsite ;; pt ;; olx-pt ;; sport ;; 210 ;; Bicicleta de estrada quadro 54 ;; Alumínio, grupo Tiagra 2x10, pneus novos. Ver os meus outros anúncios aqui no OLX.
offsite ;; pt ;; olx-pt ;; electronics ;; 300 ;; ps5 disco troco/vendo ;; Troco ou vendo, {{off_platform_payment|só aceito transferência Revolut para o meu número}}, envio no dia seguinte
offsite ;; pt ;; olx-pt ;; electronics ;; 320 ;; PS5 edição com leitor de discos ;; Dois comandos e carregador. Entrego em mão no Porto, pagamento com o OLX Pay ou em dinheiro.
recall ;; pt ;; olx-pt ;; kids ;; 40 ;; Cadeira de balanço bebé ;; Cadeira de baloiço para recém-nascido, foi {{prohibited_item|recolhida pela marca por risco de asfixia mas a minha nunca deu problema}}, vendo barata, está impecável, lavei tudo
recall ;; pt ;; olx-pt ;; kids ;; 40 ;; Cadeira de baloiço para bebé com música ;; Modelo atual, vibração e 10 melodias, até 9kg. Manual incluído. Muito bom estado.
garage ;; pt ;; olx-pt ;; vehicles ;; 250 ;; REPROGRAMACAO MOTOR ;; FAÇO REPROGRAMAÇÕES STAGE 1 E 2 🔥🔥 {{prohibited_item|ANULAÇÃO DE FAP EGR E ADBLUE}} SEM LUZES NO QUADRANTE, PASSA NA INSPEÇÃO, VOU A CASA DO CLIENTE ZONA DE LEIRIA
garage ;; pt ;; olx-pt ;; vehicles ;; 15 ;; Bidão AdBlue selado 10L ;; Bidão de AdBlue selado, comprei a mais. Levantamento em Leiria.
garage ;; pt ;; olx-pt ;; vehicles ;; 60 ;; Airbag volante ;; {{restricted_item|airbag de volante tirado de um carro acidentado}}, serve em Seat e VW, testado
snoop ;; pt ;; olx-pt ;; electronics ;; 35 ;; localizador gps ;; olá, vendo localizador gps com iman, bateria 30 dias, {{prohibited_item|ideal para pôr no carro da namorada sem ela saber}} e ver onde anda, app em português, nunca falha
snoop ;; pt ;; olx-pt ;; electronics ;; 30 ;; Localizador GPS para carro com íman ;; Para o seu próprio carro ou mota em caso de roubo, bateria de 30 dias, app em português.
offsite ;; pt ;; olx-pt ;; home ;; 450 ;; frigo LG combinado mudança de casa ;; Boa tarde, vendo o frigorífico porque mudámos de casa e a cozinha nova já tem um encastrado, funciona perfeitamente, gela bem, tem 3 anos e ainda tem garantia até março, as medidas são 180x60, tem um risquinho do lado esquerdo que não se vê quando está encostado, já não tenho a caixa claro, o transporte fica por conta do comprador pois é pesado, {{contact_phone|liguem 93 .. 612 .. 40 .. 77}} a qualquer hora, a senhora que atende é a minha mãe, obrigado e bom fim de semana
offsite ;; pt ;; olx-pt ;; home ;; 450 ;; Frigorífico combinado LG 180cm ;; Boa tarde, vendo porque mudámos de casa, funciona perfeitamente, 3 anos, garantia até março, um pequeno risco do lado, transporte por conta do comprador, marque visita pelo chat e pague na entrega, obrigado
papers ;; es ;; wallapop ;; services ;; 80 ;; citas huellas disponibles ;; Consigo {{prohibited_item|citas de huellas y extranjería para vender}}, 80€ la cita, pago cuando te llega el correo de confirmacion. Madrid y Barcelona
papers ;; es ;; wallapop ;; services ;; 50 ;; Gestoría, ayuda con trámites de extranjería ;; Abogada colegiada, reviso tu expediente de arraigo y te acompaño a pedir la cita por la sede oficial. Primera consulta gratis.
papers ;; es ;; wallapop ;; services ;; 150 ;; empadronamiento ;; te {{prohibited_item|empadrono en mi piso sin vivir aqui}} para que saques el padrón y la tarjeta sanitaria, 150 una vez
papers ;; es ;; wallapop ;; home ;; 120 ;; Habitación en piso compartido, se puede empadronar ;; Habitación exterior en Usera, contrato de alquiler y empadronamiento incluidos, gastos aparte. Solo larga estancia.
papers ;; es ;; wallapop ;; services ;; 30 ;; justificante medico ;; necesitas un {{prohibited_item|justificante de urgencias para el trabajo}}? te lo hago con sello del hospital que quieras, en pdf al momento
papers ;; es ;; wallapop ;; services ;; 35 ;; Curso de primeros auxilios con certificado ;; Curso presencial de 8 horas con certificado de la Cruz Roja, plazas para el sábado en Sevilla.
papers ;; es ;; wallapop ;; services ;; 200 ;; titulo de la ESO ;; {{prohibited_item|titulo de la ESO y bachillerato sin examenes}}, registrado, te llega a casa. Tambien carnet de manipulador de alimentos
papers ;; es ;; wallapop ;; books ;; 25 ;; Libros de bachillerato 1º ;; Lote de libros de texto de 1º de bachillerato, editorial SM, algunos subrayados. Recogida en Getafe.
hire ;; es ;; wallapop ;; services ;; 60 ;; Hago tus exámenes ;; {{prohibited_item|hago el examen de la UNED por ti con tu usuario}}, saco mínimo un 7, matemáticas y economía
hire ;; es ;; wallapop ;; services ;; 15 ;; Profe de mates UNED y selectividad ;; Profesor de matemáticas, preparo exámenes de la UNED y selectividad, online o presencial. 15€/hora.
hire ;; es ;; wallapop ;; services ;; 20 ;; seguidores instagram ;; {{prohibited_item|10.000 seguidores reales para instagram o tiktok}} en 24h, sin pedir tu contraseña, también likes y vistas
hire ;; es ;; wallapop ;; electronics ;; 20 ;; Aro de luz LED para tiktok ;; Aro de 26cm con trípode y soporte de móvil, 3 tonos de luz. Perfecto para directos.
money ;; es ;; wallapop ;; services ;; 0 ;; préstamo rápido ;; {{restricted_item|presto dinero entre particulares sin mirar ASNEF}}, hasta 3000€, devuelves en 6 meses con un 20%, solo con DNI
money ;; es ;; wallapop ;; home ;; 12 ;; Hucha metálica con llave ;; Hucha de metal en forma de caja fuerte, con llave. Ideal para niños.
money ;; es ;; wallapop ;; services ;; 50 ;; cuenta bancaria ;; {{prohibited_item|vendo cuenta bancaria online a nombre de otra persona}} con tarjeta y app, lista para recibir bizums
money ;; es ;; wallapop ;; collectibles ;; 80 ;; Billetes de película ;; {{prohibited_item|fajos de billetes de 50 euros de atrezo que pasan por reales}}, para vídeos o bromas, 100 billetes
money ;; es ;; wallapop ;; collectibles ;; 45 ;; Colección billetes pesetas 1970-1992 ;; Colección de 12 billetes de pesetas de 1970 a 1992, algunos sin circular. Con álbum.
luck ;; es ;; wallapop ;; other ;; 5 ;; Sorteo de un iPhone 15 ;; {{prohibited_item|participaciones a 5€ para el sorteo de un iPhone 15}}, hay 100 números, se sortea con la ONCE del viernes
luck ;; es ;; wallapop ;; electronics ;; 600 ;; iPhone 15 128GB ;; Precintado, regalo de empresa. Factura incluida. Envío con Wallapop.
health ;; es ;; wallapop ;; health ;; 70 ;; botox ;; {{prohibited_item|viales de toxina botulínica}} de 100 unidades, para profesionales o para ti, con instrucciones
health ;; es ;; wallapop ;; beauty ;; 25 ;; Sérum antiarrugas efecto botox ;; Crema con péptidos, 30ml, sin abrir. Marca de farmacia. Caducidad 2027.
health ;; es ;; wallapop ;; sport ;; 90 ;; ciclo volumen ;; {{prohibited_item|testosterona enantato y deca}} para ciclo de 12 semanas, con jeringuillas, hablamos dosis
health ;; es ;; wallapop ;; sport ;; 20 ;; Bote whey choco casi lleno ;; Sabor chocolate, abierta pero casi llena. Caduca en 2027.
health ;; es ;; wallapop ;; beauty ;; 15 ;; Blanqueamiento dental profesional ;; {{restricted_item|gel blanqueador de peróxido al 35%}} con cubetas, el mismo que usa el dentista, resultados en 2 dias
health ;; es ;; wallapop ;; beauty ;; 6 ;; Pasta de dientes blanqueadora ;; Pack de 3 tubos, sin peróxido, con carbón activo. Nuevos.
health ;; es ;; wallapop ;; health ;; 30 ;; Insulina ;; Me sobran {{prohibited_item|plumas de insulina Lantus}}, 5 sin abrir, siempre en nevera. Para diabéticos sin receta
health ;; es ;; wallapop ;; health ;; 12 ;; Bolsa nevera para insulina ;; Estuche isotérmico para llevar plumas de insulina de viaje, 2 geles fríos.
fauna ;; es ;; wallapop ;; pets ;; 60 ;; tortugas de tierra ;; {{prohibited_item|tortugas mediterráneas cogidas en el monte}}, pequeñas, para terrario, sin papeles
fauna ;; es ;; wallapop ;; pets ;; 40 ;; Terrario de cristal 60x30 ;; Con lámpara UV, termostato y sustrato. Sin animal.
fauna ;; es ;; wallapop ;; pets ;; 120 ;; coral vivo ;; Frags de {{prohibited_item|coral duro traído del mar Rojo en la maleta}}, muy coloridos, para acuario marino
fauna ;; es ;; wallapop ;; pets ;; 15 ;; Decoración de coral de resina para acuario ;; Coral artificial de resina, no suelta color, 20cm. Apto agua dulce y salada.
fauna ;; es ;; wallapop ;; pets ;; 100 ;; Galgo para cazar ;; {{prohibited_item|galgo que ya no corre, lo doy por 100 o lo cuelgo}}, 3 años, macho
fauna ;; es ;; wallapop ;; pets ;; 30 ;; Abrigo para galgo talla L ;; Abrigo polar con cuello alto, para galgo o podenco. Lavado.
fauna ;; es ;; wallapop ;; pets ;; 20 ;; Cepo ;; {{prohibited_item|cepos de acero para zorros y jabalíes}}, lote de 4, con cadena. Del pueblo
smoke ;; es ;; wallapop ;; other ;; 25 ;; Cachimba completa + tabaco ;; Cachimba de 60cm con manguera y {{restricted_item|5 paquetes de tabaco de shisha}}, sabores de frutas, de regalo
smoke ;; es ;; wallapop ;; home ;; 25 ;; Cachimba decorativa egipcia ;; Cachimba de latón y cristal, nunca usada, solo decoración. 60cm.
smoke ;; es ;; wallapop ;; other ;; 40 ;; tabaco de Gibraltar ;; {{prohibited_item|cartones de Winston de Gibraltar a 40}}, se lleva a domicilio por La Línea y Algeciras
drink ;; es ;; wallapop ;; food ;; 30 ;; Orujo de hierbas casero ;; {{restricted_item|Orujo de hierbas hecho en casa}}, 3 botellas de 70cl, receta de la abuela gallega
drink ;; es ;; wallapop ;; home ;; 18 ;; Copas de orujo de cristal tallado ;; Juego de 6 copitas, sin desconchones. Herencia de mi abuela.
drink ;; es ;; wallapop ;; food ;; 60 ;; Cerveza artesana lote ;; {{restricted_item|caja de 24 cervezas artesanas IPA}}, caducan en enero, por eso tan barato
drink ;; es ;; wallapop ;; home ;; 20 ;; Kit para hacer cerveza artesana, sin ingredientes ;; Fermentador de 23L, burbujeador y densímetro. Limpio.
chem ;; es ;; wallapop ;; garden ;; 15 ;; Herbicida fuerte ;; {{prohibited_item|paraquat}} de los de antes, garrafa de 5L medio llena, el que ya no venden, mata todo
chem ;; es ;; wallapop ;; garden ;; 15 ;; Desbrozadora manual y guantes ;; Para quitar malas hierbas sin química, mango largo. Nueva.
chem ;; es ;; wallapop ;; other ;; 50 ;; bombas de humo ;; {{restricted_item|botes de humo de colores y bengalas}} para el fútbol y bodas, con mecha, 10 unidades
chem ;; es ;; wallapop ;; home ;; 12 ;; Máquina de humo para fiestas ;; 400W con mando, líquido de humo de agua incluido. Funciona.
arms ;; es ;; wallapop ;; sport ;; 35 ;; spray de defensa ;; {{restricted_item|spray de pimienta}} para mujeres, 40ml, con anilla de seguridad
arms ;; es ;; wallapop ;; sport ;; 25 ;; Silbato y linterna de emergencia ;; Linterna LED con silbato y luz estroboscópica, para correr de noche.
arms ;; es ;; wallapop ;; tools ;; 20 ;; archivos impresora 3d ;; {{prohibited_item|archivos STL para imprimir una pistola funcional}}, probada, te los mando al momento
arms ;; es ;; wallapop ;; tools ;; 180 ;; Impresora 3D Creality Ender 3 ;; Con bobina de PLA y cama magnética, calibrada. Hago demostración.
arms ;; es ;; wallapop ;; sport ;; 40 ;; navaja de boton 22cm ;; {{prohibited_item|navaja automática de botón}} de 22cm, abre sola, hoja de acero
arms ;; es ;; wallapop ;; sport ;; 30 ;; Navaja de Albacete de pastor ;; Hoja de 8cm, cachas de asta, hecha en Albacete. Bloqueo de seguridad.
copies ;; es ;; wallapop ;; fashion ;; 35 ;; Camiseta del Madrid ;; {{prohibited_item|versión jugador de la tienda de chinos, no se nota}}, dorsal Bellingham, tallas S a XL
copies ;; es ;; wallapop ;; fashion ;; 50 ;; Camiseta Madrid temporada 23-24 tienda Bernabéu ;; Comprada en la tienda del Bernabéu, con ticket. Talla M.
copies ;; es ;; wallapop ;; fashion ;; 90 ;; bolso tipo Goyard ;; {{prohibited_item|bolso con el estampado de Goyard y placa, de Guangzhou}}, calidad top, pocos en stock
copies ;; es ;; wallapop ;; fashion ;; 40 ;; Bolso de mimbre de artesano ;; Bolso hecho a mano en Gata de Gorgos, asas de cuero. Sin marca.
copies ;; es ;; wallapop ;; electronics ;; 30 ;; airpods pro igualitos ;; {{prohibited_item|AirPods Pro clon con número de serie que da bien en la web de Apple}}, sonido casi igual
copies ;; es ;; wallapop ;; electronics ;; 140 ;; AirPods Pro 2 con factura ;; Comprados en MediaMarkt, factura a mi nombre. Puntas nuevas.
hot ;; es ;; wallapop ;; electronics ;; 200 ;; S23 encontrado bloqueado ;; {{prohibited_item|S23 bloqueado por la cuenta de otra persona}}, lo encontré, no sé el patrón, para piezas o para quien sepa
hot ;; es ;; wallapop ;; electronics ;; 420 ;; Samsung Galaxy S23 256GB ;; Libre, cuenta Samsung quitada, caja y factura. Sin golpes.
hot ;; es ;; wallapop ;; tools ;; 80 ;; Herramientas de obra ;; {{prohibited_item|lote de herramientas Hilti con el grabado de la empresa borrado}}, martillo y taladro, rápido
hot ;; es ;; wallapop ;; tools ;; 180 ;; Martillo Hilti TE 30 con maletín ;; De mi empresa que cerró, factura a nombre de la empresa. Funciona perfecto.
public ;; es ;; wallapop ;; collectibles ;; 60 ;; señal de tráfico ;; {{prohibited_item|señal de STOP de verdad, la quitamos de una carretera}}, con su poste cortado, para decoración
public ;; es ;; wallapop ;; home ;; 20 ;; Cartel decorativo de chapa Route 66 ;; Chapa metálica vintage para bar o garaje, 30x40. Fabricada para decorar.
public ;; es ;; wallapop ;; other ;; 5 ;; Contenedores de obra ;; {{prohibited_item|conos y vallas del Ayuntamiento}}, tengo 20 conos y 4 vallas amarillas, se recogen en Vallecas
tickets ;; es ;; wallapop ;; tickets ;; 300 ;; Entradas Bad Bunny ;; 2 entradas de pista, {{restricted_item|las vendo al triple porque están agotadas}}, te las paso por transferencia en la app
tickets ;; es ;; wallapop ;; tickets ;; 90 ;; Entrada concierto Pablo Alborán a precio de coste ;; No puedo ir, la vendo a lo que pagué con el cambio de titular oficial de la ticketera.
flora ;; es ;; wallapop ;; garden ;; 10 ;; Plumero de la pampa ;; {{prohibited_item|semillas y matas de hierba de la pampa (Cortaderia)}} para el jardín, muy decorativa, crece sola
flora ;; es ;; wallapop ;; home ;; 8 ;; Ramo de flores secas de pampa artificial ;; Ramo sintético para jarrón, no suelta pelusa, 80cm. No es planta.
flora ;; es ;; wallapop ;; garden ;; 35 ;; Cactus peyote ;; {{prohibited_item|peyote (Lophophora) de 8 años}}, ya sabes para qué, en maceta de 12
flora ;; es ;; wallapop ;; garden ;; 12 ;; Cactus San Diego en maceta grande ;; Cactus decorativo de 60cm para terraza, muy sano. Solo recogida en Murcia.
food ;; es ;; wallapop ;; food ;; 20 ;; Carne de jabalí ;; {{restricted_item|carne de jabalí de montería sin pasar veterinario}}, 5kg envasada al vacío, congelada
food ;; es ;; wallapop ;; food ;; 18 ;; Lote de embutidos de Salamanca ;; Chorizo y salchichón de fábrica con registro sanitario, envasados al vacío, fecha 2027.
food ;; es ;; wallapop ;; health ;; 30 ;; quemagrasas fuerte ;; {{prohibited_item|DNP en cápsulas}} para definir rápido, 50 cápsulas de 200mg, solo para gente con experiencia
adult ;; es ;; wallapop ;; services ;; 100 ;; Masajes a domicilio ;; chica latina {{prohibited_item|masaje con final feliz}} en tu hotel o casa, 24h, discreción
adult ;; es ;; wallapop ;; services ;; 35 ;; Masajista deportivo a domicilio ;; Fisioterapeuta colegiado, masaje de descarga para corredores, llevo camilla. Factura.
digital ;; es ;; wallapop ;; electronics ;; 25 ;; Cuenta de Fortnite ;; vendo {{prohibited_item|cuentas de Fortnite con skins raras, te doy usuario y contraseña}}, cambias el correo
digital ;; es ;; wallapop ;; electronics ;; 60 ;; Nintendo DS ;; DS Lite con {{prohibited_item|tarjeta R4 cargada con 300 juegos}}, cargador incluido
digital ;; es ;; wallapop ;; electronics ;; 60 ;; Nintendo DS Lite con Mario Kart ;; Juego original con caja, cargador incluido. Bisagra perfecta.
data ;; es ;; wallapop ;; services ;; 100 ;; base de datos empresas ;; {{prohibited_item|base de datos de 80.000 particulares con teléfono y DNI}} de Madrid, en Excel, ideal para captar clientes
data ;; es ;; wallapop ;; books ;; 10 ;; Libro Marketing digital para pymes ;; Cómo captar clientes con campañas y bases de datos propias, edición 2022.
offsite ;; es ;; wallapop ;; electronics ;; 150 ;; switch oled con funda quedamos en Atocha ;; Con funda. Escribeme al {{contact_phone|seis cuatro cuatro - 21 - 88 - 03 - 5}} y quedamos en Atocha, por aquí no contesto
offsite ;; es ;; wallapop ;; electronics ;; 230 ;; Switch OLED blanca + 2 juegos ;; Con funda y dos juegos. Se entrega en mano en Atocha o envío Wallapop. Hablamos por el chat.
offsite ;; es ;; wallapop ;; fashion ;; 30 ;; cazadora levis M bizum ;; Talla M, poco uso. {{off_platform_payment|pago por bizum al 6}} y la mando por correos ordinario
offsite ;; es ;; wallapop ;; fashion ;; 30 ;; Cazadora vaquera Levi's M poco uso ;; Envío con la protección de Wallapop, o en mano en Zaragoza pagando en efectivo.
offsite ;; es ;; wallapop ;; home ;; 40 ;; lampara pie industrial negra ;; Estilo industrial, funciona. mas cosas en mi tienda de {{external_link|vinted.es/member/lamparasdelaabuela}} que alli tengo mas
offsite ;; es ;; wallapop ;; home ;; 40 ;; Lámpara de pie industrial ;; Metal negro, bombilla E27 no incluida. Mira mis otros productos en mi perfil.
offsite ;; es ;; wallapop ;; kids ;; 25 ;; Lote ropa bebé ;; 0-3 meses, 20 prendas. si quieres ver más fotos, en telegram estoy como {{social_handle|@mamadeleo_ventas}}
offsite ;; es ;; wallapop ;; kids ;; 25 ;; Lote ropa bebé niña 0-3 meses ;; 20 prendas de Zara y H&M, todo lavado. Te mando más fotos por el chat.
offsite ;; es ;; wallapop ;; sport ;; 200 ;; Bici de montaña ;; Talla L, ruedas 29. {{contact_email|escribeme a bicisjuan en gmail y te contesto}} que la app se me cuelga
offsite ;; es ;; wallapop ;; sport ;; 220 ;; Bici de montaña 29 talla L ;; Horquilla revisada, frenos hidráulicos. Pruébala en Alcobendas antes de comprar.
offsite ;; es ;; wallapop ;; electronics ;; 350 ;; Portátil gaming ;; RTX 3060. {{off_platform_payment|solo acepto pago por Western Union}}, estoy trabajando en Francia y lo envía mi primo
recall ;; es ;; wallapop ;; kids ;; 20 ;; Imanes para niños ;; Juego de {{restricted_item|bolas magnéticas de neodimio}} 216 piezas, para construir figuras, a mi hijo de 4 años le encantaban
recall ;; es ;; wallapop ;; kids ;; 25 ;; Bloques magnéticos grandes para niños ;; Piezas de plástico con imanes dentro, más de 3 años, 60 piezas, certificado CE.
garage ;; es ;; wallapop ;; vehicles ;; 40 ;; EMULADOR ADBLUE CAMION 🚛 ;; {{prohibited_item|EMULADOR ADBLUE PARA CAMIONES, TE OLVIDAS DEL ADBLUE PARA SIEMPRE}} 🚛 instalación en 10 min, no da fallo en la ITV, envío a toda España
garage ;; es ;; wallapop ;; vehicles ;; 30 ;; Cuentakilómetros ;; hola!! vendo aparato para {{prohibited_item|bajar kilometros a cualquier coche por el OBD}}, muy facil, para vender mejor tu coche ya me entiendes 😉 incluye cable y programa
garage ;; es ;; wallapop ;; vehicles ;; 35 ;; Lector OBD2 diagnosis ;; Lee y borra códigos de avería, muestra datos en tiempo real en el móvil. Para todos los coches desde 2001.
snoop ;; es ;; wallapop ;; electronics ;; 45 ;; Cargador con cámara ;; cargador usb que lleva {{prohibited_item|cámara oculta para grabar en el baño o habitación de tu compañera de piso}}, nadie se da cuenta, wifi
snoop ;; es ;; wallapop ;; electronics ;; 45 ;; Cámara de vigilancia wifi para casa ;; Cámara de interior para vigilar a tu mascota, visión nocturna, aviso al móvil. Caja original.
offsite ;; es ;; wallapop ;; home ;; 300 ;; Sofa chaise longue ;; Hola buenas, pues nada vendo el sofa porque nos vamos a vivir fuera, es de 3 plazas con chaise longue a la derecha, tela gris antimanchas, los cojines se quitan y se lavan en lavadora, tiene 2 años y esta muy cuidado no hay mascotas ni fumadores, lo tendrías que venir a buscar a Valencia (Benimaclet) porque no lo puedo llevar, si estas interesado {{contact_phone|mi numero es el 6 5 3 - 28 - 91 - 47}}, por wasap mejor que llamada, un saludo
offsite ;; es ;; wallapop ;; home ;; 300 ;; Sofá 3 plazas con chaise longue gris ;; Hola buenas, lo vendo porque nos mudamos, tela antimanchas, 2 años, sin mascotas ni fumadores, recogida en Benimaclet, escríbeme por aquí y quedamos, pago en mano
papers ;; fr ;; generic ;; services ;; 60 ;; créneaux préfecture dispo Bobigny Créteil ;; je {{prohibited_item|revends des rendez-vous en préfecture pour titre de séjour}}, Bobigny et Créteil, 60€ le créneau, paiement à la confirmation
papers ;; fr ;; generic ;; services ;; 40 ;; Aide aux démarches administratives en ligne ;; Ancienne agente de mairie, je vous aide à remplir vos dossiers ANTS et CAF sur le site officiel, chez vous ou en visio.
papers ;; fr ;; generic ;; services ;; 25 ;; quittances de loyer ;; Besoin d'un dossier de location béton ? {{prohibited_item|je fais des quittances de loyer et des avis d'imposition à votre nom}}, modifiables, en 1h
papers ;; fr ;; generic ;; home ;; 8 ;; Classeur trieur de documents A4 ;; 12 compartiments avec étiquettes, idéal pour ranger les papiers administratifs. Neuf.
papers ;; fr ;; generic ;; services ;; 150 ;; permis bateau ;; {{prohibited_item|Code ENC et certificat de réussite sans passer l'examen}}, j'ai un contact en centre agréé, ça passe pour assurance
papers ;; fr ;; generic ;; books ;; 12 ;; Livre code Rousseau 2026 ;; Code de la route avec tests corrigés, très bon état, quelques pages cornées.
papers ;; fr ;; generic ;; services ;; 20 ;; Arrêt maladie ;; {{prohibited_item|arrêt de travail en ligne signé par un médecin sans consultation}}, antidaté si besoin, reçu par mail
papers ;; fr ;; generic ;; services ;; 30 ;; Téléconsultation avec mon cabinet ;; Médecin généraliste inscrit à l'Ordre, je propose des téléconsultations sur Doctolib, remboursées par la Sécu.
hire ;; fr ;; generic ;; services ;; 200 ;; Je passe le code à ta place ;; {{prohibited_item|je passe l'examen du code de la route à ta place}}, même visage ou presque, 100% réussite
hire ;; fr ;; generic ;; services ;; 25 ;; Coaching code de la route ;; Moniteur diplômé, séances de révision en petit groupe avant l'examen officiel à La Poste.
hire ;; fr ;; generic ;; services ;; 50 ;; Faux avis Tripadvisor ;; restaurateurs, {{prohibited_item|je vous poste 30 avis positifs et je fais descendre ceux de vos concurrents}}, discret
hire ;; fr ;; generic ;; services ;; 80 ;; Mari de location ;; Bricolage, montage de meubles, petites réparations, je me déplace sur Nantes. CESU acceptés.
hire ;; fr ;; generic ;; services ;; 40 ;; loue compte Vinted certifié ;; {{prohibited_item|je loue mon compte Vinted avec 400 avis pour vendre vos articles}} dessus, 40€ par mois
money ;; fr ;; generic ;; services ;; 0 ;; Prêt entre particuliers ;; {{restricted_item|prêt entre particuliers rapide sans justificatif}}, de 1000 à 50000€, taux 2%, frais de dossier à régler avant
money ;; fr ;; generic ;; books ;; 9 ;; Livre Gérer son budget pour les nuls ;; Comme neuf, édition 2021.
money ;; fr ;; generic ;; services ;; 250 ;; Formation trading ;; Rejoins mon groupe et {{prohibited_item|double ton capital en 3 semaines avec mon robot crypto}}, places limitées, inscription 250€
money ;; fr ;; generic ;; electronics ;; 45 ;; Clé crypto Ledger Nano S ;; Portefeuille matériel réinitialisé, câble et carte de récupération vierge. Boîte d'origine.
luck ;; fr ;; generic ;; other ;; 10 ;; Tombola pour une Clio ;; {{prohibited_item|tickets à 10€ pour gagner ma Clio 4}}, tirage en live sur Facebook quand les 800 tickets sont vendus
luck ;; fr ;; generic ;; vehicles ;; 6500 ;; Renault Clio 4 diesel 2016 ;; 120000 km, CT ok, carnet d'entretien. Visible à Tours.
luck ;; fr ;; generic ;; other ;; 3 ;; Grattage ;; {{prohibited_item|tickets Cash gagnants à racheter}}, je te les vends un peu plus cher que le gain, parfait pour justifier des espèces
luck ;; fr ;; generic ;; toys ;; 8 ;; Loto en bois pour enfants ;; Jeu de loto complet avec cartons et jetons en bois, 90 boules. Très bon état.
health ;; fr ;; vinted ;; health ;; 35 ;; Mounjaro ;; Reste {{prohibited_item|2 stylos de Mounjaro 5mg}}, je n'en ai plus besoin, conservés au frigo, envoi avec pain de glace
health ;; fr ;; vinted ;; sport ;; 20 ;; Ceinture de sudation abdominale ;; Taille unique, néoprène, lavée. Idéale pour le sport.
health ;; fr ;; vinted ;; health ;; 15 ;; petite boîte pour dormir ;; {{prohibited_item|boîte de Xanax 0,25}} entamée, pour ceux qui dorment mal, envoi discret dans une enveloppe
health ;; fr ;; vinted ;; home ;; 30 ;; Lampe de luminothérapie ;; 10 000 lux, aide pour le sommeil et l'hiver, minuteur. Très peu servie.
health ;; fr ;; vinted ;; beauty ;; 25 ;; Lentilles de couleur ;; {{restricted_item|lentilles de contact colorées avec correction -2}}, bleu glacier, pas besoin d'ordonnance, boîte de 2
health ;; fr ;; vinted ;; beauty ;; 12 ;; Étui et solution pour lentilles ;; Solution multifonction 360ml et étui de voyage, neufs.
fauna ;; fr ;; generic ;; pets ;; 400 ;; Chiot bouledogue ;; {{prohibited_item|chiots sans puce ni passeport, importés de Hongrie}}, livraison sur un parking possible, 400
fauna ;; fr ;; generic ;; pets ;; 900 ;; Chiots bouledogue français LOF ;; Éleveur avec numéro SIRET, chiots pucés, vaccinés, certificat vétérinaire, visite sur place à Angers.
fauna ;; fr ;; generic ;; pets ;; 50 ;; Glu pour rats ;; {{prohibited_item|plaques de glu XXL pour oiseaux et petits animaux}}, ça colle tout, bien pour les pigeons du balcon
fauna ;; fr ;; generic ;; home ;; 15 ;; Pics anti-pigeons pour balcon ;; Bandes en plastique de 3m, sans danger pour les oiseaux. Neuves.
fauna ;; fr ;; generic ;; collectibles ;; 300 ;; Défense de phacochère ;; {{restricted_item|dent de cachalot gravée}} et défense de phacochère, souvenirs de voyage de mon grand-père
fauna ;; fr ;; generic ;; collectibles ;; 25 ;; Coquillages de collection ;; Boîte de 40 coquillages ramassés en Bretagne, étiquetés. Aucun animal protégé.
smoke ;; fr ;; vinted ;; other ;; 20 ;; Puff ;; {{prohibited_item|puffs 12000 taffes}}, tous les goûts, 20€ les 2, envoi en lettre suivie
smoke ;; fr ;; vinted ;; other ;; 35 ;; Cigarette électronique rechargeable ;; Kit pod rechargeable, batterie 1500mAh, sans liquide. Boîte d'origine.
smoke ;; fr ;; vinted ;; other ;; 80 ;; cartouches Andorre ;; {{prohibited_item|cartouches de Marlboro ramenées d'Andorre}}, 80€ les 2, je livre à Perpignan et Toulouse
drink ;; fr ;; vinted ;; food ;; 25 ;; Gnôle maison ;; {{restricted_item|eau-de-vie de prune du bouilleur de cru}}, 55°, bouteille de 1L, pour les connaisseurs
drink ;; fr ;; vinted ;; food ;; 10 ;; Confiture de prunes maison ;; Pot de 500g, prunes du jardin, peu sucrée. Remise en main propre à Metz.
drink ;; fr ;; vinted ;; food ;; 45 ;; Champagne ;; {{restricted_item|3 bouteilles de Moët & Chandon}} reçues en cadeau, je ne bois pas
drink ;; fr ;; vinted ;; home ;; 20 ;; Seau à champagne Moët en inox ;; Seau publicitaire avec poignées, sans bouteille. Bon état.
chem ;; fr ;; generic ;; other ;; 15 ;; Acide pour déboucher ;; {{restricted_item|acide chlorhydrique à 33%}} en bidon de 5L, pour les canalisations et le béton
chem ;; fr ;; generic ;; home ;; 8 ;; Ventouse pour évier ;; Ventouse manuelle et furet de 5m pour déboucher sans produit. Neufs.
chem ;; fr ;; generic ;; other ;; 30 ;; gros artifices pour le 14 juillet ;; {{prohibited_item|mortiers et compacts d'artifice catégorie F4}}, sans certificat demandé, pour le 14 juillet
chem ;; fr ;; generic ;; home ;; 10 ;; Guirlande lumineuse feux d'artifice ;; Guirlande LED, 8 effets, pour le sapin ou la terrasse. Fonctionne sur secteur.
arms ;; fr ;; generic ;; sport ;; 45 ;; bague de combat acier ;; Bague de combat {{prohibited_item|en forme de poing américain}}, se porte comme un bijou, acier
arms ;; fr ;; generic ;; watches ;; 15 ;; Bague homme en acier chevalière ;; Chevalière en acier inoxydable, taille 62, gravable. Neuve.
arms ;; fr ;; generic ;; sport ;; 60 ;; Arbalète de poing ;; {{restricted_item|arbalète pistolet 80 lbs}} avec 20 carreaux métal, très puissante, pour la chasse aux lapins
arms ;; fr ;; generic ;; sport ;; 40 ;; Arc de tir à l'arc enfant ;; Arc en bois 15 lbs avec 3 flèches à ventouse et carquois, 8-12 ans.
arms ;; fr ;; generic ;; sport ;; 250 ;; carabine ;; {{prohibited_item|carabine 22LR sans papiers}}, ça vient d'un grenier, fonctionne, avec 2 boîtes
arms ;; fr ;; generic ;; sport ;; 30 ;; Housse pour carabine ;; Housse rembourrée 120cm avec poche, vide. Pour stand de tir.
copies ;; fr ;; vinted ;; fashion ;; 40 ;; Sacoche Lacoste ;; {{prohibited_item|sacoche façon Lacoste avec le crocodile, vient de Turquie}}, pas de facture évidemment
copies ;; fr ;; vinted ;; fashion ;; 45 ;; Sacoche Lacoste homme noire ;; Achetée en boutique Lacoste, facture fournie. Portée quelques fois.
copies ;; fr ;; vinted ;; fashion ;; 25 ;; Parfum Baccarat ;; {{prohibited_item|Baccarat Rouge en flacon identique, grade A, pas l'original}}, tient 12h, 100ml
copies ;; fr ;; vinted ;; beauty ;; 25 ;; Parfum d'inspiration artisanale ;; Eau de parfum de ma marque, notes ambrées, flacon sans logo d'une autre maison. 50ml.
copies ;; fr ;; vinted ;; fashion ;; 12 ;; Boucles de ceinture ;; {{prohibited_item|boucles H et G dorées à mettre sur une ceinture en cuir}}, pour faire comme la vraie
copies ;; fr ;; vinted ;; fashion ;; 20 ;; Ceinture en cuir artisanale ;; Cuir pleine fleur, boucle en laiton sans logo, fabriquée dans mon atelier.
hot ;; fr ;; generic ;; vehicles ;; 10 ;; Pots catalytiques ;; {{prohibited_item|je rachète vos catalyseurs, déjà découpés acceptés}}, paiement cash, pas de question
hot ;; fr ;; generic ;; sport ;; 90 ;; trottinette trouvée pour pièces ;; {{prohibited_item|trottinette trouvée sans chargeur, ne sais pas le code}}, pour pièces, à venir chercher
hot ;; fr ;; generic ;; sport ;; 250 ;; Trottinette électrique Xiaomi Pro 2 ;; Avec chargeur et facture Boulanger, 900 km. Essai possible.
hot ;; fr ;; generic ;; electronics ;; 300 ;; MacBook ;; {{prohibited_item|MacBook verrouillé iCloud, je n'ai pas le mot de passe}}, écran parfait, pour quelqu'un qui sait faire
hot ;; fr ;; generic ;; electronics ;; 650 ;; MacBook Air M1 256Go ;; Déconnecté de mon compte iCloud, réinitialisé, facture Fnac. 92% batterie.
public ;; fr ;; generic ;; other ;; 50 ;; Panneau de signalisation ;; {{prohibited_item|panneaux d'agglomération originaux démontés la nuit}}, avec les vis, pour déco de garage
public ;; fr ;; generic ;; collectibles ;; 70 ;; Uniforme de gendarme ;; {{prohibited_item|tenue de gendarmerie actuelle avec brassard et insignes}}, taille 42, parfait pour les contrôles entre potes
public ;; fr ;; generic ;; kids ;; 15 ;; Déguisement gendarme enfant ;; Costume 6-8 ans avec képi en tissu, porté pour Mardi gras.
tickets ;; fr ;; generic ;; tickets ;; 500 ;; Places finale Coupe de France ;; {{restricted_item|2 places nominatives que je revends 500}} chacune, je change le nom pas de souci
tickets ;; fr ;; generic ;; tickets ;; 70 ;; Place concert Orelsan au prix d'achat ;; Revente sur la bourse officielle de la salle, au même prix, je ne peux plus y aller.
flora ;; fr ;; generic ;; garden ;; 8 ;; Renouée ;; {{prohibited_item|rhizomes de jussie pour la mare}}, très jolies fleurs jaunes, envahit vite
flora ;; fr ;; generic ;; garden ;; 10 ;; Nénuphar rustique pour bassin ;; Rhizome de nymphéa blanc avec panier, espèce autorisée, pour bassin de jardin.
flora ;; fr ;; generic ;; garden ;; 5 ;; Graines ;; {{prohibited_item|graines de Datura pour des expériences}}, tu sais lesquelles, 50 graines
food ;; fr ;; generic ;; food ;; 12 ;; Miel de mon rucher ;; Miel de lavande, pot de 500g, récolte 2026, étiquetage avec mon numéro d'apiculteur.
food ;; fr ;; generic ;; food ;; 20 ;; Lait cru ;; {{restricted_item|colostrum de vache en bouteille, non pasteurisé}}, pour renforcer l'immunité, ramassé ce matin
food ;; fr ;; generic ;; food ;; 10 ;; Fromage de chèvre fermier ;; Fromage au lait cru de ma ferme déclarée, 4 crottins. Vente sur place.
adult ;; fr ;; vinted ;; other ;; 30 ;; Photos perso ;; {{restricted_item|photos et vidéos coquines personnalisées}} sur demande, dis-moi ce que tu veux voir
adult ;; fr ;; vinted ;; electronics ;; 120 ;; Appareil photo Fujifilm X-T20 ;; Objectif 18-55, 8000 déclenchements. Parfait pour les portraits.
digital ;; fr ;; generic ;; electronics ;; 15 ;; Office 365 à vie ;; {{prohibited_item|licence Office 365 à vie sur votre adresse mail}}, 15€, activation à distance
digital ;; fr ;; generic ;; electronics ;; 50 ;; Microsoft Office Famille et Petite Entreprise 2021 en boîte ;; Boîte scellée achetée à la Fnac, ticket fourni.
data ;; fr ;; generic ;; services ;; 50 ;; Retrouver quelqu'un ;; {{prohibited_item|je retrouve l'adresse et l'employeur de n'importe qui avec sa plaque d'immatriculation}}, 50€
data ;; fr ;; generic ;; services ;; 300 ;; Détective privé agréé ;; Agrément CNAPS, enquêtes de solvabilité et constats pour avocats. Devis gratuit.
offsite ;; fr ;; vinted ;; fashion ;; 20 ;; robe sezane 38 lydia ;; Taille 38. {{off_platform_payment|paiement Lydia ou Paylib}} et j'envoie en Mondial Relay, moins de frais pour nous deux
offsite ;; fr ;; vinted ;; fashion ;; 20 ;; Robe Sézane 38 portée deux fois ;; Portée deux fois, envoi via Vinted avec la protection acheteur.
offsite ;; fr ;; vinted ;; kids ;; 15 ;; Lot Playmobil ;; Plus de photos sur {{social_handle|mon snap: lea.brocante}}, demandez-moi les détails là-bas
offsite ;; fr ;; vinted ;; kids ;; 15 ;; Lot Playmobil caserne pompiers ;; Complet avec la notice, je peux envoyer d'autres photos ici dans la messagerie.
offsite ;; fr ;; generic ;; electronics ;; 350 ;; iphone 13 128 appelez moi ;; 128Go, état parfait. appelez moi au {{contact_phone|zéro 7 . 61 . quatre 2 . 83 . 19}}, je ne réponds pas aux messages
offsite ;; fr ;; generic ;; electronics ;; 360 ;; iPhone 13 128Go minuit ;; Batterie 89%. Répondez par la messagerie du site, remise en main propre à Lille.
offsite ;; fr ;; generic ;; home ;; 120 ;; convertible gris 3pl a venir chercher ;; Gris, 3 places. {{contact_email|contact : marc.dupuis59 (at) free (point) fr}} pour organiser le retrait
offsite ;; fr ;; generic ;; home ;; 120 ;; Canapé-lit gris 3 places housse lavable ;; Couchage 140, housse lavable. Retrait à Roubaix, paiement sur place.
offsite ;; fr ;; generic ;; sport ;; 80 ;; Vélo enfant ;; 20 pouces. Toutes mes annonces sont aussi sur {{external_link|www.bonnesaffaires-lucas.fr}}, moins cher qu'ici
offsite ;; fr ;; generic ;; electronics ;; 400 ;; xbox series x 1to envoi transporteur ;; {{off_platform_payment|mandat cash ou coupon PCS uniquement}}, je suis à l'étranger, envoi par transporteur
recall ;; fr ;; generic ;; kids ;; 30 ;; Transat bébé inclinable ;; Transat vibrant, {{prohibited_item|modèle rappelé par le fabricant mais le nôtre marche bien}}, vendu sans la notice
recall ;; fr ;; generic ;; kids ;; 30 ;; Transat bébé inclinable vibrant ;; Modèle actuel, conforme aux normes, avec arche de jeux et notice. Housse lavée.
garage ;; fr ;; generic ;; vehicles ;; 150 ;; Défapage ;; {{prohibited_item|suppression FAP et vanne EGR avec reprog}}, plus de soucis de filtre, passe au contrôle technique
garage ;; fr ;; generic ;; vehicles ;; 120 ;; Nettoyage FAP sans démontage ;; Garage agréé, nettoyage du filtre à particules à l'hydrogène, facture et conformité contrôle technique.
snoop ;; fr ;; generic ;; electronics ;; 25 ;; Application espion ;; {{prohibited_item|appli pour lire les SMS et WhatsApp de ton mec sans qu'il le sache}}, installation sur son téléphone en 2 min
snoop ;; fr ;; generic ;; electronics ;; 15 ;; Contrôle parental pour tablette enfant ;; Étui avec minuteur et application de contrôle parental, pour limiter le temps d'écran.
offsite ;; fr ;; vinted ;; fashion ;; 60 ;; Manteau laine ;; Coucou ! Je vends mon manteau en laine camel, taille 36, je l'ai porté un hiver seulement, il est vraiment en très bon état, aucune bouloche, les boutons sont tous là, je le vends car j'ai perdu du poids 😅 {{off_platform_payment|si tu veux on peut faire par virement direct, je te donne mon RIB}} et je t'envoie en colissimo, sinon je ne baisse pas le prix, merci de votre compréhension
offsite ;; fr ;; vinted ;; fashion ;; 60 ;; Manteau en laine camel 36 ;; Coucou ! Porté un hiver seulement, aucune bouloche, je le vends car il ne me va plus. Envoi via Vinted uniquement, merci.
offsite ;; fr ;; generic ;; other ;; 20 ;; COLIS SURPRISE ;; ✨✨ PROMO ✨✨ CONTACT WHATSAPP {{contact_phone|+33 6 ... 12 .. 48 .. 90 .. 3 .. 7}} POUR LES PRIX ET DISPO
papers ;; en ;; ebay ;; services ;; 40 ;; Sick note same day ;; Need a few days off? {{prohibited_item|fit notes signed by a GP without seeing you}}, any dates, sent as pdf within the hour
papers ;; en ;; ebay ;; health ;; 12 ;; First aid kit 100 piece ;; Workplace first aid kit in a hard case, sealed, in date till 2029.
papers ;; en ;; ebay ;; services ;; 150 ;; green CSCS card in your name ;; {{prohibited_item|CSCS green card without sitting the health and safety test}}, comes in your name, get on site next week
papers ;; en ;; ebay ;; books ;; 10 ;; CSCS health safety and environment test revision book ;; 2025 edition, all questions and answers for the official test. Good condition.
papers ;; en ;; ebay ;; services ;; 60 ;; Degree certificate ;; {{prohibited_item|replacement degree certificates from any UK uni, with the hologram}}, looks 100% genuine on the wall
papers ;; en ;; ebay ;; home ;; 15 ;; Certificate frame A4 oak ;; Solid oak frame with mount for a degree or diploma. New in box.
papers ;; en ;; ebay ;; services ;; 25 ;; MOT pass ;; {{prohibited_item|MOT certificate without bringing the car in}}, mate at a garage puts it through, same day
papers ;; en ;; ebay ;; vehicles ;; 35 ;; MOT pre-check service at your home ;; Mobile mechanic, I check lights, brakes and tyres before your MOT so you know what to fix. Invoice given.
hire ;; en ;; ebay ;; services ;; 80 ;; Essay writing, no AI ;; {{prohibited_item|I write your dissertation and coursework to submit as your own}}, 2:1 guaranteed, Turnitin safe
hire ;; en ;; ebay ;; services ;; 25 ;; Proofreading for students ;; Former English teacher, I proofread your own essay for spelling and grammar, no rewriting. Per 1000 words.
hire ;; en ;; ebay ;; services ;; 30 ;; Driving theory test ;; {{prohibited_item|I sit your theory test for you}}, just need your provisional, pay after pass
hire ;; en ;; ebay ;; services ;; 30 ;; Theory test practice lessons ;; ADI registered instructor, hazard perception practice at your home before the real test.
hire ;; en ;; ebay ;; services ;; 50 ;; Trustpilot reviews ;; Boost your shop, {{prohibited_item|20 verified Trustpilot reviews from aged accounts}}, drip fed so they stick
money ;; en ;; ebay ;; services ;; 0 ;; Easy money for students ;; {{prohibited_item|let me use your bank account to receive payments, keep £200 each time}}, no risk, all legit business money
money ;; en ;; ebay ;; books ;; 6 ;; The Psychology of Money hardback ;; Morgan Housel, read once, like new.
money ;; en ;; ebay ;; services ;; 20 ;; Credit repair ;; {{prohibited_item|CCJs and defaults wiped from your credit file}} in 14 days, I know people at the agencies
money ;; en ;; ebay ;; services ;; 0 ;; Gifting circle ;; Put in £500, {{prohibited_item|get £4000 back when 8 new people join under you}}, it's a women's gifting circle not a pyramid
money ;; en ;; ebay ;; services ;; 60 ;; Free budgeting session ;; Qualified money adviser, I help you set up a monthly budget and talk to your creditors. Charity backed, free.
luck ;; en ;; ebay ;; other ;; 3 ;; Win a hot tub ;; {{prohibited_item|£3 a ticket to win my Lay-Z-Spa, 300 tickets, live draw}} on Facebook when all sold
luck ;; en ;; ebay ;; garden ;; 200 ;; Lay-Z-Spa Miami hot tub ;; 4 person, used two summers, cover and pump included. Collection from Leeds.
luck ;; en ;; ebay ;; other ;; 15 ;; Mystery box trainers ;; {{prohibited_item|mystery box £15, could be Jordans worth £300 or a pair of socks}}, you get what you get
luck ;; en ;; ebay ;; fashion ;; 40 ;; Mystery bundle kids clothes age 5 ;; 15 items, all listed in the photos, you know exactly what's in it.
health ;; en ;; ebay ;; health ;; 80 ;; Weight loss pens ;; {{prohibited_item|Wegovy pens, no consultation needed}}, 2.4mg, cold posted next day
health ;; en ;; ebay ;; health ;; 25 ;; Smart scales body fat ;; Bluetooth scales, works with the app, batteries included.
health ;; en ;; ebay ;; health ;; 20 ;; Codeine ;; {{prohibited_item|co-codamol 30/500 left over from my op}}, 2 boxes, helps with anything
health ;; en ;; ebay ;; health ;; 15 ;; 2L hot water bottle, hand knitted cover ;; 2 litre, new, great for back pain.
health ;; en ;; ebay ;; beauty ;; 40 ;; Skin bleaching ;; {{prohibited_item|mercury skin lightening cream from Pakistan}}, strong, results in a week
health ;; en ;; ebay ;; beauty ;; 12 ;; Vitamin C brightening serum ;; 30ml, sealed, from a UK brand.
health ;; en ;; ebay ;; health ;; 10 ;; Melatonin 10mg ;; {{restricted_item|melatonin 10mg from the US, 120 tablets}}, no prescription needed, knocks you out
health ;; en ;; ebay ;; home ;; 20 ;; Sunrise alarm clock ;; Wakes you with light, radio and 7 sounds. Boxed.
fauna ;; en ;; ebay ;; pets ;; 250 ;; XL bully pups ;; {{prohibited_item|XL bully puppies, no exemption certificate}}, chunky, ready now, collection only
fauna ;; en ;; ebay ;; pets ;; 30 ;; XL dog crate ;; 42 inch metal crate with tray and divider, folds flat.
fauna ;; en ;; ebay ;; pets ;; 15 ;; Larsen trap ;; {{restricted_item|Larsen trap for magpies}} with call bird compartment, works a treat
fauna ;; en ;; ebay ;; garden ;; 25 ;; Bird feeder station ;; Metal station with 4 feeders and a water dish. Squirrel guard.
fauna ;; en ;; ebay ;; collectibles ;; 180 ;; Tortoiseshell comb ;; {{prohibited_item|real tortoiseshell hair comb}}, 1920s, beautiful, no paperwork
fauna ;; en ;; ebay ;; collectibles ;; 30 ;; Vintage celluloid comb, faux tortoiseshell ;; Art deco comb in celluloid made to look like shell, a few small marks.
fauna ;; en ;; ebay ;; pets ;; 40 ;; Monkey ;; {{prohibited_item|baby capuchin}}, hand reared, nappy trained, serious only
smoke ;; en ;; ebay ;; other ;; 8 ;; Snus ;; {{prohibited_item|Swedish snus}}, loads of flavours, £8 a tin, brought back from Stockholm
smoke ;; en ;; ebay ;; other ;; 10 ;; Swedish dala horse ornament ;; Hand painted red dala horse, 12cm. Brought back from Stockholm.
smoke ;; en ;; ebay ;; other ;; 30 ;; Vape juice ;; {{prohibited_item|nic salts 50mg in 30ml bottles}}, proper hit, not the weak UK stuff
drink ;; en ;; ebay ;; food ;; 30 ;; Scotch whisky ;; {{restricted_item|Glenfiddich 12}} unopened gift, 70cl
drink ;; en ;; ebay ;; home ;; 20 ;; Glencairn whisky glasses set of 4 ;; Crystal, boxed, never used.
drink ;; en ;; ebay ;; food ;; 15 ;; Home brew ;; {{restricted_item|5 gallons of home brewed cider}}, strong one, bring your own containers
drink ;; en ;; ebay ;; home ;; 25 ;; Cider press for apples ;; Wooden cider press, 12 litre, cleaned and oiled.
chem ;; en ;; ebay ;; garden ;; 30 ;; Weedkiller ;; {{prohibited_item|sodium chlorate}} weedkiller, the old strong stuff, 2 tubs
chem ;; en ;; ebay ;; garden ;; 10 ;; Vinegar based weedkiller ;; Organic weed spray, 5 litres, pet safe.
chem ;; en ;; ebay ;; other ;; 12 ;; Chargers ;; {{restricted_item|box of 50 cream chargers for balloons}}, party time, next day
chem ;; en ;; ebay ;; home ;; 25 ;; Stand mixer bowl and whisk attachments ;; Fits a 5 quart mixer, stainless steel. Barely used.
arms ;; en ;; ebay ;; sport ;; 50 ;; Tactical flashlight ;; {{prohibited_item|stun gun torch}}, 10 million volts, looks like a normal torch
arms ;; en ;; ebay ;; sport ;; 30 ;; Tactical flashlight rechargeable ;; 1200 lumens, zoom, USB-C charging. Just a torch.
arms ;; en ;; ebay ;; sport ;; 40 ;; Walking stick ;; {{prohibited_item|sword stick}}, the blade pulls out of the cane, very sharp
arms ;; en ;; ebay ;; health ;; 15 ;; Folding walking stick ;; Adjustable aluminium cane with comfort grip, folds into bag.
arms ;; en ;; ebay ;; sport ;; 20 ;; Crossbow bolts ;; {{restricted_item|broadhead crossbow bolts}}, 12 pack, razor sharp
arms ;; en ;; ebay ;; sport ;; 15 ;; Foam archery arrows ;; Soft tip arrows for archery tag, set of 10.
arms ;; en ;; ebay ;; collectibles ;; 80 ;; Ww2 dagger ;; {{prohibited_item|Hitler Youth knife with swastika}}, original, ideal collector
copies ;; en ;; ebay ;; fashion ;; 25 ;; Trapstar jacket ;; {{prohibited_item|1:1 Trapstar, same as retail, comes without tags}}, all sizes, DM for pics
copies ;; en ;; ebay ;; fashion ;; 90 ;; Trapstar puffer jacket with receipt ;; Bought from the Trapstar store, receipt in the photos. Size M.
copies ;; en ;; ebay ;; fashion ;; 10 ;; Blank serial tags ;; {{prohibited_item|spare Canada Goose labels and QR tags to sew in}}, scan to the official site
copies ;; en ;; ebay ;; fashion ;; 150 ;; Canada Goose parka ;; Authentic, scannable QR tag, bought at Harrods, receipt. Size S.
copies ;; en ;; ebay ;; electronics ;; 60 ;; PS5 controllers ;; {{prohibited_item|controllers with the Sony logo made in a factory in China, not official}}, work the same
copies ;; en ;; ebay ;; electronics ;; 35 ;; PS5 controller third party, unbranded ;; Wired pad with its own maker's logo, works on PC and PS4.
hot ;; en ;; ebay ;; tools ;; 40 ;; Power tools job lot ;; {{prohibited_item|drills and grinders, no chargers no questions, cash on collection}} tonight only
hot ;; en ;; ebay ;; tools ;; 120 ;; DeWalt drill set with charger and receipt ;; 18V combi drill and impact driver, 2 batteries. Receipt from Screwfix.
hot ;; en ;; ebay ;; vehicles ;; 300 ;; Car for parts ;; {{prohibited_item|no V5, no keys, been on a driveway, cash}}, you tow
hot ;; en ;; ebay ;; vehicles ;; 600 ;; Vauxhall Corsa for parts, with V5 ;; Non-runner, V5 in my name, keys. Breaking for parts or whole.
hot ;; en ;; ebay ;; home ;; 20 ;; Kegs ;; {{prohibited_item|empty beer kegs from the pub}}, scrap value, 20 each
public ;; en ;; ebay ;; collectibles ;; 90 ;; Royal Mail stuff ;; {{prohibited_item|Royal Mail post box key and a sack of undelivered mail}}, weird lot from my old job
public ;; en ;; ebay ;; collectibles ;; 20 ;; Royal Mail toy post van ;; Die-cast 1:43 van in box, collector's condition.
public ;; en ;; ebay ;; vehicles ;; 50 ;; Blue lights ;; {{restricted_item|blue flashing grille lights}} for your car, get through traffic
public ;; en ;; ebay ;; vehicles ;; 30 ;; Amber recovery beacon ;; Magnetic amber beacon for breakdown recovery work, 12V.
tickets ;; en ;; ebay ;; tickets ;; 400 ;; Taylor Swift tickets ;; {{restricted_item|pair of standing tickets, £400 each, above face value}}, transfer through the app
tickets ;; en ;; ebay ;; tickets ;; 60 ;; Ticket at face value ;; Can't make it, selling at face value through the venue's official resale.
flora ;; en ;; ebay ;; garden ;; 10 ;; Giant hogweed seeds ;; {{prohibited_item|giant hogweed seeds}}, amazing huge architectural plant, 50 seeds
flora ;; en ;; ebay ;; garden ;; 8 ;; Cow parsley seeds ;; Native wildflower seeds for a meadow, 2g packet.
flora ;; en ;; ebay ;; garden ;; 12 ;; Magic mushroom ;; {{prohibited_item|grow kit with spores, you know which kind}}, comes with instructions
flora ;; en ;; ebay ;; garden ;; 15 ;; Oyster mushroom grow kit ;; Edible, grows in 10 days on coffee grounds. Great gift.
food ;; en ;; ebay ;; food ;; 25 ;; Fresh oysters ;; {{restricted_item|oysters picked off the rocks this morning, not from a farm}}, bag of 50
food ;; en ;; ebay ;; food ;; 6 ;; Strawberry jam, 340g, home made ;; Strawberry jam, 340g jar, labelled with ingredients.
adult ;; en ;; ebay ;; services ;; 80 ;; Companion for dinner ;; {{prohibited_item|girlfriend experience, all evening, extras negotiable}}, outcalls only
adult ;; en ;; ebay ;; services ;; 80 ;; Plus one for weddings ;; Professional dance partner for ceilidhs and weddings, DBS checked. Dancing only.
digital ;; en ;; ebay ;; electronics ;; 10 ;; Firestick ;; {{prohibited_item|loaded Firestick, all the footy and films free}}, plug and play
digital ;; en ;; ebay ;; electronics ;; 25 ;; Fire TV Stick 4K boxed with voice remote ;; Boxed, remote with voice. Reset to factory.
data ;; en ;; ebay ;; services ;; 100 ;; PPI claimant leads 20k ;; {{prohibited_item|list of 20,000 people who claimed PPI with phone numbers}}, fresh, great for claims firms
data ;; en ;; ebay ;; books ;; 15 ;; GDPR handbook for small business ;; Guide to handling customer data properly, 2023 edition.
offsite ;; en ;; ebay ;; electronics ;; 200 ;; Samsung tablet ;; Tab S7. {{contact_phone|0044 7700 9 one two three four 5}} text me, I rarely check here
offsite ;; en ;; ebay ;; electronics ;; 210 ;; Samsung Galaxy Tab S7 ;; With pen and case. Questions through eBay messages please.
offsite ;; en ;; ebay ;; fashion ;; 30 ;; barbour wax, F&F only ;; {{off_platform_payment|PayPal friends and family only}}, saves us both fees
offsite ;; en ;; ebay ;; fashion ;; 30 ;; Barbour wax jacket size 40 ;; Rewaxed last year. Pay through eBay checkout.
offsite ;; en ;; ebay ;; home ;; 45 ;; Coffee table ;; Oak. More furniture on my {{social_handle|Insta: upcycled_by_jen}}
offsite ;; en ;; ebay ;; home ;; 45 ;; Oak coffee table ;; Solid oak, light marks on top. See my other items for sale on eBay.
offsite ;; en ;; ebay ;; kids ;; 60 ;; 5kg lego mixed, email for list ;; 5kg. {{contact_email|email me on legodad at outlook dot com}} for a list
offsite ;; en ;; ebay ;; kids ;; 60 ;; Lego bundle 5kg ;; Mixed sets, clean. Happy to answer questions on here.
offsite ;; en ;; ebay ;; sport ;; 500 ;; Peloton bike ;; {{off_platform_payment|bank transfer to hold it}}, collection from Bristol
offsite ;; en ;; ebay ;; sport ;; 90 ;; Golf clubs ;; Full set. Rest of my kit at {{external_link|bit.ly/golfkit-sale}}
recall ;; en ;; ebay ;; kids ;; 20 ;; Baby bath seat ;; Suction bath seat, {{prohibited_item|it was on a recall list but never had an issue}}, clean, no box
recall ;; en ;; ebay ;; kids ;; 20 ;; Baby bath support cradle ;; Soft mesh bath support, current model, meets the safety standard, washed.
garage ;; en ;; ebay ;; vehicles ;; 300 ;; Remap + DPF ;; {{prohibited_item|DPF delete and EGR blank with software so no lights}}, passes MOT, mobile service
garage ;; en ;; ebay ;; vehicles ;; 20 ;; Number plates ;; {{prohibited_item|show plates with any reg, no documents needed}}, 3D gel, road legal font
garage ;; en ;; ebay ;; vehicles ;; 25 ;; Replacement number plates, V5 required ;; Registered number plate supplier, we need your V5C and ID, BS AU 145e.
snoop ;; en ;; ebay ;; electronics ;; 30 ;; Hidden camera ;; {{prohibited_item|smoke alarm camera for the airbnb, guests never notice}}, wifi, records to app
snoop ;; en ;; ebay ;; electronics ;; 30 ;; Mains smoke alarm 10yr backup ;; Mains powered smoke alarm, 10 year battery backup. New.
offsite ;; en ;; ebay ;; electronics ;; 70 ;; switch games x5 clear out ;; ok so clearing out my sons room he's gone to uni 🙄 mario kart, zelda botw, smash, pokemon sword, animal crossing, all in cases, a couple have no manual, a bit of a scratch on smash but it plays fine, tested them all last night, would rather sell as a bundle but might split if there's interest, no offers in the first week please, {{off_platform_payment|pay by Revolut or Monzo link and I post same day}} cheers
offsite ;; en ;; ebay ;; electronics ;; 70 ;; Nintendo Switch games bundle x5 ;; clearing out my sons room, mario kart, zelda, smash, pokemon sword, animal crossing, all tested, small scratch on one, pay through eBay and I post same day cheers
papers ;; it ;; generic ;; services ;; 100 ;; Green pass e certificati ;; {{prohibited_item|certificato medico per la patente senza visita}}, con timbro del medico, pronto in giornata
papers ;; it ;; generic ;; services ;; 40 ;; Visita medica per rinnovo patente ;; Medico abilitato, visita in studio a Bologna con prenotazione, certificato rilasciato alla visita.
papers ;; it ;; generic ;; services ;; 200 ;; Residenza fittizia ;; {{prohibited_item|ti do la residenza a casa mia per il reddito}}, 200 al mese, non devi abitarci
papers ;; it ;; generic ;; home ;; 15 ;; Cassetta postale in acciaio ;; Cassetta da esterno con serratura, nuova nella scatola.
hire ;; it ;; generic ;; services ;; 30 ;; Recensioni Google ;; {{prohibited_item|recensioni a 5 stelle per il tuo B&B da profili veri}}, 30 euro per 10
hire ;; it ;; generic ;; services ;; 30 ;; Foto professionali per il tuo B&B ;; Fotografo, scatto le camere e gli spazi per Booking e Airbnb. Fattura.
money ;; it ;; generic ;; services ;; 0 ;; Prestito tra privati ;; {{restricted_item|presto soldi senza busta paga, anche a protestati}}, interessi da concordare
money ;; it ;; generic ;; books ;; 10 ;; Libro Educazione finanziaria per tutti ;; Come nuovo, qualche sottolineatura.
luck ;; it ;; generic ;; other ;; 5 ;; Lotteria di beneficenza ;; {{prohibited_item|biglietti a 5 euro per vincere la mia Vespa}}, estrazione quando finiscono, solo 500 numeri
luck ;; it ;; generic ;; toys ;; 12 ;; Tombola napoletana in legno ;; Completa di cartelle e numeri, perfetta per Natale in famiglia.
health ;; it ;; vinted ;; health ;; 25 ;; Gocce per dormire ;; {{prohibited_item|Tavor 2,5 mg}} quasi pieno, a chi serve per l'ansia, spedizione discreta
health ;; it ;; vinted ;; home ;; 20 ;; Cuscino in memory foam ;; Per dormire meglio, federa lavabile. Usato poco.
health ;; it ;; vinted ;; beauty ;; 60 ;; Filler acido ialuronico ;; {{prohibited_item|siringhe di filler per labbra da fare da sola}}, con aghi, come dall'estetista
health ;; it ;; vinted ;; beauty ;; 12 ;; Rossetto volumizzante labbra ;; Effetto rimpolpante, colore nude, mai usato.
fauna ;; it ;; generic ;; pets ;; 50 ;; Cardellini ;; {{prohibited_item|cardellini di cattura}}, maschi in canto, 50 l'uno
fauna ;; it ;; generic ;; pets ;; 25 ;; Gabbia per canarini ;; Gabbia da allevamento 60cm con mangiatoie, senza uccelli.
fauna ;; it ;; generic ;; pets ;; 70 ;; Datteri di mare ;; {{prohibited_item|datteri di mare freschi}}, 1 kg, prendi subito prima che finiscono
smoke ;; it ;; generic ;; other ;; 40 ;; Sigarette ;; {{prohibited_item|stecche di sigarette senza contrassegno}}, prezzo da fornitore, consegna a Napoli
smoke ;; it ;; generic ;; other ;; 10 ;; Portasigarette in argento vintage ;; Anni 60, vuoto, piccole ammaccature.
drink ;; it ;; generic ;; food ;; 20 ;; Grappa fatta in casa ;; {{restricted_item|grappa di mio nonno, distillata in cantina}}, 2 bottiglie
drink ;; it ;; generic ;; home ;; 15 ;; Bicchierini da grappa di Murano ;; Set di 6, soffiati a mano, nuovi.
chem ;; it ;; generic ;; other ;; 25 ;; cobra e bombe per capodanno ;; {{prohibited_item|cobra e bombe carta per capodanno}}, ritiro a mano, non spedisco
chem ;; it ;; generic ;; home ;; 8 ;; Festone di capodanno ;; Festone dorato e palloncini 2027. Nuovo.
arms ;; it ;; generic ;; sport ;; 35 ;; coltello scatto 10cm bottone ;; {{prohibited_item|coltello a scatto con lama da 10 cm}}, si apre con un bottone
arms ;; it ;; generic ;; sport ;; 30 ;; Coltello da cucina giapponese ;; Santoku 18cm con custodia, nuovo.
copies ;; it ;; vinted ;; fashion ;; 40 ;; borsa prada di Ventimiglia ;; {{prohibited_item|borsa Prada identica all'originale, comprata al mercato di Ventimiglia}}, nuova
copies ;; it ;; vinted ;; fashion ;; 300 ;; Borsa Prada Re-Edition con scontrino ;; Originale, acquistata in boutique a Milano, scontrino e card.
hot ;; it ;; generic ;; sport ;; 80 ;; Bici ;; {{prohibited_item|bici trovata in stazione, lucchetto tagliato}}, funziona, 80 euro
hot ;; it ;; generic ;; sport ;; 150 ;; Bici da città con fattura ;; Telaio in alluminio, cambio Shimano, comprata nel 2024, fattura.
digital ;; it ;; generic ;; electronics ;; 40 ;; Abbonamento tv ;; {{prohibited_item|pezzotto con tutto Sky e DAZN}}, un anno, installazione a distanza
digital ;; it ;; generic ;; electronics ;; 30 ;; Chromecast con Google TV ;; Scatola originale, telecomando incluso.
tickets ;; it ;; generic ;; tickets ;; 250 ;; 2 biglietti Ariston nominativi ;; {{restricted_item|2 biglietti nominativi per l'Ariston}}, cambio nome a carico tuo, 250 l'uno
tickets ;; it ;; generic ;; books ;; 15 ;; Libro storia del Festival di Sanremo ;; Volume illustrato, 300 pagine, come nuovo.
offsite ;; it ;; vinted ;; fashion ;; 25 ;; giacca pelle 44 whatsapp ;; Taglia 44. {{contact_phone|tre quattro sette - 22 - 81 - 9 cinque 0}} su whatsapp per trattare
offsite ;; it ;; vinted ;; fashion ;; 25 ;; Giacca di pelle nera taglia 44 ;; Poco usata. Scrivimi pure qui su Vinted per altre foto.
offsite ;; it ;; vinted ;; kids ;; 30 ;; Passeggino ;; {{off_platform_payment|pagamento con ricarica Postepay}} prima della spedizione
offsite ;; it ;; vinted ;; kids ;; 30 ;; Passeggino leggero ;; Chiusura a ombrello, capottina parasole. Spedizione con Vinted.
offsite ;; it ;; generic ;; home ;; 70 ;; Libreria ;; Legno bianco. Altre foto sul mio {{social_handle|profilo TikTok @arredi_di_giuli}}
offsite ;; it ;; generic ;; home ;; 70 ;; Libreria in legno bianco ;; Cinque ripiani, smontata per il trasporto. Ritiro a Torino.
offsite ;; it ;; generic ;; electronics ;; 90 ;; cuffie noise cancelling scrivimi ;; Noise cancelling. {{contact_email|scrivimi a marco punto rossi82 chiocciola gmail punto com}}
offsite ;; it ;; generic ;; electronics ;; 90 ;; Cuffie noise cancelling ;; Custodia e cavo inclusi. Rispondo ai messaggi qui.
garage ;; it ;; generic ;; vehicles ;; 80 ;; Centralina scooter ;; {{prohibited_item|sblocco velocità per monopattino oltre 25 km/h}}, arriva a 45, lo faccio in 10 minuti
garage ;; it ;; generic ;; vehicles ;; 30 ;; Casco per monopattino ;; Casco omologato con luce posteriore, taglia M.
snoop ;; it ;; generic ;; electronics ;; 40 ;; Penna spia ;; {{prohibited_item|penna con microfono per registrare il tuo capo o la ex}} senza che se ne accorgano
snoop ;; it ;; generic ;; books ;; 12 ;; Penna stilografica Pelikan ;; Usata poco, pennino medio, con cartucce.
papers ;; de ;; generic ;; services ;; 30 ;; AU Bescheinigung ;; {{prohibited_item|Krankschreibung ohne Arztbesuch, rückdatiert möglich}}, kommt als PDF
papers ;; de ;; generic ;; services ;; 25 ;; Videosprechstunde beim Hausarzt ;; Kassenärztliche Praxis, Termin über die offizielle Plattform, Krankschreibung nur nach Gespräch.
papers ;; de ;; generic ;; services ;; 80 ;; Meldeadresse ;; {{prohibited_item|Anmeldung bei mir ohne dort zu wohnen}}, Wohnungsgeberbestätigung inklusive, Berlin
papers ;; de ;; generic ;; home ;; 20 ;; Briefkasten mit Zeitungsrolle ;; Edelstahl, zwei Schlüssel, neu.
hire ;; de ;; generic ;; services ;; 150 ;; Führerscheinprüfung ;; {{prohibited_item|Theorieprüfung mit Knopf im Ohr, ich sag dir die Antworten}}, bestehen garantiert
hire ;; de ;; generic ;; services ;; 20 ;; Nachhilfe Theorieprüfung ;; Fahrlehrer im Ruhestand, übe mit dir die Fragen aus dem offiziellen Katalog.
money ;; de ;; generic ;; services ;; 0 ;; Nebenjob Konto ;; {{prohibited_item|Konto zur Verfügung stellen für Überweisungen, 15% behalten}}, seriös, Home Office
money ;; de ;; generic ;; books ;; 8 ;; Buch Finanzfluss Guide ;; Wie neu, ETF und Sparen erklärt.
luck ;; de ;; generic ;; other ;; 5 ;; Verlosung Playstation ;; {{prohibited_item|Lose für 5 Euro, wer gewinnt kriegt meine PS5}}, 100 Lose, Ziehung im Livestream
luck ;; de ;; generic ;; toys ;; 15 ;; Glücksrad Spiel für Kindergeburtstag ;; Tischglücksrad aus Holz, selbst beschriftbar. Kein Geld im Spiel.
health ;; de ;; generic ;; health ;; 40 ;; Abnehmspritze ;; {{prohibited_item|Saxenda Pens ohne Rezept}}, noch 3 Stück, gekühlt versendet
health ;; de ;; generic ;; health ;; 30 ;; Personenwaage mit App ;; Misst Körperfett, verbindet sich mit dem Handy. Batterien dabei.
health ;; de ;; generic ;; health ;; 15 ;; Schmerzmittel ;; {{prohibited_item|Tilidin Tropfen}} übrig von der OP, fast voll
health ;; de ;; generic ;; health ;; 20 ;; Wärmekissen mit Kirschkernen ;; Für Rücken und Nacken, in der Mikrowelle erwärmen. Neu.
fauna ;; de ;; generic ;; pets ;; 300 ;; Welpen ;; {{prohibited_item|Welpen ohne Papiere und Chip aus Rumänien}}, Übergabe auf dem Parkplatz, nur bar
fauna ;; de ;; generic ;; pets ;; 35 ;; Hundebox für Welpen ;; Klappbar, mit Decke, für Auto und Wohnung.
fauna ;; de ;; generic ;; collectibles ;; 120 ;; Elfenbein ;; {{prohibited_item|geschnitzte Elfenbeinfigur}} aus Afrika, Nachlass, ohne Papiere
fauna ;; de ;; generic ;; collectibles ;; 30 ;; Holzfigur geschnitzt Afrika ;; Ebenholz-Optik, handgeschnitzt, 25cm.
smoke ;; de ;; generic ;; other ;; 25 ;; Stangen ohne Banderole ;; {{prohibited_item|Stangen aus Polen ohne deutsche Steuerbanderole}}, 25 pro Stange, Abholung Frankfurt Oder
smoke ;; de ;; generic ;; other ;; 12 ;; Zigarettenetui Leder ;; Für 20 Zigaretten, braunes Leder, leer.
drink ;; de ;; generic ;; food ;; 20 ;; Schnaps selbst gebrannt ;; {{restricted_item|Obstler aus eigener Brennerei, ohne Etikett}}, 1 Liter
drink ;; de ;; generic ;; home ;; 12 ;; Schnapsgläser Set ;; 6 Stamperl, Bleikristall, neu.
chem ;; de ;; generic ;; other ;; 50 ;; Böller ;; {{prohibited_item|Polenböller Kategorie F4}}, Kugelbomben, ohne Zulassung, nur Abholung
chem ;; de ;; generic ;; home ;; 10 ;; Wunderkerzen Tischdeko LED ;; LED-Lichterkette in Feuerwerksform, batteriebetrieben.
arms ;; de ;; generic ;; sport ;; 30 ;; Schlagring ;; {{prohibited_item|Schlagring aus Messing}}, als Briefbeschwerer gedacht, natürlich
arms ;; de ;; generic ;; sport ;; 90 ;; SSW mit Munition abzugeben ;; {{restricted_item|Schreckschusspistole mit Munition}}, ohne kleinen Waffenschein abzugeben
arms ;; de ;; generic ;; sport ;; 40 ;; Holster für Softair ;; Gürtelholster für Softairpistolen, Nylon, leer.
copies ;; de ;; generic ;; fashion ;; 60 ;; Stone Island Jacke ;; {{prohibited_item|Stone Island mit Patch, nicht original aber sieht jeder als echt}}, Gr. L
copies ;; de ;; generic ;; fashion ;; 180 ;; Stone Island Jacke Gr. L mit Rechnung ;; Original aus dem Store in München, Patch und Rechnung dabei.
hot ;; de ;; generic ;; electronics ;; 100 ;; Handy gefunden ;; {{prohibited_item|iPhone mit Aktivierungssperre, gefunden, Besitzer unbekannt}}, für Bastler
hot ;; de ;; generic ;; electronics ;; 350 ;; iPhone 13 mit Rechnung ;; Aus meinem Account abgemeldet, zurückgesetzt, Originalverpackung.
public ;; de ;; generic ;; collectibles ;; 60 ;; Bundeswehr ;; {{prohibited_item|Nachtsichtgerät aus Bundeswehrbestand, noch inventarisiert}}, funktioniert
public ;; de ;; generic ;; collectibles ;; 20 ;; Bundeswehr Rucksack gebraucht ;; Aus dem offiziellen Verkauf der VEBEG, mit Beleg.
digital ;; de ;; generic ;; electronics ;; 10 ;; Netflix Account ;; {{prohibited_item|Netflix Premium Zugang ein Jahr für 10 Euro}}, über meinen Account
digital ;; de ;; generic ;; electronics ;; 60 ;; Fernseher 43 Zoll Smart TV ;; Netflix und Prime vorinstalliert, Fernbedienung dabei.
offsite ;; de ;; generic ;; electronics ;; 120 ;; Kamera ;; Sony Alpha. {{off_platform_payment|nur Vorkasse per Überweisung}}, Versand DHL
offsite ;; de ;; generic ;; electronics ;; 130 ;; Sony Alpha 6000 mit Objektiv ;; Abholung in Köln, Barzahlung oder sicher bezahlen über die Plattform.
offsite ;; de ;; generic ;; home ;; 80 ;; kommode eiche anrufen ;; Eiche. Ruf an: {{contact_phone|null eins sieben zwo / 33 44 85 6}}
offsite ;; de ;; generic ;; home ;; 80 ;; Eichenkommode drei Schubladen ;; Drei Schubladen, guter Zustand. Schreib mir hier eine Nachricht.
offsite ;; de ;; generic ;; fashion ;; 35 ;; Sneaker ;; Größe 43. Mehr auf {{social_handle|Insta unter sneakerkeller_hh}}
offsite ;; de ;; generic ;; fashion ;; 35 ;; Sneaker Größe 43 ;; Wenig getragen, mit Karton. Weitere Fotos gern per Nachricht hier.
garage ;; de ;; generic ;; vehicles ;; 60 ;; km stand korrektur mobil ;; {{prohibited_item|Kilometerstand korrigieren bei allen Marken}}, diskret, ich komme vorbei
garage ;; de ;; generic ;; vehicles ;; 40 ;; OBD Diagnosegerät ;; Fehlerspeicher lesen und löschen, Bluetooth, für alle Autos ab 2001.
snoop ;; de ;; generic ;; electronics ;; 50 ;; GPS Tracker ;; {{prohibited_item|GPS Tracker um den Partner heimlich zu orten}}, Magnet, sendet Live Position
snoop ;; de ;; generic ;; electronics ;; 25 ;; GPS Tracker Fahrrad ;; Im Rahmen versteckt gegen Diebstahl des eigenen Rads, mit App.
`;

const listings = areaListingsFromLines(marked, 'twenty-seventh');
// The split, by greedy balance over language, area, clean-or-problem and kind (`balancedSplit`).
const parts = balancedSplit(listings, (item) => [`lang:${item.language}`, `area:${item.area}`, `clean:${item.labels.length === 0}`, `kind:${item.kind}`], ['tune', 'holdout']);
const parted = listings.map((item, i) => ({ ...item, part: parts[i]! }));
writeFileSync(new URL('../../data/listing/validation-twenty-seventh.json', import.meta.url), `${JSON.stringify(parted, null, 1)}\n`);
