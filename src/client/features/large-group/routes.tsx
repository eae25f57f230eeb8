import { BadLinkPage } from '@client/app/bad-link-page';
import { lazyNamed } from '@client/lib/lazy-named';
import type { LargeGroupStep } from '@shared/domain/large-group/flow';
import { useRoutes } from 'react-router';
import { largeGroupWizard } from './wizard';

/*
 * Large group (docs/spec/3 "Large group", issue 16 item 4, decision 0054), below /register-large-group, on the wizard
 * kit (LARGE_GROUP_FLOW): the root goes to done when a quote request is completed (completedQuoteRequest), else
 * to request-quote. Each page is loaded when first opened.
 */
const RequestQuotePage = lazyNamed(() => import('./routes/request-quote-page'), 'RequestQuotePage');
const DonePage = lazyNamed(() => import('./routes/done-page'), 'DonePage');

function screenOf(step: LargeGroupStep) {
  return step === 'requestQuote' ? <RequestQuotePage /> : <DonePage />;
}

const largeGroupRoutes = largeGroupWizard.buildRoutes({ step: screenOf, badLink: <BadLinkPage /> });

export function LargeGroupRoutes() {
  return useRoutes(largeGroupRoutes);
}
