import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, QRCode, Radio, Space, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUserInfo } from '@/api/get-current-user-info';
import { formatAmount } from '@/forms/amount-format';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { type ChargeDetail, chargeQuery, useCharge } from '../api/get-charge';
import { type QrCodeAnswer, useCreateQrCode, useOrderStatus } from '../api/payment-order';
import { formatTime } from './format-time';

/** Spec 02 §9: the payment QR code is 200×200. */
export const qrSize = 200;

/**
 * The charge of a business and its payment (02 §3 "Payment", §4): the charge number, base, fee
 * and whether it is paid; for its applicant while unpaid, the payment step: a payment method, a
 * QR code of the gateway's order, polled every 2 s until SUCCESS, then the method disabled,
 * payResult true and 缴费成功. A business without a charge shows nothing.
 */
export function ChargePaymentCard({ bizSn, charged = true }: { bizSn: string; charged?: boolean }) {
  const t = useT();
  const client = useQueryClient();
  // a business whose flow computed no charge base has no charge to ask for (no 404 in the console)
  const charge = useCharge(bizSn, charged);
  // the step stays, disabled, once paid here: payResult true, 缴费成功
  const [paidHere, setPaidHere] = useState(false);
  if (charge.isLoading) return null;
  if (charge.isError) {
    const missing = charge.error instanceof ApiError && charge.error.status === 404;
    return missing ? null : <Alert type="error" showIcon message={t('payment.chargeFailed')} data-testid="payment-charge-failed" />;
  }
  const detail = charge.data;
  if (!detail) return null;
  return (
    <Card size="small" title={t('payment.title')} data-testid="payment">
      <ChargeFacts charge={detail} />
      {(detail.mayPay || paidHere) && (
        <PaymentStep
          charge={detail}
          onPaid={() => {
            setPaidHere(true);
            void client.invalidateQueries({ queryKey: chargeQuery(bizSn).queryKey });
          }}
        />
      )}
    </Card>
  );
}

const refundColor = { PROCESSING: 'processing', SUCCESS: 'default', FAILED: 'error' } as const;

function ChargeFacts({ charge }: { charge: ChargeDetail }) {
  const t = useT();
  const yuan = (amount: string) => formatAmount(amount, 2);
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2, xl: 3 }}
      items={[
        { key: 'chargeSn', label: t('payment.chargeSn'), children: charge.chargeSn },
        { key: 'type', label: t('payment.businessType'), children: charge.businessTypeName },
        { key: 'base', label: t('payment.base'), children: <span data-testid="payment-base">{yuan(charge.base)}</span> },
        { key: 'amount', label: t('payment.amount'), children: <span data-testid="payment-amount">{yuan(charge.realAmount)}</span> },
        {
          key: 'status',
          label: t('payment.status'),
          children: (
            <Space size={4}>
              <Tag color={charge.payResult ? 'green' : charge.payStatus === '2' ? 'default' : 'gold'} data-testid="payment-status">
                {charge.payResult ? t('payment.paid') : charge.payStatus === '2' ? t('payment.refunded') : t('payment.unpaid')}
              </Tag>
              {charge.paymentRequired && charge.payStatus === '0' && <Tag color="red">{t('payment.required')}</Tag>}
            </Space>
          ),
        },
        ...(charge.payResult
          ? [
              { key: 'transferSn', label: t('payment.transferSn'), children: <span data-testid="payment-transfer-sn">{charge.transferSn ?? '-'}</span> },
              { key: 'paidAt', label: t('payment.paidAt'), children: formatTime(charge.paidAt) },
            ]
          : []),
        ...(charge.refund
          ? [
              {
                key: 'refund',
                label: t('payment.refund'),
                children: (
                  <Space size={4} wrap data-testid="payment-refund">
                    <Tag color={refundColor[charge.refund.status]}>{charge.refund.statusName}</Tag>
                    <span>{t('payment.refundOf', { amount: yuan(charge.refund.amount), reason: charge.refund.reason })}</span>
                  </Space>
                ),
              },
              { key: 'refundNo', label: t('payment.refundNo'), children: charge.refund.refundNo },
              { key: 'refundedAt', label: t('payment.refundedAt'), children: formatTime(charge.refund.refundedAt) },
            ]
          : []),
      ]}
    />
  );
}

function PaymentStep({ charge, onPaid }: { charge: ChargeDetail; onPaid: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const user = useCurrentUserInfo();
  const create = useCreateQrCode();
  const [paymentType, setPaymentType] = useState('1');
  const [order, setOrder] = useState<QrCodeAnswer | null>(null);
  const [payResult, setPayResult] = useState(false);
  const status = useOrderStatus(order && !payResult ? order.orderUuid : null);
  const orderStatus = status.data?.orderStatus;
  const told = useRef({ order: false, user: false });

  useEffect(() => {
    if (orderStatus !== 'SUCCESS' || payResult) return;
    setPayResult(true);
    void message.success(<span data-testid="payment-succeeded">{t('payment.succeeded')}</span>);
    onPaid();
  }, [orderStatus, payResult, message, onPaid, t]);
  useEffect(() => {
    if (!status.isError || told.current.order) return;
    told.current.order = true;
    void message.error(t('payment.orderFailed'));
  }, [status.isError, message, t]);
  useEffect(() => {
    if (!user.isError || told.current.user) return;
    told.current.user = true;
    void message.error(t('payment.userFailed'));
  }, [user.isError, message, t]);

  const account = user.data?.loginAccountInfo;
  const getCode = () => {
    told.current.order = false;
    create.mutate(
      {
        bizSn: charge.bizSn,
        chargeSn: charge.chargeSn,
        paymentType,
        tradeType: 'NATIVE',
        title: charge.businessTypeName,
        totalFee: charge.realAmount,
        currency: 'CNY',
        payUserName: account?.name ?? '',
        payUserMobile: account?.mobile ?? '',
      },
      { onSuccess: setOrder },
    );
  };
  const typeName = paymentType === '2' ? t('payment.alipay') : t('payment.wechat');

  return (
    <div className="payment-step" data-testid="payment-step">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>{t('payment.type')}：</Typography.Text>
          <Radio.Group
            value={paymentType}
            disabled={payResult}
            onChange={(e) => {
              setPaymentType(String(e.target.value));
              setOrder(null);
            }}
            data-testid="payment-type"
            options={[
              { value: '1', label: t('payment.wechat') },
              { value: '2', label: t('payment.alipay') },
            ]}
          />
          <Typography.Text type="secondary">
            {t('payment.payer')}：{account?.name ?? '-'} {account?.mobile ?? ''}
          </Typography.Text>
        </Space>
        {!order && !payResult && (
          <Button type="primary" loading={create.isPending} onClick={getCode} data-testid="payment-get-code">
            {t('payment.getCode')}
          </Button>
        )}
        {order && !payResult && orderStatus !== 'CLOSED' && (
          <Space align="start" size="large" wrap>
            <QRCode value={order.codeUrl} size={qrSize} type="svg" data-testid="payment-qr" />
            <Space direction="vertical">
              <Typography.Text>{t('payment.scan', { type: typeName, at: formatTime(order.expiresAt) })}</Typography.Text>
              <Typography.Link href={order.codeUrl} target="_blank" rel="noreferrer" data-testid="payment-code-url">
                {t('payment.openCode')}
              </Typography.Link>
              <Typography.Text type="secondary" data-testid="payment-waiting">
                {t('payment.waiting')}
              </Typography.Text>
            </Space>
          </Space>
        )}
        {order && orderStatus === 'CLOSED' && !payResult && (
          <Alert
            type="warning"
            showIcon
            message={t('payment.expired')}
            data-testid="payment-expired"
            action={
              <Button size="small" onClick={() => setOrder(null)}>
                {t('payment.getCode')}
              </Button>
            }
          />
        )}
        {payResult && <Alert type="success" showIcon message={t('payment.succeeded')} data-testid="payment-result" />}
      </Space>
    </div>
  );
}
