import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, List, Space, Tag, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import type { Problem } from '../api/studio-types';
import { lineOfProblem } from './problem-lines';

interface ProblemListProps {
  /** The text the problems are placed in (the editor's). */
  text: string;
  problems: Problem[];
  /** The check has not answered yet. */
  pending: boolean;
  error: string | null;
  onPick: (problem: Problem, line: number | null) => void;
}

/** 检查: the problems of the last check; a click moves the editor (and the graph) to it. */
export function ProblemList({ text, problems, pending, error, onPick }: ProblemListProps) {
  const t = useT();
  if (error) return <Alert type="error" showIcon message={t('studio.check.failed', { msg: error })} />;
  if (pending) return <Typography.Text type="secondary">{t('studio.check.running')}</Typography.Text>;
  if (problems.length === 0)
    return (
      <Alert type="success" showIcon icon={<CheckCircleOutlined />} message={t('studio.check.ok')} data-testid="check-ok" />
    );
  return (
    <List
      size="small"
      header={<Typography.Text strong>{t('studio.check.count', { n: problems.length })}</Typography.Text>}
      dataSource={problems}
      data-testid="problem-list"
      renderItem={(problem) => {
        const line = lineOfProblem(text, problem);
        return (
          <List.Item
            className="studio-problem"
            style={{ cursor: 'pointer' }}
            role="button"
            tabIndex={0}
            onClick={() => onPick(problem, line)}
            onKeyDown={(e) => e.key === 'Enter' && onPick(problem, line)}
          >
            <Space direction="vertical" size={2}>
              <Typography.Text type="danger">{problem.message}</Typography.Text>
              <Space size={4} wrap>
                {problem.node && <Tag>{t('studio.check.node', { node: problem.node })}</Tag>}
                {problem.field && <Tag>{t('studio.check.field', { field: problem.field })}</Tag>}
                {problem.script && <Tag>{t('studio.check.script', { script: problem.script })}</Tag>}
                {line !== null && <Tag color="red">{t('studio.check.line', { line })}</Tag>}
              </Space>
            </Space>
          </List.Item>
        );
      }}
    />
  );
}
