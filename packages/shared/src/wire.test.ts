import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminScholarship, associationOrganization } from './index.js';
import { wireShape as typedShape } from './wire.js';

/** Typed loosely: the tests hand it values the contract's type would refuse. */
const wireShape = (s: z.ZodType): z.ZodType<unknown, unknown> => typedShape(s);

describe('wireShape', () => {
  const input = z.object({
    title: z.string().min(3).max(5),
    when: z.string().datetime(),
    tags: z.array(z.string()).max(1).default([]),
    n: z.number().int().min(10),
  });
  const wire = wireShape(input);

  it('keeps fields, types and integers, drops what the contract does not name', () => {
    expect(
      z.encode(wire, { title: 'a', when: '0049-01-01T00:00:00.000Z', tags: ['x', 'y'], n: 1, passwordHash: 'h' }),
    ).toEqual({
      title: 'a',
      when: '0049-01-01T00:00:00.000Z',
      tags: ['x', 'y'],
      n: 1,
    });
    expect(z.safeEncode(wire, { title: 'a', when: 'x', tags: [], n: 1.5 }).success).toBe(false);
    expect(z.safeEncode(wire, { title: 1, when: 'x', tags: [], n: 1 }).success).toBe(false);
  });

  it('asks for every field an input could leave to its default', () => {
    expect(z.safeEncode(wire, { title: 'a', when: 'x', n: 1 }).success).toBe(false);
  });

  it('reads back what staff contracts refuse as input but a database may hold (a deadline in year 49)', () => {
    const shape = typedShape(adminScholarship);
    const stored = z.safeEncode(adminScholarship.shape.deadline, '0049-06-30T00:00:00.000Z');
    expect(stored.success).toBe(false);
    expect(z.safeEncode(shape.shape.deadline, '0049-06-30T00:00:00.000Z').success).toBe(true);
  });

  it('keeps a recursive contract recursive', () => {
    const node = {
      id: 'a',
      name: 'A',
      person: '',
      children: [{ id: 'b', name: 'B', person: 'P', children: [], extra: 1 }],
    };
    const data = { servedLanguage: 'en_US', availableLanguages: ['en_US'], title: 'T', root: node };
    expect(z.encode(wireShape(associationOrganization), data)).toEqual({
      ...data,
      root: { ...node, children: [{ id: 'b', name: 'B', person: 'P', children: [] }] },
    });
  });
});
