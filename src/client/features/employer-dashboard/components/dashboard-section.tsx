import { type ReactNode, useId } from 'react';
import classes from './dashboard-section.module.css';

/** A titled card of the dashboard, named by its heading for assistive technology. */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={classes.section} aria-labelledby={headingId}>
      <h2 className={classes.heading} id={headingId}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The dashboard's cards side by side from desktop width, stacked on phones. */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return <div className={classes.grid}>{children}</div>;
}
