import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, type FakeAnswer } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { ChainEntry } from '../api/chain-types';
import { BlockChainPage } from './block-chain-page';

const LIST = 'GET /api/rem-registrationbizweb/blockChain/list';
const VERIFY = 'GET /api/rem-registrationbizweb/blockChain/verify';

const hash = (n: number) => n.toString(16).padStart(64, '0');
const entry = (seq: number): ChainEntry => ({
  seq,
  bizSn: `550004202611210000${seq}`,
  appId: '550004',
  transHash: hash(seq + 100),
  chainHash: hash(seq + 100),
  prevHash: seq === 1 ? '0'.repeat(64) : hash(seq + 99),
  bizTypeName: '股份转让',
  applicant: '张伟',
  stampedAt: `2026-11-21 10:00:${String(seq).padStart(2, '0')}`,
  byStaff: false,
});

/** 23 entries, newest first. */
const all = Array.from({ length: 23 }, (_, i) => entry(23 - i));

function server(buttons: string[], verify: () => FakeAnswer = () => ({ data: { intact: true, firstBroken: null } })) {
  return fakeApi({
    'GET /api/blade-system/menu/buttons': () => ({ data: buttons.map((code) => ({ code, name: code })) }),
    [LIST]: (config) => {
      const { current, size } = config.params as { current: number; size: number };
      return { data: { records: all.slice((current - 1) * size, current * size), total: all.length, current, size } };
    },
    [VERIFY]: verify,
  });
}

const open = () =>
  renderRoutes(
    [
      { path: '/blockChain', element: <BlockChainPage /> },
      { path: '/process/ywlsDetail', element: <div data-testid="business-detail" /> },
      { path: '/areaBlockChainDetail/:transHash', element: <div data-testid="chain-detail" /> },
    ],
    '/blockChain',
  );

describe('/blockChain', () => {
  beforeEach(() => signedIn());

  // spec: 01§2.38
  it('lists the entries newest first with their business, hashes and time, paged by 10', async () => {
    const api = server([]);
    open();
    const link = await screen.findByTestId('chain-biz-23');
    expect(link).toHaveTextContent('55000420261121000023');
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('股份转让');
    expect(row).toHaveTextContent('张伟');
    expect(row).toHaveTextContent(`${hash(123).slice(0, 10)}…${hash(123).slice(-6)}`);
    expect(row).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(row).toHaveTextContent('已存证');
    expect(screen.getAllByRole('row')).toHaveLength(11);
    expect(screen.getByTestId('block-chain-page')).toHaveTextContent('共 23 条');
    expect(api.of(LIST)[0].params).toEqual({ current: 1, size: 10 });

    await userEvent.click(screen.getByTitle('3'));
    expect(await screen.findByTestId('chain-biz-3')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(api.of(LIST).at(-1)?.params).toEqual({ current: 3, size: 10 });
  });

  it('links the serial number to the business detail and the hash to the entry', async () => {
    server([]);
    const { router } = open();
    await userEvent.click(await screen.findByTestId('chain-biz-23'));
    expect(await screen.findByTestId('business-detail')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/process/ywlsDetail?bizSn=55000420261121000023');
    await act(() => router.navigate('/blockChain'));
    await userEvent.click(await screen.findByTestId('chain-hash-22', undefined, { timeout: 5_000 }));
    expect(await screen.findByTestId('chain-detail', undefined, { timeout: 5_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/areaBlockChainDetail/${hash(122)}`);
  });

  it('offers 校验存证 only with the button permission chain_verify', async () => {
    const api = server([]);
    open();
    await screen.findByTestId('chain-biz-23');
    expect(screen.queryByTestId('chain-verify')).toBeNull();
    expect(api.of(VERIFY)).toHaveLength(0);
  });

  it('says the chain is intact and marks the rows as matching', async () => {
    const api = server(['chain_verify']);
    open();
    await userEvent.click(await screen.findByTestId('chain-verify'));
    const result = await screen.findByTestId('chain-verify-result');
    expect(result).toHaveTextContent('校验通过：区块链完整，全部存证记录与其哈希一致');
    expect(result.className).toContain('success');
    expect((screen.getByTestId('chain-biz-23').closest('tr') as HTMLElement)).toHaveTextContent('一致');
    expect(api.of(VERIFY)).toHaveLength(1);
  });

  it('names the first entry that no longer matches and marks its row', async () => {
    server(['chain_verify'], () => ({ data: { intact: false, firstBroken: { seq: 21, bizSn: '55000420261121000021', hash: hash(121) } } }));
    open();
    await userEvent.click(await screen.findByTestId('chain-verify'));
    const result = await screen.findByTestId('chain-verify-result');
    expect(result).toHaveTextContent('校验未通过：第 21 号区块（业务流水号 55000420261121000021）的记录与其哈希不再一致');
    expect(screen.getByTestId('chain-broken-link')).toHaveTextContent(hash(121));
    expect(result.className).toContain('error');
    const broken = screen.getByTestId('chain-broken-21');
    expect(broken).toHaveTextContent('不一致');
    expect(broken.closest('tr')).toHaveClass('chain-row-broken');
    expect(within(screen.getByTestId('chain-biz-22').closest('tr') as HTMLElement).queryByText('不一致')).toBeNull();
    // the named entry opens from the message, wherever its page is
    await userEvent.click(screen.getByTestId('chain-broken-link'));
    expect(await screen.findByTestId('chain-detail')).toBeInTheDocument();
  });

  it('verifies afresh on every click', async () => {
    let n = 0;
    const api = server(['chain_verify'], () => {
      n += 1;
      return { data: n === 1 ? { intact: true, firstBroken: null } : { intact: false, firstBroken: { seq: 5, bizSn: 'B5', hash: hash(105) } } };
    });
    open();
    await userEvent.click(await screen.findByTestId('chain-verify'));
    expect(await screen.findByTestId('chain-verify-result')).toHaveTextContent('校验通过');
    await userEvent.click(screen.getByTestId('chain-verify'));
    await waitFor(() => expect(screen.getByTestId('chain-verify-result')).toHaveTextContent('第 5 号区块'));
    expect(api.of(VERIFY)).toHaveLength(2);
  });
});
