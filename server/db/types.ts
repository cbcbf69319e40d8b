import pg from 'pg';
import parseArray from 'postgres-array';

/**
 * One way of reading values on PGlite and PostgreSQL alike: dates stay 'YYYY-MM-DD' strings (no time zone shift),
 * restaurant wall times ('timestamp') are 'YYYY-MM-DDTHH:mm:ss', instants ('timestamptz') are ISO 8601 in UTC,
 * bigint counts and numerics are numbers.
 */
const OID = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  dateArray: 1182,
  timestamp: 1114,
  timestampArray: 1115,
  timestamptz: 1184,
  timestamptzArray: 1185,
} as const;

const wallTime = (value: string) => value.replace(' ', 'T').slice(0, 19);
const instant = (value: string) => new Date(value).toISOString();

const parsers = new Map<number, (value: string) => unknown>([
  [OID.int8, Number],
  [OID.numeric, Number],
  [OID.date, (value) => value],
  [OID.dateArray, (value) => parseArray.parse(value)],
  [OID.timestamp, wallTime],
  [OID.timestampArray, (value) => parseArray.parse(value, wallTime)],
  [OID.timestamptz, instant],
  [OID.timestamptzArray, (value) => parseArray.parse(value, instant)],
]);

// pg's own typings return `any` for its built-in parsers.
// eslint-disable-next-line @typescript-eslint/no-unsafe-return
const builtIn = (oid: number): ((value: string) => unknown) => pg.types.getTypeParser(oid, 'text');

export const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number) => parsers.get(oid) ?? builtIn(oid)) as pg.CustomTypesConfig['getTypeParser'],
};
