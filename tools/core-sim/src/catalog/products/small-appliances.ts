import type { SeedProduct } from '../catalog-types.ts';
import { capacity, colour, edition } from '../option-types.ts';
import { product } from '../product.ts';

const appliance = (brand: string, name: string, spec: Parameters<typeof product>[3]): SeedProduct =>
  product('small-appliances', brand, name, spec);

export const smallAppliances: SeedProduct[] = [
  appliance('Nespresso', 'Vertuo Next', {
    aliases: ['vertuo', 'ENV120'],
    options: [colour('black', 'grey', 'white')],
  }),
  appliance('Nespresso', 'Essenza Mini', {
    aliases: ['essenza', 'EN85'],
    options: [colour('black', 'white', 'red')],
  }),
  appliance("De'Longhi", 'Magnifica S ECAM 22.110.B', {
    aliases: ['magnifica s', 'delonghi magnifica', 'ecam22110'],
    options: [colour('black', 'silver')],
  }),
  appliance('Philips', 'Airfryer XL HD9270', {
    aliases: ['airfryer xl', 'hd9270', 'fritadeira sem óleo philips'],
    options: [colour('black', 'white')],
  }),
  appliance('Philips', 'Airfryer Série 3000 HD9200', {
    aliases: ['airfryer 3000', 'hd9200'],
    options: [colour('black', 'white')],
  }),
  appliance('Ninja', 'Foodi Dual Zone AF300EU', {
    aliases: ['ninja dual zone', 'af300eu', 'af300'],
    options: [capacity('7.6 L')],
  }),
  appliance('Dyson', 'V11', {
    aliases: ['dyson v11 absolute', 'aspirador dyson'],
    options: [edition(['absolute', 'Absolute', 'Absolute'], ['animal', 'Animal', 'Animal'], ['extra', 'Absolute Extra', 'Absolute Extra'])],
  }),
  appliance('Dyson', 'V15 Detect', {
    aliases: ['v15', 'dyson v15 detect absolute'],
    options: [edition(['absolute', 'Absolute', 'Absolute'], ['total-clean', 'Total Clean', 'Total Clean'])],
  }),
  appliance('Dyson', 'Supersonic HD07', {
    aliases: ['supersonic', 'secador dyson', 'dyson hair dryer'],
    options: [colour('nickel-fuchsia', 'prussian-blue-copper', 'black')],
  }),
  appliance('Vorwerk', 'Thermomix TM6', {
    aliases: ['bimby', 'bimby tm6', 'tm6'],
    options: [colour('white', 'black')],
  }),
  appliance('KitchenAid', 'Artisan 5KSM175PS', {
    aliases: ['batedeira kitchenaid', 'kitchenaid artisan', 'stand mixer'],
    options: [capacity('4.8 L'), colour('red', 'cream', 'black', 'silver', 'pink')],
  }),
  appliance('iRobot', 'Roomba i7+', {
    aliases: ['roomba i7', 'roomba'],
    options: [edition(['i7', 'i7 (sem base de esvaziamento)', 'i7 (without Clean Base)'], ['i7-plus', 'i7+ (com base de esvaziamento)', 'i7+ (with Clean Base)'])],
  }),
  appliance('Xiaomi', 'Robot Vacuum S10', {
    aliases: ['mi robot vacuum', 'robot vacuum s10'],
    options: [colour('white')],
  }),
  appliance('Smeg', 'KLF03 Kettle', {
    aliases: ['klf03', 'chaleira smeg'],
    options: [capacity('1.7 L'), colour('cream', 'black', 'red', 'light-blue', 'pink')],
  }),
  appliance('Braun', 'MultiQuick 7 MQ7035X', {
    aliases: ['multiquick 7', 'varinha braun', 'mq7035'],
    options: [colour('black', 'white')],
  }),
  appliance('Bosch', 'MUM5 MUM58259', {
    aliases: ['bosch mum5', 'robot de cozinha bosch'],
    options: [capacity('3.9 L'), colour('silver', 'white')],
  }),
];
