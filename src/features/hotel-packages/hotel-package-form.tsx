import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { hotelPackageInputSchema, type HotelPackage } from '../../../contract/hotel-products.ts';
import { useAppConfig } from '../../api/app-config-context.tsx';
import { useIncludedMealChoices } from '../../entities/restaurants/restaurant-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { CheckoutLinkButton, checkoutLink } from '../../ui/checkout-link-button.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { IncludedMealFields, includedMealError } from '../../ui/included-meal-fields.tsx';
import { notify } from '../../ui/notifications.ts';
import { clearDraft } from '../../ui/session-draft.ts';
import { lowestPriceQuery } from './api/get-lowest-price.ts';
import { useSaveHotelPackage } from './api/save-hotel-package.ts';
import { draftOf, HOTEL_PACKAGE_DRAFT_KEY, inputOf, type PackageDraft, type PickedPackage, type SetField } from './hotel-package-draft.ts';
import { PackageMainFields } from './package-main-fields.tsx';
import { PackageRateFields } from './package-rate-fields.tsx';
import { PackageTextFields } from './package-text-fields.tsx';

/** Decision 008: a hotel package's checkout link carries its package code (the clock id). */
export const hotelCheckoutPath = (clockId: string) => `/hotel?packageCode=${encodeURIComponent(clockId)}`;

/** Every field of a hotel package; saving returns to the list, a failed save keeps what was typed. */
export function HotelPackageForm({ initial, isNew }: { initial: HotelPackage | PickedPackage; isNew: boolean }) {
  const [draft, setDraft] = useState<PackageDraft>(() => draftOf(initial));
  const [tried, setTried] = useState(false);
  const online = useOnline();
  const navigate = useNavigate();
  const { checkoutUrl } = useAppConfig();
  const save = useSaveHotelPackage();
  const lowest = useQuery(lowestPriceQuery(draft.clockId));
  const mealChoices = useIncludedMealChoices();
  const set: SetField = (key, value) => setDraft((current) => ({ ...current, [key]: value }));

  const input = inputOf(draft, lowest.data);
  const parsed = hotelPackageInputSchema.safeParse(input);
  const errors = new Map<string, string>();
  if (!parsed.success) for (const issue of parsed.error.issues) errors.set(String(issue.path[0]), issue.message);
  const mealError = includedMealError(draft.mealOn, draft);
  const error = (field: string) => (tried ? (errors.get(field) ?? null) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!parsed.success || mealError || !online) return;
    save.mutate(input, {
      onSuccess: () => {
        if (isNew) clearDraft(HOTEL_PACKAGE_DRAFT_KEY);
        notify.success('Hotel package successfully saved');
        void navigate('/hotelpackages');
      },
      onError: () => notify.error('There was an error while saving data.'),
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Hotel package">
      <PackageMainFields draft={draft} set={set} error={error} />
      <PackageRateFields draft={draft} set={set} error={error} lowestPrice={lowest.data} lowestLoading={lowest.isPending} />
      <IncludedMealFields
        on={draft.mealOn}
        onToggle={(on) => set('mealOn', on)}
        value={draft}
        onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        restaurants={mealChoices}
        error={tried ? mealError : null}
      />
      <PackageTextFields draft={draft} set={set} />
      <FormActions
        online={online}
        saving={save.isPending}
        onCancel={() => void navigate('/hotelpackages')}
        className="sticky bottom-0 z-10 justify-end border-t border-gray-200 bg-white/95 py-3"
        offlineClassName="mr-auto"
      >
        <CheckoutLinkButton link={checkoutLink(checkoutUrl, hotelCheckoutPath(draft.clockId))} />
      </FormActions>
    </form>
  );
}
