import type { OutputRenderers } from '../types';
import { BenchmarkReportRenderer } from './benchmark-report-renderer';
import { BrandComparisonRenderer } from './brand-comparison-renderer';
import { CompetitiveAnalysisRenderer } from './competitive-analysis-renderer';

/** The Competitive Intelligence agent's output types, each with its layout. */
export const competitiveRenderers: OutputRenderers = {
  competitive_analysis: CompetitiveAnalysisRenderer,
  benchmark_report: BenchmarkReportRenderer,
  brand_comparison: BrandComparisonRenderer,
};
