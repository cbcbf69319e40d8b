import type { SpaCatalog, SpaCatalogProduct, SpaCatalogTreatment } from './ports.ts';

/** Product numbers carry the kind's prefix in the spa system: SP (spa package product), TR, DP, FVP. */
const PREFIX: Record<number, string> = { 5: 'SP', 6: 'TR', 7: 'DP', 8: 'FVP' };

const product = (
  brpProductId: number,
  name: string,
  nameEn: string,
  description = '',
  descriptionEn = '',
): SpaCatalogProduct => ({
  brpProductId,
  brpProductNumber: `${PREFIX[Math.floor(brpProductId / 1000)] ?? 'BRP'}-${brpProductId}`,
  name,
  nameEn,
  description,
  descriptionEn,
});

/**
 * Bookable spa products that spa packages are made of (a package group holds several, e.g. weekday and weekend):
 * their names and English names, by product id from 5001.
 */
const PACKAGE_PRODUCTS: SpaCatalogProduct[] = (
  [
    ['Spadag hverdag', 'Spa day weekday'],
    ['Spadag helg', 'Spa day weekend'],
    ['Spa og middag', 'Spa and dinner'],
    ['Kveldsspa', 'Evening spa'],
    ['Spa og lunsj', 'Spa and lunch'],
    ['Kjærlighetspakke', 'Love package'],
    ['Venninnedag', 'Girlfriends day'],
    ['Morgenspa', 'Morning spa'],
    ['Detox-dag', 'Detox day'],
    ['Mor og datter', 'Mother and daughter'],
    ['Herredag', 'Gentlemen’s day'],
    ['Julespa', 'Christmas spa'],
  ] as const
).map(([name, nameEn], index) => product(5001 + index, name, nameEn));

/** The treatments that can be extended with an addition (its product id, BRP name and display names), by treatment id. */
const ADDITIONS: Record<number, [number, string, string, string]> = {
  6003: [6103, 'EYEMASK', 'Øyemaske', 'Eye mask'],
  6004: [6104, 'AROMA-OIL', 'Egen aromaolje', 'Own aroma oil'],
  6010: [6110, 'EXTRA-25', 'Forleng med 25 min', 'Extend by 25 min'],
  6013: [6113, 'HAIR-MASK', 'Hårkur', 'Hair treatment'],
  6015: [6115, 'SPARKLING', 'Et glass musserende', 'A glass of sparkling wine'],
  6017: [6117, 'EXTRA-15', 'Forleng med 15 min', 'Extend by 15 min'],
};

const treatment = (brpProductId: number, name: string, nameEn: string, isDual: boolean): SpaCatalogTreatment => {
  const addition = ADDITIONS[brpProductId];
  return {
    ...product(brpProductId, name, nameEn, `${name}.`, `${nameEn}.`),
    isDual,
    addition: addition
      ? {
          additionProductId: addition[0],
          brpName: addition[1],
          displayName: addition[2],
          displayNameEn: addition[3],
          description: '',
          descriptionEn: '',
        }
      : null,
  };
};

const TREATMENTS: SpaCatalogTreatment[] = [
  treatment(6001, 'Klassisk massasje 50 min', 'Classic massage 50 min', false),
  treatment(6002, 'Duo-massasje', 'Duo massage', true),
  treatment(6003, 'Ansiktsbehandling', 'Facial', false),
  treatment(6004, 'Aromamassasje', 'Aroma massage', false),
  treatment(6005, 'Hot stone', 'Hot stone', false),
  treatment(6006, 'Parbad', 'Couples bath', true),
  treatment(6007, 'Fotbehandling', 'Foot treatment', false),
  treatment(6008, 'Kroppspeeling', 'Body scrub', false),
  treatment(6009, 'Gravidmassasje', 'Pregnancy massage', false),
  treatment(6010, 'Sportsmassasje', 'Sports massage', false),
  treatment(6011, 'Manikyr', 'Manicure', false),
  treatment(6012, 'Pedikyr', 'Pedicure', false),
  treatment(6013, 'Hodebunnsmassasje', 'Scalp massage', false),
  treatment(6014, 'Refleksologi', 'Reflexology', false),
  treatment(6015, 'Duo ansiktsbehandling', 'Duo facial', true),
  treatment(6016, 'Lymfedrenasje', 'Lymphatic drainage', false),
  treatment(6017, 'Bambusmassasje', 'Bamboo massage', false),
  treatment(6018, 'Algeinnpakning', 'Seaweed wrap', false),
];

const DAY_PASSES: SpaCatalogProduct[] = [
  product(7001, 'Dagspass', 'Day pass', 'Tilgang til spa hele dagen.', 'Spa access all day.'),
  product(7002, 'Kveldspass', 'Evening pass', 'Fra kl. 17.', 'From 5 pm.'),
  product(
    7003,
    'Dagspass helg',
    'Day pass weekend',
    'Tilgang til spa hele dagen i helgen.',
    'Spa access all day at weekends.',
  ),
  product(7004, 'Dagspass med lunsj', 'Day pass with lunch', 'Spa og lunsjbuffet.', 'Spa and lunch buffet.'),
  product(7005, 'Barnepass', 'Child pass', 'For barn under 12 år.', 'For children under 12.'),
];

const FREQUENT_VISITOR_PASSES: SpaCatalogProduct[] = [
  product(8001, '10-klippekort spa', '10-visit spa card', 'Ti besøk i spaet.', 'Ten visits to the spa.'),
  product(8002, 'Årskort spa', 'Annual spa pass', 'Fri tilgang i et år.', 'Free access for a year.'),
  product(8003, '5-klippekort spa', '5-visit spa card', 'Fem besøk i spaet.', 'Five visits to the spa.'),
  product(8004, 'Månedskort spa', 'Monthly spa pass', 'Fri tilgang i en måned.', 'Free access for a month.'),
];

/**
 * The seeded stand-in for the spa system (BRP), beside the hotel one (decision 006): fixed products with brp ids
 * and numbers, so tests and the demo data can name them. Each call returns copies.
 */
export const seededSpaCatalog: SpaCatalog = {
  packageProducts: () => PACKAGE_PRODUCTS.map((p) => ({ ...p })),
  treatments: () => TREATMENTS.map((t) => ({ ...t, addition: t.addition && { ...t.addition } })),
  dayPasses: () => DAY_PASSES.map((p) => ({ ...p })),
  frequentVisitorPasses: () => FREQUENT_VISITOR_PASSES.map((p) => ({ ...p })),
};
