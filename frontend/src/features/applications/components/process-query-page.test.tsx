import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { savedFiles } from '@/test/saved-files';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { ProcessQueryPage } from './process-query-page';

const QUERY = 'POST /api/rem-registrationbizweb/application/query';
const STARTABLE = 'GET /api/rem-registrationbizweb/flow/listStartable';
const EXPORT = 'GET /api/rem-registrationbizweb/application/query/export';

const row = {
  uuid: 'u1', bizSn: '55000420261124000000000001', appId: '550004', bizTypeName: '股份转让', status: 'running',
  currentNode: 'PreliminaryApprove', currentNodeName: '初审', applicantName: '张伟', applicantAccount: 'personal_demo',
  createdAt: 1795524928, updatedAt: 1795524928, completedAt: null,
};

describe('流程查询 (/queryPage/processQuery2)', () => {
  const saved = savedFiles();
  beforeEach(() => signedIn('mgr'));

  it('导出 saves every application the filters find, as the server names the file', async () => {
    const api = fakeApi({
      [STARTABLE]: () => ({ data: [] }),
      [QUERY]: () => ({ data: { records: [row], totalRecord: 1 } }),
      [EXPORT]: () => ({
        file: { blob: new Blob(['PK']), headers: { 'content-disposition': "attachment; filename*=UTF-8''%E6%B5%81%E7%A8%8B%E6%9F%A5%E8%AF%A2.xlsx" } },
      }),
    });
    renderRoutes([{ path: '/queryPage/processQuery2', element: <ProcessQueryPage /> }], '/queryPage/processQuery2');
    await screen.findByRole('table');
    await userEvent.type(screen.getByTestId('query-applicant'), '张');
    await userEvent.click(screen.getByTestId('query-search'));
    await waitFor(() => expect(JSON.parse(String(api.of(QUERY).at(-1)?.data))).toMatchObject({ applicant: '张' }));
    await userEvent.click(screen.getByTestId('query-export'));
    await waitFor(() => expect(saved).toEqual(['流程查询.xlsx']));
    expect(api.of(EXPORT)[0].params).toEqual({ applicant: '张' });
  });

  it('lists the tenant\'s applications with the applicant, filters on the server and opens the detail', async () => {
    const api = fakeApi({
      [STARTABLE]: () => ({ data: [{ appId: '550004', name: '股份转让', category: '投资者业务' }] }),
      [QUERY]: () => ({ data: { records: [row], totalRecord: 1 } }),
    });
    const view = renderRoutes(
      [
        { path: '/queryPage/processQuery2', element: <ProcessQueryPage /> },
        { path: '/process/ywlsDetail', element: <div data-testid="detail" /> },
      ],
      '/queryPage/processQuery2',
    );
    const table = await screen.findByRole('table');
    // the name on screen, the sign-in account on hover
    expect(await within(table).findByText('张伟')).toHaveAttribute('title', '登录账号：personal_demo');
    expect(within(table).getByText('初审')).toBeInTheDocument();
    expect(screen.getByTestId(`query-status-${row.bizSn}`)).toHaveTextContent('办理中');

    await userEvent.type(screen.getByTestId('query-applicant'), '张');
    await userEvent.type(screen.getByTestId('query-bizsn'), '5500');
    await userEvent.click(screen.getByTestId('query-search'));
    await screen.findByTestId(`query-detail-${row.bizSn}`);
    const last = JSON.parse(String(api.of(QUERY).at(-1)?.data)) as Record<string, unknown>;
    expect(last).toEqual({ applicant: '张', bizSn: '5500', pageNo: 1, pageSize: 10 });

    await userEvent.click(screen.getByTestId(`query-detail-${row.bizSn}`));
    expect(await screen.findByTestId('detail')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe(`?bizSn=${row.bizSn}`);
  });

  it('shows the refusal of a user who is not staff', async () => {
    fakeApi({ [STARTABLE]: () => ({ data: [] }), [QUERY]: () => ({ status: 403, msg: '无权访问该功能' }) });
    renderRoutes([{ path: '/queryPage/processQuery2', element: <ProcessQueryPage /> }], '/queryPage/processQuery2');
    expect(await screen.findByTestId('query-error')).toHaveTextContent('无权访问该功能');
  });
});
