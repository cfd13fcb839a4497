// eslint-disable-next-line @nx/enforce-module-boundaries -- imported the way another service imports it
import { decide } from '@circular/decision';
import { generateProtocol } from '@circular/protocol-generator';

/** A returns desk deciding on a phone from the inspector's answers and its own figures. */
export async function decideReturnedPhone(today: () => Date) {
  const protocol = await generateProtocol({ language: 'en', agent_specific: { category: 'phones', target_scale: 'internal', photos: false } });
  const { decision, required_actions, reasoning } = await decide(
    {
      language: 'en',
      agent_specific: {
        item: { category: 'phones', brand: 'Samsung', model: 'Galaxy S21', age_years: 3, price_new: 850 },
        condition: {
          protocol,
          answers: {
            device_identifier: '490154203237518',
            powers_on: true,
            touch_display_works: true,
            cameras_work: true,
            audio_works: true,
            buttons_work: true,
            biometrics_work: 'works',
            radios_work: true,
            charge_port_works: true,
            liquid_indicator: 'intact',
            screen_condition: 'cracked',
            body_condition: 'good',
            battery_health: 86,
            battery_swollen: false,
            account_removed: true,
            data_wiped: false,
          },
        },
        economics: { currency: 'EUR', resale_as_is: 120, resale_after_repair: 310, repair_cost: 140, recycling_value: 2, logistics_cost: 12 },
        context: { origin: 'return', company_size: 'large', partners: { recycling: ['phones'] } },
      },
    },
    { today },
  );
  return { decision, required_actions, reasoning };
}
