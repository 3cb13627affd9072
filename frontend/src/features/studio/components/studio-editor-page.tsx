import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { useT } from '@/lib/i18n';
import { definitionQuery } from '../api/get-definition';
import type { DefinitionKind } from '../api/studio-types';
import { StudioEditor } from './studio-editor';

const isKind = (kind: string | undefined): kind is DefinitionKind =>
  kind === 'flow' || kind === 'form' || kind === 'script' || kind === 'fragment';

/** /formDesign/:kind/:key: the studio editor of one flow, form, script or fragment. */
export function StudioEditorPage() {
  const t = useT();
  const params = useParams();
  const kind = isKind(params.kind) ? params.kind : null;
  const key = params.key ?? '';
  const definition = useQuery({ ...definitionQuery(kind ?? 'flow', key), enabled: kind !== null && key !== '' });

  const back = (
    <Link to={paths.formDesign}>
      <ArrowLeftOutlined /> {t('studio.backToList')}
    </Link>
  );
  if (!kind) return <Result status="404" title={t('studio.unknownKind')} extra={back} />;
  return (
    <Card title={back} data-testid="studio-editor-page">
      {definition.isError && <Alert type="error" showIcon role="alert" message={t('list.loadFailed', { msg: definition.error.message })} />}
      {/* wait for a fresh answer: a cached one could start the editor from an old draft */}
      {definition.data && definition.isFetchedAfterMount ? (
        <StudioEditor key={`${kind}/${key}`} definition={definition.data} />
      ) : (
        !definition.isError && <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Card>
  );
}
