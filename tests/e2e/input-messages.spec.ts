import type { BlockedCustomer } from '../../contract/blocked-customers.ts';
import type { Paged } from '../../contract/common.ts';
import type { HotelPackage } from '../../contract/hotel-products.ts';
import type { Image } from '../../contract/images.ts';
import { readablePhone } from '../../contract/phone.ts';
import { expect, test } from './support/fixtures.ts';
import { bookingItem, scheduleDay, showDay, slotRow } from './support/schedule.ts';

// Issue 30: every rule answered in plain words with the field's label, before anything is sent; phone numbers held
// as E.164 and shown readably; international email addresses; image sources that are web addresses.

/** Four digits of the test's own, for phone numbers no other test's rows have. */
const digitsOf = (uid: string) => uid.replace(/\D/g, '').padStart(4, '0').slice(-4);

test.describe('input messages', () => {
  test('forms say what is wrong with the field named, and send nothing', async ({ page, api, uid }) => {
    const clockId = `HPM-${uid}`;
    const made = await api.send<HotelPackage>('POST', 'products/hotelPackage', {
      clockId,
      name: `Meldingspakke ${uid}`,
      position: 40,
    });
    try {
      await test.step('a hotel package: position, stays in the wrong order, a text too long', async () => {
        await page.goto(`/hotelpackages/${clockId}`);
        await page.getByLabel('Position', { exact: true }).fill('-3');
        await page.getByLabel('Min stay', { exact: true }).fill('5');
        await page.getByLabel('Max stay', { exact: true }).fill('2');
        await page.getByLabel('Intro text', { exact: true }).fill('x'.repeat(4001));
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(page.getByText('Position must be 0 or more.', { exact: true })).toBeVisible();
        await expect(page.getByText('Max stay must not be less than Min stay.', { exact: true })).toBeVisible();
        await expect(page.getByText('Intro text must be at most 4,000 characters.', { exact: true })).toBeVisible();
        await page.getByLabel('Position', { exact: true }).fill('abc');
        await expect(page.getByText('Position must be a number.', { exact: true })).toBeVisible();
        await expect(page.getByText(/Too small|Too big|expected|NaN|minStay/)).toHaveCount(0);
        await expect(page.getByLabel('Max stay', { exact: true })).toHaveValue('2');
        await expect
          .poll(() => api.get<HotelPackage>(`products/hotelPackage/${clockId}`))
          .toMatchObject({ position: made.position, minStay: made.minStay, introText: '' });
      });
    } finally {
      const now = await api.get<HotelPackage>(`products/hotelPackage/${clockId}`);
      await api.remove(`products/${clockId}/hotelPackage`, now.version);
    }

    await test.step('an image: a name too long and a src that is no web address', async () => {
      const before = (await api.get<Image[]>('images')).length;
      await page.goto('/images');
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const form = page.getByRole('form', { name: 'New image' });
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('n'.repeat(300));
      await form.getByRole('textbox', { name: 'Alt', exact: true }).fill(`Alt ${uid}`);
      await form.getByLabel('Src').fill('javascript:alert(1)');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Name must be at most 200 characters.', { exact: true })).toBeVisible();
      await expect(
        form.getByText('Src must start with https:// or http://, or be a path on this site starting with /.', {
          exact: true,
        }),
      ).toBeVisible();
      await expect(form.getByText('Name is required')).toHaveCount(0);
      await expect(form.getByLabel('Src')).toHaveValue('javascript:alert(1)');
      await expect.poll(async () => (await api.get<Image[]>('images')).length).toBe(before);
    });
  });

  test('a blocked customer with an international email and a phone with spaces: held canonical, shown readably', async ({
    page,
    api,
    uid,
  }) => {
    const email = `blåbær-${uid}@eksempel.no`;
    const e164 = `+479497${digitsOf(uid)}`;
    const total = (await api.get<Paged<BlockedCustomer>>('blocked-customers')).items.length;
    await page.goto(`/blockedcustomers?itemsPerPage=50&page=${Math.ceil((total + 1) / 50)}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'New blocked customer' });
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('Phone number').fill(`949 7 ${digitsOf(uid)}`);
    await form.getByLabel('Note').fill(`Meldinger ${uid}`);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toHaveCount(0);
    await expect
      .poll(async () =>
        (await api.get<Paged<BlockedCustomer>>('blocked-customers')).items.find((c) => c.note === `Meldinger ${uid}`),
      )
      .toMatchObject({ emailAddress: email, phoneNumber: e164 });
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: email, exact: true }) });
    await expect(row.getByRole('cell', { name: readablePhone(e164), exact: true })).toBeVisible();
  });

  test('at the door: a name too long is refused in the dialog, nothing queued; a phone is held as E.164', async ({
    page,
    api,
    days,
    uid,
  }) => {
    const s = await scheduleDay(api, days);
    const long = `Gjest ${uid} ${'x'.repeat(200)}`;
    const name = `Gjest ${uid}`;
    await showDay(page, s.day);
    await slotRow(page, '18:00').getByRole('button', { name: 'Add booking at 18:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add booking' });
    await dialog.getByLabel('Customer name').fill(long);
    await dialog.getByLabel('Phone').fill(`949 7 ${digitsOf(uid)}`);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Customer name must be at most 200 characters.', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('Customer name')).toHaveValue(long);
    await expect(bookingItem(page, long)).toHaveCount(0);
    await expect
      .poll(async () => (await s.groups()).flatMap((g) => g.timeslots).flatMap((t) => t.bookings))
      .toEqual([]);

    await dialog.getByLabel('Customer name').fill(name);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect.poll(async () => (await s.booking(name))?.phoneNumber).toBe(`+479497${digitsOf(uid)}`);
    await expect(bookingItem(page, name)).toContainText(readablePhone(`+479497${digitsOf(uid)}`));
  });
});
