import { Spin } from 'antd';
import { usePublicTenant } from '@/features/public-site/hooks/use-public-tenant';
import { QueryPage } from '@/features/query-page/components/query-page';

/**
 * A public query page inside the public shell (/home/queryPage/informationDisclosure): the
 * visitor reads it as the site's tenant, found by the host, once that is known.
 */
export function PublicQueryPage({ pageKey }: { pageKey: string }) {
  const site = usePublicTenant();
  return (
    <div className="front-page" data-testid={`public-query-page-${pageKey}`}>
      <div className="front-body">{site ? <QueryPage pageKey={pageKey} site={site} /> : <Spin style={{ display: 'block', margin: 48 }} />}</div>
    </div>
  );
}
