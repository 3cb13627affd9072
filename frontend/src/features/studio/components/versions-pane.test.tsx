import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { flowDetail, studio } from './studio-fakes';
import { VersionsPane } from './versions-pane';

const lines = [
  { op: ' ', text: '{' },
  { op: '-', text: '  "charge": "0",' },
  { op: '+', text: '  "charge": "10",' },
  { op: ' ', text: '}' },
];

describe('the versions pane', () => {
  beforeEach(() => signedIn('mgr'));

  it('lists the versions and the draft, and shows the diff of two picked as +/- lines', async () => {
    const api = fakeApi({
      [studio('diff')]: (config) => ({ data: { from: config.params.from, to: config.params.to, lines } }),
      [studio('migrations')]: () => ({ data: [] }),
    });
    renderAt(<VersionsPane definition={flowDetail(true)} />);
    expect(screen.getByText('增加复审')).toBeInTheDocument();
    expect(screen.getByText('初始版本')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'draft' }));
    expect(screen.queryByTestId('diff-view')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'v2' }));
    // a third pick waits until one of the two is unpicked
    expect(screen.getByRole('checkbox', { name: 'v1' })).toBeDisabled();

    const diff = await screen.findByTestId('diff-view');
    expect(api.of(studio('diff'))[0].params).toEqual({ kind: 'flow', key: '550004', from: 2, to: 'draft' });
    expect(diff).toHaveTextContent('v2 → 草稿');
    // side by side first: the older version left, the newer right, the changed line facing its replacement
    const rows = within(diff).getAllByTestId('side-by-side-row');
    expect(rows.map((r) => [...r.querySelectorAll('[data-side]')].map((c) => c.textContent))).toEqual([
      ['{', '{'],
      ['  "charge": "0",', '  "charge": "10",'],
      ['}', '}'],
    ]);
    expect(rows[1].querySelector('[data-side="left"]')).toHaveAttribute('data-changed', 'true');
    expect(rows[1].querySelector('[data-side="right"]')).toHaveStyle({ color: '#237804' });
    expect(rows[0].querySelector('[data-side="left"]')).not.toHaveAttribute('data-changed');

    await userEvent.click(within(diff).getByText('合并'));
    const shown = [...diff.querySelectorAll('[data-op]')].map((el) => [el.getAttribute('class'), el.textContent]);
    expect(shown).toEqual([
      ['studio-diff-same', '  {'],
      ['studio-diff-removed', '-   "charge": "0",'],
      ['studio-diff-added', '+   "charge": "10",'],
      ['studio-diff-same', '  }'],
    ]);
    expect(diff.querySelector('.studio-diff-added')).toHaveStyle({ color: '#237804' });
  });

  it('diffs two versions older to newer, and lists the flow migrations', async () => {
    const api = fakeApi({
      [studio('diff')]: (config) => ({ data: { from: config.params.from, to: config.params.to, lines } }),
      [studio('migrations')]: () => ({
        data: [{ uuid: 'u2', bizSn: 'YW2026000002', fromVersion: 2, toVersion: 3, migratedBy: 'analyst_demo', migratedAt: '2026-03-03 09:00:00' }],
      }),
    });
    renderAt(<VersionsPane definition={flowDetail(false)} />);
    expect(await screen.findByText('v2 → v3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'v3' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'v1' }));
    await waitFor(() => expect(api.of(studio('diff'))).toHaveLength(1));
    expect(api.of(studio('diff'))[0].params).toMatchObject({ from: 1, to: 3 });
    expect(api.of(studio('migrations'))[0].params).toEqual({ appId: '550004' });
  });
});
