import { Button, Result } from 'antd';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { ApplyPage } from './apply-page';
import { investorRiskFlows } from './business-of-page';

/**
 * /investor/{flowkey}: the investor risk assessment (550026, 550091; 02 §2), the apply page of
 * that flow with its questionnaire; its results are on /550026/answer. Another key is refused.
 * /550026/apply is the same page with the flow given (`flowkey`).
 */
export function InvestorRiskPage({ flowkey: given }: { flowkey?: string } = {}) {
  const t = useT();
  const fromPath = useParams().flowkey ?? '';
  const flowkey = given ?? fromPath;
  if (!(investorRiskFlows as readonly string[]).includes(flowkey)) {
    return (
      <div data-testid="wrong-flow">
        <Result status="warning" title={t('pages.notThisPage', { appId: flowkey })} />
      </div>
    );
  }
  return (
    <div data-testid="investor-risk-page">
      <div className="page-links">
        <Link to={paths.riskAnswer}>
          <Button type="link" data-testid="risk-results-link">
            {t('pages.riskResults')}
          </Button>
        </Link>
      </div>
      <ApplyPage appId={flowkey} />
    </div>
  );
}
