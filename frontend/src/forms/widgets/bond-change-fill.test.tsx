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
import type { CompiledForm, FormData } from '../types';

const compiled = (key: string) =>
  (JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>)[key];

const filed = {
  bondId: 'b-1',
  bondLabel: '秦创26债（B000001）',
  row: {
    chineseName: '秦创智能2026年公司债',
    productShort: '秦创26债',
    bondAmount: 1000000,
    price: '100',
    bondServiceProvidersList: [{ isPartnerMember: '0', serviceProviderName: '长安证券服务有限公司', serviceProviderCategoryCode: '4' }],
  },
};

describe('550081: the filed bond chosen in a row fills the whole row (fills *)', () => {
  beforeEach(() => signedIn('org'));

  it('loads the bond as filed into the row and keeps the choice', async () => {
    fakeApi({
      'GET /api/blade-system/dict-biz/dictionary': () => ({ data: [] }),
      'GET /api/rem-registrationbizweb/privateBond/issuers': () => ({ data: [{ companyId: 'c-qinchuang', companyName: '西安秦创智能科技股份有限公司' }] }),
      // the change asks for each bond's form row (withRow=1); the issue forms do not
      'GET /api/rem-registrationbizweb/privateBond/bondsToIssue?status=1&withRow=1': () => ({ data: [filed] }),
    });
    const ref = createRef<FormRendererHandle>();
    renderAt(<FormRenderer ref={ref} form={compiled('bond_change/apply')} initialData={{ companyId: 'c-qinchuang' }} />);
    const table = await waitFor(() => document.getElementById('root_bondInfoList') as HTMLElement);
    await userEvent.click(within(table).getByRole('button', { name: '展开 1' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /变更的债券/ }));
    await userEvent.click(await screen.findByTitle('秦创26债（B000001）'));
    await waitFor(() => expect(within(dialog).getByDisplayValue('秦创智能2026年公司债')).toBeInTheDocument());
    await userEvent.click(within(dialog).getAllByRole('button', { name: /保存/ }).at(-1)!);
    const row = (ref.current!.getData().bondInfoList as FormData[])[0];
    expect(row.bondId).toBe('b-1');
    expect(row.chineseName).toBe('秦创智能2026年公司债');
    expect(row.bondAmount).toBe(1000000);
    expect(row.bondServiceProvidersList).toEqual(filed.row.bondServiceProvidersList);
  });
});
