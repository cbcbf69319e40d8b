import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { CheckoutAlert, checkoutAlertInputSchema } from '../../contract/checkout-alerts.ts';
import type { Paged } from '../../contract/common.ts';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http-errors.ts';
import { columnMap, deleteRow, findRow, pagedList, selection, toColumns, versionFields } from './helpers.ts';

const checkoutAlert = columnMap('checkout_alerts', [
  'id',
  'messageNo',
  'messageEn',
  'activeFrom',
  'activeTo',
  'hotelFlow',
  'spaFlow',
  'createdAt',
  'createdBy',
  ...versionFields,
]);
const columns = selection(checkoutAlert);
const WHAT = 'Checkout alert';

/** One alert as the list answers it; undefined when there is none. */
export const findCheckoutAlert = (db: Kysely<Database>, id: number) =>
  findRow<'checkout_alerts', CheckoutAlert>(db, 'checkout_alerts', 'id', id, columns);
type Input = z.infer<typeof checkoutAlertInputSchema>;

/** Who changed an alert and when: the signed-in user and the server's clock, never the request body. */
export interface Stamp {
  by: string;
  at: Date;
}

/** The input's own fields only: the stamps are set here, from `Stamp`. */
const values = ({ messageNo, messageEn, activeFrom, activeTo, hotelFlow, spaFlow }: Input) =>
  toColumns(checkoutAlert, { messageNo, messageEn, activeFrom, activeTo, hotelFlow, spaFlow });

/** Every alert by id, or one page of them when both `page` and `perPage` are given (spec section 5). */
export async function listCheckoutAlerts(
  db: Kysely<Database>,
  page?: number,
  perPage?: number,
): Promise<Paged<CheckoutAlert>> {
  const base = db.selectFrom('checkout_alerts');
  if (page !== undefined && perPage !== undefined)
    return pagedList(base, (q) => q.select(columns).orderBy('id'), page, perPage);
  const items = await base.select(columns).orderBy('id').execute();
  return { items, totalItems: items.length };
}

export async function createCheckoutAlert(db: Kysely<Database>, input: Input, stamp: Stamp): Promise<CheckoutAlert> {
  return db
    .insertInto('checkout_alerts')
    .values({ ...values(input), created_by: stamp.by, created_at: stamp.at.toISOString() })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

/** Changes an alert (404 when there is none); its created stamps stay as they are. */
export async function updateCheckoutAlert(
  db: Kysely<Database>,
  id: number,
  input: Input,
  stamp: Stamp,
): Promise<CheckoutAlert> {
  const row = await db
    .updateTable('checkout_alerts')
    .set({ ...values(input), updated_by: stamp.by, updated_at: stamp.at.toISOString() })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new NotFoundError(WHAT, id);
  return row;
}

export async function deleteCheckoutAlert(db: Kysely<Database>, id: number): Promise<void> {
  await deleteRow(db, 'checkout_alerts', 'id', id, WHAT);
}
