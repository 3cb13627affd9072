import { Alert, Card, Descriptions, Skeleton } from 'antd';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { formatAmount } from '@/forms/amount-format';
import { useT } from '@/lib/i18n';
import { useIssuedBond } from '../api/get-issued-bond';

/**
 * The bond an issue filing or registration names, as the register holds it now: its status
 * (已备案 → 发行中 → 已发行), the units offered and the units issued to subscribers.
 */
export function IssueBondCard({ bondId }: { bondId: string }) {
  const t = useT();
  const bond = useIssuedBond(bondId);
  const status = useDictionary('bondStatus', { silent: true });
  if (bond.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (bond.isError || !bond.data) {
    return <Alert type="error" showIcon role="alert" message={t('detail.loadFailed')} description={bond.error?.message} />;
  }
  const b = bond.data;
  return (
    <Card size="small" title={t('issue.bondTitle')} data-testid="issue-bond">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'code', label: t('issue.productCode'), children: b.productCode },
          { key: 'name', label: t('issue.bondName'), children: b.chineseName },
          { key: 'issuer', label: t('issue.issuer'), children: b.companyName },
          {
            key: 'status',
            label: t('issue.status'),
            children: <span data-testid="issue-bond-status">{dictValueOf(status.data, b.status) ?? b.status}</span>,
          },
          { key: 'amount', label: t('issue.amount'), children: formatAmount(String(b.bondAmount), 2) },
          { key: 'price', label: t('issue.price'), children: formatAmount(b.price, 2) },
          { key: 'raise', label: t('issue.raise'), children: `${b.raiseBeginDate} ~ ${b.raiseEndDate}` },
          {
            key: 'issued',
            label: t('issue.issuedUnits'),
            children: <span data-testid="issue-bond-units">{formatAmount(String(b.issuedUnits), 0)}</span>,
          },
        ]}
      />
    </Card>
  );
}
