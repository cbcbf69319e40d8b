import { useQuery } from '@tanstack/react-query';
import type { PickedProduct } from '../../entities/search/catalogue-product.tsx';
import { Navigate, useParams } from 'react-router-dom';
import { fvpQuery } from '../../entities/frequent-visitor-passes/frequent-visitor-pass-queries.ts';
import { EditPageShell, NewFromDraft } from '../../ui/edit-page-shell.tsx';
import { FVP_LIST, FvpForm } from './fvp-form.tsx';
import { FVP_DRAFT_KEY, fvpValues, newFvpValues } from './fvp-form-schema.ts';

/**
 * /fvp/new (from the draft the list's picker held) and /fvp/{brpProductId}. Without a draft, or with an id that is
 * not a configured pass, it goes back to the list.
 */
export function FvpEditPage() {
  const { id } = useParams<{ id: string }>();
  if (id === undefined) {
    return (
      <NewFromDraft<PickedProduct>
        draftKey={FVP_DRAFT_KEY}
        listPath={FVP_LIST}
        valid={(picked) => Number.isInteger(picked.brpProductId) && picked.brpProductId > 0}
        title={(picked) => `New frequent visitor pass ${picked.brpProductId}`}
      >
        {(picked) => <FvpForm key="new" initial={newFvpValues(picked)} brpProductNumber={null} isNew />}
      </NewFromDraft>
    );
  }
  // A brp product id is a number: anything else is no pass (and never asked for).
  if (!/^[1-9][0-9]{0,8}$/.test(id)) return <Navigate to={FVP_LIST} replace />;
  return <EditFvp key={id} brpProductId={Number(id)} />;
}

function EditFvp({ brpProductId }: { brpProductId: number }) {
  const found = useQuery(fvpQuery(brpProductId));
  return (
    <EditPageShell
      query={found}
      listPath={FVP_LIST}
      title={(p) => (p ? `Frequent visitor pass ${p.displayName}` : 'Frequent visitor pass')}
    >
      {(p) => <FvpForm initial={fvpValues(p)} brpProductNumber={p.brpProductNumber} isNew={false} />}
    </EditPageShell>
  );
}
