import { z } from 'zod/mini';
import type { SearchHit } from '../../../contract/hotel-products.ts';
import { useIntl } from '../../i18n/intl.ts';

/** A product of the spa system picked in a `CataloguePicker`, as its draft: its brp product id and names. */
export interface PickedProduct {
  brpProductId: number;
  displayName: string;
  displayNameEn: string;
}

/** A spa-system product's ids and texts as its form holds them (treatments, day passes, frequent visitor passes). */
export const catalogueProductFormFields = {
  brpProductId: z.number(),
  displayName: z.string(),
  displayNameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
};

export const pickedProduct = (hit: SearchHit): PickedProduct => ({
  brpProductId: Number(hit.id),
  displayName: hit.name,
  displayNameEn: hit.nameEn ?? '',
});

/** Between a label and its value. */
const SPACE = ' ';

/** The spa system's ids of a product, at the head of its form: "Brp product id 6001 · Brp Nr 42". */
export function CatalogueProductIds({
  brpProductId,
  brpProductNumber,
}: {
  brpProductId: number;
  brpProductNumber: number | string | null | undefined;
}) {
  const intl = useIntl();
  return (
    <p className="flex flex-wrap gap-x-4 text-sm text-gray-700 md:col-span-2">
      <span>
        {intl.formatMessage({ id: 'products.catalogueProduct.brpProductId', defaultMessage: 'Brp product id' })}
        {SPACE}
        <span className="font-mono font-medium text-gray-900">{brpProductId}</span>
      </span>
      {brpProductNumber !== null && brpProductNumber !== undefined && brpProductNumber !== '' && (
        <span>
          {intl.formatMessage({ id: 'products.catalogueProduct.brpNumber', defaultMessage: 'Brp Nr' })}
          {SPACE}
          <span className="font-mono font-medium text-gray-900">{brpProductNumber}</span>
        </span>
      )}
    </p>
  );
}
