import { endSentence } from '@shared/domain/text/text';
import '@mantine/core/styles/Combobox.css';
import { NativeSelect } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CompanySummary } from '@shared/schemas/auth';
import { useSwitchCompany } from '../api/switch-company';

interface CompanySelectProps {
  companies: CompanySummary[];
  value: string;
  /** Called once the server has made the chosen company the active one. */
  onSwitched: (company: CompanySummary) => void;
}

/** Switches the account's active company. */
export function CompanySelect({ companies, value, onSwitched }: CompanySelectProps) {
  const switchCompany = useSwitchCompany();
  const onChange = (companyId: string) =>
    switchCompany.mutate(companyId, {
      onSuccess: () => {
        const company = companies.find((c) => c.id === companyId);
        if (!company) return;
        notifications.show({ color: 'brand', message: endSentence(`You are now managing ${company.name}`) });
        onSwitched(company);
      },
    });

  return (
    <NativeSelect
      label="Company"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={companies.map((c) => ({ value: c.id, label: c.name }))}
      disabled={switchCompany.isPending}
      error={switchCompany.error?.message}
      w={{ base: '100%', sm: 320 }}
    />
  );
}
