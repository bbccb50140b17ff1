import PDFDocument from 'pdfkit';
import { VENDOR_STATUS_LABELS } from '#shared/order-flow.ts';
import type { SalesReport } from '#shared/schemas/analytics.ts';
import { REPORT_TOTALS } from '#shared/limits.ts';
import { lagosDay } from './periods.ts';
import { toCsv } from '../../csv.ts';

/** Naira with kobo and thousands separators, no symbol (spreadsheets and the PDF's font). */
const amount = (naira: number) =>
  naira.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const lagosDate = (iso: string) => lagosDay(new Date(iso));

/** The totals an accountant reads: the count of paid orders, then the amounts. */
const TOTALS: [keyof SalesReport['totals'], string][] = [
  ['orders', 'Paid orders'],
  ...REPORT_TOTALS,
];
const totalText = (key: keyof SalesReport['totals'], value: number) =>
  key === 'orders' ? String(value) : amount(value);

export const reportFileName = (handle: string, r: SalesReport, ext: 'csv' | 'pdf') =>
  `${handle}-sales-${r.from}-to-${r.to}.${ext}`;

export function salesReportCsv(r: SalesReport): string {
  const rows: (string | number)[][] = [
    ['Sales report', r.businessName],
    ['From', r.from, 'To', r.to],
    [],
    ['Total', 'Amount (NGN)'],
    ...TOTALS.map(([key, label]) => [label, totalText(key, r.totals[key])]),
    [],
    [
      'Date',
      'Order',
      'Customer',
      'Status',
      'Items',
      'Delivery fee',
      'Total',
      'Commission',
      'Refunded',
      'Net released',
    ],
    ...r.orders.map((o) => [
      lagosDate(o.date),
      o.number,
      o.customer,
      VENDOR_STATUS_LABELS[o.status],
      o.items,
      amount(o.deliveryFee),
      amount(o.total),
      amount(o.commission),
      amount(o.refunded),
      amount(o.net),
    ]),
    ...(r.truncated
      ? [[`Only the first ${r.orders.length} orders are listed; the totals count all.`]]
      : []),
    [],
    ['Product', 'Units sold', 'Sales (NGN)'],
    ...r.products.map((p) => [p.name, p.units, amount(p.value)]),
  ];
  return toCsv(rows);
}

/** The same report as a printable A4 PDF (amounts in NGN: the standard fonts have no ₦). */
export function salesReportPdf(r: SalesReport): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: { Title: `${r.businessName} sales` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 20;

  /** One table row: columns as [share of the width, text, right-aligned?]. */
  function row(cols: [number, string, boolean?][], bold = false) {
    if (doc.y > bottom()) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let height = 0;
    for (const [share, text, right] of cols) {
      const w = share * width;
      doc.text(text, x + 2, y, {
        width: w - 4,
        align: right ? 'right' : 'left',
        lineBreak: false,
        ellipsis: true,
      });
      height = Math.max(height, doc.y - y);
      x += w;
    }
    doc.y = y + Math.max(height, 11) + 2;
  }

  doc.font('Helvetica-Bold').fontSize(16).text(`${r.businessName}: sales report`);
  doc.font('Helvetica').fontSize(10).text(`${r.from} to ${r.to} (Lagos time). Amounts in NGN.`);
  doc.moveDown();
  for (const [key, label] of TOTALS)
    row(
      [
        [0.6, label, false],
        [0.4, totalText(key, r.totals[key]), true],
      ],
      key === 'net',
    );
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('Orders', left);
  const orderCols = (o: string[], bold = false) =>
    row(
      [
        [0.11, o[0]!],
        [0.1, o[1]!],
        [0.2, o[2]!],
        [0.13, o[3]!],
        [0.11, o[4]!, true],
        [0.12, o[5]!, true],
        [0.11, o[6]!, true],
        [0.12, o[7]!, true],
      ],
      bold,
    );
  orderCols(
    ['Date', 'Order', 'Customer', 'Status', 'Total', 'Commission', 'Refunded', 'Net'],
    true,
  );
  for (const o of r.orders)
    orderCols([
      lagosDate(o.date),
      o.number,
      o.customer,
      VENDOR_STATUS_LABELS[o.status],
      amount(o.total),
      amount(o.commission),
      amount(o.refunded),
      amount(o.net),
    ]);
  if (r.orders.length === 0) row([[1, 'No paid orders in this period.']]);
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('Products', left);
  row(
    [
      [0.6, 'Product'],
      [0.2, 'Units sold', true],
      [0.2, 'Sales', true],
    ],
    true,
  );
  for (const p of r.products)
    row([
      [0.6, p.name],
      [0.2, String(p.units), true],
      [0.2, amount(p.value), true],
    ]);
  doc.end();
  return done;
}
