import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { SearchHit } from '../../../contract/hotel-products.ts';
import { dateFiltersQuery } from '../../entities/date-filters/date-filter-queries.ts';
import { catalogueHitView } from '../../entities/search/catalogue-picker.tsx';
import { searchCatalogue } from '../../entities/search/catalogue-search.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { SearchDialog } from '../../ui/search-dialog.tsx';
import { newProductValues, type SpaPackageForm } from './spa-package-form-schema.ts';
import { SpaProductCard } from './spa-product-card.tsx';

/**
 * The products of the group: each picked from the spa system's products not configured yet (search/spapackages),
 * edited here and saved with the group; a removed one is deleted when the group is saved.
 */
export function SpaProductsSection({ form }: { form: SpaPackageForm }) {
  const intl = useIntl();
  const titleId = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'products' });
  const filters = useQuery(dateFiltersQuery);
  const [picking, setPicking] = useState(false);
  const addProduct = intl.formatMessage({ id: 'products.spaPackages.addProduct', defaultMessage: 'Add product' });

  const removeAt = (index: number) => {
    const removed = String(form.getValues(`products.${index}.brpProductId`));
    // Products below the removed one have no parent after it.
    form.getValues('products').forEach((p, i) => {
      if (p.parentBrpProductId === removed)
        form.setValue(`products.${i}.parentBrpProductId`, '', { shouldDirty: true });
    });
    remove(index);
  };

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={titleId} className="text-xl font-normal text-primary-900">
          {intl.formatMessage({ id: 'products.spaPackages.products', defaultMessage: 'Products' })}
        </h2>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {addProduct}
        </Button>
      </div>
      {fields.length === 0 ? (
        <EmptyState
          title={intl.formatMessage({ id: 'products.spaPackages.noProductsYet', defaultMessage: 'No products yet.' })}
        >
          {intl.formatMessage({
            id: 'products.spaPackages.noProductsHint',
            defaultMessage: "Add the spa system''s products this package sells.",
          })}
        </EmptyState>
      ) : (
        fields.map((field, index) => (
          <SpaProductCard
            key={field.id}
            form={form}
            index={index}
            dateFilters={filters.data ?? []}
            onRemove={() => removeAt(index)}
          />
        ))
      )}
      <SearchDialog<SearchHit>
        open={picking}
        title={addProduct}
        inputLabel={intl.formatMessage({
          id: 'products.spaPackages.searchProducts',
          defaultMessage: 'Search spa products',
        })}
        placeholder={intl.formatMessage({
          id: 'products.spaPackages.searchPlaceholder',
          defaultMessage: 'Name or brp product id',
        })}
        emptyMessage={intl.formatMessage({
          id: 'products.spaPackages.noProductsToAdd',
          defaultMessage: 'No spa products to add',
        })}
        errorMessage={intl.formatMessage({
          id: 'products.spaPackages.searchError',
          defaultMessage: 'There was an error while searching spa packages',
        })}
        onClose={() => setPicking(false)}
        // Not the products the group holds already, saved or not (the server leaves out those of every group).
        search={(text) =>
          searchCatalogue(
            'spapackages',
            text,
            form.getValues('products').map((p) => p.brpProductId),
          )
        }
        {...catalogueHitView()}
        onPick={(hit) => {
          append(newProductValues({ brpProductId: Number(hit.id), name: hit.name }));
          setPicking(false);
        }}
      />
    </section>
  );
}
