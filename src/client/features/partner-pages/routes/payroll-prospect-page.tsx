import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Paper.css';
import { usePageTitle } from '@client/lib/page-title';
import { Alert, Anchor, Button, Group, Image, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { partnerSlugOf, UNKNOWN_PARTNER_MESSAGE } from '@shared/domain/registration/partner-slug';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { payrollLeadQuery } from '../api/partner-branding';

const TITLE = 'Benefits for your team';

/**
 * The payroll lead landing page (docs/spec/3 §2), at /payroll-prospect?partner={slug} and
 * /{partner_type}/router/payroll-prospect: the partner's call to action (its name, logo and colour from
 * GET /api/v2/payroll_lead_call_to_action) leading to registration. Without a partner, or with one we do not
 * know, it is Groupcover's own (decision 0059).
 */
export function PayrollProspectPage() {
  usePageTitle(TITLE);
  const { partnerType } = useParams();
  const [search] = useSearchParams();
  const named = partnerType ?? search.get('partner');
  const slug = partnerSlugOf(named);
  const companyIdToken = search.get('company_id_token') || null;
  const lead = useQuery({ ...payrollLeadQuery(slug ?? '', companyIdToken), enabled: slug !== null });
  const data = lead.data;
  const payroll = data ? `your ${data.partner_name} payroll` : 'your payroll';
  const unknown = (named && !slug) || lead.error;

  if (slug && lead.isPending) return <Loader aria-label="Loading" />;
  return (
    <Stack gap="lg" maw={640}>
      {unknown && (
        <Alert color="red" title="We could not find that partner">
          {lead.error?.message ?? UNKNOWN_PARTNER_MESSAGE}
        </Alert>
      )}
      <Paper
        withBorder
        radius="md"
        p="lg"
        style={data?.color ? { borderTop: `6px solid ${data.color}` } : undefined}
      >
        <Stack gap="md">
          {data?.partner_logo && (
            <Image src={data.partner_logo} alt={`${data.partner_name} logo`} h={40} w="auto" fit="contain" />
          )}
          <Title order={1}>
            {data
              ? `Health benefits, connected to ${data.partner_name}`
              : 'Health benefits, connected to your payroll'}
          </Title>
          <Text>
            {data?.company_name ? `Offer ${data.company_name}'s team` : 'Offer your team'} medical, dental and
            vision plans through Groupcover{data ? `, ${data.partner_name}'s benefits partner` : ''}. We keep{' '}
            {payroll} in step, so you do not enter anything twice.
          </Text>
          <List spacing={4}>
            <List.Item>Deductions synced to {payroll}</List.Item>
            <List.Item>Automatic enrollments and terminations</List.Item>
            <List.Item>Digital ID cards for every employee</List.Item>
            <List.Item>Expert support from our licensed team</List.Item>
            <List.Item>No extra cost or fees for the connection</List.Item>
          </List>
          <Group>
            <Button component={Link} to="/register" size="md">
              Get started
            </Button>
          </Group>
          <Text size="sm">
            Already with Groupcover?{' '}
            <Anchor component={Link} to="/login" underline="always">
              Sign in
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
