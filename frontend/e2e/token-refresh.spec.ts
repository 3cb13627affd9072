import { expect, test } from './fixtures';

const accessToken = () => JSON.parse(localStorage.getItem('platform-session') ?? '{}').state?.token as string;

// spec: 01§9.1 01§4.12
test('the shell refreshes a 30 s access token and stays signed in past its lifetime', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn('staff_recheck');
  const first = await page.evaluate(accessToken);
  // the refresh token is the server's HttpOnly cookie: not in storage, not in document.cookie
  const cookie = (await page.context().cookies()).find((c) => c.name === 'platform_refresh');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/blade-auth/oauth' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('platform_refresh');
  expect(await page.evaluate(() => localStorage.getItem('platform-session'))).not.toContain(cookie!.value);
  // the 10 s check refreshes once elapsed seconds reach the lifetime minus the margin
  await expect.poll(() => page.evaluate(accessToken), { timeout: 40_000, intervals: [1_000] }).not.toBe(first);
  // well past the first token's 30 s: a fresh page load still works with the refreshed one
  await page.waitForTimeout(12_000);
  await page.reload();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('wel-greeting')).toContainText('您好');
});
