import { z } from 'zod/mini';
import { isImageSource } from '../../../contract/common.ts';
import { imageInputSchema, type Image } from '../../../contract/images.ts';
import { intl as shownIntl, type IntlShape } from '../../i18n/intl.ts';
import { formSchema, rowValues } from '../../ui/form/form-schema.ts';
import { FormText } from '../../ui/form/fields.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';
import { IMAGE_LABELS } from './image-labels.ts';

/** The edit row's values as typed, checked by the contract's own rules (name, alt and src required). */
const imageFormSchema = formSchema(
  z.object({ name: z.string(), nameEn: z.string(), alt: z.string(), altEn: z.string(), src: z.string() }),
  (values) => values,
  imageInputSchema,
);

/**
 * Spec section 5: an image's inline save needs name, src and alt; the English texts may stay empty. A too-long text
 * or a src that is no web address says so in the contract's words. In the language shown.
 */
export function imageForm(intl: IntlShape = shownIntl()): InlineCrudForm<Image, typeof imageFormSchema> {
  const label = (name: keyof typeof IMAGE_LABELS) => intl.formatMessage(IMAGE_LABELS[name]);
  return {
    schema: imageFormSchema,
    messages: {
      name: { missing: intl.formatMessage({ id: 'content.images.nameRequired', defaultMessage: 'Name is required' }) },
      alt: { missing: intl.formatMessage({ id: 'content.images.altRequired', defaultMessage: 'Alt is required' }) },
      src: { missing: intl.formatMessage({ id: 'content.images.srcRequired', defaultMessage: 'Src is required' }) },
    },
    values: (i) => rowValues(i, { name: '', nameEn: '', alt: '', altEn: '', src: '' }),
    focus: 'name',
    newLabel: intl.formatMessage({ id: 'content.images.new', defaultMessage: 'New image' }),
    editLabel: (i) =>
      intl.formatMessage({ id: 'content.images.edit', defaultMessage: 'Edit image {name}' }, { name: i.name }),
    fields: (form) => {
      const src = form.watch('src').trim();
      return (
        <div className="flex flex-col gap-3 md:flex-row">
          {/* What the src shows, as the person types it (only a web address or a path of the site is loaded). */}
          <div className="shrink-0 md:mt-6">
            {src && isImageSource(src) ? (
              <img
                src={src}
                alt={intl.formatMessage({ id: 'content.images.preview', defaultMessage: 'Preview of the src' })}
                className="h-24 w-36 rounded border border-gray-200 bg-gray-100 object-cover"
              />
            ) : (
              <span className="flex h-24 w-36 items-center justify-center rounded border border-dashed border-gray-300 text-center text-sm text-gray-600">
                {src
                  ? intl.formatMessage({ id: 'content.images.noPreview', defaultMessage: 'No preview' })
                  : intl.formatMessage({ id: 'content.images.noSrc', defaultMessage: 'No src yet' })}
              </span>
            )}
          </div>
          <div className="grid flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
            <FormText form={form} name="name" label={label('name')} required />
            <FormText form={form} name="nameEn" label={label('nameEn')} />
            <FormText form={form} name="alt" label={label('alt')} required />
            <FormText form={form} name="altEn" label={label('altEn')} />
            <FormText form={form} name="src" label={label('src')} required className="sm:col-span-2" />
          </div>
        </div>
      );
    },
  };
}
