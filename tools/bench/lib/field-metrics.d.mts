export interface PrometheusSample {
  name: string;
  labels: Record<string, string>;
  value: number;
}
export interface FieldHistogram {
  readonly metric: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  readonly name: string;
  readonly unit: 's' | '';
  readonly good: number;
  readonly poor: number;
}
export interface FieldMetricsRow {
  metric: FieldHistogram['metric'];
  unit: FieldHistogram['unit'];
  template: string;
  device: string;
  count: number;
  p75: number;
  above: boolean;
  good: number | undefined;
}
export declare const FIELD_HISTOGRAMS: readonly FieldHistogram[];
export declare function parsePrometheusText(text: string): PrometheusSample[];
export declare function quantileFromBuckets(
  buckets: readonly { le: number; count: number }[],
  q?: number,
): { value: number; above: boolean; count: number } | undefined;
export declare function fieldMetricsP75(samples: readonly PrometheusSample[], options?: { region?: string }): FieldMetricsRow[];
