import { useQueries } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { addonsQuery } from './addons/addon-queries.ts';
import { dayPassKind, fvpKind } from './spa-passes/spa-pass-kinds.ts';
import { spaPassesQuery } from './spa-passes/spa-pass-queries.ts';
import { hotelPackagesQuery } from './hotel-packages/hotel-package-queries.ts';
import { imagesQuery } from './images/image-queries.ts';
import { roomTypesQuery } from './room-types/room-type-queries.ts';
import { sectionsQuery } from './sections/section-queries.ts';
import { spaPackagesQuery } from './spa-packages/spa-package-queries.ts';

/**
 * Spec section 7's initial load: once the user is signed in, images, day passes, spa packages, fvp, hotel packages,
 * add-ons, room types and sections are fetched together (restaurants and meals are loaded on their own, by the
 * navigation). Each is the same read its screens use, so a screen opened afterwards shows the loaded data at once.
 */
export const initialLoadQueries = [
  imagesQuery,
  spaPassesQuery(dayPassKind),
  spaPackagesQuery,
  spaPassesQuery(fvpKind),
  hotelPackagesQuery,
  addonsQuery,
  roomTypesQuery,
  sectionsQuery,
] as const;

const DataFetchedContext = createContext(false);

/**
 * Runs the initial load once the user is signed in and provides the data-fetched flag (spec section 4): true once
 * every read of the load has answered (with data or an error: a failed read is toasted by its own meta and may be
 * retried, it does not hold the console back). Offline the reads wait for the connection instead of failing, with
 * one connection toast rather than the fetch error (src/app/query-client.ts, decision 030), and the flag waits with
 * them. Also set as `data-fetched` on the subtree's wrapper.
 */
export function InitialLoad({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  // Signed out, not even disabled queries: nothing of the load may enter the cache (and so the offline copy).
  const fetched = useQueries({
    queries: initialLoadQueries.filter(() => signedIn),
    combine: (results) => results.every((result) => result.isFetched),
  });
  const dataFetched = signedIn && fetched;
  return (
    <DataFetchedContext.Provider value={dataFetched}>
      <div className="contents" data-fetched={dataFetched}>
        {children}
      </div>
    </DataFetchedContext.Provider>
  );
}

/** The data-fetched flag: whether the initial load after sign-in has answered. */
export function useDataFetched(): boolean {
  return useContext(DataFetchedContext);
}
