import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RestaurantRow {
  id: number;
  name: string;
}

/** `{restaurant}` in a path: the id, or the name in any case (spec section 2: names are case-insensitive). */
export async function findRestaurant(db: Kysely<Database>, key: string | number): Promise<RestaurantRow | undefined> {
  const text = String(key).trim();
  const query = db.selectFrom('restaurants').select(['id', 'name']);
  // An id past the integer range names no restaurant (and must not reach the database as one).
  if (/^\d+$/.test(text)) return text.length > 9 ? undefined : query.where('id', '=', Number(text)).executeTakeFirst();
  return query.where((eb) => eb(eb.fn('lower', ['name']), '=', text.toLowerCase())).executeTakeFirst();
}

export async function requireRestaurant(db: Kysely<Database>, key: string | number, reply: FastifyReply): Promise<RestaurantRow | undefined> {
  const restaurant = await findRestaurant(db, key);
  if (!restaurant) await reply.code(404).send({ message: `Restaurant ${key} not found.` });
  return restaurant;
}
