import { ToolOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { useT } from '@/lib/i18n';

/** The placeholder of every route no issue has built yet: 建设中.... */
export function UnderConstructionPage() {
  const t = useT();
  return (
    <div className="page-card">
      <Result
        icon={<ToolOutlined style={{ color: 'var(--ant-color-primary, #409EFF)' }} />}
        title={<span data-testid="under-construction">{t('page.underConstruction')}</span>}
      />
    </div>
  );
}
