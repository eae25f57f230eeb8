import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import {
  CheckboxField,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
} from '@client/components/form/fields';
import { Form, FormErrorAlert } from '@client/components/form/form';
import { useFormErrors } from '@client/components/form/use-form-errors';
import { useKitForm } from '@client/components/form/use-kit-form';
import { StepActions } from '@client/components/wizard/step-actions';
import { useCompanyToken } from '@client/lib/company-token';
import { zodResolver } from '@hookform/resolvers/zod';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  BOR_CONTRIBUTION_TYPE_LABELS,
  MEASUREMENT_METHOD_LABELS,
  MEASUREMENT_METHODS,
  type MeasurementMethod,
  showsMeasurementQuestions,
} from '@shared/domain/broker-of-record/application';
import { INSURANCE_TYPE_LABELS, type InsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import {
  BOR_CONTRIBUTION_TYPES,
  type BorContributionType,
  contributionFigureKind,
  isPercentageContribution,
} from '@shared/domain/contributions/contribution-types';
import {
  type BorCompanyProfile,
  type BorUpdateCompanyProfileRequest,
  borUpdateCompanyProfileRequestSchema,
} from '@shared/schemas/broker-of-record';
import { useMemo } from 'react';
import { type Resolver, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateCompanyProfile } from '../../api/company-profile';
import { borEmbeddedWizard } from '../../wizard';
import { EmbeddedFrame } from './embedded-frame';
import { listPlanTypes, listProfilePlans, type ProfilePlan, toIntakePlans } from './embedded-plans';

const TITLE = 'Contribution';
type RequestInput = z.input<typeof borUpdateCompanyProfileRequestSchema>;
type YesNo = 'yes' | 'no' | '';
const COUNT_FIELDS = ['totalCount', 'fullTimeCount', 'partTimeCount', 'largeGroupQualifyingNumber'] as const;
type CountField = (typeof COUNT_FIELDS)[number];

type PlanValues = { typeOfContribution: BorContributionType; employee: string; dependent: string };
export type ContributionValues = {
  borApplicationIntake: { plans: Partial<Record<InsuranceType, Array<{ contributions: PlanValues }>>> };
  /** Per type: the first plan's contribution is used for every plan of the type. */
  useForAll: Partial<Record<InsuranceType, boolean>>;
  coveringPartTime: YesNo;
  isLargeGroup: YesNo;
  measurementMethod: MeasurementMethod | '';
  acaEmployeeData: Record<CountField, string>;
  otherContributionInformation: string;
};

const CONTRIBUTION_OPTIONS = BOR_CONTRIBUTION_TYPES.map((value) => ({
  value,
  label: BOR_CONTRIBUTION_TYPE_LABELS[value],
}));

const textOf = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
/** A typed figure: empty is none; otherwise the number ("1,200" and "$50" read as 1200 and 50). */
const numberOf = (text: string): number | null => {
  const cleaned = text.replace(/[$,%\s]/g, '');
  return cleaned === '' ? null : Number(cleaned);
};
const booleanOf = (v: YesNo): boolean | null => (v === '' ? null : v === 'yes');
const yesNoOf = (v: boolean | null): YesNo => (v === null ? '' : v ? 'yes' : 'no');

function defaultValues(profile: BorCompanyProfile): ContributionValues {
  const plans: ContributionValues['borApplicationIntake']['plans'] = {};
  for (const type of listPlanTypes(profile))
    plans[type] = profile.borApplicationIntake.plans[type].map((plan) => {
      const c = plan.contributions;
      // A plan not yet given one starts at the default company contribution (docs/spec/3 §3): 50% and 0%.
      return {
        contributions: c?.typeOfContribution
          ? {
              typeOfContribution: c.typeOfContribution,
              employee: textOf(c.employee),
              dependent: textOf(c.dependent),
            }
          : { typeOfContribution: profile.typeOfContribution, employee: '50', dependent: '0' },
      };
    });
  const aca = profile.acaEmployeeData;
  return {
    borApplicationIntake: { plans },
    useForAll: {},
    coveringPartTime: yesNoOf(profile.coveringPartTime),
    isLargeGroup: yesNoOf(profile.isLargeGroup),
    measurementMethod: profile.measurementMethod ?? '',
    acaEmployeeData: Object.fromEntries(COUNT_FIELDS.map((f) => [f, textOf(aca?.[f])])) as Record<
      CountField,
      string
    >,
    otherContributionInformation: profile.otherContributionInformation,
  };
}

/** The form as update_company_profile's body: every plan sent whole, its contribution as typed. */
function toRequest(values: ContributionValues, profile: BorCompanyProfile): RequestInput {
  const contributionOf = (type: InsuranceType, index: number) => {
    const rows = values.borApplicationIntake.plans[type] ?? [];
    const source = values.useForAll[type] ? rows[0] : rows[index];
    const c = source?.contributions;
    if (!c) return null;
    const figures = contributionFigureKind(c.typeOfContribution) !== null;
    return {
      typeOfContribution: c.typeOfContribution,
      employee: figures ? numberOf(c.employee) : null,
      dependent: figures ? numberOf(c.dependent) : null,
    };
  };
  const intake = toIntakePlans(profile, (type, index) => ({ contributions: contributionOf(type, index) }));
  const first = listPlanTypes(profile)[0];
  const coveringPartTime = booleanOf(values.coveringPartTime);
  const measurementShown = showsMeasurementQuestions({
    showAcaQuestions: profile.showAcaQuestions,
    coveringPartTime,
  });
  const counts = Object.fromEntries(
    COUNT_FIELDS.map((f) => [f, numberOf(values.acaEmployeeData[f])]),
  ) as Record<CountField, number | null>;
  return {
    version: profile.version,
    section: 'contributions',
    // The application's own type is its first plan's (medical, always there).
    typeOfContribution: (first && intake[first]?.[0]?.contributions?.typeOfContribution) || 'percentage',
    otherContributionInformation: values.otherContributionInformation,
    ...(profile.showAcaQuestions
      ? {
          coveringPartTime,
          isLargeGroup: measurementShown ? booleanOf(values.isLargeGroup) : null,
          measurementMethod: measurementShown ? values.measurementMethod || null : null,
          acaEmployeeData: counts,
        }
      : {}),
    borApplicationIntake: { plans: intake },
  } as RequestInput;
}

/** The shared request schema on the form as it will be sent, and the measurement method when it is asked. */
function buildSchema(profile: BorCompanyProfile) {
  return z
    .custom<ContributionValues>()
    .transform((values) => toRequest(values, profile))
    .pipe(
      borUpdateCompanyProfileRequestSchema.superRefine((body, ctx) => {
        const shown = showsMeasurementQuestions({
          showAcaQuestions: profile.showAcaQuestions,
          coveringPartTime: body.coveringPartTime ?? null,
        });
        if (shown && !body.measurementMethod)
          ctx.addIssue({
            code: 'custom',
            path: ['measurementMethod'],
            message: 'Please choose a measurement method.',
          });
      }),
    );
}

/**
 * …/broker-of-record/contributions (docs/spec/3 §2, §5, §8, §9): each plan's contribution type (the spec's labels)
 * with its employee and dependent figures (percentages 0 to 100, flat amounts $0 or more); "Use for all" on the
 * first plan of a type with more than one; the ACA questions when the profile asks them, the large-group and
 * measurement questions only when part-timers are not covered. A form_error shows under the form.
 */
export function ContributionsPage() {
  const { record: profile } = borEmbeddedWizard.useWizardPaths();
  const { previousPath } = borEmbeddedWizard.useStepNavigation('contributions');
  const save = useUpdateCompanyProfile(useCompanyToken());
  const schema = useMemo(() => buildSchema(profile), [profile]);
  const form = useKitForm<ContributionValues, unknown, BorUpdateCompanyProfileRequest>({
    resolver: zodResolver(schema) as unknown as Resolver<
      ContributionValues,
      unknown,
      BorUpdateCompanyProfileRequest
    >,
    defaultValues: defaultValues(profile),
  });
  const errors = useFormErrors(form);
  const saveAndContinue = borEmbeddedWizard.useSaveAndContinue('contributions', errors);
  const plans = listProfilePlans(profile);
  const anyDescribed = useWatch({ control: form.control, name: 'borApplicationIntake.plans' });
  const needsDescription = Object.values(anyDescribed ?? {}).some((rows) =>
    rows?.some(
      (r) =>
        r.contributions.typeOfContribution === 'class_based' ||
        r.contributions.typeOfContribution === 'other',
    ),
  );

  return (
    <EmbeddedFrame
      title={TITLE}
      subtitle="How much of each plan's premium does the company pay?"
      profile={profile}
      backTo={previousPath}
    >
      <Form
        form={form}
        errors={errors}
        alert="placed"
        onSubmit={(body) => saveAndContinue(() => save.mutateAsync(body))}
      >
        {plans.map((p) => (
          <PlanContribution
            key={`${p.type}-${p.plan.id}`}
            plan={p}
            count={profile.borApplicationIntake.plans[p.type].length}
          />
        ))}
        {needsDescription ? (
          <TextareaField
            name="otherContributionInformation"
            label="Describe how the company contributes"
            description="For class-based or other contributions: the classes and what the company pays for each."
            autosize
            minRows={3}
          />
        ) : null}
        {profile.showAcaQuestions ? <AcaQuestions /> : null}
        <StepActions previousPath={previousPath} />
        <FormErrorAlert />
      </Form>
    </EmbeddedFrame>
  );
}

function PlanContribution({ plan, count }: { plan: ProfilePlan; count: number }) {
  const { type, index, title } = plan;
  const at = `borApplicationIntake.plans.${type}.${index}.contributions`;
  const useForAll = useWatch({ name: `useForAll.${type}` }) as boolean | undefined;
  const contributionType = useWatch({ name: `${at}.typeOfContribution` }) as BorContributionType;
  const headingId = `contribution-${type}-${plan.plan.id}`;
  const copied = index > 0 && useForAll === true;
  const percent = isPercentageContribution(contributionType);
  const fixed = contributionType === 'fixed';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {copied ? (
          <Text size="sm">{`Same as the first ${INSURANCE_TYPE_LABELS[type]} plan.`}</Text>
        ) : (
          <>
            <SelectField
              name={`${at}.typeOfContribution`}
              label="Contribution type"
              options={CONTRIBUTION_OPTIONS}
            />
            {percent || fixed ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextField
                  name={`${at}.employee`}
                  label={percent ? 'Employee contribution (%)' : 'Employee contribution ($ a month)'}
                  description={percent ? 'Typically over 50%' : undefined}
                  inputMode="decimal"
                  leftSection={fixed ? '$' : undefined}
                  rightSection={percent ? '%' : undefined}
                />
                <TextField
                  name={`${at}.dependent`}
                  label={percent ? 'Dependent contribution (%)' : 'Dependent contribution ($ a month)'}
                  description={percent ? 'Typically 0%' : undefined}
                  inputMode="decimal"
                  leftSection={fixed ? '$' : undefined}
                  rightSection={percent ? '%' : undefined}
                />
              </SimpleGrid>
            ) : null}
          </>
        )}
        {index === 0 && count > 1 ? (
          <CheckboxField
            name={`useForAll.${type}`}
            label={`Use for all ${INSURANCE_TYPE_LABELS[type]} plans`}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}

function AcaQuestions() {
  const covering = useWatch({ name: 'coveringPartTime' }) as YesNo;
  const measurementShown = showsMeasurementQuestions({
    showAcaQuestions: true,
    coveringPartTime: booleanOf(covering),
  });
  const yesNo = [
    { value: 'yes' as const, label: 'Yes' },
    { value: 'no' as const, label: 'No' },
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="aca-heading">
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="aca-heading">
            Affordable Care Act
          </Title>
          <Text size="sm" c="dimmed">
            These answers tell us which ACA reporting applies to your company.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextField name="acaEmployeeData.totalCount" label="Total employees" inputMode="numeric" />
          <TextField name="acaEmployeeData.fullTimeCount" label="Full-time employees" inputMode="numeric" />
          <TextField name="acaEmployeeData.partTimeCount" label="Part-time employees" inputMode="numeric" />
        </SimpleGrid>
        <RadioGroupField<'yes' | 'no'>
          name="coveringPartTime"
          legend="Do you offer medical coverage to part-time employees?"
          options={yesNo}
        />
        {measurementShown ? (
          <>
            <RadioGroupField<'yes' | 'no'>
              name="isLargeGroup"
              legend="Did the company have 50 or more full-time equivalent employees last year?"
              options={yesNo}
            />
            <TextField
              name="acaEmployeeData.largeGroupQualifyingNumber"
              label="Full-time equivalent employees last year"
              inputMode="numeric"
            />
            <RadioGroupField<MeasurementMethod>
              name="measurementMethod"
              legend="How do you measure whether an employee is full-time?"
              options={MEASUREMENT_METHODS.map((m) => ({ value: m, label: MEASUREMENT_METHOD_LABELS[m] }))}
              vertical
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
