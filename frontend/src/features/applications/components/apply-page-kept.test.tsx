import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { useKeptPagesStore } from '@/stores/kept-pages-store';
import { useTabsStore } from '@/stores/tabs-store';
import { ApplyPage } from './apply-page';
import { shareTransferForm } from './lifecycle-fakes';

const SUBMIT = 'POST /api/rem-registrationbizweb/application/submit';
const PAGE = '/process/apply?appId=550004&nodeId=apply';

function server() {
  return fakeApi({
    'GET /api/rem-registrationbizweb/otc-flow/workflowform/detail': () => ({
      data: { appId: '550004', bizTypeName: '股份转让', formId: 'share_transfer', nodeId: 'apply', form: shareTransferForm('apply'), defaults: {} },
    }),
    [SUBMIT]: () => ({ data: { uuid: 'u-1', bizSn: 'BIZ0001', status: 'running', currentNode: 'PreliminaryApprove', navigate: null } }),
  });
}

function open(keepsState: boolean) {
  return renderRoutes(
    [
      { path: '/process/apply', element: <ApplyPage keepsState={keepsState} /> },
      { path: '/wel/index', element: <div data-testid="elsewhere" /> },
      { path: '/queryPage/bizApplication2', element: <div data-testid="my-applications" /> },
    ],
    PAGE,
  );
}

const productCode = async () => {
  await screen.findByTestId('form-title');
  return document.querySelector<HTMLInputElement>('#root_productCode')!;
};

/** The user types, goes to another page and comes back (as a page tab or the menu does). */
async function typeLeaveAndReturn(router: ReturnType<typeof open>['router']) {
  await userEvent.type(await productCode(), '100001');
  await act(() => router.navigate('/wel/index'));
  await screen.findByTestId('elsewhere');
  await act(() => router.navigate(PAGE));
}

// spec: 01§2.40
describe('the pages that keep their state when revisited (01 §2: apply, listedApplys, listedTrustApply)', () => {
  beforeEach(() => {
    signedIn('personal_demo' as never);
    useKeptPagesStore.getState().forgetAll();
  });

  it('/process/apply opens again with what was typed, and says so', async () => {
    server();
    const { router } = open(true);
    await typeLeaveAndReturn(router);
    expect(await productCode()).toHaveValue('100001');
    expect(screen.getByTestId('kept-restored')).toHaveTextContent('已恢复上次离开时未保存的填写内容');
  });

  it('放弃 goes back to the form as it was stored', async () => {
    server();
    const { router } = open(true);
    await typeLeaveAndReturn(router);
    await userEvent.click(await screen.findByTestId('kept-discard'));
    await waitFor(async () => expect(await productCode()).toHaveValue(''));
    expect(screen.queryByTestId('kept-restored')).toBeNull();
    expect(useKeptPagesStore.getState().forms[PAGE]).toBeUndefined();
  });

  it('a page that does not keep its state opens afresh', async () => {
    server();
    const { router } = open(false);
    await typeLeaveAndReturn(router);
    expect(await productCode()).toHaveValue('');
    expect(screen.queryByTestId('kept-restored')).toBeNull();
  });

  it('closing the page\'s tab forgets what was typed', async () => {
    server();
    const { router } = open(true);
    await userEvent.type(await productCode(), '100001');
    expect(useKeptPagesStore.getState().forms[PAGE]).toMatchObject({ productCode: '100001' });
    useTabsStore.getState().open({ key: PAGE, title: '业务申请' });
    useTabsStore.getState().close(PAGE);
    expect(useKeptPagesStore.getState().forms[PAGE]).toBeUndefined();
    await act(() => router.navigate('/wel/index'));
    await act(() => router.navigate(PAGE));
    expect(await productCode()).toHaveValue('');
  });
});
