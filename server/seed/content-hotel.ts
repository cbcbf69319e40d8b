import type { SeedContext, SeedDb } from './content-shared.ts';

/** The hotel side: hotel packages and their add-ons, special and discount codes, room types, the hotel metadata. */
export async function seedHotelContent(trx: SeedDb, ctx: SeedContext): Promise<void> {
  const { stamp, img, filter } = ctx;
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
