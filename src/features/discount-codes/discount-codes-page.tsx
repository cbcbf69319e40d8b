import { PageTitle } from '../../ui/page-title.tsx';

/** Discount codes: being built (issue 5). */
export function DiscountCodesPage() {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>Discount codes</PageTitle>
    </section>
  );
}
