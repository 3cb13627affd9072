import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeptPagesStore } from '@/stores/kept-pages-store';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { compiledOf, finalNodeApp } from './lifecycle-fakes';
import { ProcessDetialPage } from './process-detial-page';

const DETAIL = 'POST /api/rem-registrationbizweb/application/detail';
const COMPILED = 'GET /api/rem-registrationbizweb/otc-flow/form/compiled';

const open = (query: string) => renderRoutes([{ path: '/process/detial', element: <ProcessDetialPage /> }], `/process/detial${query}`);
const destination = '?processInstanceId=u-115&isShowResult=true&nodeId=detail&appId=550115';

describe('/process/detial: where 550115 goes when its final node is Apply', () => {
  beforeEach(() => signedIn('org'));

  // spec: 02§2.4
  it('reads the application by its instance id and shows it with its result', async () => {
    const api = fakeApi({ [DETAIL]: () => ({ data: finalNodeApp }), [COMPILED]: () => ({ data: compiledOf('final_node_application/apply') }) });
    open(destination);
    expect(await screen.findByTestId('application-result')).toHaveTextContent('业务已办结');
    expect(await screen.findByDisplayValue('秦创二期')).toBeInTheDocument();
    expect(screen.getByTestId('business-detail')).toHaveTextContent('BIZ0115');
    expect(JSON.parse(String(api.of(DETAIL)[0].data))).toEqual({ uuid: 'u-115' });
    expect(api.of(COMPILED)[0].params).toMatchObject({ formId: 'final_node_application', nodeId: 'detail' });
  });

  // spec: 02§2.4
  it('without isShowResult the application only, no result', async () => {
    fakeApi({ [DETAIL]: () => ({ data: finalNodeApp }) });
    open('?processInstanceId=u-115&nodeId=detail&appId=550115');
    expect(await screen.findByTestId('business-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('application-result')).toBeNull();
  });

  // spec: 01§2.40
  it('opens where the user left it when revisited, and remembers where it is read', async () => {
    fakeApi({ [DETAIL]: () => ({ data: finalNodeApp }) });
    const key = `/process/detial${destination}`;
    useKeptPagesStore.getState().keepScroll(key, 640);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    open(destination);
    await screen.findByTestId('business-detail');
    expect(scrollTo).toHaveBeenCalledWith({ top: 640 });
    Object.defineProperty(window, 'scrollY', { value: 200, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(useKeptPagesStore.getState().scrolls[key]).toBe(200));
    scrollTo.mockRestore();
  });

  it('without processInstanceId says 缺少流程实例编号 and calls nothing', async () => {
    const api = fakeApi({});
    open('?isShowResult=true&nodeId=detail&appId=550115');
    expect(await screen.findByTestId('missing-instance')).toHaveTextContent('缺少流程实例编号');
    expect(api.calls).toHaveLength(0);
  });

  // spec: 01§8.7 02§8.2
  it('a failed load says 获取数据失败 with the server message', async () => {
    fakeApi({ [DETAIL]: () => ({ status: 404, msg: '业务不存在' }) });
    open(destination);
    expect(await screen.findByRole('alert')).toHaveTextContent('获取数据失败');
    expect(screen.getByRole('alert')).toHaveTextContent('业务不存在');
  });

  it('an instance of another business than the query names is not shown', async () => {
    fakeApi({ [DETAIL]: () => ({ data: { ...finalNodeApp, appId: '550004' } }) });
    open(destination);
    expect(await screen.findByTestId('wrong-flow')).toHaveTextContent('550004');
  });
});
