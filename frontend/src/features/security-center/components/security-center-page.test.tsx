import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { SecurityCenterPage } from './security-center-page';

describe('/securityCenter', () => {
  beforeEach(() => signedIn('org'));

  // spec: 01§2.3
  it('names the tenant and the role as people read them, never their ids', async () => {
    fakeApi({ 'POST /api/rem-registrationbizweb/user/getCurrentUserInfo': () => ({ data: userInfo('org', 2) }) });
    renderRoutes([{ path: '/securityCenter', element: <SecurityCenterPage /> }], '/securityCenter');
    expect(await screen.findByText('区域股权服务平台')).toBeInTheDocument();
    expect(screen.getByText('演示角色')).toBeInTheDocument();
    expect(screen.queryByText('000000')).not.toBeInTheDocument();
    expect(screen.queryByText('role')).not.toBeInTheDocument();
  });

  it('changes the password with the old one, saying a mismatch before asking the server', async () => {
    const MODIFY = 'POST /api/rem-registrationbizweb/user/modifyOrgMgrPassword';
    const api = fakeApi({
      'POST /api/rem-registrationbizweb/user/getCurrentUserInfo': () => ({ data: userInfo('org', 2) }),
      [MODIFY]: () => ({ data: true, msg: '密码修改成功' }),
    });
    renderRoutes([{ path: '/securityCenter', element: <SecurityCenterPage /> }], '/securityCenter');
    await userEvent.type(await screen.findByTestId('old-password'), 'Demo#2026');
    await userEvent.type(screen.getByTestId('new-password'), 'Xian#2027ok');
    await userEvent.type(screen.getByTestId('confirm-password'), 'Xian#2027no');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(api.of(MODIFY)).toHaveLength(0);
    await userEvent.clear(screen.getByTestId('confirm-password'));
    await userEvent.type(screen.getByTestId('confirm-password'), 'Xian#2027ok');
    await userEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(api.of(MODIFY)).toHaveLength(1));
    expect(JSON.parse(String(api.of(MODIFY)[0].data))).toEqual({ oldPassword: 'Demo#2026', newPassword: 'Xian#2027ok', confirmPassword: 'Xian#2027ok' });
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
  });
});
