import { PageLoader } from '@client/components/page-loader';
import { useSignedInSession } from '@client/lib/session';
import { Group, Text } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet, useLocation, useSearchParams } from 'react-router';
import { dashboardNavSearch, readDashboardCompanyQuery } from '../lib/dashboard-company';
import {
  companyTokenQuery,
  type DashboardNavItem,
  dashboardNavItems,
  isCurrentNavItem,
} from '../lib/dashboard-text';
import { useDashboardCompany } from '../lib/use-dashboard-company';
import { CompanySelect } from './company-select';
import classes from './dashboard-frame.module.css';

/**
 * The employer dashboard's frame (decision 0023): the company switcher, and a navigation of its pages that
 * marks the current one (aria-current, the most specific item: isCurrentNavItem) — a side list at desktop width, a horizontal scroller on phones.
 */
export function DashboardFrame() {
  const session = useSignedInSession();
  const company = useDashboardCompany();
  const [searchParams, setSearchParams] = useSearchParams();
  // The links stay on the company the address shows (company_id_token), not the session's active one.
  const navSearch = dashboardNavSearch(session, readDashboardCompanyQuery(searchParams));
  const { pathname } = useLocation();
  // Pages outside the dashboard that need the company (the renewal's) always name it, as the renewal e-mail does.
  const linkOf = (item: DashboardNavItem) =>
    item.withCompany && company
      ? `${item.to}${companyTokenQuery(company.idToken)}`
      : item.to.startsWith('/employer-dashboard')
        ? `${item.to}${navSearch}`
        : item.to;

  return (
    <div>
      <Group justify="space-between" align="flex-end" gap="md" mb="lg" wrap="wrap">
        <Text size="sm" c="dimmed">
          Employer dashboard{company ? ` · ${company.name}` : ''}
        </Text>
        {company && session.companies.length > 1 && (
          // The address's company value would keep showing the old company; the session now names the new one.
          <CompanySelect
            companies={session.companies}
            value={company.id}
            onSwitched={() => setSearchParams({})}
          />
        )}
      </Group>
      <div className={classes.body}>
        <nav aria-label="Employer dashboard" className={classes.nav}>
          <ul className={classes.list}>
            {dashboardNavItems(company).map((item) => (
              <li key={item.to}>
                <Link
                  to={linkOf(item)}
                  className={classes.link}
                  aria-current={isCurrentNavItem(pathname, item) ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={classes.content}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
