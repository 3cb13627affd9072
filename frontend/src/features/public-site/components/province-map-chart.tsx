import { MapChart, type MapSeriesOption } from 'echarts/charts';
import { TooltipComponent, VisualMapComponent, type TooltipComponentOption, type VisualMapComponentOption } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([MapChart, TooltipComponent, VisualMapComponent, SVGRenderer]);

type MapOption = echarts.ComposeOption<MapSeriesOption | TooltipComponentOption | VisualMapComponentOption>;

export interface MapArea {
  name: string;
  value: number;
}

interface Props {
  /** The name the province's map is registered under (see province-maps.ts). */
  map: string;
  areas: MapArea[];
  /** What the figures count, for the tooltip and screen readers. */
  label: string;
  height: number;
  /** A click on an area. */
  onPick?: (name: string) => void;
}

/** A province's map, its cities shaded by their figure (ECharts map series with a visual map). */
export function ProvinceMapChart({ map, areas, label, height, onPick }: Props) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;

  useEffect(() => {
    const el = element.current;
    if (!el) return;
    const instance = echarts.init(el, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('click', (e) => pick.current?.(String(e.name)));
    const resize = () => instance.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.current = null;
      instance.dispose();
    };
  }, []);

  useEffect(() => {
    const max = Math.max(1, ...areas.map((a) => a.value));
    const option: MapOption = {
      tooltip: { trigger: 'item', formatter: (p) => `${(p as { name: string }).name}<br/>${label}：${Number((p as { value?: number }).value) || 0}` },
      visualMap: { min: 0, max, left: 'left', bottom: 10, calculable: true, text: ['高', '低'], inRange: { color: ['#e6f4ff', '#1677ff', '#003eb3'] } },
      series: [{ type: 'map', map, name: label, roam: false, label: { show: true, fontSize: 11, color: '#1f2d3d', textBorderColor: '#fff', textBorderWidth: 2 }, data: areas }],
    };
    chart.current?.setOption(option, { notMerge: true });
  }, [map, areas, label]);

  return <div ref={element} role="img" aria-label={label} data-testid="province-map" style={{ width: '100%', height }} />;
}
