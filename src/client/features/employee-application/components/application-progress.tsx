import { VisuallyHidden } from '@mantine/core';
import {
  type ApplicationStep,
  buildApplicationProgress,
  type ProgressStatus,
} from '@shared/domain/steps/steps';
import { Link } from 'react-router';
import { useApplication } from '../api/get-application';
import { useApplicationSteps, useStepPath } from '../lib/step-navigation';
import classes from './application-progress.module.css';

const STATUS_TEXT: Record<ProgressStatus, string> = {
  past: 'completed',
  present: 'current',
  future: 'not started',
};

/**
 * The four-group progress bar (spec 1 §2): past, present or future; a later group is a link only when every
 * step of the group before it is complete. The present group carries aria-current="step".
 */
export function ApplicationProgress({ step }: { step: ApplicationStep }) {
  const application = useApplication();
  const steps = useApplicationSteps();
  const pathFor = useStepPath();
  const items = buildApplicationProgress(steps, step, new Set(application.employeePolicy.completedSteps));
  return (
    <nav aria-label="Application progress">
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
