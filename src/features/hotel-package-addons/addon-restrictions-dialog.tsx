import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HotelPackageAddon } from '../../../contract/hotel-products.ts';
import { useSaveAddonRestrictions } from '../../entities/addons/addon-queries.ts';
import { dateFiltersQuery } from '../../entities/date-filters/date-filter-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { notify } from '../../ui/notifications.ts';
import { RestrictionEditor } from '../../ui/restriction-editor.tsx';
import { restrictionsMissingFilter, toEditableRestrictions, toRestrictionInputs } from '../../ui/restrictions.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { changedByText, conflictOf } from '../../ui/version-conflict.tsx';

/**
 * An add-on's restrictions, edited in place from the list and saved all at once (spec section 7,
 * POST products/hotelPackageAddonRestrictions). A failed save keeps the dialog open with the changes.
 */
export function AddonRestrictionsDialog({
  addon,
  online,
  onClose,
}: {
  addon: HotelPackageAddon;
  online: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [rows, setRows] = useState(() => toEditableRestrictions(addon.restrictions));
  // The add-on's version the save is based on; after a refusal for a change made meanwhile, the one it has now: the
  // person has been told who changed it, and saving again keeps these restrictions.
  const [version, setVersion] = useState(addon.version);
  const [changedMeanwhile, setChangedMeanwhile] = useState<string | null>(null);
  const filters = useQuery(dateFiltersQuery);
  const save = useSaveAddonRestrictions();

  const submit = () => {
    if (!online || restrictionsMissingFilter(rows).size > 0) return;
    save.mutate(
      { clockId: addon.clockId, restrictions: toRestrictionInputs(rows), version },
      {
        onSuccess: () => {
          notify.success(
            intl.formatMessage({ id: 'products.addons.restrictionsSaved', defaultMessage: 'Restrictions were saved.' }),
          );
          onClose();
        },
        onError: (error) => {
          const conflict = conflictOf(error);
          if (conflict?.version) {
            setVersion(conflict.version);
            setChangedMeanwhile(
              intl.formatMessage(
                {
                  id: 'products.addons.restrictionsChangedMeanwhile',
                  defaultMessage:
                    '{changed} Your restrictions are still here: save again to keep them, or cancel to keep theirs.',
                },
                {
                  changed: changedByText(
                    conflict,
                    intl.formatMessage({ id: 'products.addons.thisAddon', defaultMessage: 'this add-on' }),
                  ),
                },
              ),
            );
            return;
          }
          notify.error(
            intl.formatMessage({
              id: 'products.addons.restrictionsSaveError',
              defaultMessage: 'There was an error while saving restrictions.',
            }),
          );
        },
      },
    );
  };

  return (
    <FormDialog
      open
      title={intl.formatMessage(
        { id: 'products.addons.restrictionsOf', defaultMessage: 'Restrictions of {name}' },
        { name: addon.name },
      )}
      description={intl.formatMessage({
        id: 'products.addons.restrictionsHint',
        defaultMessage: 'Ordered by priority: the first that applies decides. Deleted ones are removed when saved.',
      })}
      submitLabel={intl.formatMessage({ id: 'products.addons.saveRestrictions', defaultMessage: 'Save restrictions' })}
      busy={save.isPending}
      submitDisabled={!online || !filters.data || restrictionsMissingFilter(rows).size > 0}
      onSubmit={submit}
      onCancel={onClose}
    >
      {changedMeanwhile && (
        <p role="status" className="mb-3 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-gray-900">
          {changedMeanwhile}
        </p>
      )}
      {filters.data ? (
        <RestrictionEditor value={rows} onChange={setRows} dateFilters={filters.data} disabled={save.isPending} />
      ) : filters.isError ? (
        <p role="alert" className="text-secondary-700">
          {intl.formatMessage(uiMessages.fetchError)}
        </p>
      ) : (
        <Spinner />
      )}
      <NeedsConnection online={online} />
    </FormDialog>
  );
}
