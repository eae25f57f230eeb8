import { PageLoader } from '@client/components/page-loader';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { useCompanyProfile } from '../components/bor-frame';
import { borPath, useCompanyToken } from '../lib/bor-links';
import { rootTarget } from '../lib/root-path';

function ToNextSection() {
  const profile = useCompanyProfile();
  return <Navigate to={borPath(rootTarget(profile), useCompanyToken())} replace />;
}

/** /broker-of-record: where the company's application is (spec 3 §2 "Root behaviour", decision 0048). */
export function RootRedirect() {
  return (
    <Suspense fallback={<PageLoader />}>
      <ToNextSection />
    </Suspense>
  );
}
