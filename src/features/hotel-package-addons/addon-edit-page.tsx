import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useFormReady } from '../../ui/use-form-ready.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { readDraft } from '../../ui/session-draft.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { addonQuery } from './api/get-addon.ts';
import { ADDON_DRAFT_KEY, draftFromAddon, type AddonDraft } from './addon-form-state.ts';
import { AddonForm } from './addon-form.tsx';

const LIST = '/hotelpackageaddons';
const FETCH_ERROR = 'There was an error while fetching data.';

/**
 * /hotelpackageaddons/new (starts from the draft the list's picker held) and /hotelpackageaddons/{clockId}.
 * Without a draft, or with an unknown clock id, it goes back to the list.
 */
export function AddonEditPage() {
  const { id } = useParams<{ id: string }>();
  return id === undefined ? <NewAddon /> : <EditAddon key={id} clockId={id} />;
}

function NewAddon() {
  // Read once: the form writes what is typed back into the draft, so a reload of /new keeps it.
  const [draft] = useState(() => readDraft<AddonDraft>(ADDON_DRAFT_KEY));
  if (!draft?.clockId) return <Navigate to={LIST} replace />;
  return (
    <Screen title={`New hotel package addon ${draft.clockId}`}>
      <AddonForm key={`new-${draft.clockId}`} initial={draft} isNew />
    </Screen>
  );
}

function EditAddon({ clockId }: { clockId: string }) {
  const addon = useQuery(addonQuery(clockId));
  const formReady = useFormReady(addon);
  useEffect(() => {
    if (addon.isError) notify.error(FETCH_ERROR);
  }, [addon.isError, addon.errorUpdatedAt]);

  if (addon.isPending || !formReady) {
    return (
      <Screen title="Hotel package addon">
        <Spinner label="Loading" />
      </Screen>
    );
  }
  if (addon.isError) {
    return (
      <Screen title="Hotel package addon">
        <p className="text-gray-700">{FETCH_ERROR}</p>
      </Screen>
    );
  }
  if (addon.data === null) return <Navigate to={LIST} replace />;
  return (
    <Screen title={`Hotel package addon ${addon.data.name || clockId}`}>
      <AddonForm initial={draftFromAddon(addon.data)} isNew={false} />
    </Screen>
  );
}

function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mx-auto max-w-5xl p-3 md:p-6">
      <PageTitle>{title}</PageTitle>
      {children}
    </section>
  );
}
