/** Password hashing with argon2id, OWASP parameters (m=19456 KiB, t=2, p=1). */
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, OPTIONS);

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A hash verified when the account does not exist, so that a wrong email costs
 * the same time as a wrong password and the answer reveals nothing.
 */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('Huella-dummy-password-1');
  await verifyPassword(await dummyHash, password);
  return false;
}
