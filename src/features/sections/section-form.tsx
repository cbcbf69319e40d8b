import { useId } from 'react';
import { z } from 'zod/mini';
import { SECTION_FONTS, sectionInputSchema, type Section, type SectionFont } from '../../../contract/sections.ts';
import { FormSelect, FormText } from '../../ui/form/fields.tsx';
import { formSchema, numberFromText } from '../../ui/form/form-schema.ts';
import type { ContractForm } from '../../ui/form/use-contract-form.ts';
import { InfoTip } from '../../ui/info-tip.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';
import { FONT_SIZES_HINT } from './section-columns.tsx';

const SIZE_KEYS = [
  'titleFontSize',
  'titleFontSizeMedium',
  'titleFontSizeSmall',
  'descriptionFontSize',
  'descriptionFontSizeMedium',
  'descriptionFontSizeSmall',
] as const;
type SizeKey = (typeof SIZE_KEYS)[number];

/** A size as typed: '' is no size (the checkout's own), anything else must be a whole number of px. */
const sizeFromText = (text: string) => (text.trim() === '' ? null : numberFromText(text));
const sizeText = (size: number | null | undefined) => (size === null || size === undefined ? '' : String(size));

/** The row's values as typed (sizes as text, fonts as the select's text), checked by the contract's rules. */
const sectionFormSchema = formSchema(
  z.object({
    name: z.string(),
    src: z.string(),
    title: z.string(),
    titleEn: z.string(),
    titleFont: z.string(),
    description: z.string(),
    descriptionEn: z.string(),
    descriptionFont: z.string(),
    ...(Object.fromEntries(SIZE_KEYS.map((key) => [key, z.string()])) as Record<SizeKey, z.ZodMiniString>),
  }),
  ({ name: _name, titleFont, descriptionFont, ...rest }) => ({
    ...rest,
    // The select only offers the three fonts; the contract checks the number all the same.
    titleFont: Number(titleFont) as SectionFont,
    descriptionFont: Number(descriptionFont) as SectionFont,
    ...(Object.fromEntries(SIZE_KEYS.map((key) => [key, sizeFromText(rest[key])])) as Record<SizeKey, number | null>),
  }),
  sectionInputSchema,
);
type SectionForm = ContractForm<typeof sectionFormSchema>;

const SIZE_MESSAGE = 'Font size must be a whole number from 1 to 400, or empty';
const fontOptions = SECTION_FONTS.map(({ value, label }) => ({ value: String(value), label }));

/** The three sizes of a title or a description, named by their heading (whose tooltip says what the sizes mean). */
function SizeFields({ form, prefix, label }: { form: SectionForm; prefix: 'title' | 'description'; label: string }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-1">
      <div className="flex items-center gap-1 text-sm font-medium text-gray-700">
        <span id={headingId}>{label}</span>
        <InfoTip label={`About ${label.toLowerCase()}`}>{FONT_SIZES_HINT}</InfoTip>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <FormText form={form} name={`${prefix}FontSize`} label="Large" inputMode="numeric" />
        <FormText form={form} name={`${prefix}FontSizeMedium`} label="Medium" inputMode="numeric" />
        <FormText form={form} name={`${prefix}FontSizeSmall`} label="Small" inputMode="numeric" />
      </div>
    </div>
  );
}

/** Spec section 2's inline edit: name read-only, texts, fonts Default / Playfair / OpenSans, numeric sizes. */
export const sectionForm: InlineCrudForm<Section, typeof sectionFormSchema> = {
  schema: sectionFormSchema,
  messages: Object.fromEntries(SIZE_KEYS.map((key) => [key, SIZE_MESSAGE])),
  values: (s) => ({
    name: s?.name ?? '',
    src: s?.src ?? '',
    title: s?.title ?? '',
    titleEn: s?.titleEn ?? '',
    titleFont: String(s?.titleFont ?? 0),
    description: s?.description ?? '',
    descriptionEn: s?.descriptionEn ?? '',
    descriptionFont: String(s?.descriptionFont ?? 0),
    ...(Object.fromEntries(SIZE_KEYS.map((key) => [key, sizeText(s?.[key])])) as Record<SizeKey, string>),
  }),
  // Spec section 5: a section's save is ignored when its name is empty.
  ignoreSave: (values) => (values.name.trim() === '' ? 'A section without a name cannot be saved.' : null),
  focus: 'title',
  newLabel: 'New section',
  editLabel: (s) => `Edit section ${s.name}`,
  fields: (form) => (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
      <FormText form={form} name="name" label="Name" readOnly />
      <FormText form={form} name="src" label="Image address (src)" className="md:col-span-1 xl:col-span-3" />
      <FormText form={form} name="title" label="Title" className="xl:col-span-2" />
      <FormText form={form} name="titleEn" label="Title (En)" className="xl:col-span-2" />
      <FormSelect form={form} name="titleFont" label="Title font" options={fontOptions} />
      <div className="md:col-span-1 xl:col-span-3">
        <SizeFields form={form} prefix="title" label="Title font sizes" />
      </div>
      <FormText form={form} name="description" label="Description" multiline rows={3} className="xl:col-span-2" />
      <FormText
        form={form}
        name="descriptionEn"
        label="Description (En)"
        multiline
        rows={3}
        className="xl:col-span-2"
      />
      <FormSelect form={form} name="descriptionFont" label="Description font" options={fontOptions} />
      <div className="md:col-span-1 xl:col-span-3">
        <SizeFields form={form} prefix="description" label="Description font sizes" />
      </div>
    </div>
  ),
};
