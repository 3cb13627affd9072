import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render';
import { InformationPage } from './information-page';

const notices = [
  { id: 'notice-info-000', noticeType: 'info', title: '关于系统升级维护的公告', companyName: '区域股权服务平台', publishTime: '2026-09-01 00:00:00' },
  { id: 'notice-info-001', noticeType: 'info', title: '关于调整业务办理时间的通知', companyName: '区域股权服务平台', publishTime: '2026-08-27 00:00:00' },
];

function server() {
  return fakeApi({
    'GET /api/blade-system/tenant/info': () => ({ data: { tenantId: '000000', tenantName: '区域股权服务平台' } }),
    'GET /api/blade-system/nonds/dict-biz/dictionary': () => ({ data: [{ dictKey: '1', dictValue: '定期报告' }] }),
    'GET /api/rem-registrationbizweb/nonds/disclosure/page': () => ({
      data: { records: [{ id: 'disc-000', title: '秦创智能：2025年年度报告', category: '1', publishTime: '2026-09-01 00:00:00' }], total: 1, current: 1, size: 10 },
    }),
    'GET /api/rem-registrationbizweb/nonds/notice/page': (config) => ({
      data: { records: notices.filter((n) => !config.params.key || n.title.includes(config.params.key)), total: 13, current: config.params.current, size: config.params.size },
    }),
    'GET /api/rem-registrationbizweb/nonds/notice/detail': (config) => ({
      data: { ...notices.find((n) => n.id === config.params.id), content: '为提升服务质量，平台将对相关事项作出调整。' },
    }),
  });
}

const open = (query = '') =>
  renderRoutes([{ path: '/information', element: <InformationPage /> }], `/information${query}`);

describe('/information: disclosures and information notices', () => {
  it('opens on the disclosures; the 信息公告 tab lists the info notices and puts ?tab=notice in the address', async () => {
    const api = server();
    const { router } = open();
    expect(await screen.findByText('[定期报告] 秦创智能：2025年年度报告')).toBeInTheDocument();
    expect(screen.getByTestId('page-banner')).toHaveTextContent('信息披露');
    expect(api.of('GET /api/rem-registrationbizweb/nonds/notice/page')).toHaveLength(0);

    await userEvent.click(screen.getByRole('tab', { name: '信息公告' }));
    expect(await screen.findByText('关于系统升级维护的公告')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=notice');
    expect(screen.getByTestId('page-banner')).toHaveTextContent('信息公告');
    expect(api.of('GET /api/rem-registrationbizweb/nonds/notice/page')[0].params).toMatchObject({ tenantId: '000000', noticeType: 'info', current: 1, size: 10 });
    expect(screen.getByTestId('info-notice-list')).toHaveTextContent('共 13 条');
  });

  it('?tab=notice opens the notices; a notice unfolds with its text, read once', async () => {
    const api = server();
    open('?tab=notice');
    const title = await screen.findByText('关于调整业务办理时间的通知');
    expect(screen.getByTestId('info-notice-list')).toHaveTextContent('2026-08-27');
    expect(api.of('GET /api/rem-registrationbizweb/nonds/notice/detail')).toHaveLength(0);
    await userEvent.click(title);
    const text = await screen.findByTestId('info-notice-text');
    expect(within(text).getByTestId('article-title')).toHaveTextContent('关于调整业务办理时间的通知');
    expect(text).toHaveTextContent('为提升服务质量，平台将对相关事项作出调整。');
    expect(api.of('GET /api/rem-registrationbizweb/nonds/notice/detail')[0].params).toEqual({ tenantId: '000000', id: 'notice-info-001' });
  });

  it('searches the notices by title from page 1', async () => {
    const api = server();
    open('?tab=notice');
    await screen.findByText('关于系统升级维护的公告');
    await userEvent.type(screen.getByPlaceholderText('请输入标题或企业名称'), '升级{Enter}');
    await waitFor(() => expect(screen.queryByText('关于调整业务办理时间的通知')).toBeNull());
    const calls = api.of('GET /api/rem-registrationbizweb/nonds/notice/page');
    expect(calls[calls.length - 1].params).toMatchObject({ key: '升级', current: 1 });
  });
});
