import { dayPassKind } from '../../entities/spa-passes/spa-pass-kinds.ts';
import { SpaPassEditPage } from '../../entities/spa-passes/spa-pass-pages.tsx';
import { useIntl } from '../../i18n/intl.ts';
import { DayPassRestrictionsField } from './day-pass-restrictions-field.tsx';
import { IncludedServicesField } from './included-services-field.tsx';

const fieldset = 'flex flex-col gap-3 rounded border border-gray-200 p-3';
const legend = 'px-1 text-sm font-medium text-gray-700';

/**
 * /daypass/new (from the draft the list's picker held) and /daypass/{brpProductId}: the pass's fields, then a day
 * pass's restrictions and included services, saved with them.
 */
export function DayPassEditPage() {
  const intl = useIntl();
  return (
    <SpaPassEditPage
      kind={dayPassKind}
      sections={(form, busy) => (
        <>
          <fieldset className={fieldset}>
            <legend className={legend}>
              {intl.formatMessage({ id: 'products.dayPasses.restrictions', defaultMessage: 'Restrictions' })}
            </legend>
            <DayPassRestrictionsField form={form} disabled={busy} />
          </fieldset>
          <fieldset className={fieldset}>
            <legend className={legend}>
              {intl.formatMessage({ id: 'products.dayPasses.includedServices', defaultMessage: 'Included services' })}
            </legend>
            <IncludedServicesField form={form} disabled={busy} />
          </fieldset>
        </>
      )}
    />
  );
}
