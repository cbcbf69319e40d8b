import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { SearchHit } from '../../../contract/hotel-products.ts';
import { useIntl } from '../../i18n/intl.ts';
import { searchCatalogue } from '../search/catalogue-search.ts';
import { Button } from '../../ui/button.tsx';
import { FormControl } from '../../ui/form/fields.tsx';
import { SearchDialog } from '../../ui/search-dialog.tsx';
import { imagesQuery } from './image-queries.ts';

/**
 * A product's image (hotel packages, spa packages, treatments, day passes, frequent visitor passes...): its picture and name,
 * chosen in a search over search/images, or none.
 */
export function ImageField({
  imageFk,
  onChange,
  label,
  error = null,
}: {
  imageFk: number | null;
  onChange: (imageFk: number | null) => void;
  /** The field's name on screen; "Image" unless told. */
  label?: string;
  /** A refused save's word on the image (e.g. deleted meanwhile), shown under it. */
  error?: string | null;
}) {
  const intl = useIntl();
  const [picking, setPicking] = useState(false);
  const labelId = useId();
  const images = useQuery(imagesQuery);
  const image = imageFk === null ? undefined : images.data?.find((i) => i.id === imageFk);
  const name =
    imageFk === null
      ? intl.formatMessage({ id: 'products.imageField.none', defaultMessage: 'No image' })
      : (image?.name ??
        intl.formatMessage({ id: 'products.imageField.numbered', defaultMessage: 'Image {id}' }, { id: imageFk }));
  const chooseImage = intl.formatMessage({ id: 'products.imageField.choose', defaultMessage: 'Choose image' });

  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-gray-700">
        {label ?? intl.formatMessage({ id: 'products.imageField.label', defaultMessage: 'Image' })}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        {image && <img src={image.src} alt={image.alt} className="h-11 w-16 rounded object-cover" />}
        <span data-testid="image-field-name" className="min-w-0 flex-1 truncate">
          {name}
        </span>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {chooseImage}
        </Button>
        {imageFk !== null && (
          <Button variant="ghost" onClick={() => onChange(null)}>
            {intl.formatMessage({ id: 'products.imageField.remove', defaultMessage: 'Remove image' })}
          </Button>
        )}
      </div>
      {error && <p className="text-sm text-secondary-700">{error}</p>}
      <SearchDialog<SearchHit>
        open={picking}
        title={chooseImage}
        inputLabel={intl.formatMessage({ id: 'products.imageField.search', defaultMessage: 'Search images' })}
        errorMessage={intl.formatMessage({
          id: 'products.imageField.searchError',
          defaultMessage: 'There was an error while searching images',
        })}
        onClose={() => setPicking(false)}
        search={(text) => searchCatalogue('images', text, imageFk === null ? [] : [imageFk])}
        getKey={(hit) => hit.id}
        getLabel={(hit) => hit.name}
        renderItem={(hit) => (
          <span className="flex items-center gap-3">
            {hit.src && <img src={hit.src} alt="" className="h-10 w-14 rounded object-cover" />}
            <span>{hit.name}</span>
          </span>
        )}
        onPick={(hit) => {
          onChange(Number(hit.id));
          setPicking(false);
        }}
      />
    </div>
  );
}

/**
 * The image field bound to a form's field. `showError`: a refused save's word on the image shows under it (the
 * forms that had it before keep it; the others leave it to the toast-less refusal, as they always have).
 */
export function FormImage<T extends FieldValues>({
  form,
  name,
  showError = false,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  showError?: boolean;
}) {
  return (
    <FormControl<T, number | null>
      form={form}
      name={name}
      render={({ value, onChange, error }) => (
        <ImageField imageFk={value} onChange={onChange} error={showError ? error : null} />
      )}
    />
  );
}
