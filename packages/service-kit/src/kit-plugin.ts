import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { App } from './create-service';

declare const decorations: unique symbol;

/**
 * A named fastify-plugin whose type also says what it decorates the instance with. Registered
 * through `use`, it gives back the app typed with those decorations: `app.db` exists, in the types
 * as at run time, exactly where the database plugin was registered.
 */
export type KitPlugin<Options extends FastifyPluginOptions, Decorations> = FastifyPluginAsync<Options> & {
  readonly [decorations]?: Decorations;
};

type NoOptions = Record<never, never>;
type Use<D> = <A extends App>(app: A) => Promise<A & D>;

/**
 * `app.register(plugin, opts)`, for a `.then` chain: resolves to the app typed with the plugin's
 * decorations. If the plugin fails to start (the database unreachable, a migration failing), what
 * was already opened is closed before the error is passed on.
 */
export function use<D>(plugin: KitPlugin<NoOptions, D>): Use<D>;
export function use<O extends FastifyPluginOptions, D>(plugin: KitPlugin<O, D>, opts: O): Use<D>;
export function use<O extends FastifyPluginOptions, D>(plugin: KitPlugin<O, D>, opts?: O): Use<D> {
  return async <A extends App>(app: A) => {
    try {
      await app.register(plugin, opts ?? ({} as O));
    } catch (err) {
      await app.close().catch(() => undefined);
      throw err;
    }
    return app as A & D;
  };
}

/** `app.decorate(name, value)`, returning the app typed with it (a service's own decorations). */
export function decorate<A extends App, K extends string, V>(app: A, name: K, value: V): A & Record<K, V> {
  app.decorate(name as string, value as unknown);
  return app as A & Record<K, V>;
}

/**
 * Runs `close` when the app closes (after every plugin registered later has closed). A failure is
 * logged and does not stop the rest from closing.
 */
export function closeWithApp(app: FastifyInstance, close: () => Promise<unknown>): void {
  app.addHook('onClose', async () => {
    await close().catch((err: unknown) => app.log.warn({ err }, 'error while closing'));
  });
}
