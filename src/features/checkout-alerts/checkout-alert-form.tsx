import dayjs from 'dayjs';
import {
  ALERT_FIRST_DAY,
  ALERT_LAST_DAY,
  ALERT_MESSAGE_MAX,
  checkoutAlertInputSchema,
  type CheckoutAlert,
} from '../../../contract/checkout-alerts.ts';
import { intl as shownIntl, type IntlShape } from '../../i18n/intl.ts';
import { FormDate, FormSwitch, FormText } from '../../ui/form/fields.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';
import { alertName } from './checkout-alert-columns.tsx';
import { ALERT_LABELS } from './checkout-alert-labels.ts';

/**
 * The edit row holds the contract's input as it is (texts, 'YYYY-MM-DD' or '' for no date, two flags), so the
 * contract's own schema is the form's. Spec section 9: a new alert has empty messages, both flows on, and today
 * (the browser's local day) as both dates. In the language shown.
 */
export function checkoutAlertForm(
  intl: IntlShape = shownIntl(),
): InlineCrudForm<CheckoutAlert, typeof checkoutAlertInputSchema> {
  const label = (name: keyof typeof ALERT_LABELS) => intl.formatMessage(ALERT_LABELS[name]);
  return {
    schema: checkoutAlertInputSchema,
    // activeTo has two texts (before activeFrom, out of range): the contract's own, worded for the person.
    messages: {
      messageNo: intl.formatMessage(
        {
          id: 'content.checkoutAlerts.messageNoTooLong',
          defaultMessage: 'Message (No) can be at most {max} characters',
        },
        { max: ALERT_MESSAGE_MAX },
      ),
      messageEn: intl.formatMessage(
        {
          id: 'content.checkoutAlerts.messageEnTooLong',
          defaultMessage: 'Message (En) can be at most {max} characters',
        },
        { max: ALERT_MESSAGE_MAX },
      ),
      activeFrom: intl.formatMessage(
        {
          id: 'content.checkoutAlerts.activeFromRange',
          defaultMessage: 'Active from must be a date from {first} to {last}',
        },
        { first: ALERT_FIRST_DAY, last: ALERT_LAST_DAY },
      ),
    },
    values: (a) => {
      const today = dayjs().format('YYYY-MM-DD');
      return {
        messageNo: a?.messageNo ?? '',
        messageEn: a?.messageEn ?? '',
        activeFrom: a?.activeFrom ?? today,
        activeTo: a?.activeTo ?? today,
        hotelFlow: a?.hotelFlow ?? true,
        spaFlow: a?.spaFlow ?? true,
      };
    },
    // Spec section 5: the save is ignored while a date is missing.
    ignoreSave: (v) =>
      v.activeFrom && v.activeTo
        ? null
        : intl.formatMessage({
            id: 'content.checkoutAlerts.datesMissing',
            defaultMessage: 'Choose both dates to save.',
          }),
    focus: 'messageNo',
    newLabel: intl.formatMessage({ id: 'content.checkoutAlerts.new', defaultMessage: 'New checkout alert' }),
    editLabel: (a) =>
      intl.formatMessage(
        { id: 'content.checkoutAlerts.edit', defaultMessage: 'Edit checkout alert {name}' },
        { name: alertName(a, intl) },
      ),
    fields: (form) => (
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <div className="flex flex-wrap gap-x-8 md:col-span-2">
          <FormSwitch form={form} name="hotelFlow" label={label('hotelFlow')} />
          <FormSwitch form={form} name="spaFlow" label={label('spaFlow')} />
        </div>
        <FormText form={form} name="messageNo" label={label('messageNo')} multiline rows={3} />
        <FormText form={form} name="messageEn" label={label('messageEn')} multiline rows={3} />
        <FormDate form={form} name="activeFrom" label={label('activeFrom')} />
        <FormDate form={form} name="activeTo" label={label('activeTo')} />
      </div>
    ),
  };
}
