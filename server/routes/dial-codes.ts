import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { z } from 'zod';
import { dialCodeSchema, type DialCode } from '../../contract/config.ts';
import type { RouteDeps } from '../deps.ts';

/** Every country libphonenumber-js knows, by country code, with its dial prefix ('+47'): the same for every request. */
const dialCodes: DialCode[] = getCountries()
  .map((code) => ({ code, phone: `+${getCountryCallingCode(code)}` }))
  .sort((a, b) => a.code.localeCompare(b.code));

/** `GET /api/config/dialcodes` (spec section 7): the blocked-customer form's country choices. Needs a token, unlike /config. */
export const dialCodeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get('/config/dialcodes', { schema: { response: { 200: z.array(dialCodeSchema) } } }, async () => dialCodes);
};
