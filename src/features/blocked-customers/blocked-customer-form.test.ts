import { describe, expect, it } from 'vitest';
import { blockedCustomerForm, withDialPrefix } from './blocked-customer-form.tsx';

const dialCodes = [
  { code: 'NO', phone: '+47' },
  { code: 'SE', phone: '+46' },
];
const form = blockedCustomerForm(dialCodes);

describe('withDialPrefix', () => {
  it('puts the prefix and a space in front of a typed number', () => {
    expect(withDialPrefix('912 34 567', '+47')).toBe('+47 912 34 567');
    expect(withDialPrefix('  08-123 45 67 ', '+46')).toBe('+46 08-123 45 67');
  });

  it('keeps a number that has its own + and leaves no number empty', () => {
    expect(withDialPrefix('+46 70 123 45 67', '+47')).toBe('+46 70 123 45 67');
    expect(withDialPrefix('   ', '+47')).toBe('');
  });
});

describe('blocked customer form', () => {
  it('starts a new row on Norway and adds the chosen country prefix on save', () => {
    const values = form.values();
    expect(values).toMatchObject({ country: 'NO', emailAddress: '', phoneNumber: '' });
    expect(form.schema.parse({ ...values, country: 'SE', phoneNumber: '70 123 45 67' })).toEqual({
      emailAddress: '',
      phoneNumber: '+46701234567',
      note: '',
    });
    // An international email address is an email address (contract/blocked-customers.ts).
    expect(form.schema.parse({ ...values, emailAddress: 'blåbær@eksempel.no' })).toMatchObject({
      emailAddress: 'blåbær@eksempel.no',
    });
    expect(form.schema.parse({ ...values, emailAddress: 'a@example.com' })).toEqual({
      emailAddress: 'a@example.com',
      phoneNumber: '',
      note: '',
    });
  });

  it('shows a stored phone number readably and saves an edited one as E.164 (a Norwegian one without +47)', () => {
    const values = form.values({ id: 4, version: 1, emailAddress: '', phoneNumber: '+4794979466', note: 'x' });
    expect(values.country).toBe('');
    expect(values.phoneNumber).toBe('+47 94 97 94 66');
    expect(form.schema.parse({ ...values, phoneNumber: '912 34 567' })).toEqual({
      emailAddress: '',
      phoneNumber: '+4791234567',
      note: 'x',
    });
    expect(form.schema.safeParse({ ...values, phoneNumber: '12' }).error?.issues[0]?.message).toBe(
      'must be a phone number, e.g. 912 34 567 or +47 912 34 567',
    );
  });

  it('ignores an inline save with neither email nor phone, never the add form', () => {
    const row = form.values({ id: 4, version: 1, emailAddress: 'a@example.com', phoneNumber: '', note: '' });
    expect(form.ignoreSave?.(row)).toBeNull();
    expect(form.ignoreSave?.({ ...row, emailAddress: ' ' })).toBe('Type an email address or a phone number to save.');
    expect(form.ignoreSave?.(form.values())).toBeNull();
  });

  it('refuses a row that blocks nobody on the email address', () => {
    const result = form.schema.safeParse(form.values());
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['emailAddress']);
  });
});
