// spec: 01§2 /sealAdmin
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { SealAdminPage } from './seal-admin-page';

const LIST = 'GET /api/rem-registrationbizweb/eContract/seal/list';
const STATUS = 'POST /api/rem-registrationbizweb/eContract/seal/status';
const FILE = 'GET /api/blade-resource/oss/endpoint/downloadFile';

const seal = {
  id: 's1', companyId: 'c-qinchuang', sealName: '合同专用章', sealType: '2', sealTypeName: '合同专用章', attachId: 'a1',
  providerSealId: 'S123', status: 1, statusName: '已启用', createdAt: 1_700_000_000, updatedAt: 1_700_000_000,
};
const list = (records: unknown[]) => ({
  companyId: 'c-qinchuang', companyName: '西安秦创智能科技股份有限公司', provider: 'simulator', needsCertificate: true,
  sealTypes: [{ dictKey: '1', dictValue: '公章' }, { dictKey: '2', dictValue: '合同专用章' }], records,
});
const png = () => ({ file: { blob: new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }) } });

const open = () => renderRoutes([{ path: '/sealAdmin', element: <SealAdminPage /> }], '/sealAdmin');

describe('/sealAdmin: the enterprise’s electronic seals', () => {
  beforeEach(() => {
    signedIn('org');
    // jsdom draws no blob
    URL.createObjectURL = vi.fn(() => 'blob:seal');
    URL.revokeObjectURL = vi.fn();
  });

  it('lists the seals with their state and disables one after asking', async () => {
    const api = fakeApi({ [LIST]: () => ({ data: list([seal]) }), [FILE]: png, [STATUS]: () => ({ data: { ...seal, status: 0, statusName: '已停用' } }) });
    open();
    expect(await screen.findByTestId('seal-state-合同专用章')).toHaveTextContent('已启用');
    fireEvent.click(screen.getByTestId('seal-toggle-合同专用章'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.of(STATUS)).toHaveLength(1));
    expect(JSON.parse(String(api.of(STATUS)[0].data))).toEqual({ id: 's1', status: 0 });
  });

  it('asks for the seal’s name and the enterprise’s certificate when registering', async () => {
    fakeApi({ [LIST]: () => ({ data: list([]) }) });
    open();
    expect(await screen.findByText('尚未登记电子印章')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('seal-register'));
    expect(await screen.findByTestId('seal-id-number')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('seal-register-ok'));
    expect(await screen.findByText('请输入印章名称')).toBeInTheDocument();
  });

  it('shows staff the seals without the buttons that change them', async () => {
    signedIn('mgr');
    fakeApi({ [LIST]: () => ({ data: list([seal]) }), [FILE]: png });
    open();
    await screen.findByTestId('seal-state-合同专用章');
    expect(screen.queryByTestId('seal-register')).toBeNull();
    expect(screen.queryByTestId('seal-toggle-合同专用章')).toBeNull();
  });
});
