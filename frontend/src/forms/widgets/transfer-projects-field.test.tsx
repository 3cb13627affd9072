import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer } from '../form-renderer';
import type { TransferProject } from '@/api/transfer-project-types';
import type { CompiledForm } from '../types';

// the server's own compiled forms (a Rust test keeps them current)
const compiled = JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;

const projects: TransferProject[] = Array.from({ length: 8 }, (_, i) => ({
  id: `p${i + 1}`,
  projectAbbreviation: `项目${i + 1}号`,
  bizSn: `ZR2026000${i + 1}`,
  status: String(i % 4),
  companyName: `基金${i + 1}`,
  holderName: '张伟',
  unionStatus: '0',
  shareTransfer: 100000,
  lowPrice: '1.5',
}));
const statuses = [
  { dictKey: '0', dictValue: '待挂牌' },
  { dictKey: '1', dictValue: '挂牌中' },
  { dictKey: '2', dictValue: '已成交' },
  { dictKey: '3', dictValue: '已终止' },
];

/** A fake fundShareTransfer/page leaving out `excludeIds`, paged as asked. */
function projectServer() {
  return fakeApi({
    'GET /api/blade-system/dict-biz/dictionary': () => ({ data: statuses }),
    'POST /api/rem-registrationmgrweb/fundShareTransfer/page': (config) => {
      const body = JSON.parse(String(config.data)) as { pageNo: number; pageSize: number; excludeIds?: string[] };
      const left = projects.filter((p) => !(body.excludeIds ?? []).includes(p.id));
      return { data: { records: left.slice((body.pageNo - 1) * body.pageSize, body.pageNo * body.pageSize), total: left.length } };
    },
  });
}

const pageCalls = (api: ReturnType<typeof fakeApi>) =>
  api.of('POST /api/rem-registrationmgrweb/fundShareTransfer/page').map((c) => JSON.parse(String(c.data)) as { pageSize: number; excludeIds: string[] });

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: /添加转让项目/ }));
  const dialog = await screen.findByRole('dialog', { name: '添加转让项目' });
  await waitFor(() => expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(1));
  return dialog;
}

const pickedTable = () => screen.getByTestId('transfer-projects');

describe('the transfer-project picker (03 §2 添加转让项目, §4, §9)', () => {
  beforeEach(() => signedIn('personalholder'));

  // spec: 03§4.9 03§2.15 03§9.3
  it('offers five a page, leaves out the picked projects and offers a deleted one again', async () => {
    const api = projectServer();
    renderAt(<FormRenderer form={compiled['fund_transfer_projects/apply']} />);
    let dialog = await openDialog();
    expect(pageCalls(api).at(-1)?.pageSize).toBe(5);
    expect(within(dialog).getAllByRole('row').filter((r) => r.querySelector('td'))).toHaveLength(5);
    await userEvent.click(within(within(dialog).getByRole('row', { name: /项目1号/ })).getByRole('checkbox'));
    await userEvent.click(within(within(dialog).getByRole('row', { name: /项目2号/ })).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加转让项目' })).toBeNull());
    expect(within(pickedTable()).getByRole('row', { name: /项目1号/ })).toBeInTheDocument();
    expect(within(pickedTable()).getByRole('row', { name: /项目2号/ })).toHaveTextContent('挂牌中');

    dialog = await openDialog();
    expect(pageCalls(api).at(-1)?.excludeIds).toEqual(['p1', 'p2']);
    expect(within(dialog).queryByRole('row', { name: /项目1号/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));

    await userEvent.click(within(within(pickedTable()).getByRole('row', { name: /项目1号/ })).getByRole('button', { name: '删除' }));
    expect(within(pickedTable()).queryByRole('row', { name: /项目1号/ })).toBeNull();
    dialog = await openDialog();
    expect(pageCalls(api).at(-1)?.excludeIds).toEqual(['p2']);
    expect(within(dialog).getByRole('row', { name: /项目1号/ })).toBeInTheDocument();
  });

  // spec: 03§9.3
  it('lets the page size be 5, 10, 15, 20 or 30', async () => {
    const api = projectServer();
    renderAt(<FormRenderer form={compiled['fund_transfer_projects/apply']} />);
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByText('5 条/页'));
    for (const size of ['10 条/页', '15 条/页', '20 条/页', '30 条/页']) expect(await screen.findByText(size)).toBeInTheDocument();
    await userEvent.click(screen.getByText('10 条/页'));
    await waitFor(() => expect(pageCalls(api).at(-1)?.pageSize).toBe(10));
    await waitFor(() => expect(within(dialog).getAllByRole('row').filter((r) => r.querySelector('td'))).toHaveLength(8));
  });

  // spec: 03§8.3
  it('says 获取数据失败 when the projects cannot be read', async () => {
    fakeApi({
      'GET /api/blade-system/dict-biz/dictionary': () => ({ data: statuses }),
      'POST /api/rem-registrationmgrweb/fundShareTransfer/page': () => ({ status: 500, msg: 'boom' }),
    });
    renderAt(<FormRenderer form={compiled['fund_transfer_projects/apply']} />);
    await userEvent.click(await screen.findByRole('button', { name: /添加转让项目/ }));
    expect(await screen.findByText('获取数据失败')).toBeInTheDocument();
  });

  // spec: 03§2.16
  it('read-only, has no add button and each row has 详情 opening the detail page', async () => {
    projectServer();
    const form = compiled['fund_transfer_projects/PreliminaryApprove'];
    renderAt(<FormRenderer form={form} initialData={{ projectList: [projects[2]] }} />);
    const row = await waitFor(() => within(pickedTable()).getByRole('row', { name: /项目3号/ }));
    expect(screen.queryByRole('button', { name: /添加转让项目/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row).getByRole('link', { name: '详情' })).toHaveAttribute('href', '/fundTransferDetail?id=p3');
  });
});
