import { FormText } from '../../ui/form/fields.tsx';
import { FormList } from '../../ui/form/form-list.tsx';
import type { SpaPassForm } from '../../entities/spa-passes/spa-pass-form-schema.ts';

/** What a day pass includes, in the order the checkout lists it: a title (required) and its English title. */
export function IncludedServicesField({ form, disabled }: { form: SpaPassForm; disabled: boolean }) {
  return (
    <FormList
      form={form}
      name="includedServices"
      itemLabel="Included service"
      addLabel="Add included service"
      emptyText="No included services yet."
      newItem={() => ({ title: '', titleEn: '' })}
      disabled={disabled}
      renderItem={(index) => (
        <div className="grid gap-2 @xl:grid-cols-2">
          <FormText form={form} name={`includedServices.${index}.title`} label="Title" required />
          <FormText form={form} name={`includedServices.${index}.titleEn`} label="Title EN" />
        </div>
      )}
    />
  );
}
