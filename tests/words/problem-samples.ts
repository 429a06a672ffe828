/**
 * The engine's problems of every kind (issue 34): options that cannot start a game, broken
 * rules of the components, what is wrong with a position on the way in, a save's envelope, a
 * game that cannot start and a step that stops a replay, with each case their words tell apart
 * (one or several, left or right, a path or the position itself). The words' tests render them
 * in every language.
 */
import type { Expected, Inconsistency, OptionsProblem, PositionProblem, SaveProblem, Shown, StartProblem, StepFailure } from '../../src/engine';

export const SAMPLE_OPTIONS: OptionsProblem[] = [
  { code: 'player-count', players: 7 },
  { code: 'player-count', players: 0 },
  { code: 'teams-per-player', players: 1, teams: 3, player: 1, has: 2 },
  { code: 'teams-per-player', players: 2, teams: 2, player: 1, has: 1 },
  { code: 'teams-per-player', players: 4, teams: 1, player: 4, has: 2 },
  { code: 'unknown-team', team: 'PINK' },
  { code: 'team-twice', team: 'GREEN' },
  { code: 'chance' },
  { code: 'seed', max: 4294967295 },
  { code: 'starting-tokens', max: 12 },
];

export const SAMPLE_INCONSISTENCIES: Inconsistency[] = [
  { code: 'card-twice', kind: 'genestealer', card: 'gs.claw.1', first: 'genestealer-deck', second: 'genestealer-discard' },
  { code: 'card-twice', kind: 'genestealer', card: 'gs.claw.1', first: 'left-blips', second: 'right-blips' },
  { code: 'card-twice', kind: 'brood-lord', card: 'brood-lord.a', first: 'brood-lords-out', second: 'formation' },
  { code: 'card-twice', kind: 'brood-lord', card: 'brood-lord.a', first: 'brood-lords-slain', second: 'formation' },
  { code: 'card-twice', kind: 'event', card: 'event.evasion', first: 'event-deck', second: 'event-discard' },
  { code: 'card-twice', kind: 'event', card: 'event.evasion', first: 'event-discard', second: 'current-event' },
  { code: 'not-of-kind', kind: 'genestealer', card: 'event.evasion', place: 'genestealer-deck' },
  { code: 'not-of-kind', kind: 'brood-lord', card: 'gs.claw.1', place: 'brood-lords-out' },
  { code: 'not-of-kind', kind: 'event', card: 'gs.claw.1', place: 'current-event' },
  { code: 'card-nowhere', kind: 'genestealer', card: 'gs.claw.1' },
  { code: 'card-nowhere', kind: 'brood-lord', card: 'brood-lord.a' },
  { code: 'card-nowhere', kind: 'event', card: 'event.evasion' },
  { code: 'no-marine-at', position: 2 },
  { code: 'marine-tokens', marine: 'marine.deino', tokens: -1 },
  { code: 'terrain-twice', terrain: 'terrain.door' },
  { code: 'terrain-tokens', terrain: 'terrain.door', tokens: -2 },
  { code: 'empty-swarm', position: 3, side: 'LEFT' },
  { code: 'empty-swarm', position: 3, side: 'RIGHT' },
  { code: 'unknown-terrain', terrain: 'terrain.sofa' },
  { code: 'artefact-twice' },
  { code: 'supply', supply: -1 },
  { code: 'token-count', counted: 1, total: 12 },
  { code: 'token-count', counted: 13, total: 12 },
  { code: 'unknown-face-up', card: 'gs.claw.1' },
  { code: 'dealer-unknown' },
  { code: 'location-twice' },
  { code: 'setup-card' },
  { code: 'first-location' },
  { code: 'marine-twice' },
  { code: 'slain-in-formation', marine: 'marine.deino' },
  { code: 'unknown-phase', phase: 'lunch' },
  { code: 'over-disagrees' },
  { code: 'waits-for-nothing' },
  { code: 'no-option' },
  { code: 'no-marine-left' },
];

const EXPECTED: Expected[] = [
  { t: 'string' },
  { t: 'boolean' },
  { t: 'integer', min: 0, max: 12 },
  { t: 'one-of', values: ['death-angel-position'] },
  { t: 'one-of', values: ['LEFT', 'RIGHT'] },
  { t: 'one-of', values: ['setup', 'event', 'over'] },
  ...(['marine', 'action', 'genestealer', 'swarm-card', 'event', 'terrain', 'location', 'setup-card', 'brood-lord'] as const).map((kind): Expected => ({ t: 'id', kind })),
  { t: 'array' },
  { t: 'array-max', max: 12 },
  { t: 'object' },
  { t: 'object-or-null' },
  { t: 'keyed', by: 'team' },
  { t: 'keyed', by: 'terrain' },
  { t: 'ability-value' },
  { t: 'reason' },
];

const SHOWN: Shown[] = [
  { t: 'text', text: 'UP' },
  { t: 'nothing' },
  { t: 'literal', value: '-1' },
  { t: 'array', length: 1 },
  { t: 'array', length: 3 },
  { t: 'object' },
  { t: 'other', type: 'function' },
];

export const SAMPLE_POSITION_PROBLEMS: PositionProblem[] = [
  ...EXPECTED.map((expected): PositionProblem => ({ code: 'wrong', path: 'formation[0].tokens', expected, got: { t: 'literal', value: '13' } })),
  ...SHOWN.map((got): PositionProblem => ({ code: 'wrong', path: 'round', expected: { t: 'integer', min: 0, max: 100000 }, got })),
  { code: 'wrong', path: '', expected: { t: 'object' }, got: { t: 'literal', value: 'null' } },
  { code: 'bad-key', path: 'hands', by: 'team', got: { t: 'text', text: 'PINK' } },
  { code: 'bad-key', path: 'effects.spawnLimited', by: 'terrain', got: { t: 'text', text: 'terrain.sofa' } },
  { code: 'missing', path: 'supply' },
  { code: 'not-a-field', path: 'colour', of: '' },
  { code: 'not-a-field', path: 'formation[0].colour', of: 'formation[0]' },
  { code: 'twice', path: 'marinesSlain', value: { t: 'text', text: 'marine.deino' } },
  { code: 'options', problem: { code: 'team-twice', team: 'BLUE' } },
  { code: 'setup-card', players: 1, expected: 'setup.void-lock-1p', got: 'setup.void-lock-2p' },
  { code: 'setup-card', players: 3, expected: 'setup.void-lock-3-6p', got: 'setup.void-lock-1p' },
  { code: 'marine-not-in-play', path: 'formation[0].marine', marine: 'marine.deino' },
  { code: 'team-not-in-play', path: 'hands.RED', team: 'RED' },
  { code: 'other-teams-card', path: 'hands.BLUE', card: 'action.overwatch', team: 'RED' },
  { code: 'player-index', path: 'current', players: 2, got: 3 },
  { code: 'finished-with-prompt' },
  { code: 'prompt-without-frame' },
  { code: 'inconsistent', detail: { code: 'token-count', counted: 13, total: 12 } },
  { code: 'engine-failed', detail: 'engine: frame warp takes no answer' },
  { code: 'prompt-differs', at: 'prompt.options[0]', would: { ask: 'choose-action', options: ['action.block', 'action.full-auto'] } },
  { code: 'prompt-differs', at: 'prompt.reveal', would: { reveal: 'die' } },
  { code: 'prompt-differs', at: 'prompt', would: null },
  { code: 'not-at-rest', at: 'stack[0].row' },
  { code: 'unreadable', detail: 'boom' },
  { code: 'more' },
];

export const SAMPLE_SAVE_PROBLEMS: SaveProblem[] = [
  { code: 'not-an-object' },
  { code: 'format', got: '"death-angel-position"' },
  { code: 'version', got: '3' },
  { code: 'object', path: 'options' },
  { code: 'array', path: 'options.players' },
  { code: 'string', path: 'options.players[0].name', got: null },
  { code: 'string', path: 'answers[2]', got: '42' },
  { code: 'answers' },
  { code: 'steps' },
  { code: 'step', path: 'steps[0]', got: '42' },
  { code: 'position', path: 'start' },
];

export const SAMPLE_START_PROBLEMS: StartProblem[] = [
  ...SAMPLE_SAVE_PROBLEMS.map((problem): StartProblem => ({ code: 'not-a-save', problem })),
  { code: 'own-start-dealt' },
  { code: 'start-invalid', problem: { code: 'inconsistent', detail: { code: 'card-twice', kind: 'genestealer', card: 'gs.claw.1', first: 'genestealer-deck', second: 'formation' } } },
  { code: 'other-game' },
  { code: 'cannot-start', problem: { code: 'player-count', players: 7 } },
  { code: 'setup-failed', detail: 'engine: no setup card setup.x' },
];

export const SAMPLE_STEP_FAILURES: StepFailure[] = [
  ...SAMPLE_START_PROBLEMS.map((start): StepFailure => ({ step: 0, of: 0, start })),
  { step: 3, of: 5, given: 'nonsense', refusal: { code: 'not-an-option', choice: 'nonsense', ask: 'choose-action', options: ['action.block'] } },
  { step: 3, of: 5, given: { correction: { t: 'tokens', marine: 'marine.deino', count: 13 } }, fix: { code: 'tokens-count', max: 12 } },
  { step: 3, of: 5, given: { correction: { t: 'slain', marine: 'marine.deino' } }, fix: { code: 'inconsistent', detail: { code: 'no-marine-left' } } },
  { step: 4, of: 5, given: 'action.block', crash: 'engine: a prompt without a frame' },
  { step: 4, of: 5, given: { correction: { t: 'slain', marine: 'marine.deino' } }, crash: 'engine: a prompt without a frame' },
  { step: 5, of: 5, given: 42 },
];
