import { Result } from 'antd';
import { useParams } from 'react-router';
import { useT } from '@/lib/i18n';
import { ApplyPage } from './apply-page';
import { newInvestorFlows } from './business-of-page';

/**
 * /newInvestor/{flowkey}: investor registration (550130, 550131, 550132) and the change of an
 * investor's information (550136) (02 §1, §2), the apply page of that flow. Another key is refused.
 */
export function NewInvestorPage() {
  const t = useT();
  const flowkey = useParams().flowkey ?? '';
  if (!(newInvestorFlows as readonly string[]).includes(flowkey)) {
    return (
      <div data-testid="wrong-flow">
        <Result status="warning" title={t('pages.notThisPage', { appId: flowkey })} />
      </div>
    );
  }
  return <ApplyPage appId={flowkey} />;
}
