import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { addonQuery } from '../../entities/addons/addon-queries.ts';
import { EditPageShell, NewFromDraft } from '../../ui/edit-page-shell.tsx';
import { ADDON_DRAFT_KEY, addonValues, type AddonFormValues } from './addon-form-schema.ts';
import { ADDONS_LIST, AddonForm } from './addon-form.tsx';

/**
 * /hotelpackageaddons/new (starts from the draft the list's picker held) and /hotelpackageaddons/{clockId}.
 * Without a draft, or with an unknown clock id, it goes back to the list.
 */
export function AddonEditPage() {
  const { id } = useParams<{ id: string }>();
  if (id === undefined) {
    return (
      <NewFromDraft<AddonFormValues>
        draftKey={ADDON_DRAFT_KEY}
        listPath={ADDONS_LIST}
        valid={(draft) => Boolean(draft.clockId)}
        title={(draft) => `New hotel package addon ${draft.clockId}`}
        className="mx-auto max-w-5xl"
      >
        {(draft) => <AddonForm key={`new-${draft.clockId}`} initial={draft} isNew />}
      </NewFromDraft>
    );
  }
  return <EditAddon key={id} clockId={id} />;
}

function EditAddon({ clockId }: { clockId: string }) {
  const addon = useQuery(addonQuery(clockId));
  return (
    <EditPageShell
      query={addon}
      listPath={ADDONS_LIST}
      title={(a) => (a ? `Hotel package addon ${a.name || clockId}` : 'Hotel package addon')}
      className="mx-auto max-w-5xl"
    >
      {(a) => <AddonForm initial={addonValues(a)} isNew={false} />}
    </EditPageShell>
  );
}
