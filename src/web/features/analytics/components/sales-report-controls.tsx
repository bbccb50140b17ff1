import { Button, Group, Stack } from '@mantine/core';
import { CrownIcon } from '#web/components/icons/crown.tsx';
import { DownloadIcon } from '#web/components/icons/download.tsx';
import { PrinterIcon } from '#web/components/icons/printer.tsx';
import { Link } from 'react-router';
import { LightTextField } from '#web/components/light-fields.tsx';
import { Panel } from '#web/components/plain.tsx';
import { useDownloadReport, type ReportRange } from '../api/sales-report.ts';
import { reportPresets } from '../report-range.ts';
import classes from './sales-report.module.css';

/**
 * The report's dates (quick ranges or two days), and its download and print buttons: left out
 * of the printed page.
 */
export function SalesReportControls({
  businessId,
  fileName,
  range,
  valid,
  locked,
  ready,
  canExport,
  onChoose,
}: {
  businessId: string;
  /** The downloaded file's name before its extension. */
  fileName: string;
  range: ReportRange;
  valid: boolean;
  /** The range is longer than the plan reports on. */
  locked: boolean;
  /** The report has loaded. */
  ready: boolean;
  /** The plan downloads reports (false: the way to a plan that does). */
  canExport: boolean;
  onChoose: (range: ReportRange) => void;
}) {
  const download = useDownloadReport(businessId);
  return (
    <Panel as="div" padding="md" className={classes.controls}>
      <Stack gap="sm">
        <Group gap="xs">
          {reportPresets().map((p) => (
            <Button
              key={p.label}
              size="xs"
              variant={p.from === range.from && p.to === range.to ? 'filled' : 'light'}
              onClick={() => onChoose(p)}
            >
              {p.label}
            </Button>
          ))}
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <LightTextField
            type="date"
            label="From"
            value={range.from}
            max={range.to}
            onChange={(e) =>
              e.currentTarget.value && onChoose({ ...range, from: e.currentTarget.value })
            }
            maxWidth={170}
          />
          <LightTextField
            type="date"
            label="To"
            value={range.to}
            min={range.from}
            onChange={(e) =>
              e.currentTarget.value && onChoose({ ...range, to: e.currentTarget.value })
            }
            maxWidth={170}
            error={valid ? undefined : 'Choose a date on or after the first'}
          />
          {!canExport ? (
            <Button
              component={Link}
              to="/pricing"
              variant="default"
              leftSection={<CrownIcon size={16} />}
            >
              CSV and PDF with Growth
            </Button>
          ) : (
            <Group gap="xs">
              {(['csv', 'pdf'] as const).map((ext) => (
                <Button
                  key={ext}
                  variant="default"
                  leftSection={<DownloadIcon size={16} />}
                  disabled={!ready || !valid}
                  loading={download.isPending && download.variables?.ext === ext}
                  onClick={() => download.mutate({ range, ext, name: fileName })}
                >
                  {ext.toUpperCase()}
                </Button>
              ))}
            </Group>
          )}
          <Button
            variant="default"
            leftSection={<PrinterIcon size={16} />}
            disabled={!ready || !valid || locked}
            onClick={() => window.print()}
          >
            Print
          </Button>
        </Group>
      </Stack>
    </Panel>
  );
}
