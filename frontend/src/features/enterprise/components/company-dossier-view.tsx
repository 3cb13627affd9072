import { Alert, Card, Skeleton, Table, Typography } from 'antd';
import { useT } from '@/lib/i18n';
import { useCompiledForm } from '@/forms/api/get-compiled-form';
import { FormRenderer } from '@/forms/form-renderer';
import { formatBeijing } from '@/lib/beijing-time';
import { useCompanyDossier, type DossierVersionEntry } from '../api/get-company-dossier';

/**
 * An enterprise's dossier read-only: every section of the company form (with its right-hand
 * list of sections) as the register holds it now, and the versions it went through.
 */
export function CompanyDossierView({ companyId }: { companyId?: string }) {
  const t = useT();
  const dossier = useCompanyDossier(companyId);
  const compiled = useCompiledForm({ formId: dossier.data?.formId ?? '', nodeId: 'detail' });
  if (dossier.isLoading || (dossier.data && compiled.isLoading)) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (dossier.isError || !dossier.data) return <Alert type="error" showIcon message={dossier.error?.message ?? t('dossier.loadFailed')} />;
  if (compiled.isError || !compiled.data) return <Alert type="error" showIcon message={t('dossier.loadFailed')} />;
  const { doc, versions } = dossier.data;
  return (
    <div data-testid="company-dossier">
      <Card title={t('dossier.title')} size="small" extra={<Typography.Text type="secondary">{t('dossier.current', { version: versions[0]?.version ?? 0 })}</Typography.Text>}>
        <FormRenderer key={`${dossier.data.companyId}-${versions[0]?.version ?? 0}`} form={compiled.data} initialData={doc} />
      </Card>
      <Card title={t('dossier.versions')} size="small" style={{ marginTop: 16 }}>
        <Table<DossierVersionEntry>
          size="small"
          rowKey="version"
          pagination={false}
          dataSource={versions}
          locale={{ emptyText: t('dossier.noVersions') }}
          columns={[
            { title: t('dossier.version'), dataIndex: 'version', key: 'version', width: 100 },
            { title: t('dossier.recordedAt'), key: 'at', render: (_, v) => formatBeijing(v.recordedAt) },
            { title: t('dossier.kind'), key: 'kind', render: (_, v) => t(v.version === 1 ? 'dossier.kind.registration' : 'dossier.kind.change') },
          ]}
        />
      </Card>
    </div>
  );
}
