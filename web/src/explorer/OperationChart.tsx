import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  /** A stroke colour with enough contrast on the explorer's background. */
  color: string;
  /** The series' own y axis (a rate beside percentages). */
  scale?: string;
}

/**
 * One time-series chart (uPlot, loaded only when an operation's detail opens: OperationDetail.tsx),
 * drawn on a canvas; the figures it shows are also in the detail's table, which is what assistive
 * technology reads (the canvas is named by `title`).
 */
export default function OperationChart({ title, at, series }: { title: string; at: number[]; series: ChartSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const scales = [...new Set(series.map((s) => s.scale ?? 'y'))];
    const plot = new uPlot(
      {
        title,
        width: Math.max(280, Math.min(640, box.current.clientWidth || 480)),
        height: 200,
        scales: { x: { time: true } },
        series: [{}, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, scale: s.scale ?? 'y', spanGaps: true }))],
        axes: [{}, ...scales.map((scale, i) => ({ scale, side: i === 0 ? 3 : 1, grid: { show: i === 0 } }))],
      },
      [at.map((ms) => ms / 1000), ...series.map((s) => s.values)],
      box.current,
    );
    return () => plot.destroy();
  }, [title, at, series]);
  return <div ref={box} className="explorer-ops__uplot" role="img" aria-label={`${title} (i valori sono nella tabella sotto)`} />;
}
