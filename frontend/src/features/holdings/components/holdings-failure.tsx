import { Alert } from 'antd';
import { useT } from '@/lib/i18n';
import { ApiError } from '@/lib/http/client';

/**
 * A failed holdings call: no account chosen yet (400 请选择登记账号) is a warning with where to
 * choose one; anything else is the list failure of the other pages.
 */
export function HoldingsFailure({ error }: { error: Error }) {
  const t = useT();
  const noAccount = error instanceof ApiError && error.status === 400;
  return (
    <Alert
      type={noAccount ? 'warning' : 'error'}
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      message={noAccount ? error.message : t('list.loadFailed', { msg: error.message })}
      description={noAccount ? t('holdings.chooseHint') : undefined}
      data-testid="holdings-error"
    />
  );
}
