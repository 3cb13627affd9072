import { Alert, Card, Space, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { links, paths } from '@/app/paths';
import { useIssuerBonds, type FiledBond } from '@/api/issuer-bonds';
import type { MyApplication } from '@/api/list-my-applications';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { MyApplicationsTable } from '@/components/my-applications-table';
import { WithCurrentCompany } from '@/components/with-current-company';
import { useT } from '@/lib/i18n';
import { conversionOption, convertibleBondBusinesses } from './business-groups';
import { StartBusinessButtons } from './start-business-buttons';

/** A bond with a share-conversion clause (转股选择权, optionType 4) is a convertible bond. */
export const isConvertible = (bond: FiledBond) => bond.bondOptionList.some((o) => o.optionType === conversionOption);

/** Each business's own detail page where it has one, else the business detail. */
export function convertibleDetailLink(a: MyApplication): string {
  const own: Record<string, string> = { '550023': paths.issueFilingDetail, '550024': paths.issuanceDetail, '550081': paths.bondChangeDetail };
  return own[a.appId] ? `${own[a.appId]}?bizSn=${encodeURIComponent(a.bizSn)}` : links.businessDetail(a.bizSn);
}

function ConvertibleBonds({ companyId }: { companyId: string }) {
  const t = useT();
  const bonds = useIssuerBonds(companyId);
  const status = useDictionary('bondStatus');
  if (bonds.isError) return <Alert type="error" showIcon message={t('list.loadFailed', { msg: bonds.error.message })} />;
  const convertible = (bonds.data ?? []).filter(isConvertible);
  return (
    <Table<FiledBond>
      size="small"
      rowKey="id"
      loading={bonds.isLoading}
      dataSource={convertible}
      pagination={false}
      locale={{ emptyText: t('cb.none') }}
      data-testid="convertible-bonds"
      columns={[
        { title: t('cb.code'), dataIndex: 'productCode' },
        { title: t('cb.name'), dataIndex: 'chineseName', render: (v: string) => <Link to={paths.bondInfoDetail}>{v}</Link> },
        { title: t('cb.status'), dataIndex: 'status', render: (v: string) => <Tag color="blue">{dictValueOf(status.data, v) ?? v}</Tag> },
        { title: t('bond.field.amount'), dataIndex: 'bondAmount', align: 'right', render: (v: number) => v.toLocaleString('en-US') },
        { title: t('bond.field.issued'), dataIndex: 'issuedUnits', align: 'right' },
        { title: t('bond.field.rate'), key: 'term', render: (_, b) => `${b.rateBeginDate} ~ ${b.rateEndDate}` },
        {
          title: t('cb.conversion'),
          key: 'conversion',
          render: (_, b) =>
            b.bondOptionList
              .filter((o) => o.optionType === conversionOption)
              .map((o) => `${o.optionDate ?? ''} ${o.content}`.trim())
              .join('；'),
        },
      ]}
    />
  );
}

/**
 * /smApply and /privateCBApply, 私募可转债: the current enterprise's convertible bonds (a bond
 * with a 转股选择权 clause, 03 §3-§4), the filing and issuance businesses it may start (550082,
 * 550023, 550024, 550081) and its applications of them, each opening its detail page.
 */
export function ConvertibleBondPage() {
  const t = useT();
  return (
    <WithCurrentCompany>
      {({ company }) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="convertible-bond-page">
          <Card title={t('cb.bonds', { company: company.name })} size="small">
            <ConvertibleBonds companyId={company.uuid} />
          </Card>
          <Card title={t('cb.start')} size="small">
            <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('cb.hint')} />
            <StartBusinessButtons appIds={convertibleBondBusinesses} />
          </Card>
          <Card title={t('cb.applications')} size="small">
            <MyApplicationsTable appIds={convertibleBondBusinesses} detailLink={convertibleDetailLink} />
          </Card>
        </Space>
      )}
    </WithCurrentCompany>
  );
}
