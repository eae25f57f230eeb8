import { useKitForm } from '@client/components/form/use-kit-form';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Badge.css';
import { DateField, SelectField } from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { PageLoader } from '@client/components/page-loader';
import {
  ReconciliationReportView,
  reconciliationQueryOptions,
} from '@client/components/reconciliation-report';
import { isApiError } from '@client/lib/api-client';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { changesInPlace } from '@shared/domain/changes/effective-dates';
import {
  convertIsoDateToUs,
  convertUsDateToIso,
  formatLongIsoDate,
  parseIsoDate,
} from '@shared/domain/dates/dates';
import { PAY_FREQUENCIES, type PayFrequency } from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import { CHANGE_FLAG_LABELS, type ChangeFlag, TAX_TREATMENT_LABELS } from '@shared/domain/payroll/deductions';
import { PAY_FREQUENCY_LABELS, type PlanYear } from '@shared/domain/payroll/pay-calendar';
import {
  createPayScheduleSchema,
  type PayrollDeduction,
  type PayrollOverview,
  type PayScheduleImpact,
  type PayScheduleInput,
  type PayScheduleRequest,
} from '@shared/schemas/payroll';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { useExportPayroll } from '../api/export-payroll';
import { payrollExportCsvPath, payrollQueryOptions } from '../api/get-payroll';
import { payScheduleImpactQueryOptions, useSavePaySchedule } from '../api/save-pay-schedule';
import { DashboardCompanyPage, DashboardPageHeading } from '../components/dashboard-company-page';
import { DashboardSection } from '../components/dashboard-section';
import { formatDay } from '../lib/format-day';

const TITLE = 'Payroll deductions';
const FREQUENCY_OPTIONS = PAY_FREQUENCIES.map((value) => ({ value, label: PAY_FREQUENCY_LABELS[value] }));
const SHORT_FREQUENCY: Record<PayFrequency, string> = {
  weekly: 'weekly',
  biweekly: 'every other week',
  semimonthly: 'twice a month',
  monthly: 'monthly',
};
/** Shades whose text passes contrast (axe): white on the filled ones, dark on the outlined one. */
const CHANGE_COLORS: Record<ChangeFlag, string> = {
  new: 'brand',
  changed: 'grape.9',
  ended: 'red.9',
  unchanged: 'dark',
};

/**
 * /employer-dashboard/manage-payroll (docs/spec/2 §2.1; issue 12 item 5; decision 0032): the company's pay schedule,
 * a pay date's deductions per employee (a card each on a phone), the totals, the CSV export with its columns,
 * and the past exports. The figures come from the server, which prices them as the Home does.
 */
export function ManagePayrollPage() {
  usePageTitle(TITLE);
  return (
    <DashboardCompanyPage title={TITLE}>
      {(company) => (
        <Stack gap="lg">
          <DashboardPageHeading
            title={TITLE}
            intro={
              <Text c="dimmed">
                What each paycheck takes for benefits, before and after tax, so that a plan year's paychecks
                add up to each employee's yearly share to the cent. Export a pay date's deductions for your
                payroll system.
              </Text>
            }
          />
          <Payroll companyId={company.id} />
        </Stack>
      )}
    </DashboardCompanyPage>
  );
}

function Payroll({ companyId }: { companyId: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('payDate');
  const query = useQuery(payrollQueryOptions(companyId, asked));
  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    // A pay date that is not the schedule's (an old link): show the next one instead.
    if (asked && isApiError(query.error, 400)) {
      const next = new URLSearchParams(searchParams);
      next.delete('payDate');
      return (
        <Alert color="red" title="That pay date is not on the schedule">
          <Anchor component="button" type="button" onClick={() => setSearchParams(next)}>
            Show the next pay date
          </Anchor>
        </Alert>
      );
    }
    return <Alert color="red">The payroll could not be loaded. Reload the page to try again.</Alert>;
  }
  const data = query.data;
  const choosePayDate = (payDate: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('payDate', payDate);
    setSearchParams(next, { replace: true });
  };
  return (
    <Stack gap="lg">
      <DashboardSection title="Pay schedule">
        <PayScheduleForm data={data} companyId={companyId} />
      </DashboardSection>
      {data.payDate ? (
        <DashboardSection title="Deductions">
          <Deductions data={data} companyId={companyId} onPayDate={choosePayDate} />
        </DashboardSection>
      ) : (
        <Text>
          {data.planYear
            ? 'Save the pay schedule to see each pay date’s deductions.'
            : 'The company has no plan year with dates yet, so it has no pay dates.'}
        </Text>
      )}
      <DashboardSection title="Past exports">
        <PastExports data={data} companyId={companyId} />
      </DashboardSection>
      <DashboardSection title="Carrier and payroll check">
        <CarrierAndPayrollCheck companyId={companyId} />
      </DashboardSection>
      <DashboardSection title="The CSV's columns">
        <Text size="sm">
          One row per employee and deduction, amounts in dollars with cents. The last pay date of the plan
          year takes the regular amount plus the cents left over, so regular × (periods − 1) + final = annual,
          exactly.
        </Text>
        <Stack component="dl" gap={6} mt="sm">
          {data.columns.map((c) => (
            <div key={c.name}>
              <Text component="dt" size="sm" ff="monospace" fw={600}>
                {c.name}
              </Text>
              <Text component="dd" m={0} size="sm">
                {c.description}
              </Text>
            </div>
          ))}
        </Stack>
      </DashboardSection>
    </Stack>
  );
}

/**
 * The company's enrollments against its carriers' last files and its last export (decision 0065), read live
 * when the page opens and again after an export.
 */
function CarrierAndPayrollCheck({ companyId }: { companyId: string }) {
  const check = useQuery(reconciliationQueryOptions(companyId));
  if (check.isPending) return <PageLoader />;
  if (check.isError)
    return <Text size="sm">The check could not be loaded. Reload the page to try again.</Text>;
  return <ReconciliationReportView report={check.data} />;
}

function PayScheduleForm({ data, companyId }: { data: PayrollOverview; companyId: string }) {
  const planYear = useMemo((): PlanYear | null => {
    const start = data.planYear ? parseIsoDate(data.planYear.start) : null;
    const end = data.planYear ? parseIsoDate(data.planYear.end) : null;
    return start && end ? { start, end } : null;
  }, [data.planYear]);
  const schema = useMemo(() => createPayScheduleSchema(planYear), [planYear]);
  const form = useKitForm<PayScheduleInput, unknown, PayScheduleRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      frequency: (data.schedule?.frequency ?? '') as PayScheduleInput['frequency'],
      anchorPayDate: data.schedule ? (convertIsoDateToUs(data.schedule.anchorPayDate) ?? '') : '',
      version: data.version,
      ...(data.scheduleChange.effectiveDates[0]
        ? { effectiveOn: data.scheduleChange.effectiveDates[0] }
        : {}),
    },
  });
  const watched = useWatch({ control: form.control });
  const onScreen = schema.safeParse(watched);
  const changing =
    data.schedule !== null &&
    onScreen.success &&
    (onScreen.data.frequency !== data.schedule.frequency ||
      convertUsDateToIso(onScreen.data.anchorPayDate) !== data.schedule.anchorPayDate);
  const impact = useQuery({
    ...payScheduleImpactQueryOptions(companyId, onScreen.success ? onScreen.data : null),
    enabled: changing,
  });
  const errors = useFormErrors(form);
  const save = useSavePaySchedule(companyId);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const onSubmit = async (values: PayScheduleRequest) => {
    errors.clearError();
    try {
      await save.mutateAsync(values);
      const token = searchParams.get('company_id_token');
      navigate(
        `/employer-dashboard/success?formName=manage-payroll${token ? `&company_id_token=${encodeURIComponent(token)}` : ''}`,
      );
    } catch (error) {
      errors.showError(error);
    }
  };
  return (
    <Stack gap="sm" maw={640}>
      <Text size="sm">
        {data.schedule
          ? `The company pays ${SHORT_FREQUENCY[data.schedule.frequency]}, starting from ${formatLongIsoDate(data.schedule.anchorPayDate)}${data.schedule.effectiveFrom ? `, from ${formatLongIsoDate(data.schedule.effectiveFrom)}` : ''}. This schedule governs the deductions, whatever pay frequency an employee gave on their application.`
          : 'Tell us how often the company pays and one date it pays on: the plan year’s pay dates follow from it.'}
      </Text>
      {data.earlierSchedules.map((e) => (
        <Text size="sm" key={`${e.from ?? 'start'}:${e.until}`}>
          {`${e.from ? `From ${formatLongIsoDate(e.from)}` : 'Earlier in the plan year'} to ${formatLongIsoDate(e.until)} it paid ${SHORT_FREQUENCY[e.frequency]}, starting from ${formatLongIsoDate(e.anchorPayDate)}: those pay dates keep their deductions.`}
        </Text>
      ))}
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <SelectField
          name="frequency"
          label="Pay frequency"
          placeholder="Select how often you pay"
          options={FREQUENCY_OPTIONS}
          withAsterisk
        />
        <DateField
          name="anchorPayDate"
          label="A pay date"
          description="Any date the company pays on, like the first payday of the plan year. Twice a month: the 15th or the last day."
          withAsterisk
        />
        {data.schedule && data.scheduleChange.effectiveDates.length > 0 && planYear && (
          <SelectField
            name="effectiveOn"
            label="Takes effect on"
            description="The first day of a month. The pay dates before it keep the schedule you have now."
            options={data.scheduleChange.effectiveDates.map((value) => ({
              value,
              label: changesInPlace(value, planYear)
                ? `${formatLongIsoDate(value)} (the whole plan year)`
                : formatLongIsoDate(value),
            }))}
            maw={320}
          />
        )}
        {changing && <ScheduleImpact impact={impact.data} pending={impact.isPending} />}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save pay schedule
          </Button>
        </Group>
      </Form>
    </Stack>
  );
}

/** Whose paycheck amounts the schedule on screen changes, before it is saved (decision 0076). */
function ScheduleImpact({ impact, pending }: { impact: PayScheduleImpact | undefined; pending: boolean }) {
  if (pending || !impact) return <Text size="sm">Working out whose paychecks change…</Text>;
  const from = impact.wholePlanYear
    ? 'for the whole plan year'
    : `from ${formatLongIsoDate(impact.effectiveOn!)}${impact.firstPayDate ? ` (the first pay date is ${formatLongIsoDate(impact.firstPayDate)})` : ''}`;
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm" fw={600}>
        Who this changes
      </Text>
      {impact.people.length === 0 ? (
        <Text size="sm">No employee&apos;s amount per paycheck changes {from}.</Text>
      ) : (
        <>
          <Text size="sm">Amounts per paycheck that change {from}:</Text>
          <List size="sm" spacing={4}>
            {impact.people.map((p) => (
              <List.Item key={p.employeeFormId}>
                {`${p.name}: ${formatCents(p.beforeCents)} → ${formatCents(p.afterCents)} per paycheck`}
              </List.Item>
            ))}
          </List>
          {!impact.wholePlanYear && (
            <Text size="sm">
              Each employee whose amount changes is e-mailed when you save; their monthly costs stay the same.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

const money = (cents: number) => formatCents(cents);

function ChangeBadge({ change }: { change: ChangeFlag }) {
  return (
    <Badge
      color={CHANGE_COLORS[change]}
      variant={change === 'unchanged' ? 'outline' : 'filled'}
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {CHANGE_FLAG_LABELS[change]}
    </Badge>
  );
}

/** "3 of 26", or after a change of contributions "1 of 20, from April 1, 2027" (the periods count from it). */
const periodText = (d: PayrollDeduction) =>
  `${d.periodNumber} of ${d.periodsInYear}${d.periodNumber === d.periodsInYear && d.finalCents !== d.regularCents ? ', final' : ''}${d.termsFrom ? `, from ${formatLongIsoDate(d.termsFrom)}` : ''}`;

function Deductions({
  data,
  companyId,
  onPayDate,
}: {
  data: PayrollOverview;
  companyId: string;
  onPayDate: (payDate: string) => void;
}) {
  const exporter = useExportPayroll(companyId);
  const [exportError, setExportError] = useState<string | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const payDate = data.payDate!;
  const index = data.payDates.indexOf(payDate);
  const onExport = async () => {
    setExportError(null);
    setExported(null);
    try {
      const summary = await exporter.mutateAsync({
        payDate,
        basedOnExportId: data.lastExport?.id ?? null,
      });
      setExported(summary.fileName);
      window.location.assign(payrollExportCsvPath(companyId, summary.id));
    } catch (error) {
      setExportError(isApiError(error) ? error.message : 'The export failed. Please try again.');
    }
  };
  return (
    <Stack gap="md">
      <NativeSelect
        label="Pay date"
        value={payDate}
        onChange={(event) => onPayDate(event.currentTarget.value)}
        data={data.payDates.map((d, i) => ({
          value: d,
          label: `${formatLongIsoDate(d)} (pay date ${i + 1} of ${data.payDates.length})`,
        }))}
        maw={360}
      />
      <Text size="sm">
        {data.lastExport
          ? `Changes are marked against the last export (pay date ${formatLongIsoDate(data.lastExport.payDate)}, exported ${formatDay(data.lastExport.exportedAt)}).`
          : 'Nothing was exported yet: every deduction is new.'}
      </Text>
      {data.employees.length === 0 ? (
        <Text>No employee has a deduction on this pay date.</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={760} visibleFrom="sm">
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Employee</Table.Th>
                  <Table.Th scope="col">Deduction</Table.Th>
                  <Table.Th scope="col">Tax</Table.Th>
                  <Table.Th scope="col">Pay period</Table.Th>
                  <Table.Th scope="col">This paycheck</Table.Th>
                  <Table.Th scope="col">Annual</Table.Th>
                  <Table.Th scope="col">Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.employees.flatMap((e) =>
                  e.deductions.map((d, i) => (
                    <Table.Tr key={`${e.employeeFormId}-${d.code}`}>
                      {i === 0 && (
                        <Table.Th
                          scope="rowgroup"
                          rowSpan={e.deductions.length}
                          style={{ verticalAlign: 'top' }}
                        >
                          <Text fw={600} size="sm">
                            {e.name}
                          </Text>
                          {e.applicationPayFrequency && (
                            <FrequencyNote frequency={e.applicationPayFrequency} />
                          )}
                        </Table.Th>
                      )}
                      <Table.Td>
                        {d.label}{' '}
                        <Text span size="xs" c="dimmed">
                          ({d.code})
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{TAX_TREATMENT_LABELS[d.tax]}</Table.Td>
                      <Table.Td>{periodText(d)}</Table.Td>
                      <Table.Td>{money(d.amountCents)}</Table.Td>
                      <Table.Td>{money(d.annualCents)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <ChangeBadge change={d.change} />
                      </Table.Td>
                    </Table.Tr>
                  )),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack component="ul" hiddenFrom="sm" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {data.employees.map((e) => (
              <Paper component="li" key={e.employeeFormId} withBorder p="md" radius="md">
                <Stack gap="xs">
                  <Text fw={600}>{e.name}</Text>
                  {e.applicationPayFrequency && <FrequencyNote frequency={e.applicationPayFrequency} />}
                  <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                    {e.deductions.map((d) => (
                      <li key={d.code}>
                        <Group justify="space-between" gap="xs" wrap="nowrap">
                          <Text size="sm">
                            {d.label} · {TAX_TREATMENT_LABELS[d.tax]}
                          </Text>
                          <Text size="sm" fw={600}>
                            {money(d.amountCents)}
                          </Text>
                        </Group>
                        <Group gap="xs">
                          <Text size="xs" c="dimmed">
                            Period {periodText(d)} · {money(d.annualCents)} a year
                          </Text>
                          <ChangeBadge change={d.change} />
                        </Group>
                      </li>
                    ))}
                  </Stack>
                  <Text size="sm">
                    Pre-tax {money(e.preTaxCents)} · After-tax {money(e.afterTaxCents)}
                  </Text>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      {data.ended.length > 0 && (
        <Alert color="orange" title="Ended since the last export">
          <Stack component="ul" gap={2} m={0} pl="md">
            {data.ended.map((l) => (
              <Text component="li" size="sm" key={`${l.employeeFormId}-${l.code}`}>
                {l.name}: {l.label} ({l.code}) — stop this deduction
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-label="Totals for this pay date">
        <Group gap="xl">
          <Text size="sm">
            Pre-tax: <strong>{money(data.totals.preTaxCents)}</strong>
          </Text>
          <Text size="sm">
            After-tax: <strong>{money(data.totals.afterTaxCents)}</strong>
          </Text>
          <Text size="sm">
            Total withheld: <strong>{money(data.totals.totalCents)}</strong>
          </Text>
        </Group>
      </Paper>
      <Stack gap="xs" aria-live="polite">
        <Group>
          <Button onClick={onExport} loading={exporter.isPending}>
            Export CSV
          </Button>
          {index >= 0 && (
            <Text size="sm" c="dimmed">
              For {formatLongIsoDate(payDate)}
            </Text>
          )}
        </Group>
        {exported && <Text size="sm">Exported: {exported} is downloading.</Text>}
        {exportError && (
          <Alert color="red" title="Not exported">
            {exportError}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}

function FrequencyNote({ frequency }: { frequency: PayFrequency }) {
  return (
    <Text size="xs" c="dimmed">
      Their application says paid {SHORT_FREQUENCY[frequency]}; the company's schedule is used.
    </Text>
  );
}

function PastExports({ data, companyId }: { data: PayrollOverview; companyId: string }) {
  if (data.exports.length === 0) return <Text size="sm">No export yet.</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.exports.map((e) => (
        <li key={e.id}>
          <Group gap="sm" wrap="wrap">
            <Anchor href={payrollExportCsvPath(companyId, e.id)} download={e.fileName}>
              {e.fileName}
            </Anchor>
            <Text size="sm" c="dimmed">
              Pay date {formatLongIsoDate(e.payDate)} · exported {formatDay(e.exportedAt)}
              {e.exportedBy ? ` by ${e.exportedBy}` : ''} · {e.rowCount} {e.rowCount === 1 ? 'row' : 'rows'} ·{' '}
              {money(e.totalCents)}
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
