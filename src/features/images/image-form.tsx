import { z } from 'zod/mini';
import { isImageSource } from '../../../contract/common.ts';
import { imageInputSchema, type Image } from '../../../contract/images.ts';
import { formSchema, rowValues } from '../../ui/form/form-schema.ts';
import { FormText } from '../../ui/form/fields.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';

/** The edit row's values as typed, checked by the contract's own rules (name, alt and src required). */
const imageFormSchema = formSchema(
  z.object({ name: z.string(), nameEn: z.string(), alt: z.string(), altEn: z.string(), src: z.string() }),
  (values) => values,
  imageInputSchema,
);

/**
 * Spec section 5: an image's inline save needs name, src and alt; the English texts may stay empty. A too-long text
 * or a src that is no web address says so in the contract's words.
 */
export const imageForm: InlineCrudForm<Image, typeof imageFormSchema> = {
  schema: imageFormSchema,
  messages: {
    name: { missing: 'Name is required' },
    alt: { missing: 'Alt is required' },
    src: { missing: 'Src is required' },
  },
  values: (i) => rowValues(i, { name: '', nameEn: '', alt: '', altEn: '', src: '' }),
  focus: 'name',
  newLabel: 'New image',
  editLabel: (i) => `Edit image ${i.name}`,
  fields: (form) => {
    const src = form.watch('src').trim();
    return (
      <div className="flex flex-col gap-3 md:flex-row">
        {/* What the src shows, as the person types it (only a web address or a path of the site is loaded). */}
        <div className="shrink-0 md:mt-6">
          {src && isImageSource(src) ? (
            <img
              src={src}
              alt="Preview of the src"
              className="h-24 w-36 rounded border border-gray-200 bg-gray-100 object-cover"
            />
          ) : (
            <span className="flex h-24 w-36 items-center justify-center rounded border border-dashed border-gray-300 text-sm text-gray-600">
              {src ? 'No preview' : 'No src yet'}
            </span>
          )}
        </div>
        <div className="grid flex-1 grid-cols-1 gap-3 sm:grid-cols-2">
          <FormText form={form} name="name" label="Name" required />
          <FormText form={form} name="nameEn" label="Name (En)" />
          <FormText form={form} name="alt" label="Alt" required />
          <FormText form={form} name="altEn" label="Alt (En)" />
          <FormText form={form} name="src" label="Src" required className="sm:col-span-2" />
        </div>
      </div>
    );
  },
};
