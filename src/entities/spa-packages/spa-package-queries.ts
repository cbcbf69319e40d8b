import { queryOptions } from '@tanstack/react-query';
import {
  spaPackageGroupSchema,
  spaProductSchema,
  type SpaPackageGroup,
  type SpaPackageGroupInput,
  type SpaProductInput,
} from '../../../contract/spa.ts';
import { api } from '../../api/http.ts';
import { ApiError } from '../../api/api-errors.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** Spa packages: the groups with their products, and each group's included services (included-service-queries.ts). */
export const spaPackageKeys = resourceKeys('spa-packages');

/** GET products/spaPackage: every group with its products, by position (sorted here too). */
export const spaPackagesQuery = queryOptions({
  queryKey: spaPackageKeys.list(),
  queryFn: async ({ signal }) => {
    const list = await api.list('products/spaPackage', spaPackageGroupSchema, { signal });
    return list.sort((a, b) => a.position - b.position || a.id - b.id);
  },
  meta: fetchErrorMeta,
});

/** One group read from the list (the API has no call for one): null when there is no such group. */
export const spaPackageOf = (id: number) => (groups: SpaPackageGroup[]) => groups.find((g) => g.id === id) ?? null;

/** A product of the group being saved: its group is the one just saved. */
export type GroupProductInput = Omit<SpaProductInput, 'productGroupFk'>;

export interface SpaPackageSave {
  /** The group's id: greater than 0 for an existing group (PUT groups/{id}), else a new one (POST groups). */
  id: number;
  group: SpaPackageGroupInput;
  products: readonly GroupProductInput[];
  /** Saved products taken out of the group: deleted once the others are saved. */
  removed: readonly number[];
  /** The version of each saved product the form was based on, by brp product id (none for a product new here). */
  productVersions?: ReadonlyMap<number, number>;
  /** The group is saved (a new one now has its id): a retry after a later failure updates it instead of adding another. */
  onGroupSaved?: (id: number) => void;
}

/**
 * Products with a parent go after it, so the server finds the parent configured in the group when it checks it
 * (a chain of parents is saved top down).
 */
export function parentsFirst<P extends { brpProductId: number; parentBrpProductId?: number | null }>(
  products: readonly P[],
): P[] {
  const ids = new Set(products.map((p) => p.brpProductId));
  const done = new Set<number>();
  const ordered: P[] = [];
  let left = [...products];
  while (left.length) {
    const ready = left.filter(
      (p) => p.parentBrpProductId == null || !ids.has(p.parentBrpProductId) || done.has(p.parentBrpProductId),
    );
    // A loop of parents (refused by the server anyway): the rest as they come.
    const next = ready.length ? ready : left;
    for (const p of next) {
      ordered.push(p);
      done.add(p.brpProductId);
    }
    left = left.filter((p) => !next.includes(p));
  }
  return ordered;
}

/**
 * A product's refusal in the group form's terms: its fields as `products.{index}.{field}`, so each lands on that
 * product's field. The product itself (brpProductId) or its group cannot be fixed there: those stay as they are.
 */
function asProductRefusal(error: unknown, index: number): unknown {
  if (!(error instanceof ApiError) || error.fieldErrors.length === 0) return error;
  const fixable = error.fieldErrors.every((f) => !/^(brpProductId|productGroupFk)\b/.test(f.field));
  if (!fixable) return error;
  return new ApiError(
    error.status,
    error.serverMessage,
    error.fieldErrors.map((f) => ({ ...f, field: `products.${index}.${f.field}` })),
  );
}

/**
 * Saves a spa package (spec section 2): the group (POST groups for a new one, PUT groups/{id} otherwise), then each
 * product (POST products/spaPackage), then removes the products taken out (DELETE products/{id}/spaPackage; one
 * already gone is fine). Resolves with the group's id; every read of spa packages refreshes once settled.
 */
export function useSaveSpaPackage() {
  return useResourceMutation(
    spaPackageKeys.all,
    async ({ id, version, group, products, removed, onGroupSaved, productVersions }: Based<SpaPackageSave>) => {
      const saved =
        id > 0
          ? await api.put(`groups/${id}`, group, spaPackageGroupSchema, { version })
          : await api.post('groups', group, spaPackageGroupSchema);
      onGroupSaved?.(saved.id);
      for (const product of parentsFirst(products)) {
        try {
          await api.post('products/spaPackage', { ...product, productGroupFk: saved.id }, spaProductSchema, {
            version: productVersions?.get(product.brpProductId),
          });
        } catch (error) {
          throw asProductRefusal(error, products.indexOf(product));
        }
      }
      for (const brpProductId of removed) {
        try {
          await api.delete(`products/${brpProductId}/spaPackage`, { version: productVersions?.get(brpProductId) });
        } catch (error) {
          if (!(error instanceof ApiError && error.status === 404)) throw error;
        }
      }
      return saved.id;
    },
  );
}

/** DELETE groups/{id}: the group with its products and included services. */
export function useDeleteSpaPackage() {
  return useResourceMutation(spaPackageKeys.all, ({ id, version }: Based<{ id: number }>) =>
    api.delete(`groups/${id}`, { version }),
  );
}
