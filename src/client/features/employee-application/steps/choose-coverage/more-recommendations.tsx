import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/List.css';
import { Button, List, Popover, VisuallyHidden } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { RECOMMENDATION_POPOVER_DELAY_MS } from '@shared/domain/display/display';
import { useState } from 'react';

interface MoreRecommendationsProps {
  label: string;
  reasons: readonly { label: string }[];
  planName: string;
}

/** "+N more": the other reasons in a popover that opens 500 ms after hover or focus, or at once on click. */
export function MoreRecommendations({ label, reasons, planName }: MoreRecommendationsProps) {
  const [opened, setOpened] = useState(false);
  const delayed = useTimeout(() => setOpened(true), RECOMMENDATION_POPOVER_DELAY_MS);
  const show = () => delayed.start();
  const hide = () => {
    delayed.clear();
    setOpened(false);
  };
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md">
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          px={4}
          onMouseEnter={show}
          onMouseLeave={hide}
          onFocus={show}
          onBlur={hide}
          onKeyDown={(event) => {
            if (event.key === 'Escape') hide();
          }}
          onClick={() => {
            delayed.clear();
            setOpened((o) => !o);
          }}
        >
          {label}
          <VisuallyHidden> reasons {planName} is recommended for</VisuallyHidden>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <List size="sm" spacing={2}>
          {reasons.map((reason) => (
            <List.Item key={reason.label}>{reason.label}</List.Item>
          ))}
        </List>
      </Popover.Dropdown>
    </Popover>
  );
}
