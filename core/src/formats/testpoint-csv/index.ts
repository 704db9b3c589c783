export { importTestPointCsv } from './import-testpoint-csv';
