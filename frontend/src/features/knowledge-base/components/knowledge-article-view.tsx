import { Alert, Drawer, Skeleton, Tag, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import { useKnowledgeArticle } from '../api/knowledge';

/** One article read in a drawer, its paragraphs as written. */
export function KnowledgeArticleView({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const article = useKnowledgeArticle(id);
  const a = article.data;
  return (
    <Drawer open={id !== ''} onClose={onClose} width={720} title={a?.title ?? t('knowledge.title')} destroyOnHidden>
      {article.isLoading && <Skeleton active />}
      {article.isError && <Alert type="error" showIcon message={article.error.message} />}
      {a && (
        <article data-testid="knowledge-article">
          <Typography.Paragraph type="secondary">
            <Tag color="blue">{a.category}</Tag>
            {t('knowledge.updated', { time: a.updatedTime })}
          </Typography.Paragraph>
          {(a.content ?? '').split(/\n\s*\n/).map((p, i) => (
            <Typography.Paragraph key={i} style={{ whiteSpace: 'pre-wrap' }}>
              {p}
            </Typography.Paragraph>
          ))}
        </article>
      )}
    </Drawer>
  );
}
