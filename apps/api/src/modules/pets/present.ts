/**
 * One record, two shapes (PRODUCT.md): a pet row with its photos as the Pet
 * shape (what a shelter manages) or the Animal shape (what a visitor sees).
 * Both carry what a card shows (image address, location, short description,
 * characteristics), made by one function. Image paths are relative to the API
 * base address, as the spec's client expects; `imageUrl` is the absolute
 * address for sharing.
 */
import { petsMessages } from '@huella/shared/messages';
import type { Animal, Pet, PetPhoto } from '@huella/shared/schemas/pets';
import { mediaPath, variantPaths } from '../../lib/storage';
import type { PetRow, PhotoCard } from './repository';

/** The width shown by default (cards, `image`); the others go into `srcset`. */
const DEFAULT_WIDTH = 800 as const;
const OVERVIEW_LENGTH = 150;

export function presentPhoto(photo: PhotoCard): PetPhoto {
  return {
    id: photo.id,
    url: mediaPath(photo.storageKey, DEFAULT_WIDTH),
    width: photo.width,
    height: photo.height,
    variants: variantPaths(photo.storageKey),
  };
}

const mainImage = (photos: PhotoCard[]) =>
  photos[0] ? mediaPath(photos[0].storageKey, DEFAULT_WIDTH) : null;

export function presentPet(
  row: PetRow,
  photos: PhotoCard[],
  options: { showChipNumber: boolean; publicUrl: string; managed?: boolean },
): Pet {
  const card = cardFields(row, photos, options.publicUrl);
  const pet: Pet = {
    id: row.id,
    name: row.name,
    kind: row.kind,
    gender: row.gender,
    race: row.race,
    birth: row.birth,
    description: row.description,
    shelter: row.shelterId,
    shelter_name: row.shelterName,
    city: row.city,
    state: row.state,
    sterilized: row.sterilized,
    sickness: row.sickness,
    size: row.size,
    microchipped: row.microchipped,
    vaccinated: row.vaccinated,
    good_with_children: row.goodWithChildren,
    good_with_dogs: row.goodWithDogs,
    good_with_cats: row.goodWithCats,
    energy: row.energy,
    needs_garden: row.needsGarden,
    image: card.image,
    images: photos.map(presentPhoto),
    published_at: row.publishedAt.toISOString(),
    renewed_at: row.renewedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    views: row.viewCount,
    imageUrl: card.imageUrl,
    descriptionOverview: card.descriptionOverview,
    location: card.location,
    characteristics: card.characteristics,
  };
  if (options.showChipNumber) pet.chip_number = row.chipNumber;
  // Only those who manage it learn that (and why) staff hid it.
  if (options.managed) {
    pet.hidden = row.hiddenAt ? { at: row.hiddenAt.toISOString(), reason: row.hiddenReason } : null;
  }
  return pet;
}

/** White space as `\s` and `trim()` read it (the overview collapses what they did). */
function isWhiteSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The text's words joined by single spaces, read only until they make more
 * than `atLeast` characters: a description runs to thousands, a card shows
 * 150. One pass over the characters it needs (a regular expression over the
 * text's start cost most of a list's presenting, and its garbage).
 */
function collapsedStart(text: string, atLeast: number): string {
  let collapsed = '';
  let wordStart = -1;
  for (let i = 0; i <= text.length; i++) {
    if (i < text.length && !isWhiteSpace(text.charCodeAt(i))) {
      if (wordStart < 0) wordStart = i;
      continue;
    }
    if (wordStart < 0) continue;
    const word = text.slice(wordStart, i);
    collapsed = collapsed ? `${collapsed} ${word}` : word;
    wordStart = -1;
    if (collapsed.length > atLeast) break;
  }
  return collapsed;
}

/** Punctuation a cut text does not end on before its `…`. */
const isTrailingPunctuation = (code: number) =>
  code === 46 || code === 44 || code === 59 || code === 58; // . , ; :

/**
 * `text` without the white space and `.,;:` at its end. A loop: a regular
 * expression anchored at the end tries every position.
 */
function trimmedEnd(text: string): string {
  let end = text.length;
  while (end > 0) {
    const code = text.charCodeAt(end - 1);
    if (!isWhiteSpace(code) && !isTrailingPunctuation(code)) break;
    end -= 1;
  }
  return text.slice(0, end);
}

/** The start of the description, cut at a word boundary. */
export function overview(description: string, length = OVERVIEW_LENGTH): string {
  const text = collapsedStart(description, length + 2);
  if (text.length <= length) return text;
  const cut = text.slice(0, length + 1);
  const boundary = cut.lastIndexOf(' ');
  return `${trimmedEnd(boundary > length / 2 ? cut.slice(0, boundary) : text.slice(0, length))}…`;
}

/** '3 meses', '1 año', '7 años' from a YYYY-MM-DD birth date. */
export function ageText(birth: string, today: Date = new Date()): string {
  const [year, month, day] = birth.split('-').map(Number) as [number, number, number];
  let months = (today.getUTCFullYear() - year) * 12 + (today.getUTCMonth() + 1 - month);
  if (today.getUTCDate() < day) months -= 1;
  months = Math.max(0, months);
  const labels = petsMessages.characteristics;
  return months < 12
    ? labels.ageMonths(Math.max(1, months))
    : labels.ageYears(Math.floor(months / 12));
}

/** The detail page's characteristics list, derived from the announcement. */
export function characteristics(row: PetRow, today: Date = new Date()): string[] {
  const labels = petsMessages.characteristics;
  const list: string[] = [labels.kinds[row.kind], labels.genders[row.gender]];
  if (row.birth) list.push(ageText(row.birth, today));
  if (row.race) list.push(row.race);
  if (row.size) list.push(labels.sizes[row.size]);
  if (row.sterilized) list.push(labels.sterilized);
  if (row.vaccinated) list.push(labels.vaccinated);
  if (row.microchipped) list.push(labels.microchipped);
  if (row.goodWithChildren) list.push(labels.goodWithChildren);
  if (row.goodWithDogs) list.push(labels.goodWithDogs);
  if (row.goodWithCats) list.push(labels.goodWithCats);
  if (row.energy) list.push(labels.energy[row.energy]);
  if (row.needsGarden) list.push(labels.needsGarden);
  return list;
}

/**
 * What a card of the list shows, in both shapes (spec §2 and §7: location and
 * short description). The presenters copy these fields one by one: spreading
 * them into a literal of 30 fields cost about 20 KB and 40 µs an animal
 * (V8 builds such an object the slow way).
 */
function cardFields(row: PetRow, photos: PhotoCard[], publicUrl: string) {
  const image = mainImage(photos);
  return {
    image,
    imageUrl: image ? `${publicUrl}/${image}` : null,
    descriptionOverview: overview(row.description),
    location: row.city,
    characteristics: characteristics(row),
  };
}

export function presentAnimal(row: PetRow, photos: PhotoCard[], publicUrl: string): Animal {
  const card = cardFields(row, photos, publicUrl);
  return {
    id: row.id,
    name: row.name,
    image: card.image,
    description: row.description,
    imageUrl: card.imageUrl,
    descriptionOverview: card.descriptionOverview,
    location: card.location,
    characteristics: card.characteristics,
    images: photos.map((photo) => ({
      url: mediaPath(photo.storageKey, DEFAULT_WIDTH),
      width: photo.width,
      height: photo.height,
      variants: variantPaths(photo.storageKey),
    })),
    views: row.viewCount,
    kind: row.kind,
    gender: row.gender,
    state: row.state,
    age: row.birth ? ageText(row.birth) : null,
    size: row.size,
    good_with_children: row.goodWithChildren,
    good_with_dogs: row.goodWithDogs,
    good_with_cats: row.goodWithCats,
    energy: row.energy,
    needs_garden: row.needsGarden,
    shelter: {
      id: row.shelterId,
      name: row.shelterName,
      kind: row.shelterKind,
      city: row.city,
      verified: row.shelterVerified,
    },
  };
}
