import { IMAGE_NAMES, type SeedContext, type SeedDb } from './content-shared.ts';

/** What the booking site shows beside the products: strings, blocked customers, sections, checkout alerts. */
export async function seedSiteContent(trx: SeedDb, ctx: SeedContext): Promise<void> {
  const { date } = ctx;
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
}
