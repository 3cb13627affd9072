import { useParams } from 'react-router';
import { ApplyPage } from './apply-page';
import { useT } from '@/lib/i18n';
import { ResolveFailure } from './resolve-failure';

/** A flow definition id: the appId, optionally with its version (`550004` or `550004:2`). */
export function appIdOf(processDefinitionId: string | undefined): string | null {
  const match = /^(\d{6})(?::\d+)?$/.exec((processDefinitionId ?? '').trim());
  return match ? match[1] : null;
}

/**
 * /form/:processDefinitionId: starts an application of that flow, the form of its first node
 * (apply) as the apply page draws it; the server refuses a flow the user may not start with
 * its message. An id that names no flow is a 404.
 */
export function StartFormPage() {
  const t = useT();
  const { processDefinitionId } = useParams();
  const appId = appIdOf(processDefinitionId);
  if (!appId) return <ResolveFailure status="404" message={t('leave.noSuchFlow', { id: processDefinitionId ?? '' })} />;
  return <ApplyPage appId={appId} />;
}
