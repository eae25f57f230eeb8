import type { Session } from '@shared/schemas/auth';
import {
  type ComponentType,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { whenPageSettled } from '../lib/page-settled';
import type { AccountMenu as AccountMenuType } from './account-menu';
import { AccountMenuButton } from './account-menu-button';

type AccountMenuComponent = ComponentType<Parameters<typeof AccountMenuType>[0]>;

/**
 * What the person did with the stand-in button before the menu's code arrived: whether the focus is on it (it
 * came and did not move to another element since) and whether it was pressed.
 */
interface Reached {
  focused: boolean;
  pressed: boolean;
}

/**
 * The account menu, its code loaded once the page has settled (lib/page-settled.ts), or as soon as someone points at, focuses or
 * presses its button: until then the same button stands in, and a press on it opens the menu once it is in.
 */
export function DeferredAccountMenu({ session }: { session: Session }) {
  const [AccountMenu, setAccountMenu] = useState<AccountMenuComponent | null>(null);
  const reached = useRef<Reached>({ focused: false, pressed: false });
  const target = useRef<HTMLButtonElement>(null);
  const loading = useRef(false);
  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    // A failed load leaves the stand-in, which asks again when reached (after a deploy, the page reloads).
    import('./account-menu').then(
      (module) => setAccountMenu(() => module.AccountMenu),
      () => {
        loading.current = false;
      },
    );
  }, []);
  useEffect(() => whenPageSettled(load), [load]);

  if (AccountMenu) {
    return (
      <>
        <AccountMenu session={session} targetRef={target} />
        <HandOver target={target} reached={reached} />
      </>
    );
  }
  return (
    <AccountMenuButton
      session={session}
      onPointerEnter={load}
      onFocus={() => {
        reached.current.focused = true;
        load();
      }}
      // Focus that moves to another element leaves; the stand-in's own removal (no element to go to) does not.
      onBlur={(event) => {
        if (event.relatedTarget) reached.current.focused = false;
      }}
      onClick={() => {
        reached.current.pressed = true;
        load();
      }}
    />
  );
}

/**
 * Once the menu has taken the stand-in's place: the focus stays on its button, and a press opens it. A layout
 * effect, so it happens in the same task as the swap: a key pressed meanwhile cannot land on the page's body.
 */
function HandOver({
  target,
  reached,
}: {
  target: RefObject<HTMLButtonElement | null>;
  reached: RefObject<Reached>;
}) {
  useLayoutEffect(() => {
    const button = target.current;
    if (!button) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if ((reached.current.focused && lost) || reached.current.pressed) button.focus();
    if (reached.current.pressed) button.click();
  }, [target, reached]);
  return null;
}
