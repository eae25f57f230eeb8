import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import { Facts } from '@client/components/facts';
import {
  ContributionRowsField,
  type ContributionRowValues,
  contributionTermsOf,
} from '@client/components/form/contribution-rows-field';
import { CheckboxField, SelectField } from '@client/components/form/fields';
import { Form, FormErrorAlert } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { PageLoader } from '@client/components/page-loader';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { changesInPlace } from '@shared/domain/changes/effective-dates';
import {
  CARRIER_MINIMUM_PERCENT,
  CONTRIBUTION_TYPE_LABELS,
  DEPENDENT_TIERS,
  isBelowCarrierMinimum,
  readTiers,
  TIER_FIELD_NAMES,
  type TierFieldName,
  tierFieldName,
  toRuleNumber,
} from '@shared/domain/contributions/contributions';
import {
  type EmployeeContribution,
  type LineContributionRule,
  listContributionChanges,
  priceEmployeeOnly,
  simulateEmployees,
} from '@shared/domain/contributions/simulation';
import { formatLongIsoDate } from '@shared/domain/dates/dates';
import {
  COVERAGE_TYPE_LABELS,
  type CoverageType,
  SEGMENT_LABELS,
  WAITING_PERIOD_LABELS,
} from '@shared/domain/enums';
import { formatCents } from '@shared/domain/money/money';
import { planYearOf } from '@shared/domain/payroll/pay-calendar';
import {
  CARRIER_MINIMUM_LINES,
  type CompanyContributionsInput,
  type CompanyContributionsRequest,
  type CompanyPolicy,
  createCompanyContributionsSchema,
} from '@shared/schemas/company-policy';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { companyPoliciesQueryOptions, companyPolicyQueryOptions } from '../api/get-company-policy';
import { useSaveCompanyContributions } from '../api/save-company-contributions';
import { DashboardCompanyPage } from '../components/dashboard-company-page';
import { DashboardSection } from '../components/dashboard-section';
import { EnrollmentWindowForm } from '../components/enrollment-window-form';
import { formatIsoDay, POLICY_STATE_LABELS } from '../lib/dashboard-text';

const HEADING = 'Manage policy';
const FIELD = 'companyContributions';

const lineLabel = (type: CoverageType) => {
  const label = COVERAGE_TYPE_LABELS[type];
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
};

/**
 * /employer-dashboard/manage-policy (docs/spec/2 §2.1, decision 0030): the current plan year (enrolled, else
 * upcoming), its offered lines and plans, and its contribution table per line and class, with the simulation of
 * docs/spec/2 §9 recomputed by the shared engine as the administrator types. Saving goes to the success page.
 */
export function ManagePolicyPage() {
  usePageTitle(HEADING);
  return (
    <DashboardCompanyPage title={HEADING}>
      {(company) => (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{HEADING}</Title>
            <Text c="dimmed">
              Your plan year and what the company pays toward each line's premium, with what that means for
              each employee.
            </Text>
          </Stack>
          <Suspense fallback={<PageLoader />}>
            <CurrentPlanYear companyId={company.id} />
          </Suspense>
        </Stack>
      )}
    </DashboardCompanyPage>
  );
}

function CurrentPlanYear({ companyId }: { companyId: string }) {
  const { currentCompanyPolicyId } = useSuspenseQuery(companyPoliciesQueryOptions(companyId)).data;
  if (!currentCompanyPolicyId) return <Text>Your company has no plan year yet.</Text>;
  return <PlanYear companyId={companyId} companyPolicyId={currentCompanyPolicyId} />;
}

function PlanYear({ companyId, companyPolicyId }: { companyId: string; companyPolicyId: string }) {
  const policy = useSuspenseQuery(companyPolicyQueryOptions(companyId, companyPolicyId)).data;
  return (
    <Stack gap="xl">
      <PolicySummary policy={policy} />
      <EnrollmentWindowForm key={`window-${policy.version}`} policy={policy} companyId={companyId} />
      {/* A new version (after a save elsewhere and a reload) starts the form afresh. */}
      <ContributionsForm key={policy.version} policy={policy} companyId={companyId} />
    </Stack>
  );
}

function PolicySummary({ policy }: { policy: CompanyPolicy }) {
  return (
    <DashboardSection title="Plan year">
      <Facts
        items={[
          ['Status', POLICY_STATE_LABELS[policy.status]],
          ['State', policy.state],
          ['Effective date', formatIsoDay(policy.effectiveAt)],
          ['Renewal date', formatIsoDay(policy.renewalAt)],
          ['Waiting period', policy.waitingPeriod ? WAITING_PERIOD_LABELS[policy.waitingPeriod] : 'Not set'],
          ['Contribution type', CONTRIBUTION_TYPE_LABELS[policy.typeOfContribution]],
          [
            'Tiered contributions',
            policy.hasTieredContributions
              ? "On: the dependents' share is set per coverage tier"
              : 'Off: the company pays the same share whatever the coverage tier',
          ],
        ]}
      />
      <Title order={3} size="h5" mt="md">
        Offered lines and plans
      </Title>
      <List spacing={4} size="sm">
        {policy.lines.map((line) => (
          <List.Item key={line.coverageType}>
            <Text span fw={600} size="sm">
              {lineLabel(line.coverageType)}:
            </Text>{' '}
            {line.plans
              .map((p) => `${p.name} (${p.carrierName}${p.isBasePlan ? ', base plan' : ''})`)
              .join('; ')}
          </List.Item>
        ))}
      </List>
    </DashboardSection>
  );
}

/** The form's rows as the engine reads them: what is not a number yet counts as none. */
function toRules(rows: readonly ContributionRowValues[], tiered: boolean): LineContributionRule[] {
  return rows.map((row) => ({
    tiers: readTiers(row, tiered),
    serviceLine: row.serviceLine as CoverageType,
    role: row.employeeRoleId ?? null,
    active: row.active !== false,
    contributionType: row.contributionType,
    employeePercentage: toRuleNumber(row.employeePercentage),
    dependentPercentage: toRuleNumber(row.dependentPercentage),
    employeeFixedAmount: toRuleNumber(row.employeeFixedAmount),
    dependentFixedAmount: toRuleNumber(row.dependentFixedAmount),
  }));
}

function ContributionsForm({ policy, companyId }: { policy: CompanyPolicy; companyId: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const save = useSaveCompanyContributions(companyId, policy.id);
  const schema = useMemo(
    () => createCompanyContributionsSchema(policy.lines.map((l) => l.coverageType)),
    [policy.lines],
  );
  const form = useKitForm<CompanyContributionsInput, unknown, CompanyContributionsRequest>({
    resolver: zodResolver(schema),
    defaultValues: {
      version: policy.version,
      effectiveOn: policy.contributionChange?.effectiveDates[0],
      // Removed rows are kept (inactive) so the table stays whole; the editor hides them.
      hasTieredContributions: policy.hasTieredContributions,
      companyContributions: (policy.companyContributions ?? []).map((row) => ({
        ...pickTierFields(row),
        id: row.id,
        serviceLine: row.serviceLine,
        employeeRoleId: row.employeeRoleId,
        ...contributionTermsOf(row),
      })),
    },
  });
  const errors = useFormErrors(form);
  const rows = (useWatch({ control: form.control, name: FIELD }) ?? []) as ContributionRowValues[];
  const tiered = useWatch({ control: form.control, name: 'hasTieredContributions' }) === true;
  const rules = toRules(rows, tiered);
  const simulation = policy.simulation;
  const results = simulation ? simulateEmployees(simulation.lines, simulation.employees, rules) : [];
  const effectiveOn = useWatch({ control: form.control, name: 'effectiveOn' }) ?? null;
  const changes = listContributionChanges(policy.employeeContributions ?? [], results);
  // The default class's row (no class) covers everyone whose class has no row of its own on the line.
  const defaultClass = policy.classes.find((c) => c.isDefault)?.name;
  const classOptions = [
    { value: null, label: defaultClass ? `Default class (${defaultClass})` : 'Default class' },
    ...policy.classes.filter((c) => !c.isDefault).map((c) => ({ value: c.id, label: c.name })),
  ];

  const onSubmit = async (request: CompanyContributionsRequest) => {
    errors.clearError();
    try {
      await save.mutateAsync(request);
      const token = searchParams.get('company_id_token');
      navigate(
        `/employer-dashboard/success?formName=manage-policy${token ? `&company_id_token=${encodeURIComponent(token)}` : ''}`,
      );
    } catch (error) {
      errors.showError(error);
    }
  };

  const belowMinimum = (index: number) => {
    const row = rows[index];
    if (!row || !CARRIER_MINIMUM_LINES.includes(row.serviceLine as CoverageType)) return null;
    const line = simulation?.lines.find((l) => l.coverageType === row.serviceLine);
    const basePlan = line?.plans.find((p) => p.id === line.basePlanId) ?? line?.plans[0];
    if (!basePlan) return null;
    const rule = rules[index]!;
    // The employees this row applies to: its class's (the default row: those whose class has no row).
    const role = row.employeeRoleId ?? null;
    const ownRoles = new Set(
      rows
        .filter((r) => r.active !== false && r.serviceLine === row.serviceLine)
        .map((r) => r.employeeRoleId ?? null),
    );
    const covered = (simulation?.employees ?? []).filter((e) =>
      role === null
        ? !ownRoles.has(e.employeeRoleId) || e.employeeRoleId === null
        : e.employeeRoleId === role,
    );
    const premiums = covered.map((e) => priceEmployeeOnly(basePlan, e.census)).filter((p) => p !== null);
    const below = premiums.some((p) => isBelowCarrierMinimum(rule.contributionType, rule, p));
    if (!below) return null;
    const baseName =
      policy.lines.flatMap((l) => l.plans).find((p) => p.id === basePlan.id)?.name ??
      'the least expensive plan';
    return (
      <Alert color="brand" variant="light" title="Below the carriers' usual minimum">
        <Text size="sm">
          For at least one employee of this class, the company would pay less than {CARRIER_MINIMUM_PERCENT}%
          of their employee-only premium on the base plan ({baseName}). Most carriers require that much to
          accept or renew a small group: below it, a carrier may refuse the group or ask for more at renewal.
          You can still save; check with your broker first.
        </Text>
      </Alert>
    );
  };

  return (
    <Form form={form} errors={errors} onSubmit={onSubmit} gap="xl" alert="placed">
      <FormErrorAlert />
      <DashboardSection title="Tiered contributions">
        <Stack gap="xs">
          <Text size="sm">
            Off, the company pays the same share of dependents' premiums whatever the coverage tier. On, you
            set it for each tier: {SEGMENT_LABELS.ee_spouse}, {SEGMENT_LABELS.ee_children} and{' '}
            {SEGMENT_LABELS.ee_family}. Each employee's tier follows the dependents they cover on the line.
          </Text>
          <CheckboxField
            name="hasTieredContributions"
            label="Set the dependents' contribution per coverage tier"
            onValueChange={(on) => fillTierValues(form, on)}
          />
        </Stack>
      </DashboardSection>
      {policy.lines.map((line) => (
        <DashboardSection key={line.coverageType} title={`${lineLabel(line.coverageType)} contributions`}>
          <Stack gap="md">
            <ContributionRowsField
              name={FIELD}
              serviceLine={line.coverageType}
              lineLabel={lineLabel(line.coverageType)}
              classOptions={classOptions}
              rowNote={belowMinimum}
              tiered={tiered}
            />
            {simulation?.lines.some((l) => l.coverageType === line.coverageType) && (
              <Simulation
                policy={policy}
                line={line.coverageType}
                results={results.filter((r) => r.coverageType === line.coverageType)}
              />
            )}
          </Stack>
        </DashboardSection>
      ))}
      <WhenItTakesEffect policy={policy} />
      <WhoChanges policy={policy} changes={changes} effectiveOn={effectiveOn} />
      <WhatHappens policy={policy} effectiveOn={effectiveOn} />
      <Group>
        <Button type="submit" loading={save.isPending}>
          Save contributions
        </Button>
      </Group>
    </Form>
  );
}

/** A saved row's tier values (the form holds them whether or not the plan year is tiered). */
function pickTierFields(row: Partial<Record<TierFieldName, number | null>>) {
  return Object.fromEntries(TIER_FIELD_NAMES.map((name) => [name, row[name] ?? null]));
}

/**
 * Turning tiering on starts each tier from the row's single dependents' value; turning it off starts the single
 * value from the family tier's. Values already typed are kept; blank ones now hidden are cleared.
 */
function fillTierValues(form: UseFormReturn<CompanyContributionsInput>, tiered: boolean) {
  const rows = (form.getValues(FIELD) ?? []) as ContributionRowValues[];
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  rows.forEach((row, index) => {
    for (const kind of ['Percentage', 'FixedAmount'] as const) {
      const single = `dependent${kind}` as const;
      if (tiered) {
        for (const [, name] of DEPENDENT_TIERS) {
          const key = tierFieldName(name, kind);
          if (blank(row[key]) && !blank(row[single]))
            form.setValue(`${FIELD}.${index}.${key}`, row[single] as number);
        }
        // The single value is hidden now: a half-typed one must not block the save.
        if (row[single] === '') form.setValue(`${FIELD}.${index}.${single}`, null);
      } else {
        const family = row[tierFieldName('family', kind)];
        if (blank(row[single]) && !blank(family))
          form.setValue(`${FIELD}.${index}.${single}`, family as number);
        for (const [, name] of DEPENDENT_TIERS)
          if (row[tierFieldName(name, kind)] === '')
            form.setValue(`${FIELD}.${index}.${tierFieldName(name, kind)}`, null);
      }
    }
  });
}

/** Whether a change from this day applies to the whole plan year: the server's rule (changesInPlace). */
function fromPlanYearStart(policy: CompanyPolicy, effectiveOn: string | null) {
  const planYear = policy.effectiveAt ? planYearOf(policy.effectiveAt, policy.renewalAt) : null;
  return !effectiveOn || !planYear || changesInPlace(effectiveOn, planYear);
}

/** The month the change takes effect (decision 0072): the first of a month, this month at the earliest. */
function WhenItTakesEffect({ policy }: { policy: CompanyPolicy }) {
  const dates = policy.contributionChange?.effectiveDates ?? [];
  const tableFrom = policy.contributionChange?.tableFrom ?? null;
  if (dates.length === 0) return null;
  return (
    <DashboardSection title="When the change takes effect">
      <Stack gap="xs">
        {tableFrom && (
          <Text size="sm">
            The contributions above apply from {formatLongIsoDate(tableFrom)}; the months before keep the ones
            saved before that change.
          </Text>
        )}
        <SelectField
          name="effectiveOn"
          label="Takes effect on"
          description="The first day of a month. A change never applies to months before it."
          options={dates.map((value) => ({ value, label: formatLongIsoDate(value) }))}
          maw={320}
        />
      </Stack>
    </DashboardSection>
  );
}

/** Who the table on screen changes, before saving: each employee and line whose monthly cost moves. */
function WhoChanges({
  policy,
  changes,
  effectiveOn,
}: {
  policy: CompanyPolicy;
  changes: ReturnType<typeof listContributionChanges>;
  effectiveOn: string | null;
}) {
  const nameOf = (id: string) => policy.simulation?.employees.find((e) => e.id === id)?.name ?? 'An employee';
  const statusOf = (id: string) => {
    const status = policy.simulation?.employees.find((e) => e.id === id)?.applicationStatus;
    return status ? STATUS_TEXT[status] : null;
  };
  const from = effectiveOn ? formatLongIsoDate(effectiveOn) : null;
  return (
    <DashboardSection title="Who this changes">
      {changes.length === 0 ? (
        <Text size="sm">
          No employee's monthly cost changes with the contributions as they are on screen.
        </Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {from ? `Monthly costs that change from ${from}:` : 'Monthly costs that change:'}
          </Text>
          <List size="sm" spacing={4}>
            {changes.map((c) => (
              <List.Item key={`${c.employeeId}:${c.coverageType}`}>
                {`${nameOf(c.employeeId)} (${statusOf(c.employeeId) ?? 'Not started'}) · ${lineLabel(c.coverageType)}: ${formatCents(c.beforeCents)} → ${formatCents(c.afterCents)} a month`}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </DashboardSection>
  );
}

function WhatHappens({ policy, effectiveOn }: { policy: CompanyPolicy; effectiveOn: string | null }) {
  const { unsigned, signed } = policy.applications;
  const from = effectiveOn ? formatLongIsoDate(effectiveOn) : null;
  const wholeYear = fromPlanYearStart(policy, effectiveOn);
  return (
    <Alert color="brand" variant="light" title="What happens when you save">
      <Stack gap={6}>
        <Text size="sm">
          {unsigned} {unsigned === 1 ? 'application' : 'applications'} not yet signed show the new prices as
          soon as they are opened or reloaded.
        </Text>
        <Text size="sm">
          {signed} signed {signed === 1 ? 'application keeps its' : 'applications keep their'} plans and
          signature: no one has to sign again.{' '}
          {wholeYear
            ? 'The plan year has not started: its invoices and payroll deductions follow the new contributions from its first day.'
            : `Invoices and payroll deductions follow the new contributions from ${from}; the months and paychecks before it keep the amounts they had, and a month already billed is adjusted on the next invoice. Each employee whose share changes is e-mailed the new amount and the first paycheck that deducts it.`}
        </Text>
      </Stack>
    </Alert>
  );
}

const STATUS_TEXT = {
  not_started: 'Not started',
  in_progress: 'In progress',
  completed: 'Signed',
  declined: 'Declined',
} as const;

function Simulation({
  policy,
  line,
  results,
}: {
  policy: CompanyPolicy;
  line: CoverageType;
  results: EmployeeContribution[];
}) {
  const simulation = policy.simulation!;
  const plans = simulation.lines.find((l) => l.coverageType === line)!;
  const planName = (id: string) =>
    policy.lines.find((l) => l.coverageType === line)?.plans.find((p) => p.id === id)?.name ?? 'Plan';
  const classOf = (id: string | null) =>
    policy.classes.find((c) => c.id === id)?.name ??
    policy.classes.find((c) => c.isDefault)?.name ??
    'Default';
  const byEmployee = new Map(results.map((r) => [r.employeeId, r]));
  const total = results.reduce(
    (sum, r) => ({ company: sum.company + r.companyCost, employee: sum.employee + r.employeeCost }),
    { company: 0, employee: 0 },
  );
  const label = lineLabel(line);
  return (
    <Stack gap="sm" aria-live="polite">
      <Title order={3} size="h5">
        {label}: monthly cost per employee
      </Title>
      <Text size="sm" c="dimmed">
        Recomputed as you type. Each employee is priced on the plan they chose with the dependents they
        enrolled; someone who has not chosen yet, on the base plan
        {plans.basePlanId ? ` (${planName(plans.basePlanId)})` : ''} with every dependent on file. Company
        total: {formatCents(total.company)}; employees: {formatCents(total.employee)}.
      </Text>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {simulation.employees.map((employee) => {
          const r = byEmployee.get(employee.id);
          const election = employee.elections[line];
          return (
            <Paper
              component="li"
              key={employee.id}
              withBorder
              p="sm"
              radius="md"
              data-testid={`simulation-${line}-${employee.id}`}
            >
              <Stack gap={4}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600}>{employee.name}</Text>
                  <Text size="sm">
                    {classOf(employee.employeeRoleId)} · {STATUS_TEXT[employee.applicationStatus]}
                  </Text>
                </Group>
                {election === 'declined' ? (
                  <Text size="sm">Declined {label.toLowerCase()} coverage.</Text>
                ) : !r ? (
                  <Text size="sm">Not priced: over the plan's maximum age.</Text>
                ) : (
                  <>
                    <Text size="sm">
                      {planName(r.planId)}
                      {election ? '' : ' (base plan, not chosen yet)'}
                    </Text>
                    <Table withRowBorders={false} verticalSpacing={2} fz="sm">
                      <Table.Tbody>
                        <Money label="Total cost" cents={r.totalCost} name="total" />
                        <Money label="Employee premium" cents={r.employeePremium} name="employee-premium" />
                        <Money
                          label="Dependent premium"
                          cents={r.dependentPremium}
                          name="dependent-premium"
                        />
                        <Money label="Company pays" cents={r.companyCost} name="company" />
                        <Money label="Employee pays" cents={r.employeeCost} name="employee" />
                      </Table.Tbody>
                    </Table>
                    {r.dependents.length > 0 && (
                      <List size="sm" spacing={2}>
                        {r.dependents.map((d) => {
                          const who = employee.dependents.find((x) => x.id === d.id);
                          return (
                            <List.Item key={d.id}>
                              {who?.name ?? 'Dependent'} ({who?.relationship.replace('_', ' ')}):{' '}
                              {d.isEnrolling
                                ? `company ${formatCents(d.companyCost)}, employee ${formatCents(d.employeeCost)}`
                                : `not enrolled in ${label.toLowerCase()}`}
                            </List.Item>
                          );
                        })}
                      </List>
                    )}
                  </>
                )}
              </Stack>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}

function Money({ label, cents, name }: { label: string; cents: number; name: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400} p={0}>
        {label}
      </Table.Th>
      <Table.Td ta="right" p={0} data-figure={name}>
        {formatCents(cents)}
      </Table.Td>
    </Table.Tr>
  );
}
