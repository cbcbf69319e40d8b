import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { treatmentQuery } from '../../entities/treatments/treatment-queries.ts';
import { EditPageShell, NewFromDraft } from '../../ui/edit-page-shell.tsx';
import {
  isTreatmentDraft,
  TREATMENT_DRAFT_KEY,
  treatmentValues,
  type TreatmentFormValues,
} from './treatment-form-schema.ts';
import { TREATMENTS_LIST, TreatmentForm } from './treatment-form.tsx';

/**
 * /treatments/new (from the draft the list's picker held) and /treatments/{brpProductId}. With no data (no draft, an
 * unknown or non-numeric id) it goes back to /treatments.
 */
export function TreatmentEditPage() {
  const { productId } = useParams<{ productId: string }>();
  if (productId === undefined) {
    return (
      <NewFromDraft<TreatmentFormValues>
        draftKey={TREATMENT_DRAFT_KEY}
        listPath={TREATMENTS_LIST}
        valid={isTreatmentDraft}
        title={(draft) => `New treatment ${draft.brpProductId}`}
        className="mx-auto max-w-5xl"
      >
        {(draft) => <TreatmentForm key={`new-${draft.brpProductId}`} initial={draft} isNew />}
      </NewFromDraft>
    );
  }
  return <EditTreatment key={productId} brpProductId={productId} />;
}

function EditTreatment({ brpProductId }: { brpProductId: string }) {
  const treatment = useQuery(treatmentQuery(brpProductId));
  return (
    <EditPageShell
      query={treatment}
      listPath={TREATMENTS_LIST}
      title={(t) => (t ? `Treatment ${t.displayName}` : 'Treatment')}
      className="mx-auto max-w-5xl"
    >
      {(t) => <TreatmentForm initial={treatmentValues(t)} brpProductNumber={t.brpProductNumber} isNew={false} />}
    </EditPageShell>
  );
}
