import { Alert, Button, Card, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { useCompiledForm } from '@/forms/api/get-compiled-form';
import { useValidateForm } from '@/forms/api/validate-form';
import { FormRenderer, type FormRendererHandle } from '@/forms/form-renderer';
import { ValidationResults, type ValidationOutcome } from './validation-results';

/**
 * /formPreview?formId=&nodeId=&taskItemState=: a compiled form rendered for a node, with 校验
 * running the browser's validation and the server's side by side.
 */
export function FormPreviewPage() {
  const t = useT();
  const [params] = useSearchParams();
  const formId = params.get('formId') ?? '';
  const nodeId = params.get('nodeId') ?? '';
  const taskItemState = params.get('taskItemState') ?? undefined;
  const compiled = useCompiledForm({ formId, nodeId, taskItemState });
  const validate = useValidateForm();
  const renderer = useRef<FormRendererHandle>(null);
  const [outcome, setOutcome] = useState<ValidationOutcome | null>(null);

  if (!formId || !nodeId) return <Result status="warning" title={t('form.preview.missing')} />;
  if (compiled.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (compiled.isError || !compiled.data) {
    return <Alert type="error" showIcon role="alert" message={t('form.preview.loadFailed')} description={compiled.error?.message} />;
  }
  const form = compiled.data;

  const onValidate = () => {
    const handle = renderer.current;
    if (!handle) return;
    const browser = handle.submit();
    setOutcome({ browser, server: null, serverFailure: null });
    validate.mutate(
      // the preview's "stored data" is what the form opened with, so read-only fields agree
      { formId, nodeId, taskItemState, formData: handle.getData(), storedData: form.defaults ?? {} },
      {
        onSuccess: (answer) => setOutcome({ browser, server: answer.errors ?? [], serverFailure: null }),
        onError: (error) => setOutcome({ browser, server: null, serverFailure: error.message }),
      },
    );
  };

  return (
    <div className="form-preview-page">
      <Card className="form-preview-head">
        <Space align="center" wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space align="center" wrap>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="form-title">
              {form.title}
            </Typography.Title>
            <Tag>{form.formId}</Tag>
            <Tag color="blue">{form.nodeId}</Tag>
            <Tag color={form.mode === 'edit' ? 'green' : 'default'} data-testid="form-mode">
              {t(form.mode === 'edit' ? 'form.preview.mode.edit' : 'form.preview.mode.readonly')}
            </Tag>
          </Space>
          <Button type="primary" onClick={onValidate} loading={validate.isPending} data-testid="validate-button">
            {t('form.preview.validate')}
          </Button>
        </Space>
        {outcome && <ValidationResults outcome={outcome} />}
      </Card>
      <FormRenderer key={`${form.formId}/${form.nodeId}/${form.version}`} ref={renderer} form={form} />
    </div>
  );
}
