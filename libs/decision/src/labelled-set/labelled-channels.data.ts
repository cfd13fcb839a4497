/**
 * The second labelled set, written for issue 22 before the rules learned the channels (and never
 * changed to match them): the same row format as `labelled-decisions.data.ts`, with an eleventh
 * column of the channel figures an operator had in hand: t a refurbisher's trade-in offer, p what
 * the parts fetch once dismantled, b the price per item in a wholesale lot, v the credit of a
 * vendor that takes the item back (a `v` says the vendor takes it). The decision is the operator's:
 * within the legal gates, the channel that recovers most, a whole product re-used before its parts.
 */
export const labelledChannelRows = `
n01|phones|internal:B||700,300,320,20,2,10|c,S,,p|2026-10-01|resell_refurbisher|The refurbisher offers 310 €, more than a listing nets, without listing effort|t=310
n02|phones|internal:B||700,380,400,20,2,10|c,S,,p|2026-10-01|resell_c2c|A listing nets 370 €; the trade-in offer is 300 €|t=300
n03|phones|internal:D||800,60,350,300,2,10|c,S,,p|2026-10-01|harvest_parts|Dead board, repair nets less than selling it broken; screen, cameras and battery bring 140 €|p=140
n04|phones|internal:D||800,90,350,300,2,10|c,S,,p|2026-10-01|resell_c2c|The broken unit sells for 90 € as it is; dismantling brings only 60 €|p=60
n05|phones|internal:C||600,150,380,90,2,10|r,L,,p|2026-10-01|repair_then_resell|A new screen makes it net 280 €, more than the 200 € trade-in|t=200
n06|phones|internal:C||600,150,260,90,2,10|r,L,,p|2026-10-01|resell_refurbisher|Repair nets 160 €; the refurbisher pays 200 € as it is|t=200
n07|phones|internal:B||900,400,420,20,2,10|r,L,,p|2026-10-01|return_to_vendor|Return within the vendor's window: 450 € credit, more than any sale|v=450
n08|phones|internal:B||900,400,420,20,2,10|r,L,,p|2026-10-01|resell_c2c|The vendor would credit 300 €; a listing nets 390 €|v=300
n09|phones|internal:B|L|900,400,420,20,2,10|r,L,,p|2026-10-01|return_to_vendor|Locked return: the vendor takes it back and deals with the lock|v=350
n10|phones|internal:C|U|600,0,250,60,2,10|r,L,,p|2026-10-01|return_to_vendor|Recalled battery: the vendor refunds 200 €, more than a new battery nets|v=200
n11|phones|internal:B|F|600,200,200,0,2,10|r,L,,p|2026-10-01|refuse|Counterfeit: no channel may take it|v=100
n12|phones|internal:B||300,40,45,20,1,10|c,S,d,p|2026-10-01|b2b_lot|Older phones fetch 45 € each in a wholesale lot, more than one listing nets|b=45
n13|phones|internal:B||300,80,85,20,1,10|c,S,,p|2026-10-01|resell_c2c|A single listing nets 70 €, the lot 40 €|b=50
n14|phones|internal:D||300,5,60,90,1.5,8|c,S,,p|2026-10-01|harvest_parts|Screen and camera bring 35 €, more than scrap|p=35
n15|phones|internal:D|L|500,20,150,120,1.5,8|c,S,,p|2026-10-01|recycle|Locked phones are not parted out: their parts feed theft|p=60
n16|phones|internal:D|WN|500,20,150,120,1.5,8|c,S,,p|2026-10-01|recycle|Data on it and no way to wipe it: certified destruction, not parts|p=60
n17|phones|internal:A||1000,700,700,0,3,10|u,L,,p|2026-10-01|resell_refurbisher|Sealed unsold stock: the refurbisher's 720 € beats a listing|t=720
n18|phones|ctia:C||700,200,350,100,2,10|c,S,,p|2026-10-01|repair_then_resell|Repair nets 240 €, the trade-in 210 €|t=210
n19|phones|internal:B||-,-,-,-,-,-|c,S,,|2026-10-01|resell_c2c|Working phone, no figures: list it|
n20|phones|internal:D||-,-,-,-,-,-|c,S,,p|2026-10-01|recycle|Broken, nothing known|
n21|phones|internal:D||400,0,0,0,1,8|c,S,,p|2026-10-01|harvest_parts|No buyer for the whole unit; its parts bring 25 €|p=25
n22|tablets|internal:B||500,200,220,30,1.5,10|c,S,,p|2026-10-01|resell_refurbisher|Trade-in of 230 € beats a listing|t=230
n23|tablets|internal:B||500,260,270,30,1.5,10|c,S,,p|2026-10-01|resell_c2c|A listing nets 250 €, the trade-in 180 €|t=180
n24|tablets|internal:D||400,30,200,190,1.5,10|c,S,,p|2026-10-01|harvest_parts|Repair nets nothing; the parts bring 70 €|p=70
n25|tablets|internal:B||300,30,30,0,1,10|c,S,,p|2026-10-01|b2b_lot|Old tablets sell better in a school supplier's lot at 40 € each|b=40
n26|tablets|internal:B||300,30,30,0,1,10|c,S,d,p|2026-10-01|b2b_lot|A lot buyer pays 40 € each; donation only when nothing sells|b=40
n27|tablets|internal:B|W|450,200,210,10,1.5,10|r,L,,p|2026-10-01|return_to_vendor|Return in the vendor's window: 260 € credit once wiped|v=260
n28|tablets|internal:C|U|400,50,200,70,1.5,10|c,S,,p|2026-10-01|repair_then_resell|Swollen battery replaced; no refurbisher takes it swollen|t=120
n29|tablets|internal:D||-,-,-,-,-,-|c,S,,p|2026-10-01|recycle|Broken, nothing known|
n30|tablets|internal:B||-,-,-,-,-,-|c,S,,|2026-10-01|resell_c2c|Works; list it|
n31|laptops|internal:B||1200,550,600,60,5,15|c,S,,p|2026-10-01|resell_refurbisher|The refurbisher offers 600 €|t=600
n32|laptops|internal:B||1200,650,700,60,5,15|c,S,,p|2026-10-01|resell_c2c|A listing nets 635 €, the trade-in 500 €|t=500
n33|laptops|internal:D||900,80,450,460,5,15|c,S,,p|2026-10-01|harvest_parts|Dead board costs more than half the price new; screen, RAM and SSD bring 180 €|p=180
n34|laptops|internal:D||900,80,450,300,5,15|c,S,,p|2026-10-01|repair_then_resell|Repair pays; a whole laptop back in use comes before its parts|p=180
n35|laptops|internal:B||800,250,260,20,4,15|r,L,,p|2026-10-01|return_to_vendor|Return to the vendor for 300 € credit|v=300
n36|laptops|internal:B|L|1400,700,700,0,5,15|c,S,,p|2026-10-01|recycle|Firmware-locked and no vendor takes it; locked parts are not sold|p=200
n37|laptops|internal:B|L|1400,700,700,0,5,15|r,L,,p|2026-10-01|return_to_vendor|Firmware-locked return: the vendor unlocks it and credits 500 €|v=500
n38|laptops|internal:B||500,60,70,20,4,15|c,S,,p|2026-10-01|b2b_lot|Office laptops at 80 € each in a lot net more than single listings|b=80
n39|laptops|internal:A||600,40,40,0,4,15|c,S,d,p|2026-10-01|b2b_lot|Ten years old: a lot buyer pays 55 €, a listing nets 25 €|b=55
n40|laptops|internal:C||-,-,-,-,-,-|c,S,,|2026-10-01|resell_c2c|Works; list it|
n41|consoles|internal:B||500,280,300,30,2,12|c,S,,p|2026-10-01|resell_c2c|A listing nets 268 €, the trade-in 200 €|t=200
n42|consoles|internal:B||500,200,220,30,2,12|c,S,,p|2026-10-01|resell_refurbisher|The game shop's trade-in of 230 € beats the listing|t=230
n43|consoles|internal:D||300,30,120,160,2,12|c,S,,p|2026-10-01|harvest_parts|Repair over half the price new; controllers and drive bring 70 € as parts|p=70
n44|consoles|internal:D||150,0,0,0,1,12|c,S,,p|2026-10-01|recycle|Dead; parts worth 8 €, less than shipping|p=8
n45|consoles|internal:B|F|300,120,120,0,1,12|c,S,,p|2026-10-01|refuse|Counterfeit console; its parts are no exception|p=40
n46|consoles|internal:C||200,25,40,30,1,12|c,S,,p|2026-10-01|b2b_lot|A retro lot buyer pays 45 € each|b=45
n47|bikes|internal:B||900,450,480,40,10,20|c,S,,p|2026-10-01|resell_refurbisher|The bike refurbisher offers 500 €|t=500
n48|bikes|internal:D||600,40,200,250,8,20|c,S,,p|2026-10-01|harvest_parts|Bent frame; groupset and wheels bring 120 €|p=120
n49|bikes|internal:D|U|1200,0,-,-,5,20|c,S,,p|2026-10-01|harvest_parts|Cracked carbon frame is scrapped; groupset and wheels reused for 300 €|p=300
n50|bikes|internal:B||1500,1000,1000,0,12,25|r,L,,p|2026-10-01|return_to_vendor|Return within the shop's window: 1200 € credit|v=1200
n51|bikes|internal:C||300,30,60,40,6,20|c,S,d,p|2026-10-01|b2b_lot|A wholesaler pays 60 € each in a lot|b=60
n52|bikes|internal:C||250,15,15,0,6,20|c,S,d,p|2026-10-01|donate|Sells for less than shipping and the lot bid only covers shipping; charity|b=20
n53|clothing|clothing5:satisfactory||40,2,2,-,0.2,4|r,L,,p|2026-10-01|b2b_lot|May not be destroyed: sorted into a wholesale bale at 3 € each|b=3
n54|clothing|clothing5:good||60,12,12,0,0.2,4|c,S,,p|2026-10-01|resell_c2c|Nets 8 €; the bale price is 2 €|b=2
n55|clothing|clothing5:new_with_tags||80,45,45,0,0.2,4|r,L,,p|2026-10-01|return_to_vendor|The brand takes unsold returns back at 50 €|v=50
n56|clothing|clothing5:new_with_tags||10,1,1,0,0.05,2|u,L,,p|2026-10-01|b2b_lot|Socks: a stock buyer takes the lot at 2.50 € each|b=2.5
n57|clothing|clothing5:very_good|F|150,60,60,0,0.2,4|r,L,,p|2026-10-01|refuse|Counterfeit sneakers: refused whatever a lot buyer offers|b=20
n58|clothing|clothing5:satisfactory||60,0,0,-,0.3,5|c,S,d,p|2026-10-01|donate|Worn shoes the charity takes|
n59|clothing|clothing5:good||180,60,85,20,0.3,6|c,S,,p|2026-10-01|resell_refurbisher|Boots: the brand's resale programme offers 70 €|t=70
n60|small-appliances|internal:B||300,120,130,25,1,8|c,S,,p|2026-10-01|resell_refurbisher|The refurbisher offers 140 €|t=140
n61|small-appliances|internal:D||300,20,140,45,1,8|c,S,,p|2026-10-01|repair_then_resell|New pump; its parts would bring 30 €|p=30
n62|small-appliances|internal:D||150,10,60,70,1.5,8|c,S,,p|2026-10-01|harvest_parts|Robot vacuum with a dead board: battery, brushes and sensors bring 45 €|p=45
n63|small-appliances|internal:A||80,45,45,0,0.5,5|u,L,,p|2026-10-01|return_to_vendor|Unsold stock goes back to the supplier at 60 €|v=60
n64|small-appliances|internal:B||40,8,8,0,0.5,6|c,S,d,p|2026-10-01|b2b_lot|Fans at 10 € each in a lot net 4 €, a listing 2 €|b=10
n65|small-appliances|internal:B|F|90,30,30,0,0.3,5|c,S,,p|2026-10-01|refuse|Fake straightener without CE marking|b=10
n66|large-appliances|internal:B||600,250,260,30,20,50|c,S,,p|2026-10-01|resell_c2c|A listing nets 200 €; the refurbisher offers 150 €|t=150
n67|large-appliances|internal:D||500,0,150,280,20,50|c,S,,p|2026-10-01|harvest_parts|Motor and pump sold as spares for 90 €|p=90
n68|large-appliances|internal:D|U|800,0,-,-,25,60|c,S,,p|2026-10-01|recycle|Leaking refrigerant: specialised recycling; the spares do not cover shipping|p=30
n69|large-appliances|internal:B||400,60,60,0,20,70|c,S,d,p|2026-10-01|donate|Shipping costs more than it sells for and the lot bid does not cover it|b=50
n70|large-appliances|internal:B||900,350,360,40,25,60|r,L,,p|2026-10-01|return_to_vendor|Return: the vendor credits 500 €|v=500
`;
