import { PageTitle } from '../../ui/page-title.tsx';

/** Room type: being built (issue 5). */
export function RoomTypeEditPage() {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>Room type</PageTitle>
    </section>
  );
}
