import { Alert, Card, Descriptions, Empty, Skeleton, Table, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { WithCurrentCompany } from '@/components/with-current-company';
import { formatBeijing } from '@/lib/beijing-time';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useIssuerBonds, type FiledBond } from '@/api/issuer-bonds';
import { useCapitalAccount } from '../api/query-capital-account';
import { BondPaymentLink } from '@/components/bond-payment-dialog';

/** 1,000,000.00: yuan with thousands separators and two decimals (03 §9), from exact text. */
export function yuan(value: string | number): string {
  const [int, frac = ''] = String(value).split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = int.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}.${(frac + '00').slice(0, 2)}`;
}

const optionKeys: Record<string, LocaleKey> = { '1': 'bond.option.1', '2': 'bond.option.2', '3': 'bond.option.3', '4': 'bond.option.4' };
const organKeys: Record<string, LocaleKey> = { '1': 'capital.organType.1', '2': 'capital.organType.2', '3': 'capital.organType.3' };

function useLabels(code: string) {
  const dict = useDictionary(code);
  return (key: string | null | undefined) => (key ? (dictValueOf(dict.data, key) ?? key) : '-');
}

function BondCard({ bond }: { bond: FiledBond }) {
  const t = useT();
  const status = useLabels('bondStatus');
  const area = useLabels('publishArea');
  const method = useLabels('fundraisingMethods');
  const term = useLabels('bondTermType');
  const use = useLabels('fundUseType');
  const category = useLabels('serviceProviderType');
  const option = (type: string) => (optionKeys[type] ? t(optionKeys[type]) : type);
  return (
    <Card
      type="inner"
      className="bond-card"
      data-testid={`bond-${bond.productCode}`}
      title={`${bond.chineseName}（${bond.productCode}）`}
      extra={
        <>
          {(bond.status === '3' || bond.status === '4') && <BondPaymentLink bond={{ id: bond.id, chineseName: bond.chineseName, productCode: bond.productCode }} />}
          <Tag color="blue">{status(bond.status)}</Tag>
        </>
      }
    >
      <Descriptions size="small" column={3} bordered>
        <Descriptions.Item label={t('bond.field.short')}>{bond.productShort ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.issuer')}>{bond.companyName}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.filedAt')}>{formatBeijing(bond.filedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.raise')}>{`${bond.raiseBeginDate} ~ ${bond.raiseEndDate}`}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.amount')}>{yuan(bond.bondAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.price')}>{`${yuan(bond.price)}（${t('bond.field.par')} ${yuan(bond.parValue)}）`}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.base')}>{bond.transactionBase}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.buy')}>{`${bond.buyMin ?? '-'} ~ ${bond.buyMax ?? '-'}`}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.issued')}>
          <span data-testid={`bond-issued-${bond.productCode}`}>{bond.issuedUnits}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('bond.field.term')}>{`${bond.bondTerm}${term(bond.bondTermType)}`}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.rate')}>{`${bond.rateBeginDate} ~ ${bond.rateEndDate}`}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.method')}>{method(bond.fundraisingMethods)}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.area')}>{area(bond.publishArea)}</Descriptions.Item>
        <Descriptions.Item label={t('bond.field.use')}>{use(bond.fundUseType)}</Descriptions.Item>
      </Descriptions>
      <h4 className="bond-card-section">{t('bond.providers')}</h4>
      <Table
        size="small"
        pagination={false}
        rowKey="seq"
        dataSource={bond.bondServiceProvidersList}
        columns={[
          { title: t('form.table.index'), dataIndex: 'seq', width: 64 },
          { title: t('bond.provider.name'), dataIndex: 'serviceProviderName' },
          { title: t('bond.provider.category'), dataIndex: 'categoryCode', render: (v: string) => category(v) },
          { title: t('bond.provider.member'), dataIndex: 'isPartnerMember', render: (v: boolean) => (v ? t('common.yes') : t('common.no')) },
          { title: t('bond.provider.fee'), dataIndex: 'feeAmount', render: (v: string | null) => (v ? yuan(v) : '-') },
          { title: t('bond.provider.ratio'), dataIndex: 'creditEnhancementRatio', render: (v: string | null) => (v ? `${v}%` : '-') },
        ]}
      />
      {bond.investorsList.length > 0 && (
        <>
          <h4 className="bond-card-section">{t('bond.investors.listTitle')}</h4>
          <Table
            size="small"
            pagination={false}
            rowKey="accountUuid"
            dataSource={bond.investorsList}
            columns={[
              { title: t('bond.investors.name'), dataIndex: 'investorName' },
              { title: t('bond.investors.number'), dataIndex: 'investorNo' },
              { title: t('capital.organType'), dataIndex: 'organType', render: (v: number) => (organKeys[String(v)] ? t(organKeys[String(v)]) : String(v)) },
            ]}
          />
        </>
      )}
      {bond.bondOptionList.length > 0 && (
        <>
          <h4 className="bond-card-section">{t('bond.options')}</h4>
          <Table
            size="small"
            pagination={false}
            rowKey="seq"
            dataSource={bond.bondOptionList}
            columns={[
              { title: t('bond.option.type'), dataIndex: 'optionType', render: option },
              { title: t('bond.option.date'), dataIndex: 'optionDate', render: (v: string | null) => v ?? '-' },
              { title: t('bond.option.content'), dataIndex: 'content' },
            ]}
          />
        </>
      )}
    </Card>
  );
}

/** The issuer's raising account, where the bonds' subscriptions are paid. */
function RaisingAccount({ companyId }: { companyId: string }) {
  const t = useT();
  const account = useCapitalAccount(companyId);
  if (account.isLoading) return null;
  return (
    <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
      <Descriptions.Item label={t('bond.capitalAccount')}>
        <span data-testid="raising-account">
          {account.data ? `${account.data.capitalAccount}（${account.data.holderName}，${account.data.bankName}）` : t('bond.noCapitalAccount')}
        </span>
      </Descriptions.Item>
    </Descriptions>
  );
}

function IssuerBonds({ companyId }: { companyId: string }) {
  const t = useT();
  const bonds = useIssuerBonds(companyId);
  if (bonds.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (bonds.isError) return <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: bonds.error.message })} />;
  if (!bonds.data?.length) return <Empty description={t('bond.none')} data-testid="bonds-none" />;
  return (
    <div className="bond-list" data-testid="bond-list">
      <RaisingAccount companyId={companyId} />
      {bonds.data.map((b) => (
        <BondCard key={b.id} bond={b} />
      ))}
    </div>
  );
}

/**
 * /bondInfoDetail: the bonds an issuer has filed (the bond register, issue 18), each with its
 * terms, service providers, targeted investors and option clauses. Staff name the issuer with
 * `?companyId=`; an enterprise reads its current enterprise's.
 */
export function BondInfoDetailPage() {
  const t = useT();
  const companyId = useSearchParams()[0].get('companyId');
  return (
    <Card title={t('bond.detailTitle')}>
      {companyId ? <IssuerBonds companyId={companyId} /> : <WithCurrentCompany>{(dossier) => <IssuerBonds companyId={dossier.company.uuid} />}</WithCurrentCompany>}
    </Card>
  );
}
