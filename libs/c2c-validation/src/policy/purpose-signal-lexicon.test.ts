import { describe, expect, it } from 'vitest';
import { codes, itemClauses } from '../test-support/listing-kinds.ts';

// Every string is the author's own (checked absent from tools/bench/data/listing, exactly and by every 20-character window, accents folded).

describe("the purpose and circumstance signal, first batch (written before the signal: 10 kinds, PT ES FR EN IT DE)", () => {
  it.each([
    ["figures made untrue on an official form", "Preencho a tua declaração de IRS", "Meto gastos com a farmácia e a escola que não tiveste para receberes mais reembolso. Ninguém nas Finanças confere.", "generic/prohibited-services"],
    ["figures made untrue on an official form", "Te hago la declaración de la renta", "Inflamos los gastos deducibles para que Hacienda te devuelva más, con números que no son reales.", "generic/prohibited-services"],
    ["figures made untrue on an official form", "Dossier CAF rempli pour vous", "Je déclare des revenus plus bas que les vrais pour que vous touchiez l'aide au logement. Aucun contrôle en pratique.", "generic/prohibited-services"],
    ["figures made untrue on an official form", "Insurance claim writing service", "I word your claim and add items you never owned so the insurer pays out more. Receipts sorted too.", "generic/prohibited-services"],
    ["figures made untrue on an official form", "Compilo il tuo ISEE", "Lo compilo con un reddito più basso di quello vero così ottieni il bonus. Nessuno controlla davvero.", "generic/prohibited-services"],
    ["a thing made to pass for what it is not", "Etiquetas y certificados para bolsos", "Etiquetas cosidas y tarjeta impresa de garantía para que tu bolso parezca original al revenderlo.", "generic/counterfeits"],
    ["a thing made to pass for what it is not", "Patine à l'ancienne pour meubles", "Je patine vos meubles neufs pour les faire passer pour des pièces d'époque auprès des antiquaires.", "generic/counterfeits"],
    ["a thing made to pass for what it is not", "Rebadge kit for the base model", "Badges and trim so your base model passes as the top version when you sell it on, buyers can't tell.", "generic/counterfeits"],
    ["a thing made to pass for what it is not", "Ersatz-Zifferblatt für Nachbau", "Damit die Kopie als echt durchgeht, mit Gravur und Papieren. Fällt keinem Käufer auf.", "generic/counterfeits"],
    ["a use the law forbids, admitted", "Kit de luzes azuis para carro", "Não é homologado para estrada mas uso-o todos os dias na cidade, a polícia nunca me mandou parar.", "generic/emissions-defeat"],
    ["a use the law forbids, admitted", "Escape libre para moto", "Sin homologar para circular, pero yo lo llevo en carretera a diario y nunca me han multado.", "generic/emissions-defeat"],
    ["a use the law forbids, admitted", "Trottinette débridée 60 km/h", "Pas autorisée sur la voie publique à cette vitesse mais je roule avec en ville, jamais contrôlé.", "generic/emissions-defeat"],
    ["a use the law forbids, admitted", "Tinted front windows film", "Not legal on the road at this darkness but I've driven with it for a year and never been stopped.", "generic/emissions-defeat"],
    ["dangerous goods posted in disguise", "Gasolina de aeromodelismo", "Mando pelo correio numa garrafa de refrigerante bem fechada, declaro como produto de limpeza.", "generic/hazardous-chemicals"],
    ["dangerous goods posted in disguise", "Bengalas de barco caducadas", "Las mando por paquetería normal dentro de un bote de champú, así no preguntan.", "generic/hazardous-chemicals"],
    ["dangerous goods posted in disguise", "Lot d'accus lithium nus", "Envoi par La Poste déclaré comme jouets pour que le colis passe sans souci.", "generic/prohibited-services"],
    ["dangerous goods posted in disguise", "Spray paint job lot", "Posted in a plain box labelled as clothes so the courier takes it, no hazard label needed.", "generic/prohibited-services"],
    ["dangerous goods posted in disguise", "Benzin für Modellmotoren", "Versand in einer Wasserflasche, als Kosmetik angegeben, damit DHL es mitnimmt.", "generic/hazardous-chemicals"],
    ["an animal's papers evaded", "Ninhada de pastores alemães", "Vendo sem chip nem registo para evitar a papelada, entrego já amanhã.", "generic/prohibited-services"],
    ["an animal's papers evaded", "Camada de gatitos de raza persa", "Sin microchip ni cartilla, así te ahorras el registro y los trámites con el veterinario.", "generic/prohibited-services"],
    ["an animal's papers evaded", "Portée de petits bouledogues", "Pas de puce ni de certificat, comme ça pas de paperasse avec l'I-CAD, on fait ça entre nous.", "generic/prohibited-services"],
    ["an animal's papers evaded", "Tortoise babies", "No article 10 paperwork, saves us both the hassle with the council. Pay when you pick up.", "generic/prohibited-services"],
    ["an animal's papers evaded", "Cucciolata di barboncini toy", "Senza microchip e senza iscrizione all'anagrafe canina, così evitiamo la burocrazia.", "generic/prohibited-services"],
    ["made untraceable", "Telemóvel com IMEI alterado", "Para que ninguém o consiga rastrear nem bloquear, aceita cartões de todas as redes.", "generic/stolen-goods"],
    ["made untraceable", "Bicicleta sin número de bastidor", "El número limado para que no se pueda rastrear, la vendo barata.", "generic/stolen-goods"],
    ["made untraceable", "Carte SIM prépayée activée", "Activée à un autre nom, intraçable, aucune pièce d'identité demandée.", "generic/stolen-goods"],
    ["made untraceable", "Laptop, serial sticker removed", "Serial sticker removed so nobody can trace it back. Wiped, no questions.", "generic/stolen-goods"],
    ["a credential done in another's name", "Faço as tuas horas de formação", "Entro na plataforma com os teus dados e completo o curso obrigatório no teu nome, recebes o certificado.", "generic/prohibited-services"],
    ["a credential done in another's name", "Firmo tu asistencia", "Hago el fichaje de asistencia en tu lugar en la autoescuela, tú no tienes que venir.", "generic/prohibited-services"],
    ["a credential done in another's name", "CPD hours logged for you", "I log into your portal and complete the mandatory modules in your name, the regulator never checks who did it.", "generic/prohibited-services"],
    ["tax and customs evaded", "Compras nos EUA para ti", "Declaro como oferta com valor baixo para não pagares alfândega nem IVA.", "generic/prohibited-services"],
    ["tax and customs evaded", "Reformas sin factura", "Sin factura para no pagar IVA y que Hacienda no se entere, precio cerrado.", "generic/prohibited-services"],
    ["tax and customs evaded", "Je ramène vos achats de Dubaï", "Déclarés comme cadeaux de faible valeur pour ne pas payer la douane.", "generic/prohibited-services"],
    ["tax and customs evaded", "Import service from China", "We mark the parcel as a gift with a low value so you dodge import VAT and duty.", "generic/prohibited-services"],
    ["tax and customs evaded", "Uhr aus der Schweiz mitgebracht", "Am Zoll vorbei mitgebracht, also keine Einfuhrumsatzsteuer bezahlt, deshalb so günstig.", "generic/prohibited-services"],
    ["an age check or a prescription skipped", "Xarope para a tosse forte", "Sem receita, não precisas de ir ao médico, envio discreto.", "generic/medicines"],
    ["an age check or a prescription skipped", "Cuchillo mariposa", "Lo vendo a quien sea, no pido edad ni DNI, envío en sobre.", "generic/prohibited-services"],
    ["an age check or a prescription skipped", "Lentilles teintées avec correction", "Sans ordonnance, pas besoin de voir l'ophtalmo, je vous les envoie direct.", "generic/medicines"],
    ["an inspection or a licence evaded", "Plats cuisinés maison à emporter", "Sans déclaration ni contrôle sanitaire, pour éviter les inspections, livrés chez vous.", "generic/prohibited-services"],
    ["an inspection or a licence evaded", "MOT pass guaranteed", "I'll have your motor through the MOT without fixing anything, a mate at the garage signs it off.", "generic/prohibited-services"],
    ["an inspection or a licence evaded", "Elektroinstallation ohne Abnahme", "Ich mache das schwarz ohne Meister und ohne Abnahme, damit der Netzbetreiber nichts merkt.", "generic/prohibited-services"],
  ])('%s: %s is found', (_kind, title, description, expected) => {
    expect(itemClauses(title, description)).toContain(expected);
  });
  it.each([
    ["figures made untrue on an official form", "Ajudo a preencher a declaração de IRS", "Com as tuas faturas e despesas reais, tudo conforme as Finanças. Sou técnica de contas inscrita na ordem."],
    ["figures made untrue on an official form", "Gestoría: declaración de la renta", "Revisamos tus gastos deducibles reales y te presentamos la declaración ante Hacienda."],
    ["figures made untrue on an official form", "Aide pour dossier CAF", "Je remplis le dossier avec vous, avec vos vrais revenus, et on joint les bons justificatifs."],
    ["figures made untrue on an official form", "Insurance claim help", "I help you word your claim clearly and gather the receipts you actually have. Honest claims only."],
    ["figures made untrue on an official form", "Assistenza ISEE", "Ti aiuto a compilare l'ISEE con i documenti veri, presso il CAF convenzionato."],
    ["a thing made to pass for what it is not", "Bolso original con certificado", "Comprado en tienda oficial, con factura y la garantía sellada de la marca."],
    ["a thing made to pass for what it is not", "Commode patinée à l'ancienne", "Meuble neuf au style ancien, patine faite à la main, vendu comme reproduction."],
    ["a thing made to pass for what it is not", "Genuine top version badges", "Original badges removed from my top-spec car when I sold it. Fits the same model."],
    ["a thing made to pass for what it is not", "Uhrenarmband Nachbau", "Nachbau im Stil der Sechziger, als Nachbau gekennzeichnet, keine Marke."],
    ["a use the law forbids, admitted", "Kit de luzes LED para pista", "Só para uso em pista ou exposição, não homologado para estrada. Sobrou do carro de competição que já não tenho."],
    ["a use the law forbids, admitted", "Escape homologado para moto", "Homologado para circular, con placa E, ruido dentro de la norma. Sirve para ITV."],
    ["a use the law forbids, admitted", "Trottinette bridée à 25 km/h", "Conforme pour la voie publique, bridée à 25 km/h comme la loi l'exige."],
    ["a use the law forbids, admitted", "Racing exhaust, track use only", "For track days only, not legal on the road, sold as such. Came off my circuit car."],
    ["a use the law forbids, admitted", "Drone sotto i 250 g", "Rispetta i limiti di quota, registrato sul portale d-flight, lo usavo in campagna."],
    ["dangerous goods posted in disguise", "Gasolina de aeromodelismo 1 L", "Só entrega em mão, não envio por correio por ser matéria perigosa."],
    ["dangerous goods posted in disguise", "Bengalas de barco", "Solo recogida en puerto, no se pueden mandar por paquetería."],
    ["dangerous goods posted in disguise", "Batteries lithium pour vélo", "Envoi par transporteur agréé avec étiquette de marchandise dangereuse, conforme."],
    ["dangerous goods posted in disguise", "Spray paint job lot", "Collection only, aerosols can't go by post. Mixed colours, most half full."],
    ["an animal's papers evaded", "Tortoise babies with article 10", "Each sold with its article 10 certificate and microchip, paperwork handled properly."],
    ["an animal's papers evaded", "Guida: documenti per cuccioli", "Spiego quali documenti servono per vendere cuccioli: microchip e iscrizione all'anagrafe canina sono obbligatori."],
    ["made untraceable", "Telemóvel desbloqueado", "Livre de operador, IMEI de origem, com fatura e a caixa."],
    ["made untraceable", "Localizador para bicicleta", "Para que te la puedan rastrear si te la roban, con app y batería de un mes."],
    ["made untraceable", "Carte SIM prépayée neuve", "Carte jamais utilisée, à activer avec votre pièce d'identité en boutique."],
    ["made untraceable", "Laptop with serial sticker", "Serial number on the base matches the box and receipt. Wiped and reinstalled."],
    ["made untraceable", "E-Bike mit Rahmennummer", "Die Rahmennummer steht im Kaufvertrag, Rechnung liegt bei, bei der Polizei codiert."],
    ["a credential done in another's name", "Explicações para o curso obrigatório", "Ajudo-te a estudar os módulos, mas és tu que fazes o teste na plataforma."],
    ["a credential done in another's name", "Préparation au test de certification", "Je vous prépare au test, vous le passez vous-même sur votre compte."],
    ["a credential done in another's name", "Ti spiego il corso sicurezza", "Lezioni per capire il corso obbligatorio, poi lo completi tu con le tue credenziali."],
    ["tax and customs evaded", "Compras nos EUA com envio", "Declaramos o valor real da compra, alfândega e IVA pagos à chegada pelo comprador."],
    ["tax and customs evaded", "Reformas con factura", "Presupuesto con factura e IVA incluido, empresa dada de alta."],
    ["tax and customs evaded", "Achats de Dubaï", "Tout est déclaré à la douane, facture et taxes payées jointes."],
    ["tax and customs evaded", "Import service from China", "Import VAT and duty paid up front so there's nothing to pay on delivery. Full declared value."],
    ["an age check or a prescription skipped", "Xarope para a tosse infantil", "Sem receita, de venda livre na farmácia, frasco fechado e com prazo até 2028."],
    ["an age check or a prescription skipped", "Energy shots bundle", "Over 18s only, age checked when you pick up. Sealed cans."],
    ["an inspection or a licence evaded", "Instalação de gás certificada", "Técnico credenciado, emito certificado de inspeção no fim."],
    ["an inspection or a licence evaded", "Coche con ITV recién pasada", "ITV pasada el mes pasado sin defectos, informe disponible."],
    ["an inspection or a licence evaded", "MOT prep service", "I check your car before its MOT and fix what would fail, then you book the test yourself."],
    ["an inspection or a licence evaded", "Elektroinstallation mit Abnahme", "Meisterbetrieb, Anmeldung beim Netzbetreiber und Abnahme inklusive."],
  ])('%s: %s stays clean', (_kind, title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
});

describe("the purpose and circumstance signal, second batch (written after the signal, run once before any change to it: 14 kinds)", () => {
  it.each([
    ["a lender deceived", "Declarações de rendimentos para crédito", "Preparo-te a declaração com um ordenado maior do que ganhas, o banco nunca liga à entidade patronal.", "generic/prohibited-services"],
    ["a lender deceived", "Nóminas para hipoteca", "Te preparo nóminas con el sueldo que necesites para la hipoteca, el banco no comprueba nada.", "generic/prohibited-services"],
    ["a person's check beaten", "Orina sintética para controles", "Supera el control antidroga de la empresa, temperatura perfecta, nadie se da cuenta.", "generic/prohibited-services"],
    ["a person's check beaten", "Reescrevo trabalhos académicos", "Pego no trabalho de outro e reescrevo para passar no antiplágio da faculdade, o professor nunca percebe.", "generic/prohibited-services"],
    ["a person's check beaten", "Essay rewriting", "I spin any essay so it beats Turnitin, your uni won't know it isn't yours.", "generic/prohibited-services"],
    ["an insurer deceived", "Gestion de sinistre habitation", "On ajoute au dossier des objets que vous n'avez jamais eus, l'assureur ne vérifie pas les factures.", "generic/prohibited-services"],
    ["an insurer deceived", "Schadensmeldung schreiben lassen", "Ich schreibe die Schadensmeldung mit erfundenen Posten, die Versicherung prüft das nie.", "generic/prohibited-services"],
    ["a use the law forbids, admitted", "Mota de cross sem matrícula", "Não é legal para andar na estrada mas ando com ela na vila todos os dias, a GNR nunca me parou.", "generic/emissions-defeat"],
    ["a use the law forbids, admitted", "Patinete eléctrico 70 km/h", "No está homologado para circular pero yo lo uso a diario por la ciudad y nunca me han parado.", "generic/emissions-defeat"],
    ["a use the law forbids, admitted", "Quad non immatricolato", "Non omologato per la strada, ma lo uso tutti i giorni in paese e mai fermato.", "generic/emissions-defeat"],
    ["a prohibition admitted and sold past", "Lâmpadas de calor para répteis antigas", "Já não se vendem cá porque foram proibidas, por isso toca a aproveitar enquanto há.", "generic/recalled-products"],
    ["a prohibition admitted and sold past", "Pesticida antiguo en garrafa", "Está prohibido desde hace años pero funciona de maravilla contra todo.", "generic/recalled-products"],
    ["a prohibition admitted and sold past", "Pétards puissants", "Interdits à la vente en France, donc profitez-en, stock limité.", "generic/recalled-products"],
    ["a prohibition admitted and sold past", "Feuerwerk aus Tschechien", "In Deutschland nicht zugelassen, aber egal, knallt richtig.", "generic/recalled-products"],
    ["a required mark or paper said absent", "Brinquedos de peluche importados", "Lote de 50, sem marcação CE, direto do fornecedor asiático.", "generic/recalled-products"],
    ["a required mark or paper said absent", "Cargadores rápidos lote", "Sin marcado CE ni pruebas de seguridad, se calientan un poco pero cargan.", "generic/recalled-products"],
    ["made untraceable", "Cartes SIM anonymes", "Déjà activées, impossible de les tracer jusqu'à vous, idéal pour rester discret.", "generic/stolen-goods"],
    ["a credential done in another's name", "Online Kurs erledigen", "Ich logge mich mit deinen Zugangsdaten ein und mache die Pflichtschulung für dich.", "generic/prohibited-services"],
    ["goods declared as something else", "Spedizione componenti auto", "Spedisco dichiarato come regalo per evitare la dogana, pacco anonimo.", "generic/prohibited-services"],
    ["an authority kept unknowing", "Obras em casa sem licença", "Fazemos a marquise sem licença da câmara, a fiscalização nunca vem ver.", "generic/prohibited-services"],
    ["an authority kept unknowing", "Alquiler de habitaciones a turistas", "Te gestiono el piso turístico sin licencia, así el ayuntamiento no se entera.", "generic/prohibited-services"],
    ["an authority kept unknowing", "Travaux au noir", "Travaux payés en liquide pour que les impôts ne sachent rien, devis gratuit.", "generic/prohibited-services"],
    ["dangerous goods posted in disguise", "Ácido muriático a granel", "Mando em garrafas de água de 1,5 L pelos correios, bem fechadas.", "generic/hazardous-chemicals"],
    ["dangerous goods posted in disguise", "Methanol für RC-Motoren", "Abgefüllt in Limoflaschen, Versand mit Hermes als normales Paket.", "generic/hazardous-chemicals"],
    ["an age check or a prescription skipped", "Gotas para os olhos fortes", "São de receita mas vendo sem, não precisas de ir ao oftalmologista.", "generic/recalled-products"],
  ])('%s: %s is found', (_kind, title, description, expected) => {
    expect(itemClauses(title, description)).toContain(expected);
  });
  it.each([
    ["a lender deceived", "Simulação de crédito habitação", "Ajudo a juntar os recibos de vencimento e declarações verdadeiras que o banco pede."],
    ["a person's check beaten", "Testes de drogas para empresas", "Kit de 10 testes de urina para controlo no trabalho, selados, dentro da validade."],
    ["a person's check beaten", "Revisão de teses", "Reviso o texto e as citações para que passes no antiplágio com o teu próprio trabalho bem citado."],
    ["an insurer deceived", "Assurance habitation : aide au dossier", "Je vous aide à lister les objets abîmés avec vos factures, rien de plus."],
    ["a use the law forbids, admitted", "Mota de cross de competição", "Não é legal para estrada, só para pista e terrenos privados, vendo com atrelado."],
    ["a use the law forbids, admitted", "Patinete eléctrico homologado", "Limitado a 25 km/h, apto para circular por el carril bici según la normativa."],
    ["a prohibition admitted and sold past", "Placa antiga 'Proibido fumar'", "Placa esmaltada dos anos 70, proibido fumar, ótima para decorar um bar."],
    ["a prohibition admitted and sold past", "Power bank 30000 mAh", "Not allowed in hand luggage over this size, so I’m selling it. Charges phones fine."],
    ["a required mark or paper said absent", "Peluche artesanal", "Feita à mão por mim, com marcação CE e etiqueta de idade, para maiores de 3 anos."],
    ["a required mark or paper said absent", "Cargador de marca con caja", "Con marcado CE, comprado en tienda, con caja."],
    ["made untraceable", "Envio com seguimento", "Segue registado pelos CTT com código de rastreio, chega em dois dias."],
    ["made untraceable", "Bicicleta con número de bastidor", "Número de bastidor visible e inscrito en el registro de bicis, con factura."],
    ["a credential done in another's name", "Explicações para exames online", "Explico a matéria por videochamada, a prova fazes tu na plataforma com o teu login."],
    ["goods declared as something else", "Envio de perfumes", "Envio pelos correios com o valor real declarado, taxas da alfândega pagas pelo comprador."],
    ["an authority kept unknowing", "Obras com licença", "Tratamos da licença na câmara e da fiscalização, tudo legal."],
    ["dangerous goods posted in disguise", "Garrafas de água vazias", "Lote de 30 garrafas de água de vidro vazias para reutilizar, envio pelos correios."],
    ["an age check or a prescription skipped", "Soro fisiológico", "Não precisa de receita, venda livre, embalagem fechada."],
    ["a use the law forbids, admitted", "Film teinté pour vitres arrière", "Conforme pour les vitres arrière, pas pour le pare-brise ni les vitres avant."],
  ])('%s: %s stays clean', (_kind, title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
});

describe("the signal's hard negatives and shapes, written with the fixes after the second batch", () => {
  it.each([
    ["Mola reforçada para carabina de ar", "Mola que leva a carabina acima do limite legal, montagem simples.", 'generic/recalled-products'],
    ["Herbicida de los de antes", "Ya no se puede vender en España, pero bueno, a mí me quita todas las malas hierbas.", 'generic/recalled-products'],
  ])('%s is found', (title, description, expected) => {
    expect(itemClauses(title, description)).toContain(expected);
  });
  it.each([
    ["Limitador de velocidade para carrinha", "Mantém a carrinha sempre abaixo do limite legal, fácil de montar."],
    ["Speed limiter kit", "Keeps the van below the legal limit at all times, easy fit."],
    ["Livro de história da vila", "Este livro preenche uma lacuna na história da nossa terra, capa dura."],
    ["Aparato para medir la tensión", "Mide la tensión en casa sin ir al médico cada semana, con memoria para dos usuarios."],
    ["Pneus quase novos", "Quatro pneus com 6 mm de piso, ótimos para o carro passar à primeira na inspeção."],
    ["Carrinha de 2015", "Passou na inspeção em março sem reparações, revisões em dia."],
    ["Ténis de marca enviados de Espanha", "Enviados de Espanha, por isso não pagas alfândega nem taxas extra."],
    ["Panneau vintage interdit de stationner", "Panneau émaillé interdit de stationner, parfait pour un garage, donc à accrocher au mur."],
  ])('%s stays clean', (title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
});

describe('the signal\'s shapes widened on the twenty-sixth tune part (own strings)', () => {
  it.each([
    ["Entradas concierto sábado", "Según las condiciones no se puede revender, pero nadie lo mira en la puerta.", "generic/recalled-products"],
    ["Sous-location logement social", "Je sous-loue mon T2 social, le bailleur ne contrôle jamais qui habite là.", "generic/prohibited-services"],
    ["Online betting for you", "No need to be over 18, I place the bets from my account and send you the winnings.", "generic/prohibited-services"],
    ["Compro ouro ao domicílio", "Pagamento no momento, não é preciso documento de identificação.", "generic/prohibited-services"],
    ["Duplicado de llaves de coche", "Duplico llaves de coche sin pedirte los papeles del vehículo, voy a domicilio.", "generic/prohibited-services"],
    ["Tenancy references", "References that will pass any landlord check, two referees included.", "generic/prohibited-services"],
  ])('%s is found', (title, description, expected) => {
    expect(itemClauses(title, description)).toContain(expected);
  });
  it.each([
    ["Right to work checks for employers", "Pre-employment vetting for your new staff, by the Home Office rules."],
    ["Bilhetes de comboio", "Bilhete não nominal, pode ser usado por qualquer pessoa, comprado por engano."],
    ["Levantamento em loja", "Levantas na loja, não é preciso talão, basta dizeres o nome da encomenda."],
  ])('%s stays clean', (title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
});

describe('an inspection or a check the seller means to pass, not to escape', () => {
  it.each([
    ["Jantes com pneus novos", "Pneus montados há um mês para evitar chumbar na inspeção periódica."],
    ["Neumáticos de invierno", "Los cambié para evitar suspender la ITV del año que viene."],
    ["Plaquettes de frein neuves", "Changées pour éviter une contre-visite au contrôle technique de juin."],
    ["Rear brake discs", "Replaced them to avoid failing the MOT again, receipts kept."],
    ["Fari anteriori nuovi", "Montati per evitare di essere bocciato alla revisione di settembre."],
  ])('%s stays clean', (title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
  it.each([
    ["Carro importado sem inspeção", "Vendo com papéis à parte para evitar a inspeção e o registo, matrícula estrangeira.", "generic/prohibited-services"],
    ["Van for sale", "Sold as is to avoid the MOT, I never took it in and nobody asks.", "generic/prohibited-services"],
  ])('%s is still found', (title, description, expected) => {
    expect(itemClauses(title, description)).toContain(expected);
  });
});

describe('a wear said not to show, after a noun that is an authority’s word too', () => {
  it.each([
    ["Cappotto di lana", "Capo perfetto non si nota nessun segno, taglia 44."],
    ["Banco de cocina", "Banco alto no se nota el uso, patas de haya."],
    ["Banco corrido", "Banco pintado não se nota o restauro, pinho maciço."],
  ])('%s stays clean', (title, description) => {
    expect(codes(title, description)).toEqual([]);
  });
  it('still reads an authority kept unknowing by its own reflexive verb', () => {
    expect(itemClauses('Obras sin factura', 'Pago en efectivo y Hacienda no se entera, precio cerrado.')).toContain('generic/prohibited-services');
  });
});
