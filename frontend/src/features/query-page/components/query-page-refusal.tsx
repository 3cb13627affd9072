import { Result } from 'antd';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';

/** Why a query page cannot be shown: 403 for a user it is not for, 404 for an unknown page. */
export function QueryPageRefusal({ error }: { error: Error }) {
  const t = useT();
  const status = error instanceof ApiError ? error.status : undefined;
  return (
    <div data-testid="query-page-refused">
      <Result
        status={status === 403 ? '403' : status === 404 ? '404' : 'error'}
        title={status === 403 ? '403' : status === 404 ? '404' : t('list.loadFailed', { msg: '' })}
        subTitle={error.message}
      />
    </div>
  );
}
