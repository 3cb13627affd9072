import { App, Button, Card, Result, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { links } from '@/app/paths';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { serverToday } from '@/lib/server-clock';
import type { EvaluationAnswer } from '../api/evaluate';
import { boardAppId, startBoardApplication } from '../api/start-board-application';

/**
 * The score and result text of a self-evaluation; a 孵化层 or 规范层 result may go on to the
 * board application (550200), opened as a draft holding the evaluation's answers.
 */
export function EvaluationResult({ answer }: { answer: EvaluationAnswer }) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [starting, setStarting] = useState(false);
  const conforms = answer.ifAccordSRDI === 1 || answer.ifAccordInnovative === 1;

  const apply = async () => {
    setStarting(true);
    try {
      const { uuid, bizSn } = await startBoardApplication(answer.formData, serverToday());
      navigate(links.apply({ appId: boardAppId, nodeId: 'apply', uuid, bizSn }));
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.msg);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Card data-testid="evaluation-result">
      <Result
        status={conforms ? 'success' : 'warning'}
        title={<span data-testid="evaluation-result-text">{answer.resultValue}</span>}
        subTitle={<Statistic title={t('hitech.score')} value={answer.score} />}
        extra={
          <Space>
            {conforms && (
              <Button type="primary" loading={starting} onClick={() => void apply()} data-testid="evaluation-apply">
                {t('hitech.applyBoard')}
              </Button>
            )}
          </Space>
        }
      />
    </Card>
  );
}
