// The form renderer as the preview page shows it: the compiled form fetched, validated with the
// page's 校验 button, its lazy selects, dictionaries and holder search asking the server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverWith } from '@/forms/test/form-server';
import { demoCompiledForm } from '@/forms/test/demo-compiled-form';
import type { FormData } from '@/forms/types';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { FormPreviewPage } from './form-preview-page';

function openPreview(nodeId = 'apply') {
  return renderRoutes([{ path: '/formPreview', element: <FormPreviewPage /> }], `/formPreview?formId=demo_all_widgets&nodeId=${nodeId}`);
}


describe('the form renderer', () => {
  beforeEach(() => {
    signedIn();
  });

  it('renders the sections as titled cards with the section list beside them', async () => {
    serverWith(demoCompiledForm());
    openPreview();
    expect(await screen.findByTestId('form-title')).toHaveTextContent('全部控件演示');
    for (const title of ['转让信息', '交易对象', '转让明细', '附件材料', '审批处理']) {
      expect(screen.getAllByText(title).length).toBeGreaterThanOrEqual(2); // card title and anchor link
    }
    expect(screen.getByRole('link', { name: '附件材料' })).toHaveAttribute('href', '#form-section-files');
  });

  it('opens the 提示 dialog with 【label】message of the first error in form order', async () => {
    serverWith(demoCompiledForm());
    openPreview();
    await userEvent.click(await screen.findByTestId('validate-button'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('提示');
    expect(within(dialog).getByTestId('form-first-error')).toHaveTextContent('【转让类型】请选择转让类型');
    // every error is beside its field too
    expect(within(screen.getByTestId('section-transfer')).getByText('请输入股东名称')).toBeInTheDocument();
    expect(within(screen.getByTestId('browser-errors')).getByText('请上传文件')).toBeInTheDocument();
  });

  it('joins a multi-line search by commas, blank lines dropped', async () => {
    const api = serverWith(demoCompiledForm());
    openPreview();
    const box = await screen.findByPlaceholderText('每行一个，多个请换行输入');
    await userEvent.type(box, 'A001{enter}{enter}  A002  {enter}{enter}A003');
    await userEvent.click(screen.getByTestId('validate-button'));
    await waitFor(() => expect(api.of('POST /api/rem-registrationbizweb/otc-flow/form/validate')).toHaveLength(1));
    const body = JSON.parse(String(api.of('POST /api/rem-registrationbizweb/otc-flow/form/validate')[0].data)) as { formData: FormData; formId: string; nodeId: string };
    expect(body).toMatchObject({ formId: 'demo_all_widgets', nodeId: 'apply' });
    expect(body.formData.accountNumbers).toBe('A001,A002,A003');
  });

  // spec: 02§7.5 01§7.22 01§9.5
  it('pages a lazy select 20 at a time through start/end, loading more near the bottom', async () => {
    const page = (start: number) => Array.from({ length: 20 }, (_v, i) => ({ productCode: `P${start + i}`, productName: `产品${start + i}` }));
    const api = serverWith(demoCompiledForm(), {
      'GET /api/rem-registrationmgrweb/holder/queryByKey': (config) => ({ data: page(Number(config.params?.start)) }),
    });
    openPreview();
    const select = await screen.findByRole('combobox', { name: '产品代码' });
    await userEvent.click(select);
    expect(await screen.findByText('产品0')).toBeInTheDocument();
    const calls = () => api.of('GET /api/rem-registrationmgrweb/holder/queryByKey').map((c) => [c.params?.start, c.params?.end]);
    expect(calls()).toEqual([[0, 20]]);
    fireEvent.scroll(document.querySelector('.rc-virtual-list-holder')!);
    await waitFor(() => expect(calls()).toEqual([[0, 20], [20, 40]]));
  });

  // spec: 01§8.8 02§8.1
  it('shows 获取字典值失败 when a dictionary cannot be read', async () => {
    serverWith(demoCompiledForm(), { 'GET /api/blade-system/dict-biz/dictionary': () => ({ status: 500, success: false, msg: 'boom' }) });
    openPreview();
    expect((await screen.findAllByText('获取字典值失败')).length).toBeGreaterThan(0);
  });

  // spec: 01§8.10
  it('shows 查询失败 in the holder dialog when the search fails', async () => {
    serverWith(demoCompiledForm(), { 'POST /api/rem-registrationmgrweb/holder/queryByPage': () => ({ status: 404, success: false, msg: 'no route' }) });
    openPreview();
    await userEvent.click(await screen.findByRole('button', { name: /查询/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('查询失败')).toBeInTheDocument();
  });
});
