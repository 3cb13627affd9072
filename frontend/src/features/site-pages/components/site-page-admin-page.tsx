import { Alert, App, Button, Card, Form, Input, Skeleton, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { links } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useSaveSitePage, useSitePages, type EditableSitePage } from '../api/site-pages';

const MAX_TITLE = 50;
const MAX_CONTENT = 20_000;

/** One page's form: title and text, saved on 保存. */
function PageForm({ page }: { page: EditableSitePage }) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ title: string; content: string }>();
  const save = useSaveSitePage();
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => form.setFieldsValue({ title: page.title, content: page.content }), [form, page]);

  const submit = (values: { title: string; content: string }) => {
    setFailure(null);
    save.mutate(
      { key: page.key, ...values },
      {
        onSuccess: () => void message.success(t('sitePages.saved')),
        onError: (e) => setFailure(e.message),
      },
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid={`site-page-form-${page.key}`}>
      {failure && <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={failure} data-testid="site-page-failure" />}
      <Form.Item name="title" label={t('sitePages.pageTitle')} rules={[{ required: true, whitespace: true, message: t('sitePages.titleRequired') }, { max: MAX_TITLE }]}>
        <Input maxLength={MAX_TITLE} showCount data-testid="site-page-title-input" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('sitePages.content')}
        extra={t('sitePages.contentHelp')}
        rules={[{ required: true, whitespace: true, message: t('sitePages.contentRequired') }, { max: MAX_CONTENT }]}
      >
        <Input.TextArea rows={14} maxLength={MAX_CONTENT} data-testid="site-page-content-input" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="site-page-save">
        {t('sitePages.save')}
      </Button>
      <Button type="link" href={links.sitePage(page.key)} target="_blank" data-testid="site-page-open">
        {t('sitePages.open')}
      </Button>
    </Form>
  );
}

/**
 * /sitePageAdmin: the administrator writes the pages of the public footer (关于我们, 集团成员,
 * 招聘信息, 服务热线), one tab each; visitors read the saved text on the next visit.
 */
export function SitePageAdminPage() {
  const t = useT();
  const pages = useSitePages();
  return (
    <Card title={t('sitePages.title')} data-testid="site-page-admin">
      {pages.isLoading && <Skeleton active paragraph={{ rows: 8 }} />}
      {pages.isError && <Alert type="error" showIcon role="alert" message={pages.error.message} data-testid="site-pages-error" />}
      {pages.data && (
        <Tabs
          items={pages.data.map((page) => ({
            key: page.key,
            label: page.title,
            children: <PageForm page={page} />,
          }))}
        />
      )}
    </Card>
  );
}
