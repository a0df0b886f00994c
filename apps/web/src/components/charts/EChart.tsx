import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only the parts the console's dashboard and the charts of members and associations draw; this module
// is in their lazy chunks only (a chart that needs more registers it beside its own option).
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Every text of an option (legend, axes, series, categories), to load the faces that draw them. */
function textsOf(option: unknown, out: string[] = []): string[] {
  if (typeof option === 'string') out.push(option);
  else if (Array.isArray(option)) for (const v of option) textsOf(v, out);
  else if (option && typeof option === 'object') for (const v of Object.values(option)) textsOf(v, out);
  return out;
}

/**
 * One ECharts chart that follows its option and its container's width, in the page's fonts. ECharts
 * draws on a canvas with the font list it is given ("sans-serif" by default, which has no Khmer face on
 * many systems: Khmer legends came as boxes), and a canvas draws with what is loaded at that moment, so
 * the chart is drawn again once the page's faces for its texts are loaded (issue 27).
 */
export function EChart({
  option,
  height = 280,
  label,
  className,
  testId,
}: {
  option: echarts.EChartsCoreOption;
  height?: number;
  label: string;
  className?: string;
  testId?: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const c = echarts.init(el.current!, undefined, { renderer: 'canvas' });
    chart.current = c;
    const observer = new ResizeObserver(() => c.resize());
    observer.observe(el.current!);
    return () => {
      observer.disconnect();
      c.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    const font = getComputedStyle(el.current!).fontFamily;
    const draw = () =>
      chart.current?.setOption(
        { ...option, textStyle: { fontFamily: font, ...(option.textStyle as object | undefined) } },
        true,
      );
    draw();
    let live = true;
    const text = textsOf(option).join(' ');
    if (text && document.fonts)
      void document.fonts.load(`14px ${font}`, text).then(
        (faces) => live && faces.length > 0 && draw(),
        () => {},
      );
    return () => {
      live = false;
    };
  }, [option]);
  return (
    <div
      ref={el}
      className={className}
      style={className ? undefined : { height, width: '100%' }}
      role="img"
      aria-label={label}
      data-testid={testId}
      // A chart is drawn by the app (a canvas): a server-drawn page starts the app once one is in view (main.tsx).
      data-needs-app=""
    />
  );
}
