import { describe, expect, it } from 'vitest';
import { listSideProgressItems } from './side-progress-items';

const sections = {
  companyInformation: 'complete',
  currentPlan: 'incomplete',
  confirmation: 'incomplete',
  contributions: 'incomplete',
  fileUpload: 'incomplete',
} as const;

describe('listSideProgressItems', () => {
  it("lists the five sections in order with the spec's labels, the open page current", () => {
    const items = listSideProgressItems(sections, '/broker-of-record/current-plan/');
    expect(items.map((i) => [i.label, i.state])).toEqual([
      ['Company Information', 'complete'],
      ['Insurance Plans', 'current'],
      ['Review and Sign', 'incomplete'],
      ['Contribution', 'incomplete'],
      ['File Upload', 'incomplete'],
    ]);
    expect(items[1]).toMatchObject({
      description: 'Tell us your carrier name and group number',
      path: '/broker-of-record/current-plan',
    });
  });

  it('shows a complete section as current while its page is open, and none current elsewhere', () => {
    expect(listSideProgressItems(sections, '/broker-of-record/company-information')[0]!.state).toBe(
      'current',
    );
    expect(
      listSideProgressItems(sections, '/broker-of-record/deductions').filter((i) => i.state === 'current'),
    ).toEqual([]);
  });
});
