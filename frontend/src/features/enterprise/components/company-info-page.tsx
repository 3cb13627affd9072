import { EditOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Typography } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { links, paths } from '@/app/paths';
import { WithCurrentCompany } from '@/components/with-current-company';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';
import { getCompanyDossier } from '../api/get-company-dossier';
import { dossierChangeAppId, startDossierChange } from '../api/start-dossier-change';
import { CompanyDossierView } from './company-dossier-view';

/**
 * companyInfo/edit and companyRuBan (?type=edit|detail): the current enterprise's dossier,
 * read-only; with type=edit, 申请变更 opens a change application (550116) holding the dossier
 * as it stands, which the reviewers approve before the register changes. `readOnly` pages
 * (/companyInfoBase, /infoDetails) never offer the change.
 */
export function CompanyInfoPage({ readOnly = false }: { readOnly?: boolean }) {
  const t = useT();
  const [params] = useSearchParams();
  const editing = !readOnly && params.get('type') === 'edit';
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = App.useApp();
  const [starting, setStarting] = useState(false);

  const start = async (companyId: string) => {
    setStarting(true);
    try {
      const { doc } = await getCompanyDossier(companyId);
      // opened from /companyRuBan the change is of the board information (02 §5: patents relaxed)
      const { uuid, bizSn } = await startDossierChange(doc, pathname.startsWith(paths.companyRuBan) ? '2' : '1');
      navigate(links.apply({ appId: dossierChangeAppId, nodeId: 'apply', uuid, bizSn }));
    } catch (error) {
      if (error instanceof ApiError) void message.error(error.msg);
    } finally {
      setStarting(false);
    }
  };

  return (
    <WithCurrentCompany>
      {({ company, standing }) => (
        <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="company-info">
          <Card size="small">
            <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
              <Typography.Title level={5} style={{ margin: 0 }}>
                {company.name}
              </Typography.Title>
              {editing &&
                (standing.isRegister === 1 ? (
                  <Button type="primary" icon={<EditOutlined />} loading={starting} onClick={() => void start(company.uuid)} data-testid="start-change">
                    {t('companyInfo.change')}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">{t('companyInfo.notInCustody')}</Typography.Text>
                ))}
            </Space>
          </Card>
          <CompanyDossierView companyId={company.uuid} />
        </Space>
      )}
    </WithCurrentCompany>
  );
}
