import type { HotelPackageAddon } from '../../../contract/hotel-products.ts';
import { Button } from '../../ui/button.tsx';

/** The availabilities column: the restrictions in priority order, and the button that opens their editor. */
export function AddonRestrictionsCell({ addon, onEdit }: { addon: HotelPackageAddon; onEdit: () => void }) {
  return (
    <div className="flex min-w-40 flex-col items-start gap-1">
      {addon.restrictions.length === 0 ? (
        <span className="text-sm text-gray-600">No restrictions</span>
      ) : (
        <ol className="flex flex-col gap-0.5 text-sm" aria-label={`Restrictions of ${addon.name}`}>
          {addon.restrictions.map((r) => (
            <li key={r.id} className="flex items-center gap-1">
              <span aria-hidden="true" className={r.isProductAvailable ? 'text-green-700' : 'text-secondary-700'}>
                {r.isProductAvailable ? '✓' : '✕'}
              </span>
              <span>
                {r.dateFilter?.name ?? 'No date filter'}
                <span className="sr-only">{r.isProductAvailable ? ': available' : ': unavailable'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
      <Button
        variant="secondary"
        className="px-3 text-sm"
        aria-label={`Edit restrictions of ${addon.name}`}
        onClick={onEdit}
      >
        Edit restrictions
      </Button>
    </div>
  );
}
