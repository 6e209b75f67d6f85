import { createSourceEventStream, type DocumentNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';

/**
 * Subscriptions run each event's selection through a compiled function instead of the
 * interpreter. A streaming answer is hundreds of events a second per process, and interpreting
 * the same small selection for each (arguments mapped, fields collected, promises chained for
 * @defer) cost more than anything but the socket writes. The source stream itself, with its
 * authorisation, is made as usual; only the per-event execution changes.
 */
export function useCompiledSubscriptionEvents(): Plugin {
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();
  const compiledFor = async (args: ExecutionArgs) => {
    const byOperation = compiled.get(args.document) ?? new Map<string, CompiledQuery | null>();
    compiled.set(args.document, byOperation);
    const key = args.operationName ?? '';
    if (!byOperation.has(key)) {
      // The compiler loads with the first subscription: a start does not need it.
      const { compileQuery } = await import('graphql-jit');
      // What the compiler does not take runs as usual.
      try {
        const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
        byOperation.set(key, 'query' in result ? result : null);
      } catch {
        byOperation.set(key, null);
      }
    }
    return byOperation.get(key) ?? null;
  };

  return {
    async onSubscribe({ args, setSubscribeFn }) {
      const query = await compiledFor(args);
      if (!query) return;
      setSubscribeFn(async (subscription: ExecutionArgs) => {
        const source = await createSourceEventStream(subscription);
        if (!isAsyncIterable(source)) return source;
        return mapEvents(source, (payload) => query.query(payload, subscription.contextValue, subscription.variableValues ?? {}));
      });
    },
  };
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * The source's events, each executed. A plain iterator rather than an async generator: a
 * generator adds a turn of the event loop per event, and closing it must reach the source (which
 * then stops listening) at once, even while it waits for its next event.
 */
function mapEvents(
  source: AsyncIterable<unknown>,
  execute: (payload: unknown) => ExecutionResult | Promise<ExecutionResult>,
): AsyncIterableIterator<ExecutionResult> {
  const iterator = source[Symbol.asyncIterator]();
  // A compiled selection of plain fields answers at once: no turn waiting for it.
  const step = (next: Promise<IteratorResult<unknown>>): Promise<IteratorResult<ExecutionResult>> =>
    next.then((result) => {
      if (result.done) return { done: true, value: undefined };
      const value = execute(result.value);
      return value instanceof Promise ? value.then((executed) => ({ done: false, value: executed })) : { done: false, value };
    });
  return {
    next: () => step(iterator.next()),
    return: async () => {
      await iterator.return?.();
      return { done: true, value: undefined };
    },
    throw: async (error: unknown) => {
      if (iterator.throw) return step(iterator.throw(error));
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
