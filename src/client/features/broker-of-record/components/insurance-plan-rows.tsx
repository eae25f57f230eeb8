import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { SelectField, TextField } from '@client/components/form/fields';
import { RepeatableRows } from '@client/components/form/repeatable-rows';
import { Button, Group, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { carriersFor, OTHER_CARRIER_ID, OTHER_CARRIER_LABEL } from '@shared/domain/broker-of-record/carriers';
import { groupIdGuidance } from '@shared/domain/broker-of-record/group-id-guidance';
import { INSURANCE_TYPE_LABELS, type InsuranceType } from '@shared/domain/broker-of-record/insurance-types';
import { useFormContext, useWatch } from 'react-hook-form';
import { addableTypes, newPlanRow, type PlanRowValues, shownTypes } from '../lib/basic-information-form';

/**
 * The insurance plans (docs/spec/3 §2 "Insurance plans"): one set of repeatable rows per insurance type, medical
 * always with at least one row. 'Add an insurance type' adds a type once; '+ Add another {type} plan' adds
 * rows; rows after the first can be removed (an added type can be taken away whole). Each row: plan name, plan
 * carrier (the type's list, a blank and Other), 'Other Carrier' when Other is chosen, and the group number with
 * where to find it for that carrier in the company's state. Bound to the form's `plans.{type}` arrays.
 */
export function InsurancePlanRows({ state }: { state?: string }) {
  const { control, setValue, setFocus } = useFormContext();
  const plans = (useWatch({ control, name: 'plans' }) ?? {}) as Partial<
    Record<InsuranceType, PlanRowValues[]>
  >;
  const watchedState = useWatch({ control, name: 'state' }) as string | undefined;
  const companyState = state ?? watchedState ?? null;
  const addable = addableTypes(plans);

  const addType = (type: InsuranceType) => {
    setValue(`plans.${type}`, [newPlanRow()], { shouldDirty: true });
    // The new type's first field takes the focus once it is drawn.
    requestAnimationFrame(() => setFocus(`plans.${type}.0.planName`));
  };

  return (
    <Stack gap="md">
      {shownTypes(plans).map((type) => (
        <TypePlans
          key={type}
          type={type}
          state={companyState}
          onRemoveType={
            type === 'medical' ? undefined : () => setValue(`plans.${type}`, [], { shouldDirty: true })
          }
        />
      ))}
      {addable.length > 0 ? (
        <Group>
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button variant="default">Add an insurance type</Button>
            </Menu.Target>
            <Menu.Dropdown>
              {addable.map((type) => (
                <Menu.Item key={type} onClick={() => addType(type)}>
                  {INSURANCE_TYPE_LABELS[type]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      ) : null}
    </Stack>
  );
}

function TypePlans({
  type,
  state,
  onRemoveType,
}: {
  type: InsuranceType;
  state: string | null;
  onRemoveType?: () => void;
}) {
  const label = INSURANCE_TYPE_LABELS[type];
  const headingId = `plans-${type}-heading`;
  const { getFieldState, formState } = useFormContext();
  // The type's own message (medical without a row), when the schema or the server gives one.
  const typeError = getFieldState(`plans.${type}`, formState).error?.message;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {label}
          </Title>
          {onRemoveType ? (
            <Button variant="subtle" color="dark" size="compact-sm" onClick={onRemoveType}>
              Remove {label}
            </Button>
          ) : null}
        </Group>
        {typeError ? (
          <Text c="red.8" size="sm" role="alert" data-error>
            {typeError}
          </Text>
        ) : null}
        <RepeatableRows<PlanRowValues>
          name={`plans.${type}`}
          newRow={newPlanRow}
          legend={(index) => `${label} plan ${index + 1}`}
          addLabel={`+ Add another ${label} plan`}
          removeLabel={(index) => `Remove ${label} plan ${index + 1}`}
          canRemove={(index) => index > 0}
          maxRows={10}
        >
          {({ path }) => <PlanRowFields type={type} path={path} state={state} />}
        </RepeatableRows>
      </Stack>
    </Paper>
  );
}

function PlanRowFields({ type, path, state }: { type: InsuranceType; path: string; state: string | null }) {
  const carrier = (useWatch({ name: `${path}.insuranceCompany` }) as string | undefined) ?? '';
  const required = type === 'medical';
  const options = [
    ...carriersFor(type).map((c) => ({ value: c.id, label: c.name })),
    { value: OTHER_CARRIER_ID, label: OTHER_CARRIER_LABEL },
  ];
  return (
    <>
      <TextField name={`${path}.planName`} label="Plan name" required={required} autoComplete="off" />
      <SelectField
        name={`${path}.insuranceCompany`}
        label="Plan carrier"
        placeholder="Select a carrier"
        options={options}
        required={required}
      />
      {carrier === OTHER_CARRIER_ID ? (
        <TextField name={`${path}.otherInsuranceCompany`} label="Other Carrier" required autoComplete="off" />
      ) : null}
      <TextField
        name={`${path}.groupIDNumber`}
        label="Group number"
        required={required || carrier !== ''}
        autoComplete="off"
        description={groupIdGuidance(carrier, state)}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    </>
  );
}
