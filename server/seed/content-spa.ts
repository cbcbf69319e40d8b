import type { SeedContext, SeedDb } from './content-shared.ts';

/**
 * The spa products: spa packages with their products and included services, treatments, day passes, frequent visitor
 * passes, and their restrictions.
 */
export async function seedSpaContent(trx: SeedDb, ctx: SeedContext): Promise<void> {
  const { img, filter } = ctx;
  const groups = await trx
    .insertInto('spa_package_groups')
    .values([
      {
        name: 'Spadag',
        name_en: 'Spa day',
        position: 1,
        image_fk: img(1),
        promo_ribbon_text: 'Populær',
        promo_ribbon_text_en: 'Popular',
        displayed_price: 995,
      },
      {
        name: 'Spa og middag',
        name_en: 'Spa and dinner',
        position: 2,
        image_fk: img(9),
        displayed_price: 1695,
        included_meal_description: 'Treretters middag',
        included_restaurant_fk: 1,
        included_meal_fk: 3,
      },
      {
        name: 'Kveldsspa',
        name_en: 'Evening spa',
        position: 3,
        image_fk: img(2),
        displayed_price: 695,
        promo_ribbon_text: 'Kun hverdager',
        promo_ribbon_text_en: 'Weekdays only',
      },
      // No products or included services yet: the included services page offers to copy another package's.
      {
        name: 'Venninnedag',
        name_en: 'Girlfriends day',
        position: 4,
        image_fk: img(11),
        promo_ribbon_text: 'Nyhet',
        promo_ribbon_text_en: 'New',
        displayed_price: 1295,
      },
    ])
    .returning('id')
    .execute();
  const group = (i: number) => groups[i]?.id ?? 0;
  await trx
    .insertInto('spa_products')
    .values([
      {
        brp_product_id: 5001,
        brp_product_number: 'SP-5001',
        display_name: 'Spadag hverdag',
        from_time: '10:00',
        product_group_fk: group(0),
        url: 'spadag',
        order_limit: 0,
      },
      {
        brp_product_id: 5002,
        brp_product_number: 'SP-5002',
        display_name: 'Spadag helg',
        from_time: '11:00',
        product_group_fk: group(0),
        url: 'spadag-helg',
        order_limit: 20,
        parent_brp_product_id: 5001,
      },
      {
        brp_product_id: 5003,
        brp_product_number: 'SP-5003',
        display_name: 'Spa og middag',
        from_time: '17:00',
        product_group_fk: group(1),
        url: 'spa-middag',
        order_limit: 10,
      },
      {
        brp_product_id: 5004,
        brp_product_number: 'SP-5004',
        display_name: 'Kveldsspa',
        from_time: '19:00',
        product_group_fk: group(2),
        url: 'kveldsspa',
        order_limit: -1,
      },
    ])
    .execute();
  await trx
    .insertInto('restrictions')
    .values([
      { spa_product_fk: 5001, priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(4) },
      { spa_product_fk: 5001, priority: 1, is_product_available: false, date_filter_fk: filter(0) },
      { spa_product_fk: 5002, priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(0) },
    ])
    .execute();
  await trx
    .insertInto('included_services')
    .values([
      {
        product_group_fk: group(0),
        title: 'Fri tilgang til basseng',
        title_en: 'Free pool access',
        description: 'Basseng, boblebad og badstuer hele dagen.',
        description_en: 'Pool, hot tub and saunas all day.',
        position: 1,
      },
      { product_group_fk: group(0), title: 'Badekåpe og tøfler', title_en: 'Bathrobe and slippers', position: 2 },
      {
        product_group_fk: group(0),
        title: 'Lunsj',
        title_en: 'Lunch',
        description: 'Lunsjbuffet i Brasseriet.',
        description_en: 'Lunch buffet in Brasseriet.',
        position: 3,
      },
      {
        product_group_fk: group(1),
        title: 'Treretters middag',
        title_en: 'Three-course dinner',
        description: 'Servert i Brasseriet fra kl. 18.',
        description_en: 'Served in Brasseriet from 6 pm.',
        position: 1,
      },
      { product_group_fk: group(1), title: 'Fri tilgang til basseng', title_en: 'Free pool access', position: 2 },
      { product_group_fk: group(2), title: 'Badstue og dampbad', title_en: 'Sauna and steam bath', position: 1 },
      { product_group_fk: group(2), title: 'Te og frukt', title_en: 'Tea and fruit', position: 2 },
    ])
    .execute();

  // Treatments with and without an addition, each with an image (6007-6012 and more are left for the picker).
  await trx
    .insertInto('treatments')
    .values([
      {
        brp_product_id: 6001,
        brp_product_number: 'TR-6001',
        display_name: 'Klassisk massasje 50 min',
        display_name_en: 'Classic massage 50 min',
        image_fk: img(9),
        description: 'Avslappende helkroppsmassasje.',
        description_en: 'Relaxing full body massage.',
      },
      {
        brp_product_id: 6002,
        brp_product_number: 'TR-6002',
        display_name: 'Duo-massasje',
        display_name_en: 'Duo massage',
        is_dual: true,
        image_fk: img(9),
        avoid_empty_time_slots: true,
        description: 'Massasje for to, side om side.',
        description_en: 'A massage for two, side by side.',
      },
      {
        brp_product_id: 6003,
        brp_product_number: 'TR-6003',
        display_name: 'Ansiktsbehandling',
        display_name_en: 'Facial',
        image_fk: img(1),
        description: 'Rens, peeling og maske.',
        description_en: 'Cleansing, peeling and a mask.',
        addition_product_id: 6103,
        addition_display_name: 'Øyemaske',
        addition_display_name_en: 'Eye mask',
        addition_description: 'Kjølende maske for øynene.',
        addition_description_en: 'A cooling mask for the eyes.',
        addition_brp_name: 'EYEMASK',
      },
      {
        brp_product_id: 6004,
        brp_product_number: 'TR-6004',
        display_name: 'Aromamassasje',
        display_name_en: 'Aroma massage',
        image_fk: img(2),
        avoid_empty_time_slots: true,
        description: 'Massasje med varme oljer.',
        description_en: 'A massage with warm oils.',
        addition_product_id: 6104,
        addition_display_name: 'Egen aromaolje',
        addition_display_name_en: 'Own aroma oil',
        addition_description: 'Ta med en flaske hjem.',
        addition_description_en: 'Take a bottle home.',
        addition_brp_name: 'AROMA-OIL',
      },
      {
        brp_product_id: 6005,
        brp_product_number: 'TR-6005',
        display_name: 'Hot stone',
        display_name_en: 'Hot stone',
        image_fk: img(2),
        description: 'Varme steiner løser opp spente muskler.',
        description_en: 'Warm stones loosen tense muscles.',
      },
      {
        brp_product_id: 6006,
        brp_product_number: 'TR-6006',
        display_name: 'Parbad',
        display_name_en: 'Couples bath',
        is_dual: true,
        image_fk: img(1),
        description: 'Boblebad for to med utsikt.',
        description_en: 'A hot tub for two with a view.',
      },
    ])
    .execute();
  await trx
    .insertInto('day_passes')
    .values([
      {
        brp_product_id: 7001,
        brp_product_number: 'DP-7001',
        display_name: 'Dagspass',
        display_name_en: 'Day pass',
        description: 'Tilgang til basseng, badstue og hvilerom hele dagen.',
        description_en: 'Pool, sauna and relaxation room all day.',
        url: 'dagspass',
        from_time: '10:00',
        image_fk: img(1),
      },
      {
        brp_product_id: 7002,
        brp_product_number: 'DP-7002',
        display_name: 'Kveldspass',
        display_name_en: 'Evening pass',
        description: 'Spa fra klokken 17 til stengetid.',
        description_en: 'Spa from 5 pm until closing.',
        url: 'kveldspass',
        from_time: '17:00',
        image_fk: img(2),
      },
    ])
    .execute();
  await trx
    .insertInto('day_pass_included_services')
    .values([
      { day_pass_fk: 7001, title: 'Basseng og badstue', title_en: 'Pool and sauna', position: 1 },
      { day_pass_fk: 7001, title: 'Håndkle', title_en: 'Towel', position: 2 },
      { day_pass_fk: 7001, title: 'Badekåpe', title_en: 'Bathrobe', position: 3 },
      { day_pass_fk: 7002, title: 'Basseng og badstue', title_en: 'Pool and sauna', position: 1 },
      { day_pass_fk: 7002, title: 'Kveldsbuffet', title_en: 'Evening buffet', position: 2 },
    ])
    .execute();
  await trx
    .insertInto('restrictions')
    .values([
      { day_pass_fk: 7001, priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(4) },
      { day_pass_fk: 7001, priority: 1, is_product_available: false, date_filter_fk: filter(1) },
      // The evening pass is sold at weekends only.
      { day_pass_fk: 7002, priority: 0, is_global: true, is_product_available: false, date_filter_fk: filter(4) },
      { day_pass_fk: 7002, priority: 1, is_product_available: true, date_filter_fk: filter(0) },
    ])
    .execute();
  await trx
    .insertInto('frequent_visitor_passes')
    .values([
      {
        brp_product_id: 8001,
        brp_product_number: 'FVP-8001',
        display_name: '10-klippekort spa',
        display_name_en: '10-visit spa card',
        description: 'Ti besøk i spaet, gyldig i ett år.',
        description_en: 'Ten visits to the spa, valid for a year.',
        url: 'klippekort',
        image_fk: img(1),
      },
      {
        brp_product_id: 8002,
        brp_product_number: 'FVP-8002',
        display_name: 'Årskort spa',
        display_name_en: 'Annual spa pass',
        description: 'Fri tilgang til spaet i et år.',
        description_en: 'Free access to the spa for a year.',
        url: 'arskort',
        image_fk: img(2),
      },
    ])
    .execute();
}
