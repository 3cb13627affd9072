import { Alert, Card, Col, List, Row, Tag, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import type { FieldError } from '@/forms/types';

export interface ValidationOutcome {
  browser: FieldError[] | null;
  server: FieldError[] | null;
  serverFailure: string | null;
}

const keyOf = (e: FieldError) => `${e.field}|${e.rule}|${e.message}`;

/** Whether both validators answered the same errors (order aside). */
export function sameErrors(a: FieldError[], b: FieldError[]): boolean {
  const left = a.map(keyOf).sort();
  const right = b.map(keyOf).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
}

function ErrorList({ title, errors, testId }: { title: string; errors: FieldError[] | null; testId: string }) {
  const t = useT();
  return (
    <Card size="small" title={title} data-testid={testId}>
      {errors === null ? null : errors.length === 0 ? (
        <Tag color="success">{t('form.preview.valid')}</Tag>
      ) : (
        <List
          size="small"
          header={<Tag color="error">{t('form.preview.errorCount', { n: errors.length })}</Tag>}
          dataSource={errors}
          renderItem={(e) => (
            <List.Item>
              <Typography.Text code>{e.field}</Typography.Text>
              <Typography.Text type="secondary">{e.rule}</Typography.Text>
              <span>{e.message}</span>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

/** The browser's and the server's errors side by side, and whether they agree. */
export function ValidationResults({ outcome }: { outcome: ValidationOutcome }) {
  const t = useT();
  const { browser, server, serverFailure } = outcome;
  return (
    <div className="form-preview-results" data-testid="validation-results">
      {browser && server && (
        <Alert
          type={sameErrors(browser, server) ? 'success' : 'warning'}
          showIcon
          message={sameErrors(browser, server) ? t('form.preview.same') : t('form.preview.differ')}
          data-testid="validation-agreement"
        />
      )}
      {serverFailure && <Alert type="error" showIcon role="alert" message={t('form.preview.serverFailed', { msg: serverFailure })} />}
      <Row gutter={16}>
        <Col span={12}>
          <ErrorList title={t('form.preview.browser')} errors={browser} testId="browser-errors" />
        </Col>
        <Col span={12}>
          <ErrorList title={t('form.preview.server')} errors={server} testId="server-errors" />
        </Col>
      </Row>
    </div>
  );
}
