import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { savedFiles } from '@/test/saved-files';
import { ApplicationListPage } from './application-list-page';

const LIST = 'POST /api/rem-registrationbizweb/application/list';
const EXPORT = 'GET /api/rem-registrationbizweb/application/list/export';
const STARTABLE = 'GET /api/rem-registrationbizweb/flow/listStartable';

const row = {
  uuid: 'u1', bizSn: '55000420261124000000000001', appId: '550004', bizTypeName: '股份转让', status: 'running',
  currentNode: 'PreliminaryApprove', currentNodeName: '初审', createdAt: 1795524928, updatedAt: 1795524928, completedAt: null,
};

describe('我的申请 (/queryPage/bizApplication2)', () => {
  const saved = savedFiles();
  beforeEach(() => signedIn());

  it('filters on the server and exports what the filters find under the server’s name', async () => {
    const api = fakeApi({
      [STARTABLE]: () => ({ data: [{ appId: '550004', name: '股份转让', category: '投资者业务' }] }),
      [LIST]: () => ({ data: { records: [row], totalRecord: 1 } }),
      [EXPORT]: () => ({
        file: { blob: new Blob(['PK']), headers: { 'content-disposition': "attachment; filename*=UTF-8''%E6%88%91%E7%9A%84%E7%94%B3%E8%AF%B7.xlsx" } },
      }),
    });
    renderRoutes([{ path: '/queryPage/bizApplication2', element: <ApplicationListPage /> }], '/queryPage/bizApplication2');
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('初审')).toBeInTheDocument();
    expect(screen.queryByTestId('myapps-applicant')).toBeNull();

    await userEvent.type(screen.getByTestId('myapps-bizsn'), '5500');
    await userEvent.click(within(screen.getByTestId('myapps-status')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('办理中'));
    await userEvent.click(screen.getByTestId('myapps-search'));
    await waitFor(() =>
      expect(JSON.parse(String(api.of(LIST).at(-1)?.data))).toEqual({ bizSn: '5500', status: 'running', pageNo: 1, pageSize: 10 }),
    );

    await userEvent.click(screen.getByTestId('myapps-export'));
    await waitFor(() => expect(saved).toEqual(['我的申请.xlsx']));
    expect(api.of(EXPORT)[0].params).toEqual({ bizSn: '5500', status: 'running' });
  });

  it('shows the server’s message when the export is refused', async () => {
    fakeApi({
      [STARTABLE]: () => ({ data: [] }),
      [LIST]: () => ({ data: { records: [row], totalRecord: 1 } }),
      [EXPORT]: () => ({ status: 400, msg: '导出数据超过100000条，请缩小查询范围后再导出' }),
    });
    renderRoutes([{ path: '/queryPage/bizApplication2', element: <ApplicationListPage /> }], '/queryPage/bizApplication2');
    await screen.findByRole('table');
    await userEvent.click(screen.getByTestId('myapps-export'));
    expect(await screen.findByText('导出数据超过100000条，请缩小查询范围后再导出')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});
