import type { DbExecutor } from '../../db/database';
import type { RenderedMail } from '../mail';

/** The part of the mail module the account flows use (`fastify.mail`). */
export interface AccountMailer {
  /** Queues in the caller's transaction, so a mail exists only if the change commits. */
  enqueue(db: DbExecutor, to: string, rendered: RenderedMail): Promise<void>;
  /** Asks the sender to deliver soon; call after the transaction commits. */
  kick(): void;
}
