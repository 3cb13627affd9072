// The traceability matrix's generator on a tiny spec: ids, keys, literal and annotation evidence,
// the open count. Run by `make spec-trace`: node --test scripts/spec-trace.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { annotationsIn, callsIn, messagesIn, parseSpec, render, routesIn, summary, trace } from './spec-trace.mjs';

const SPEC = `# Specification: a tiny product

Preamble, not an item.

## 2. Screens and routes

Routes:
- /home with children login, reportDetail/{id}.
- /process/memberApplys, memberApproves; /sealAdmin and /pages/edit|detail/{id}.
- A page that is still a placeholder: /later.

## 5. Validation rules

- Lock password required: 锁屏密码不能为空.
- Upload: over the limit gives 超出最大文件上传数量{n}个; login asks 'please enter username'.
- Nothing here is shown: not shown.
- **Bond row** sub-rules:
  - 至少填写一组债券信息 when the last row goes.

## 7. Calls

| Method and path | Payload |
|---|---|
| GET /api/rem-registrationbizweb/bondPayment/queryBondPaymentInfos?uuid | uuid |
| POST api/blade-system/dict/{submit, remove} | body |

- Auth: GET blade-auth/oauth/captcha; clear-cache; POST getFaceRecognitionUrl.
`;

const ids = (items) => items.map((it) => it.id);

test('items: bullets and rows numbered per section, intros skipped, keys of their own', () => {
  const items = parseSpec('09', SPEC);
  assert.deepEqual(ids(items.filter((it) => it.kind === 'item')), [
    '09§2.1', '09§2.2', '09§2.3', '09§5.1', '09§5.2', '09§5.3', '09§5.4', '09§7.1', '09§7.2', '09§7.3',
  ]);
  assert.match(items.find((it) => it.id === '09§5.4').text, /^Bond row sub-rules › 至少填写一组债券信息/);
  assert.equal(items.find((it) => it.id === '09§5.3').na, true);
  assert.deepEqual(ids(items.filter((it) => it.kind === 'route')), [
    '09§2 /home/login', '09§2 /home/reportDetail/{id}', '09§2 /home', '09§2 /process/memberApplys',
    '09§2 /process/memberApproves', '09§2 /sealAdmin', '09§2 /pages/edit/{id}', '09§2 /pages/detail/{id}', '09§2 /later',
  ]);
  assert.deepEqual(ids(items.filter((it) => it.kind === 'call')), [
    '09§7 bondPayment/queryBondPaymentInfos', '09§7 dict/submit', '09§7 dict/remove',
    '09§7 oauth/captcha', '09§7 oauth/clear-cache', '09§7 getFaceRecognitionUrl',
  ]);
  assert.deepEqual(ids(items.filter((it) => it.kind === 'message')), [
    '09§5 锁屏密码不能为空', '09§5 超出最大文件上传数量{n}个', '09§5 please enter username', '09§5 至少填写一组债券信息',
  ]);
});

test('keys are read out of prose', () => {
  assert.deepEqual(routesIn('Unknown paths go to /404; root redirects to /wel; sizes 5/10/15.'), ['/404', '/wel']);
  assert.deepEqual(callsIn('GET user/queryAllRefCompany, queryCurrentCompanyRoleId; POST menu/remove'), [
    'user/queryAllRefCompany', 'user/queryCurrentCompanyRoleId', 'menu/remove',
  ]);
  assert.deepEqual(messagesIn('captcha | 验证码发送失败 (captcha refreshed); success 验证码发送成功'), ['验证码发送失败', '验证码发送成功']);
  assert.deepEqual(messagesIn('首次企业认证后需要重新登录！ / 首次产品认证后需要重新登录！'), ['首次企业认证后需要重新登录！', '首次产品认证后需要重新登录！']);
});

test('annotations: several ids on a line, keys with the section', () => {
  const [a] = annotationsIn('    // spec: 09§5.1 09§2 /sealAdmin 09§5 锁屏密码不能为空\n');
  assert.deepEqual(a.refs.map((r) => [r.doc, r.section, r.ordinal, r.words.join(' ')]), [
    ['09', 5, 1, ''], ['09', 2, null, '/sealAdmin'], ['09', 5, null, '锁屏密码不能为空'],
  ]);
});

const FILES = [
  ['frontend/src/app/paths.ts', "export const paths = { home: '/home', seal: '/sealAdmin', pages: '/pages/edit/:id' };\n" +
    "export const shellPendingPaths: readonly string[] = [\n  '/later',\n];\n"],
  ['frontend/src/features/lock/lock-dialog.tsx', "const rule = { message: '锁屏密码不能为空' };\n"],
  ['frontend/src/features/lock/lock-rules.ts', 'export const limit = 4;\n'],
  ['frontend/src/features/lock/lock-rules.test.ts', "// spec: 09§5.4\ntest('the last row stays', () => {});\n"],
  ['server/src/routes/bond_payment.rs', '#[get("/rem-registrationbizweb/bondPayment/queryBondPaymentInfos")]\nfn f() {}\n' +
    '#[cfg(test)]\nmod tests {\n    // spec: 09§5.1\n    fn lock() { assert_eq!(m, "锁屏密码不能为空"); }\n}\n'],
  ['server/tests/api/payments.rs', 'const URL: &str = "/api/rem-registrationbizweb/bondPayment/queryBondPaymentInfos";\n' +
    '// spec: 09§5.2 09§2 /nowhere\n#[actix_rt::test]\nasync fn pays() { app.get(URL).await; }\n'],
  ['frontend/e2e/seal.spec.ts', "test('seal', async ({ page }) => { await page.goto('/sealAdmin'); });\n"],
  ['frontend/src/features/later/later-page.tsx', "const to = '/later';\nexport const Later = () => <div data-testid=\"later-page\" />;\n"],
  ['frontend/e2e/later.spec.ts', "// spec: 09§2.3\ntest('later', async ({ page }) => {\n  await expect(page.getByTestId('later-page')).toBeVisible();\n});\n"],
  ['frontend/src/features/auth/login-form.tsx', 'export const LoginForm = () => null;\n'],
  ['frontend/src/features/auth/sign-in.test.tsx', "import { LoginForm } from './login-form';\n// spec: 09§7.3\nit('signs in', () => {});\n"],
];

test('evidence: literals, annotations, inferred implementations, the open count', () => {
  const { items, unknown } = trace([{ doc: '09', text: SPEC }], FILES);
  const byId = new Map(items.map((it) => [it.id, it]));
  const files = (id, side) => [...byId.get(id)[side]].sort();
  // a route: named in source, visited by a browser test
  assert.deepEqual(files('09§2 /sealAdmin', 'impl'), ['frontend/src/app/paths.ts']);
  assert.deepEqual(files('09§2 /sealAdmin', 'test'), ['frontend/e2e/seal.spec.ts']);
  assert.equal(byId.get('09§2 /sealAdmin').status, 'done');
  // a route with parameters in the source; a placeholder route implements nothing
  assert.deepEqual(files('09§2 /pages/edit/{id}', 'impl'), ['frontend/src/app/paths.ts']);
  assert.deepEqual(files('09§2 /later', 'impl'), []);
  // a call: the server's path (service and /api/ aside); the API test through its constant
  assert.deepEqual(files('09§7 bondPayment/queryBondPaymentInfos', 'impl'), ['server/src/routes/bond_payment.rs']);
  assert.deepEqual(files('09§7 bondPayment/queryBondPaymentInfos', 'test'), ['server/tests/api/payments.rs']);
  // a message: in a component, and in the Rust module's tests (after #[cfg(test)])
  assert.deepEqual(files('09§5 锁屏密码不能为空', 'impl'), ['frontend/src/features/lock/lock-dialog.tsx']);
  assert.deepEqual(files('09§5 锁屏密码不能为空', 'test'), ['server/src/routes/bond_payment.rs']);
  // bullets: a test names them; the implementation is the bullet's own message, the module
  // beside a unit test, or the handler of the call an API test makes
  assert.deepEqual(files('09§5.1', 'impl'), ['frontend/src/features/lock/lock-dialog.tsx']);
  assert.deepEqual(files('09§5.1', 'test'), ['server/src/routes/bond_payment.rs']);
  assert.deepEqual(files('09§5.4', 'impl'), ['frontend/src/features/lock/lock-rules.ts']);
  assert.deepEqual(files('09§5.2', 'impl'), ['server/src/routes/bond_payment.rs']);
  // a browser test: the component with the test id it reaches for; a unit test without a
  // module beside it: the modules it imports
  assert.deepEqual(files('09§2.3', 'impl'), ['frontend/src/features/later/later-page.tsx']);
  assert.deepEqual(files('09§7.3', 'impl'), ['frontend/src/features/auth/login-form.tsx']);
  assert.equal(byId.get('09§2.1').status, 'open');
  assert.equal(byId.get('09§5.3').status, 'n/a');
  assert.deepEqual([...unknown.keys()], ['09§2 /nowhere']);
  const s = summary({ items });
  assert.equal(s.total, items.length);
  assert.equal(s.open, items.filter((it) => it.status === 'open').length);
  assert.equal(s.total, s.open + s.done + s.na);
  const md = render({ items, unknown }, { '09': 'a tiny product' });
  assert.match(md, new RegExp(`\\*\\*${s.total} items: ${s.done} done, ${s.open} open, 1 n/a\\*\\*`));
  assert.match(md, /\| 09§2 \/sealAdmin \| route `\/sealAdmin` \| `frontend\/src\/app\/paths.ts` \| `frontend\/e2e\/seal.spec.ts` \| done \|/);
  assert.match(md, /`09§2 \/nowhere` in `server\/tests\/api\/payments.rs`/);
});
