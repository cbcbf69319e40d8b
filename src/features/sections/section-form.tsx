import { useId } from 'react';
import { z } from 'zod/mini';
import { SECTION_FONTS, sectionInputSchema, type Section, type SectionFont } from '../../../contract/sections.ts';
import { intl as shownIntl, useIntl, type IntlShape } from '../../i18n/intl.ts';
import { FormSelect, FormText } from '../../ui/form/fields.tsx';
import { formSchema, numberFromText } from '../../ui/form/form-schema.ts';
import type { ContractForm } from '../../ui/form/use-contract-form.ts';
import { InfoTip } from '../../ui/info-tip.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';
import { fontName, SECTION_LABELS, type SectionLabel } from './section-labels.ts';

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

/** The three sizes of a title or a description, named by their heading (whose tooltip says what the sizes mean). */
function SizeFields({ form, prefix, label }: { form: SectionForm; prefix: 'title' | 'description'; label: string }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="flex flex-col gap-1">
      <div className="flex items-center gap-1 text-sm font-medium text-gray-700">
        <span id={headingId}>{label}</span>
        <InfoTip
          label={intl.formatMessage(
            { id: 'content.sections.about', defaultMessage: 'About {what}' },
            { what: label.toLocaleLowerCase(intl.locale) },
          )}
        >
          {intl.formatMessage(SECTION_LABELS.sizesHint)}
        </InfoTip>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <FormText
          form={form}
          name={`${prefix}FontSize`}
          label={intl.formatMessage(SECTION_LABELS.large)}
          inputMode="numeric"
        />
        <FormText
          form={form}
          name={`${prefix}FontSizeMedium`}
          label={intl.formatMessage(SECTION_LABELS.medium)}
          inputMode="numeric"
        />
        <FormText
          form={form}
          name={`${prefix}FontSizeSmall`}
          label={intl.formatMessage(SECTION_LABELS.small)}
          inputMode="numeric"
        />
      </div>
    </div>
  );
}

/**
 * Spec section 2's inline edit: name read-only, texts, fonts Default / Playfair / OpenSans, numeric sizes; in the
 * language shown.
 */
export function sectionForm(intl: IntlShape = shownIntl()): InlineCrudForm<Section, typeof sectionFormSchema> {
  const label = (name: SectionLabel) => intl.formatMessage(SECTION_LABELS[name]);
  const sizeMessage = intl.formatMessage({
    id: 'content.sections.sizeRule',
    defaultMessage: 'Font size must be a whole number from 1 to 400, or empty',
  });
  const fontOptions = SECTION_FONTS.map(({ value }) => ({ value: String(value), label: fontName(intl, value) }));
  return {
    schema: sectionFormSchema,
    messages: Object.fromEntries(SIZE_KEYS.map((key) => [key, sizeMessage])),
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
    ignoreSave: (values) =>
      values.name.trim() === ''
        ? intl.formatMessage({
            id: 'content.sections.nameMissing',
            defaultMessage: 'A section without a name cannot be saved.',
          })
        : null,
    focus: 'title',
    newLabel: intl.formatMessage({ id: 'content.sections.new', defaultMessage: 'New section' }),
    editLabel: (s) =>
      intl.formatMessage({ id: 'content.sections.edit', defaultMessage: 'Edit section {name}' }, { name: s.name }),
    fields: (form) => (
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-4">
        <FormText form={form} name="name" label={label('name')} readOnly />
        <FormText
          form={form}
          name="src"
          label={intl.formatMessage({ id: 'content.sections.src', defaultMessage: 'Image address (src)' })}
          className="md:col-span-1 xl:col-span-3"
        />
        <FormText form={form} name="title" label={label('title')} className="xl:col-span-2" />
        <FormText form={form} name="titleEn" label={label('titleEn')} className="xl:col-span-2" />
        <FormSelect form={form} name="titleFont" label={label('titleFont')} options={fontOptions} />
        <div className="md:col-span-1 xl:col-span-3">
          <SizeFields form={form} prefix="title" label={label('titleSizes')} />
        </div>
        <FormText
          form={form}
          name="description"
          label={label('description')}
          multiline
          rows={3}
          className="xl:col-span-2"
        />
        <FormText
          form={form}
          name="descriptionEn"
          label={label('descriptionEn')}
          multiline
          rows={3}
          className="xl:col-span-2"
        />
        <FormSelect form={form} name="descriptionFont" label={label('descriptionFont')} options={fontOptions} />
        <div className="md:col-span-1 xl:col-span-3">
          <SizeFields form={form} prefix="description" label={label('descriptionSizes')} />
        </div>
      </div>
    ),
  };
}
