import { describe, expect, it } from 'vitest';
import { Batched } from './batched';

/** A sender that records each call and finishes when told to. */
function recordingSender(fails: (item: string) => boolean = () => false) {
  const calls: string[][] = [];
  const send = async (items: string[]) => {
    calls.push(items);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const bad = items.find(fails);
    if (bad) throw new Error(`refused ${bad}`);
  };
  return { calls, send };
}

describe('Batched', () => {
  it('sends an item alone at once, and those added while it is in flight together, in order', async () => {
    const { calls, send } = recordingSender();
    const batched = new Batched(send);
    const first = batched.add('a');
    expect(calls).toEqual([['a']]);
    const rest = ['b', 'c', 'd'].map((item) => batched.add(item));
    await Promise.all([first, ...rest]);
    expect(calls).toEqual([['a'], ['b', 'c', 'd']]);

    // Idle again: the next item goes at once, alone.
    await batched.add('e');
    expect(calls.at(-1)).toEqual(['e']);
  });

  it('never carries more than its maximum in one call', async () => {
    const { calls, send } = recordingSender();
    const batched = new Batched(send, 2);
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((item) => batched.add(item)));
    expect(calls).toEqual([['a'], ['b', 'c'], ['d', 'e'], ['f']]);
  });

  it('fails only the item that the statement refuses: the rest of its batch goes one by one', async () => {
    const { calls, send } = recordingSender((item) => item === 'bad');
    const batched = new Batched(send);
    const results = await Promise.allSettled(
      ['a', 'b', 'bad', 'c'].map((item) => batched.add(item)),
    );
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toEqual(new Error('refused bad'));
    expect(calls).toEqual([['a'], ['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);

    // It goes on working afterwards.
    await batched.add('d');
    expect(calls.at(-1)).toEqual(['d']);
  });
});
