import type { HotelPackageAddon } from '../../../contract/hotel-products.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';

/** A restriction's mark: the add-on available, or not (said in words to a screen reader). */
const AVAILABLE = '✓';
const UNAVAILABLE = '✕';

/** The availabilities column: the restrictions in priority order, and the button that opens their editor. */
export function AddonRestrictionsCell({ addon, onEdit }: { addon: HotelPackageAddon; onEdit: () => void }) {
  const intl = useIntl();
  return (
    <div className="flex min-w-40 flex-col items-start gap-1">
      {addon.restrictions.length === 0 ? (
        <span className="text-sm text-gray-600">
          {intl.formatMessage({ id: 'products.addons.noRestrictions', defaultMessage: 'No restrictions' })}
        </span>
      ) : (
        <ol
          className="flex flex-col gap-0.5 text-sm"
          aria-label={intl.formatMessage(
            { id: 'products.addons.restrictionsOf', defaultMessage: 'Restrictions of {name}' },
            { name: addon.name },
          )}
        >
          {addon.restrictions.map((r) => (
            <li key={r.id} className="flex items-center gap-1">
              <span aria-hidden="true" className={r.isProductAvailable ? 'text-green-700' : 'text-secondary-700'}>
                {r.isProductAvailable ? AVAILABLE : UNAVAILABLE}
              </span>
              <span>
                {r.dateFilter?.name ??
                  intl.formatMessage({ id: 'products.addons.noDateFilter', defaultMessage: 'No date filter' })}
                <span className="sr-only">
                  {r.isProductAvailable
                    ? intl.formatMessage({ id: 'products.addons.available', defaultMessage: ': available' })
                    : intl.formatMessage({ id: 'products.addons.unavailable', defaultMessage: ': unavailable' })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        className="px-3 text-sm"
        aria-label={intl.formatMessage(
          { id: 'products.addons.editRestrictionsOf', defaultMessage: 'Edit restrictions of {name}' },
          { name: addon.name },
        )}
        onClick={onEdit}
      >
        {intl.formatMessage({ id: 'products.addons.editRestrictions', defaultMessage: 'Edit restrictions' })}
      </Button>
    </div>
  );
}
