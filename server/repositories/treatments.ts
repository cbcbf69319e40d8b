import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { INT4_MAX, type Paged } from '../../contract/common.ts';
import type { Treatment, TreatmentAddition, treatmentInputSchema } from '../../contract/spa.ts';
import type { SpaCatalog, SpaCatalogAddition } from '../catalog/ports.ts';
import type { Database } from '../db/schema.ts';
import { BadRequestError, NotFoundError } from '../http-errors.ts';
import {
  brpProductFields,
  columnMap,
  deleteOrNotFound,
  notFoundOnMissingReference,
  pagedList,
  selection,
  toColumns,
} from './helpers.ts';
import { requireImage } from './images.ts';

const treatment = columnMap('treatments', [...brpProductFields, 'imageFk', 'isDual', 'avoidEmptyTimeSlots']);
/** The addition's columns, under the names of the API's `addition` object. */
const addition = {
  additionProductId: 'addition_product_id',
  displayName: 'addition_display_name',
  displayNameEn: 'addition_display_name_en',
  description: 'addition_description',
  descriptionEn: 'addition_description_en',
  brpName: 'addition_brp_name',
} as const satisfies Record<keyof TreatmentAddition, keyof Database['treatments']>;
const additionColumns = Object.values(addition);
/**
 * The treatment's version, who changed it last and when (contract/versions.ts), named by table: the images joined in
 * have columns of those names too.
 */
const versionColumns = [
  'treatments.version',
  'treatments.updated_by as updatedBy',
  'treatments.updated_at as updatedAt',
] as const;
const WHAT = 'Treatment';

type TreatmentInput = z.infer<typeof treatmentInputSchema>;

/** The treatments with their image's url, by brp product id. */
function treatmentsQuery(db: Kysely<Database>) {
  return db.selectFrom('treatments').leftJoin('images', 'images.id', 'treatments.image_fk');
}

function selectTreatment(query: ReturnType<typeof treatmentsQuery>) {
  return query
    .select([...selection(treatment), ...additionColumns, ...versionColumns, 'images.src as imageSrc'])
    .orderBy('brp_product_id');
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectTreatment>['executeTakeFirstOrThrow']>>;

function toTreatment(row: Selected): Treatment {
  const {
    addition_product_id,
    addition_display_name,
    addition_display_name_en,
    addition_description,
    addition_description_en,
    addition_brp_name,
    ...rest
  } = row;
  return {
    ...rest,
    addition:
      addition_product_id === null
        ? null
        : {
            additionProductId: addition_product_id,
            displayName: addition_display_name ?? '',
            displayNameEn: addition_display_name_en ?? '',
            description: addition_description ?? '',
            descriptionEn: addition_description_en ?? '',
            brpName: addition_brp_name ?? '',
          },
  };
}

export async function pagedTreatments(db: Kysely<Database>, page: number, perPage: number): Promise<Paged<Treatment>> {
  const list = await pagedList(treatmentsQuery(db), (q) => selectTreatment(q), page, perPage);
  return { items: list.items.map(toTreatment), totalItems: list.totalItems };
}

/** One treatment by its brp product id as written in the URL: text that is not one (spec section 5) finds nothing, a 404. */
export async function findTreatment(db: Kysely<Database>, id: string): Promise<Treatment> {
  const brpProductId = brpIdOf(id);
  const found = brpProductId === null ? undefined : await readTreatment(db, brpProductId);
  if (!found) throw new NotFoundError(WHAT, id);
  return found;
}

/** One treatment as its read answers it; undefined when there is none. */
export async function readTreatment(db: Kysely<Database>, brpProductId: number): Promise<Treatment | undefined> {
  const row = await selectTreatment(treatmentsQuery(db)).where('brp_product_id', '=', brpProductId).executeTakeFirst();
  return row && toTreatment(row);
}

/**
 * Inserts or updates a treatment by brp product id. The spa system decides what it is: its product number, and its
 * addition (a treatment without one takes none; one with one is saved under the spa system's addition id). An
 * addition left out keeps what is saved, or starts from the spa system's texts. 400 naming the field otherwise.
 */
export async function saveTreatment(
  db: Kysely<Database>,
  catalog: SpaCatalog,
  input: TreatmentInput,
): Promise<Treatment> {
  const product = catalog.treatments().find((t) => t.brpProductId === input.brpProductId);
  if (!product) throw new BadRequestError('body.brpProductId', 'field.notATreatment', { id: input.brpProductId });
  if (input.addition) {
    const expected = product.addition?.additionProductId;
    if (expected === undefined)
      throw new BadRequestError('body.addition.additionProductId', 'field.noAddition', { id: input.brpProductId });
    if (input.addition.additionProductId !== expected) {
      throw new BadRequestError('body.addition.additionProductId', 'field.additionOf', {
        expected,
        id: input.brpProductId,
      });
    }
  }
  await requireImage(db, input.imageFk);

  const { addition: given, brpProductId, ...fields } = input;
  const own = { ...toColumns(treatment, fields), brp_product_number: product.brpProductNumber };
  const withAddition = { ...own, ...additionRow(given ?? product.addition) };
  // Left out, the addition keeps its saved texts (an update leaves its columns alone); a new treatment starts from the spa system's.
  const update = given === null && product.addition ? own : withAddition;
  await notFoundOnMissingReference(
    () =>
      db
        .insertInto('treatments')
        .values({ brp_product_id: brpProductId, ...withAddition })
        .onConflict((oc) => oc.column('brp_product_id').doUpdateSet(update))
        .execute(),
    { image_fk: 'Image' },
  );
  return findTreatment(db, String(brpProductId));
}

export async function deleteTreatment(db: Kysely<Database>, id: string): Promise<number> {
  const brpProductId = brpIdOf(id);
  if (brpProductId === null) throw new NotFoundError(WHAT, id);
  await deleteOrNotFound(db.deleteFrom('treatments').where('brp_product_id', '=', brpProductId), WHAT, id);
  return brpProductId;
}

/** The addition's columns: its texts, or all null for a treatment without one. */
function additionRow(value: TreatmentAddition | SpaCatalogAddition | null) {
  return {
    addition_product_id: value?.additionProductId ?? null,
    addition_display_name: value?.displayName ?? null,
    addition_display_name_en: value?.displayNameEn ?? null,
    addition_description: value?.description ?? null,
    addition_description_en: value?.descriptionEn ?? null,
    addition_brp_name: value?.brpName ?? null,
  } satisfies { [C in (typeof additionColumns)[number]]: unknown };
}

/** A brp product id written in a URL: decimal digits within the database's integer range, else null. */
export function brpIdOf(text: string): number | null {
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= INT4_MAX ? id : null;
}
