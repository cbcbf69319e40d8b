import { useQuery } from '@tanstack/react-query';
import type { PickedProduct } from '../../entities/search/catalogue-product.tsx';
import { Navigate, useParams } from 'react-router-dom';
import { dayPassQuery } from '../../entities/day-passes/day-pass-queries.ts';
import { EditPageShell, NewFromDraft } from '../../ui/edit-page-shell.tsx';
import { DAY_PASSES_LIST, DayPassForm } from './day-pass-form.tsx';
import { DAY_PASS_DRAFT_KEY, dayPassValues, newDayPassValues } from './day-pass-form-schema.ts';

/**
 * /daypass/new (from the draft the list's picker held) and /daypass/{brpProductId}. Without a draft, or with an id
 * that is not a configured day pass, it goes back to the list.
 */
export function DayPassEditPage() {
  const { id } = useParams<{ id: string }>();
  if (id === undefined) {
    return (
      <NewFromDraft<PickedProduct>
        draftKey={DAY_PASS_DRAFT_KEY}
        listPath={DAY_PASSES_LIST}
        valid={(picked) => Number.isInteger(picked.brpProductId) && picked.brpProductId > 0}
        title={(picked) => `New day pass ${picked.brpProductId}`}
      >
        {(picked) => <DayPassForm key="new" initial={newDayPassValues(picked)} brpProductNumber={null} isNew />}
      </NewFromDraft>
    );
  }
  // A brp product id is a number: anything else is no day pass (and never asked for).
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return <Navigate to={DAY_PASSES_LIST} replace />;
  return <EditDayPass key={id} brpProductId={Number(id)} />;
}

function EditDayPass({ brpProductId }: { brpProductId: number }) {
  const found = useQuery(dayPassQuery(brpProductId));
  return (
    <EditPageShell
      query={found}
      listPath={DAY_PASSES_LIST}
      title={(d) => (d ? `Day pass ${d.displayName}` : 'Day pass')}
    >
      {(d) => <DayPassForm initial={dayPassValues(d)} brpProductNumber={d.brpProductNumber} isNew={false} />}
    </EditPageShell>
  );
}
