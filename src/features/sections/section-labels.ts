import { SECTION_FONTS, type Section } from '../../../contract/sections.ts';
import { defineMessages, type IntlShape } from '../../i18n/intl.ts';

/** The sections screen's names of a section's fields: its columns and its edit row say them alike. */
export const SECTION_LABELS = defineMessages({
  name: { id: 'content.sections.name', defaultMessage: 'Name' },
  title: { id: 'content.sections.titleField', defaultMessage: 'Title' },
  titleEn: { id: 'content.sections.titleEn', defaultMessage: 'Title (En)' },
  titleFont: { id: 'content.sections.titleFont', defaultMessage: 'Title font' },
  titleSizes: { id: 'content.sections.titleSizes', defaultMessage: 'Title font sizes' },
  description: { id: 'content.sections.description', defaultMessage: 'Description' },
  descriptionEn: { id: 'content.sections.descriptionEn', defaultMessage: 'Description (En)' },
  descriptionFont: { id: 'content.sections.descriptionFont', defaultMessage: 'Description font' },
  descriptionSizes: { id: 'content.sections.descriptionSizes', defaultMessage: 'Description font sizes' },
  large: { id: 'content.sections.large', defaultMessage: 'Large' },
  medium: { id: 'content.sections.medium', defaultMessage: 'Medium' },
  small: { id: 'content.sections.small', defaultMessage: 'Small' },
  /** Spec section 2's tooltip on the font sizes (section 9's breakpoints). */
  sizesHint: {
    id: 'content.sections.sizesHint',
    defaultMessage: 'Large over 1400px, Medium over 650px, Small under 650px',
  },
  defaultFont: { id: 'content.sections.defaultFont', defaultMessage: 'Default' },
});

export type SectionLabel = keyof typeof SECTION_LABELS;

/** A section's font by its name: Default in the language shown, Playfair and OpenSans as they are called. */
export function fontName(intl: IntlShape, font: Section['titleFont']): string {
  const named = SECTION_FONTS.find((f) => f.value === font);
  return named && named.value !== 0 ? named.label : intl.formatMessage(SECTION_LABELS.defaultFont);
}
