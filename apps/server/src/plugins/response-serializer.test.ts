import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { responseSerializerCompiler } from './response-serializer';

const contract = z.object({ id: z.number().int(), name: z.string() });
const serialize = (schema: unknown) => responseSerializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('response serializer', () => {
  it('writes what the contract names and drops every other field (a column added to a query never leaks)', () => {
    expect(serialize(contract)({ id: 1, name: 'Ayşe', passwordHash: 'secret' })).toBe('{"id":1,"name":"Ayşe"}');
  });

  it('refuses an answer that breaks its contract with the error the error handler turns into a 500', () => {
    let thrown: unknown;
    try {
      serialize(contract)({ id: 'one', name: 'Ayşe' });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('reads a contract wrapped as { properties } and refuses a schema that is not zod', () => {
    expect(serialize({ properties: contract })({ id: 2, name: 'Ivan', extra: true })).toBe('{"id":2,"name":"Ivan"}');
    expect(() => serialize({ type: 'object' })).toThrow(/must be a zod type/);
  });

  it('checks a frozen answer once and writes it again as it was; an answer that can change is checked every time', () => {
    let checks = 0;
    const counted = contract.refine(() => ++checks > 0);
    const write = serialize(counted);
    const frozen = Object.freeze({ id: 3, name: 'Aigerim' });
    expect([write(frozen), write(frozen)]).toEqual(['{"id":3,"name":"Aigerim"}', '{"id":3,"name":"Aigerim"}']);
    expect(checks).toBe(1);
    const open = { id: 4, name: 'Leyla' };
    write(open);
    open.name = 'Nodira';
    expect(write(open)).toBe('{"id":4,"name":"Nodira"}');
    expect(checks).toBe(3);
  });
});
