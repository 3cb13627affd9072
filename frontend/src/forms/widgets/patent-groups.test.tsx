import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import type { CompiledForm } from '../types';

/** The 550200 form as the server compiles it (forms/tests/golden/compiled.json, kept current by the engine's test). */
const compiled = JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;
const board = compiled['specialised_new/apply'];

const patent = { name: '一种工业视觉缺陷检测方法', patentNo: 'ZL202110000001.2', type: '1', legalStatus: '1' };

function renderBoard(patents: object[]) {
  fakeApi({ 'GET /api/blade-system/dict-biz/dictionary': () => ({ data: [] }) });
  const ref = createRef<FormRendererHandle>();
  // the patent groups show for an enterprise with no credit issue that declares itself innovative
  renderAt(<FormRenderer ref={ref} form={board} initialData={{ corporateCredit: '5', conformsCompany: '1', patents }} />);
  return ref;
}

const patents = () => document.getElementById('root_patents') as HTMLElement;

describe('the patent groups of the specialised-new board (02 §3 Patent, §4, §5)', () => {
  beforeEach(() => signedIn());

  // spec: 02§4.6
  it('质押融资 是 reveals the pledge fields and 同族专利 是 the family fields, in the group\'s dialog', async () => {
    renderBoard([patent]);
    await userEvent.click(within(patents()).getByRole('button', { name: '展开 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('质押融资机构')).toBeNull();
    expect(within(dialog).queryByText('融资金额（万元）')).toBeNull();
    expect(within(dialog).queryByText('同族专利号')).toBeNull();

    const pledge = within(dialog).getByText('是否质押融资').closest('.ant-form-item') as HTMLElement;
    await userEvent.click(within(pledge).getByRole('radio', { name: '是' }));
    expect(await within(dialog).findByText('质押融资机构')).toBeInTheDocument();
    expect(within(dialog).getByText('融资金额（万元）')).toBeInTheDocument();
    expect(within(dialog).queryByText('同族专利号')).toBeNull();

    const family = within(dialog).getByText('是否有同族专利').closest('.ant-form-item') as HTMLElement;
    await userEvent.click(within(family).getByRole('radio', { name: '是' }));
    expect(await within(dialog).findByText('同族专利号')).toBeInTheDocument();
    expect(within(dialog).getByText('同族专利申请地区')).toBeInTheDocument();

    await userEvent.click(within(pledge).getByRole('radio', { name: '否' }));
    expect(within(dialog).queryByText('质押融资机构')).toBeNull();
  });

  // spec: 02§5.11
  it('the last group cannot be deleted: 至少填写一组知识产权信息', async () => {
    const ref = renderBoard([patent]);
    await userEvent.click(within(patents()).getByRole('button', { name: '删除 1' }));
    expect(await screen.findByText('至少填写一组知识产权信息')).toBeInTheDocument();
    expect((ref.current!.getData().patents as object[]).length).toBe(1);
  });

  it('of two groups one may be deleted', async () => {
    const ref = renderBoard([patent, { ...patent, patentNo: 'ZL202110000002.9' }]);
    await userEvent.click(within(patents()).getByRole('button', { name: '删除 2' }));
    expect(ref.current!.getData().patents).toEqual([patent]);
  });

  // spec: 02§5.11
  it('on a company form the other fields are marked required, except on a board information change (变更类型 2)', async () => {
    const change = compiled['company_change/apply'];
    const labelOf = (dialog: HTMLElement, text: string) => within(dialog).getByText(text, { selector: 'label' });
    for (const [category, marked] of [['1', true], ['2', false]] as const) {
      fakeApi({ 'GET /api/blade-system/dict-biz/dictionary': () => ({ data: [] }) });
      const view = renderAt(<FormRenderer form={change} initialData={{ changeCategory: category, patents: [patent] }} />);
      // the long form draws its later sections a moment after the first
      const table = await waitFor(() => {
        const found = patents();
        if (!found) throw new Error('the patent table is not drawn yet');
        return found;
        // a loaded machine draws the long form's later sections seconds after the first
      }, { timeout: 5000 });
      await userEvent.click(within(table).getByRole('button', { name: '展开 1' }));
      const dialog = await screen.findByRole('dialog');
      expect(labelOf(dialog, '专利名称')).toHaveClass('ant-form-item-required');
      expect(labelOf(dialog, '转让日期').classList.contains('ant-form-item-required')).toBe(marked);
      expect(labelOf(dialog, '申请（专利权）人').classList.contains('ant-form-item-required')).toBe(marked);
      view.unmount();
    }
  });
});
