import { PageTitle } from '../../ui/page-title.tsx';

/** Hotel room types: being built (issue 5). */
export function RoomTypesPage() {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>Hotel room types</PageTitle>
    </section>
  );
}
