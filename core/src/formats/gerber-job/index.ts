export { type GerberJob, type JobFile, readGerberJob } from './read-job';
