import { queryOptions } from '@tanstack/react-query';
import { dialCodeSchema } from '../../../contract/config.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys } from '../query-meta.ts';

export const dialCodeKeys = resourceKeys('dial-codes');

/** GET config/dialcodes: every country's dial prefix. They change with a server release only, so read once. */
export const dialCodesQuery = queryOptions({
  queryKey: dialCodeKeys.list(),
  queryFn: ({ signal }) => api.list('config/dialcodes', dialCodeSchema, { signal }),
  staleTime: Infinity,
  meta: fetchErrorMeta,
});
