import { PageTitle } from '../../ui/page-title.tsx';

/** Hotel package: being built (issue 5). */
export function HotelPackageEditPage() {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>Hotel package</PageTitle>
    </section>
  );
}
