import { describe, expect, it } from 'vitest';
import { deriveApplicationStatus } from './application-status';

const at = new Date('2026-11-01T10:00:00Z');

describe('deriveApplicationStatus', () => {
  it('is not started with no steps', () => {
    expect(deriveApplicationStatus({ completedAt: null, completedSteps: 0, enrollingAnswers: [] })).toBe(
      'not_started',
    );
  });
  it('is in progress once a step is recorded', () => {
    expect(deriveApplicationStatus({ completedAt: null, completedSteps: 2, enrollingAnswers: ['Yes'] })).toBe(
      'in_progress',
    );
  });
  it('is completed when signed with any coverage enrolled', () => {
    expect(
      deriveApplicationStatus({ completedAt: at, completedSteps: 9, enrollingAnswers: ['No', 'Yes'] }),
    ).toBe('completed');
  });
  it('is declined when signed with every coverage declined', () => {
    expect(
      deriveApplicationStatus({ completedAt: at, completedSteps: 9, enrollingAnswers: ['No', 'No'] }),
    ).toBe('declined');
  });
});
