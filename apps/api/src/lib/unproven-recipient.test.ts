import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, RateLimiter } from './rate-limit';
import { mayMailUnprovenRecipient, recipientKey } from './unproven-recipient';

describe('recipientKey', () => {
  it('counts every spelling of one inbox as one recipient', () => {
    for (const spelling of [
      'lucia@example.com',
      ' Lucia@Example.COM ',
      'lucia+huella@example.com',
      'LUCIA+1+2@example.com',
    ]) {
      expect(recipientKey(spelling)).toBe('lucia@example.com');
    }
    expect(recipientKey('l.u.c.i.a+x@googlemail.com')).toBe('lucia@gmail.com');
    expect(recipientKey('L.ucia@gmail.com')).toBe('lucia@gmail.com');
  });

  it('keeps other providers’ dots, and odd addresses as they are', () => {
    expect(recipientKey('lu.cia@example.com')).toBe('lu.cia@example.com');
    expect(recipientKey('+solo@example.com')).toBe('+solo@example.com');
    expect(recipientKey('sin-arroba')).toBe('sin-arroba');
  });
});

describe('mayMailUnprovenRecipient', () => {
  it('allows 3 mails a day to one inbox, then none, whoever asks', async () => {
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const answers = [];
    for (const email of ['a@example.com', 'A@example.com', 'a+1@example.com', 'a+2@example.com'])
      answers.push(await mayMailUnprovenRecipient(limiter, email));
    expect(answers).toEqual([true, true, true, false]);
    expect(await mayMailUnprovenRecipient(limiter, 'b@example.com')).toBe(true);
  });
});
