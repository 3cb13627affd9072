import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { FinalNodeResultPage } from './final-node-result-page';
import { detailOf, finalNodeApp } from './lifecycle-fakes';

const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';

const open = (query: string) =>
  renderRoutes(
    [
      { path: '/process/550115result', element: <FinalNodeResultPage /> },
      { path: '/process/550115detail', element: <div data-testid="final-detail" /> },
    ],
    `/process/550115result${query}`,
  );

describe('/process/550115result: the result of a 550115 application', () => {
  beforeEach(() => signedIn('org'));

  it('shows 业务已办结 with what was applied for, and opens the detail', async () => {
    fakeApi({ [DETAIL]: () => ({ data: finalNodeApp }) });
    const view = open('?bizSn=BIZ0115');
    expect(await screen.findByTestId('application-result')).toHaveTextContent('业务已办结');
    expect(screen.getByTestId('result-project')).toHaveTextContent('秦创二期');
    expect(screen.getByText('加急')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('result-detail-link'));
    expect(await screen.findByTestId('final-detail')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('?bizSn=BIZ0115');
  });

  it('a running one says 业务办理中 and where it stands', async () => {
    fakeApi({ [DETAIL]: () => ({ data: { ...finalNodeApp, status: 'running', currentNode: 'Apply', completedAt: null } }) });
    open('?bizSn=BIZ0115');
    const result = await screen.findByTestId('application-result');
    expect(result).toHaveTextContent('业务办理中');
    expect(result).toHaveTextContent('当前环节：Apply');
  });

  it('without bizSn says 缺少业务流水号', async () => {
    fakeApi({});
    open('');
    expect(await screen.findByText('缺少业务流水号')).toBeInTheDocument();
  });

  it('a failed load says 获取数据失败', async () => {
    fakeApi({ [DETAIL]: () => ({ status: 404, msg: '业务不存在' }) });
    open('?bizSn=BIZ0115');
    expect(await screen.findByRole('alert')).toHaveTextContent('业务不存在');
  });

  it('another business is not this page', async () => {
    fakeApi({ [DETAIL]: () => ({ data: detailOf() }) });
    open('?bizSn=BIZ0001');
    expect(await screen.findByTestId('wrong-flow')).toBeInTheDocument();
  });
});
