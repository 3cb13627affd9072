import { request as requestContext, type Page } from '@playwright/test';
import { apiOf, expect, test } from './fixtures';
import { demoPassword, screenshotDir } from './helpers';
import { useOwnServer } from './own-server';

/**
 * Issue 21 item 4, face verification in the reset-password dialog (01 §2 "Dialogs": 开始人脸识别;
 * 01 §7 getFaceRecognitionUrlUpdatePwd, getFaceRecognitionResult; 01 §8 获取人脸核身结果失败): the
 * administrator turns on `account.resetPasswordFace`; a user who forgot the password fills in
 * the account, its mobile and the code, and is refused without a face check (请先完成人脸识别).
 * The register holds no certificate of the account's holder, so the first 开始人脸识别 asks the
 * name and id number of the person taking the check; then it opens the verifier's page in a new
 * window; a failed check says 获取人脸核身结果失败;
 * a second, passed one says 人脸识别通过 and the reset goes through; the old password no longer
 * signs in, the new one does. Own server: the parameter and the password change.
 */
const own = useOwnServer(15);
const account = 'personal_demo';
const phone = '13800000000';
const newPassword = 'Yanta#2027ok';

let shots = 0;
async function shot(page: Page, name: string) {
  shots += 1;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screenshotDir}face-${String(shots).padStart(2, '0')}-${name}.png` });
}

/** Presses 开始人脸识别 and answers the verifier's page that opens with `outcome`. */
async function faceCheck(page: Page, outcome: 'pass' | 'fail') {
  const verifier = page.waitForEvent('popup');
  await page.getByTestId('face-start').click();
  const popup = await verifier;
  await expect(popup.locator(`#${outcome}`)).toBeVisible();
  if (outcome === 'pass') await shot(popup, 'verifier');
  await popup.locator(`#${outcome}`).click();
  await expect(popup.locator(outcome === 'pass' ? '#passed' : '#failed')).toBeVisible();
  await popup.close();
}

// spec: 01§8.12
test('a reset the tenant guards with face verification passes only after a passed check', async ({ browser }) => {
  test.setTimeout(180_000);
  const request = await requestContext.newContext({ baseURL: own.url });
  const api = apiOf(request);
  const admin = await api.token('admin');
  await api.post(admin, '/api/blade-system/param-biz/submit', {
    paramName: '重置密码须人脸识别', paramKey: 'account.resetPasswordFace', paramValue: '1', remark: '',
  });

  const page = await (await own.contextOn(browser)).newPage();
  await page.goto('/login');
  await page.getByTestId('forgot-password').click();
  const dialog = page.getByRole('dialog', { name: '重置密码' });
  await dialog.getByTestId('reset-account').fill(account);
  await dialog.getByTestId('reset-phone').fill(phone);
  await dialog.getByTestId('sms-code-button').click();
  await expect(dialog.getByTestId('sms-code-button')).toBeDisabled();
  const outbox = (await api.get(admin, `/api/blade-system/sms/outbox?phone=${phone}&current=1&size=1`)) as { records: { content: string }[] };
  const code = /验证码为(\d{6})/.exec(outbox.records[0]?.content ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByTestId('reset-code').fill(code);
  await dialog.getByTestId('reset-password').fill(newPassword);
  await dialog.getByTestId('reset-confirm').fill(newPassword);

  // without a face check the tenant refuses the reset
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('请先完成人脸识别')).toBeVisible();

  // no identity on the register: the person taking the check says who they are
  await dialog.getByTestId('face-start').click();
  await expect(dialog.getByTestId('face-status')).toHaveText('该账号未登记实名信息，请填写进行人脸识别的本人姓名和身份证号码');
  await dialog.getByTestId('face-name').fill('张伟');
  await dialog.getByTestId('face-id-number').fill('610102199001019137');
  await shot(page, 'identity');

  // a failed check is said so, and does not serve
  await faceCheck(page, 'fail');
  await expect(dialog.getByTestId('face-status')).toHaveText('获取人脸核身结果失败', { timeout: 10_000 });
  await shot(page, 'failed');

  // a passed one does
  await faceCheck(page, 'pass');
  await expect(dialog.getByTestId('face-status')).toHaveText('人脸识别通过', { timeout: 10_000 });
  await expect(dialog.getByTestId('face-start')).toBeDisabled();
  await shot(page, 'passed');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('密码重置成功，请使用新密码登录')).toBeVisible();

  await page.getByLabel('用户名').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByTestId('login-error')).toHaveText('用户名或密码不正确');
  await page.getByLabel('密码', { exact: true }).fill(newPassword);
  // after a refusal antd keeps the button's loading icon (named "loading") while it animates out
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wel\/index$/);
  await request.dispose();
});
