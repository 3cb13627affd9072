import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { EmbeddedPage, embeddedPage, embeddedPages } from './embedded-page';

const open = (path: string) => renderRoutes([{ path: '/myiframe/:routerPath', element: <EmbeddedPage /> }], path);

describe('/myiframe/:routerPath', () => {
  // spec: 01§2.37
  it('embeds an allowed page of the site by its routerPath', async () => {
    open('/myiframe/mapChart');
    const frame = await screen.findByTestId('embedded-frame');
    expect(frame).toHaveAttribute('src', '/officialWebsiteMapChart');
    expect(frame).toHaveAttribute('title', '企业地区分布');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('never embeds what the address names: another site, a path, a prototype key', async () => {
    for (const bad of ['https:%2F%2Fevil.example', '%2F%2Fevil.example', 'javascript:alert(1)', '..%2F..%2Flogin', 'constructor', '__proto__', 'toString']) {
      const view = open(`/myiframe/${bad}`);
      expect(await screen.findByTestId('embedded-unknown')).toHaveTextContent('该页面不在可嵌入的页面之列');
      expect(screen.queryByTestId('embedded-frame')).toBeNull();
      view.unmount();
    }
    expect(embeddedPage('constructor')).toBeNull();
    // every allowed page is a path of this site
    for (const p of Object.values(embeddedPages)) expect(p.path).toMatch(/^\/[A-Za-z]/);
  });
});
