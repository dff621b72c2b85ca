/**
 * The moderation word list: a comment holding one of these words (or
 * phrases) is held for moderation with reason `palabras`, whoever sends it.
 * Kept short on purpose: the usual vocabulary of comment spam on a Spanish
 * site (drugs sold online, gambling, quick loans, crypto schemes, adult
 * content, paid links). Matching ignores case and accents and needs whole
 * words, so "casino" holds a comment and "casinos" does too, but a word that
 * merely contains one ("viagrafía") does not. Staff approve a held comment
 * that was fine; nothing is refused because of this list.
 */
export const MODERATION_WORDS: readonly string[] = [
  'viagra',
  'cialis',
  'casino',
  'casinos',
  'apuestas online',
  'tragaperras',
  'prestamo rapido',
  'prestamos rapidos',
  'credito rapido',
  'criptomonedas',
  'bitcoin',
  'forex',
  'porno',
  'xxx',
  'escort',
  'escorts',
  'comprar seguidores',
  'posicionamiento seo',
  'backlinks',
];

/** Lower case without accents, so "Préstamo Rápido" matches "prestamo rapido". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const pattern = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${MODERATION_WORDS.map((word) => escape(word).replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);

export const hasModerationWord = (...texts: string[]) =>
  texts.some((text) => pattern.test(fold(text)));

/** Web addresses in a text: http(s)://… or www.… */
export const countLinks = (text: string) =>
  (text.match(/\b(?:https?:\/\/|www\.)\S+/gi) ?? []).length;
