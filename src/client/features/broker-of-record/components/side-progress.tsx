import '@mantine/core/styles/VisuallyHidden.css';
import { VisuallyHidden } from '@mantine/core';
import type { BorSection } from '@shared/domain/broker-of-record/application';
import { Link, useLocation } from 'react-router';
import { listSideProgressItems, type SideProgressItem } from '../lib/side-progress-items';
import classes from './side-progress.module.css';

const STATE_TEXT: Record<SideProgressItem['state'], string> = {
  complete: 'complete',
  incomplete: 'incomplete',
  current: 'current step',
};

interface SideProgressProps {
  /** The profile's applicationStatus.sections. */
  sections: Readonly<Record<BorSection, 'complete' | 'incomplete'>>;
}

/**
 * The embedded wizard's side progress list (spec 3 §2, decision 0050): the five sections, each complete,
 * incomplete or current, as an ordered list in a navigation landmark; the current item has aria-current="step"
 * and every item says its state in words. A complete section links to its page (the company token kept). On a
 * phone the list folds under a one-line summary ("Step 2 of 5: Insurance Plans") that opens it.
 */
export function SideProgress({ sections }: SideProgressProps) {
  const location = useLocation();
  const items = listSideProgressItems(sections, location.pathname);
  const currentIndex = items.findIndex((i) => i.state === 'current');
  const completeCount = items.filter((i) => i.state === 'complete').length;
  const summary =
    currentIndex >= 0
      ? `Step ${currentIndex + 1} of ${items.length}: ${items[currentIndex]!.label}`
      : `${completeCount} of ${items.length} steps complete`;
  const list = <ProgressList items={items} search={location.search} />;
  return (
    <nav aria-label="Broker of record progress" className={classes.nav}>
      <details className={classes.phone}>
        <summary className={classes.summary}>{summary}</summary>
        {list}
      </details>
      <div className={classes.wide}>{list}</div>
    </nav>
  );
}

function ProgressList({ items, search }: { items: SideProgressItem[]; search: string }) {
  return (
    <ol className={classes.list}>
      {items.map((item, index) => {
        const content = (
          <>
            <span className={classes.marker} aria-hidden="true">
              {item.state === 'complete' ? '✓' : index + 1}
            </span>
            <span className={classes.text}>
              <span className={classes.label}>
                {item.label}
                <VisuallyHidden>{`, ${STATE_TEXT[item.state]}`}</VisuallyHidden>
              </span>
              {item.description ? <span className={classes.description}>{item.description}</span> : null}
            </span>
          </>
        );
        return (
          <li
            key={item.section}
            className={classes.item}
            data-state={item.state}
            aria-current={item.state === 'current' ? 'step' : undefined}
          >
            {item.state === 'complete' ? (
              <Link className={classes.row} to={{ pathname: item.path, search }}>
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
}
