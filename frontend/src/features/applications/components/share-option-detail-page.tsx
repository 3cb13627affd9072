import { Card, Descriptions, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '@/lib/i18n';
import type { ApplicationDetail } from '../api/lifecycle-types';
import { ApplicationByBizSn } from './application-by-biz-sn';
import { BusinessDetailView } from './business-detail-view';

/** One holder's share options of an equity-incentive plan (550401 认股权授予明细). */
export interface OptionGrant {
  accountNumber: string;
  holderName: string;
  grantedOptions: number;
  exercisePrice: string;
  vestingDate: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The plan's grants as its form holds them; rows of another shape are left out. */
export function grantsOf(application: ApplicationDetail): OptionGrant[] {
  const rows = application.formData.grants;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    .map((r) => ({
      accountNumber: String(r.accountNumber ?? ''),
      holderName: String(r.holderName ?? ''),
      grantedOptions: Number(r.grantedOptions ?? 0) || 0,
      exercisePrice: String(r.exercisePrice ?? ''),
      vestingDate: String(r.vestingDate ?? ''),
    }));
}

function Grants({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const grants = grantsOf(application);
  const total = grants.reduce((sum, g) => sum + g.grantedOptions, 0);
  const firstVesting = grants.map((g) => g.vestingDate).filter(Boolean).sort()[0];
  const columns: ColumnsType<OptionGrant> = [
    { title: t('list.index'), key: 'i', width: 64, render: (_, __, i) => i + 1 },
    { title: t('options.holder'), dataIndex: 'holderName', key: 'holder' },
    { title: t('account.accountNumber'), dataIndex: 'accountNumber', key: 'account' },
    { title: t('options.granted'), key: 'granted', align: 'right', render: (_, g) => <span data-testid={`options-granted-${g.accountNumber}`}>{count(g.grantedOptions)}</span> },
    { title: t('options.share'), key: 'share', align: 'right', render: (_, g) => (total > 0 ? `${((g.grantedOptions / total) * 100).toFixed(2)}%` : '--') },
    { title: t('options.price'), dataIndex: 'exercisePrice', key: 'price', align: 'right' },
    { title: t('options.vesting'), dataIndex: 'vestingDate', key: 'vesting' },
  ];
  return (
    <Card size="small" title={t('options.title')} data-testid="share-option-grants">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 4 }}
        items={[
          { key: 'plan', label: t('options.plan'), children: String(application.formData.filingTitle ?? '--') },
          { key: 'holders', label: t('options.holders'), children: grants.length },
          { key: 'total', label: t('options.total'), children: <b data-testid="options-total">{count(total)}</b> },
          { key: 'vesting', label: t('options.firstVesting'), children: firstVesting ?? '--' },
        ]}
      />
      <Table<OptionGrant> rowKey="accountNumber" size="small" pagination={false} columns={columns} dataSource={grants} locale={{ emptyText: t('options.none') }} />
    </Card>
  );
}

/**
 * /process/rgqDetail2?bizSn=, 认购权详情 (share-option details): an equity-incentive plan
 * (550401) with the share options it grants each holder (their part of the plan, exercise price
 * and vesting day) above the application read-only with its history.
 */
export function ShareOptionDetailPage() {
  return (
    <ApplicationByBizSn flow="550401">
      {(application) => (
        <BusinessDetailView application={application}>
          <Grants application={application} />
        </BusinessDetailView>
      )}
    </ApplicationByBizSn>
  );
}
