import type { SimulationEmployeeInput } from '../contributions/simulation';
import type { CoverageType } from '../enums';
import { type PackageLine, packageChooser } from './suite-costs';

/**
 * Whether a renewal moves someone to another network (decision 0070). A plan's network is its type (HMO,
 * PPO, EPO, POS...; docs/spec/1 §3 `plan_type`) and, where the carrier names one, the network itself. A change is
 * a different type, or the same type on a differently named network; a plan whose type is not on record
 * changes nothing we can state.
 */

export interface NetworkFacts {
  /** HMO, HMP, PPO, EPO, POS, Indemnity, multiple (the plan's `plan_type`). */
  networkType: string | null;
  /** The carrier's name for the network ("Full PPO Network"), when given. */
  network: string | null;
}

export interface NetworkChange {
  from: NetworkFacts & { networkType: string };
  to: NetworkFacts & { networkType: string };
}

const key = (value: string | null) => value?.trim().toUpperCase() ?? '';

/** The change from one plan's network to another's, or null when it is the same network (or not known). */
export function findNetworkChange(from: NetworkFacts | null, to: NetworkFacts | null): NetworkChange | null {
  if (!from || !to || !key(from.networkType) || !key(to.networkType)) return null;
  const sameType = key(from.networkType) === key(to.networkType);
  const sameNetwork = !key(from.network) || !key(to.network) || key(from.network) === key(to.network);
  if (sameType && sameNetwork) return null;
  return {
    from: { networkType: from.networkType!.trim(), network: from.network?.trim() || null },
    to: { networkType: to.networkType!.trim(), network: to.network?.trim() || null },
  };
}

/** "PPO (Full PPO Network)", or "PPO" with no named network. */
export function describeNetwork(facts: NetworkFacts & { networkType: string }): string {
  return facts.network ? `${facts.networkType} (${facts.network})` : facts.networkType;
}

/** An enrolled employee moving on a line, with the family members they cover there. */
export interface NetworkMove {
  coverageType: CoverageType;
  change: NetworkChange;
  /** The employee and the dependents covered with them on the line. */
  people: number;
}

/** The moves of a package, counted per line and per change (same from and to), in the line order given. */
export interface NetworkMoveCount {
  coverageType: CoverageType;
  from: string;
  to: string;
  people: number;
}

export function countNetworkMoves(
  moves: readonly NetworkMove[],
  lineOrder: readonly CoverageType[],
): NetworkMoveCount[] {
  const counts = new Map<string, NetworkMoveCount>();
  for (const move of moves) {
    const from = describeNetwork(move.change.from);
    const to = describeNetwork(move.change.to);
    const k = [move.coverageType, from, to].join('\u0000');
    const count = counts.get(k) ?? { coverageType: move.coverageType, from, to, people: 0 };
    count.people += move.people;
    counts.set(k, count);
  }
  return [...counts.values()].sort(
    (a, b) =>
      lineOrder.indexOf(a.coverageType) - lineOrder.indexOf(b.coverageType) ||
      b.people - a.people ||
      a.from.localeCompare(b.from),
  );
}

const LINE_WORDS: Partial<Record<CoverageType, string>> = {
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
};

/** The employer's sentence: "Medical: 3 enrolled people move from PPO (Full PPO Network) to HMO (Kaiser…)." */
export function describeNetworkMoveCount(count: NetworkMoveCount): string {
  const who = count.people === 1 ? '1 enrolled person moves' : `${count.people} enrolled people move`;
  return `${LINE_WORDS[count.coverageType] ?? count.coverageType}: ${who} from ${count.from} to ${count.to}.`;
}

/** The employee's sentence about their own plan on a line. */
export function describePersonNetworkChange(input: {
  coverageType: CoverageType;
  currentPlanName: string;
  newPlanName: string;
  change: NetworkChange;
}): string {
  const line = (LINE_WORDS[input.coverageType] ?? input.coverageType).toLowerCase();
  return `Your ${line} network changes: your plan now, ${input.currentPlanName}, is on ${describeNetwork(input.change.from)}; ${input.newPlanName} is on ${describeNetwork(input.change.to)}. Check that your doctors are in the new plan's provider directory.`;
}

/**
 * The network moves of a package for a census: on each line, an employee enrolled on a current plan moves to
 * the plan the package gives them (the same rule its costs price: the mapped plan, else the line's base plan,
 * `packageChooser`); a move to another network counts the employee and the dependents covered with them.
 */
export function findPackageNetworkMoves(input: {
  lines: readonly PackageLine[];
  replacing: ReadonlyMap<string, string>;
  employees: readonly SimulationEmployeeInput[];
  networkOf: (planId: string) => NetworkFacts | null;
}): NetworkMove[] {
  const moves: NetworkMove[] = [];
  for (const line of input.lines) {
    const choose = packageChooser(line, input.replacing);
    for (const employee of input.employees) {
      const election = employee.elections[line.coverageType];
      if (!election || election === 'declined') continue;
      const next = choose(employee, election.planId);
      if (!next || next.id === election.planId) continue;
      const change = findNetworkChange(input.networkOf(election.planId), input.networkOf(next.id));
      if (change)
        moves.push({ coverageType: line.coverageType, change, people: 1 + election.dependentIds.length });
    }
  }
  return moves;
}
