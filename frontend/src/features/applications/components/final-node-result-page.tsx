import { Alert, Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { links, paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { useApplicationDetail } from '../api/get-application-detail';
import { ApplicationResult } from './application-result';
import { finalNodeFlow } from './business-of-page';

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/**
 * /process/550115result?bizSn=: the result of a 550115 application (业务已办结, 业务办理中…) with
 * what it applied for, and the ways on: its detail, my applications.
 */
export function FinalNodeResultPage() {
  const t = useT();
  const [params] = useSearchParams();
  const bizSn = params.get('bizSn');
  const detail = useApplicationDetail(bizSn);

  if (!bizSn) return <Result status="warning" title={t('detail.missing')} />;
  if (detail.isLoading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (detail.isError || !detail.data) {
    return <Alert type="error" showIcon role="alert" message={t('detail.loadFailed')} description={detail.error?.message} />;
  }
  const application = detail.data;
  if (application.appId !== finalNodeFlow) {
    return (
      <div data-testid="wrong-flow">
        <Result status="warning" title={t('pages.notThisPage', { appId: application.appId })} />
      </div>
    );
  }
  return (
    <Card className="process-page" data-testid="final-node-result">
      <ApplicationResult
        application={application}
        extra={[
          <Link key="detail" to={links.finalNodeDetail(application.bizSn)}>
            <Button type="primary" data-testid="result-detail-link">
              {t('result.viewDetail')}
            </Button>
          </Link>,
          <Link key="list" to={paths.bizApplication}>
            <Button>{t('result.toList')}</Button>
          </Link>,
        ]}
      />
      <Descriptions
        size="small"
        bordered
        column={1}
        items={[
          { key: 'bizSn', label: t('list.bizSn'), children: application.bizSn },
          { key: 'bizType', label: t('result.bizType'), children: application.bizTypeName },
          { key: 'project', label: t('result.projectName'), children: <span data-testid="result-project">{text(application.formData.projectName)}</span> },
          { key: 'remark', label: t('result.remark'), children: text(application.formData.remark) },
        ]}
      />
    </Card>
  );
}
