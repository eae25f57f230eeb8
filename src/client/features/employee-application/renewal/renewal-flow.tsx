import type { ReactNode } from 'react';
import { ApplicationQueryContext } from '../api/get-application';
import { ApplicationWizardContext } from '../lib/step-navigation';
import { selectRenewalQuery } from './api/get-renewal';
import { renewalWizardHooks } from './lib/renewal-wizard';

/**
 * The employee application's screens in the renewal (decision 0038): they read and save the renewal
 * application, and go back and next along the renewal's steps.
 */
export function RenewalFlowProvider({ children }: { children: ReactNode }) {
  return (
    <ApplicationQueryContext.Provider value={selectRenewalQuery}>
      <ApplicationWizardContext.Provider value={renewalWizardHooks}>
        {children}
      </ApplicationWizardContext.Provider>
    </ApplicationQueryContext.Provider>
  );
}
