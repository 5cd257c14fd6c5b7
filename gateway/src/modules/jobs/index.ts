// The front door of the jobs module: what the rest of the gateway uses of it.
export {
  DEFAULT_MAX_ATTEMPTS,
  enqueueJob,
  enqueueJobs,
  jobHandler,
  type JobWriter,
  MESSAGE_MAX_ATTEMPTS,
  MESSAGE_RETRY,
  notAfterOf,
  registerJobHandler,
  RetryLater,
} from './jobs.ts';
export { createJobWorker, type JobWorker } from './worker.ts';
