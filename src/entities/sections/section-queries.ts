import { queryOptions } from '@tanstack/react-query';
import { sectionSchema, type Section, type SectionInput } from '../../../contract/sections.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** Hero sections: loaded with the initial load after sign-in (spec section 7), and listed from it. */
export const sectionKeys = resourceKeys('sections');

/** GET sections: every section. The initial load owns this read; the Sections screen only reads its cache. */
export const sectionsQuery = queryOptions({
  queryKey: sectionKeys.list(),
  queryFn: ({ signal }) => api.list('sections', sectionSchema, { signal }),
  meta: fetchErrorMeta,
});

/** PUT sections/{id}: a section's texts, picture and fonts; the initial load's read refreshes after. */
export function useSaveSection() {
  return useResourceMutation(
    sectionKeys.all,
    ({ id, input, version }: Based<{ id: Section['id']; input: SectionInput }>) =>
      api.put(`sections/${id}`, input, sectionSchema, { version }),
  );
}
