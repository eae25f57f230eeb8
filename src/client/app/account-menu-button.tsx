import { Button, type ButtonProps } from '@mantine/core';
import type { Session } from '@shared/schemas/auth';
import type { ComponentPropsWithRef } from 'react';
import { accountMenuTitle } from './account-menu-items';

function ChevronDown() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      aria-hidden="true"
    >
      <path d="m6 9 6 6 6-6" />
    </svg>
  );
}

type AccountMenuButtonProps = ButtonProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps> & { session: Session };

/**
 * The button that opens the account menu, with the account's name. The header shows it at once; the menu's
 * code (a popover and its positioning library) loads after the page, or as soon as someone reaches for it.
 */
export function AccountMenuButton({ session, ...props }: AccountMenuButtonProps) {
  return (
    <Button
      variant="subtle"
      rightSection={<ChevronDown />}
      maw={{ base: 200, sm: 320 }}
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      {accountMenuTitle(session)}
    </Button>
  );
}
