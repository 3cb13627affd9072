import { Card, Descriptions, Tag, Typography } from 'antd';
import Decimal from 'decimal.js';
import { formatAmount } from '@/forms/amount-format';
import { useT } from '@/lib/i18n';
import type { ChargeEstimate } from '../api/estimate-charge';

/**
 * The fee of a charged business before it is submitted (02 §3 "Payment", §9): the server runs
 * the submission's charge rule on the form as it stands and prices the base by the flow's
 * tariff. While the form is incomplete it says why there is no fee yet. A business without a
 * charge shows nothing.
 */
export function ChargeEstimateCard({ estimate: answer }: { estimate: ChargeEstimate | undefined }) {
  const t = useT();
  if (!answer?.charged) return null;
  return (
    <Card size="small" title={t('payment.estimateTitle')} data-testid="charge-estimate">
      {/* the aside is narrow: each label above its value */}
      <Descriptions
        size="small"
        layout="vertical"
        colon={false}
        column={1}
        items={[
          {
            key: 'amount',
            label: t('payment.estimateAmount'),
            children: answer.realAmount ? (
              <Typography.Text strong data-testid="charge-estimate-amount">
                {formatAmount(answer.realAmount, 2)}
              </Typography.Text>
            ) : (
              <Typography.Text type="secondary" data-testid="charge-estimate-pending">
                {answer.pending || t('payment.estimatePending')}
              </Typography.Text>
            ),
          },
          ...(answer.realAmount && answer.base
            ? [{ key: 'base', label: t('payment.base'), children: <span data-testid="charge-estimate-base">{formatAmount(answer.base, 2)}</span> }]
            : []),
          { key: 'tariff', label: t('payment.tariff'), children: <span data-testid="charge-estimate-tariff">{tariffText(answer, t)}</span> },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0, marginTop: 8 }}>
        {answer.paymentRequired && (
          <Tag color="orange" data-testid="charge-estimate-required">
            {t('payment.required')}
          </Tag>
        )}
        {t('payment.estimateNote')}
      </Typography.Paragraph>
    </Card>
  );
}

type T = ReturnType<typeof useT>;

/** 收费基数的 1‰，最低 50.00 元，最高 50,000.00 元; a rate of 1 charges the base itself. */
export function tariffText(estimate: ChargeEstimate, t: T): string {
  const rate = new Decimal(estimate.rate ?? '1');
  const parts = [
    rate.equals(1)
      ? t('payment.tariffBase')
      : rate.lessThan('0.01')
        ? t('payment.tariffPerMille', { rate: rate.times(1000).toString() })
        : t('payment.tariffPercent', { rate: rate.times(100).toString() }),
  ];
  if (estimate.minimum) parts.push(t('payment.tariffMinimum', { amount: formatAmount(estimate.minimum, 2) }));
  if (estimate.maximum) parts.push(t('payment.tariffMaximum', { amount: formatAmount(estimate.maximum, 2) }));
  return parts.join('，');
}
