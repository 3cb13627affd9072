import { Alert, Button, Card, Descriptions, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { dictValueOf, useDictionary } from '@/api/get-dictionary';
import { formatAmount } from '@/forms/amount-format';
import { BondPaymentLink } from '@/components/bond-payment-dialog';
import { BondPaymentRecordDialog } from '@/components/bond-payment-record-dialog';
import { useButtonPermission } from '@/hooks/use-button-permission';
import { useT } from '@/lib/i18n';
import { useIssuedBond } from '../api/get-issued-bond';

/**
 * The bond an issue filing or registration names, as the register holds it now: its status
 * (已备案 → 发行中 → 已发行 → 已兑付), the units offered and the units issued (outstanding) to
 * subscribers. An issued bond's payments open in 兑付明细; staff holding 兑付兑息登记 record one.
 */
const ISSUED = '3';
const REDEEMED = '4';
/** The button permission of 兑付兑息登记. */
const recordPermission = 'bond_payment_record';

export function IssueBondCard({ bondId }: { bondId: string }) {
  const t = useT();
  const bond = useIssuedBond(bondId);
  const status = useDictionary('bondStatus', { silent: true });
  const mayRecord = useButtonPermission(recordPermission);
  const [recording, setRecording] = useState(false);
  if (bond.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (bond.isError || !bond.data) {
    return <Alert type="error" showIcon role="alert" message={t('detail.loadFailed')} description={bond.error?.message} />;
  }
  const b = bond.data;
  return (
    <Card
      size="small"
      title={t('issue.bondTitle')}
      data-testid="issue-bond"
      extra={
        (b.status === ISSUED || b.status === REDEEMED) && (
          <Space size={0}>
            <BondPaymentLink bond={{ id: b.id, chineseName: b.chineseName, productCode: b.productCode }} />
            {mayRecord && b.status === ISSUED && (
              <Button type="link" size="small" data-testid="bond-payment-record" onClick={() => setRecording(true)}>
                {t('bondPayment.record')}
              </Button>
            )}
          </Space>
        )
      }
    >
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
      {recording && <BondPaymentRecordDialog bond={b} onClose={() => setRecording(false)} />}
    </Card>
  );
}
