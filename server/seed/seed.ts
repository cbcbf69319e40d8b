import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { seedContent } from './content.ts';
import { seedRestaurants } from './restaurants.ts';

/** Seeds the demo data when the database has no restaurants yet (first start). Returns whether it seeded. */
export async function seedIfEmpty(db: Kysely<Database>, today: Date = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Several servers may start at once on a new PostgreSQL database: one seeds, the others wait, then find it seeded.
    await sql`LOCK TABLE restaurants IN EXCLUSIVE MODE`.execute(trx);
    const existing = await trx.selectFrom('restaurants').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    await seedRestaurants(trx, today);
    await seedContent(trx, today);
    return true;
  });
}
