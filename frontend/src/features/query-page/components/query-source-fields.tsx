import { Empty, Table, Tag, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import type { QuerySources } from '../api/query-config';

/** The fields a definition may name on its source: prop, label, kind, filter widget, sortable; and the source's row actions. */
export function QuerySourceFields({ sources, source }: { sources: QuerySources | undefined; source: string | undefined }) {
  const t = useT();
  const chosen = sources?.sources.find((s) => s.name === source);
  return (
    <div data-testid="query-source-fields">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {chosen ? t('queryConfig.sourceFields', { title: chosen.title, name: chosen.name }) : t('queryConfig.sources')}
      </Typography.Title>
      {!chosen ? (
        sources ? (
          <Typography.Paragraph>
            {sources.sources.map((s) => (
              <Tag key={s.name}>
                {s.name}（{s.title}）
              </Tag>
            ))}
          </Typography.Paragraph>
        ) : (
          <Empty />
        )
      ) : (
        <>
          <Table
            size="small"
            rowKey={(f) => f.field.prop}
            pagination={false}
            dataSource={chosen.fields}
            columns={[
              { title: 'prop', key: 'prop', render: (_, f) => <code>{f.field.prop}</code> },
              { title: t('queryConfig.label'), key: 'label', render: (_, f) => f.field.label },
              { title: t('queryConfig.widget'), key: 'widget', render: (_, f) => f.widget ?? '-' },
              { title: t('queryConfig.sortable'), key: 'sortable', render: (_, f) => (f.field.sortable ? '✓' : '-') },
            ]}
          />
          <Typography.Paragraph style={{ marginTop: 8 }}>
            {t('queryConfig.actions')}：{chosen.actions.join('、')}；{t('queryConfig.pageSizes')}：{sources?.pageSizes.join('、')}
          </Typography.Paragraph>
        </>
      )}
    </div>
  );
}
