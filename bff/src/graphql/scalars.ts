import { GraphQLError, Kind } from 'graphql';
import { builder } from './builder.ts';

builder.scalarType('DateTime', {
  description: 'A point in time, as an ISO-8601 string with its offset.',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(value).toISOString()),
  parseValue: (value) => parseDate(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    return parseDate(ast.value);
  },
});

// The years a statement can be given: Postgres reads a four-digit year (JavaScript writes year 0,
// BC years and those past 9999 in forms it refuses), so a date outside them is bad input here
// rather than a failed statement later.
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

function parseDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  const time = date.getTime();
  if (Number.isNaN(time) || time < EARLIEST || time > LATEST) {
    throw new GraphQLError('DateTime must be an ISO-8601 string with a year from 1 to 9999', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return date;
}

builder.scalarType('JSON', {
  description: 'A JSON value (an app’s connector settings, whose shape each connector defines).',
  serialize: (value) => value,
  parseValue: (value) => value,
});
