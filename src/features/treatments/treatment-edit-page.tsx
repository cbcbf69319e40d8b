import { useQuery } from '@tanstack/react-query';
import type { Treatment } from '../../../contract/spa.ts';
import { treatmentQuery } from '../../entities/treatments/treatment-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { RecordEditPage } from '../../ui/record-edit-page.tsx';
import {
  isTreatmentDraft,
  TREATMENT_DRAFT_KEY,
  treatmentValues,
  type TreatmentFormValues,
} from './treatment-form-schema.ts';
import { TREATMENTS_LIST, TreatmentForm } from './treatment-form.tsx';

const useTreatment = (brpProductId: string) => useQuery(treatmentQuery(brpProductId));

/**
 * /treatments/new (from the draft the list's picker held) and /treatments/{brpProductId}. With no data (no draft, an
 * unknown or non-numeric id) it goes back to /treatments.
 */
export function TreatmentEditPage() {
  const intl = useIntl();
  return (
    <RecordEditPage<Treatment, string, TreatmentFormValues>
      listPath={TREATMENTS_LIST}
      param="productId"
      className="mx-auto max-w-5xl"
      useRecord={useTreatment}
      history={{ resource: 'treatments', what: (t) => t.displayName }}
      title={(t) =>
        t
          ? intl.formatMessage(
              { id: 'products.treatments.editTitle', defaultMessage: 'Treatment {name}' },
              { name: t.displayName },
            )
          : intl.formatMessage({ id: 'products.treatments.form', defaultMessage: 'Treatment' })
      }
      form={(t) => <TreatmentForm initial={treatmentValues(t)} brpProductNumber={t.brpProductNumber} isNew={false} />}
      create={{
        draft: {
          draftKey: TREATMENT_DRAFT_KEY,
          valid: isTreatmentDraft,
          title: (draft) =>
            intl.formatMessage(
              { id: 'products.treatments.newTitle', defaultMessage: 'New treatment {id}' },
              { id: draft.brpProductId },
            ),
          children: (draft) => <TreatmentForm key={`new-${draft.brpProductId}`} initial={draft} isNew />,
        },
      }}
    />
  );
}
