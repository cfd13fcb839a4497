/**
 * The labelled set: what an operator would do with each item, and why, written before the rules
 * were run on it (and never changed to match them). One row per item:
 *
 *   id | category | scale:grade | facts | price new, resale as is, resale after repair, repair, recycling, logistics | context | date | decision | why
 *
 * facts: L activation lock on, W data not wiped, N the operator cannot wipe data, U unsafe,
 * F counterfeit. Figures in EUR, `-` unknown (all `-`: no economics). context: origin (r return,
 * u unsold stock, c collection), company size (S small, M medium, L large), d a donation partner
 * takes the category, p a recycling partner takes it.
 */
export const labelledRows = `
p01|phones|internal:B||800,420,470,60,2,10|c,S,,p|2026-09-01|resell_as_is|Good phone sells well; repair would add little
p02|phones|internal:C||700,180,330,90,2,10|r,L,,p|2026-09-01|repair_then_resell|Cracked screen: a 90 € screen lifts the price by 150 €
p03|phones|internal:D||850,40,300,380,2,10|c,S,,p|2026-09-01|resell_as_is|Board repair too dear for what it adds; sell for parts
p04|phones|internal:C||600,100,450,295,2,10|c,S,,p|2026-09-01|repair_then_resell|Repair just under half the price new, and it nets more than selling as is
p05|phones|internal:C||600,100,450,305,2,10|c,S,,p|2026-09-01|resell_as_is|Repair just over half the price new: sell as is for parts
p06|phones|internal:B|L|700,300,330,0,2,10|c,S,,p|2026-09-01|recycle|Activation lock: cannot be resold; recycle unless the owner removes it
p07|phones|internal:D|L|500,20,150,120,1.5,5|c,S,,p|2026-09-01|recycle|Locked and broken
p08|phones|internal:B|W|650,280,300,20,2,10|r,L,,p|2026-09-01|resell_as_is|Wipe the data, then sell
p09|phones|internal:B|WN|650,280,300,20,2,10|c,S,,p|2026-09-01|recycle|Data still on it and no way to wipe it here: certified recycling destroys it
p10|phones|internal:C|U|600,80,250,50,2,10|c,S,,p|2026-09-01|repair_then_resell|Swollen battery: replace it (50 €) and sell
p11|phones|internal:C|U|300,10,70,60,1,10|c,S,,p|2026-09-01|recycle|Swollen battery on a cheap phone, not worth a new one: recycle safely
p12|phones|internal:B|F|900,300,300,0,2,10|c,S,,p|2026-09-01|refuse|Counterfeit: may not be sold
p13|phones|internal:A||400,15,15,0,1,12|c,S,d,p|2026-09-01|donate|Old phone nets 3 € after shipping; the charity partner gets more use of it
p14|phones|internal:D||300,5,60,90,1.2,8|c,S,,p|2026-09-01|recycle|Dead and old; repair costs more than it sells for, parts worth less than shipping
p15|phones|internal:D||300,5,60,90,0,8|c,S,,|2026-09-01|recycle|Dead phone without scrap value: WEEE recycling
p16|phones|internal:A||1000,700,700,0,3,10|r,L,,p|2026-09-01|resell_as_is|Like-new return
p17|phones|internal:B||-,-,-,-,-,-|c,S,,|2026-09-01|resell_as_is|Working phone; resale is the default even without figures
p18|phones|internal:D||-,-,-,-,-,-|c,S,,p|2026-09-01|recycle|Broken phone, no figures, the recycling partner takes phones
p19|phones|internal:C||500,150,160,40,2,10|c,S,,p|2026-09-01|resell_as_is|A new battery adds only 10 €
p20|phones|internal:C||1200,400,750,250,3,15|r,L,,p|2026-09-01|repair_then_resell|Flagship with a cracked back: repair pays well
p21|phones|internal:B||250,60,70,30,1,10|c,S,d,p|2026-09-01|resell_as_is|Cheap but working, nets 50 €
p22|phones|internal:D||250,0,0,0,1,10|c,S,d,p|2026-09-01|recycle|No buyer and it does not work, so no charity wants it
p23|phones|internal:C|L|900,250,400,100,2,10|r,L,,p|2026-09-01|recycle|Locked return: cannot be resold until the lock is removed
p24|phones|ctia:A||900,600,600,0,2,10|c,S,,p|2026-09-01|resell_as_is|CTIA A, sells as is
p25|phones|ctia:F||700,50,350,120,2,10|c,S,,p|2026-09-01|repair_then_resell|Fails the functional test; a 120 € repair makes it worth 350 €
t01|tablets|internal:B||500,220,240,30,1.5,10|c,S,,p|2026-09-01|resell_as_is|Good tablet
t02|tablets|internal:C||450,90,250,110,1.5,10|c,S,,p|2026-09-01|repair_then_resell|Cracked glass, repair pays
t03|tablets|internal:D||300,20,120,160,1.5,10|c,S,,p|2026-09-01|resell_as_is|Repair over half the price new; sell for parts
t04|tablets|internal:B|L|400,180,190,0,1.5,10|c,S,,p|2026-09-01|recycle|iCloud lock
t05|tablets|internal:A||350,30,30,0,1,12|c,S,d,p|2026-09-01|resell_as_is|Old but perfect; still nets 18 €
t06|tablets|internal:C|U|400,50,200,70,1.5,10|c,S,,p|2026-09-01|repair_then_resell|Swollen battery replaced, then sold
t07|tablets|internal:D||-,-,-,-,-,-|c,S,,p|2026-09-01|recycle|Broken, no figures, recycling partner
t08|tablets|internal:B||-,-,-,-,-,-|c,S,,|2026-09-01|resell_as_is|Works; sell
t09|tablets|internal:C||600,200,230,40,2,10|c,S,,p|2026-09-01|resell_as_is|Repair adds less than it costs
t10|tablets|ctia:D||400,60,200,199,1.5,5|c,S,,p|2026-09-01|resell_as_is|Repair just under half the price new but nets nothing
t11|tablets|backmarket:not_eligible||500,120,260,60,1.5,10|r,L,,p|2026-09-01|repair_then_resell|Battery under 80 %: a new battery makes it eligible and worth 260 €
t12|tablets|internal:B|W|450,200,210,10,1.5,10|r,L,,p|2026-09-01|resell_as_is|Wipe, then sell
l01|laptops|internal:B||1200,600,650,80,5,15|c,S,,p|2026-09-01|resell_as_is|Good laptop, repair adds little
l02|laptops|internal:C||1000,250,500,150,5,15|c,S,,p|2026-09-01|repair_then_resell|Broken keyboard: 150 € repair doubles its value
l03|laptops|internal:D||800,60,350,420,5,15|c,S,,p|2026-09-01|resell_as_is|Motherboard costs more than half the price new: parts
l04|laptops|internal:D||800,60,500,399,5,15|c,S,,p|2026-09-01|repair_then_resell|Repair just under the threshold and it still nets more
l05|laptops|internal:D||800,60,500,401,5,15|c,S,,p|2026-09-01|resell_as_is|Repair just over the threshold: parts
l06|laptops|internal:B|L|1400,700,700,0,5,15|c,S,,p|2026-09-01|recycle|Firmware-locked MacBook
l07|laptops|internal:B|W|900,400,420,20,5,15|r,L,,p|2026-09-01|resell_as_is|Wipe, then sell
l08|laptops|internal:C|U|1500,300,700,150,5,15|c,S,,p|2026-09-01|repair_then_resell|Swollen battery replaced, laptop sold
l09|laptops|internal:A||600,40,40,0,4,15|c,S,d,p|2026-09-01|resell_as_is|Ten years old but perfect, nets 25 €
l10|laptops|internal:D||500,0,0,0,4,15|c,S,,|2026-09-01|recycle|Dead old laptop, scrap value only
l11|laptops|internal:C||-,-,-,-,-,-|c,S,,|2026-09-01|resell_as_is|Works; sell
l12|laptops|internal:D||-,-,-,-,-,-|c,S,,|2026-09-01|recycle|Broken, nothing known: end of life
l13|laptops|internal:A||1300,900,900,0,5,15|u,L,,p|2026-09-01|resell_as_is|Unsold stock, as new
l14|laptops|internal:C||700,150,180,100,4,15|c,S,,p|2026-09-01|resell_as_is|Repair adds less than it costs
l15|laptops|backmarket:good||1100,450,500,40,5,15|c,S,,p|2026-09-01|resell_as_is|Refurbishing nets 5 € less than selling as is
l16|laptops|backmarket:good||1100,450,520,40,5,15|c,S,,p|2026-09-01|repair_then_resell|Refurbishing nets 15 € more
l17|laptops|internal:C||400,10,10,0,4,15|c,S,d,p|2026-09-01|donate|Works but sells for less than shipping; the school partner takes it
l18|laptops|internal:D||400,0,0,0,4,15|c,S,d,p|2026-09-01|recycle|Does not work, so not for donation
c01|consoles|internal:B||500,280,300,30,2,12|c,S,,p|2026-09-01|resell_as_is|Good console
c02|consoles|internal:C||500,150,230,40,2,12|c,S,,p|2026-09-01|repair_then_resell|Stick drift fixed for 40 €
c03|consoles|internal:D||450,50,220,90,2,12|c,S,,p|2026-09-01|repair_then_resell|Power supply replaced, console sold
c04|consoles|internal:D||300,30,120,160,2,12|c,S,,p|2026-09-01|resell_as_is|Repair over half the price new: parts
c05|consoles|internal:B|W|500,250,260,10,2,12|r,L,,p|2026-09-01|resell_as_is|Reset the console, then sell
c06|consoles|internal:A||550,400,400,0,2,12|r,L,,p|2026-09-01|resell_as_is|As-new return
c07|consoles|internal:C||200,25,40,30,1,12|c,S,d,p|2026-09-01|resell_as_is|Old console still nets 13 €
c08|consoles|internal:D||150,0,0,0,1,12|c,S,,p|2026-09-01|recycle|Dead and worthless
c09|consoles|internal:B||-,-,-,-,-,-|c,S,,|2026-09-01|resell_as_is|Works; sell
c10|consoles|internal:B|F|300,120,120,0,1,12|c,S,,p|2026-09-01|refuse|Clone console: counterfeit
c11|consoles|internal:C||400,120,180,55,2,12|c,S,,p|2026-09-01|resell_as_is|Repair nets 7 € less
c12|consoles|backmarket:very_good||500,300,320,10,2,12|c,S,,p|2026-09-01|resell_as_is|Polish adds 20 € for 22 € of cost
b01|bikes|internal:B||900,450,480,40,10,20|c,S,,p|2026-09-01|resell_as_is|Good bike
b02|bikes|internal:C||700,180,380,90,8,20|c,S,,p|2026-09-01|repair_then_resell|Brakes and gears serviced, bike sold
b03|bikes|internal:D|U|1200,0,-,-,5,20|c,S,,p|2026-09-01|recycle|Cracked carbon frame: unsafe, cannot be repaired; recycle
b04|bikes|internal:D|U|400,0,-,-,-,20|c,S,,|2026-09-01|refuse|Cracked frame and no scrap buyer: we do not take it
b05|bikes|internal:C|U|2500,300,1400,600,20,30|c,S,,p|2026-09-01|repair_then_resell|E-bike with a damaged battery: a new battery makes it worth 1400 €
b06|bikes|internal:D||300,20,120,110,6,20|c,S,,p|2026-09-01|recycle|Old broken bike: scrap
b07|bikes|internal:C||300,30,60,40,6,20|c,S,d,p|2026-09-01|resell_as_is|Old bike that works still nets 10 €
b08|bikes|internal:A||1500,1100,1100,0,12,25|r,L,,p|2026-09-01|resell_as_is|As new
b09|bikes|internal:B||-,-,-,-,-,-|c,S,,|2026-09-01|resell_as_is|Works; sell
b10|bikes|internal:C||800,150,500,399,8,20|c,S,,p|2026-09-01|resell_as_is|Repair just under the threshold but nets less than selling as is
b11|bikes|internal:C||800,150,600,399,8,20|c,S,,p|2026-09-01|repair_then_resell|Repair just under the threshold and nets more
b12|bikes|internal:C||800,150,600,401,8,20|c,S,,p|2026-09-01|resell_as_is|Repair just over the threshold
b13|bikes|internal:B||150,25,25,0,4,20|c,S,d,p|2026-09-01|donate|Child's bike nets 5 €; the charity partner gives it to a family
b14|bikes|internal:D||400,40,200,60,6,20|c,S,,p|2026-09-01|repair_then_resell|Bent wheel replaced
b15|bikes|internal:B|F|3000,800,800,0,10,25|c,S,,p|2026-09-01|refuse|Fake branded carbon frame
b16|bikes|internal:B||2200,1300,1350,50,20,30|c,S,,p|2026-09-01|resell_as_is|E-bike in good shape
b17|bikes|internal:D||-,-,-,-,-,-|c,S,,p|2026-09-01|recycle|Broken, recycling partner
b18|bikes|internal:C||250,15,15,0,6,20|c,S,d,p|2026-09-01|donate|Works but sells for less than shipping
k01|clothing|clothing5:new_with_tags||80,45,45,0,0.2,4|r,L,,p|2026-09-01|resell_as_is|New with tags
k02|clothing|clothing5:good||60,12,12,0,0.2,4|c,S,,p|2026-09-01|resell_as_is|Nets 8 €
k03|clothing|clothing5:satisfactory||40,2,2,-,0.2,4|r,L,d,p|2026-09-01|donate|Worn return of a large company: no resale margin, may not be destroyed, charity takes it
k04|clothing|clothing5:satisfactory||40,2,2,-,0.2,4|r,L,,p|2026-09-01|resell_as_is|Worn return of a large company, no charity: may not be destroyed, sold in bulk at a loss
k05|clothing|clothing5:satisfactory||40,2,2,-,0.2,4|r,L,,p|2026-05-01|recycle|Same before the ban: textile recycling
k06|clothing|clothing5:satisfactory||40,2,2,-,0.2,4|r,S,,p|2026-09-01|recycle|Small company: the ban does not apply
k07|clothing|clothing5:satisfactory||40,2,2,-,0.2,4|c,L,,p|2026-09-01|recycle|Collected used clothes are not unsold products
k08|clothing|clothing5:new_with_tags||50,25,25,0,0.2,3|u,L,,p|2026-09-01|resell_as_is|Unsold stock, new
k09|clothing|clothing5:satisfactory||50,1,10,4,0.2,3|u,L,,p|2026-09-01|repair_then_resell|Stained unsold item: cleaning (4 €) makes it sell for 10 €
k10|clothing|clothing5:very_good|F|150,60,60,0,0.2,4|r,L,,p|2026-09-01|refuse|Counterfeit sneakers: the law wins over the textile rule
k11|clothing|clothing5:good||120,35,35,0,0.3,5|c,S,,p|2026-09-01|resell_as_is|Shoes in good condition
k12|clothing|clothing5:satisfactory||120,10,45,15,0.3,5|c,S,,p|2026-09-01|repair_then_resell|Worn soles: resoling pays
k13|clothing|clothing5:satisfactory||60,0,0,-,0.3,5|c,S,d,p|2026-09-01|donate|Worn shoes the charity takes
k14|clothing|clothing5:very_good||200,70,70,0,0.4,5|c,S,,p|2026-09-01|resell_as_is|Coat in very good condition
k15|clothing|internal:C||150,20,60,15,0.4,5|c,S,,p|2026-09-01|repair_then_resell|Broken zip replaced
k16|clothing|internal:D||15,0,0,-,0.1,3|c,S,,|2026-09-01|recycle|Stained t-shirt
k17|clothing|internal:D||15,0,0,-,0.1,3|c,S,d,p|2026-09-01|recycle|Stained t-shirt; charities do not want stained clothes
k18|clothing|clothing5:new_without_tags||90,40,40,0,0.2,4|r,L,,p|2026-09-01|resell_as_is|Dress, as new
k19|clothing|clothing5:good|U|25,6,6,2,0.1,3|r,L,,p|2026-09-01|recycle|Recalled children's top with drawstrings: not resold
k20|clothing|clothing5:good||-,-,-,-,-,-|c,S,,|2026-09-01|resell_as_is|Jeans in good condition
k21|clothing|clothing5:satisfactory||-,-,-,-,-,-|r,L,d,p|2026-09-01|resell_as_is|Worn return, no figures: outlet resale
k22|clothing|clothing5:very_good||300,110,110,0,0.4,6|u,L,,p|2026-09-01|resell_as_is|Ski jacket
k23|clothing|internal:A||1200,500,500,0,0.3,10|c,S,,p|2026-09-01|resell_as_is|Wedding dress
k24|clothing|clothing5:new_with_tags||10,1,1,0,0.05,2|u,L,d,p|2026-09-01|donate|Socks that cost more to ship than they sell for; charity
k25|clothing|clothing5:new_with_tags||10,1,1,0,0.05,2|u,L,,p|2026-09-01|resell_as_is|Same, no charity: may not be destroyed, bulk outlet
k26|clothing|clothing5:new_with_tags||10,1,1,0,0.05,2|u,L,,p|2026-06-30|recycle|Same before the ban
k27|clothing|clothing5:satisfactory||40,2,2,-,0.2,4|r,M,,p|2026-09-01|recycle|Medium companies are not yet bound
k28|clothing|clothing5:good||180,60,85,20,0.3,6|c,S,,p|2026-09-01|resell_as_is|Boots: resoling nets 1 € less
k29|clothing|clothing5:good||180,60,90,20,0.3,6|c,S,,p|2026-09-01|repair_then_resell|Boots: resoling nets 4 € more
k30|clothing|clothing5:good||30,4,4,0,0.1,4|c,S,d,p|2026-09-01|donate|Baby clothes lot, no margin; charity
s01|small-appliances|internal:B||300,120,130,25,1,8|c,S,,p|2026-09-01|resell_as_is|Coffee machine in good shape
s02|small-appliances|internal:D||300,20,140,45,1,8|c,S,,p|2026-09-01|repair_then_resell|New pump, coffee machine sold
s03|small-appliances|internal:D||30,0,15,20,0.3,5|c,S,,p|2026-09-01|recycle|Broken toaster
s04|small-appliances|internal:C||200,50,110,30,1,8|c,S,,p|2026-09-01|repair_then_resell|Vacuum: new brush and battery
s05|small-appliances|internal:D|U|40,0,-,-,0.3,5|c,S,,p|2026-09-01|recycle|Hair dryer with a damaged cable
s06|small-appliances|internal:D|U|25,0,-,-,0,5|c,S,,|2026-09-01|recycle|Kettle with a burnt cable: WEEE take-back accepts it
s07|small-appliances|internal:A||80,45,45,0,0.5,5|u,L,,p|2026-09-01|resell_as_is|Unsold blender
s08|small-appliances|internal:B||150,50,55,10,1.5,8|c,S,,p|2026-09-01|resell_as_is|Microwave
s09|small-appliances|internal:D||150,10,60,70,1.5,8|c,S,,p|2026-09-01|recycle|Broken microwave: 2 € for parts is not worth listing
s10|small-appliances|internal:B||-,-,-,-,-,-|c,S,,|2026-09-01|resell_as_is|Food processor that works
s11|small-appliances|internal:D||-,-,-,-,-,-|c,S,,p|2026-09-01|recycle|Broken iron
s12|small-appliances|internal:C||120,40,45,15,0.8,7|c,S,,p|2026-09-01|resell_as_is|Air fryer
s13|small-appliances|internal:D||400,40,220,60,2,10|c,S,,p|2026-09-01|repair_then_resell|Robot vacuum with a dead battery
s14|small-appliances|internal:B|W|350,160,170,20,2,10|r,L,,p|2026-09-01|resell_as_is|Robot vacuum: reset the app account, then sell
s15|small-appliances|internal:C||250,60,120,35,2,10|c,S,,p|2026-09-01|repair_then_resell|Sewing machine serviced
s16|small-appliances|internal:D||40,0,10,15,0.5,5|c,S,,p|2026-09-01|recycle|Broken fan
s17|small-appliances|internal:B||40,8,8,0,0.5,6|c,S,d,p|2026-09-01|donate|Fan nets 2 €; charity
s18|small-appliances|internal:C||60,5,5,0,0.5,6|c,S,d,p|2026-09-01|donate|Mixer that works, no margin
s19|small-appliances|internal:B|F|90,30,30,0,0.3,5|c,S,,p|2026-09-01|refuse|Fake straightener without CE marking
s20|small-appliances|internal:D|U|80,0,-,-,1,6|c,S,,p|2026-09-01|recycle|Heater with a broken tip-over switch
g01|large-appliances|internal:B||600,250,260,30,20,50|c,S,,p|2026-09-01|resell_as_is|Washing machine in good shape
g02|large-appliances|internal:D||600,30,280,180,20,50|c,S,,p|2026-09-01|repair_then_resell|New bearings, washer sold
g03|large-appliances|internal:D||500,0,150,280,20,50|c,S,,p|2026-09-01|recycle|Fourteen-year-old washer: repair over half the price new
g04|large-appliances|internal:D|U|800,0,-,-,25,60|c,S,,p|2026-09-01|recycle|Fridge leaking refrigerant: specialised recycling
g05|large-appliances|internal:B||900,350,360,40,25,60|c,S,,p|2026-09-01|resell_as_is|Fridge in good shape
g06|large-appliances|internal:C||550,60,260,120,15,50|c,S,,p|2026-09-01|repair_then_resell|Dishwasher pump replaced
g07|large-appliances|internal:D||500,40,300,249,15,40|c,S,,p|2026-09-01|repair_then_resell|Repair just under the threshold nets 11 €, the only option that does not lose money
g08|large-appliances|internal:D||500,40,300,251,15,40|c,S,,p|2026-09-01|recycle|Repair just over the threshold
g09|large-appliances|internal:B||700,250,250,0,20,50|c,S,,p|2026-09-01|resell_as_is|Oven in good condition
g10|large-appliances|internal:D||700,30,300,150,20,50|c,S,,p|2026-09-01|repair_then_resell|Oven heating element replaced
g11|large-appliances|internal:D||450,0,120,200,15,50|c,S,,p|2026-09-01|recycle|Twelve-year-old dryer, repair nets a loss
g12|large-appliances|internal:D|U|700,0,-,-,-,60|c,S,,|2026-09-01|refuse|Air conditioner leaking refrigerant and no certified recycler: not taken
g13|large-appliances|internal:B||400,60,60,0,20,70|c,S,d,p|2026-09-01|donate|Working washer, shipping costs more than it sells for; social partner
g14|large-appliances|internal:B||-,-,-,-,-,-|c,S,,|2026-09-01|resell_as_is|Working washer
g15|large-appliances|internal:D||-,-,-,-,-,-|c,S,,p|2026-09-01|recycle|Broken fridge
g16|large-appliances|internal:C||400,80,100,30,20,50|c,S,,p|2026-09-01|resell_as_is|Freezer, repair adds little
g17|large-appliances|internal:D|U|600,0,-,-,15,50|c,S,,p|2026-09-01|recycle|Cooker with a gas leak
g18|large-appliances|internal:A||700,450,450,0,15,40|u,L,,p|2026-09-01|resell_as_is|Unsold dishwasher
g19|large-appliances|internal:D||350,0,100,200,0,50|c,S,,|2026-09-01|recycle|Broken washer past its life
g20|large-appliances|internal:B||300,60,60,0,5,40|c,S,,p|2026-09-01|resell_as_is|Range hood nets 20 €
`;
