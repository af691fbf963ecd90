export { apexUnitOf, checkApex, checkSoql, type ApexUnit } from './check.js';
export { testedClasses, hasApexTestClass } from './test-class.js';
