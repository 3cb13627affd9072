import { Alert, App, Button, Card, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { links, paths } from '@/app/paths';
import { WithCurrentCompany } from '@/components/with-current-company';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { serverToday } from '@/lib/server-clock';
import { useHitechDetail } from '../api/hitech-detail';
import { lastEvaluationForm } from '../api/last-evaluation-form';
import { boardAppId, startBoardApplication } from '../api/start-board-application';
import { BoardRecordView } from './board-record';

function Apply({ companyId }: { companyId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const detail = useHitechDetail(companyId);
  const [starting, setStarting] = useState(false);
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (detail.isError || !detail.data) return <Alert type="error" showIcon role="alert" message={detail.error?.message} />;
  const record = detail.data;

  const withEvaluation = async () => {
    setStarting(true);
    try {
      const form = (await lastEvaluationForm(companyId)) ?? {};
      const { uuid, bizSn } = await startBoardApplication(form, serverToday());
      navigate(links.apply({ appId: boardAppId, nodeId: 'apply', uuid, bizSn }));
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.msg);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <BoardRecordView record={record} />
      {record.hitechStatus === 1 ? (
        <Alert type="warning" showIcon message="该企业已入板，请重新选择" data-testid="already-on-board" />
      ) : (
        <Space wrap>
          <Button type="primary" disabled={!record.lastEvaluation} loading={starting}
            onClick={() => void withEvaluation()} data-testid="apply-with-evaluation">
            {t('hitech.applyWithEvaluation')}
          </Button>
          <Link to={paths.evaluationFast}>{t('hitech.fastTitle')}</Link>
          <Link to={paths.evaluationPro}>{t('hitech.proTitle')}</Link>
        </Space>
      )}
    </Space>
  );
}

/**
 * /companyHitechApply: the specialised-new board application (550200) of the current enterprise,
 * started from its last self-evaluation (taken on /evaluationFast2 or /evaluationPro2); an
 * enterprise already on the board is told so (该企业已入板，请重新选择).
 */
export function HitechApplyPage() {
  const t = useT();
  return (
    <Card title={t('hitech.applyTitle')}>
      <WithCurrentCompany>{(dossier) => <Apply companyId={dossier.company.uuid} />}</WithCurrentCompany>
    </Card>
  );
}
