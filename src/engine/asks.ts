/**
 * Every question the engine can ask (`DecisionPrompt.ask`), as one list: the source of truth
 * for the UI's words and "Why?" tables (`Record<Ask, …>`), so a new question fails to compile
 * until it has them.
 */
export const ASKS = [
  'choose-action',
  'support-target',
  'move',
  'face',
  'activate',
  'attacker',
  'attack-target',
  'attack-reroll',
  'slay',
  'defence-reroll',
  'use-artefact',
  'spawn-first',
  'door-slay',
  'blip-split',
  'onward-brothers',
  'lead-by-example',
  'full-auto',
  'psionic-attack',
  'heroic-charge',
  'forward-scouting',
  'intimidation',
  'intimidation-pile',
  'intimidation-pick',
  'run-and-gun-next',
  'enter-formation',
  'stealth-first',
  'stealth-second',
  'overwatch-next',
  'strategize-swarm',
  'strategize-to',
  'power-field',
  'surrounded',
  'out-of-thin-air',
  'stalking',
  'resupply',
  'gun-jam',
  'full-scan',
  'second-wind',
  'theyre-everywhere',
  'quick-instincts',
  'rescue',
  'psychic-assault',
  'battle-brothers',
  'battle-brothers-discard',
  'rewarded-faith',
  'rewarded-faith-slay',
  'cleansing-flames',
  'cleansing-flames-slay',
  'temporary-sanctuary',
  'sanctuary-pile',
  'munitorium',
  'dark-catacombs',
  'black-holds',
  'place-artefact',
  'brood-lord-left',
  'discard-blip',
  'token-target',
  'turn-around',
  'limit-spawn',
  'token-or-roll',
  'slay-anywhere',
  'launch-control',
  'toxin-pile',
] as const;

export type Ask = (typeof ASKS)[number];

const KNOWN: ReadonlySet<string> = new Set(ASKS);

/** For data read from outside (saves, imports): is this string one of the engine's questions? */
export function isAsk(x: string): x is Ask {
  return KNOWN.has(x);
}
