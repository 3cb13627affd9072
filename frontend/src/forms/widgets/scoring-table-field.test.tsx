import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { FormRenderer, type FormRendererHandle } from '../form-renderer';
import { createFormValidator } from '../form-validator';
import { goldenCompiled, singleFieldForm } from '../test/single-field-form';
import { fullMarks, scoreOf, scoringErrors, scoringSpecOf } from '../validators/scoring-table';

const applyForm = goldenCompiled['specialised_new/apply'];
const spec = scoringSpecOf((applyForm.schema.properties as Record<string, unknown>).srdiScoring)!;

function render(readonly = false, initialData?: Record<string, unknown>) {
  const ref = createRef<FormRendererHandle>();
  renderAt(<FormRenderer ref={ref} form={singleFieldForm('specialised_new/apply', 'srdiScoring', readonly)} initialData={initialData} />);
  return ref;
}

describe('the scoring table (03 §2, §9)', () => {
  beforeEach(() => signedIn());

  // spec: 03§2.11 03§9.13
  it('is worth 25, 25, 15 and 35 points, 100 in all, each group the sum of its indicators', () => {
    expect(spec.groups.map((g) => [g.name, g.points])).toEqual([
      ['专业化指标', 25],
      ['精细化指标', 25],
      ['特色化指标', 15],
      ['创新能力指标', 35],
    ]);
    for (const g of spec.groups) expect(g.indicators.reduce((s, i) => s + i.points, 0)).toBe(g.points);
    expect(fullMarks(spec)).toBe(100);
  });

  it('sums the points of the satisfied indicators in integers, and refuses a score that is not the rule’s', () => {
    const value = scoreOf(spec, new Set(['zy1', 'zy2', 'jx3', 'ts1', 'cx1', 'cx4']));
    expect(value.totalScore).toBe(60);
    expect(scoringErrors(spec, value)).toEqual([]);
    const forged = { ...value, rows: value.rows.map((r) => (r.code === 'zy3' ? { ...r, score: 5 } : r)), totalScore: 100 };
    expect(scoringErrors(spec, forged)).toEqual([
      { path: 'rows/2/score', message: '得分与评分规则不符，应为0分' },
      { path: 'totalScore', message: '总得分与评分规则不符，应为60分' },
    ]);
    // the browser's whole validator says it under the item, as the server does
    const errors = createFormValidator(applyForm, { today: '2026-11-24' }).validate({ corporateCredit: '5', conformsCompany: '1', srdiScoring: forged });
    expect(errors.filter((e) => e.rule === 'x-scoringTable').map((e) => e.field).sort()).toEqual(['srdiScoring/rows/2/score', 'srdiScoring/totalScore']);
  });

  // spec: 03§2.9 03§2.10 03§2.11
  it('shows the five columns, the summary row 总得分 … 分 and the two static tables; toggling 是否满足 scores', async () => {
    const ref = render();
    const table = await screen.findByTestId('scoring-table');
    for (const title of ['一级指标', '二级指标', '指标说明', '是否满足', '得分']) expect(within(table).getAllByText(title).length).toBeGreaterThan(0);
    expect(screen.getByTestId('scoring-summary')).toHaveTextContent('总得分');
    expect(screen.getByTestId('scoring-total')).toHaveTextContent('0分');
    const conditions = screen.getByTestId('scoring-conditions');
    expect(within(conditions).getByText('门槛条件')).toBeInTheDocument();
    expect(within(conditions).getByText('直通条件')).toBeInTheDocument();
    const points = screen.getByTestId('scoring-points');
    for (const p of ['25分', '15分', '35分']) expect(within(points).getAllByText(p).length).toBeGreaterThan(0);
    expect(screen.getByTestId('scoring-full-marks')).toHaveTextContent('100分');

    act(() => fireEvent.click(screen.getByTestId('scoring-satisfied-zy2')));
    act(() => fireEvent.click(screen.getByTestId('scoring-satisfied-cx1')));
    await waitFor(() => expect(screen.getByTestId('scoring-total')).toHaveTextContent('20分'));
    expect(screen.getByTestId('scoring-score-zy2')).toHaveTextContent('10');
    expect(screen.getByTestId('scoring-score-zy1')).toHaveTextContent('0');
    const data = ref.current!.getData().srdiScoring as { rows: { code: string; satisfied: string; score: number }[]; totalScore: number };
    expect(data.totalScore).toBe(20);
    expect(data.rows.find((r) => r.code === 'cx1')).toEqual({ code: 'cx1', satisfied: '1', score: 10 });
  });

  // spec: 03§4.7 03§6.2
  it('reads 是 / 否 without switches when read-only (an approval node, a detail page)', async () => {
    render(true, { srdiScoring: scoreOf(spec, new Set(['zy1', 'ts1'])) });
    await screen.findByTestId('scoring-table');
    expect(screen.getByTestId('scoring-satisfied-zy1')).toHaveTextContent('是');
    expect(screen.getByTestId('scoring-satisfied-zy2')).toHaveTextContent('否');
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByTestId('scoring-total')).toHaveTextContent('20分');
  });
});
