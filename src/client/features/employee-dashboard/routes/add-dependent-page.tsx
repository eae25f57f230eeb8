import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Facts } from '@client/components/facts';
import {
  CheckboxField,
  DateField,
  RadioGroupField,
  SelectField,
  SsnField,
  TextField,
} from '@client/components/form/fields';
import { Form } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { usePageTitle } from '@client/lib/page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  costWithDependent,
  isSsnRequiredForLifeEvent,
  LIFE_EVENT_DEPENDENT_TYPES,
  LIFE_EVENT_KINDS,
  LIFE_EVENT_LABELS,
  type LifeEventKind,
} from '@shared/domain/life-events/life-events';
import { formatCents } from '@shared/domain/money/money';
import { PAY_FREQUENCY_WORDS } from '@shared/domain/payroll/paychecks';
import {
  type DependentPricingResponse,
  type LifeEventRequest,
  type LifeEventsOverview,
  lifeEventRequestSchema,
} from '@shared/schemas/life-events';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { type Resolver, useController, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { lifeEventsQueryOptions } from '../api/get-life-events';
import { usePriceDependent } from '../api/price-dependent';
import { useReportLifeEvent } from '../api/report-life-event';
import { useDashboard } from '../lib/dashboard-context';
import { DEPENDENT_WORDS, describeLifeEvent } from '../lib/life-event-text';

const HEADING = 'Add a dependent';

type Values = LifeEventRequest & { coverageTypes: string[] };

const GENDER_OPTIONS = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
] as const;

const isKind = (value: string | null): value is LifeEventKind =>
  value !== null && (LIFE_EVENT_KINDS as readonly string[]).includes(value);

/**
 * add-dependent (docs/spec/2 §2.6, decision 0046): the life event (from change-dependent-coverage), its date, the
 * dependent as the application asks (the shared schema), the lines to add them to and a confirmation; then the
 * new price from docs/spec/2 §7's pricing call, and only after that the confirmation that records the event.
 */
export function AddDependentPage() {
  usePageTitle(HEADING);
  const { dashboard, basePath } = useDashboard();
  const overview = useSuspenseQuery(lifeEventsQueryOptions(dashboard.employee.employeeFormId)).data;
  if (overview.notReportableReason) {
    return (
      <Stack gap="md">
        <Title order={1}>{HEADING}</Title>
        <Alert color="brand" variant="light" title="No life event can be reported now">
          {overview.notReportableReason}
        </Alert>
        <Anchor component={Link} to={basePath}>
          Back to Dashboard
        </Anchor>
      </Stack>
    );
  }
  return <AddDependentForm overview={overview} />;
}

function AddDependentForm({ overview }: { overview: LifeEventsOverview }) {
  const { dashboard, basePath } = useDashboard();
  const formId = dashboard.employee.employeeFormId;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialKind = isKind(params.get('event')) ? (params.get('event') as LifeEventKind) : 'birth';
  const pricing = usePriceDependent(formId);
  const report = useReportLifeEvent(formId);
  const [priced, setPriced] = useState<{ key: string; answer: DependentPricingResponse } | null>(null);

  const form = useKitForm<Values>({
    resolver: zodResolver(lifeEventRequestSchema) as unknown as Resolver<Values>,
    defaultValues: {
      kind: initialKind,
      eventDate: '',
      dependent: {
        firstName: '',
        lastName: dashboard.employee.lastName,
        bornAt: '',
        gender: undefined as unknown as 'female',
        dependentType: LIFE_EVENT_DEPENDENT_TYPES[initialKind][0]!,
      },
      socialSecurityNumber: '',
      coverageTypes: overview.lines.map((l) => l.coverageType),
      attested: false,
    },
  });
  const errors = useFormErrors(form);
  const kind = useWatch({ control: form.control, name: 'kind' }) as LifeEventKind;
  const eventDate = useWatch({ control: form.control, name: 'eventDate' });
  const values = useWatch({ control: form.control }) as Values;
  const allowed = LIFE_EVENT_DEPENDENT_TYPES[kind] ?? ['child'];

  // Who the event adds follows the event; a birth's date is the child's date of birth.
  useEffect(() => {
    const current = form.getValues('dependent.dependentType');
    if (!allowed.includes(current)) form.setValue('dependent.dependentType', allowed[0]!);
  }, [allowed, form]);
  useEffect(() => {
    if (kind === 'birth') form.setValue('dependent.bornAt', eventDate ?? '');
  }, [kind, eventDate, form]);

  const key = JSON.stringify(values);
  const shown = priced && priced.key === key ? priced.answer : null;

  const onSubmit = async (checked: Values) => {
    errors.clearError();
    try {
      if (!shown) {
        const answer = await pricing.mutateAsync({
          employee_dependent: {
            dependentType: checked.dependent.dependentType,
            bornAt: checked.dependent.bornAt,
          },
        });
        setPriced({ key: JSON.stringify(form.getValues()), answer });
        return;
      }
      const { lifeEvent } = await report.mutateAsync({ body: checked, version: overview.version });
      navigate(`${basePath}/added-employee-dependent/${lifeEvent.dependentId}`);
    } catch (error) {
      // The pricing call names its fields under employee_dependent; the form holds them under dependent.
      errors.showError(error, {
        'employee_dependent.dependentType': 'dependent.dependentType',
        'employee_dependent.bornAt': 'dependent.bornAt',
      });
    }
  };

  const ssnRequired = isSsnRequiredForLifeEvent(kind);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{HEADING}</Title>
        <Text>{describeLifeEvent(kind)}</Text>
      </Stack>
      <Form form={form} errors={errors} onSubmit={onSubmit}>
        <RadioGroupField<LifeEventKind>
          name="kind"
          legend="Life event"
          required
          vertical
          options={LIFE_EVENT_KINDS.map((k) => ({ value: k, label: LIFE_EVENT_LABELS[k] }))}
        />
        <DateField
          name="eventDate"
          label={kind === 'birth' ? "Child's date of birth (the date of the event)" : 'Date of the event'}
          withAsterisk
        />
        <Stack component="fieldset" gap="sm" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={700} mb="xs">
            The dependent
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField name="dependent.firstName" label="First name" withAsterisk />
            <TextField name="dependent.lastName" label="Last name" withAsterisk />
            {kind === 'birth' ? null : (
              <DateField name="dependent.bornAt" label="Date of birth" withAsterisk />
            )}
            <SelectField
              name="dependent.dependentType"
              label="Relationship"
              withAsterisk
              options={allowed.map((t) => ({ value: t, label: DEPENDENT_WORDS[t] }))}
            />
          </SimpleGrid>
          <RadioGroupField name="dependent.gender" legend="Gender" required options={[...GENDER_OPTIONS]} />
          <SsnField
            name="socialSecurityNumber"
            label={ssnRequired ? 'Social Security number' : 'Social Security number (optional)'}
            withAsterisk={ssnRequired}
            description={
              ssnRequired ? undefined : 'A newborn’s number can be added later, from Edit information.'
            }
          />
        </Stack>
        <LinesField lines={overview.lines} />
        <CheckboxField
          name="attested"
          label="I confirm that this event happened on the date given, and I can provide proof (such as a marriage or birth certificate, or a letter about the lost coverage) if asked."
        />
        {shown ? (
          <NewPrice
            answer={shown}
            chosen={values.coverageTypes ?? []}
            name={values.dependent?.firstName ?? ''}
          />
        ) : null}
        <Group>
          <Button type="submit" loading={pricing.isPending || report.isPending}>
            {shown ? 'Confirm and add dependent' : 'See the new price'}
          </Button>
          <Anchor component={Link} to={`${basePath}/change-dependent-coverage`}>
            Cancel
          </Anchor>
        </Group>
      </Form>
    </Stack>
  );
}

/** The enrolled lines to add the dependent to, as checkboxes (the field is the array of their types). */
function LinesField({ lines }: { lines: LifeEventsOverview['lines'] }) {
  const { field, fieldState } = useController({ name: 'coverageTypes' });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const errorId = useId();
  return (
    <Stack
      component="fieldset"
      gap="xs"
      style={{ border: 0, padding: 0, margin: 0 }}
      data-error={fieldState.error ? true : undefined}
      aria-describedby={fieldState.error ? errorId : undefined}
    >
      <Text component="legend" fw={700} mb="xs">
        Add to which coverage?
      </Text>
      {lines.map((line) => (
        <Checkbox
          key={line.coverageType}
          label={`${line.label}: ${line.planName}`}
          checked={value.includes(line.coverageType)}
          onChange={(event) =>
            field.onChange(
              event.currentTarget.checked
                ? [...value, line.coverageType]
                : value.filter((v) => v !== line.coverageType),
            )
          }
        />
      ))}
      {fieldState.error ? (
        <Text id={errorId} c="red.9" size="sm">
          {fieldState.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The pricing call's answer for the chosen lines: each plan now and with the dependent, and the totals. */
function NewPrice({
  answer,
  chosen,
  name,
}: {
  answer: DependentPricingResponse;
  chosen: readonly string[];
  name: string;
}) {
  const plans = answer.new_plans.filter((p) => chosen.includes(p.coverageType));
  const withDependent = costWithDependent(answer.current_cost, plans);
  const who = name.trim() || 'the dependent';
  const per = PAY_FREQUENCY_WORDS[answer.payFrequency];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="new-price-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="new-price-heading">
          Your new price
        </Title>
        {plans.map((p) => (
          <Stack key={p.coverageType} gap={2}>
            <Text fw={700}>
              {p.label}: {p.planName}
            </Text>
            <Facts
              items={[
                ['You pay now', p.current ? `${formatCents(p.current.employeeCents)} a month` : 'Not priced'],
                [
                  `With ${who}`,
                  p.monthly
                    ? `${formatCents(p.monthly.employeeCents)} a month`
                    : 'Not priced: please contact your administrator',
                ],
              ]}
            />
          </Stack>
        ))}
        <Facts
          items={[
            [
              'Your cost now',
              `${formatCents(answer.current_cost.monthlyEmployeeCents)} a month (${formatCents(answer.current_cost.perPaycheckCents)} per paycheck, ${per})`,
            ],
            [
              `Your cost with ${who}`,
              `${formatCents(withDependent.monthlyEmployeeCents)} a month (${formatCents(withDependent.perPaycheckCents)} per paycheck, ${per})`,
            ],
          ]}
        />
        <Text size="sm">
          The change starts on the dependent’s coverage start date. Check the details above, then confirm.
        </Text>
      </Stack>
    </Card>
  );
}
