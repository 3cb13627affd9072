import { Alert, Card, Descriptions, Empty, Skeleton, Table, Tag, Timeline, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatAmount } from '@/forms/amount-format';
import { useT } from '@/lib/i18n';
import { useApprovalContext, type ApprovalContext, type ApprovalParty, type ChangedField, type PartyBalance } from '../api/get-approval-context';
import { actionLabel } from './flow-forms';
import { formatBeijing } from './format-time';

const shares = (n: number) => n.toLocaleString('zh-CN');

/** A form value as a reader sees it: blanks as （空）, a table by its rows, never raw JSON. */
export function readable(value: unknown, rows: (n: number) => string, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return rows(value.length);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).filter((v) => v !== null && v !== '').join(' ');
  return String(value);
}

/** CSS marking the form's fields that changed since the last return (their top-level props). */
export function changedFieldsStyle(fields: string[]): string {
  return fields
    .filter((f) => /^[A-Za-z0-9_]+$/.test(f))
    .map((f) => `[data-field="root_${f}"]{background:#fffbe6;box-shadow:0 0 0 2px #faad14;border-radius:4px}`)
    .join('\n');
}

interface PartyRow extends Partial<PartyBalance> {
  key: string;
  party: ApprovalParty;
}

function partyRows(parties: ApprovalParty[]): PartyRow[] {
  return parties.flatMap((party) =>
    party.balances.length === 0
      ? [{ key: party.field, party }]
      : party.balances.map((b) => ({ key: `${party.field}/${b.productCode}`, party, ...b })),
  );
}

function Parties({ context }: { context: ApprovalContext }) {
  const t = useT();
  const volume = (n?: number) => (n === undefined ? '-' : shares(n));
  const columns: ColumnsType<PartyRow> = [
    { title: t('review.party'), key: 'label', render: (_, r) => r.party.label },
    {
      title: t('review.account'),
      key: 'account',
      render: (_, r) => (
        <span data-testid={`party-${r.party.accountNumber}`}>
          {r.party.accountNumber}{' '}
          {r.party.holderName ? <Typography.Text strong>{r.party.holderName}</Typography.Text> : <Tag color="red">{t('review.noAccount')}</Tag>}
        </span>
      ),
    },
    { title: t('review.product'), key: 'product', render: (_, r) => (r.productCode ? `${r.productName ?? ''}（${r.productCode}）` : '-') },
    { title: t('review.total'), key: 'total', align: 'right', render: (_, r) => volume(r.total) },
    { title: t('review.free'), key: 'free', align: 'right', render: (_, r) => volume(r.free) },
    { title: t('review.pledged'), key: 'pledged', align: 'right', render: (_, r) => volume(r.pledged) },
    { title: t('review.frozen'), key: 'frozen', align: 'right', render: (_, r) => volume(r.frozen) },
  ];
  return <Table<PartyRow> size="small" pagination={false} rowKey="key" columns={columns} dataSource={partyRows(context.parties)} data-testid="review-parties" />;
}

function Changes({ fields }: { fields: ChangedField[] }) {
  const t = useT();
  const shown = (v: unknown) => readable(v, (n) => t('review.rows', { n }), t('review.empty'));
  if (fields.length === 0) return <Typography.Text type="secondary">{t('review.noChanges')}</Typography.Text>;
  const columns: ColumnsType<ChangedField> = [
    { title: t('review.field'), dataIndex: 'label', key: 'label' },
    { title: t('review.before'), key: 'before', render: (_, r) => <Typography.Text delete>{shown(r.before)}</Typography.Text> },
    { title: t('review.after'), key: 'after', render: (_, r) => <Typography.Text mark>{shown(r.after)}</Typography.Text> },
  ];
  return <Table<ChangedField> size="small" pagination={false} rowKey="field" columns={columns} dataSource={fields} data-testid="review-changes" />;
}

function Memos({ context }: { context: ApprovalContext }) {
  const t = useT();
  if (context.memos.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('review.noHistory')} />;
  return (
    <Timeline
      data-testid="review-memos"
      items={context.memos.map((m) => ({
        key: m.taskNo,
        color: m.action === 'reject' ? 'red' : m.action === 'return' ? 'orange' : 'green',
        children: (
          <div data-testid="review-memo">
            <Typography.Text strong>{m.nodeName}</Typography.Text>
            <Typography.Text> · {m.action ? actionLabel(t, m.action) : '-'}</Typography.Text>
            <Typography.Text type="secondary"> · {m.actorName ?? '-'} · {formatBeijing(m.at)}</Typography.Text>
            {m.memo && <div className="history-memo">{t('detail.memo', { memo: m.memo })}</div>}
          </div>
        ),
      }))}
    />
  );
}

/**
 * What the approver decides on, beside the read-only form: the applicant, every account the
 * application names with its holder's name and current balances, the charge, what changed since
 * the last return, and every earlier decision with its memo.
 */
export function ApprovalContextPanel({ uuid }: { uuid: string }) {
  const t = useT();
  const context = useApprovalContext(uuid);
  if (context.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (context.isError || !context.data) {
    return <Alert type="warning" showIcon message={t('review.loadFailed')} description={context.error?.message} />;
  }
  const data = context.data;
  const changes = data.changes;
  return (
    <div className="approval-context" data-testid="approval-context">
      {changes && <style>{changedFieldsStyle(changes.fields.map((f) => f.field))}</style>}
      <Card size="small" title={t('review.title')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'applicant', label: t('todo.applicant'), children: <span data-testid="review-applicant">{data.applicant.name ?? '-'}</span> },
            { key: 'submittedAt', label: t('todo.submittedAt'), children: formatBeijing(data.submittedAt) },
            ...(data.charge
              ? [
                  {
                    key: 'charge',
                    label: t('review.charge'),
                    children: (
                      <span data-testid="review-charge">
                        {t('review.yuan', { amount: formatAmount(data.charge.amount, 2) })}{' '}
                        <Tag color={data.charge.collected ? 'green' : 'gold'}>{data.charge.collected ? t('review.collected') : t('review.toCollect')}</Tag>
                      </span>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {data.parties.length > 0 && <Parties context={data} />}
      </Card>
      {changes && (
        <Card size="small" title={t('review.changes')} style={{ marginTop: 12 }}>
          <Changes fields={changes.fields} />
        </Card>
      )}
      <Card size="small" title={t('review.history')} style={{ marginTop: 12 }}>
        <Memos context={data} />
      </Card>
    </div>
  );
}
