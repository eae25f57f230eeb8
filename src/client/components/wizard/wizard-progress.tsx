import { VisuallyHidden } from '@mantine/core';
import type { ProgressItem, ProgressStatus } from '@shared/domain/wizard/wizard';
import { Link } from 'react-router';
import classes from './wizard-progress.module.css';

const STATUS_TEXT: Record<ProgressStatus, string> = {
  past: 'completed',
  present: 'current',
  future: 'not started',
};

interface WizardProgressProps<S extends string> {
  /** The navigation landmark's name ("Application progress"). */
  label: string;
  items: readonly ProgressItem<S>[];
  pathFor: (step: S) => string;
}

/**
 * A flow's progress bar (its groups from buildWizardProgress): past, present or future; a group is a link only
 * when the flow says so. The present group carries aria-current="step".
 */
export function WizardProgress<S extends string>({ label, items, pathFor }: WizardProgressProps<S>) {
  return (
    <nav aria-label={label}>
      <ol className={classes.list}>
        {items.map((item, index) => {
          const content = (
            <>
              <span className={classes.marker} aria-hidden="true">
                {item.status === 'past' ? '✓' : index + 1}
              </span>
              <span className={classes.label}>
                {item.label}
                <VisuallyHidden>{`, ${STATUS_TEXT[item.status]}`}</VisuallyHidden>
              </span>
            </>
          );
          return (
            <li key={item.id} className={classes.item} data-status={item.status}>
              {item.status === 'present' ? (
                <span className={classes.link} aria-current="step">
                  {content}
                </span>
              ) : item.isLink ? (
                <Link className={classes.link} to={pathFor(item.target)}>
                  {content}
                </Link>
              ) : (
                <span className={classes.link}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
