import { Alert, Descriptions, Progress, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import type { BenchReport, BenchRun } from '../api/run-bench';
import { benchAnswerText } from './bench-answer';

interface RuleBenchResultProps {
  report: BenchReport;
}

/**
 * The bench's answer: the draft beside the published version, each with its answer, the
 * operations it used against the budget and why it failed, and whether the two differ.
 */
export function RuleBenchResult({ report }: RuleBenchResultProps) {
  const t = useT();
  const column = (run: BenchRun, label: string, testId: string) => (
    <Descriptions key={testId} data-testid={testId} size="small" bordered column={1} title={label} style={{ flex: 1, minWidth: 0 }}>
      <Descriptions.Item label={t('studio.bench.answer')}>
        <Typography.Text strong data-testid={`${testId}-answer`}>
          {benchAnswerText(run.answer, t)}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('studio.bench.operations')}>
        <span data-testid={`${testId}-operations`}>
          {run.operations} / {report.budget}
        </span>
        {/* the share of the budget says at a glance how close a rule runs to being stopped */}
        <Progress
          percent={Math.min(100, (run.operations / report.budget) * 100)}
          showInfo={false}
          size="small"
          status={run.failure?.kind === 'runaway' ? 'exception' : 'normal'}
        />
      </Descriptions.Item>
      {run.failure && (
        <Descriptions.Item label={t('studio.bench.failure')}>
          <Typography.Text type="danger" data-testid={`${testId}-failure`}>
            {run.failure.message}
            {run.failure.line !== null && t('studio.bench.line', { line: run.failure.line })}
          </Typography.Text>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
  return (
    <div data-testid="bench-result">
      {report.source && (
        <Typography.Paragraph type="secondary" data-testid="bench-source">
          {t('studio.bench.source', { ...report.source, kind: report.kind })}
        </Typography.Paragraph>
      )}
      <Alert
        type={report.differs ? 'warning' : 'success'}
        showIcon
        message={report.differs ? t('studio.bench.differs') : t('studio.bench.same')}
        data-testid="bench-verdict"
        style={{ marginBottom: 12 }}
      />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        {column(report.draft, t('studio.bench.draft'), 'bench-draft')}
        {column(report.published, t('studio.bench.published', { version: report.published.version }), 'bench-published')}
      </div>
    </div>
  );
}
