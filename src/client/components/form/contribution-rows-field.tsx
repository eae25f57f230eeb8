import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Button, Fieldset, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  CONTRIBUTION_TYPE_LABELS,
  DEPENDENT_TIERS,
  type TierFieldName,
  tierFieldName,
} from '@shared/domain/contributions/contributions';
import { CONTRIBUTION_TYPES, type ContributionType, SEGMENT_LABELS } from '@shared/domain/enums';
import { parseAmountInput } from '@shared/domain/money/money';
import { parsePercentageInput } from '@shared/schemas/fields';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { MoneyField, SelectField, TextField } from './fields';

/** A contribution row as the form holds it (docs/spec/2 §3 "Renewal contribution row" and company contributions). */
export type ContributionRowValues = {
  id: string | null;
  serviceLine: string;
  /** The class (manage policy); null is the default class. */
  employeeRoleId?: string | null;
  /** The row's own name (renewal). */
  name?: string;
  active: boolean;
  contributionType: ContributionType;
  employeePercentage: number | '' | null;
  dependentPercentage: number | '' | null;
  employeeFixedAmount: number | '' | null;
  dependentFixedAmount: number | '' | null;
} & Partial<Record<TierFieldName, number | '' | null>>;

type ContributionTermKey =
  | 'active'
  | 'contributionType'
  | 'employeePercentage'
  | 'dependentPercentage'
  | 'employeeFixedAmount'
  | 'dependentFixedAmount';

/** A stored row's terms as a form row holds them: whether it is active, its type and its four amounts. */
export function contributionTermsOf<T extends Pick<ContributionRowValues, ContributionTermKey>>(
  row: T,
): Pick<T, ContributionTermKey> {
  const { active, contributionType } = row;
  const { employeePercentage, dependentPercentage, employeeFixedAmount, dependentFixedAmount } = row;
  return {
    active,
    contributionType,
    employeePercentage,
    dependentPercentage,
    employeeFixedAmount,
    dependentFixedAmount,
  };
}

/** The default rule (docs/spec/2 §3): 50% of the employee's premium, 0% of dependents'. */
export function newContributionRow(
  serviceLine: string,
  extra: Partial<ContributionRowValues> = {},
): ContributionRowValues {
  return {
    id: null,
    serviceLine,
    active: true,
    contributionType: 'percentage',
    employeePercentage: 50,
    dependentPercentage: 0,
    employeeFixedAmount: null,
    dependentFixedAmount: null,
    ...extra,
  };
}

const TYPE_OPTIONS = CONTRIBUTION_TYPES.map((value) => ({ value, label: CONTRIBUTION_TYPE_LABELS[value] }));
const showPercent = (value: unknown) => (value === null || value === undefined ? '' : String(value));

interface ContributionRowsFieldProps {
  /** The form's array of rows ("companyContributions"); rows of every line may share it. */
  name: string;
  /** The line these rows are for: only its rows are shown, and new rows get it. */
  serviceLine: string;
  /** "Medical": in the legends and button names. */
  lineLabel: string;
  /** Manage policy: each row names a class (null = the default class). Without it, each row is named. */
  classOptions?: ReadonlyArray<{ value: string | null; label: string }>;
  /** Below a row's fields (a warning about the row, say). */
  rowNote?: (index: number) => ReactNode;
  /** Tiered contributions (decision 0034): the dependents' value is asked per coverage tier. */
  tiered?: boolean;
  /**
   * Terms the line does not let anyone change (renewal's Life: "contribution fixed at 100%", docs/spec/2 §9): shown
   * instead of the type and values; new rows take `fixedValues`.
   */
  fixedTerms?: string;
  fixedValues?: Partial<ContributionRowValues>;
  /** Read-only (a signed renewal): no inputs' changes, no Add or Remove. */
  readOnly?: boolean;
}

/** The fields of the dependents' values: one, or one per tier with the tier's name. */
function dependentFields(tiered: boolean, kind: 'Percentage' | 'FixedAmount') {
  const unit = kind === 'Percentage' ? '(%)' : '(monthly)';
  if (!tiered) return [{ key: `dependent${kind}`, label: `Company pays for dependents ${unit}` }];
  return DEPENDENT_TIERS.map(([segment, name]) => ({
    key: tierFieldName(name, kind),
    label: `Company pays for dependents, ${SEGMENT_LABELS[segment]} ${unit}`,
  }));
}

/**
 * A line's contribution rows (docs/spec/2 §3–§5) on the form kit: each row its class (or name), type and the
 * values the type reads (the dependents' one per tier when tiered); Add contribution adds the default rule;
 * removing a saved row deactivates it (it is sent with `active: false` and hidden), removing an unsaved one deletes it (docs/spec/2 §4). The line's "At least
 * one contribution is required." shows under its rows. Renewal and manage policy use it.
 */
export function ContributionRowsField({
  name,
  serviceLine,
  lineLabel,
  classOptions,
  rowNote,
  tiered = false,
  fixedTerms,
  fixedValues,
  readOnly = false,
}: ContributionRowsFieldProps) {
  const { control, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' });
  const rows = (useWatch({ control, name }) ?? []) as ContributionRowValues[];
  const { errors } = useFormState({ control, name });
  const lineError = (errors as Record<string, Record<string, { message?: string }> | undefined>)[name]?.[
    serviceLine
  ]?.message;
  const visible = fields
    .map((field, index) => ({ field, index, row: rows[index] }))
    .filter(({ row }) => row && row.serviceLine === serviceLine && row.active !== false);
  const classLabel = (id: string | null | undefined) =>
    classOptions?.find((c) => c.value === (id ?? null))?.label ?? 'Contribution';
  const usedClasses = new Set(visible.map(({ row }) => row!.employeeRoleId ?? null));
  const nextClass = classOptions?.find((c) => !usedClasses.has(c.value));
  const canAdd = !readOnly && (!classOptions || nextClass !== undefined);

  return (
    <Stack gap="sm">
      {fixedTerms ? null : (
        <Text size="sm" c="dimmed">
          Employers typically pay over 50% of the employee's premium and 0% of dependents'.
        </Text>
      )}
      {visible.length === 0 && <Text size="sm">No contribution on this line yet.</Text>}
      {visible.map(({ field, index, row }) => {
        const path = `${name}.${index}`;
        const legend = classOptions
          ? `${lineLabel}: ${classLabel(row!.employeeRoleId)}`
          : `${lineLabel} contribution`;
        const isFixed = row!.contributionType === 'fixed';
        return (
          <Fieldset key={field.key} legend={legend} variant="filled" radius="md">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {classOptions ? (
                  <SelectField
                    name={`${path}.employeeRoleId`}
                    label="Class"
                    emptyValue={null}
                    options={classOptions.map((c) => ({ value: c.value ?? '', label: c.label }))}
                  />
                ) : (
                  <TextField
                    name={`${path}.name`}
                    label="Contribution name"
                    withAsterisk
                    readOnly={readOnly}
                  />
                )}
                {fixedTerms ? (
                  <Text size="sm" fw={500} style={{ alignSelf: 'end' }}>
                    {fixedTerms}
                  </Text>
                ) : (
                  <SelectField
                    name={`${path}.contributionType`}
                    label="Contribution type"
                    withAsterisk
                    disabled={readOnly}
                    options={TYPE_OPTIONS}
                  />
                )}
              </SimpleGrid>
              {fixedTerms ? null : (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  {isFixed ? (
                    <>
                      <MoneyField
                        name={`${path}.employeeFixedAmount`}
                        label="Company pays for the employee (monthly)"
                        withAsterisk
                        readOnly={readOnly}
                        parse={parseAmountInput}
                      />
                      {dependentFields(tiered, 'FixedAmount').map((f) => (
                        <MoneyField
                          key={f.key}
                          name={`${path}.${f.key}`}
                          label={f.label}
                          withAsterisk
                          readOnly={readOnly}
                          parse={parseAmountInput}
                        />
                      ))}
                    </>
                  ) : (
                    <>
                      <PercentField
                        name={`${path}.employeePercentage`}
                        label="Company pays for the employee (%)"
                        readOnly={readOnly}
                      />
                      {dependentFields(tiered, 'Percentage').map((f) => (
                        <PercentField
                          key={f.key}
                          name={`${path}.${f.key}`}
                          label={f.label}
                          readOnly={readOnly}
                        />
                      ))}
                    </>
                  )}
                </SimpleGrid>
              )}
              {rowNote?.(index)}
              {readOnly ? null : (
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={`Remove ${legend}`}
                    onClick={() =>
                      row!.id ? setValue(`${path}.active`, false, { shouldDirty: true }) : remove(index)
                    }
                  >
                    Remove
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        );
      })}
      {lineError && (
        <Text size="sm" c="red.8" role="alert">
          {lineError}
        </Text>
      )}
      {canAdd && (
        <Group>
          <Button
            variant="default"
            onClick={() =>
              append(
                newContributionRow(serviceLine, {
                  ...(classOptions ? { employeeRoleId: nextClass!.value } : { name: '' }),
                  ...fixedValues,
                }),
                { shouldFocus: true },
              )
            }
          >
            Add {lineLabel.toLowerCase()} contribution
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function PercentField({ name, label, readOnly }: { name: string; label: string; readOnly?: boolean }) {
  return (
    <TextField
      name={name}
      label={label}
      withAsterisk
      readOnly={readOnly}
      inputMode="decimal"
      autoComplete="off"
      parse={parsePercentageInput}
      format={showPercent}
    />
  );
}
