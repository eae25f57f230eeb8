/** A field in error: Mantine's inputs mark themselves aria-invalid; a custom control marks its box data-error. */
const FIELD_IN_ERROR = '[aria-invalid="true"], [data-error]';
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
 * Once React has drawn the errors: the first field in error inside `container` (in page order) is scrolled to
 * the middle of the screen and focused; without one, the form's alert (`alert`, read then; without it, the
 * container's first role="alert"). `to: 'alert'` goes to the alert first.
 */
export function scrollToFirstError(
  container: HTMLElement | null,
  options: { to?: 'field' | 'alert'; alert?: { readonly current: HTMLElement | null } } = {},
): void {
  setTimeout(() =>
    requestAnimationFrame(() => {
      const alert = options.alert
        ? options.alert.current
        : (container?.querySelector<HTMLElement>('[role="alert"]') ?? null);
      const field = container?.querySelector<HTMLElement>(FIELD_IN_ERROR) ?? null;
      const target = options.to === 'alert' ? (alert ?? field) : (field ?? alert);
      if (target) bringIntoView(target);
    }),
  );
}
