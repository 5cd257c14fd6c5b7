// Shared subscription results: one execution per published change and audience (vendor, role,
// language, document, variables); other audiences and other subscriptions execute on their own.
import { GraphQLError, GraphQLInt, GraphQLObjectType, GraphQLSchema, GraphQLString, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { LiveSource } from '../../lib/live-source.ts';
import { audienceKey, sharedSubscribe } from '../shared-live.ts';

function setup() {
  let executions = 0;
  const listeners = new Set<(payload: object) => void>();
  const Change = new GraphQLObjectType({
    name: 'EventChange',
    fields: {
      summary: {
        type: GraphQLString,
        args: { suffix: { type: GraphQLString } },
        resolve: (change: { summary: string }, args: { suffix?: string | null }, ctx: { lang: string }) => {
          executions++;
          return `${change.summary} (${ctx.lang})${args.suffix ?? ''}`;
        },
      },
    },
  });
  const schema = new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
    subscription: new GraphQLObjectType({
      name: 'Subscription',
      fields: {
        calendarEventsChanged: {
          type: Change,
          args: { from: { type: GraphQLString } },
          // Every subscriber of the process gets the same payload object, as the pubsub does.
          subscribe: () => {
            const queue: object[] = [];
            let wake: (() => void) | null = null;
            const listener = (payload: object) => {
              queue.push(payload);
              wake?.();
            };
            listeners.add(listener);
            return {
              async next() {
                while (!queue.length) await new Promise<void>((resolve) => (wake = resolve));
                return { value: queue.shift()!, done: false };
              },
              async return() {
                listeners.delete(listener);
                return { value: undefined, done: true };
              },
              [Symbol.asyncIterator]() {
                return this;
              },
            };
          },
          resolve: (payload: object) => payload,
        },
        other: { type: GraphQLString, subscribe: async function* () {}, resolve: () => 'x' },
      },
    }),
  });
  const publish = (payload: object) => {
    for (const l of listeners) l(payload);
  };
  return { schema, publish, listeners, executions: () => executions };
}

const document = parse('subscription { calendarEventsChanged { summary } }');
const viewer = (vendorId: number, role = 3) => ({ viewer: { vendorId, role }, lang: 'fr' });

describe('shared subscription results', () => {
  it('executes once per change for subscribers of one audience, apart for another vendor or language', async () => {
    const { schema, publish, listeners, executions } = setup();
    const subscribe = async (contextValue: object) => {
      const args = { schema, document, contextValue };
      const key = audienceKey(args);
      expect(key).not.toBeNull();
      return (await sharedSubscribe(args, key!)) as AsyncIterableIterator<{ data?: unknown }>;
    };
    const same = await Promise.all(Array.from({ length: 50 }, () => subscribe(viewer(7))));
    const otherVendor = await subscribe(viewer(8));
    const english = await subscribe({ ...viewer(7), lang: 'en' });
    const nexts = [...same, otherVendor, english].map((s) => s.next());
    publish({ summary: 'Coupe' });
    const results = await Promise.all(nexts);
    expect(executions()).toBe(3);
    expect(results[0]!.value.data).toEqual({ calendarEventsChanged: { summary: 'Coupe (fr)' } });
    expect(results[50]!.value.data).toEqual({ calendarEventsChanged: { summary: 'Coupe (fr)' } });
    expect(results[51]!.value.data).toEqual({ calendarEventsChanged: { summary: 'Coupe (en)' } });
    // A new change executes again; closing a subscription detaches it from the source at once.
    const again = same[0]!.next();
    publish({ summary: 'Brushing' });
    expect((await again).value.data).toEqual({ calendarEventsChanged: { summary: 'Brushing (fr)' } });
    for (const s of [...same, otherVendor, english]) await s.return?.();
    expect(listeners.size).toBe(0);
  });

  it('shares between calendars of other ranges, not between other values of a variable of the selection', async () => {
    const { schema, publish, executions } = setup();
    const ranged = parse(
      'subscription ($from: String, $s: String) { calendarEventsChanged(from: $from) { summary(suffix: $s) } }',
    );
    const subscribe = async (variableValues: Record<string, unknown>) => {
      const args = { schema, document: ranged, contextValue: viewer(7), variableValues };
      return (await sharedSubscribe(args, audienceKey(args)!)) as AsyncIterableIterator<{ data?: unknown }>;
    };
    const weeks = await Promise.all(Array.from({ length: 20 }, (_, i) => subscribe({ from: `2026-01-${10 + i}` })));
    const suffixed = await subscribe({ from: '2026-01-10', s: '!' });
    const nulled = await subscribe({ from: '2026-01-10', s: null });
    const nexts = [...weeks, suffixed, nulled].map((s) => s.next());
    publish({ summary: 'Coupe' });
    const results = await Promise.all(nexts);
    expect(executions()).toBe(3);
    expect(results[19]!.value.data).toEqual({ calendarEventsChanged: { summary: 'Coupe (fr)' } });
    expect(results[20]!.value.data).toEqual({ calendarEventsChanged: { summary: 'Coupe (fr)!' } });
    expect(results[21]!.value.data).toEqual({ calendarEventsChanged: { summary: 'Coupe (fr)' } });
    for (const s of [...weeks, suffixed, nulled]) await s.return?.();
  });

  it('shares only the listed subscriptions, and only with a vendor viewer', () => {
    const { schema } = setup();
    expect(audienceKey({ schema, document: parse('subscription { other }'), contextValue: viewer(7) })).toBeNull();
    expect(audienceKey({ schema, document, contextValue: { viewer: null, lang: 'fr' } })).toBeNull();
    expect(
      audienceKey({ schema, document, contextValue: { viewer: { vendorId: null, role: 1 }, lang: 'fr' } }),
    ).toBeNull();
    expect(audienceKey({ schema, document: parse('{ ok }'), contextValue: viewer(7) })).toBeNull();
  });

  it('writes one serialised result to every websocket subscriber of an audience whose filter accepts the change', async () => {
    const target = new EventTarget();
    let executions = 0;
    const Change = new GraphQLObjectType({
      name: 'EventChange',
      fields: {
        summary: {
          type: GraphQLString,
          resolve: async (change: { summary: string; day: number }, _a, ctx: { lang: string }) => {
            executions++;
            // The first change resolves last: delivery still follows publication order.
            await new Promise((resolve) => setTimeout(resolve, change.day === 1 ? 30 : 0));
            if (change.summary === 'broken') throw new Error('database down');
            return `${change.summary} (${ctx.lang})`;
          },
        },
      },
    });
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({ name: 'Query', fields: { ok: { type: GraphQLString } } }),
      subscription: new GraphQLObjectType({
        name: 'Subscription',
        fields: {
          calendarEventsChanged: {
            type: Change,
            args: { day: { type: GraphQLInt } },
            subscribe: (_r, args: { day?: number }) =>
              new LiveSource<{ day: number }>(
                target,
                'calendar:events:7',
                (c) => args.day == null || c.day === args.day,
              ),
            resolve: (payload: object) => payload,
          },
        },
      }),
    });
    const doc = parse('subscription ($day: Int) { calendarEventsChanged(day: $day) { summary } }');
    const masked: string[] = [];
    const mask = (error: GraphQLError) => {
      masked.push(error.message);
      return new GraphQLError('Unexpected error.');
    };
    const subscribe = async (day: number | undefined, lang = 'fr') => {
      const sent: unknown[] = [];
      const args = { schema, document: doc, contextValue: { ...viewer(7), lang }, variableValues: { day } };
      const send = (json: string) => sent.push(JSON.parse(json));
      const stream = (await sharedSubscribe(args, audienceKey(args)!, {
        send,
        mask,
      })) as AsyncIterableIterator<unknown>;
      return { sent, stream };
    };
    const all = await Promise.all(Array.from({ length: 30 }, () => subscribe(undefined)));
    const dayTwo = await subscribe(2);
    const english = await subscribe(undefined, 'en');
    const publish = (detail: object) => target.dispatchEvent(new CustomEvent('calendar:events:7', { detail }));
    publish({ summary: 'Coupe', day: 1 });
    publish({ summary: 'Brushing', day: 2 });
    publish({ summary: 'broken', day: 3 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    // One execution per change and audience (French, English), whatever the subscriber's range.
    expect(executions).toBe(6);
    expect(all[0]!.sent).toEqual([
      { data: { calendarEventsChanged: { summary: 'Coupe (fr)' } } },
      { data: { calendarEventsChanged: { summary: 'Brushing (fr)' } } },
      {
        data: { calendarEventsChanged: { summary: null } },
        errors: [expect.objectContaining({ message: 'Unexpected error.' })],
      },
    ]);
    expect(all[29]!.sent).toEqual(all[0]!.sent);
    expect(dayTwo.sent).toEqual([{ data: { calendarEventsChanged: { summary: 'Brushing (fr)' } } }]);
    expect(english.sent[0]).toEqual({ data: { calendarEventsChanged: { summary: 'Coupe (en)' } } });
    expect(masked).toEqual(['database down', 'database down']);
    // Ending a subscription ends its iteration and stops its deliveries; the last one detaches the source.
    const pending = all[0]!.stream.next();
    await all[0]!.stream.return?.();
    expect(await pending).toEqual({ value: undefined, done: true });
    publish({ summary: 'Soin', day: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(all[0]!.sent).toHaveLength(3);
    expect(all[1]!.sent).toHaveLength(4);
    for (const s of [...all, dayTwo, english]) await s.stream.return?.();
    const before = executions;
    publish({ summary: 'Personne', day: 2 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(executions).toBe(before);
  });
});
