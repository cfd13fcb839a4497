import { describe, expect, it } from 'vitest';
import { checkListingRules } from '../check-listing-rules.ts';
import { findEvasionPurposes } from './evasion-purpose.ts';

/** The item findings of every rule over a listing's title and description (a kind a lexicon names stands over the purpose on the same words). */
const itemClauses = ([title, description]: [string, string]) =>
  checkListingRules({ title, description, category: 'Outros', price: 20, currency: 'EUR' }, { profile: 'generic' })
    .filter((v) => v.code === 'restricted_item' || v.code === 'prohibited_item')
    .map((v) => v.clause);
/** The purposes this rule reads in either field. */
const purposes = ([title, description]: [string, string]) => [...findEvasionPurposes(title), ...findEvasionPurposes(description)].map((f) => f.clause);

// Written for this rule, over kinds of goods and services no lexicon names (a first batch the rule was built on, a second written after it
// and measured once: 6 of 14 caught, 0 of 13 flagged, before the changes it led to), in six languages.
const firstProblems: [string, string][] = [
    ['Kit de urina sintética', 'Aquecida à temperatura certa, passa em qualquer teste de drogas do trabalho sem ninguém desconfiar.'],
    ['Localizador magnético pequeno', 'Cola-se debaixo do carro e dá para seguir o teu marido para todo o lado sem ele saber. Bateria de 30 dias.'],
    ['Programador de chaves OBD', 'Arranca qualquer carro sem a chave original em dois minutos. Inclui cabos.'],
    ['Íman de neodímio grande', 'Colocado no contador da água faz parar a contagem, a fatura baixa logo no mês seguinte.'],
    ['Auricular micro invisível', 'Ideal para o exame de código: o instrutor não nota nada, alguém lá fora dita-te as respostas.'],
    ['Spray para alcoholímetro', 'Engaña al alcoholímetro de la guardia civil, lo usas antes del control y das negativo.'],
    ['Aplicación para el móvil de tu pareja', 'Instálala en el móvil de tu novia y lee sus mensajes de WhatsApp sin que se entere.'],
    ['Lector de tarjetas sin contacto', 'Lee las tarjetas de la gente en el metro sin que se den cuenta, guarda los datos en la memoria.'],
    ['Servicio: recupero cualquier cuenta de Instagram', 'Entro en la cuenta de quien quieras sin la contraseña, se paga antes.'],
    ['Pieza para el tacógrafo', 'Se coloca en el camión y los inspectores no se dan cuenta en los controles de carretera.'],
    ['Boîtier pour compteur électrique', 'Ralentit le compteur EDF, le releveur ne voit rien, économies garanties.'],
    ['Mini micro espion', 'À glisser dans le sac de votre conjoint pour écouter ses conversations à son insu.'],
    ['Kit de crochetage professionnel', 'Ouvre n\'importe quelle serrure de porte sans la clé et sans laisser de trace.'],
    ['Brouilleur de radar', 'Les radars ne vous voient plus, vous passez sans être flashé.'],
    ['Cache-plaque motorisé pour voiture', 'Un bouton et la plaque disparaît avant le radar, personne ne remarque rien.'],
    ['Hidden pinhole camera charger', 'Looks like a normal phone charger, put it in the guest bathroom and record people without them knowing.'],
    ['Clean pass detox drink', 'Guaranteed to pass any drug test at work or probation, tried and trusted.'],
    ['Wifi password cracker antenna', 'Get on your neighbours wifi without them knowing, cracks most home routers.'],
    ['Gym access card copy', 'I clone the entry fob so you get in without a membership, the front desk never checks.'],
    ['Emissions box for diesel vans', 'Fit it before the MOT and the tester won\'t notice, remove it after.'],
    ['Cuffia auricolare per esami', 'Il professore non se ne accorge mai durante l\'esame di maturità, ti suggeriscono le risposte da fuori.'],
    ['Localizzatore GPS nascosto', 'Per sapere dove va tua moglie senza che lei lo sappia, si nasconde nel cruscotto.'],
    ['Magnet für Wasserzähler', 'Hält den Zähler an, der Ableser merkt nichts davon.'],
    ['Diagnosegerät für Autoschlüssel', 'Startet jedes Auto ohne Schlüssel, auch neuere Modelle.'],
    ['Handy-Software zum Mitlesen', 'Damit liest du die Nachrichten deiner Freundin heimlich mit, ohne dass sie es merkt.'],
    ['Cartão de estudante para descontos', 'Serve para entrar no comboio com desconto de estudante, o revisor nunca confirma.'],
];
const firstInnocents: [string, string][] = [
    ['Fio de prata com medalha em coração', 'Comprei para surpreender a minha mulher sem ela saber, mas acabou por escolher outro. Nunca usado.'],
    ['Localizador GPS para bicicleta', 'Anti-roubo: esconde-se no quadro da sua própria bicicleta e mostra onde está no telemóvel.'],
    ['Serviço de serralharia - cópia de chaves', 'Fazemos chaves de carro novas mesmo sem a chave original, mediante documento do veículo e identificação do proprietário.'],
    ['Renault Clio 2012', 'Inspeção feita o mês passado, passa em qualquer inspeção, nada a apontar.'],
    ['Bafómetro digital', 'Para saber se pode conduzir antes de pegar no carro. Mede a taxa de álcool em segundos.'],
    ['Aparelho auditivo quase invisível', 'Discreto, ninguém nota que o está a usar. Vem com o estojo que carrega.'],
    ['Cerradura inteligente para puerta', 'Abre la puerta sin llave con el móvil o con huella. Fácil de instalar.'],
    ['Tablet para niños con control parental', 'Control parental incluido para ver qué apps usan tus hijos y limitar el tiempo de pantalla.'],
    ['Bloqueo de volante antirrobo', 'Barra antirrobo para el volante, disuade a los ladrones. Con dos llaves.'],
    ['Libro para aprobar el examen teórico', 'Con todos los tests de la DGT, para aprobar el examen a la primera.'],
    ['Regalo sorpresa: caja de bombones', 'La compré para mi pareja sin que se entere, pero al final no hizo falta.'],
    ['Vigilabébé avec caméra', 'Pour surveiller la chambre de bébé depuis le salon, vision de nuit.'],
    ['Peugeot 208 diesel', 'Contrôle technique OK, passe sans problème, aucune contre-visite.'],
    ['Fond de teint longue tenue', 'Couvre les imperfections, personne ne remarque que vous en portez, teinte claire.'],
    ['Machine à coudre silencieuse', 'Je couds la nuit sans que mes voisins le remarquent, très silencieuse.'],
    ['Alcohol breathalyser keyring', 'Check yourself before driving home, gives a reading in five seconds.'],
    ['Keyless entry smart lock', 'Unlock your front door without the key using the app or a code. Four AA cells in the box.'],
    ['Dash cam front and rear', 'Records the road while you drive, great for insurance claims.'],
    ['Clear aligners retainer case', 'Aligners are invisible, nobody notices you are wearing them. Case only.'],
    ['Mountain bike 29 inch', 'Passes over any terrain, gears recently serviced.'],
    ['Surprise birthday party decorations', 'Planned it all without my sister knowing, now selling the leftovers.'],
    ['Antifurto GPS per moto', 'Localizza la tua moto in caso di furto, si nasconde sotto la sella.'],
    ['Fahrradschloss mit Zahlencode', 'Öffnet ohne Schlüssel, nur mit dem Code. Sehr robust.'],
    ['VW Golf 7 TDI', 'TÜV neu, besteht jede Prüfung ohne Mängel, scheckheftgepflegt.'],
    ['Kinderwagen? no: passeggino leggero', 'Passa da qualsiasi porta, si chiude con una mano.'],
];
const secondProblems: [string, string][] = [
    ['Comando universal para portões de garagem', 'Copia o sinal de qualquer portão da rua e abre-o sem o comando do dono.'],
    ['Pulseira de contagem de passos modificada', 'Engana o controlo da seguradora: marca passos sozinha e o seguro baixa o prémio.'],
    ['Smartwatch with a message mirroring app', 'Pair it once with her phone and see every text she gets, she will never know it\'s there.'],
    ['Used electricity saver box', 'Plug it next to the smart meter and it slows the meter right down, our bill halved.'],
    ['Car key relay kit', 'Opens and starts any keyless car without the fob, tested on several brands.'],
    ['Pegatina reflectante para matrículas', 'La cámara de la autopista no lee la matrícula y pasas el peaje sin que te pillen.'],
    ['Calculadora programable con chuleta', 'Guardas las fórmulas dentro y el profesor no se da cuenta en el examen final.'],
    ['Balise pour suivre un véhicule', 'Posez-la sur la voiture de votre ex et suivez ses trajets sans qu\'il le sache.'],
    ['Faux doigt en silicone pour pointeuse', 'Votre collègue pointe à votre place, le chef ne voit rien.'],
    ['Chiave elettronica per distributori automatici', 'Apre qualsiasi distributore senza la chiave del gestore, prendi quello che vuoi.'],
    ['Cintura con registratore audio', 'Registra le conversazioni del tuo capo senza che se ne accorga.'],
    ['Antennenverstärker für Nachbars WLAN', 'Damit surfst du im WLAN vom Nachbarn, ohne dass er was merkt.'],
    ['Abdeckspray für Kennzeichen', 'Das Blitzgerät kann das Kennzeichen nicht lesen, du wirst nicht erwischt, keiner merkt was bei der Polizeikontrolle.'],
    ['Leitor de cartões de cidadão', 'Lê os dados do cartão de qualquer pessoa sem a autorização dela, ideal para abrir contas.'],
];
const secondInnocents: [string, string][] = [
    ['Comando de garagem original', 'Comando de substituição para o portão da minha casa, programa-se com o código do próprio portão.'],
    ['Relógio para o Dia do Pai', 'Escondi-o no armário sem ele saber, mas afinal já tinha um igual. Na caixa.'],
    ['Smart meter display', 'Shows how much electricity the house uses in real time, helps you bring the bill down.'],
    ['Car key fob replacement', 'Cut and programmed by a dealer, sold with the V5 logbook to prove ownership. Opens the car without the old key.'],
    ['Noise cancelling headphones', 'Nobody notices the train noise once you put these on, great for commuting.'],
    ['Cámara para el coche con GPS', 'Graba la carretera y la velocidad, útil para el seguro en caso de accidente.'],
    ['Temario para oposiciones', 'Apuntes completos para aprobar el examen de la oposición, actualizados este año.'],
    ['Coffre-fort à code', 'S\'ouvre sans clé avec le code à 6 chiffres, fixations murales fournies.'],
    ['Correcteur anti-cernes', 'Camoufle les cernes, personne ne remarque la fatigue. Neuf, jamais ouvert.'],
    ['Antifurto per bicicletta con allarme', 'Suona se qualcuno tocca la bici, si disattiva con il telecomando.'],
    ['Heimliche Liebe – Roman', 'Taschenbuch, gelesen, guter Zustand, Liebesgeschichte.'],
    ['Wasserzähler für Garten', 'Neuer Zwischenzähler zum Ablesen des Gartenwassers, mit Eichung.'],
    ['Carrinho de bebé compacto', 'Passa em qualquer porta de elevador, fecha com uma mão só.'],
];

describe('a rule-breaking purpose said whatever the item', () => {
  it.each([...firstProblems, ...secondProblems])('finds the purpose in %s, and the listing is sent to a person', (title, description) => {
    expect(purposes([title, description]).length).toBeGreaterThan(0);
    expect(itemClauses([title, description]).length).toBeGreaterThan(0);
  });

  it.each([...firstInnocents, ...secondInnocents])('reads no purpose in %s', (title, description) => {
    expect(purposes([title, description])).toEqual([]);
    expect(itemClauses([title, description]).filter((clause) => /\/(?:circumvention|privacy|fraud)$/u.test(clause))).toEqual([]);
  });

  it('lets a finding that names the kind stand over the purpose on the same words', () => {
    expect(itemClauses(['Gravador de bolso', 'grava as conversas do teu chefe sem que ele perceba'])).toEqual(['generic/spy-devices']);
    expect(itemClauses(['Caixa para o contador', 'trava o contador da luz, a conta desce'])).toEqual(['generic/fraud']);
  });

  it('names the span and the clause of each purpose', () => {
    const text = 'Engaña al alcoholímetro en cualquier control.';
    expect(findEvasionPurposes(text)).toEqual([{ code: 'restricted_item', clause: 'circumvention', start: 0, end: 23, evidence: 'Engaña al alcoholímetro' }]);
    expect(findEvasionPurposes('Sigue a tu pareja sin que se entere.').map((f) => [f.clause, f.evidence])).toEqual([['privacy', 'Sigue a tu pareja sin que se entere']]);
    expect(findEvasionPurposes('Ce boîtier ralentit le compteur électrique de moitié.').map((f) => f.clause)).toEqual(['fraud']);
    expect(findEvasionPurposes('Ideal para o exame: o examinador não nota nada.').map((f) => f.clause)).toEqual(['fraud']);
  });

  it('leaves a negated purpose, a key made with proof of ownership and a kept surprise alone', () => {
    expect(findEvasionPurposes('Não serve para enganar o controlo da polícia.')).toEqual([]);
    expect(findEvasionPurposes('It does not fool any breathalyser, it only measures.')).toEqual([]);
    expect(findEvasionPurposes('Abrimos qualquer fechadura sem a chave, só com documento de identificação do proprietário.')).toEqual([]);
    expect(findEvasionPurposes('Filmei a festa surpresa sem ela saber.')).toEqual([]);
  });

  it('leaves a reading lamp, a cook\'s apron, a revision sheet, customs fees and an airport scanner alone', () => {
    expect(findEvasionPurposes('Candeeiro para ler na cama sem que o seu parceiro note a luz.')).toEqual([]);
    expect(findEvasionPurposes('Tablier de chef, personne ne remarque les taches.')).toEqual([]);
    expect(findEvasionPurposes('Cheat sheets for the final exam, laminated.')).toEqual([]);
    expect(findEvasionPurposes('Enviado da UE para evitar a alfândega.')).toEqual([]);
    expect(findEvasionPurposes('Mala de cabine, passa em qualquer scanner do aeroporto.')).toEqual([]);
  });

  it('reads a part taken off before the inspection and put back after it, not a service done before one', () => {
    expect(findEvasionPurposes('Tira-se antes da inspeção e depois volta a pôr-se.').map((f) => [f.clause, f.evidence])).toEqual([['circumvention', 'antes da inspeção']]);
    expect(findEvasionPurposes('Revisão feita antes da inspeção, depois troquei os pneus.')).toEqual([]);
  });

  it('needs both parts in one sentence', () => {
    expect(findEvasionPurposes('Sem ele saber. Seguir a rota de bicicleta no mapa.')).toEqual([]);
    expect(findEvasionPurposes('Nobody notices it. The inspection is due in May.')).toEqual([]);
    expect(findEvasionPurposes('Opens any door. Sold without the key.')).toEqual([]);
  });
});
