import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer } from '../form-renderer';
import type { CompiledForm } from '../types';

// the server's own compiled forms (a Rust test keeps them current)
const compiled = JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;

const dictionaries: Record<string, { dictKey: string; dictValue: string }[]> = {
  qualificationCategory: [
    { dictKey: '1', dictValue: '市场角色' },
    { dictKey: '2', dictValue: '金融资质' },
    { dictKey: '3', dictValue: '中介机构资质' },
    { dictKey: '255', dictValue: '其他' },
  ],
  marketRolesType: [
    { dictKey: '1', dictValue: '展示企业' },
    { dictKey: '3', dictValue: '投资者' },
    { dictKey: '7', dictValue: '登记托管企业' },
  ],
};

const option = (title: string) =>
  document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${title}"]`) as HTMLElement;

describe('a dictionary select with disabledValues (the qualification table, 02 §5)', () => {
  beforeEach(() => signedIn('org'));

  // spec: 02§5.5
  it('lists the registry-recorded qualifications but lets an applicant choose only the others', async () => {
    fakeApi({ 'GET /api/blade-system/dict-biz/dictionary': (config) => ({ data: dictionaries[String(config.params?.code)] ?? [] }) });
    renderAt(<FormRenderer form={compiled['company_registration/apply']} />);
    const table = await waitFor(() => document.getElementById('root_labelCsrcs') ?? Promise.reject(new Error('no table yet')));
    await userEvent.click(within(table).getByRole('button', { name: /新增一行/ }));
    const dialog = await screen.findByRole('dialog');

    await userEvent.click(within(dialog).getByLabelText('资质类别'));
    await screen.findByTitle('中介机构资质');
    expect(option('中介机构资质')).toHaveClass('ant-select-item-option-disabled');
    expect(option('其他')).toHaveClass('ant-select-item-option-disabled');
    expect(option('金融资质')).not.toHaveClass('ant-select-item-option-disabled');
    await userEvent.click(option('市场角色'));

    // 资质类型 is the market-role select of category 1
    await userEvent.click(await waitFor(() => dialog.querySelector('input[id$="_maketRole"]') ?? Promise.reject(new Error('no type yet'))));
    await screen.findByTitle('登记托管企业');
    expect(option('展示企业')).toHaveClass('ant-select-item-option-disabled');
    expect(option('投资者')).toHaveClass('ant-select-item-option-disabled');
    expect(option('登记托管企业')).not.toHaveClass('ant-select-item-option-disabled');
  });
});
