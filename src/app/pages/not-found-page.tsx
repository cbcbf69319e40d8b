import { Link } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title.tsx';

export function NotFoundPage() {
  return (
    <section className="p-4 md:p-6">
      <PageTitle>Page not found</PageTitle>
      <p className="mt-2 text-gray-600">
        There is no screen at this address.{' '}
        <Link className="text-primary-700 underline" to="/">
          Go to the start page
        </Link>
        .
      </p>
    </section>
  );
}
