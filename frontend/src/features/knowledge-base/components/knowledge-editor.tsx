import { App, Form, Input, Modal, Select, Skeleton } from 'antd';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { knowledgeCategories, useKnowledgeArticle, useSaveKnowledge, type KnowledgeArticle } from '../api/knowledge';

interface EditorProps {
  /** The article changed, or a new one (`{}`); closed when null. */
  article: Partial<KnowledgeArticle> | null;
  onClose: () => void;
}

/** The administrator's dialog for writing or changing an article. */
export function KnowledgeEditor({ article, onClose }: EditorProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ category: string; title: string; content: string }>();
  const save = useSaveKnowledge();
  // The list has no text: an article changed is read whole first.
  const whole = useKnowledgeArticle(article?.id ?? '');
  const initial = article?.id ? whole.data : article;
  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({ id: article?.id, ...values });
      void message.success(t('knowledge.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.msg);
    }
  };
  return (
    <Modal
      open={article !== null}
      title={article?.id ? t('knowledge.edit') : t('knowledge.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={save.isPending}
      destroyOnHidden
      width={720}
    >
      {article?.id && !whole.data ? (
        <Skeleton active />
      ) : (
      <Form form={form} layout="vertical" preserve={false} initialValues={initial ?? {}} data-testid="knowledge-editor">
        <Form.Item name="category" label={t('knowledge.category')} rules={[{ required: true, message: '请选择文章分类' }]}>
          <Select options={knowledgeCategories.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="title" label={t('knowledge.titleField')} rules={[{ required: true, message: '请填写文章标题' }, { max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label={t('knowledge.content')} rules={[{ required: true, message: '请填写文章内容' }]}>
          <Input.TextArea rows={12} />
        </Form.Item>
      </Form>
      )}
    </Modal>
  );
}
