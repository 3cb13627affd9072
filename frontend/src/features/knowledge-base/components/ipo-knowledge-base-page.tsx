import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Input, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { useSessionStore } from '@/stores/session-store';
import { knowledgeCategories, useKnowledgePage, useRemoveKnowledge, type KnowledgeArticle } from '../api/knowledge';
import { KnowledgeArticleView } from './knowledge-article-view';
import { KnowledgeEditor } from './knowledge-editor';

/** Only the administrator writes the knowledge base (the server refuses anyone else: 无权编辑知识库). */
const EDITOR_ROLE = 'administrator';

/**
 * /ipoKnowledgeBase, 上市知识库: the articles and answered questions about going public that the
 * tenant's staff maintain, searched by words and category, paged, each read in a drawer
 * (?id=); the administrator adds, changes and removes them here.
 */
export function IpoKnowledgeBasePage() {
  const t = useT();
  const { message } = App.useApp();
  const editor = useSessionStore((s) => s.userInfo?.roleName === EDITOR_ROLE);
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState<{ current: number; size: number; key?: string; category?: string }>({ current: 1, size: 10 });
  const [editing, setEditing] = useState<Partial<KnowledgeArticle> | null>(null);
  const page = useKnowledgePage(search);
  const remove = useRemoveKnowledge();
  const open = params.get('id') ?? '';
  const read = (id: string) => setParams(id ? { id } : {});
  const removeOne = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      void message.success(t('knowledge.removed'));
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.msg);
    }
  };
  return (
    <Card
      title={t('knowledge.title')}
      data-testid="ipo-knowledge-base"
      extra={editor && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})} data-testid="knowledge-add">{t('knowledge.add')}</Button>}
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          options={[{ value: '', label: t('knowledge.all') }, ...knowledgeCategories.map((c) => ({ value: c, label: c }))]}
          onChange={(v) => setSearch((s) => ({ ...s, current: 1, category: String(v) || undefined }))}
          data-testid="knowledge-categories"
        />
        <Input.Search
          allowClear
          placeholder={t('knowledge.search')}
          style={{ width: 320 }}
          onSearch={(v) => setSearch((s) => ({ ...s, current: 1, key: v.trim() || undefined }))}
          data-testid="knowledge-search"
        />
      </Space>
      {page.isError && <Alert type="error" showIcon message={t('list.loadFailed', { msg: page.error.message })} />}
      <Table<KnowledgeArticle>
        size="small"
        rowKey="id"
        loading={page.isFetching}
        dataSource={page.data?.records ?? []}
        locale={{ emptyText: t('knowledge.none') }}
        pagination={{ current: search.current, pageSize: search.size, total: page.data?.total ?? 0, onChange: (current, size) => setSearch((s) => ({ ...s, current, size })) }}
        data-testid="knowledge-table"
        columns={[
          {
            title: t('knowledge.titleField'),
            dataIndex: 'title',
            render: (title: string, a) => (
              <Button type="link" size="small" onClick={() => read(a.id)} data-testid={`knowledge-${a.id}`}>
                {title}
              </Button>
            ),
          },
          { title: t('knowledge.category'), dataIndex: 'category', width: 120, render: (c: string) => <Tag color="blue">{c}</Tag> },
          { title: t('knowledge.updatedAt'), dataIndex: 'updatedTime', width: 180 },
          ...(editor
            ? [
                {
                  title: t('form.table.action'),
                  key: 'actions',
                  width: 140,
                  render: (_: unknown, a: KnowledgeArticle) => (
                    <Space>
                      <Button type="link" size="small" onClick={() => setEditing(a)}>{t('knowledge.edit')}</Button>
                      <Popconfirm title={t('knowledge.removeConfirm')} onConfirm={() => void removeOne(a.id)}>
                        <Button type="link" size="small" danger>{t('form.table.remove')}</Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <KnowledgeArticleView id={open} onClose={() => read('')} />
      <KnowledgeEditor article={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
