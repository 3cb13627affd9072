import { Alert, Button, Card, Checkbox, Form, Input, Radio, Select, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { disabledByExclusive, exclusiveChoice } from '@/forms/exclusive-choice';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { useEvaluate, type EvaluationAnswer } from '../api/evaluate';
import { useQuestionnaire, type QuestionTitle } from '../api/questionnaire-by-code';
import { EvaluationResult } from './evaluation-result';

/** The value of 无 in the questionnaire's multiple choices (qualityAssurance, certificates). */
const NONE = '0';
/** Questions whose answer is a count, sent as a number. */
const COUNTS = new Set(['intellectualPropertyNumber1', 'intellectualPropertyNumber2']);

type Answers = Record<string, string | string[] | undefined>;

/** The answers as the evaluation's form data: counts as numbers, multiple choices as lists. */
export function toFormData(basics: Record<string, string>, answers: Answers): Record<string, unknown> {
  const data: Record<string, unknown> = { ...basics };
  for (const [code, value] of Object.entries(answers)) {
    if (value === undefined) continue;
    data[code] = COUNTS.has(code) && typeof value === 'string' ? Number(value) : value;
  }
  return data;
}

function MultipleChoice({ title, value = [], onChange }: { title: QuestionTitle; value?: string[]; onChange?: (v: string[]) => void }) {
  return (
    <Checkbox.Group value={value} onChange={(next) => onChange?.(exclusiveChoice(NONE, value, next as string[]))}>
      {title.options.map((o) => (
        <Checkbox key={o.id} value={o.code} disabled={disabledByExclusive(NONE, value, o.code)}>{o.name}</Checkbox>
      ))}
    </Checkbox.Group>
  );
}

/**
 * /evaluationFast2: the fast self-evaluation, the questionnaire companyHitech's essential
 * questions (each answer required, 请选择您的答案), scored by the server with the 550200 flow's
 * rule; the result may go on to the board application.
 */
export function EvaluationFastPage() {
  const t = useT();
  const questionnaire = useQuestionnaire('companyHitech');
  const evaluation = useEvaluate('fast');
  const [answer, setAnswer] = useState<EvaluationAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [form] = Form.useForm();

  if (questionnaire.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (questionnaire.isError || !questionnaire.data) {
    return <Alert type="error" showIcon role="alert" message={questionnaire.error?.message || t('hitech.questionnaireFailed')} />;
  }
  const q = questionnaire.data;

  const onFinish = (values: Record<string, unknown>) => {
    const { name, idType, idNumber, ...answers } = values as Record<string, string> & Answers;
    setFailure(null);
    evaluation.mutate(toFormData({ name, idType, idNumber }, answers as Answers), {
      onSuccess: setAnswer,
      onError: (error) => setFailure(error instanceof ApiError ? error.msg : error.message),
    });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={4} data-testid="questionnaire-name">{q.name}</Typography.Title>
        <Typography.Paragraph type="secondary">{q.remark}</Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ idType: '11' }}>
          <Form.Item name="name" label={t('hitech.companyName')} rules={[{ required: true, message: t('hitech.companyNameRequired') }]}>
            <Input data-testid="fast-name" />
          </Form.Item>
          <Form.Item name="idType" label={t('hitech.idType')} rules={[{ required: true }]}>
            <Select options={[{ value: '11', label: t('hitech.idTypeCredit') }]} />
          </Form.Item>
          <Form.Item name="idNumber" label={t('hitech.idNumber')} rules={[{ required: true, message: '请填写证件号码！' }]}>
            <Input data-testid="fast-id-number" />
          </Form.Item>
          {q.titles.map((title, index) => (
            <Form.Item key={title.id} name={title.code} label={`${index + 1}. ${title.name}`}
              rules={[{ required: true, message: '请选择您的答案' }]} data-testid={`question-${title.code}`}>
              {title.multiple ? <MultipleChoice title={title} /> : (
                <Radio.Group>
                  {title.options.map((o) => <Radio key={o.id} value={o.code}>{o.name}</Radio>)}
                </Radio.Group>
              )}
            </Form.Item>
          ))}
          <Button type="primary" htmlType="submit" loading={evaluation.isPending} data-testid="evaluate-button">
            {t('hitech.evaluate')}
          </Button>
        </Form>
        {failure && <Alert type="error" showIcon role="alert" message={failure} style={{ marginTop: 16 }} />}
      </Card>
      {answer && <EvaluationResult answer={answer} />}
    </Space>
  );
}
