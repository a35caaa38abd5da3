import { Refusal } from '@salon/domain';
import { refusalToHttp } from '../http/refusal-to-http.ts';

/**
 * A use case's promise whose Refusal, if it refuses, is rejected as the API would answer it
 * ({ status, message, ...extra }), so a test of a use case asserts what the customer would see.
 */
export async function answered<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    const { status, body } = refusalToHttp(err);
    throw { status, ...body };
  }
}
