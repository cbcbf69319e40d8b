import dayjs from 'dayjs';
import {
  ALERT_FIRST_DAY,
  ALERT_LAST_DAY,
  ALERT_MESSAGE_MAX,
  checkoutAlertInputSchema,
  type CheckoutAlert,
} from '../../../contract/checkout-alerts.ts';
import { FormDate, FormSwitch, FormText } from '../../ui/form/fields.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';
import { alertName } from './checkout-alert-columns.tsx';

/**
 * The edit row holds the contract's input as it is (texts, 'YYYY-MM-DD' or '' for no date, two flags), so the
 * contract's own schema is the form's. Spec section 9: a new alert has empty messages, both flows on, and today
 * (the browser's local day) as both dates.
 */
export const checkoutAlertForm: InlineCrudForm<CheckoutAlert, typeof checkoutAlertInputSchema> = {
  schema: checkoutAlertInputSchema,
  // activeTo has two texts (before activeFrom, out of range): the contract's own, worded for the person.
  messages: {
    messageNo: `Message (No) can be at most ${ALERT_MESSAGE_MAX} characters`,
    messageEn: `Message (En) can be at most ${ALERT_MESSAGE_MAX} characters`,
    activeFrom: `Active from must be a date from ${ALERT_FIRST_DAY} to ${ALERT_LAST_DAY}`,
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
  ignoreSave: (v) => (v.activeFrom && v.activeTo ? null : 'Choose both dates to save.'),
  focus: 'messageNo',
  newLabel: 'New checkout alert',
  editLabel: (a) => `Edit checkout alert ${alertName(a)}`,
  fields: (form) => (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
      <div className="flex flex-wrap gap-x-8 md:col-span-2">
        <FormSwitch form={form} name="hotelFlow" label="Hotel flow" />
        <FormSwitch form={form} name="spaFlow" label="SPA flow" />
      </div>
      <FormText form={form} name="messageNo" label="Message (No)" multiline rows={3} />
      <FormText form={form} name="messageEn" label="Message (En)" multiline rows={3} />
      <FormDate form={form} name="activeFrom" label="Active from" />
      <FormDate form={form} name="activeTo" label="Active to" />
    </div>
  ),
};
