/**
 * `npm run bench:search`'s synthetic corpus and queries: Chinese and English words with
 * Zipf-skewed frequencies, drawn from a seeded generator so that runs are comparable and a stretch
 * of the corpus can be drawn again word for word (`seed`).
 */

let state = 42;
/** The generator's state: setting it back draws the same words again. */
export const seed = { get: () => state, set: (value: number) => void (state = value) };
export const random = () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296;

const CHARS = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严';
const WORDS_PER_CHUNK = 110;
const pick = <T>(items: ArrayLike<T>) => items[Math.floor(random() * items.length)]!;
/** An index below `size`, low ones far likelier: the first of 6,000 words is in most chunks, one past 3,000 in a few in a thousand. */
const zipf = (size: number) => Math.min(size - 1, Math.floor(Math.pow(random(), 2.2) * size));
const zhWords = Array.from({ length: 6000 }, () => pick(CHARS) + pick(CHARS));
const enWords = Array.from({ length: 6000 }, () => Array.from({ length: 4 + Math.floor(random() * 6) }, () => pick('abcdefghijklmnopqrstuvwxyz')).join(''));
export const word = () => (random() < 0.55 ? zhWords[zipf(zhWords.length)]! : enWords[zipf(enWords.length)]!);
const LATIN = /^[a-z]/;

/**
 * A chunk's text: Chinese words run together, or meet a Latin word with or without a space, as
 * people write them; two Latin words are always spaced (run together they would be one word no
 * text holds).
 */
export const chunkText = () => {
  const parts: string[] = [];
  let latin = false;
  for (let i = 0; i < WORDS_PER_CHUNK; i++) {
    const next = word();
    const spaced = latin && LATIN.test(next);
    parts.push(random() < 0.08 ? '。\n\n' : spaced || random() < 0.5 ? ' ' : '', next);
    latin = LATIN.test(next);
  }
  return parts.join('').trimStart();
};

/** A word as likely in a query as in the texts, in either language or one of them. */
const zh = () => zhWords[zipf(zhWords.length)]!;
const en = () => enWords[zipf(enWords.length)]!;
const rareZh = () => zhWords[3000 + Math.floor(random() * 3000)]!;
const rareEn = () => enWords[3000 + Math.floor(random() * 3000)]!;

/** A word with a letter left out (not its first or last): no text holds it. */
function misspell(text: string) {
  const at = 1 + Math.floor(random() * (text.length - 2));
  return text.slice(0, at) + text.slice(at + 1);
}

/** Content words framed as a question, as people ask in Chinese (怎么, 如何, 是什么 around them). */
const CHINESE_QUESTIONS = [(x: string, y: string) => `${x} ${y} 怎么办`, (x: string, y: string) => `如何${x}${y}`, (x: string, y: string) => `${x}${y}是什么`, (x: string) => `怎么${x}`];
/** Natural English of 4–7 words, most of them function words. */
const ENGLISH_QUESTIONS = [
  (x: string, y: string, z: string) => `how do I ${x} the ${y} before ${z}`,
  (x: string, y: string) => `what is the ${x} of ${y}`,
  (x: string, y: string, z: string) => `can I ${x} my ${y} with ${z}`,
  (x: string, y: string) => `why does my ${x} ${y}`,
  (x: string) => `where is the ${x}`,
];

/**
 * The query kinds timed, each a rotation of texts as the search page sends them (trimmed: a last
 * Latin word is read as a prefix, as someone still typing). Common and rare words alternate
 * between the languages.
 */
export const queryKinds: { kind: string; text: (round: number) => string }[] = [
  { kind: 'common word', text: (round) => (round % 2 ? zhWords : enWords)[Math.floor(random() * 3)]! },
  { kind: 'rare word', text: (round) => (round % 2 ? rareZh() : rareEn()) },
  { kind: '2–3 words', text: () => Array.from({ length: 2 + Math.floor(random() * 2) }, () => (random() < 0.5 ? zh() : en())).join(' ') },
  { kind: 'Chinese question', text: () => pick(CHINESE_QUESTIONS)(zh(), zh()) },
  { kind: 'English question', text: () => pick(ENGLISH_QUESTIONS)(en(), en(), en()) },
  // Nothing matches, and the search is made again with the word corrected.
  { kind: 'misspelled', text: () => misspell(rareEn()) },
];
