import { PageTitle } from '../../ui/page-title.tsx';

/** Date filters: being built (issue 5). */
export function DateFiltersPage() {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>Date filters</PageTitle>
    </section>
  );
}
