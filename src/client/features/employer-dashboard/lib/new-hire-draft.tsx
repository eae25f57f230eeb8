import type { NewEmployee, NewEmployeeInput } from '@shared/schemas/employees';
import type { AddEmployeeResponse, NewEmployeeEstimate } from '@shared/schemas/new-hires';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/**
 * What Add new employee carries across its three pages (form → confirm → success), in React state held by
 * the flow's layout: nothing personal is written to the browser's storage, and a reload of confirm or
 * success, which loses it, goes back to the form.
 */
export type NewHireDraft = {
  /** The form as typed (kept when going back to edit). */
  values: NewEmployeeInput | null;
  /** The values the schema checked, and the server's estimate for them: what confirm shows and saves. */
  checked: { employee: NewEmployee; estimate: NewEmployeeEstimate } | null;
  /** A save refused with field errors: the form shows them at their fields. */
  saveError: unknown;
  /** The saved person: what success shows. */
  added: AddEmployeeResponse | null;
};

const EMPTY: NewHireDraft = { values: null, checked: null, saveError: null, added: null };

type DraftContext = {
  draft: NewHireDraft;
  update: (patch: Partial<NewHireDraft>) => void;
  reset: () => void;
};

const Context = createContext<DraftContext | null>(null);

export function NewHireDraftProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<NewHireDraft>(EMPTY);
  const value = useMemo<DraftContext>(
    () => ({
      draft,
      update: (patch) => setDraft((current) => ({ ...current, ...patch })),
      reset: () => setDraft(EMPTY),
    }),
    [draft],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useNewHireDraft(): DraftContext {
  const context = useContext(Context);
  if (!context) throw new Error('useNewHireDraft is used inside the Add new employee layout.');
  return context;
}
