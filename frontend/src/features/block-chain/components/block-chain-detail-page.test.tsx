import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { BlockChainDetailPage } from './block-chain-detail-page';
import { shortHash } from './chain-format';

const DETAIL = 'GET /api/rem-registrationbizweb/blockChain/detail';
const transHash = 'ab'.repeat(32);
const prevHash = 'cd'.repeat(32);
const detail = {
  seq: 7,
  bizSn: '55000420261121000001',
  appId: '550004',
  bizTypeName: '股份转让',
  applicant: '张伟',
  transHash,
  chainHash: transHash,
  stampedAt: '2026-11-21 10:30:05',
  submittedAt: '2026-11-21 09:12:00',
  completedAt: '2026-11-21 10:30:05',
  byStaff: false,
  charge: null,
  parValue: { figures: '1,000.00', capital: '壹仟元整' },
  sections: [
    {
      title: '转让信息',
      lines: [
        { label: '转让类型', value: '协议转让', capital: null },
        { label: '转出方账号', value: '2000000001（张伟）', capital: null },
        { label: '转入方账号', value: '1000000001（陕西丝路投资管理有限公司）', capital: null },
        { label: '转让数量', value: '1000 股', capital: null },
      ],
      tables: [{ label: '股东名册', columns: ['股东名称', '持股数量（股）'], rows: [['李雷', '6000']] }],
    },
  ],
};

function server(found: boolean | 'forbidden' = true, prev = prevHash) {
  return fakeApi({
    [DETAIL]: (config) =>
      found === 'forbidden'
        ? { status: 403, msg: '无权查看该存证记录' }
        : found && config.params.transHash === transHash
          ? { data: { ...detail, prevHash: prev } }
          : { status: 404, msg: '存证记录不存在' },
  });
}

const open = (hash = transHash) =>
  renderRoutes(
    [
      { path: '/areaBlockChainDetail/:transHash', element: <BlockChainDetailPage /> },
      { path: '/process/ywlsDetail', element: <div data-testid="business-detail" /> },
      { path: '/blockChain', element: <div data-testid="chain-list" /> },
    ],
    `/areaBlockChainDetail/${hash}`,
  );

describe('/areaBlockChainDetail/:transHash', () => {
  beforeEach(() => signedIn());

  it('shows the entry as a readable record: names, Chinese labels, units and Beijing times, never JSON', async () => {
    const api = server();
    open();
    expect(await screen.findByTestId('chain-trans-hash')).toHaveTextContent(transHash);
    expect(screen.getByTestId('chain-prev-hash')).toHaveTextContent(prevHash);
    expect(screen.getByTestId('chain-seq')).toHaveTextContent('7');
    expect(screen.getByTestId('chain-created-at')).toHaveTextContent('2026-11-21 10:30:05');
    expect(screen.getByTestId('chain-biz-type')).toHaveTextContent('股份转让');
    expect(screen.getByTestId('chain-applicant')).toHaveTextContent('张伟');
    expect(screen.getByTestId('chain-field-转出方账号')).toHaveTextContent('2000000001（张伟）');
    expect(screen.getByTestId('chain-field-转让数量')).toHaveTextContent('1000 股');
    const page = screen.getByTestId('block-chain-detail');
    expect(page).toHaveTextContent('1,000.00 元（壹仟元整）');
    expect(within(screen.getByTestId('chain-record')).getByRole('columnheader', { name: '持股数量（股）' })).toBeInTheDocument();
    expect(page).toHaveTextContent('李雷');
    expect(page.textContent).not.toMatch(/[{}]|u-personal_demo|1790000000/);
    expect(api.of(DETAIL)[0].params).toEqual({ transHash });
  });

  it('says 无权查看该存证记录 for an entry of another user', async () => {
    server('forbidden');
    open();
    expect(await screen.findByTestId('chain-detail-error')).toHaveTextContent('无权查看该存证记录');
  });

  // spec: 01§2.5
  it('links the serial number to /process/ywlsDetail?bizSn=', async () => {
    server();
    const { router } = open();
    await userEvent.click(await screen.findByTestId('chain-biz-link'));
    expect(await screen.findByTestId('business-detail')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?bizSn=55000420261121000001');
  });

  it('names the first entry of the chain', async () => {
    server(true, '0'.repeat(64));
    open();
    expect(await screen.findByTestId('chain-prev-hash')).toBeInTheDocument();
    expect(screen.getByTestId('block-chain-detail')).toHaveTextContent('（创世区块）');
  });

  it('says so when the entry does not exist, and goes back to the list', async () => {
    server(false);
    const { router } = open('nope');
    expect(await screen.findByTestId('chain-detail-error')).toHaveTextContent('获取存证详情失败');
    expect(screen.getByTestId('chain-detail-error')).toHaveTextContent('存证记录不存在');
    await userEvent.click(screen.getByTestId('chain-back'));
    expect(await screen.findByTestId('chain-list')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/blockChain');
  });
});

describe('chain formatting', () => {
  it('shortens a hash to its first 10 and last 6 characters, leaves short ones', () => {
    expect(shortHash(transHash)).toBe('ababababab…ababab');
    expect(shortHash('abc')).toBe('abc');
  });
});
