import { PageTitle } from '../../ui/page-title.tsx';

/** Hotel package addon: being built (issue 5). */
export function AddonEditPage() {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>Hotel package addon</PageTitle>
    </section>
  );
}
