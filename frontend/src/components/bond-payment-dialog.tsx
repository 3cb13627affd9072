import { Alert, Button, Modal, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { formatAmount } from '@/forms/amount-format';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { useBondPayments, type BondPaymentRow } from '@/api/bond-payments';

/** The bond whose payments are shown. */
export interface PaidBond {
  id: string;
  chineseName: string;
  productCode: string;
}

/** 1,234,567.89 (01 §5 "Thousands formatting"). */
const money = (value: string) => formatAmount(value, 2);
/** 1,234 units. */
const units = (value: number) => formatAmount(String(value), 0);

type Column = ColumnsType<BondPaymentRow>[number];

function column(key: keyof BondPaymentRow & string, title: LocaleKey, render?: 'money' | 'units'): [LocaleKey, Column] {
  const base: Column = { key, dataIndex: key };
  if (render === 'money') return [title, { ...base, align: 'right', render: (v: string) => money(v) }];
  if (render === 'units') return [title, { ...base, align: 'right', render: (v: number) => units(v) }];
  return [title, base];
}

/** The 14 columns of 01 §3 "Bond payment detail row", in its order. */
const columns: [LocaleKey, Column][] = [
  column('paymentDate', 'bondPayment.paymentDate'),
  column('paymentCode', 'bondPayment.paymentCode'),
  column('accountNumber', 'bondPayment.accountNumber'),
  column('holderName', 'bondPayment.holderName'),
  column('totalFundVol', 'bondPayment.totalFundVol', 'units'),
  column('lastFundVol', 'bondPayment.lastFundVol', 'units'),
  column('profit', 'bondPayment.profit'),
  column('refundNum', 'bondPayment.refundNum', 'units'),
  column('principalAmount', 'bondPayment.principalAmount', 'money'),
  column('interestAmount', 'bondPayment.interestAmount', 'money'),
  column('totalAmount', 'bondPayment.totalAmount', 'money'),
  column('frozenInterest', 'bondPayment.frozenInterest', 'money'),
  column('pledgeInterest', 'bondPayment.pledgeInterest', 'money'),
  column('remark', 'bondPayment.remark'),
];

/**
 * 兑付明细, the bond payment detail dialog (01 §2 "Dialogs"): every payment of the bond the
 * reader may see, one row per account, newest payment first. An investor sees their own
 * account's rows only (the server answers no others).
 */
export function BondPaymentDialog({ bond, onClose }: { bond: PaidBond | null; onClose: () => void }) {
  const t = useT();
  const rows = useBondPayments(bond?.id ?? null);
  return (
    <Modal
      open={bond !== null}
      title={t('bondPayment.title', { name: bond ? `${bond.chineseName}（${bond.productCode}）` : '' })}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('bondPayment.close')}</Button>}
      width={1280}
      destroyOnHidden
    >
      {rows.isError && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={rows.error.message} />}
      <Table<BondPaymentRow>
        data-testid="bond-payment-table"
        rowKey="id"
        size="small"
        bordered
        scroll={{ x: 'max-content' }}
        columns={columns.map(([title, c]) => ({ ...c, title: t(title) }))}
        dataSource={rows.data ?? []}
        loading={rows.isFetching}
        locale={{ emptyText: t('bondPayment.empty') }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </Modal>
  );
}

/** A 兑付明细 link that opens the dialog for one bond. */
export function BondPaymentLink({ bond }: { bond: PaidBond }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="link" size="small" data-testid={`bond-payments-${bond.productCode}`} onClick={() => setOpen(true)}>
        {t('bondPayment.open')}
      </Button>
      {open && <BondPaymentDialog bond={bond} onClose={() => setOpen(false)} />}
    </>
  );
}
