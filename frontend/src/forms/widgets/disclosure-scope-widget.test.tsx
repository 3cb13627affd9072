import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import { serverWith } from '../test/form-server';
import type { CompiledForm, FormData } from '../types';
import { toggled, withRates } from './disclosure-scope-widget';

/** The server's compiled periodic report (forms/tests/golden/compiled.json). */
function reportForm(node: 'apply' | 'PreliminaryApprove'): CompiledForm {
  const all = JSON.parse(readFileSync(join(process.cwd(), '../forms/tests/golden/compiled.json'), 'utf8')) as Record<string, CompiledForm>;
  return all[`information_disclosure/${node}`];
}

const company = '西安秦创智能科技股份有限公司';
const holders = [
  { holderId: 'h-1', holderName: '张伟', accountNumber: '2000000001', custno: '2000000001' },
  { holderId: 'h-2', holderName: '陕西丝路投资管理有限公司', accountNumber: '1000000001', custno: '1000000001' },
];

function renderReport(node: 'apply' | 'PreliminaryApprove', data: FormData) {
  const form = reportForm(node);
  const server = serverWith(form, {
    'GET /api/rem-registrationbizweb/holder/queryByCompanyName': (config) => ({ data: config.params?.companyName === company ? holders : [] }),
  });
  const ref = createRef<FormRendererHandle>();
  renderAt(<FormRenderer ref={ref} form={form} initialData={{ ...form.defaults, ...data }} />);
  return { ref, server };
}

describe('the disclosure scope selector (02 §3, §4)', () => {
  beforeEach(() => {
    signedIn();
  });

  // spec: 02§4.5
  it('clears a radio on a second click', () => {
    expect(toggled(undefined, '2')).toBe('2');
    expect(toggled('2', '2')).toBeUndefined();
    expect(toggled('2', '3')).toBe('3');
  });

  // spec: 02§5.9
  it('computes the rates of both tables from their periods, with the shared rule', () => {
    const data = {
      financeData: [
        { name: '营业收入', thisPeriodTime: '12.5', lastPeriodTime: '0', rate: '' },
        { name: '净利润', thisPeriodTime: '50', lastPeriodTime: '-100' },
      ],
      financeDataTwo: [{ name: '存货', thisPeriodTime: '1', lastPeriodTime: '3', rate: '-66.67' }],
    };
    const changes = withRates(data)!;
    expect((changes.financeData as { rate: string }[]).map((r) => r.rate)).toEqual(['1250.00', '150.00']);
    expect(changes.financeDataTwo).toBeUndefined();
    expect(withRates({ ...data, ...changes })).toBeNull();
  });

  // spec: 02§4.5 02§2.19 02§7.3
  it('toggles the scope, lists the enterprise\'s shareholders, and resets every selection when the company changes', async () => {
    const user = userEvent.setup();
    const { ref, server } = renderReport('apply', { name: company });
    const group = await screen.findByTestId('disclosure-scope');
    await user.click(within(group).getByLabelText('本公司股东'));
    expect(ref.current!.getData().disclosureScope).toBe('2');
    // the designated shareholders come from the enterprise's register
    const designees = await screen.findByTestId('disclosure-designees-root_value1');
    await user.click(within(designees).getByRole('combobox'));
    await user.click(await screen.findByText('陕西丝路投资管理有限公司'));
    expect(ref.current!.getData().value1).toEqual(['1000000001']);
    expect(server.of('GET /api/rem-registrationbizweb/holder/queryByCompanyName')[0].params).toEqual({ companyName: company });
    // a second click on the chosen radio clears it
    await user.click(within(group).getByLabelText('本公司股东'));
    expect(ref.current!.getData().disclosureScope).toBeUndefined();
    // choosing again, then changing the company name resets the scope and the designated ones
    await user.click(within(group).getByLabelText('本公司股东'));
    await user.click(within(await screen.findByTestId('disclosure-designees-root_value1')).getByRole('combobox'));
    await user.click(await screen.findByText('张伟'));
    // (a hidden field keeps its value until submit drops it: the earlier choice is still there)
    expect(ref.current!.getData().value1).toEqual(['1000000001', '2000000001']);
    const name = document.getElementById('root_name') as HTMLInputElement;
    await user.type(name, '新');
    await waitFor(() => expect(ref.current!.getData().disclosureScope).toBeUndefined());
    expect(ref.current!.getData().value1).toBeUndefined();
  });

  it('computes the rate as the applicant types the periods', async () => {
    const { ref } = renderReport('apply', { name: company });
    await screen.findByTestId('disclosure-scope');
    await userEvent.type(document.getElementById('root_financeData_0_thisPeriodTime') as HTMLInputElement, '150');
    await userEvent.type(document.getElementById('root_financeData_0_lastPeriodTime') as HTMLInputElement, '100');
    await waitFor(() => expect((ref.current!.getData().financeData as { rate?: string }[])[0].rate).toBe('50.00'));
  });

  // spec: 02§5.9
  it('is read-only text on a handled report and asks nothing', async () => {
    const { ref, server } = renderReport('PreliminaryApprove', { name: company, disclosureScope: '2', value1: ['1000000001'] });
    await waitFor(() => expect(screen.getByTestId('ro-root_disclosureScope')).toHaveTextContent('本公司股东'));
    expect(screen.queryByTestId('disclosure-scope')).toBeNull();
    act(() => void ref.current!.getData());
    await waitFor(() => expect(screen.getByTestId('ro-root_value1')).toHaveTextContent('陕西丝路投资管理有限公司'));
    expect(server.of('GET /api/rem-registrationbizweb/holder/queryByCompanyName').length).toBeGreaterThan(0);
  });
});
