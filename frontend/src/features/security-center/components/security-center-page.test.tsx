import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn, userInfo } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { SecurityCenterPage } from './security-center-page';

describe('/securityCenter', () => {
  beforeEach(() => signedIn('org'));

  it('names the tenant and the role as people read them, never their ids', async () => {
    fakeApi({ 'POST /api/rem-registrationbizweb/user/getCurrentUserInfo': () => ({ data: userInfo('org', 2) }) });
    renderRoutes([{ path: '/securityCenter', element: <SecurityCenterPage /> }], '/securityCenter');
    expect(await screen.findByText('区域股权服务平台')).toBeInTheDocument();
    expect(screen.getByText('演示角色')).toBeInTheDocument();
    expect(screen.queryByText('000000')).not.toBeInTheDocument();
    expect(screen.queryByText('role')).not.toBeInTheDocument();
  });
});
