/**
 * The carriers context's public face (issue 36, decision 0083): what the other contexts may import from it.
 * They import it from here, never from a file behind it; a name joins the list when another context needs it.
 */
export {
  type CompanyCarrierNumbers,
  ensureMemberIds,
  putCarrierGroupsOnRecord,
  readCarrierGroups,
  readCompanyCarrierNumbers,
  recordCarrierGroupNumbers,
} from './carrier-identifiers/carrier-identifiers.service';
export {
  deletePlans,
  findOrCreateCarrier,
  insertPlan,
  lockCarrier,
  updateCarrierEdi,
} from './plans/plan-catalog-writes';
export { findCompanySbcDocuments, openCompanyPlanSbc, toPlanDocuments } from './plans/plan-documents.service';
export { toPlanView } from './plans/plan-view';
export {
  buildCensusFor,
  type ElectionCost,
  type EnrolledElection,
  findPlanCostSubject,
  getPlanCosts,
  invalidateLinePricing,
  type LinePlan,
  type LinePricing,
  listPlans,
  loadLinePricing,
  loadPricedPlans,
  parseDependentIds,
  priceEnrolledElections,
  priceLine,
} from './plans/plans.service';
export { type PlanRow, type RateRow, toContributionRule, toPricedPlan } from './plans/to-priced-plan';
