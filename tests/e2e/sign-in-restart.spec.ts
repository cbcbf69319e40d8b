import { expect, test } from '@playwright/test';
import { withOwnServer } from './support/own-server.ts';

test.describe('the local sign-in provider across a server restart', () => {
  test('the console stays signed in: its refresh token still works on the restarted server, no popup', async ({
    browser,
  }) => {
    await withOwnServer(browser, async ({ page, server, restart }) => {
      const popups: string[] = [];
      page.on('popup', (popup) => popups.push(popup.url()));
      // The provider's answers to the console's token requests (a refresh, or a silent sign-in in a hidden frame).
      const tokenAnswers: { grant: string; status: number }[] = [];
      // The API's answers to the console's calls with a token.
      const apiAnswers: number[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/idp/token')) {
          const grant = new URLSearchParams(response.request().postData() ?? '').get('grant_type') ?? '';
          tokenAnswers.push({ grant, status: response.status() });
        } else if (response.url().includes('/api/') && response.request().headers().authorization) {
          apiAnswers.push(response.status());
        }
      });
      await page.clock.install();

      await server.stop();
      const restarted = await restart();
      await expect.poll(() => restarted.output()).not.toContain('in-memory adapter');

      // Two hours on: the access token the console holds has expired, so its next call to the API needs a new
      // one, which MSAL asks of the provider with its refresh token (the provider now restarted).
      await page.clock.fastForward('02:00:00');
      apiAnswers.length = 0;
      await page.reload();
      await expect(page.getByRole('button', { name: /Kari Nordmann/ })).toBeVisible();
      await expect.poll(() => tokenAnswers).toContainEqual({ grant: 'refresh_token', status: 200 });
      await expect(page.getByRole('button', { name: 'Sign-In' })).toHaveCount(0);
      // Its data loads with the new token.
      await expect.poll(() => apiAnswers).toContain(200);
      expect(apiAnswers.filter((status) => status === 401)).toEqual([]);
      expect(tokenAnswers.filter((entry) => entry.status !== 200)).toEqual([]);
      expect(popups).toEqual([]);
    });
  });
});
