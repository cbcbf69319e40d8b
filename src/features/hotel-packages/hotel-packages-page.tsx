import { PageTitle } from '../../ui/page-title.tsx';

/** Hotel packages: being built (issue 5). */
export function HotelPackagesPage() {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>Hotel packages</PageTitle>
    </section>
  );
}
