import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import { errorText } from '../form-validator';
import type { CompiledForm, FieldError } from '../types';
import { defaultYears } from './finance-table-field';

// the server's compiled annual_financials form (forms/tests/golden/compiled.json)
const here = dirname(fileURLToPath(import.meta.url));
const compiled = JSON.parse(readFileSync(resolve(here, '../../../../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;
const applyForm = compiled['annual_financials/apply'];

/** The same form as a reviewer (or /companyAdmin?type=detail) sees it: everything read-only. */
function readonlyForm(): CompiledForm {
  const uiSchema = structuredClone(applyForm.uiSchema) as Record<string, Record<string, unknown>>;
  for (const field of Object.keys(uiSchema)) if (field !== 'ui:order') uiSchema[field]['ui:readonly'] = true;
  return { ...applyForm, mode: 'readonly', uiSchema, editable: [] };
}

type Financials = Record<string, Record<string, unknown>[] | string>;

function financials(ref: React.RefObject<FormRendererHandle | null>): Financials {
  return ref.current!.getData().listedFinancials as Financials;
}

function render(form: CompiledForm, initialData?: Record<string, unknown>) {
  const ref = createRef<FormRendererHandle>();
  renderAt(<FormRenderer ref={ref} form={form} initialData={initialData} />);
  return ref;
}

describe('the financial tables', () => {
  beforeEach(() => signedIn());

  // spec: 02§2.16
  it('label the two year columns by the years given, amounts in ten-thousand yuan', async () => {
    const data = structuredClone(applyForm.defaults.listedFinancials) as Financials;
    data.lastYearSpecificYear = '2025';
    data.theYearBeforeLastSpecificYear = '2024';
    render(applyForm, { listedFinancials: data });
    await waitFor(() => expect(screen.getAllByTestId('finance-year-0')[0]).toHaveTextContent('2025年'));
    expect(screen.getAllByTestId('finance-year-1')[0]).toHaveTextContent('2024年');
    expect(screen.getByTestId('finance-unit')).toHaveTextContent('单位：万元');
    for (const title of ['其他数据', '资产负债表', '利润表', '现金流量表']) expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText('现金及现金等价物净增加额')).toBeInTheDocument();
  });

  it('takes the server’s last year and the year before when the years are empty', async () => {
    const ref = render(applyForm);
    const [last, before] = defaultYears();
    await waitFor(() => expect(financials(ref).lastYearSpecificYear).toBe(last));
    expect(financials(ref).theYearBeforeLastSpecificYear).toBe(before);
    expect(screen.getAllByTestId('finance-year-0')[0]).toHaveTextContent(`${last}年`);
  });

  // spec: 02§5.6 02§9.4
  it('writes a zero form 0 on blur, cuts a cell at 18 characters and disables the configured cells', async () => {
    const ref = render(applyForm);
    const cash = screen.getByLabelText('货币资金上年度');
    fireEvent.change(cash, { target: { value: ' 0.000 ' } });
    fireEvent.blur(cash);
    await waitFor(() => expect((financials(ref).financeTable2 as Record<string, unknown>[])[0].topYear).toBe('0'));
    fireEvent.change(cash, { target: { value: '12345678901234567890' } });
    await waitFor(() => expect((financials(ref).financeTable2 as Record<string, unknown>[])[0].topYear).toBe('123456789012345678'));
    expect(screen.getByLabelText('解决就业人数（人）上上年度')).toBeDisabled();
    expect(screen.getByLabelText('解决就业人数（人）上年度')).toHaveAttribute('maxlength', '9');
  });

  it('shows each cell’s error and the sums that do not hold', async () => {
    const ref = render(applyForm);
    fireEvent.change(screen.getByLabelText('资产总计上年度'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('负债合计上年度'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('所有者权益合计上年度'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('货币资金上年度'), { target: { value: '-5' } });
    let errors: FieldError[] = [];
    act(() => void (errors = ref.current!.validate()));
    expect(errors).toContainEqual({ field: 'listedFinancials/financeTable2/0/topYear', rule: 'format', message: '货币资金不能为负数' });
    expect(errors).toContainEqual({ field: 'listedFinancials/financeTable3/0/topYear', rule: 'required', message: '营业收入上年度项为必填' });
    expect(await screen.findByText('货币资金不能为负数')).toBeInTheDocument();
    // the 提示 dialog names the table as the server does: 【财务数据（资产负债表）】货币资金不能为负数
    const cashError = errors.find((e) => e.field === 'listedFinancials/financeTable2/0/topYear')!;
    expect(errorText(applyForm, cashError)).toBe('【财务数据（资产负债表）】货币资金不能为负数');
    expect(screen.getByTestId('finance-warnings')).toHaveTextContent('资产总计（100）不等于负债合计（30）与所有者权益合计（60）之和（90）');
  });

  // spec: 02§2.10
  it('reads as text when read-only, the year labels too', async () => {
    const data = structuredClone(applyForm.defaults.listedFinancials) as Financials;
    data.lastYearSpecificYear = '2025';
    data.theYearBeforeLastSpecificYear = '2024';
    (data.financeTable2 as Record<string, unknown>[])[0].topYear = '500.5';
    render(readonlyForm(), { listedFinancials: data });
    expect(await screen.findByText('500.5')).toBeInTheDocument();
    expect(screen.getAllByTestId('finance-year-0')[0]).toHaveTextContent('2025年');
    expect(screen.queryByTestId('finance-years')).toBeNull();
    expect(screen.queryByLabelText('货币资金上年度')).toBeNull();
    expect(document.querySelectorAll('[data-testid="finance-table"] input')).toHaveLength(0);
  });
});
