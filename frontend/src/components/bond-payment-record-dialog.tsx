import { Alert, App, DatePicker, Form, Input, InputNumber, Modal, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { formatAmount } from '@/forms/amount-format';
import { useT } from '@/lib/i18n';
import { useSaveBondPayment } from '@/api/bond-payments';
import { dateProblem, rateProblem, refundProblem, remarkMax, remarkMessage, type PayableBond } from './bond-payment-rules';

/** An issued bond staff may record a payment of. */
export interface RecordableBond extends PayableBond {
  id: string;
  productCode: string;
}

interface Values {
  paymentDate: Dayjs | null;
  profit: string;
  refundNum: number | null;
  remark: string;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/**
 * 兑付兑息登记: staff holding the permission record a payment of an issued bond: the date, the
 * coupon rate (%), the units redeemed (none for interest alone; all those outstanding at
 * maturity) and a remark. The server shares the units among the holders pro rata and answers
 * one row per account; the checks here are its own, so that a mistake shows at its field.
 */
export function BondPaymentRecordDialog({ bond, onClose }: { bond: RecordableBond | null; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveBondPayment();

  useEffect(() => {
    setFailure(null);
    form.resetFields();
  }, [bond, form]);

  const submit = async () => {
    if (!bond) return;
    const values = await form.validateFields();
    setFailure(null);
    save.mutate(
      {
        bondId: bond.id,
        paymentDate: day(values.paymentDate) ?? '',
        profit: values.profit.trim(),
        refundNum: values.refundNum ?? 0,
        remark: (values.remark ?? '').trim(),
      },
      {
        onSuccess: (rows) => {
          onClose();
          void message.success(t('bondPayment.recorded', { count: rows.length }));
        },
        onError: (e) => setFailure(e.message),
      },
    );
  };

  return (
    <Modal
      open={bond !== null}
      title={t('bondPayment.recordTitle', { name: bond ? `${bond.chineseName}（${bond.productCode}）` : '' })}
      okText={t('bondPayment.save')}
      cancelText={t('dict.cancel')}
      confirmLoading={save.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'bond-payment-save' } as Record<string, string>}
    >
      {bond && (
        <Typography.Paragraph type="secondary" data-testid="bond-payment-outstanding">
          {t('bondPayment.outstanding', {
            units: formatAmount(String(bond.issuedUnits), 0),
            begin: bond.rateBeginDate,
            end: bond.rateEndDate,
          })}
        </Typography.Paragraph>
      )}
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="bond-payment-failure" />}
      {bond && (
        <Form<Values> form={form} layout="vertical" initialValues={{ paymentDate: null, profit: '', refundNum: 0, remark: '' }}>
          <Form.Item
            name="paymentDate"
            label={t('bondPayment.paymentDate')}
            required
            rules={[{ validator: (_, v: Dayjs | null) => problem(dateProblem(day(v), bond)) }]}
          >
            <DatePicker style={{ width: '100%' }} id="bondPayment_paymentDate" />
          </Form.Item>
          <Form.Item name="profit" label={t('bondPayment.profit')} required rules={[{ validator: (_, v: string) => problem(rateProblem(v ?? '')) }]}>
            <Input id="bondPayment_profit" suffix="%" inputMode="decimal" />
          </Form.Item>
          <Form.Item
            name="refundNum"
            label={t('bondPayment.refundNum')}
            extra={t('bondPayment.refundHint')}
            dependencies={['paymentDate']}
            rules={[{ validator: (_, v: number | null) => problem(refundProblem(v, day(form.getFieldValue('paymentDate') as Dayjs | null), bond)) }]}
          >
            <InputNumber id="bondPayment_refundNum" min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label={t('bondPayment.remark')} rules={[{ max: remarkMax, message: remarkMessage }]}>
            <Input.TextArea id="bondPayment_remark" rows={2} maxLength={remarkMax} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function problem(text: string | null): Promise<void> {
  return text === null ? Promise.resolve() : Promise.reject(new Error(text));
}
