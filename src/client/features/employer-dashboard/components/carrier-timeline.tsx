import { carrierTimeline, type TimelineInput } from '@shared/domain/broker-of-record/carrier-timeline';
import classes from './carrier-timeline.module.css';

/** A tick for a step done (decorative: the step says "Done" in words). */
function Tick() {
  return (
    <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
      <path d="M2.5 7.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * One carrier's steps (decision 0051) as an ordered list: each step's name, its state in words, its date or what
 * to expect; the current one marked with aria-current="step".
 */
export function CarrierTimeline({ change, label }: { change: TimelineInput; label: string }) {
  const steps = carrierTimeline(change);
  return (
    <ol className={classes.timeline} aria-label={label}>
      {steps.map((step) => (
        <li
          key={step.status}
          className={classes.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <span className={classes.marker} aria-hidden="true">
            {step.state === 'done' && <Tick />}
          </span>
          <div className={classes.title}>
            <span>{step.label}</span>
            <span className={classes.state}>({step.stateText})</span>
          </div>
          {step.date && (
            <p className={classes.detail}>
              {step.state === 'current' || step.state === 'done' ? 'On ' : ''}
              {step.date}
            </p>
          )}
          {step.note && <p className={classes.detail}>{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
