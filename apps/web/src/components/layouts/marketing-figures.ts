// The spec's marketing figures (section 1 and 9): shown on About and Testimonials, not computed.
import { LANGUAGES } from '@affinia/contract';

export const MARKETING_FIGURES = {
  couples: 1250,
  satisfactionPercent: 85,
  dimensions: 8,
  dataPoints: 50,
  languages: LANGUAGES.length,
} as const;

/** "85 %" in French and German, "85%" in English: the percent sign follows each language's usage. */
export const formatPercent = (value: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);
