import { PageTitle } from '../../ui/page-title.tsx';

/** Hotel package addons: being built (issue 5). */
export function AddonsPage() {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>Hotel package addons</PageTitle>
    </section>
  );
}
