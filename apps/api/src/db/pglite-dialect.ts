import { setImmediate as nextTurn } from 'node:timers/promises';
import { type Driver, PGliteDialect } from 'kysely';

// PGlite runs in this process: a query's answer is a promise already settled, so a request's queries,
// and the next request's, follow each other as microtasks without the event loop ever polling its
// sockets. Under the booking bench (100 connections) new connections then waited seconds in the listen
// socket's queue (up to 60 of them, `ss -ltn`) while every request the server had read was answered
// within 0.4 s: a run's p99 of 2 to 5 s was that wait. Each query or transaction here first lets the
// event loop take one turn (setImmediate), so connections and requests are read in between.

/** Kysely's PGlite dialect, letting the event loop turn before each query or transaction. */
export class TurnTakingPGliteDialect extends PGliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const acquire = driver.acquireConnection.bind(driver);
    driver.acquireConnection = async () => {
      await nextTurn();
      return acquire();
    };
    return driver;
  }
}
