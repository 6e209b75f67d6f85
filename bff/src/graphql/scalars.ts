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

function parseDate(value: unknown): Date {
  const date = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO-8601 string');
  return date;
}

builder.scalarType('JSON', {
  description: 'A JSON value (an app’s connector settings, whose shape each connector defines).',
  serialize: (value) => value,
  parseValue: (value) => value,
});
