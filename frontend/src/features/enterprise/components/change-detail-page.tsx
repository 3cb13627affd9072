import { Alert, Card, Col, Empty, Row, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCompiledForm } from '@/forms/api/get-compiled-form';
import { fieldUi } from '@/forms/form-model';
import { FormRenderer } from '@/forms/form-renderer';
import type { CompiledForm } from '@/forms/types';
import { useT } from '@/lib/i18n';
import { useChangeDetail } from '../api/get-change-detail';

/** The label a field carries in the compiled form. */
function labelOf(form: CompiledForm, prop: string): string {
  return form.labels?.[prop] ?? String(fieldUi(form.uiSchema, prop)['ui:title'] ?? prop);
}

/** The changed props in the order the form shows them, those it does not show last. */
function inFormOrder(form: CompiledForm, changed: string[]): string[] {
  const order = form.sections.flatMap((s) => s.fields);
  const at = (p: string) => (order.includes(p) ? order.indexOf(p) : order.length);
  return [...changed].sort((a, b) => at(a) - at(b));
}

/** The form with only the sections holding a changed field, unless every section is asked for. */
function sectionsOf(form: CompiledForm, changed: ReadonlySet<string>, all: boolean): CompiledForm {
  if (all) return form;
  return { ...form, sections: form.sections.filter((s) => s.fields.some((f) => changed.has(f))) };
}

/** Changed fields highlighted in both columns (rjsf fields carry data-field="root_<prop>"). */
function highlightRules(changed: string[], before: Record<string, unknown>, after: Record<string, unknown>): string {
  const fields = changed.map((p) => `.change-detail [data-field="root_${p}"]`).join(',') + ' { background: #fffbe6; box-shadow: inset 3px 0 0 #faad14; }';
  const rows = changed.flatMap((p) =>
    changedRows(before[p], after[p]).map((i) => `.change-detail #root_${p} tr[data-row="${i}"] > td`),
  );
  return rows.length ? `${fields}\n${rows.join(',')} { background: #ffe7ba; }` : fields;
}

/** A row's content for comparing: its filled cells, keys sorted; the default marking aside. */
function rowKey(row: unknown): string {
  if (!row || typeof row !== 'object') return '';
  const cells = Object.entries(row as Record<string, unknown>)
    .filter(([k, v]) => k !== 'isDefault' && v !== null && v !== undefined && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(cells);
}

/** The rows of a table whose old and new values differ, by position (02 §4: changed history rows highlighted). */
export function changedRows(before: unknown, after: unknown): number[] {
  if (!Array.isArray(before) && !Array.isArray(after)) return [];
  const old = Array.isArray(before) ? before : [];
  const now = Array.isArray(after) ? after : [];
  return Array.from({ length: Math.max(old.length, now.length) }, (_, i) => i).filter((i) => rowKey(old[i]) !== rowKey(now[i]));
}

/**
 * /process/changeDetial?uuid=: a dossier change application's old and new values side by side,
 * the changed fields highlighted and named on top; read-only (tables add no rows here).
 */
export function ChangeDetailPage() {
  const t = useT();
  const [params] = useSearchParams();
  const uuid = params.get('uuid') ?? '';
  const detail = useChangeDetail(uuid);
  const compiled = useCompiledForm({ formId: detail.data?.formId ?? '', nodeId: 'detail', formVersion: detail.data?.formVersion });
  const [all, setAll] = useState(false);
  const changed = useMemo(() => new Set(detail.data?.changed ?? []), [detail.data]);

  if (!uuid) return <Alert type="warning" showIcon message={t('changeDetail.noUuid')} />;
  if (detail.isLoading || (detail.data && compiled.isLoading)) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (detail.isError || !detail.data) return <Alert type="error" showIcon message={detail.error?.message ?? t('changeDetail.loadFailed')} />;
  if (compiled.isError || !compiled.data) return <Alert type="error" showIcon message={t('changeDetail.loadFailed')} />;
  const { before, after, completed } = detail.data;
  const form = sectionsOf(compiled.data, changed, all);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} className="change-detail" data-testid="change-detail">
      <style>{highlightRules(detail.data.changed, before, after)}</style>
      <Card size="small">
        <Space direction="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text strong>{t('changeDetail.changed', { count: changed.size })}</Typography.Text>
            <Tag color={completed ? 'green' : 'blue'}>{t(completed ? 'changeDetail.completed' : 'changeDetail.pending')}</Tag>
            <Space size={4}>
              <Switch size="small" checked={all} onChange={setAll} aria-label={t('changeDetail.showAll')} />
              <Typography.Text>{t('changeDetail.showAll')}</Typography.Text>
            </Space>
          </Space>
          <Space wrap data-testid="changed-fields">
            {inFormOrder(compiled.data, detail.data.changed).map((p) => (
              <Tag key={p} color="gold">
                {labelOf(compiled.data, p)}
              </Tag>
            ))}
          </Space>
        </Space>
      </Card>
      {form.sections.length === 0 ? (
        <Empty description={t('changeDetail.none')} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={12} data-testid="change-before">
            <Card size="small" title={t('changeDetail.before')}>
              <FormRenderer key={`before-${all}`} form={form} initialData={before} />
            </Card>
          </Col>
          <Col xs={24} xl={12} data-testid="change-after">
            <Card size="small" title={t('changeDetail.after')}>
              <FormRenderer key={`after-${all}`} form={form} initialData={after} />
            </Card>
          </Col>
        </Row>
      )}
    </Space>
  );
}
