import { TextField } from '../../ui/text-field.tsx';
import type { ListField, PackageDraft, SetField } from './hotel-package-draft.ts';

const lists: Array<{ field: ListField; label: string }> = [
  { field: 'descriptionItems', label: 'Description items' },
  { field: 'descriptionItemsEn', label: 'Description items EN' },
  { field: 'descriptionUniqueItems', label: 'Unique description items' },
  { field: 'descriptionUniqueItemsEn', label: 'Unique description items EN' },
];

/** Intro and footer texts in both languages, and the four description lists, one item per line. */
export function PackageTextFields({ draft, set }: { draft: PackageDraft; set: SetField }) {
  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-gray-700">Texts</legend>
      <TextField label="Intro text" multiline value={draft.introText} onChange={(e) => set('introText', e.target.value)} />
      <TextField label="Intro text EN" multiline value={draft.introTextEn} onChange={(e) => set('introTextEn', e.target.value)} />
      <TextField label="Footer text" multiline value={draft.footerText} onChange={(e) => set('footerText', e.target.value)} />
      <TextField label="Footer text EN" multiline value={draft.footerTextEn} onChange={(e) => set('footerTextEn', e.target.value)} />
      <p className="text-sm text-gray-600 md:col-span-2">Description lists: one item per line. Blank lines are dropped when saving.</p>
      {lists.map(({ field, label }) => (
        <TextField key={field} label={label} multiline rows={4} value={draft[field]} onChange={(e) => set(field, e.target.value)} />
      ))}
    </fieldset>
  );
}
