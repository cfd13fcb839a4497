/** A phone or tablet answered as flawless on every question of its template (a Luhn-valid IMEI). */
export const flawlessPhoneAnswers = {
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
  screen_condition: 'flawless',
  body_condition: 'as-new',
  battery_health: 92,
  battery_swollen: false,
  account_removed: true,
  data_wiped: true,
};
