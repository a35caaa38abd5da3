import { hash, type Options, verify } from '@node-rs/argon2';

// A 6-digit password has only a million values, so it is stored with a memory-hard hash
// (argon2id, OWASP's minimum: 19 MiB, 2 passes) to make an offline search of a stolen table slow.
// `algorithm: 2` is Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
const OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function checkPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
