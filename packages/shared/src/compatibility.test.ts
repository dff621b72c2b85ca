import { describe, expect, it } from 'vitest';
import {
  compatibilityOf,
  type CompatibilityProfile,
  type CompatibilityTraits,
} from './compatibility';
import { compatibilityMessages } from './messages/compatibility';

const reasons = compatibilityMessages.reasons;

const profile = (changes: Partial<CompatibilityProfile> = {}): CompatibilityProfile => ({
  home_type: 'casa',
  has_garden: true,
  hours_alone: 2,
  children_ages: [],
  has_dogs: false,
  has_cats: false,
  experience: 'mucha',
  activity: 'moderada',
  sizes: [],
  ...changes,
});
const animal = (changes: Partial<CompatibilityTraits> = {}): CompatibilityTraits => ({
  kind: 'perro',
  size: null,
  energy: null,
  needs_garden: null,
  good_with_children: null,
  good_with_dogs: null,
  good_with_cats: null,
  ...changes,
});

describe('compatibilityOf', () => {
  it('says nothing when the shelter has said nothing', () => {
    expect(compatibilityOf(profile({ has_cats: true, children_ages: [3] }), animal())).toEqual({
      fits: [],
      considers: [],
      score: 0,
    });
  });

  it('names the garden an animal needs, whether the person has one or not', () => {
    const needsGarden = animal({ needs_garden: true });
    expect(compatibilityOf(profile({ has_garden: false }), needsGarden).considers).toEqual([
      reasons.gardenMissing,
    ]);
    expect(compatibilityOf(profile({ has_garden: true }), needsGarden).fits).toEqual([
      reasons.gardenFits,
    ]);
  });

  it('reads the cats, dogs and children at home against what the animal gets on with', () => {
    const home = profile({ has_cats: true, has_dogs: true, children_ages: [10] });
    expect(
      compatibilityOf(
        home,
        animal({ good_with_cats: false, good_with_dogs: false, good_with_children: false }),
      ),
    ).toEqual({
      fits: [],
      considers: [reasons.catsAvoid, reasons.dogsAvoid, reasons.childrenAvoid],
      score: -6,
    });
    expect(
      compatibilityOf(
        home,
        animal({ good_with_cats: true, good_with_dogs: true, good_with_children: true }),
      ),
    ).toEqual({
      fits: [reasons.catsFit, reasons.dogsFit, reasons.childrenFit],
      considers: [],
      score: 3,
    });
    // Without cats at home, how it gets on with cats does not matter.
    expect(compatibilityOf(profile(), animal({ good_with_cats: false })).considers).toEqual([]);
  });

  it('weighs energy against the pace of life, small children and a first animal', () => {
    const lively = animal({ energy: 'alta' });
    expect(compatibilityOf(profile({ activity: 'activa' }), lively).fits).toEqual([
      reasons.activeFits,
    ]);
    expect(
      compatibilityOf(
        profile({ activity: 'tranquila', experience: 'ninguna', children_ages: [2, 12] }),
        lively,
      ).considers,
    ).toEqual([reasons.youngChildren, reasons.tooActive, reasons.experience]);
    expect(compatibilityOf(profile({ children_ages: [8] }), lively).considers).toEqual([]);
    expect(
      compatibilityOf(profile({ activity: 'tranquila' }), animal({ energy: 'baja' })).fits,
    ).toEqual([reasons.calmFits]);
  });

  it('reads the size preferred, the flat and the hours a dog would be alone', () => {
    const small = profile({ sizes: ['pequeño'] });
    expect(compatibilityOf(small, animal({ size: 'pequeño' })).fits).toEqual([reasons.sizeFits]);
    expect(compatibilityOf(small, animal({ size: 'grande' })).considers).toEqual([
      reasons.sizeOther,
    ]);
    // Every size ticked is the same as none: no size is "other".
    expect(
      compatibilityOf(
        profile({ sizes: ['pequeño', 'mediano', 'grande'] }),
        animal({ size: 'grande' }),
      ).considers,
    ).toEqual([]);
    const flat = profile({ home_type: 'piso', has_garden: false });
    expect(compatibilityOf(flat, animal({ size: 'grande', energy: 'alta' })).considers).toEqual([
      reasons.needsSpace,
    ]);
    expect(compatibilityOf(flat, animal({ size: 'grande', energy: 'baja' })).considers).toEqual([]);
    const longDays = profile({ hours_alone: 8 });
    expect(compatibilityOf(longDays, animal({ kind: 'perro' })).considers).toEqual([
      reasons.hoursAlone,
    ]);
    expect(compatibilityOf(longDays, animal({ kind: 'gato' })).considers).toEqual([]);
  });
});
