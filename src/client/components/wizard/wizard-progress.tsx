import { VisuallyHidden } from '@mantine/core';
import type { ProgressItem, ProgressStatus } from '@shared/domain/wizard/wizard';
import { Link } from 'react-router';
import classes from './wizard-progress.module.css';

const STATUS_TEXT: Record<ProgressStatus, string> = {
  past: 'completed',
  present: 'current',
  future: 'not started',
};

/** A group's marker: its number, or a check once complete. */
function Marker({ item, index }: { item: ProgressItem<string>; index: number }) {
  return (
    <span className={classes.marker} aria-hidden="true">
      {item.status === 'past' ? '✓' : index + 1}
    </span>
  );
}

/** A group's label, with its state in words for screen readers. */
function GroupLabel({ item, words }: { item: ProgressItem<string>; words: Record<ProgressStatus, string> }) {
  return (
    <span className={classes.label}>
      {item.label}
      <VisuallyHidden>{`, ${words[item.status]}`}</VisuallyHidden>
    </span>
  );
}

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
              <Marker item={item} index={index} />
              <GroupLabel item={item} words={STATUS_TEXT} />
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

/** The side list's words for each state (decision 0050). */
const SIDE_STATUS_TEXT: Record<ProgressStatus, string> = {
  past: 'complete',
  present: 'current step',
  future: 'incomplete',
};

interface WizardSideProgressProps<S extends string> extends WizardProgressProps<S> {
  /** A second line under a group's label, by group id. */
  descriptions?: Readonly<Partial<Record<string, string>>>;
}

/**
 * The same progress as a list beside the page (broker of record's embedded flow, decision 0050): the groups one
 * under another, each saying its state in words, the present one with aria-current="step"; a group links to its
 * step when the flow says so. On a phone the list folds under a one-line summary ("Step 2 of 5: Insurance
 * Plans") that opens it.
 */
export function WizardSideProgress<S extends string>({
  label,
  items,
  pathFor,
  descriptions = {},
}: WizardSideProgressProps<S>) {
  const currentIndex = items.findIndex((i) => i.status === 'present');
  const completeCount = items.filter((i) => i.status === 'past').length;
  const summary =
    currentIndex >= 0
      ? `Step ${currentIndex + 1} of ${items.length}: ${items[currentIndex]!.label}`
      : `${completeCount} of ${items.length} steps complete`;
  const list = (
    <ol className={classes.sideList}>
      {items.map((item, index) => {
        const description = descriptions[item.id];
        const content = (
          <>
            <Marker item={item} index={index} />
            <span className={classes.text}>
              <GroupLabel item={item} words={SIDE_STATUS_TEXT} />
              {description ? <span className={classes.description}>{description}</span> : null}
            </span>
          </>
        );
        return (
          <li
            key={item.id}
            data-status={item.status}
            aria-current={item.status === 'present' ? 'step' : undefined}
          >
            {item.status !== 'present' && item.isLink ? (
              <Link className={classes.row} to={pathFor(item.target)}>
                {content}
              </Link>
            ) : (
              <span className={classes.row}>{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
  return (
    <nav aria-label={label} className={classes.side}>
      <details className={classes.phone}>
        <summary className={classes.summary}>{summary}</summary>
        {list}
      </details>
      <div className={classes.wide}>{list}</div>
    </nav>
  );
}
