/** Plans by id in the engine's shape (renewal suites' plans, decision 0035). */
import { loadPricedPlans } from '@server/modules/carriers/plans/plans.service';
import { expect, it } from 'vitest';
import { createPlan } from '../factories';
import { apiSuite } from '../helpers/api-suite';

const suite = apiSuite();

it('loads each plan with its own rates, priced as the engine reads them', async () => {
  const medical = await createPlan(suite.db, { type: 'medical' });
  const dental = await createPlan(suite.db, { type: 'dental' });
  const got = await loadPricedPlans(suite.db, [medical.plan.id, dental.plan.id]);
  const byId = new Map(got.map((g) => [g.plan.id, g.priced.pricing]));
  expect(byId.get(medical.plan.id)).toMatchObject({ kind: 'age_rated', baseRateCents: 45_000 });
  expect(byId.get(dental.plan.id)).toMatchObject({
    kind: 'segment',
    rates: { eeOnly: 4_000, eeSpouse: 8_000, eeChildren: 7_200, eeFamily: 11_600 },
  });
  expect(await loadPricedPlans(suite.db, [])).toEqual([]);
});
