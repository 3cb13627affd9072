import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { NextStepsPanel } from './next-steps-panel';

const SUMMARY = 'POST /api/rem-registrationbizweb/workbench/summary';
const app = (bizSn: string, status: string, currentNode: string) => ({
  uuid: `u-${bizSn}`, bizSn, appId: '550004', bizTypeName: '股份转让', status, currentNode, createdAt: 1795524928, updatedAt: 1795524928,
  completedAt: status === 'running' ? null : 1795524999,
});

describe('the workbench: what next', () => {
  beforeEach(() => signedIn('personalholder'));

  it('shows the to-dos, drafts, returned, recent results and notices, each opening its page', async () => {
    fakeApi({
      [SUMMARY]: () => ({
        data: {
          todos: { total: 7, records: [{ uuid: 'u-t', bizSn: 'T1', appId: '550004', bizTypeName: '股份转让', taskNo: 2, nodeId: 'PreliminaryApprove', nodeName: '初审', openedAt: 1795524928 }] },
          drafts: { total: 1, records: [app('D1', 'running', 'apply')] },
          returned: { total: 1, records: [app('R1', 'running', 'UpdateApplyApprove')] },
          results: [app('A1', 'approved', 'approved')],
          notices: [{ id: 'disc-000', title: '秦岭现代：2025年年度报告', companyName: '秦岭现代', publishTime: '2026-09-01 00:00:00' }],
        },
      }),
    });
    renderRoutes([{ path: '/wel/index', element: <NextStepsPanel /> }], '/wel/index');
    expect(await screen.findByTestId('wel-todo-T1')).toHaveTextContent('股份转让 · 初审');
    expect(screen.getByTestId('wel-todos-count')).toHaveTextContent('7');
    expect(screen.getByRole('link', { name: '股份转让 · 初审' })).toHaveAttribute('href', '/process/approve?uuid=u-t&bizSn=T1&taskNo=2&nodeId=PreliminaryApprove');
    expect(screen.getByTestId('wel-draft-D1').querySelector('a')).toHaveAttribute('href', '/process/apply?appId=550004&nodeId=apply&uuid=u-D1&bizSn=D1');
    expect(screen.getByTestId('wel-returned-R1').querySelector('a')).toHaveAttribute('href', '/process/apply?appId=550004&nodeId=UpdateApplyApprove&uuid=u-R1&bizSn=R1');
    expect(screen.getByTestId('wel-result-A1')).toHaveTextContent('已办结');
    expect(screen.getByTestId('wel-result-A1').querySelector('a')).toHaveAttribute('href', '/process/ywlsDetail?bizSn=A1');
    expect(screen.getByTestId('wel-notice-disc-000')).toHaveTextContent('秦岭现代：2025年年度报告');
  });

  it('says what failed when the summary cannot be read', async () => {
    fakeApi({ [SUMMARY]: () => ({ status: 500, msg: '服务器错误' }) });
    renderRoutes([{ path: '/wel/index', element: <NextStepsPanel /> }], '/wel/index');
    expect(await screen.findByTestId('wel-summary-error')).toHaveTextContent('服务器错误');
  });
});
