import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { BlockChainDetailPage } from './block-chain-detail-page';
import { formatChainTime, shortHash } from './chain-format';

const DETAIL = 'GET /api/rem-registrationbizweb/blockChain/detail';
const transHash = 'ab'.repeat(32);
const prevHash = 'cd'.repeat(32);
const record = {
  appId: '550004',
  applicant: 'u-personal_demo',
  bizSn: '55000420261121000001',
  bizTypeName: '股份转让',
  completedAt: 1_790_000_000,
  form: { accountNumberIn: '1000000001', accountNumberOut: '2000000001', transferVolume: 1000 },
};

function server(found = true, prev = prevHash) {
  return fakeApi({
    [DETAIL]: (config) =>
      found && config.params.transHash === transHash
        ? { data: { seq: 7, bizSn: record.bizSn, appId: '550004', transHash, chainHash: transHash, prevHash: prev, createdAt: 1_790_000_000, record } }
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

  it('shows the entry: business, record hash, previous hash, time and the record', async () => {
    const api = server();
    open();
    expect(await screen.findByTestId('chain-trans-hash')).toHaveTextContent(transHash);
    expect(screen.getByTestId('chain-prev-hash')).toHaveTextContent(prevHash);
    expect(screen.getByTestId('chain-seq')).toHaveTextContent('7');
    expect(screen.getByTestId('chain-created-at')).toHaveTextContent(formatChainTime(1_790_000_000));
    expect(screen.getByTestId('block-chain-detail')).toHaveTextContent('股份转让');
    expect(screen.getByTestId('block-chain-detail')).toHaveTextContent('u-personal_demo');
    const shown = screen.getByTestId('chain-record').textContent ?? '';
    expect(JSON.parse(shown)).toEqual(record);
    expect(shown).toContain('\n  "form": {');
    expect(api.of(DETAIL)[0].params).toEqual({ transHash });
  });

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

  it('formats seconds, and - without a time', () => {
    expect(formatChainTime(0)).toBe('-');
    expect(formatChainTime(null)).toBe('-');
    expect(formatChainTime(1_790_000_000)).toMatch(/^2026-09-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
