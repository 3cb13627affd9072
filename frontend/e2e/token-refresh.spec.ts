import { expect, test } from './fixtures';

const accessToken = () => JSON.parse(localStorage.getItem('platform-session') ?? '{}').state?.token as string;

// spec: 01§4.12
test('the shell refreshes a 30 s access token and stays signed in past its lifetime', async ({ page, signIn }) => {
  test.setTimeout(120_000);
  await signIn('staff_recheck');
  const first = await page.evaluate(accessToken);
  // the 10 s check refreshes once elapsed seconds reach the lifetime minus the margin
  await expect.poll(() => page.evaluate(accessToken), { timeout: 40_000, intervals: [1_000] }).not.toBe(first);
  // well past the first token's 30 s: a fresh page load still works with the refreshed one
  await page.waitForTimeout(12_000);
  await page.reload();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await expect(page.getByTestId('wel-greeting')).toContainText('您好');
});
