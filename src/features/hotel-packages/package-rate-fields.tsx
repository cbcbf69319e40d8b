import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { TextField } from '../../ui/text-field.tsx';
import { ratesQuery } from './api/get-rates.ts';
import type { PackageFieldsProps } from './hotel-package-draft.ts';

const kroner = (value: number) => `${value.toLocaleString('nb-NO')} kr`;

/** The rate (from search/rates of this package), min and max stay, and the price from of the next 6 weeks. */
export function PackageRateFields({ draft, set, error, lowestPrice, lowestLoading }: PackageFieldsProps & { lowestPrice: number | null | undefined; lowestLoading: boolean }) {
  const id = useId();
  const rates = useQuery(ratesQuery(draft.clockId));
  const options = rates.data ?? [];
  // A saved rate the hotel system no longer offers still shows as chosen.
  const saved = draft.availabilityRateId !== null && !options.some((r) => r.id === draft.availabilityRateId);
  const price = lowestPrice ?? draft.priceFrom;

  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-4">
      <legend className="px-1 text-sm font-medium text-gray-700">Rate and price</legend>
      <div className="flex flex-col gap-1 md:col-span-2">
        <label htmlFor={`${id}-rate`} className="text-sm font-medium text-gray-700">
          Rate
        </label>
        <select
          id={`${id}-rate`}
          value={draft.availabilityRateId ?? ''}
          onChange={(e) => {
            const rate = options.find((r) => r.id === e.target.value);
            set('availabilityRateId', rate?.id ?? null);
            set('availabilityRateName', rate?.name ?? null);
            if (rate) {
              set('minStay', String(rate.minStay));
              set('maxStay', String(rate.maxStay));
            }
          }}
          className="min-h-touch rounded border border-gray-300 bg-white px-2"
        >
          <option value="">No rate</option>
          {saved && <option value={draft.availabilityRateId ?? ''}>{draft.availabilityRateName ?? draft.availabilityRateId}</option>}
          {options.map((rate) => (
            <option key={rate.id} value={rate.id}>
              {`${rate.name} (${rate.id}, ${rate.minStay}-${rate.maxStay} nights)`}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Min stay" inputMode="numeric" value={draft.minStay} onChange={(e) => set('minStay', e.target.value)} error={error('minStay')} />
      <TextField label="Max stay" inputMode="numeric" value={draft.maxStay} onChange={(e) => set('maxStay', e.target.value)} error={error('maxStay')} />
      <p className="md:col-span-4" aria-live="polite">
        <span className="text-sm font-medium text-gray-700">Price from: </span>
        <span data-testid="price-from">{price === null || price === undefined ? (lowestLoading ? '…' : 'Not known') : kroner(price)}</span>
        <span className="text-sm text-gray-600"> (lowest over the next 6 weeks)</span>
      </p>
    </fieldset>
  );
}
