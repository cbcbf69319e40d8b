import { Link } from 'react-router-dom';
import { useIntl } from '../../i18n/intl.ts';
import { PageTitle } from '../../ui/page-title.tsx';

/** Between the two sentences, and the end of the one the link to the start page makes. */
const SPACE = ' ';
const FULL_STOP = '.';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <section className="p-4 md:p-6">
      <PageTitle>{intl.formatMessage({ id: 'app.notFound.title', defaultMessage: 'Page not found' })}</PageTitle>
      <p className="mt-2 text-gray-600">
        {intl.formatMessage({ id: 'app.notFound.text', defaultMessage: 'There is no screen at this address.' })}
        {SPACE}
        <Link className="text-primary-700 underline" to="/">
          {intl.formatMessage({ id: 'app.notFound.startPage', defaultMessage: 'Go to the start page' })}
        </Link>
        {FULL_STOP}
      </p>
    </section>
  );
}
