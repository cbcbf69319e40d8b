import type { FastifyRequest } from 'fastify';
import { originOf } from '../history/writer.ts';
import { announceScheduleChange, type ScheduleChange } from './schedule-changes.ts';
import type { ScheduleHub } from './schedule-hub.ts';

/**
 * Announces a write's change in the request's transaction (every server process hears it once it commits), and tells
 * this process's hub once the request's writes are final (`request.afterCommit`, the idempotency plugin's hook
 * point; see ScheduleHub.committed).
 */
export async function announce(request: FastifyRequest, hub: ScheduleHub, change: ScheduleChange): Promise<void> {
  const announced: ScheduleChange = { ...change, origin: originOf(request) };
  await announceScheduleChange(request.db, announced);
  request.afterCommit(() => hub.committed(announced));
}
