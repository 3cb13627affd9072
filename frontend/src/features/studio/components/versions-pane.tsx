import { Button, Divider, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import type { DiffRequest } from '../api/get-diff';
import type { DefinitionDetail } from '../api/studio-types';
import { DiffView } from './diff-view';
import { MigrationsList } from './migrations-list';
import { VersionBodyModal } from './version-body-modal';

/** A row of the versions table: a published version, or the draft on top. */
interface VersionRow {
  id: string;
  version: number | 'draft';
  publishedBy: string;
  publishedAt: string;
  reason: string;
  running: number | null;
}

/** The diff between two picked rows: the older version against the newer one or the draft. */
export function diffRequestOf(definition: DefinitionDetail, picked: VersionRow[]): DiffRequest | null {
  if (picked.length !== 2) return null;
  const draft = picked.find((r) => r.version === 'draft');
  const numbers = picked.map((r) => r.version).filter((v): v is number => v !== 'draft');
  const { kind, key } = definition;
  if (draft) return { kind, key, from: numbers[0], to: 'draft' };
  return { kind, key, from: Math.min(...numbers), to: Math.max(...numbers) };
}

/** 版本: the published versions (and the draft); two picked show their diff; flows list their migrations. */
export function VersionsPane({ definition }: { definition: DefinitionDetail }) {
  const t = useT();
  const [picked, setPicked] = useState<VersionRow[]>([]);
  const [viewing, setViewing] = useState<number | null>(null);
  const rows: VersionRow[] = [
    ...(definition.draft
      ? [{ id: 'draft', version: 'draft' as const, publishedBy: definition.draft.updatedBy, publishedAt: definition.draft.updatedAt, reason: '', running: null }]
      : []),
    ...definition.versions.map((v) => ({ id: `v${v.version}`, ...v })),
  ];
  const request = diffRequestOf(definition, picked);

  const columns: ColumnsType<VersionRow> = [
    {
      title: t('studio.versions.version'),
      dataIndex: 'version',
      render: (v: VersionRow['version']) => (v === 'draft' ? <Tag color="orange">{t('studio.draft')}</Tag> : `v${v}`),
    },
    { title: t('studio.versions.by'), dataIndex: 'publishedBy' },
    { title: t('studio.versions.at'), dataIndex: 'publishedAt' },
    { title: t('studio.versions.reason'), dataIndex: 'reason' },
    ...(definition.kind === 'flow' ? [{ title: t('studio.versions.running'), dataIndex: 'running' }] : []),
    {
      title: '',
      key: 'view',
      render: (_, row) =>
        row.version !== 'draft' && (
          <Button type="link" size="small" onClick={() => setViewing(row.version as number)}>
            {t('studio.versions.view')}
          </Button>
        ),
    },
  ];

  return (
    <div data-testid="versions-pane">
      <Typography.Paragraph type="secondary">{t('studio.versions.pickTwo')}</Typography.Paragraph>
      <Table<VersionRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        rowSelection={{
          selectedRowKeys: picked.map((r) => r.id),
          onChange: (_, selected) => setPicked(selected.slice(-2)),
          // a third pick would be ambiguous: the first two must be unpicked first
          getCheckboxProps: (row) => ({ disabled: picked.length >= 2 && !picked.some((p) => p.id === row.id), 'aria-label': row.id }),
        }}
      />
      {request && (
        <>
          <Divider />
          <DiffView request={request} />
        </>
      )}
      {definition.kind === 'flow' && (
        <>
          <Divider orientation="left" plain>
            {t('studio.migrations.title')}
          </Divider>
          <MigrationsList appId={definition.key} />
        </>
      )}
      <VersionBodyModal kind={definition.kind} defKey={definition.key} version={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
