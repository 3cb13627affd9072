import { Alert, Button, Card, Skeleton, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useCompiledForm } from '@/forms/api/get-compiled-form';
import { FormRenderer, type FormRendererHandle } from '@/forms/form-renderer';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { useEvaluate, type EvaluationAnswer } from '../api/evaluate';
import { EvaluationResult } from './evaluation-result';

/**
 * /evaluationPro2: the professional self-evaluation, the whole evaluation of the board
 * application's form (specialised_new at apply: the scored sections show when 企业信用情况 is
 * 以上情况均无 and the enterprise conforms), validated in the browser, then scored and stored by
 * the server; the result may go on to the board application with these answers.
 */
export function EvaluationProPage() {
  const t = useT();
  const compiled = useCompiledForm({ formId: 'specialised_new', nodeId: 'apply' });
  const evaluation = useEvaluate('pro');
  const renderer = useRef<FormRendererHandle>(null);
  const [answer, setAnswer] = useState<EvaluationAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (compiled.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (compiled.isError || !compiled.data) {
    return <Alert type="error" showIcon role="alert" message={compiled.error?.message} />;
  }

  const onEvaluate = () => {
    const handle = renderer.current;
    if (!handle || handle.submit().length > 0) return;
    setFailure(null);
    evaluation.mutate(handle.getSubmitData(), {
      onSuccess: setAnswer,
      onError: (error) => {
        setFailure(error instanceof ApiError ? error.msg : error.message);
        const fields = error instanceof ApiError ? (error.data as { errors?: unknown } | null)?.errors : undefined;
        if (Array.isArray(fields)) handle.showErrors(fields as Parameters<FormRendererHandle['showErrors']>[0]);
      },
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card>
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>{t('hitech.proTitle')}</Typography.Title>
          <Button type="primary" onClick={onEvaluate} loading={evaluation.isPending} data-testid="evaluate-button">
            {t('hitech.evaluate')}
          </Button>
        </Space>
        {failure && <Alert type="error" showIcon role="alert" message={failure} style={{ marginTop: 16 }} />}
      </Card>
      {answer && <EvaluationResult answer={answer} />}
      <FormRenderer ref={renderer} form={compiled.data} />
    </Space>
  );
}
