import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import type { Bidding, QuotingProject } from '../api/bidding-types';
import { BiddingDetailPage } from './bidding-detail-page';
import { CentralizedQuotationPage } from './centralized-quotation-page';

const project = {
  id: 'ftp-000000-01',
  projectAbbreviation: '秦创成长份额转让1号',
  bizSn: 'ZR20260001',
  status: '1',
  companyName: '秦创原科技成长一号私募股权投资基金',
  holderName: '张伟',
  unionStatus: '1',
  shareTransfer: 100000,
  lowPrice: '1.00',
};

const listed: QuotingProject[] = [
  { ...project, label: '秦创成长份额转让1号', quoteDeadline: '2027-12-31', open: true, quoteCount: 2, quotedShares: 80000, bestPrice: '1.5' },
  { ...project, id: 'ftp-000000-05', bizSn: 'ZR20260005', label: 'x', quoteDeadline: '2026-09-30', open: false, quoteCount: 0, quotedShares: 0, bestPrice: null },
];

const bidding: Bidding = {
  project,
  quoteDeadline: '2027-12-31',
  open: true,
  quotes: [
    { rank: 1, bizSn: '', quoterName: '陕*', accountNumber: '100****002', price: '1.50', quantity: 50000, quotedAt: '2026-11-18 10:00:00', allotted: 50000, result: '全部成交', mine: false },
    { rank: 2, bizSn: 'B2', quoterName: '张伟', accountNumber: '1000000001', price: '1.20', quantity: 60000, quotedAt: '2026-11-18 10:01:00', allotted: 50000, result: '部分成交', mine: true },
  ],
  outcome: { final: false, allottedShares: 100000, unsoldShares: 0, clearingPrice: '1.20', turnover: '135000.00' },
};

function server(answers: { projects?: unknown; bidding?: { status?: number; data?: unknown; msg?: string } }) {
  return fakeApi({
    'GET /api/blade-system/dict-biz/dictionary': () => ({ data: [{ dictKey: '1', dictValue: '挂牌中' }] }),
    'GET /api/rem-registrationbizweb/centralizedQuotation/projects': () => ({ data: answers.projects ?? [] }),
    'GET /api/rem-registrationbizweb/centralizedQuotation/bidding': () => answers.bidding ?? { data: bidding },
  });
}

// spec: 01§2 /process/centralizedQquotation /biddingDetail
describe('centralised quotation', () => {
  beforeEach(() => signedIn('personalholder'));

  it('lists the projects on offer with their deadline and lets an investor quote on an open one', async () => {
    server({ projects: listed });
    renderAt(<CentralizedQuotationPage />, '/process/centralizedQquotation');
    expect(await screen.findAllByText('秦创成长份额转让1号')).toHaveLength(2);
    expect(screen.getByText('报价中')).toBeInTheDocument();
    expect(screen.getByText('已截止')).toBeInTheDocument();
    expect(screen.getByText('1.50')).toBeInTheDocument();
    // one quote link per open project, and the one in the header
    const quoteLinks = screen.getAllByRole('link', { name: '我要报价' });
    expect(quoteLinks).toHaveLength(2);
    expect(quoteLinks[0]).toHaveAttribute('href', '/process/apply?appId=550224&nodeId=apply');
  });

  it('offers staff no quote link', async () => {
    signedIn('mgr');
    server({ projects: listed });
    renderAt(<CentralizedQuotationPage />, '/process/centralizedQquotation');
    expect(await screen.findAllByText('秦创成长份额转让1号')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: '我要报价' })).toBeNull();
  });

  it('shows a bidding: the outcome and the quotes ranked, the investor\'s own marked', async () => {
    const api = server({});
    renderAt(<BiddingDetailPage />, '/biddingDetail?id=ftp-000000-01');
    expect(await screen.findByTestId('bidding-detail')).toHaveTextContent('秦创成长份额转让1号（ZR20260001）');
    expect(api.of('GET /api/rem-registrationbizweb/centralizedQuotation/bidding')[0].params).toEqual({ id: 'ftp-000000-01' });
    expect(screen.getByText('部分成交')).toBeInTheDocument();
    expect(screen.getByText('我的报价')).toBeInTheDocument();
    expect(screen.getByTestId('bidding-outcome')).toHaveTextContent('135,000.00');
  });

  it('says why a bidding cannot be shown', async () => {
    server({ bidding: { status: 404, msg: '转让项目不存在' } });
    renderAt(<BiddingDetailPage />, '/biddingDetail?id=nope');
    expect(await screen.findByTestId('bidding-error')).toHaveTextContent('转让项目不存在');
  });
});
