import { Button, Stack, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';

/**
 * A secret number that may be on file (a FEIN, a bank routing or account number; decision 0028). The server
 * never sends it back, only its mask: while it is kept, the field shows the mask read-only and its form value
 * is '' (an empty value keeps the stored number); "Replace" opens `input` to type a new one, and "Keep the
 * number on file" goes back. With nothing on file, `input` shows at once.
 */
export function OnFileField({
  name,
  label,
  masked,
  input,
  noun = label.toLowerCase(),
  onReplacingChange,
}: {
  name: string;
  label: string;
  /** How the buttons name the number ("Replace the FEIN"); the label in lower case unless given. */
  noun?: string;
  /** The mask of the number on file (**-***1234, ••••6789), or null when none is. */
  masked: string | null;
  /** The bound field that takes a new number. */
  input: ReactNode;
  onReplacingChange?: (replacing: boolean) => void;
}) {
  const { field } = useController({ name });
  const [replacing, setReplacing] = useState(false);
  // Focus follows the switch (the button pressed goes away): to the new number's input, or back to Replace.
  const box = useRef<HTMLDivElement>(null);
  const switched = useRef(false);
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    box.current?.querySelector<HTMLElement>(replacing ? 'input' : 'button')?.focus();
  }, [replacing]);
  const change = (next: boolean) => {
    switched.current = true;
    setReplacing(next);
    onReplacingChange?.(next);
    if (!next) field.onChange('');
  };
  if (masked === null) return <>{input}</>;
  if (replacing)
    return (
      <Stack gap={4} ref={box}>
        {input}
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => change(false)}
          style={{ alignSelf: 'flex-start' }}
        >
          Keep the {noun} on file
        </Button>
      </Stack>
    );
  return (
    <Stack gap={4} ref={box}>
      <TextInput
        label={label}
        value={masked}
        readOnly
        description="On file. Only its last four digits are shown."
      />
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => change(true)}
        style={{ alignSelf: 'flex-start' }}
        aria-label={`Replace the ${noun}`}
      >
        Replace
      </Button>
    </Stack>
  );
}
