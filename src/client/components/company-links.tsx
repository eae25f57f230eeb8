import { useCompanyToken, withCompany } from '@client/lib/company-token';
import { Anchor, Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The Switch Company link, shown when the address names a company (company_id_token; docs/spec/3 §2, §6), and beside
 * it what a page adds there (the embedded broker-of-record flow's 'Log out').
 */
export function SwitchCompanyLink({ children }: { children?: ReactNode }) {
  const companyIdToken = useCompanyToken();
  if (!companyIdToken && !children) return null;
  return (
    <Group justify="flex-end" gap="md">
      {companyIdToken ? (
        <Anchor component={Link} to="/switch-company" size="sm">
          Switch Company
        </Anchor>
      ) : null}
      {children}
    </Group>
  );
}

/** A flow's last page's way out: the employer dashboard of the company the address names (else the active one). */
export function GoToDashboardButton() {
  const token = useCompanyToken();
  return (
    <Group>
      <Button component={Link} to={withCompany('/employer-dashboard', token)}>
        Go to your dashboard
      </Button>
    </Group>
  );
}
