import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';

/*
 * Writes data/listing/descriptor-categories-fresh.json: what sellers put in the category and name
 * fields for items of a general marketplace's categories (PT, ES, FR, EN), each with the descriptor
 * category it belongs to — written for issue 19's second round before the descriptor's categories
 * grew. One line per item: `seller's category | item name | expected id`; an empty category is a
 * seller who gave none. Part from the name's hash (first byte odd: held out). Frozen:
 * `node tools/bench/src/listing/write-category-set.ts`.
 */

const lines = `
fotografia | Máquina fotográfica Sony Alpha a6000 | cameras
 | Objetiva Sigma 18-35 f1.8 para Canon | cameras
Kamera | Nikon Z6 II Gehäuse | cameras
 | Binóculos Bushnell 10x42 | cameras
áudio | Colunas de estante Yamaha NS-6490 | audio
 | Gira-discos Technics SL-1210 | audio
audio | Auriculares Sennheiser HD 560S | audio
relógios | Relógio Tissot PRX 40 mm | watches
 | Colar de prata com pendente | watches
bijoux | Boucles d'oreilles en or 18 carats | watches
joyas | Anillo de plata con circonitas | watches
 | Pulseira Pandora com 5 charms | watches
móveis | Cómoda de pinho com 4 gavetas | furniture
 | Fauteuil en rotin vintage | furniture
muebles | Mesa de centro de roble | furniture
bebé | Carrinho de bebé Bugaboo Fox 2 | toys
 | Cadeira de refeição Stokke Tripp Trapp | toys
puériculture | Poussette Yoyo Babyzen | toys
 | Lote LEGO City 5 sets | toys
juguetes | Muñeca Barbie Dreamhouse | toys
livros | Coleção Harry Potter 7 livros | books
 | Lot de 12 bandes dessinées Astérix | books
 | Vinilo Pink Floyd The Wall | books
 | Blu-ray Le Seigneur des Anneaux trilogie | books
desporto | Tenda Quechua 2 Seconds 3 lugares | sports-outdoor
 | Raquete de padel Adidas Metalbone | sports-outdoor
deporte | Bicicleta estática Domyos EB 500 | sports-outdoor
 | Saco-cama Ferrino -5 ºC | sports-outdoor
sports | Callaway Rogue driver 10.5 | sports-outdoor
 | Skis Rossignol Experience 160 cm | sports-outdoor
 | Halteres ajustáveis 2 x 20 kg | sports-outdoor
 | Canne à pêche Shimano 3 m | sports-outdoor
bricolage | Berbequim Bosch GSR 18V | tools-diy
 | Taladro percutor Makita HP457D | tools-diy
tools | DeWalt 18V circular saw | tools-diy
 | Rebarbadora Einhell 125 mm | tools-diy
 | Scie sauteuse Ryobi One+ | tools-diy
 | Caixa de ferramentas Stanley 65 peças | tools-diy
beleza | Perfume Chanel Bleu 100 ml | beauty-perfume
 | Paleta de sombras Urban Decay Naked | beauty-perfume
beauté | Parfum Dior Sauvage eau de toilette | beauty-perfume
 | Batom MAC Ruby Woo | beauty-perfume
 | Crema facial La Roche-Posay | beauty-perfume
instrumentos | Guitarra acústica Yamaha F310 | musical-instruments
 | Teclado Korg microKORG | musical-instruments
 | Violon 4/4 avec archet | musical-instruments
 | Bateria eletrónica Roland TD-07 | musical-instruments
musical instruments | Fender Squier Stratocaster | musical-instruments
 | Saxofone alto Yamaha YAS-280 | musical-instruments
peças auto | Pastilhas de travão Brembo Golf VII | vehicle-parts
 | Phares avant Peugeot 208 | vehicle-parts
recambios | Alternador Valeo para Seat Ibiza | vehicle-parts
 | Jantes 17 polegadas BMW | vehicle-parts
 | Pneus Michelin 205/55 R16 | vehicle-parts
 | Retrovisor direito Renault Clio IV | vehicle-parts
 | iPhone 13 128 GB | phones
 | Sapatilhas Nike Air Max 90 | footwear
 | Aspirador Dyson V11 | small-appliances
 | Bicicleta BTT Rockrider ST 540 | bikes
 | Casaco de inverno Zara | clothing
`;

const items = lines
  .trim()
  .split('\n')
  .map((line) => {
    const [category, name, expected] = line.split('|').map((f) => f.trim()) as [string, string, string];
    return { ...(category ? { category } : {}), name, expected, part: (createHash('sha256').update(name).digest()[0]! & 1) === 1 ? 'held-out' : 'tune' };
  });
writeFileSync(new URL('../../data/listing/descriptor-categories-fresh.json', import.meta.url), `${JSON.stringify(items, null, 1)}\n`);
console.log(`${items.length} items, ${items.filter((i) => i.part === 'held-out').length} held out`);
