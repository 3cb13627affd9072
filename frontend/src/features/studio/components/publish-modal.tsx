import { Alert, App, Form, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { refusalProblems, usePublishDefinition } from '../api/publish-definition';
import { useSaveDraft } from '../api/save-draft';
import type { DefinitionKind, Problem } from '../api/studio-types';
import { problemText } from './server-problems';

interface PublishModalProps {
  open: boolean;
  kind: DefinitionKind;
  defKey: string;
  /** The editor's text; saved as the draft first when it changed, since publish takes the draft. */
  body: string;
  /** A script's examples, saved with its text. */
  examples?: string;
  dirty: boolean;
  onClose: () => void;
  /** Published: the text is now the latest version. */
  onPublished: (body: string) => void;
}

interface Refusal {
  msg: string;
  problems: Problem[];
}

/** 发布: asks for the 发布说明, then publishes the draft; a refusal is shown here with its problems. */
export function PublishModal({ open, kind, defKey, body, examples, dirty, onClose, onPublished }: PublishModalProps) {
  const t = useT();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const saveDraft = useSaveDraft();
  const publish = usePublishDefinition();

  const submit = async () => {
    const { reason } = await form.validateFields();
    setRefusal(null);
    try {
      if (dirty) await saveDraft.mutateAsync({ kind, key: defKey, body, ...(examples !== undefined ? { examples } : {}) });
      const answer = await publish.mutateAsync({ kind, key: defKey, reason: reason.trim() });
      const republished = answer.republished.map((r) => `${r.appId} v${r.version}`).join('、');
      void message.success(
        republished ? t('studio.published.with', { version: answer.version, flows: republished }) : t('studio.published', { version: answer.version }),
      );
      form.resetFields();
      onPublished(body);
    } catch (error) {
      if (error instanceof ApiError && error.outcome.kind !== 'failure') return; // the request layer handled it
      setRefusal({ msg: error instanceof Error ? error.message : String(error), problems: refusalProblems(error) });
    }
  };

  return (
    <Modal
      open={open}
      title={t('studio.publish')}
      okText={t('studio.publish')}
      confirmLoading={saveDraft.isPending || publish.isPending}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={() => {
        setRefusal(null);
        onClose();
      }}
      destroyOnHidden
    >
      {dirty && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('studio.publish.savesFirst')} />}
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('studio.publish.reason')}
          rules={[{ required: true, whitespace: true, message: t('studio.publish.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount aria-label={t('studio.publish.reason')} />
        </Form.Item>
      </Form>
      {refusal && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid="publish-refusal"
          message={refusal.msg}
          description={
            refusal.problems.length > 0 && (
              <List
                size="small"
                dataSource={refusal.problems}
                renderItem={(p) => (
                  <List.Item>
                    <Typography.Text>{problemText(p)}</Typography.Text>
                  </List.Item>
                )}
              />
            )
          }
        />
      )}
    </Modal>
  );
}
