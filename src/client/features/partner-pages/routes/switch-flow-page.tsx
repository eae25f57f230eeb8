import '@mantine/core/styles/Paper.css';
import { usePageTitle } from '@client/lib/page-title';
import { useSignedInSession } from '@client/lib/session';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { toCompanyTokenPrefix } from '@shared/domain/company-token';
import { REGISTRATION_PATH_LABELS, REGISTRATION_PATHS, startPathOf } from '@shared/domain/registration/paths';
import { Link } from 'react-router';

const TITLE = 'Choose what to set up';

/**
 * /switch-flow (docs/spec/3 §2 names it, nothing more; decision 0059): the registration paths (benefits
 * administration, broker of record, large group quote) for the company being managed, each opened with the
 * company kept in its address; Switch company changes the company first.
 */
export function SwitchFlowPage() {
  usePageTitle(TITLE);
  const session = useSignedInSession();
  const company = session.activeCompany;
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{TITLE}</Title>
      {!company ? (
        <Text>
          Your account does not manage a company yet.{' '}
          <Anchor component={Link} to="/register" underline="always">
            Register a company
          </Anchor>{' '}
          to get started.
        </Text>
      ) : (
        <>
          <Text>
            For {company.name}.
            {session.companies.length > 1 && (
              <>
                {' '}
                <Anchor component={Link} to="/switch-company" underline="always">
                  Switch company
                </Anchor>{' '}
                to choose another.
              </>
            )}
          </Text>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {REGISTRATION_PATHS.map((path) => {
              const token = toCompanyTokenPrefix(company.idToken);
              return (
                <li key={path}>
                  <Paper withBorder radius="md" p="md">
                    <Anchor
                      component={Link}
                      to={`${startPathOf(path, false)}?${new URLSearchParams({ company_id_token: token })}`}
                      fw={600}
                    >
                      {REGISTRATION_PATH_LABELS[path].label}
                    </Anchor>
                    <Text size="sm">{REGISTRATION_PATH_LABELS[path].description}</Text>
                  </Paper>
                </li>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}
