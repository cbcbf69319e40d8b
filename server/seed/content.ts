import dayjs from 'dayjs';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

type Db = Transaction<Database> | Kysely<Database>;

const IMAGE_NAMES = [
  'lobby',
  'spa-pool',
  'sauna',
  'suite',
  'double-room',
  'family-room',
  'brasseriet',
  'mori',
  'breakfast',
  'massage',
  'fjord-view',
  'winter',
];

/** A little of everything else the spec lists: images, products, codes, filters, strings, alerts, sections, metadata. */
export async function seedContent(trx: Db, today: Date): Promise<void> {
  const day0 = dayjs(today).startOf('day');
  const date = (days: number) => day0.add(days, 'day').format('YYYY-MM-DD');
  const stamp = (days: number) => `${date(days)}T00:00:00`;

  const images = await trx
    .insertInto('images')
    .values(
      IMAGE_NAMES.map((name) => {
        const title = name.replace('-', ' ');
        return {
          name: title,
          name_en: title,
          alt: `Bilde: ${title}`,
          alt_en: `Picture: ${title}`,
          src: `/demo/images/${name}.svg`,
        };
      }),
    )
    .returning('id')
    .execute();
  const img = (i: number) => images[i % images.length]?.id ?? null;

  const filters = await trx
    .insertInto('date_filters')
    .values([
      { name: 'Helger', days_of_week: [5, 6], hours: 0 },
      { name: 'Jul og nyttår', is_annual: true, dates: ['2026-12-24', '2026-12-25', '2026-12-31'], hours: 0 },
      { name: 'Sommer', from_date: '2027-06-15', to_date: '2027-08-15', hours: 0 },
      { name: 'Minst 48 timer før ankomst', hours: 48 },
      { name: 'Alle dager', days_of_week: [0, 1, 2, 3, 4, 5, 6] },
    ])
    .returning('id')
    .execute();
  const filter = (i: number) => filters[i]?.id ?? null;

  await trx
    .insertInto('hotel_packages')
    .values([
      {
        clock_id: 'HP1001',
        name: 'Romantisk weekend',
        name_en: 'Romantic weekend',
        url: 'romantisk-weekend',
        position: 1,
        image_fk: img(3),
        intro_text: 'To netter for to.',
        intro_text_en: 'Two nights for two.',
        description_items: ['Overnatting i dobbeltrom', 'Frokost', 'Treretters middag'],
        description_items_en: ['Double room', 'Breakfast', 'Three-course dinner'],
        price_from: 2490,
        availability_rate_id: 'R-WKND',
        availability_rate_name: 'Weekend',
        min_stay: 2,
        max_stay: 3,
        included_meal_description: 'Treretters middag i Brasseriet',
        included_restaurant_fk: 1,
        included_meal_fk: 3,
      },
      {
        clock_id: 'HP1002',
        name: 'Spa-opphold',
        name_en: 'Spa stay',
        url: 'spa-opphold',
        position: 2,
        image_fk: img(1),
        description_items: ['Overnatting', 'Fri tilgang til spa'],
        description_items_en: ['Overnight stay', 'Free spa access'],
        price_from: 1890,
        availability_rate_id: 'R-SPA',
        availability_rate_name: 'Spa',
        min_stay: 1,
        max_stay: 5,
      },
      {
        clock_id: 'HP1003',
        name: 'Familiepakke',
        name_en: 'Family package',
        url: 'familie',
        position: 3,
        image_fk: img(5),
        only_with_special_code: true,
        price_from: 3190,
        availability_rate_id: 'R-FAM',
        availability_rate_name: 'Family',
        min_stay: 2,
        max_stay: 7,
      },
      {
        clock_id: 'HP1004',
        name: 'Forretningsreise',
        name_en: 'Business trip',
        url: 'business',
        position: 4,
        display_on_site: false,
        price_from: 1490,
        availability_rate_id: 'R-BUS',
        availability_rate_name: 'Corporate',
        min_stay: 1,
        max_stay: 14,
      },
    ])
    .execute();
  await trx
    .insertInto('hotel_package_addons')
    .values([
      {
        clock_id: 'AD2001',
        name: 'Frokost på rommet',
        name_en: 'Breakfast in the room',
        unit: 'per person',
        unit_en: 'per person',
        position: 1,
        description: 'Servert mellom 07 og 10.',
        description_en: 'Served between 7 and 10.',
      },
      {
        clock_id: 'AD2002',
        name: 'Sen utsjekk',
        name_en: 'Late check-out',
        unit: 'per rom',
        unit_en: 'per room',
        position: 2,
      },
      {
        clock_id: 'AD2003',
        name: 'Blomster og sjokolade',
        name_en: 'Flowers and chocolate',
        unit: 'per rom',
        unit_en: 'per room',
        position: 3,
      },
      {
        clock_id: 'AD2004',
        name: 'Middag i Mori',
        name_en: 'Dinner at Mori',
        unit: 'per person',
        unit_en: 'per person',
        position: 4,
        included_meal_description: 'Femretters i Mori',
        included_restaurant_fk: 2,
        included_meal_fk: 3,
      },
    ])
    .execute();
  await trx
    .insertInto('hotel_package_attached_addons')
    .values([
      { package_id: 'HP1001', addon_id: 'AD2003' },
      { package_id: 'HP1001', addon_id: 'AD2002' },
      { package_id: 'HP1002', addon_id: 'AD2001' },
    ])
    .execute();
  await trx
    .insertInto('special_codes')
    .values([
      {
        special_code: 'FAMILIE2026',
        type: 1,
        package_id: 'HP1003',
        active_from: stamp(-30),
        active_to: stamp(90),
        created_by: 'seed',
      },
      {
        special_code: 'VINTER-VIP',
        type: 1,
        package_id: 'HP1001',
        active_from: stamp(-5),
        active_to: stamp(60),
        created_by: 'seed',
      },
    ])
    .execute();
  const discounts = await trx
    .insertInto('discount_codes')
    .values([
      {
        code: 'HELG20',
        amount: 20,
        active_from: stamp(-10),
        active_to: stamp(120),
        days_of_week: [5, 6],
        use_count: 14,
        created_by: 'seed',
      },
      { code: 'SPA10', amount: 10, active_from: stamp(-40), active_to: stamp(40), use_count: 3, created_by: 'seed' },
      { code: 'VELKOMMEN', amount: 15, active_from: stamp(0), active_to: stamp(365), created_by: 'seed' },
    ])
    .returning('id')
    .execute();
  await trx
    .insertInto('discount_code_hotel_packages')
    .values([
      { discount_code_id: discounts[0]?.id ?? 0, hotel_package_id: 'HP1001' },
      { discount_code_id: discounts[0]?.id ?? 0, hotel_package_id: 'HP1002' },
      { discount_code_id: discounts[1]?.id ?? 0, hotel_package_id: 'HP1002' },
    ])
    .execute();
  await trx
    .insertInto('restrictions')
    .values([
      { addon_fk: 'AD2001', priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(4) },
      { addon_fk: 'AD2001', priority: 1, is_product_available: false, date_filter_fk: filter(1) },
      { addon_fk: 'AD2004', priority: 0, is_global: true, is_product_available: true, date_filter_fk: filter(4) },
    ])
    .execute();

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
  await trx
    .insertInto('room_types')
    .values([
      {
        clock_id: 'RT-DBL',
        position: 1,
        display_name: 'Dobbeltrom',
        display_name_en: 'Double room',
        description: 'Lyst rom med dobbeltseng.',
        description_en: 'Bright room with a double bed.',
        details_left: ['22 m²', 'Dobbeltseng'],
        details_left_en: ['22 m²', 'Double bed'],
        details_right: ['Dusj', 'Wi-Fi'],
        details_right_en: ['Shower', 'Wi-Fi'],
        image_ids: [img(4), img(10)].filter((id): id is number => id !== null),
      },
      {
        clock_id: 'RT-STE',
        position: 2,
        display_name: 'Suite',
        display_name_en: 'Suite',
        details_left: ['48 m²'],
        details_left_en: ['48 m²'],
        image_ids: [img(3), img(10), img(0)].filter((id): id is number => id !== null),
      },
      {
        clock_id: 'RT-FAM',
        position: 3,
        display_name: 'Familierom',
        display_name_en: 'Family room',
        image_ids: [img(5)].filter((id): id is number => id !== null),
      },
    ])
    .execute();

  await trx
    .insertInto('dictionary_entries')
    .values(
      [
        ['checkout.title', 'Checkout', 'Kasse'],
        ['checkout.next', 'Next', 'Neste'],
        ['checkout.back', 'Back', 'Tilbake'],
        ['checkout.pay', 'Pay now', 'Betal nå'],
        ['checkout.total', 'Total', 'Totalt'],
        ['checkout.guests', 'Guests', 'Gjester'],
        ['checkout.arrival', 'Arrival', 'Ankomst'],
        ['checkout.departure', 'Departure', 'Avreise'],
        ['checkout.discountCode', 'Discount code', 'Rabattkode'],
        ['checkout.specialCode', 'Special code', 'Spesialkode'],
        ['checkout.terms', 'I accept the terms', 'Jeg godtar vilkårene'],
        ['checkout.email', 'Email', 'E-post'],
        ['checkout.phone', 'Phone', 'Telefon'],
        ['checkout.firstName', 'First name', 'Fornavn'],
        ['checkout.lastName', 'Last name', 'Etternavn'],
        ['spa.chooseTime', 'Choose a time', 'Velg tidspunkt'],
        ['spa.soldOut', 'Sold out', 'Utsolgt'],
        ['restaurant.seats', 'Seats', 'Plasser'],
        ['restaurant.comment', 'Comment', 'Kommentar'],
        ['hotel.fromPrice', 'From', 'Fra'],
      ].map(([key, english, norwegian]) => ({ key: key ?? '', english: english ?? '', norwegian: norwegian ?? '' })),
    )
    .execute();
  await trx
    .insertInto('blocked_customers')
    .values([
      { email_address: 'spam@example.com', phone_number: '', note: 'Gjentatte falske bestillinger' },
      { email_address: '', phone_number: '+4799999999', note: 'No-show x3' },
      { email_address: 'fraud@example.net', phone_number: '+4791234567', note: 'Chargeback' },
    ])
    .execute();
  await trx
    .insertInto('sections')
    .values(
      [
        'hero-home',
        'hero-spa',
        'hero-hotel',
        'hero-restaurant',
        'hero-daypass',
        'hero-fvp',
        'hero-treatments',
        'hero-christmas',
        'hero-summer',
        'hero-gift',
      ].map((name, i) => ({
        name,
        src: `/demo/images/${IMAGE_NAMES[i] ?? 'lobby'}.svg`,
        title: `Velkommen ${i + 1}`,
        title_en: `Welcome ${i + 1}`,
        title_font: i % 3,
        title_font_size: 48,
        title_font_size_medium: 36,
        title_font_size_small: 28,
        description: 'Opplev fjorden fra første rad.',
        description_en: 'Experience the fjord from the front row.',
        description_font: (i + 1) % 3,
        description_font_size: 18,
        description_font_size_medium: 16,
        description_font_size_small: 14,
      })),
    )
    .execute();
  await trx
    .insertInto('checkout_alerts')
    .values([
      {
        message_no: 'Bassenget er stengt for vedlikehold.',
        message_en: 'The pool is closed for maintenance.',
        active_from: date(-2),
        active_to: date(5),
        hotel_flow: false,
        spa_flow: true,
        created_by: 'seed',
      },
      {
        message_no: 'Julebordsesongen er her!',
        message_en: 'The Christmas party season is here!',
        active_from: date(0),
        active_to: date(30),
        hotel_flow: true,
        spa_flow: true,
        created_by: 'seed',
      },
      {
        message_no: 'Begrenset parkering i helgen.',
        message_en: 'Limited parking this weekend.',
        active_from: date(3),
        active_to: date(6),
        hotel_flow: true,
        spa_flow: false,
        created_by: 'seed',
      },
    ])
    .execute();
  await trx
    .insertInto('hotel_metadata')
    .values({
      property_id: 'FJORD-001',
      name: 'Fjordhotellet',
      address1: 'Strandveien 1',
      city: 'Balestrand',
      province: 'Vestland',
      postal_code: '6899',
      country_code: 'NO',
      latitude: 61.208,
      longitude: 6.532,
      phone: '+47 57 69 11 00',
      category: 'Hotel',
      website: 'https://fjordhotellet.example.no',
      description: 'Historisk hotell ved Sognefjorden.',
      photo_url: '/demo/images/fjord-view.svg',
      photo_height: 800,
      photo_width: 1200,
    })
    .execute();
}
