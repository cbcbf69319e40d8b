import { seedHotelContent } from './content-hotel.ts';
import { seedSharedContent, type SeedDb } from './content-shared.ts';
import { seedSiteContent } from './content-site.ts';
import { seedSpaContent } from './content-spa.ts';

/** A little of everything else the spec lists: images, products, codes, filters, strings, alerts, sections, metadata. */
export async function seedContent(trx: SeedDb, today: Date): Promise<void> {
  const ctx = await seedSharedContent(trx, today);
  // Hotel before spa: both add restrictions, whose ids follow in this order.
  await seedHotelContent(trx, ctx);
  await seedSpaContent(trx, ctx);
  await seedSiteContent(trx, ctx);
}
