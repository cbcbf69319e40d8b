import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SearchHit } from '../../../contract/hotel-products.ts';
import { catalogueAdd } from '../../entities/search/catalogue-picker.tsx';
import { treatmentsPagedQuery, useDeleteTreatment } from '../../entities/treatments/treatment-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { RecordListPage } from '../../ui/record-list-page.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { treatmentColumns } from './treatment-columns.tsx';
import { TREATMENT_DRAFT_KEY, treatmentValuesFromHit, type TreatmentFormValues } from './treatment-form-schema.ts';
import { TREATMENTS_LIST } from './treatment-form.tsx';

/**
 * Treatments (spec section 2): the paged list with edit and a confirmed delete; Add picks a spa-system treatment not
 * configured yet, held as a draft in session storage while /treatments/new opens.
 */
export function TreatmentsPage() {
  const intl = useIntl();
  const { query } = usePagedList();
  const columns = useMemo(() => treatmentColumns(intl), [intl]);
  /** A treatment's addition, in the picker: "Ansiktsbehandling, Facial, with Eye mask · 6003". */
  const withAddition = (hit: SearchHit) =>
    hit.addition
      ? intl.formatMessage(
          { id: 'products.treatments.withAddition', defaultMessage: ', with {addition}' },
          { addition: hit.addition.displayNameEn || hit.addition.brpName },
        )
      : '';
  return (
    <RecordListPage
      title={intl.formatMessage({ id: 'products.treatments.title', defaultMessage: 'Treatments' })}
      emptyText={intl.formatMessage({ id: 'products.treatments.empty', defaultMessage: 'No treatments yet.' })}
      read={useQuery(treatmentsPagedQuery(query))}
      columns={columns}
      rowId={(t) => t.brpProductId}
      rowName={(t) => t.displayName}
      editPath={(t) => `${TREATMENTS_LIST}/${t.brpProductId}`}
      deleteTitle={intl.formatMessage({ id: 'products.treatments.deleteTitle', defaultMessage: 'Delete treatment' })}
      remove={useDeleteTreatment()}
      online={useOnline()}
      add={catalogueAdd<TreatmentFormValues>({
        kind: 'treatments',
        title: intl.formatMessage({ id: 'products.treatments.add', defaultMessage: 'Add treatment' }),
        noun: intl.formatMessage({ id: 'products.treatments.pickerNoun', defaultMessage: 'treatments' }),
        extra: withAddition,
        draftKey: TREATMENT_DRAFT_KEY,
        toDraft: treatmentValuesFromHit,
        to: `${TREATMENTS_LIST}/new`,
      })}
    />
  );
}
