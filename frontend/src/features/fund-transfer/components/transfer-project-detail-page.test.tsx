import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import type { TransferProjectDetail } from '@/api/transfer-project-types';
import { TransferProjectDetailPage } from './transfer-project-detail-page';

const project: TransferProjectDetail = {
  id: 'ftp-000000-01',
  projectAbbreviation: '秦创成长份额转让1号',
  bizSn: 'ZR20260001',
  status: '1',
  companyName: '秦创原科技成长一号私募股权投资基金',
  holderName: '张伟',
  unionStatus: '1',
  shareTransfer: 100000,
  lowPrice: '1.5',
  registeredAddress: '陕西省西安市高新区科技路48号',
  showRegisteredAddress: '1',
  personInCharge: '王磊',
  showPersonInCharge: '0',
  establishDate: '2019-03-18',
  showEstablishDate: '1',
  registeredCapitalCurrency: 'CNY',
  showRegisteredCapitalCurrency: '0',
  registeredCapital: '5000',
  showRegisteredCapital: '1',
  institutionalNature: '私募股权投资基金',
  showInstitutionalNature: '0',
};

const dictionaries: Record<string, { dictKey: string; dictValue: string }[]> = {
  projectStatus: [{ dictKey: '1', dictValue: '挂牌中' }],
  currencyType: [{ dictKey: 'CNY', dictValue: '人民币' }],
};

function server(answer: { status?: number; data?: unknown; msg?: string }) {
  return fakeApi({
    'GET /api/blade-system/dict-biz/dictionary': (config) => ({ data: dictionaries[String(config.params?.code)] ?? [] }),
    'GET /api/rem-registrationbizweb/transfer-registration-pledge/detail': () => answer,
  });
}

describe('the transfer project detail page (03 §2 {token}?id=, 02 §2)', () => {
  beforeEach(() => signedIn('personalholder'));

  // spec: 02§2.24 03§2.2 03§7.2
  it('shows the project and only the flagged details of the fund', async () => {
    const api = server({ data: project });
    renderAt(<TransferProjectDetailPage />, '/fundTransferDetail?id=ftp-000000-01');
    expect(await screen.findByTestId('transfer-project-detail')).toHaveTextContent('秦创成长份额转让1号（ZR20260001）');
    expect(api.of('GET /api/rem-registrationbizweb/transfer-registration-pledge/detail')[0].params).toEqual({ id: 'ftp-000000-01' });
    expect(screen.getByText('挂牌中')).toBeInTheDocument();
    expect(screen.getByText('100,000')).toBeInTheDocument();
    expect(screen.getByText('1.50')).toBeInTheDocument();
    // flagged: shown
    expect(screen.getByText('注册地址')).toBeInTheDocument();
    expect(screen.getByText('陕西省西安市高新区科技路48号')).toBeInTheDocument();
    expect(screen.getByText('成立日期')).toBeInTheDocument();
    expect(screen.getByText('注册资本(万元)')).toBeInTheDocument();
    expect(screen.getByText('5,000.00')).toBeInTheDocument();
    // not flagged: hidden, label and value
    for (const hidden of ['负责人', '王磊', '注册资本币种', '人民币', '机构性质']) expect(screen.queryByText(hidden)).toBeNull();
  });

  it('shows the server message for an unknown project', async () => {
    server({ status: 404, msg: '转让项目不存在' });
    renderAt(<TransferProjectDetailPage />, '/fundTransferDetail?id=nope');
    expect(await screen.findByTestId('transfer-project-error')).toHaveTextContent('转让项目不存在');
  });
});
