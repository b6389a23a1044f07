export {
  defineJob,
  type Job,
  type JobContext,
  type JobDefinition,
  type JobFailure,
  type JobSchedule,
  type RetryPolicy,
} from './define'
export {
  type EnqueueOptions,
  enqueue,
  JobQueue,
  jobSettled,
  type QueueDeps,
  type QueueOptions,
  startJobs,
} from './queue'
