import type { Page } from '@playwright/test';
import type { DateFilter } from '../../../contract/date-filters.ts';
import type { HotelPackageAddon, HotelPackageAddonInput } from '../../../contract/hotel-products.ts';
import type { RestrictionInput } from '../../../contract/restrictions.ts';
import type { ApiCaller } from './api.ts';
import { test as base } from './fixtures.ts';

export const ADDONS_LIST = '/hotelpackageaddons';
/** The session storage key the add-on picker holds its draft under (src/features/hotel-package-addons). */
export const ADDON_DRAFT_KEY = 'draft:hotel-package-addon';

/** Every configured add-on, in list order (position, then clock id). */
export const addons = (api: ApiCaller) => api.get<HotelPackageAddon[]>('products/hotelPackageAddon');
export const addonOf = (api: ApiCaller, clockId: string) =>
  api.get<HotelPackageAddon>(`products/hotelPackageAddon/${encodeURIComponent(clockId)}`);
export const clockIds = async (api: ApiCaller) => (await addons(api)).map((a) => a.clockId);

/** The restrictions of an add-on as "<date filter>: available|unavailable", in priority order. */
export const restrictionTexts = async (api: ApiCaller, clockId: string) =>
  (await addonOf(api, clockId)).restrictions.map(
    (r) => `${r.dateFilter?.name}: ${r.isProductAvailable ? 'available' : 'unavailable'}`,
  );

/** The id of a seeded date filter (read only). */
export async function dateFilterId(api: ApiCaller, name: string): Promise<number> {
  const found = (await api.get<DateFilter[]>('date-filters')).find((f) => f.name === name);
  if (!found) throw new Error(`no date filter named ${name}`);
  return found.id;
}

/** A restriction as POST products/hotelPackageAddonRestrictions takes it, by date filter name. */
export interface RestrictionSpec {
  filter: string;
  available: boolean;
  global?: boolean;
}

/** The list's cells and rows. */
export const addonTable = (page: Page) => page.getByRole('table', { name: 'Hotel package addons' });
export const addonRow = (page: Page, clockId: string) =>
  addonTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: clockId, exact: true }) });
/** The 1-based page (10 rows a page) of the list that holds the add-on. */
export const pageOfAddon = async (api: ApiCaller, clockId: string) =>
  Math.floor((await clockIds(api)).indexOf(clockId) / 10) + 1;
/** The list with every add-on on one page (a worker's tests add their own after the seeded ones). */
export const ALL_ON_ONE_PAGE = `${ADDONS_LIST}?itemsPerPage=50`;

export interface OwnAddons {
  /** Creates an add-on through the API (deleted again after the test). */
  create(input: HotelPackageAddonInput, restrictions?: RestrictionSpec[]): Promise<HotelPackageAddon>;
  /** An add-on the test adds itself (e.g. through the picker): deleted after the test if it is still there. */
  track(clockId: string): void;
}

/**
 * The add-on tests: `ownAddons` creates the add-ons a test needs and removes them again after it, so the catalogue
 * picker keeps its free add-ons and other screens' lists (a package's "attach add-on") stay as seeded.
 */
export const test = base.extend<{ ownAddons: OwnAddons }>({
  ownAddons: async ({ api }, use) => {
    const created = new Set<string>();
    await use({
      async create(input, restrictions = []) {
        created.add(input.clockId);
        const saved = await api.send<HotelPackageAddon>('POST', 'products/hotelPackageAddon', input);
        if (restrictions.length) {
          const list: RestrictionInput[] = [];
          for (const [priority, r] of restrictions.entries()) {
            list.push({
              id: 0,
              priority,
              isProductAvailable: r.available,
              isGlobal: r.global ?? false,
              dateFilterFk: await dateFilterId(api, r.filter),
            });
          }
          // The restrictions are part of the add-on: their save is based on the add-on as just saved.
          await api.send(
            'POST',
            'products/hotelPackageAddonRestrictions',
            { clockId: input.clockId, restrictions: list },
            saved.version,
          );
        }
        return addonOf(api, input.clockId);
      },
      track: (clockId) => created.add(clockId),
    });
    const left = new Map((await addons(api)).map((a) => [a.clockId, a.version]));
    for (const clockId of created) {
      const version = left.get(clockId);
      if (version !== undefined) await api.remove(`products/${encodeURIComponent(clockId)}/hotelPackageAddon`, version);
    }
  },
});

export { expect } from './fixtures.ts';
