import { Alert, Result, Skeleton } from 'antd';
import type { ReactElement } from 'react';
import type { CompanyDossier } from '@/api/get-current-company';
import { useCurrentCompany } from '@/api/get-current-company';
import { useT } from '@/lib/i18n';

/**
 * Loads the current enterprise's dossier and renders `children` with it; while loading a
 * skeleton, without a current enterprise a notice to choose one, on failure the server's message.
 */
export function WithCurrentCompany({ children }: { children: (dossier: CompanyDossier) => ReactElement }) {
  const t = useT();
  const dossier = useCurrentCompany();
  if (dossier.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (dossier.isError || !dossier.data) {
    const msg = dossier.error?.message ?? '';
    if (msg === '请先选择企业') {
      return (
        <div data-testid="company-none">
          <Result status="info" title={t('company.chooseFirst')} subTitle={t('company.chooseHint')} />
        </div>
      );
    }
    return <Alert type="error" showIcon role="alert" data-testid="company-error" message={t('list.loadFailed', { msg })} />;
  }
  return children(dossier.data);
}
