import { TextField } from '../../ui/text-field.tsx';
import type { PackageFieldsProps } from './hotel-package-draft.ts';
import { PackageImageField } from './package-image-field.tsx';

const check = 'flex min-h-touch items-center gap-3';

/** Clock id (fixed), names, url, position, image and the two site switches. */
export function PackageMainFields({ draft, set, error }: PackageFieldsProps) {
  return (
    <fieldset className="grid gap-3 rounded border border-gray-200 p-3 md:grid-cols-2">
      <legend className="px-1 text-sm font-medium text-gray-700">Package</legend>
      <TextField label="Clock id" value={draft.clockId} readOnly className="[&_input]:bg-gray-100" />
      <TextField label="Position" inputMode="numeric" value={draft.position} onChange={(e) => set('position', e.target.value)} error={error('position')} />
      <TextField label="Name" required value={draft.name} onChange={(e) => set('name', e.target.value)} error={error('name')} />
      <TextField label="Name EN" value={draft.nameEn} onChange={(e) => set('nameEn', e.target.value)} error={error('nameEn')} />
      <TextField label="Url" value={draft.url} onChange={(e) => set('url', e.target.value)} error={error('url')} />
      <PackageImageField imageFk={draft.imageFk} onChange={(imageFk) => set('imageFk', imageFk)} />
      <div className="flex flex-wrap gap-x-6 md:col-span-2">
        <label className={check}>
          <input type="checkbox" checked={draft.displayOnSite} onChange={(e) => set('displayOnSite', e.target.checked)} className="h-5 w-5 accent-primary-600" />
          <span>Display on site</span>
        </label>
        <label className={check}>
          <input
            type="checkbox"
            checked={draft.onlyWithSpecialCode}
            onChange={(e) => set('onlyWithSpecialCode', e.target.checked)}
            className="h-5 w-5 accent-primary-600"
          />
          <span>Only with special code</span>
        </label>
      </div>
    </fieldset>
  );
}
