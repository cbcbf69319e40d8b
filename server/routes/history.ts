import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityPageSchema,
  activityQuerySchema,
  entryParamsSchema,
  historyEntrySchema,
  historyPageSchema,
  historyParamsSchema,
  historyQuerySchema,
  peopleSchema,
  revertRefusedSchema,
} from '../../contract/history.ts';
import type { RouteDeps } from '../deps.ts';
import { activity, entryById, people, recordHistory } from '../history/reads.ts';
import { revertEntry, type Reverted } from '../history/revert.ts';
import { announce } from '../live/announce.ts';
import type { FastifyRequest } from 'fastify';
import type { ScheduleHub } from '../live/schedule-hub.ts';

/**
 * The change log (docs/decisions/029-change-log.md): a record's history, everything changed (Activity), who has
 * changed something, and the revert of one entry. Nothing here (nor anywhere) changes or deletes an entry.
 */
export const historyRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  app.get(
    '/history/:resource/:id',
    {
      schema: {
        summary: "One record's changes, newest first",
        params: historyParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema },
      },
    },
    async (request) =>
      recordHistory(
        request.db,
        request.params.resource,
        request.params.id,
        request.query.page,
        request.query.itemsPerPage,
      ),
  );

  app.get(
    '/activity',
    {
      schema: {
        summary: 'Every change, newest first, by person, kind of record, time and words',
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema },
      },
    },
    async (request) => activity(request.db, request.query),
  );

  app.get(
    '/activity/people',
    { schema: { summary: 'Everyone who has changed something', response: { 200: peopleSchema } } },
    async (request) => people(request.db),
  );

  app.post(
    '/history/entries/:id/revert',
    {
      config: {
        unversioned:
          'checks each field it puts back against the record as it is now, and refuses when one changed since',
      },
      schema: {
        summary: "Puts an entry's before values back, as a new change",
        params: entryParamsSchema,
        response: { 200: historyEntrySchema, 409: revertRefusedSchema },
      },
    },
    async (request) => {
      const reverted = await revertEntry(request.db, request.params.id, request.user);
      await announceOnTheDoor(request, deps.live, reverted);
      const made = await request.db
        .selectFrom('change_log')
        .select('id')
        .where('reverts', '=', request.params.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return (await entryById(request.db, made.id))!;
    },
  );
};

/**
 * A revert of a blocked slot shows on every tablet with the day, as the host's own change would. (A booking's revert
 * is announced by the database itself, as any change of a booking is: migration 010.)
 */
async function announceOnTheDoor(request: FastifyRequest, live: ScheduleHub, { entry }: Reverted) {
  if (entry.resource === 'restaurants') {
    const slots = entry.changes.blockedMealTimes;
    for (const at of slots?.added ?? [])
      await announce(request, live, { slot: [Number(entry.record_id), String(at), false] });
    for (const at of slots?.removed ?? [])
      await announce(request, live, { slot: [Number(entry.record_id), String(at), true] });
  }
}
