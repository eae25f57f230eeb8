import { BadLinkPage } from '@client/app/bad-link-page';
import { PageLoader } from '@client/components/page-loader';
import { lazyNamed } from '@client/lib/lazy-named';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { largeGroupStatusQueryOptions } from './api/quote-request';
import { rootTarget, useCompanyToken, withCompany } from './lib/links';

/*
 * Large group (spec 3 "Large group", issue 16 item 4, decision 0054), below /register-large-group: the root goes
 * to done when a quote request is completed (completedQuoteRequest), else to request-quote.
 */
const RequestQuotePage = lazyNamed(() => import('./routes/request-quote-page'), 'RequestQuotePage');
const DonePage = lazyNamed(() => import('./routes/done-page'), 'DonePage');

function ToTarget() {
  const token = useCompanyToken();
  const status = useSuspenseQuery(largeGroupStatusQueryOptions(token)).data;
  return <Navigate to={withCompany(rootTarget(status.completedQuoteRequest), token)} replace />;
}

function RootRedirect() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ToTarget />
    </Suspense>
  );
}

const largeGroupRoutes: RouteObject[] = [
  { index: true, element: <RootRedirect /> },
  { path: 'request-quote', element: <RequestQuotePage /> },
  { path: 'done', element: <DonePage /> },
  { path: '*', element: <BadLinkPage /> },
];

export function LargeGroupRoutes() {
  return useRoutes(largeGroupRoutes);
}
