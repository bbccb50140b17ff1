import { useSearchParams } from 'react-router';
import { isoDay } from '#shared/dates.ts';
import type { PlanLimits } from '#shared/plans.ts';
import type { ReportRange } from './api/sales-report.ts';

/** Days a range covers, both ends included. */
const daysIn = (r: ReportRange) =>
  Math.round((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000) + 1;
/** Free's reports cover at most a week (the plan matrix). */
const FREE_REPORT_DAYS = 7;

/** Quick ranges an accountant asks for. */
export function reportPresets(today = new Date()) {
  const y = today.getFullYear();
  const m = today.getMonth();
  return [
    {
      label: 'Last 7 days',
      from: isoDay(new Date(y, m, today.getDate() - 6)),
      to: isoDay(today),
    },
    { label: 'Last month', from: isoDay(new Date(y, m - 1, 1)), to: isoDay(new Date(y, m, 0)) },
    { label: 'This month', from: isoDay(new Date(y, m, 1)), to: isoDay(today) },
    {
      label: 'Last 30 days',
      from: isoDay(new Date(y, m, today.getDate() - 29)),
      to: isoDay(today),
    },
    { label: 'This year', from: isoDay(new Date(y, 0, 1)), to: isoDay(today) },
  ];
}

/**
 * The sales report's dates, kept in the address (`?from=&to=`) so a report can be shared and
 * reloaded: whether they make a range, and whether the plan (`limits`, unknown while the
 * account loads) covers that many days.
 */
export function useReportRange(limits: PlanLimits | null) {
  const [params, setParams] = useSearchParams();
  // Free shows a week; paid plans open on last month, what an accountant asks for first.
  const fallback = reportPresets()[limits?.longAnalytics === false ? 0 : 1]!;
  const range: ReportRange = {
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
  };
  const valid = range.from <= range.to;
  const locked = limits?.longAnalytics === false && daysIn(range) > FREE_REPORT_DAYS;
  const choose = (next: ReportRange) =>
    setParams({ from: next.from, to: next.to }, { replace: true, preventScrollReset: true });
  return { range, valid, locked, choose };
}
