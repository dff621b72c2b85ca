/**
 * How an animal fits a person's compatibility questionnaire (issue 20): one
 * table of rules, read twice. The web app reads it to show on every card and
 * animal page why an animal fits («Se lleva bien con gatos») or what to
 * consider («Necesita jardín»); the API turns the same rules into the score
 * that `orden=compatibilidad` sorts by, so the order and the badges never
 * disagree. Nothing is ever hidden: an animal with things to consider only
 * comes later in that order.
 *
 * A rule asks the questionnaire whether it applies (a person with cats) and,
 * if so, names the animal's traits that trigger it (good_with_cats = false).
 * A trait the shelter has not given (null) triggers nothing.
 */
import {
  COMPATIBILITY_LONG_HOURS_ALONE,
  COMPATIBILITY_YOUNG_CHILD_AGE,
  PET_SIZES,
  type PetEnergy,
  type PetKind,
  type PetSize,
} from './constants';
import { compatibilityMessages } from './messages/compatibility';
import type { Questionnaire } from './schemas/questionnaire';

/** What the rules read of a questionnaire. */
export type CompatibilityProfile = Pick<
  Questionnaire,
  | 'home_type'
  | 'has_garden'
  | 'hours_alone'
  | 'children_ages'
  | 'has_dogs'
  | 'has_cats'
  | 'experience'
  | 'activity'
  | 'sizes'
>;

/** What the rules read of an announcement (both the Pet and the Animal shape carry it). */
export interface CompatibilityTraits {
  kind: PetKind;
  size: PetSize | null;
  energy: PetEnergy | null;
  needs_garden: boolean | null;
  good_with_children: boolean | null;
  good_with_dogs: boolean | null;
  good_with_cats: boolean | null;
}

/** One trait of the animal, with the values that trigger a rule. */
export type TraitCondition =
  | {
      trait: 'needs_garden' | 'good_with_children' | 'good_with_dogs' | 'good_with_cats';
      is: boolean;
    }
  | { trait: 'energy'; is: PetEnergy }
  | { trait: 'kind'; is: PetKind }
  | { trait: 'size'; oneOf: readonly PetSize[] };

export type CompatibilityReason = keyof typeof compatibilityMessages.reasons;
export type CompatibilityEffect = 'fit' | 'consider';

export interface CompatibilityRule {
  reason: CompatibilityReason;
  effect: CompatibilityEffect;
  /** The animal's traits that trigger the rule (all of them), or null when it does not apply to this person. */
  when(profile: CompatibilityProfile): TraitCondition[] | null;
}

/** What a fit adds to the score and a thing to consider takes away. */
export const COMPATIBILITY_WEIGHTS: Record<CompatibilityEffect, number> = { fit: 1, consider: -2 };

const only = (applies: boolean, conditions: TraitCondition[]) => (applies ? conditions : null);
const hasChildren = (profile: CompatibilityProfile) => profile.children_ages.length > 0;

export const COMPATIBILITY_RULES: readonly CompatibilityRule[] = [
  {
    reason: 'gardenMissing',
    effect: 'consider',
    when: (p) => only(!p.has_garden, [{ trait: 'needs_garden', is: true }]),
  },
  {
    reason: 'gardenFits',
    effect: 'fit',
    when: (p) => only(p.has_garden, [{ trait: 'needs_garden', is: true }]),
  },
  {
    reason: 'catsAvoid',
    effect: 'consider',
    when: (p) => only(p.has_cats, [{ trait: 'good_with_cats', is: false }]),
  },
  {
    reason: 'catsFit',
    effect: 'fit',
    when: (p) => only(p.has_cats, [{ trait: 'good_with_cats', is: true }]),
  },
  {
    reason: 'dogsAvoid',
    effect: 'consider',
    when: (p) => only(p.has_dogs, [{ trait: 'good_with_dogs', is: false }]),
  },
  {
    reason: 'dogsFit',
    effect: 'fit',
    when: (p) => only(p.has_dogs, [{ trait: 'good_with_dogs', is: true }]),
  },
  {
    reason: 'childrenAvoid',
    effect: 'consider',
    when: (p) => only(hasChildren(p), [{ trait: 'good_with_children', is: false }]),
  },
  {
    reason: 'childrenFit',
    effect: 'fit',
    when: (p) => only(hasChildren(p), [{ trait: 'good_with_children', is: true }]),
  },
  {
    reason: 'youngChildren',
    effect: 'consider',
    when: (p) =>
      only(
        p.children_ages.some((age) => age < COMPATIBILITY_YOUNG_CHILD_AGE),
        [{ trait: 'energy', is: 'alta' }],
      ),
  },
  {
    reason: 'tooActive',
    effect: 'consider',
    when: (p) => only(p.activity === 'tranquila', [{ trait: 'energy', is: 'alta' }]),
  },
  {
    reason: 'activeFits',
    effect: 'fit',
    when: (p) => only(p.activity === 'activa', [{ trait: 'energy', is: 'alta' }]),
  },
  {
    reason: 'calmFits',
    effect: 'fit',
    when: (p) => only(p.activity === 'tranquila', [{ trait: 'energy', is: 'baja' }]),
  },
  {
    reason: 'hoursAlone',
    effect: 'consider',
    when: (p) =>
      only(p.hours_alone >= COMPATIBILITY_LONG_HOURS_ALONE, [{ trait: 'kind', is: 'perro' }]),
  },
  {
    reason: 'sizeFits',
    effect: 'fit',
    when: (p) => only(p.sizes.length > 0, [{ trait: 'size', oneOf: p.sizes }]),
  },
  {
    reason: 'sizeOther',
    effect: 'consider',
    when: (p) => {
      const others = PET_SIZES.filter((size) => !p.sizes.includes(size));
      return only(p.sizes.length > 0 && others.length > 0, [{ trait: 'size', oneOf: others }]);
    },
  },
  {
    reason: 'needsSpace',
    effect: 'consider',
    when: (p) =>
      only(p.home_type === 'piso' && !p.has_garden, [
        { trait: 'size', oneOf: ['grande'] },
        { trait: 'energy', is: 'alta' },
      ]),
  },
  {
    reason: 'experience',
    effect: 'consider',
    when: (p) => only(p.experience === 'ninguna', [{ trait: 'energy', is: 'alta' }]),
  },
];

/** The rules that apply to this person, with the traits that trigger each. */
export function applicableRules(
  profile: CompatibilityProfile,
): { rule: CompatibilityRule; conditions: TraitCondition[] }[] {
  return COMPATIBILITY_RULES.flatMap((rule) => {
    const conditions = rule.when(profile);
    return conditions ? [{ rule, conditions }] : [];
  });
}

function holds(condition: TraitCondition, animal: CompatibilityTraits): boolean {
  if (condition.trait === 'size') {
    return animal.size !== null && condition.oneOf.includes(animal.size);
  }
  return animal[condition.trait] === condition.is;
}

export interface Compatibility {
  /** Why it fits, in the rules' order. */
  fits: string[];
  /** What to consider, in the rules' order. */
  considers: string[];
  /** The sum of the weights: what `orden=compatibilidad` sorts by, highest first. */
  score: number;
}

export function compatibilityOf(
  profile: CompatibilityProfile,
  animal: CompatibilityTraits,
): Compatibility {
  const result: Compatibility = { fits: [], considers: [], score: 0 };
  for (const { rule, conditions } of applicableRules(profile)) {
    if (!conditions.every((condition) => holds(condition, animal))) continue;
    const label = compatibilityMessages.reasons[rule.reason];
    (rule.effect === 'fit' ? result.fits : result.considers).push(label);
    result.score += COMPATIBILITY_WEIGHTS[rule.effect];
  }
  return result;
}
