import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttpEffects } from '@/lib/http/client';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { filterDefinitions, runningText } from './definition-rows';
import { studio, summaries } from './studio-fakes';
import { StudioListPage } from './studio-list-page';

function open() {
  return renderRoutes(
    [
      { path: '/formDesign', element: <StudioListPage /> },
      { path: '/formDesign/:kind/:key', element: <div data-testid="editor" /> },
    ],
    '/formDesign',
  );
}

const rowOf = (id: string) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement | null;
const rows = () => [...document.querySelectorAll('tbody tr[data-row-key]')].map((tr) => tr.getAttribute('data-row-key'));

describe('the studio list (/formDesign)', () => {
  beforeEach(() => signedIn('mgr'));

  it('lists flows and forms with kind, latest version, draft tag, running instances and relations', async () => {
    fakeApi({ [studio('definitions')]: () => ({ data: summaries }) });
    open();
    await screen.findByTestId('draft-550004');
    const flow = within(rowOf('flow:550004')!);
    expect(flow.getByText('流程')).toBeInTheDocument();
    expect(flow.getByText('股份转让')).toBeInTheDocument();
    expect(flow.getByText('v3')).toBeInTheDocument();
    expect(flow.getByTestId('draft-550004')).toHaveTextContent('草稿 · analyst_demo');
    expect(flow.getByText('v1: 2 · v2: 5')).toBeInTheDocument();
    // the related form by its name, its key on hover
    const related = flow.getByRole('link', { name: '股份转让申请表' });
    expect(related).toHaveAttribute('href', '/formDesign/form/share_transfer');
    expect(related).toHaveAttribute('title', 'share_transfer');

    const form = within(rowOf('form:share_transfer')!);
    expect(form.getByText('表单')).toBeInTheDocument();
    expect(form.queryByText(/草稿/)).toBeNull();
    // a flow the list does not hold keeps its appId
    expect(form.getByRole('link', { name: '550008' })).toHaveAttribute('href', '/formDesign/flow/550008');
  });

  it('filters by kind and by the search text, and a row opens its editor', async () => {
    fakeApi({ [studio('definitions')]: () => ({ data: summaries }) });
    const view = open();
    await screen.findByTestId('draft-550004');
    expect(rows()).toEqual(['flow:550004', 'form:share_transfer']);
    await userEvent.click(screen.getByText('表单', { selector: '.ant-segmented-item-label' }));
    expect(rows()).toEqual(['form:share_transfer']);

    await userEvent.click(screen.getByText('全部', { selector: '.ant-segmented-item-label' }));
    expect(rows()).toEqual(['flow:550004', 'form:share_transfer']);
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索标识或名称' }), '申请表');
    expect(rows()).toEqual(['form:share_transfer']);

    await userEvent.click(screen.getByText('股份转让申请表'));
    expect(await screen.findByTestId('editor')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/formDesign/form/share_transfer');
  });

  describe('a user without the analyst role', () => {
    const navigate = vi.fn();
    beforeEach(() => configureHttpEffects({ navigate }));
    afterEach(() => configureHttpEffects({ navigate: (path) => window.location.assign(path) }));

    it('is sent to the forbidden page', async () => {
      fakeApi({ [studio('definitions')]: () => ({ status: 403, msg: '无权访问流程与表单设计' }) });
      open();
      expect(await screen.findByRole('alert')).toHaveTextContent('无权访问流程与表单设计');
      expect(navigate).toHaveBeenCalledWith('/403');
    });
  });
});

describe('definition rows', () => {
  it('writes running instances oldest version first, leaving out empty ones', () => {
    expect(runningText([{ version: 2, count: 5 }, { version: 3, count: 0 }, { version: 1, count: 2 }])).toBe('v1: 2 · v2: 5');
    expect(runningText(undefined)).toBe('');
  });

  it('matches the search in key or name, case-insensitively', () => {
    expect(filterDefinitions(summaries, 'all', 'SHARE').map((r) => r.key)).toEqual(['share_transfer']);
    expect(filterDefinitions(summaries, 'flow', '').map((r) => r.key)).toEqual(['550004']);
  });
});
