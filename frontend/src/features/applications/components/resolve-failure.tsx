import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { ApiError } from '@/lib/http/client';
import { useT } from '@/lib/i18n';

/** What a leave-flow route shows when its ids resolve to nothing (404) or to what is not the user's (403). */
export function ResolveFailure({ status, message }: { status: '404' | '403'; message: string }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="error-page" data-testid={`resolve-${status}`}>
      <Result
        status={status}
        title={status}
        subTitle={message}
        extra={
          <Button type="primary" onClick={() => navigate(paths.workbench)}>
            {t('leave.backToWorkbench')}
          </Button>
        }
      />
    </div>
  );
}

/** The failure of a load as a 404 or a 403 page, with the server's message when it gave one. */
export function LoadFailure({ error, fallback }: { error: unknown; fallback: string }) {
  const status = error instanceof ApiError && error.status === 403 ? '403' : '404';
  const message = error instanceof ApiError && error.msg ? error.msg : fallback;
  return <ResolveFailure status={status} message={message} />;
}
