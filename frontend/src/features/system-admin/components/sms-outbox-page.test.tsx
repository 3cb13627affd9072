import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { SmsOutboxPage } from './sms-outbox-page';

const LIST = 'GET /api/blade-system/sms/outbox';
const message = {
  id: 'm1',
  phone: '13912345678',
  template: 'SMS_REGISTER_CODE',
  content: '【区域股权服务平台】您正在注册账号，验证码为123456，5分钟内有效。请勿将验证码告知他人。',
  sentAt: '2026-11-29 21:00:00',
};

describe('/system/sms', () => {
  beforeEach(() => signedIn('mgr'));

  it('lists the delivered messages and searches them by number', async () => {
    const api = fakeApi({ [LIST]: () => ({ data: { records: [message], total: 1, current: 1, size: 10 } }) });
    renderRoutes([{ path: '/system/sms', element: <SmsOutboxPage /> }], '/system/sms');
    const row = (await screen.findByText('13912345678')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/验证码为123456/)).toBeInTheDocument();
    expect(within(row).getByText('SMS_REGISTER_CODE')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-29 21:00:00')).toBeInTheDocument();
    expect(api.of(LIST)[0].params).toEqual({ current: 1, size: 10 });
    await userEvent.type(screen.getByTestId('sms-filter-phone'), ' 5678 ');
    await userEvent.click(screen.getByTestId('sms-search'));
    await waitFor(() => expect(api.of(LIST).at(-1)?.params).toEqual({ current: 1, size: 10, phone: '5678' }));
  });

  it('says why the messages could not be read', async () => {
    fakeApi({ [LIST]: () => ({ status: 400, success: false, msg: '每页条数不正确' }) });
    renderRoutes([{ path: '/system/sms', element: <SmsOutboxPage /> }], '/system/sms');
    expect(await screen.findByTestId('sms-outbox-error')).toHaveTextContent('每页条数不正确');
  });
});
