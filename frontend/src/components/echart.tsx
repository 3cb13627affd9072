import { BarChart, LineChart, PieChart, type BarSeriesOption, type LineSeriesOption, type PieSeriesOption } from 'echarts/charts';
import {
  GridComponent, LegendComponent, TitleComponent, TooltipComponent,
  type GridComponentOption, type LegendComponentOption, type TitleComponentOption, type TooltipComponentOption,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

// only what the platform's charts draw, so the bundle carries no more of ECharts than that
echarts.use([BarChart, LineChart, PieChart, GridComponent, TooltipComponent, LegendComponent, TitleComponent, SVGRenderer]);

/** The options the registered charts and components understand. */
export type EChartOption = echarts.ComposeOption<
  | BarSeriesOption | LineSeriesOption | PieSeriesOption
  | GridComponentOption | TooltipComponentOption | LegendComponentOption | TitleComponentOption
>;

export interface EChartProps {
  option: EChartOption;
  /** The chart's height in pixels; its width is the container's. */
  height: number;
  /** What the chart shows, for screen readers (the figures themselves are in a table beside it). */
  label: string;
  testId?: string;
}

/**
 * An Apache ECharts chart on a div: created once, given each new option (pass a memoised one),
 * resized with the window and its container, disposed on unmount.
 */
export function EChart({ option, height, label, testId }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    // the side menu folding changes the container without the window changing
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(resize);
    observer?.observe(el);
    return () => {
      window.removeEventListener('resize', resize);
      observer?.disconnect();
      chart.current = null;
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return <div ref={element} role="img" aria-label={label} data-testid={testId} style={{ width: '100%', height }} />;
}
