import { Alert, Card, Skeleton } from 'antd';
import { WithCurrentCompany } from '@/components/with-current-company';
import { useT } from '@/lib/i18n';
import { useHitechDetail } from '../api/hitech-detail';
import { BoardRecordView } from './board-record';

function Record({ companyId }: { companyId: string }) {
  const detail = useHitechDetail(companyId);
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (detail.isError || !detail.data) return <Alert type="error" showIcon role="alert" message={detail.error?.message} />;
  return <BoardRecordView record={detail.data} />;
}

/** /companyHitechInfo: the current enterprise's specialised-new board record and its last evaluation. */
export function HitechInfoPage() {
  const t = useT();
  return (
    <Card title={t('hitech.infoTitle')}>
      <WithCurrentCompany>{(dossier) => <Record companyId={dossier.company.uuid} />}</WithCurrentCompany>
    </Card>
  );
}
