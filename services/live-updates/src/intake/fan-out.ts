import type { NatsConnection } from 'nats';
import type { HandlerContext } from '@app/service-kit';
import type { LiveSubjects, LiveWindow, UserMessage } from '../shared';
import type { Addressed } from './audience';

/**
 * Sends messages to people wherever their streams are: each is appended to the person's window
 * (its position is its SSE id) and published on core NATS `live.user.<userId>`, which every
 * replica hears and writes to the streams it holds for that person.
 */
export class FanOut {
  constructor(
    private readonly window: LiveWindow,
    private readonly nc: NatsConnection,
    private readonly subjects: LiveSubjects,
  ) {}

  /**
   * Hands the messages to the consumer's transaction: every event applied together is sent in one
   * Redis round trip when the batch ends (the round trip, not the work, is what costs).
   */
  sendWith(ctx: Pick<HandlerContext, 'collect'>, addressed: Addressed[], eventTime: string): void {
    const at = Date.parse(eventTime);
    for (const one of addressed) ctx.collect(FAN_OUT, { ...one, at }, (_trx, items) => this.send(items));
  }

  async send(items: Array<Addressed & { at: number }>): Promise<void> {
    const ids = await this.window.append(items);
    items.forEach(({ userId, message, at }, i) => {
      const payload: UserMessage = { id: ids[i]!, message, at };
      this.nc.publish(this.subjects.user(userId), JSON.stringify(payload));
    });
  }
}

const FAN_OUT = Symbol('live fan-out');
