import { useQuery } from '@tanstack/react-query';
import { dateFiltersQuery } from '../../entities/date-filters/date-filter-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { FormControl } from '../../ui/form/fields.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { RestrictionEditor } from '../../ui/restriction-editor.tsx';
import type { EditableRestriction } from '../../ui/restrictions.ts';
import { Spinner } from '../../ui/spinner.tsx';
import type { SpaPassForm, SpaPassFormValues } from '../../entities/spa-passes/spa-pass-form-schema.ts';

/** The day pass's restrictions in the shared editor (the add-ons' rules), saved with the rest of the form. */
export function DayPassRestrictionsField({ form, disabled }: { form: SpaPassForm; disabled: boolean }) {
  const intl = useIntl();
  const filters = useQuery(dateFiltersQuery);
  if (!filters.data) {
    return filters.isError ? (
      <p role="alert" className="text-secondary-700">
        {intl.formatMessage(uiMessages.fetchError)}
      </p>
    ) : (
      <Spinner />
    );
  }
  const dateFilters = filters.data;
  const refused = serverRefusals(form.formState.errors.restrictions);
  return (
    <>
      <FormControl<SpaPassFormValues, EditableRestriction[]>
        form={form}
        name="restrictions"
        render={({ value, onChange }) => (
          <RestrictionEditor value={value} onChange={onChange} dateFilters={dateFilters} disabled={disabled} />
        )}
      />
      {refused.length > 0 && (
        <div role="alert" className="rounded bg-secondary-50 p-2 text-sm text-secondary-800">
          {refused.map((message) => (
            <p key={message}>
              {intl.formatMessage(
                { id: 'products.dayPasses.notSaved', defaultMessage: 'Not saved: {message}' },
                { message },
              )}
            </p>
          ))}
        </div>
      )}
    </>
  );
}

/**
 * What the server refused in the restrictions (e.g. a date filter deleted since the list was loaded). The editor
 * shows the form's own problems on each row; a refusal names a row of the list as sent, so it is said here.
 */
function serverRefusals(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors).flatMap((row: unknown) =>
    row && typeof row === 'object'
      ? Object.values(row).flatMap((e: unknown) => {
          const { type, message } = (e ?? {}) as { type?: unknown; message?: unknown };
          return type === 'server' && typeof message === 'string' ? [message] : [];
        })
      : [],
  );
}
