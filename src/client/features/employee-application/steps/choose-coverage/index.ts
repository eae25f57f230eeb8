export { ChooseCoverageStep } from './choose-coverage-step';
