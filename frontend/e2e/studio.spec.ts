import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snap } from './helpers';
import { editor, graphZoom, openDefinition, replaceInEditor, scrollGraphTo, selectInEditor, tab } from './studio-editor';

/**
 * Issue 7, the analysts' studio in the browser (its own server: it publishes new versions of
 * share_transfer and 550004). An investor's share transfer is waiting at 初审; analyst_demo
 * changes a label and a rule of the form share_transfer in the editor and sees them in the
 * preview, breaks 550004 with a dead end and sees it in 检查 and on the graph, mends it, dry-runs
 * 550004 with the form's draft (the waiting application replays without a difference) and
 * publishes the form (550004 follows as v2). A new application shows the new label; the waiting
 * one keeps its version and completes on it. Anyone else is refused the studio.
 */

const transfer = { productCode: '100001', accountNumberOut: '2000000001', accountNumberIn: '1000000001' };

async function fillTransfer(page: Page, volume: number) {
  await page.locator('#root_transfersType').click();
  await page.locator('.ant-select-item-option[title="协议转让"]').click();
  await page.locator('#root_productCode').fill(transfer.productCode);
  await page.locator('#root_accountNumberOut').fill(transfer.accountNumberOut);
  await page.locator('#root_accountNumberIn').fill(transfer.accountNumberIn);
  await page.locator('#root_transferVolume').fill(String(volume));
}

/** Submits the apply page (a business still running: 提交成功, no voucher question) and returns the bizSn. */
async function submit(page: Page): Promise<string> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/application/submit') && r.status() === 200);
  await page.getByTestId('submit-button').click();
  const body = (await (await answer).json()) as { data: { bizSn: string } };
  await expect(page.getByTestId('submit-success').first()).toHaveText('提交成功');
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
  return body.data.bizSn;
}

/** The label of a field of the form renderer (apply, approve and detail pages, the preview). */
const labelOf = (scope: Page | Locator, field: string) => scope.locator(`[data-field="root_${field}"] label`).first();

/** Opens the to-do of an application from 我的待办. */
async function openTodo(page: Page, bizSn: string) {
  await page.goto('/queryPage/bjotcTaskItem2');
  const row = page.getByRole('row').filter({ hasText: bizSn });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '办理' }).click();
  await expect(page.getByTestId('approve-page')).toBeVisible();
}

async function approve(page: Page, memo: string) {
  await page.locator('#root_memo').fill(memo);
  await page.getByTestId('action-approve').click();
  await expect(page).toHaveURL(/\/queryPage\/bjotcTaskItem2$/);
}


test('an analyst changes a form, breaks and mends a flow, dry-runs and publishes; running applications keep their version', async ({ signedInPage }) => {
  test.setTimeout(240_000);

  // 1. an application started on v1, waiting at 初审
  const investor = await signedInPage('personal_demo', transfer.accountNumberOut);
  await investor.goto('/process/apply?appId=550004&nodeId=apply');
  await expect(investor.getByTestId('form-title')).toHaveText('股份转让');
  await expect(labelOf(investor, 'transferVolume')).toHaveText('转让数量');
  await fillTransfer(investor, 300);
  const older = await submit(investor);
  await investor.goto(`/process/ywlsDetail?bizSn=${older}`);
  await expect(investor.getByTestId('detail-status')).not.toHaveText('已办结');

  // 2. the analyst changes a label and a rule of share_transfer and sees them in the preview
  const analyst = await signedInPage('analyst_demo');
  await analyst.goto('/formDesign');
  await expect(analyst.getByTestId('studio-list').getByRole('row').filter({ hasText: '550004' }).first()).toBeVisible();
  await snap(analyst, 'studio-list');
  await openDefinition(analyst, 'share_transfer');
  await expect(analyst.getByTestId('draft-status')).toHaveText('无草稿');
  await replaceInEditor(analyst, '"转让数量"', '"本次转让数量"');
  await replaceInEditor(analyst, '"max": 20', '"max": 6');
  await expect(analyst.getByTestId('unsaved')).toBeVisible();
  await tab(analyst, '检查').click();
  await expect(analyst.getByTestId('check-ok')).toBeVisible();

  await tab(analyst, '预览').click();
  const preview = analyst.getByTestId('form-preview-pane');
  await expect(labelOf(preview, 'transferVolume')).toHaveText('本次转让数量');
  await preview.locator('#root_productCode').fill('1234567');
  await preview.getByTestId('preview-validate').click();
  await expect(preview.locator('[data-field="root_productCode"]')).toContainText('产品代码不能超过6个字符');
  await snap(analyst, 'studio-form-preview');
  // six characters are within the rule
  await preview.locator('#root_productCode').fill('123456');
  await preview.getByTestId('preview-validate').click();
  await expect(preview.locator('[data-field="root_productCode"]')).not.toContainText('产品代码不能超过6个字符');

  await analyst.getByRole('button', { name: '保存草稿' }).click();
  await expect(analyst.getByText('草稿已保存')).toBeVisible();
  await expect(analyst.getByTestId('unsaved')).toHaveCount(0);
  await expect(analyst.getByTestId('draft-status')).toContainText('草稿（基于 v1）');

  // 3. 550004 broken with a dead end: 办结 becomes a service step with no way out
  await openDefinition(analyst, '550004');
  await tab(analyst, '流程图').click();
  // legible at once (no label under 12px on screen), from the start; the rest by scrolling
  for (const node of ['start', 'apply']) await expect(analyst.getByTestId(`flow-node-${node}`)).toBeInViewport({ ratio: 0.95 });
  expect(await graphZoom(analyst)).toBeGreaterThanOrEqual(12 / 13 - 0.001);
  await snap(analyst, 'studio-flow-graph');
  for (const node of ['PreliminaryApprove', 'RecheckApprove', 'effect', 'approved']) await scrollGraphTo(analyst, analyst.getByTestId(`flow-node-${node}`));

  // typed over the opening of "uses": a "nodes" override before it, whatever follows it
  await selectInEditor(analyst, '"uses": [');
  await analyst.keyboard.insertText('"nodes": [{"id": "approved", "kind": "serviceTask", "name": "归档", "effect": "completeApplication"}],\n  "uses": [');
  await expect(editor(analyst)).toContainText('"nodes": [{"id": "approved"');

  await tab(analyst, /^检查/).click();
  const problems = analyst.getByTestId('problem-list');
  await expect(problems).toContainText('dead end');
  await expect(problems.locator('.studio-problem').filter({ hasText: '节点 approved' })).toContainText('dead end');
  await expect(tab(analyst, /^检查（\d+）$/)).toBeVisible();
  await snap(analyst, 'studio-flow-dead-end-check');

  await tab(analyst, '流程图').click();
  const archive = analyst.getByTestId('flow-node-approved');
  await expect(archive).toContainText('归档');
  // the graph opens again (a node changed kind, and size): scrolled to, 归档 and its badge are in view, not clipped
  await scrollGraphTo(analyst, archive);
  await expect(analyst.getByTestId('flow-node-badge-approved')).toBeInViewport({ ratio: 0.95 });
  await snap(analyst, 'studio-flow-dead-end-graph');

  // saved as a draft (a draft may fail its checks), then mended by 放弃草稿
  await analyst.getByRole('button', { name: '保存草稿' }).click();
  await expect(analyst.getByText('草稿已保存')).toBeVisible();
  await expect(analyst.getByTestId('draft-status')).toContainText('草稿（基于 v1）');
  await analyst.getByRole('button', { name: '放弃草稿' }).click();
  await analyst.locator('.ant-popconfirm').getByRole('button', { name: /^确\s?定$/ }).click();
  await expect(analyst.getByText('草稿已放弃')).toBeVisible();
  await expect(analyst.getByTestId('draft-status')).toHaveText('无草稿');
  await expect(editor(analyst)).not.toContainText('归档');
  await expect(analyst.getByTestId('flow-node-badge-approved')).toHaveCount(0);
  await tab(analyst, '检查').click();
  await expect(analyst.getByTestId('check-ok')).toBeVisible();

  // 4. the dry-run of 550004 replays the waiting application with the form's draft: no difference
  await tab(analyst, '试运行').click();
  await analyst.getByTestId('dry-run-pane').getByRole('button', { name: '试运行' }).click();
  const replayed = analyst.getByTestId('dry-run-table').getByRole('row').filter({ hasText: older });
  await expect(replayed).toContainText('一致');
  await expect(replayed).toContainText('v1');
  await expect(analyst.getByTestId('dry-run-totals')).toContainText('有差异0');
  await snap(analyst, 'studio-dry-run');

  // … and the form is published; 550004 (which uses it) follows as v2
  await openDefinition(analyst, 'share_transfer');
  await expect(analyst.getByTestId('draft-status')).toContainText('草稿（基于 v1）');
  // the editor opens on the draft (CodeMirror draws only the lines in view: the preview tells)
  await tab(analyst, '预览').click();
  await expect(labelOf(analyst.getByTestId('form-preview-pane'), 'transferVolume')).toHaveText('本次转让数量');
  await analyst.getByTestId('studio-editor-header').getByRole('button', { name: /^发\s?布$/ }).click();
  const publish = analyst.getByRole('dialog', { name: '发布' });
  await publish.getByLabel('发布说明').fill('转让数量改称本次转让数量；产品代码至多 6 位');
  await snap(analyst, 'studio-publish');
  await publish.getByRole('button', { name: /^发\s?布$/ }).click();
  await expect(analyst.getByText(/已发布 v2，同时发布了使用该表单的流程：.*550004 v2/)).toBeVisible();
  await expect(publish).toBeHidden();
  await expect(analyst.getByTestId('studio-editor-header')).toContainText('最新 v2');
  await expect(analyst.getByTestId('draft-status')).toHaveText('无草稿');
  await tab(analyst, '版本').click();
  await expect(analyst.getByTestId('versions-pane').getByRole('row').filter({ hasText: '产品代码至多 6 位' })).toContainText('v2');
  await snap(analyst, 'studio-form-versions');

  await openDefinition(analyst, '550004');
  await expect(analyst.getByTestId('studio-editor-header')).toContainText('最新 v2');
  await tab(analyst, '版本').click();
  const flowVersions = analyst.getByTestId('versions-pane').getByRole('row');
  await expect(flowVersions.filter({ hasText: /^v2/ })).toHaveCount(1);
  await expect(flowVersions.filter({ hasText: /^v1/ })).toHaveCount(1);
  await snap(analyst, 'studio-flow-versions');

  // 5. a new application is on the new version …
  await investor.goto('/process/apply?appId=550004&nodeId=apply');
  await expect(labelOf(investor, 'transferVolume')).toHaveText('本次转让数量');
  await snap(investor, 'studio-apply-new-version');
  await fillTransfer(investor, 200);
  const newer = await submit(investor);
  expect(newer).not.toBe(older);

  // … the waiting one keeps its own: 转让数量 on its detail and at the reviewers, and completes on it
  await investor.goto(`/process/ywlsDetail?bizSn=${older}`);
  await expect(labelOf(investor, 'transferVolume')).toHaveText('转让数量');
  await snap(investor, 'studio-older-detail');

  const first = await signedInPage('staff_first');
  await openTodo(first, older);
  await expect(labelOf(first, 'transferVolume')).toHaveText('转让数量');
  await snap(first, 'studio-older-approve');
  await approve(first, '同意（旧版本）');
  const recheck = await signedInPage('staff_recheck');
  await openTodo(recheck, older);
  await expect(labelOf(recheck, 'transferVolume')).toHaveText('转让数量');
  await approve(recheck, '同意');

  await investor.goto(`/process/ywlsDetail?bizSn=${older}`);
  await expect(investor.getByTestId('detail-status')).toHaveText('已办结');
  await expect(labelOf(investor, 'transferVolume')).toHaveText('转让数量');
  await snap(investor, 'studio-older-completed');
  // the newer one waits at 初审 with the new label
  await openTodo(first, newer);
  await expect(labelOf(first, 'transferVolume')).toHaveText('本次转让数量');

  // 6. anyone but an analyst is refused the studio
  await first.goto('/formDesign');
  await expect(first).toHaveURL(/\/403$/);
  await expect(first.getByText('抱歉，您无权访问该页面')).toBeVisible();
  await snap(first, 'studio-refused');
});
