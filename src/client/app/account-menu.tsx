import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Session } from '@shared/schemas/auth';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { useSignOut } from '../features/auth/api/delete-session';
import { isApiError } from '../lib/api-client';
import { AccountMenuButton } from './account-menu-button';
import { accountMenuItems } from './account-menu-items';
import { useRouteArea } from './route-handle';

/** The account menu; opens on click, Enter or hover and stays 250 ms after the pointer leaves. */
export function AccountMenu({
  session,
  targetRef,
}: {
  session: Session;
  targetRef?: Ref<HTMLButtonElement>;
}) {
  const { area, adminMode } = useRouteArea();
  const signOut = useSignOut();
  const onSignOut = () =>
    signOut.mutate(undefined, {
      onError: (error) => {
        // A 401 already sends the person to sign in; anything else is worth saying.
        if (!isApiError(error, 401))
          notifications.show({ color: 'red', title: 'Sign out failed', message: error.message });
      },
    });

  return (
    <Menu
      trigger="click-hover"
      closeDelay={250}
      position="bottom-end"
      width={260}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <AccountMenuButton session={session} ref={targetRef} />
      </Menu.Target>
      <Menu.Dropdown>
        {accountMenuItems(session, area, adminMode).map((item) =>
          item.kind === 'link' ? (
            <Menu.Item key={item.key} component={Link} to={item.to}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item key={item.key} onClick={onSignOut} disabled={signOut.isPending}>
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
