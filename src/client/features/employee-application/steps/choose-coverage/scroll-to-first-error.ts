/** Brings the first field error (or the form's alert) inside a container into view, once React has drawn it. */
export function scrollToFirstError(container: HTMLElement | null): void {
  requestAnimationFrame(() => {
    container
      ?.querySelector<HTMLElement>('[data-error], [role="alert"]')
      ?.scrollIntoView({ block: 'center' });
  });
}
