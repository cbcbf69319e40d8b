import { PageTitle } from '../../ui/page-title.tsx';

/** A screen whose content a later issue delivers: its title only, for now. */
export function ScreenPage({ title }: { title: string }) {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>{title}</PageTitle>
    </section>
  );
}
