import { Statistic } from 'antd';
import type { DataFigure } from '@acsc/shared';

/** The association's key figures as large numbers (antd Statistic, grouped digits). */
export function Figures({ figures }: { figures: DataFigure[] }) {
  return (
    <ul className="figures">
      {figures.map((f) => (
        <li key={f.key} className="figures__item">
          <Statistic title={f.label} value={f.value} suffix={f.unit || undefined} />
        </li>
      ))}
    </ul>
  );
}
