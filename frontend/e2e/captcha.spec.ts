import { expect, test } from '@playwright/test';
import { snap } from './helpers';

// spec: 01§5.4 01§4.10
test('a wrong captcha shows 验证码不正确 and the image changes', async ({ page }) => {
  await page.goto('/login');
  const image = page.getByTestId('captcha-image').locator('img');
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const before = await image.getAttribute('src');

  // empty captcha: the form's own message
  await page.getByLabel('验证码').focus();
  await page.getByLabel('用户名').focus();
  await expect(page.locator('.ant-form-item-explain-error', { hasText: '请输入图形验证码' })).toBeVisible();

  await page.getByLabel('用户名').fill('analyst_demo');
  await page.getByLabel('密码', { exact: true }).fill('Demo#2026');
  await page.getByLabel('验证码').fill('zzzz');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('验证码不正确');
  await expect(image).not.toHaveAttribute('src', before ?? '');
  await expect(page.getByLabel('验证码')).toHaveValue('');
  await snap(page, 'login-captcha-error');
});

test('clicking the captcha image refreshes it', async ({ page }) => {
  await page.goto('/login');
  const image = page.getByTestId('captcha-image').locator('img');
  await expect(image).toHaveAttribute('src', /^data:image\/png;base64,/);
  const before = await image.getAttribute('src');
  await page.getByTestId('captcha-image').click();
  await expect(image).not.toHaveAttribute('src', before ?? '');
});
