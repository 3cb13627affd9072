import { Alert, Card, Input, Segmented, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useDefinitions } from '../api/list-definitions';
import type { DefinitionSummary } from '../api/studio-types';
import { filterDefinitions, runningText, type KindFilter } from './definition-rows';
import { KindTag } from './kind-tag';
import { RuleFailuresAlert } from './rule-failures-alert';

/** /formDesign, 流程与表单设计: every flow, form, script and fragment; a row opens its editor. */
export function StudioListPage() {
  const t = useT();
  const navigate = useNavigate();
  const definitions = useDefinitions();
  const [kind, setKind] = useState<KindFilter>('all');
  const [search, setSearch] = useState('');
  const rows = filterDefinitions(definitions.data ?? [], kind, search);
  // a related definition by its name (the key, what analysts find in the repository, on hover)
  const names = new Map((definitions.data ?? []).map((d) => [`${d.kind}:${d.key}`, d.name]));
  const related = (relatedKind: DefinitionSummary['kind'], key: string) => (
    <Link key={key} to={links.studioEditor(relatedKind, key)} title={key}>
      {names.get(`${relatedKind}:${key}`) || key}
    </Link>
  );

  const columns: ColumnsType<DefinitionSummary> = [
    { title: t('studio.col.kind'), dataIndex: 'kind', width: 80, render: (_, row) => <KindTag kind={row.kind} /> },
    {
      title: t('studio.col.key'),
      dataIndex: 'key',
      render: (_, row) => <Link to={links.studioEditor(row.kind, row.key)}>{row.key}</Link>,
    },
    { title: t('studio.col.name'), dataIndex: 'name' },
    { title: t('studio.col.latest'), dataIndex: 'latestVersion', width: 100, render: (v: number) => `v${v}` },
    { title: t('studio.col.publishedAt'), dataIndex: 'publishedAt', width: 180 },
    {
      title: t('studio.col.draft'),
      dataIndex: 'hasDraft',
      render: (_, row) =>
        row.hasDraft ? (
          <Tag color="orange" data-testid={`draft-${row.key}`}>
            {row.draftBy ? t('studio.draftBy', { who: row.draftBy }) : t('studio.draft')}
          </Tag>
        ) : null,
    },
    { title: t('studio.col.running'), dataIndex: 'running', render: (_, row) => runningText(row.running) },
    {
      title: t('studio.col.related'),
      dataIndex: 'usedBy',
      // stop the row's click so the link opens the related definition, not this one
      render: (_, row) => (
        <Space size={4} wrap onClick={(e) => e.stopPropagation()}>
          {row.kind === 'flow' && row.formId && related('form', row.formId)}
          {row.kind !== 'flow' && (row.usedBy ?? []).map((appId) => related('flow', appId))}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('studio.title')} data-testid="studio-list">
      <Typography.Paragraph type="secondary">{t('studio.hint')}</Typography.Paragraph>
      <Space style={{ marginBottom: 16 }} wrap>
        <Segmented<KindFilter>
          value={kind}
          onChange={setKind}
          options={[
            { value: 'all', label: t('studio.kind.all') },
            { value: 'flow', label: t('studio.kind.flow') },
            { value: 'form', label: t('studio.kind.form') },
            { value: 'script', label: t('studio.kind.script') },
            { value: 'fragment', label: t('studio.kind.fragment') },
          ]}
        />
        <Input.Search
          allowClear
          placeholder={t('studio.search')}
          aria-label={t('studio.search')}
          onSearch={setSearch}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 280 }}
        />
      </Space>
      <RuleFailuresAlert />
      {definitions.isError && (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={t('list.loadFailed', { msg: definitions.error.message })} />
      )}
      <Table<DefinitionSummary>
        rowKey={(row) => `${row.kind}:${row.key}`}
        size="middle"
        loading={definitions.isLoading}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(row) => ({ onClick: () => navigate(links.studioEditor(row.kind, row.key)), style: { cursor: 'pointer' } })}
      />
    </Card>
  );
}
