import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Paged } from '../../contract/common.ts';
import type { BlockedCustomer, blockedCustomerInputSchema } from '../../contract/blocked-customers.ts';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http-errors.ts';
import { columnMap, deleteRow, findRow, pagedList, selection, toColumns, versionFields } from './helpers.ts';

type BlockedCustomerInput = z.output<typeof blockedCustomerInputSchema>;

const blockedCustomer = columnMap('blocked_customers', ['id', 'emailAddress', 'phoneNumber', 'note', ...versionFields]);
const columns = selection(blockedCustomer);

/** One blocked customer as the list answers it; undefined when there is none. */
export const findBlockedCustomer = (db: Kysely<Database>, id: number) =>
  findRow<'blocked_customers', BlockedCustomer>(db, 'blocked_customers', 'id', id, columns);

/** Every blocked customer by id, or one page of them when both `page` and `perPage` are given (spec section 5). */
export async function listBlockedCustomers(
  db: Kysely<Database>,
  page?: number,
  perPage?: number,
): Promise<Paged<BlockedCustomer>> {
  const list = db.selectFrom('blocked_customers');
  if (page !== undefined && perPage !== undefined)
    return pagedList(list, (q) => q.select(columns).orderBy('id'), page, perPage);
  const items = await list.select(columns).orderBy('id').execute();
  return { items, totalItems: items.length };
}

export async function createBlockedCustomer(
  db: Kysely<Database>,
  input: BlockedCustomerInput,
): Promise<BlockedCustomer> {
  return db
    .insertInto('blocked_customers')
    .values(toColumns(blockedCustomer, input))
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export async function updateBlockedCustomer(
  db: Kysely<Database>,
  id: number,
  input: BlockedCustomerInput,
): Promise<BlockedCustomer> {
  const row = await db
    .updateTable('blocked_customers')
    .set(toColumns(blockedCustomer, input))
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Blocked customer', id);
  return row;
}

export async function deleteBlockedCustomer(db: Kysely<Database>, id: number): Promise<void> {
  await deleteRow(db, 'blocked_customers', 'id', id, 'Blocked customer');
}
