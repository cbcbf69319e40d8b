import { useMemo } from 'react';
import { dayPassKind } from '../../entities/spa-passes/spa-pass-kinds.ts';
import { SpaPassListPage } from '../../entities/spa-passes/spa-pass-pages.tsx';
import { useIntl } from '../../i18n/intl.ts';
import { dayPassColumns } from './day-pass-columns.tsx';

/** Day passes (spec section 2): the configured ones, add through the spa system's picker, edit on a page, delete. */
export function DayPassesPage() {
  const intl = useIntl();
  const columns = useMemo(() => dayPassColumns(intl), [intl]);
  return <SpaPassListPage kind={dayPassKind} columns={columns} />;
}
