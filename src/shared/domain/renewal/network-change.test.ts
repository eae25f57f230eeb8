import { describe, expect, it } from 'vitest';
import {
  countNetworkMoves,
  describeNetworkMoveCount,
  describePersonNetworkChange,
  findNetworkChange,
} from './network-change';

const PPO = { networkType: 'PPO', network: 'Full PPO Network' };
const KAISER = { networkType: 'HMO', network: 'Kaiser Permanente HMO' };
const SELECT_HMO = { networkType: 'HMO', network: 'Select Care' };

describe('findNetworkChange', () => {
  it('finds a change of network type (PPO → HMO)', () => {
    expect(findNetworkChange(PPO, KAISER)).toEqual({ from: PPO, to: KAISER });
  });

  it('finds the same type on a differently named network', () => {
    expect(findNetworkChange(KAISER, SELECT_HMO)).toEqual({ from: KAISER, to: SELECT_HMO });
  });

  it('is no change for the same network, whatever the case and spaces', () => {
    expect(findNetworkChange(PPO, { networkType: ' ppo ', network: 'full ppo network' })).toBeNull();
  });

  it('is no change when either network is not named (the type alone decides)', () => {
    expect(findNetworkChange(PPO, { networkType: 'PPO', network: null })).toBeNull();
    expect(findNetworkChange({ networkType: 'PPO', network: null }, KAISER)?.to).toEqual(KAISER);
  });

  it('states nothing when a type is not on record or a plan is missing', () => {
    expect(findNetworkChange({ networkType: null, network: 'A' }, KAISER)).toBeNull();
    expect(findNetworkChange(PPO, { networkType: '  ', network: null })).toBeNull();
    expect(findNetworkChange(null, KAISER)).toBeNull();
    expect(findNetworkChange(PPO, null)).toBeNull();
  });
});

describe('countNetworkMoves', () => {
  const toKaiser = findNetworkChange(PPO, KAISER)!;
  const dentalToHmo = findNetworkChange(
    { networkType: 'PPO', network: null },
    { networkType: 'HMO', network: null },
  )!;

  it('adds the people of the same change on a line, lines in the order given', () => {
    const counts = countNetworkMoves(
      [
        { coverageType: 'dental', change: dentalToHmo, people: 1 },
        { coverageType: 'medical', change: toKaiser, people: 3 },
        { coverageType: 'medical', change: toKaiser, people: 1 },
      ],
      ['medical', 'dental', 'vision'],
    );
    expect(counts).toEqual([
      {
        coverageType: 'medical',
        from: 'PPO (Full PPO Network)',
        to: 'HMO (Kaiser Permanente HMO)',
        people: 4,
      },
      { coverageType: 'dental', from: 'PPO', to: 'HMO', people: 1 },
    ]);
    expect(counts.map(describeNetworkMoveCount)).toEqual([
      'Medical: 4 enrolled people move from PPO (Full PPO Network) to HMO (Kaiser Permanente HMO).',
      'Dental: 1 enrolled person moves from PPO to HMO.',
    ]);
  });

  it('is empty with no move', () => {
    expect(countNetworkMoves([], ['medical'])).toEqual([]);
  });
});

describe('describePersonNetworkChange', () => {
  it('names both plans and networks and says what to check', () => {
    expect(
      describePersonNetworkChange({
        coverageType: 'medical',
        currentPlanName: 'Gold PPO 500',
        newPlanName: 'Gold HMO 250 (2027)',
        change: findNetworkChange(PPO, KAISER)!,
      }),
    ).toBe(
      "Your medical network changes: your plan now, Gold PPO 500, is on PPO (Full PPO Network); Gold HMO 250 (2027) is on HMO (Kaiser Permanente HMO). Check that your doctors are in the new plan's provider directory.",
    );
  });
});
