import { useMemo } from 'react';
import { fvpKind } from '../../entities/spa-passes/spa-pass-kinds.ts';
import { spaPassColumns } from '../../entities/spa-passes/spa-pass-columns.tsx';
import { SpaPassListPage } from '../../entities/spa-passes/spa-pass-pages.tsx';
import { useIntl } from '../../i18n/intl.ts';

/** Frequent visitor passes (spec section 2): the configured ones, add through the spa system's picker, edit on a page, delete. */
export function FvpsPage() {
  const intl = useIntl();
  // The day pass list's columns that a frequent visitor pass has: Brp Nr, names, image, descriptions.
  const columns = useMemo(() => spaPassColumns(intl), [intl]);
  return <SpaPassListPage kind={fvpKind} columns={columns} />;
}
