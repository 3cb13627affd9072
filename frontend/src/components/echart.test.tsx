import { render } from '@testing-library/react';
import { init } from 'echarts/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EChart, type EChartOption } from './echart';

// jsdom lays nothing out and has no canvas: the chart instance is a spy, the wrapper is what is tested
const instance = vi.hoisted(() => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }));
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('echarts/core')>()),
  init: vi.fn(() => instance),
}));

const bars = (data: number[]): EChartOption => ({
  xAxis: { type: 'category', data: ['a', 'b'] },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', data }],
});

describe('EChart', () => {
  beforeEach(() => vi.clearAllMocks());

  it('draws on its div, takes each new option, follows the window and is disposed on unmount', () => {
    const first = bars([1, 2]);
    const view = render(<EChart option={first} height={240} label="业务状态分布" testId="chart" />);
    const div = view.getByRole('img', { name: '业务状态分布' });
    expect(div).toBe(view.getByTestId('chart'));
    expect(div).toHaveStyle({ height: '240px' });
    expect(init).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(div, undefined, { renderer: 'svg' });
    expect(instance.setOption).toHaveBeenCalledWith(first, { notMerge: true });

    view.rerender(<EChart option={first} height={240} label="业务状态分布" testId="chart" />);
    expect(instance.setOption).toHaveBeenCalledTimes(1);
    const second = bars([3, 4]);
    view.rerender(<EChart option={second} height={240} label="业务状态分布" testId="chart" />);
    expect(instance.setOption).toHaveBeenLastCalledWith(second, { notMerge: true });
    expect(init).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('resize'));
    expect(instance.resize).toHaveBeenCalledTimes(1);

    view.unmount();
    expect(instance.dispose).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('resize'));
    expect(instance.resize).toHaveBeenCalledTimes(1);
  });
});
