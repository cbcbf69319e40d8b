import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type {
  DayPass,
  dayPassInputSchema,
  FrequentVisitorPass,
  frequentVisitorPassInputSchema,
} from '../../contract/spa.ts';
import type { Database } from '../db/schema.ts';
import type { RecordName } from '../http-errors.ts';
import { brpProductFields, columnMap, versionFields } from './helpers.ts';
import { restrictionsOf, saveRestrictions } from './restrictions.ts';

/**
 * The two kinds of spa pass the one pass repository (spa-passes.ts) serves: a frequent visitor pass is the common
 * part; a day pass adds a from time, restrictions and included services.
 */

const PASS_FIELDS = [...brpProductFields, 'url', 'imageFk', ...versionFields] as const;

type DayPassInput = z.infer<typeof dayPassInputSchema>;
export type PassInput = z.infer<typeof frequentVisitorPassInputSchema>;

/** What tells the kinds apart: their table and columns, their name in errors, and what a day pass holds besides. */
export interface SpaPassKind<P extends FrequentVisitorPass, I extends PassInput> {
  table: 'day_passes' | 'frequent_visitor_passes';
  map: Record<string, string>;
  what: RecordName;
  /** The passes listed, with what they hold besides their row (in order of the rows). */
  complete: (db: Kysely<Database>, rows: Array<Omit<P, 'restrictions' | 'includedServices'>>) => Promise<P[]>;
  /** Saves what the pass holds besides its row, in the transaction that saves the row. */
  saveDetails: (trx: Transaction<Database>, input: I) => Promise<void>;
}

export const frequentVisitorPasses: SpaPassKind<FrequentVisitorPass, PassInput> = {
  table: 'frequent_visitor_passes',
  map: columnMap('frequent_visitor_passes', PASS_FIELDS),
  what: 'Frequent visitor pass',
  complete: (_db, rows) => Promise.resolve(rows),
  saveDetails: () => Promise.resolve(),
};

export const dayPasses: SpaPassKind<DayPass, DayPassInput> = {
  table: 'day_passes',
  map: columnMap('day_passes', [...PASS_FIELDS, 'fromTime']),
  what: 'Day pass',
  complete: async (db, rows) => {
    const ids = rows.map((r) => r.brpProductId);
    const [restrictions, services] = await Promise.all([
      restrictionsOf(db, 'dayPass', ids),
      db
        .selectFrom('day_pass_included_services')
        .select(['day_pass_fk as dayPassFk', 'title', 'title_en as titleEn'])
        .where('day_pass_fk', 'in', ids)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    ]);
    return rows.map((row) => ({
      ...row,
      restrictions: restrictions.get(row.brpProductId) ?? [],
      includedServices: services
        .filter((s) => s.dayPassFk === row.brpProductId)
        .map(({ title, titleEn }) => ({ title, titleEn })),
    }));
  },
  // The one restriction saver, keyed by the owner; the included services replaced by the list sent, in its order.
  saveDetails: async (trx, { brpProductId, restrictions, includedServices }) => {
    await saveRestrictions(trx, 'dayPass', brpProductId, restrictions);
    await trx.deleteFrom('day_pass_included_services').where('day_pass_fk', '=', brpProductId).execute();
    if (includedServices.length === 0) return;
    await trx
      .insertInto('day_pass_included_services')
      .values(includedServices.map((s, position) => ({ day_pass_fk: brpProductId, ...toServiceRow(s), position })))
      .execute();
  },
};

const toServiceRow = (s: { title: string; titleEn: string }) => ({ title: s.title, title_en: s.titleEn });
