import type { FieldProps } from '@rjsf/utils';
import { Space, Switch, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useT } from '@/lib/i18n';
import { fullMarks, isSatisfied, scoreOf, scoringSpecOf, type ScoringIndicator, type ScoringSpec } from '../validators/scoring-table';

interface Line extends ScoringIndicator {
  group: string;
  /** rows the first-level cell spans: the group's size on its first line, 0 after */
  span: number;
}

function linesOf(spec: ScoringSpec): Line[] {
  return spec.groups.flatMap((g) => g.indicators.map((i, n) => ({ ...i, group: g.name, span: n === 0 ? g.indicators.length : 0 })));
}

/**
 * `scoringTable` (03 §2 "Scoring table", §9): the specialised-and-innovative assessment. Columns
 * 一级指标, 二级指标, 指标说明, 是否满足, 得分; a summary row 总得分 … 分. A satisfied indicator
 * scores its points (the schema's `x-scoringTable`), the total is their sum, as the server
 * recomputes them at submit. Beside it the two static tables: the threshold and direct-pass
 * conditions, and the first-level indicators with their points (25, 25, 15, 35). Read-only (an
 * approval node, a handled task, a detail page) 是否满足 reads 是 / 否.
 */
export function ScoringTableField({ idSchema, schema, formData, onChange, readonly, disabled }: FieldProps) {
  const t = useT();
  const spec = scoringSpecOf(schema);
  const lines = useMemo(() => (spec ? linesOf(spec) : []), [spec]);
  if (!spec) return null;
  const locked = Boolean(readonly || disabled);
  const satisfied = new Set(lines.filter((l) => isSatisfied(formData, l.code)).map((l) => l.code));
  const value = scoreOf(spec, satisfied);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(satisfied);
    if (on) next.add(code);
    else next.delete(code);
    onChange(scoreOf(spec, next));
  };
  const scoreAt = (code: string) => value.rows.find((r) => r.code === code)?.score ?? 0;
  const conditions = [
    ...(spec.threshold ?? []).map((text, i) => ({ key: `t${i}`, kind: t('form.scoring.threshold'), text, span: i === 0 ? (spec.threshold ?? []).length : 0 })),
    ...(spec.directPass ?? []).map((text, i) => ({ key: `d${i}`, kind: t('form.scoring.directPass'), text, span: i === 0 ? (spec.directPass ?? []).length : 0 })),
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} id={idSchema.$id} data-testid="scoring-table">
      <Table<Line>
        size="small"
        bordered
        pagination={false}
        rowKey="code"
        dataSource={lines}
        columns={[
          { title: t('form.scoring.group'), dataIndex: 'group', width: 120, onCell: (l) => ({ rowSpan: l.span }) },
          { title: t('form.scoring.indicator'), dataIndex: 'name', width: 180 },
          { title: t('form.scoring.detail'), dataIndex: 'detail' },
          {
            title: t('form.scoring.satisfied'),
            width: 100,
            render: (_, l) =>
              locked ? (
                <span data-testid={`scoring-satisfied-${l.code}`}>{satisfied.has(l.code) ? t('form.yes') : t('form.no')}</span>
              ) : (
                <Switch
                  size="small"
                  checked={satisfied.has(l.code)}
                  onChange={(on) => toggle(l.code, on)}
                  checkedChildren={t('form.yes')}
                  unCheckedChildren={t('form.no')}
                  data-testid={`scoring-satisfied-${l.code}`}
                />
              ),
          },
          {
            title: t('form.scoring.score'),
            width: 100,
            render: (_, l) => <span data-testid={`scoring-score-${l.code}`}>{scoreAt(l.code)}</span>,
          },
        ]}
        summary={() => (
          <Table.Summary.Row data-testid="scoring-summary">
            <Table.Summary.Cell index={0} colSpan={4} align="right">
              <Typography.Text strong>{t('form.scoring.total')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1}>
              <Typography.Text strong data-testid="scoring-total">
                {value.totalScore}
                {t('form.scoring.unit')}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="key"
        dataSource={conditions}
        data-testid="scoring-conditions"
        columns={[
          { title: t('form.scoring.conditionKind'), dataIndex: 'kind', width: 120, onCell: (r) => ({ rowSpan: r.span }) },
          { title: t('form.scoring.condition'), dataIndex: 'text' },
        ]}
      />
      <Table
        size="small"
        bordered
        pagination={false}
        rowKey="name"
        dataSource={spec.groups.map((g) => ({ name: g.name, points: g.points, indicators: g.indicators.map((i) => i.name).join('、') }))}
        data-testid="scoring-points"
        columns={[
          { title: t('form.scoring.group'), dataIndex: 'name', width: 120 },
          { title: t('form.scoring.indicator'), dataIndex: 'indicators' },
          { title: t('form.scoring.points'), dataIndex: 'points', width: 100, render: (p: number) => `${p}${t('form.scoring.unit')}` },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2} align="right">
              {t('form.scoring.fullMarks')}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1}>
              <span data-testid="scoring-full-marks">
                {fullMarks(spec)}
                {t('form.scoring.unit')}
              </span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Space>
  );
}
