import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/stores/session-store';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { IpoKnowledgeBasePage } from './ipo-knowledge-base-page';

const PAGE = 'GET /api/blade-desk/knowledge/page';
const DETAIL = 'GET /api/blade-desk/knowledge/detail';
const SUBMIT = 'POST /api/blade-desk/knowledge/submit';

const articles = [
  { id: 'k1', category: '上市条件', title: '北交所上市的财务条件', updatedTime: '2026-11-30 10:00:00' },
  { id: 'k2', category: '常见问题', title: '挂牌和上市有什么不同', updatedTime: '2026-11-29 10:00:00' },
];

const open = () => renderRoutes([{ path: '/ipoKnowledgeBase', element: <IpoKnowledgeBasePage /> }], '/ipoKnowledgeBase');

const asRole = (roleName: string) => {
  signedIn('org');
  const info = useSessionStore.getState().userInfo;
  useSessionStore.setState({ userInfo: info ? { ...info, roleName } : null });
};

// spec: 01§2 /ipoKnowledgeBase
describe('/ipoKnowledgeBase', () => {
  beforeEach(() => asRole('enterprise'));

  it('lists the articles, searches by words and reads one; no editing for a user', async () => {
    const api = fakeApi({
      [PAGE]: () => ({ data: { records: articles, total: 2, current: 1, size: 10 } }),
      [DETAIL]: () => ({ data: { ...articles[0], content: '市值不低于2亿元。\n\n最近两年净利润均不低于1500万元。' } }),
    });
    open();
    expect(await screen.findByText('北交所上市的财务条件')).toBeInTheDocument();
    expect(screen.queryByTestId('knowledge-add')).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('搜索标题或内容'), '净利润{enter}');
    await waitFor(() => expect(api.of(PAGE).at(-1)?.params).toMatchObject({ key: '净利润', current: 1 }));
    await userEvent.click(screen.getByTestId('knowledge-k1'));
    const article = await screen.findByTestId('knowledge-article');
    expect(article).toHaveTextContent('最近两年净利润均不低于1500万元。');
    expect(api.of(DETAIL)[0].params).toMatchObject({ id: 'k1' });
  });

  it('the administrator adds an article with its category, title and text', async () => {
    asRole('administrator');
    const api = fakeApi({
      [PAGE]: () => ({ data: { records: [], total: 0, current: 1, size: 10 } }),
      [SUBMIT]: () => ({ data: { id: 'k9' } }),
    });
    open();
    await userEvent.click(await screen.findByTestId('knowledge-add'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(dialog.querySelector('.ant-select-selector') as Element);
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="上市流程"]')).not.toBeNull());
    await userEvent.click(document.querySelector('.ant-select-item-option[title="上市流程"]') as Element);
    await userEvent.type(screen.getByLabelText('标题'), '上市流程概览');
    await userEvent.type(screen.getByLabelText('内容'), '辅导、申报、审核、注册、发行。');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(api.of(SUBMIT)).toHaveLength(1));
    expect(JSON.parse(String(api.of(SUBMIT)[0].data))).toEqual({ category: '上市流程', title: '上市流程概览', content: '辅导、申报、审核、注册、发行。' });
    // saved: said so, and the list is asked again
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    await waitFor(() => expect(api.of(PAGE).length).toBeGreaterThan(1));
  });
});
