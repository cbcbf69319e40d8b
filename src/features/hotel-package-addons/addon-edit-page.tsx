import { useQuery } from '@tanstack/react-query';
import type { HotelPackageAddon } from '../../../contract/hotel-products.ts';
import { addonQuery } from '../../entities/addons/addon-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { RecordEditPage } from '../../ui/record-edit-page.tsx';
import { ADDON_DRAFT_KEY, addonValues, type AddonFormValues } from './addon-form-schema.ts';
import { ADDONS_LIST, AddonForm } from './addon-form.tsx';

const useAddon = (clockId: string) => useQuery(addonQuery(clockId));

/**
 * /hotelpackageaddons/new (starts from the draft the list's picker held) and /hotelpackageaddons/{clockId}.
 * Without a draft, or with an unknown clock id, it goes back to the list.
 */
export function AddonEditPage() {
  const intl = useIntl();
  return (
    <RecordEditPage<HotelPackageAddon, string, AddonFormValues>
      listPath={ADDONS_LIST}
      className="mx-auto max-w-5xl"
      useRecord={useAddon}
      history={{ resource: 'hotel_package_addons', what: (a) => a.name || a.clockId }}
      title={(a, clockId) =>
        a
          ? intl.formatMessage(
              { id: 'products.addons.editTitle', defaultMessage: 'Hotel package addon {name}' },
              { name: a.name || clockId },
            )
          : intl.formatMessage({ id: 'products.addons.form', defaultMessage: 'Hotel package addon' })
      }
      form={(a) => <AddonForm initial={addonValues(a)} isNew={false} />}
      create={{
        draft: {
          draftKey: ADDON_DRAFT_KEY,
          valid: (draft) => Boolean(draft.clockId),
          title: (draft) =>
            intl.formatMessage(
              { id: 'products.addons.newTitle', defaultMessage: 'New hotel package addon {clockId}' },
              { clockId: draft.clockId },
            ),
          children: (draft) => <AddonForm key={`new-${draft.clockId}`} initial={draft} isNew />,
        },
      }}
    />
  );
}
