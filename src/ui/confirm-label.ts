/**
 * Spec section 2: the confirm dialog's own confirm label, and every delete's (ConfirmedButton): one word everywhere.
 * A module of its own so that a row's Delete button does not pull the dialog's code onto the first route (decision 021).
 */
export const CONFIRM_LABEL = 'Ok';
