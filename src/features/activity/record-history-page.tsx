import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { historyResourceSchema } from '../../../contract/history.ts';
import { recordHistoryQuery } from '../../entities/history/history-queries.ts';
import { HistoryList } from '../../entities/history/history-list.tsx';
import { useIntl } from '../../i18n/intl.ts';
import { humanize } from '../../ui/history/history-values.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { kindInSentence, screenOf } from './record-links.ts';

/** `/activity/{resource}/{id}`: one record's whole history (a deleted one's too), with Revert and a link to its screen. */
export function RecordHistoryPage() {
  const intl = useIntl();
  const params = useParams();
  const resource = historyResourceSchema.safeParse(params.resource);
  const id = params.id ?? '';
  // The label comes from its latest entry (the first page is the list's own, from the cache).
  const first = useQuery({
    ...recordHistoryQuery(resource.success ? resource.data : 'images', id, 20),
    enabled: resource.success,
  });
  if (!resource.success || !id) return <Navigate to="/activity" replace />;
  const latest = first.data?.items[0];
  const label = latest?.label || id;
  const screen = first.data?.exists ? screenOf(resource.data, id, label) : undefined;
  const kind = kindInSentence(intl, resource.data);
  return (
    <section className="flex max-w-4xl flex-col gap-4 p-3 md:p-6">
      <PageTitle
        actions={
          screen && (
            <Link
              to={screen}
              className="inline-flex min-h-touch items-center rounded px-4 font-medium text-primary-700 underline hover:bg-primary-50"
            >
              {intl.formatMessage({ id: 'history.record.open', defaultMessage: 'Open {kind}' }, { kind })}
            </Link>
          )
        }
      >
        <span className="wrap-anywhere">
          {intl.formatMessage(
            { id: 'history.record.title', defaultMessage: 'History of {kind} {record}' },
            { kind, record: label },
          )}
        </span>
      </PageTitle>
      <p>
        <Link to="/activity" className="text-primary-700 underline">
          {intl.formatMessage({ id: 'history.record.back', defaultMessage: 'Back to Activity' })}
        </Link>
      </p>
      <div className="rounded border border-gray-200 bg-white px-4">
        <HistoryList resource={resource.data} id={id} labelOf={humanize} />
      </div>
    </section>
  );
}
