import type { FieldProps } from '@rjsf/utils';
import { App, Button, Modal, Table, Tooltip, Transfer } from 'antd';
import { useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { useT } from '@/lib/i18n';
import type { LocaleKey } from '@/locales/zh-CN';
import { acquireOptionalInvestors, type OptionalInvestor } from '../api/acquire-optional-investors';
import type { FormState, FormStore } from '../form-store';

/** 03 §9: an investor's label longer than this is cut, the whole shown in a tooltip. */
export const labelLimit = 28;

/** The form field naming the issuer the investors are offered by (the filing project). */
export const issuerField = 'companyId';

type Investor = Record<string, unknown>;

const organKeys: Record<string, LocaleKey> = { '1': 'capital.organType.1', '2': 'capital.organType.2', '3': 'capital.organType.3' };

/** `张伟（2000000001）`, cut at 28 characters with an ellipsis. */
export function investorLabel(i: Pick<OptionalInvestor, 'investorName' | 'investorNo'>): { text: string; full: string } {
  const full = `${i.investorName}（${i.investorNo}）`;
  const chars = [...full];
  return { full, text: chars.length > labelLimit ? `${chars.slice(0, labelLimit).join('')}…` : full };
}

const noStore = createStore<Pick<FormState, 'data'>>(() => ({ data: {} }));

/**
 * The targeted investors of a directed bond (03 §2 投资者选择, §3 Targeted investor): the chosen
 * investors as a table and, while editable, a button opening a two-sided transfer list of the
 * investors the issuer may offer the bond to (bondtargetedinvestors/acquireOptionalInvestors).
 * The issuer is chosen first (请选择企业).
 */
export function TargetedInvestorsField(props: FieldProps) {
  const { formData, onChange, registry, readonly, disabled, idSchema, schema } = props;
  const t = useT();
  const { message } = App.useApp();
  const store = (registry.formContext as { store?: FormStore } | undefined)?.store;
  const issuer = useStore((store ?? noStore) as typeof noStore, (s) => String(s.data[issuerField] ?? ''));
  const chosen = useMemo(() => (Array.isArray(formData) ? (formData as Investor[]) : []), [formData]);
  const [open, setOpen] = useState(false);
  const [offered, setOffered] = useState<OptionalInvestor[]>([]);
  const [targetKeys, setTargetKeys] = useState<string[]>([]);
  const editable = !readonly && !disabled;

  const choose = async () => {
    if (!issuer) {
      void message.warning(t('bond.investors.chooseIssuer'));
      return;
    }
    const found = await acquireOptionalInvestors(issuer).catch(() => null);
    if (!found) return;
    // those chosen before stay offered, whoever the register lists now
    const known = new Set(found.map((i) => i.shareHolderId));
    const kept = chosen.filter((c) => !known.has(String(c.shareHolderId))) as unknown as OptionalInvestor[];
    setOffered([...found, ...kept]);
    setTargetKeys(chosen.map((c) => String(c.shareHolderId)));
    setOpen(true);
  };
  const confirm = () => {
    const byId = new Map(offered.map((i) => [i.shareHolderId, i]));
    const next = targetKeys.flatMap((k) => {
      const i = byId.get(k);
      return i ? [{ shareHolderId: i.shareHolderId, investorName: i.investorName, investorCertNo: i.investorCertNo, investorNo: i.investorNo, organType: String(i.organType) }] : [];
    });
    onChange(next.length ? next : undefined);
    setOpen(false);
  };
  const organ = (v: unknown) => (organKeys[String(v)] ? t(organKeys[String(v)]) : String(v ?? ''));

  return (
    <div id={idSchema.$id} className="form-table" data-testid="targeted-investors">
      <div className="form-table-head">
        <span className="form-table-title">{String(schema.title ?? '')}</span>
        {editable && (
          <Button size="small" type="primary" ghost onClick={() => void choose()} data-testid="choose-investors">
            {t('bond.investors.choose')}
          </Button>
        )}
      </div>
      <Table<Investor>
        size="small"
        rowKey={(r) => String(r.shareHolderId)}
        dataSource={chosen}
        pagination={false}
        locale={{ emptyText: t('form.empty') }}
        columns={[
          { title: t('form.table.index'), width: 64, render: (_v, _r, i) => i + 1 },
          { title: t('bond.investors.name'), dataIndex: 'investorName' },
          { title: t('bond.investors.certNo'), dataIndex: 'investorCertNo' },
          { title: t('bond.investors.number'), dataIndex: 'investorNo' },
          { title: t('capital.organType'), dataIndex: 'organType', render: organ },
        ]}
      />
      {open && (
        <Modal open title={t('bond.investors.title')} width={860} onCancel={() => setOpen(false)} onOk={confirm} okText={t('form.table.save')} cancelText={t('form.table.cancel')}>
          <Transfer<OptionalInvestor & { key: string }>
            dataSource={offered.map((i) => ({ ...i, key: i.shareHolderId }))}
            targetKeys={targetKeys}
            onChange={(keys) => setTargetKeys(keys.map(String))}
            showSearch
            filterOption={(input, item) => `${item.investorName}${item.investorNo}`.includes(input.trim())}
            titles={[t('bond.investors.offered'), t('bond.investors.chosen')]}
            listStyle={{ width: 380, height: 420 }}
            render={(item) => {
              const { text, full } = investorLabel(item);
              return text === full ? text : <Tooltip title={full}>{text}</Tooltip>;
            }}
          />
        </Modal>
      )}
    </div>
  );
}
