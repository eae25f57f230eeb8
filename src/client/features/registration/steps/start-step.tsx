import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';
import { describeError } from '@client/app/describe-error';
import { FormAlert } from '@client/components/form/form-alert';
import { WizardProgress } from '@client/components/wizard/wizard-progress';
import { usePageTitle } from '@client/lib/page-title';
import { useSession } from '@client/lib/session';
import { Anchor, Button, Group, List, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { BEN_ADMIN_BASE_PATH, BEN_ADMIN_FLOW } from '@shared/domain/ben-admin/flow';
import {
  BEN_ADMIN_LIST_PRICE_PER_EMPLOYEE_CENTS,
  BEN_ADMIN_PRICE_PER_EMPLOYEE_CENTS,
  DEFAULT_EMPLOYEE_COUNT,
  isValidEmployeeCount,
  MAX_EMPLOYEE_COUNT,
  MIN_EMPLOYEE_COUNT,
  priceBenAdminSubscription,
} from '@shared/domain/ben-admin/pricing';
import { formatWholeDollars, fromCents } from '@shared/domain/money/money';
import { REGISTRATION_PATH_SLUGS } from '@shared/domain/registration/paths';
import { buildStepPath, buildWizardProgress } from '@shared/domain/wizard/wizard';
import { MESSAGES } from '@shared/schemas/fields';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useLeadResponse, useLeadWrites } from '../api';
import { benAdminWizard } from '../wizard';

const HEADING = 'Benefits Administration';
const dollars = (cents: number) => formatWholeDollars(fromCents(cents));

/** What the subscription includes (the landing's list; decision 0052). */
const INCLUDED = [
  'Online enrollment for every employee, on any phone',
  'Payroll deductions kept in step with every enrollment',
  'New hires, life events and terminations handled for you',
  'Renewals compared and signed in a few clicks',
  'A benefits expert to answer your questions',
];

/** The count typed: a whole number 1 to 9999 (docs/spec/3 §5), else the field's error and Get Started disabled. */
function readCount(value: number | string): number | null {
  return typeof value === 'number' && isValidEmployeeCount(value) ? value : null;
}

/** The count the landing starts with: `?employees=` when valid, else 100 (issue 16). */
function initialCount(search: URLSearchParams, saved: number | null): number {
  if (saved !== null) return saved;
  const asked = Number(search.get('employees'));
  return isValidEmployeeCount(asked) ? asked : DEFAULT_EMPLOYEE_COUNT;
}

/**
 * The landing (docs/spec/3 §2 Start): the price per employee per month ($5 beside a struck-through $6), the
 * employee count (required, 1 to 9999, clamped on leaving the field, arrow keys step by 1) with the monthly
 * total, and two Get Started buttons, disabled while the count is in error. Signed in, Get Started saves the
 * count (creating the lead) and goes to payment; signed out, it goes to /register with the count.
 */
export function StartLanding({
  onGetStarted,
  saved,
}: {
  onGetStarted: (count: number) => Promise<void>;
  saved: number | null;
}) {
  usePageTitle(HEADING);
  const [search] = useSearchParams();
  const [value, setValue] = useState<number | string>(() => initialCount(search, saved));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const count = readCount(value);
  const countId = useId();
  const start = async () => {
    if (count === null) return;
    setBusy(true);
    setError(null);
    try {
      await onGetStarted(count);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  const getStarted = (
    <Button onClick={start} disabled={count === null} loading={busy} size="md">
      Get Started
    </Button>
  );
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={1}>{HEADING}</Title>
        <Text size="lg">
          Keep the plans you have. We run enrollment, payroll deductions and renewals for your team.
        </Text>
        <Group>{getStarted}</Group>
      </Stack>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={2}>Pricing</Title>
          <Group gap="xs" align="baseline">
            <Text fz={40} fw={700} lh={1}>
              {dollars(BEN_ADMIN_PRICE_PER_EMPLOYEE_CENTS)}
            </Text>
            <Text
              component="s"
              size="xl"
              c="dimmed"
              aria-label={`was ${dollars(BEN_ADMIN_LIST_PRICE_PER_EMPLOYEE_CENTS)}`}
            >
              {dollars(BEN_ADMIN_LIST_PRICE_PER_EMPLOYEE_CENTS)}
            </Text>
            <Text>per employee per month</Text>
          </Group>
          <NumberInput
            id={countId}
            label="Number of employees"
            description={`From ${MIN_EMPLOYEE_COUNT} to ${MAX_EMPLOYEE_COUNT}.`}
            withAsterisk
            value={value}
            onChange={setValue}
            min={MIN_EMPLOYEE_COUNT}
            max={MAX_EMPLOYEE_COUNT}
            step={1}
            clampBehavior="blur"
            allowNegative={false}
            allowDecimal={false}
            hideControls
            inputMode="numeric"
            maw={260}
            error={count === null ? MESSAGES.employeeCount : undefined}
          />
          <Text size="lg" fw={600} aria-live="polite">
            {count === null
              ? 'Enter your number of employees to see your price.'
              : `${dollars(priceBenAdminSubscription(count))} a month`}
          </Text>
          <List spacing={4}>
            {INCLUDED.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <FormAlert message={error ? describeError(error).message : null} />
          <Group>{getStarted}</Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The landing signed in: Get Started saves the count on the company's lead and goes where it says. */
export function StartStep() {
  const { benAdminLead } = useLeadResponse();
  const writes = useLeadWrites();
  const { goNext } = benAdminWizard.useStepNavigation('start');
  return (
    <StartLanding
      saved={benAdminLead?.employeeCount ?? null}
      onGetStarted={async (employeeCount) => {
        await writes.save({ section: 'subscription', version: benAdminLead?.version ?? null, employeeCount });
        goNext();
      }}
    />
  );
}

/** The landing signed out: Get Started creates the account first (/register), keeping the count. */
export function PublicStartPage() {
  const navigate = useNavigate();
  const session = useSession();
  return (
    <Stack gap="xl">
      {/* The wizard's header, as signed in: the landing is the first step of Purchase Subscription. */}
      <WizardProgress
        label="Registration progress"
        items={buildWizardProgress(BEN_ADMIN_FLOW, { status: null }, 'start')}
        pathFor={(step) => buildStepPath(BEN_ADMIN_FLOW, BEN_ADMIN_BASE_PATH, step)}
      />
      <StartLanding
        saved={null}
        onGetStarted={async (count) => {
          const params = new URLSearchParams({
            path: REGISTRATION_PATH_SLUGS.benefits_administration,
            employees: String(count),
          });
          navigate(`/register?${params}`);
        }}
      />
      {session ? null : (
        <Text>
          Already registered?{' '}
          <Anchor
            component={Link}
            to="/login"
            state={{ returnTo: '/register-benefits-administration' }}
            underline="always"
          >
            Log in
          </Anchor>{' '}
          to continue where you stopped.
        </Text>
      )}
    </Stack>
  );
}
