/** A field in error: Mantine's inputs mark themselves aria-invalid; a custom control marks its box data-error. */
const FIELD_IN_ERROR = '[aria-invalid="true"], [data-error]';
const TYPED_INTO = 'input, textarea, select, [contenteditable="true"]';
const CONTROL =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/** Scrolls the target to the middle and focuses it (an alert has tabindex -1), or the first control inside it. */
function bringIntoView(target: HTMLElement) {
  target.scrollIntoView({ block: 'center' });
  const focusable = target.matches(`${CONTROL}, [tabindex]`)
    ? target
    : target.querySelector<HTMLElement>(`${CONTROL}, [tabindex]:not([tabindex="-1"])`);
  focusable?.focus({ preventScroll: true });
}

/**
 * Where the focus was when a form was last submitted (read in the capture phase, before any handler ran): the
 * errors may be drawn, and the person move on, before a form's handler gets to call `scrollToFirstError`.
 */
let focusAtSubmit: Element | null = null;
if (typeof document !== 'undefined')
  document.addEventListener(
    'submit',
    () => {
      focusAtSubmit = document.activeElement;
    },
    true,
  );

/**
 * Whether the person went on to type in another field since: the focus is now in a field it was not in. Focus
 * that went elsewhere by itself (a button that disabled itself while saving, a dialog handing it back to its
 * opener) is not that.
 */
function movedOn(focusedBefore: Element | null): boolean {
  const now = document.activeElement;
  return now !== focusedBefore && now instanceof HTMLElement && now.matches(TYPED_INTO);
}

/**
 * Once React has drawn the errors: the first field in error inside `container` (in page order) is scrolled to
 * the middle of the screen and focused; without one, the form's alert (`alert`, read then; without it, the
 * container's first role="alert"). `to: 'alert'` goes to the alert first. A person who has meanwhile moved to
 * another control (typing on after the error appeared) keeps their focus: taking it mid-word would send what
 * they type into the field in error.
 */
export function scrollToFirstError(
  container: HTMLElement | null,
  options: { to?: 'field' | 'alert'; alert?: { readonly current: HTMLElement | null } } = {},
): void {
  const focusedBefore = focusAtSubmit ?? document.activeElement;
  setTimeout(() =>
    requestAnimationFrame(() => {
      if (movedOn(focusedBefore)) return;
      const alert = options.alert
        ? options.alert.current
        : (container?.querySelector<HTMLElement>('[role="alert"]') ?? null);
      const field = container?.querySelector<HTMLElement>(FIELD_IN_ERROR) ?? null;
      const target = options.to === 'alert' ? (alert ?? field) : (field ?? alert);
      if (target) bringIntoView(target);
    }),
  );
}
