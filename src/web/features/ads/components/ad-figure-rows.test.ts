import { describe, expect, it } from 'vitest';
import { clickRateText, figureRows, unitFor } from './ad-figure-rows.ts';

const counts = { impressions: 100, clicks: 4, spend: 200, orders: 1, sales: 5_000 };

describe("an ad's figures as rows", () => {
  it('fills the days the series leaves out with nothing, oldest first, ending today', () => {
    const rows = figureRows([{ day: '2026-03-09', ...counts }], 7, '2026-03-10');
    expect(rows.map((r) => r.key)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(rows[5]).toMatchObject(counts);
    expect(rows[6]).toMatchObject({ impressions: 0, clicks: 0, spend: 0, orders: 0, sales: 0 });
    expect(rows[0]!.label).toMatch(/Wed/);
  });

  it('adds 90 days up by weeks ending today, the oldest week short', () => {
    const series = [
      { day: '2026-03-10', ...counts },
      { day: '2026-03-04', ...counts },
      { day: '2026-03-03', ...counts },
    ];
    const rows = figureRows(series, 90, '2026-03-10');
    expect(rows).toHaveLength(13);
    expect(rows.at(-1)).toMatchObject({ key: '2026-03-04', impressions: 200, spend: 400 });
    expect(rows.at(-2)).toMatchObject({ key: '2026-02-25', impressions: 100 });
    expect(rows[0]!.label).toBe('11 Dec – 16 Dec');
    expect(rows.reduce((n, r) => n + r.clicks, 0)).toBe(12);
  });

  it('adds a year up by calendar months', () => {
    const rows = figureRows(
      [
        { day: '2026-03-01', ...counts },
        { day: '2026-03-10', ...counts },
      ],
      365,
      '2026-03-10',
    );
    expect(rows).toHaveLength(13);
    expect(rows.at(-1)).toMatchObject({ key: '2026-03-01', label: 'Mar 2026', impressions: 200 });
    expect(rows[0]!.key).toBe('2025-03-11');
  });

  it('chooses the unit by the period, and says the click rate', () => {
    expect([7, 30, 90, 365].map(unitFor)).toEqual(['day', 'day', 'week', 'month']);
    expect(clickRateText(4, 160)).toBe('2.5%');
    expect(clickRateText(0, 0)).toBe('—');
  });
});
