import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { FinalNodeDetailPage } from './final-node-detail-page';
import { compiledOf, detailOf, finalNodeApp } from './lifecycle-fakes';

const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';
const COMPILED = 'GET /api/rem-registrationbizweb/otc-flow/form/compiled';

const open = (query: string) => renderRoutes([{ path: '/process/550115detail', element: <FinalNodeDetailPage /> }], `/process/550115detail${query}`);

describe('/process/550115detail: the 550115 application with its result', () => {
  beforeEach(() => signedIn('org'));

  // spec: 02§4.15 01§2.38
  it('shows the form read-only with its data and the result 业务已办结 with the completion time', async () => {
    fakeApi({ [DETAIL]: () => ({ data: finalNodeApp }), [COMPILED]: () => ({ data: compiledOf('final_node_application/apply') }) });
    open('?bizSn=BIZ0115');
    const result = await screen.findByTestId('application-result');
    expect(result).toHaveTextContent('业务已办结');
    expect(result).toHaveTextContent('办结时间：');
    expect(await screen.findByDisplayValue('秦创二期')).toBeInTheDocument();
  });

  it('a rejected one says 业务已驳回', async () => {
    fakeApi({ [DETAIL]: () => ({ data: { ...finalNodeApp, status: 'rejected' } }) });
    open('?bizSn=BIZ0115');
    expect(await screen.findByTestId('application-result')).toHaveTextContent('业务已驳回');
  });

  it('without bizSn says 缺少业务流水号', async () => {
    fakeApi({});
    open('');
    expect(await screen.findByText('缺少业务流水号')).toBeInTheDocument();
  });

  // spec: 02§8.2
  it('a failed load says 获取数据失败', async () => {
    fakeApi({ [DETAIL]: () => ({ status: 500, msg: '服务器开小差了' }) });
    open('?bizSn=BIZ0115');
    expect(await screen.findByRole('alert')).toHaveTextContent('获取数据失败');
  });

  it('another business is not this page', async () => {
    fakeApi({ [DETAIL]: () => ({ data: detailOf() }) });
    open('?bizSn=BIZ0001');
    expect(await screen.findByTestId('wrong-flow')).toHaveTextContent('550004');
  });
});
